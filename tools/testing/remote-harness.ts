// The one test harness of the remotes' screens (bulletproof-react's renderApp): a screen rendered
// with everything the shell gives it (a fresh QueryClient, the auth store in a given state, the
// remote's i18n, a router at a URL), over a stubbed API whose answers are parsed with the
// contract's declared response schemas, so a fixture cannot drift from what the BFF answers.
//
// A test mocks @seed/auth's network doors itself (vi.mock is hoisted only in the test file):
//
//   vi.mock('@seed/auth', async (importOriginal) => ({
//     ...(await importOriginal<typeof import('@seed/auth')>()),
//     apiFetch: vi.fn(),
//     apiDownload: vi.fn(),
//   }));
//   beforeEach(() => stubApi());
//
// then answers endpoints by slice and name (`handlers.transactions.list = () => page`) and renders
// with `await renderApp(<Screen />, { i18n, url: '/transactions', path: '/transactions', user: { role: 'admin' } })`.
import { apiDownload, apiFetch, AuthProvider, createAuthStore, type AuthState } from '@seed/auth';
import { API, type Api, type Endpoint, type EndpointInput, type EndpointResult, successStatus } from '@seed/domain';
import { TOAST_EVENT, type ToastDetail } from '@seed/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { createElement, Fragment, type ReactElement, type ReactNode, Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { vi } from 'vitest';

// jsdom has <dialog> without showModal/close: toggle `open`, as a browser's modal would.
HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
  this.open = false;
};

type Slice = keyof Api;
type Name<S extends Slice> = keyof Api[S] & string;
type EndpointOf<S extends Slice, N extends Name<S>> = Api[S][N] extends Endpoint ? Api[S][N] : never;

/** What an endpoint answers in a test: its success body, from the call's input. Throw (an ApiError) to refuse. */
export type Handler<S extends Slice, N extends Name<S>> = (
  input: EndpointInput<EndpointOf<S, N>>,
) => EndpointResult<EndpointOf<S, N>> | Blob | Promise<EndpointResult<EndpointOf<S, N>> | Blob>;

/** The stubbed API: handlers.<slice>.<name>. An endpoint without a handler fails the test that calls it. */
export type ApiHandlers = { [S in Slice]: { [N in Name<S>]?: Handler<S, N> } };

const emptyHandlers = (): ApiHandlers =>
  Object.fromEntries(Object.keys(API).map((slice) => [slice, {}])) as unknown as ApiHandlers;

export const handlers: ApiHandlers = emptyHandlers();

/**
 * The answer as the browser would receive it: through JSON and parsed with the schema the
 * endpoint declares for its success status, as apiFetch parses it. A fixture the schema refuses
 * fails the test with zod's issues (fix the fixture, not the schema).
 */
export function asAnswered(slice: string, name: string, value: unknown): unknown {
  const endpoint = (API as unknown as Record<string, Record<string, Endpoint>>)[slice]?.[name];
  if (!endpoint) throw new Error(`No endpoint ${slice}.${name} in the API contract`);
  const declared = endpoint.responses[successStatus(endpoint)];
  if (!declared?.schema || value === undefined) return value;
  // A text answer (an export's CSV or KML) is handed over as it is, as apiFetch does.
  if (typeof value === 'string' && (declared.contentType || declared.alternatives?.length)) return value;
  const parsed = declared.schema.safeParse(JSON.parse(JSON.stringify(value)));
  if (!parsed.success) {
    throw new Error(
      `The stubbed answer of ${slice}.${name} does not match its declared schema:\n${parsed.error.message}`,
    );
  }
  return parsed.data;
}

function handlerOf(slice: string, name: string): (input: unknown) => unknown {
  const handler = (handlers as unknown as Record<string, Record<string, (input: unknown) => unknown>>)[slice]?.[name];
  if (!handler) throw new Error(`No handler for ${slice}.${name}`);
  return handler;
}

/**
 * Clears the handlers and routes @seed/auth's (mocked) apiFetch and apiDownload to them:
 * apiFetch's answers are parsed with the contract (asAnswered), apiDownload's Blobs handed over.
 */
export function stubApi(): void {
  Object.assign(handlers, emptyHandlers());
  vi.mocked(apiFetch).mockReset();
  vi.mocked(apiFetch).mockImplementation((async (slice: string, name: string, input?: unknown) =>
    asAnswered(slice, name, await handlerOf(slice, name)(input ?? {}))) as never);
  if (vi.isMockFunction(apiDownload)) {
    vi.mocked(apiDownload).mockReset();
    vi.mocked(apiDownload).mockImplementation((async (slice: string, name: string, input?: unknown) =>
      handlerOf(slice, name)(input ?? {})) as never);
  }
}

/** The inputs apiFetch received for one endpoint, in order. */
export function callsOf<S extends Slice, N extends Name<S>>(
  slice: S,
  name: N,
): (EndpointInput<EndpointOf<S, N>> | undefined)[] {
  return vi
    .mocked(apiFetch)
    .mock.calls.filter((call) => call[0] === slice && call[1] === name)
    .map((call) => call[2] as EndpointInput<EndpointOf<S, N>> | undefined);
}

/** The toasts raised (notify) since listenToToasts; call its return to stop listening. */
export const toasts: ToastDetail[] = [];
const onToast = (e: Event) => toasts.push((e as CustomEvent<ToastDetail>).detail);
export function listenToToasts(): () => void {
  toasts.length = 0;
  window.addEventListener(TOAST_EVENT, onToast);
  return () => window.removeEventListener(TOAST_EVENT, onToast);
}

// Hidden and without a role, so it adds nothing a test's queries by role or text would find.
function Where() {
  const location = useLocation();
  return createElement('div', { 'data-testid': 'where', hidden: true }, location.pathname + location.search);
}

/** Where the screen has navigated to: the router's path and query. */
export const where = () => screen.getByTestId('where').textContent;

export interface RenderAppOptions {
  /** The page's i18next instance, as the remote's src/i18n/i18n.ts answers it. */
  i18n: I18n;
  /** The remote's namespace in it (its NAMESPACE), which the screen's useTranslation() reads. */
  namespace: string;
  /** The auth store's state: signed out unless given (e.g. `{ role: 'admin' }`, `{ user, mfaRequired: true }`). */
  user?: Partial<AuthState>;
  /** The URL the router starts at; '/' by default. */
  url?: string;
  /** The route pattern the screen is mounted under (its params); any other path shows 'elsewhere'. Without it the screen renders at every URL. */
  path?: string;
}

const session = { start: () => {}, reload: async () => {}, signOut: async () => {} };

/**
 * Renders `ui` as the shell would mount it, inside act so that a screen suspended on the API
 * contract (useApiContract) has rendered when it resolves. Returns the QueryClient and the
 * auth store, for a test that looks at the cache or changes who is signed in.
 */
export async function renderApp(ui: ReactElement, { i18n, namespace, user = {}, url = '/', path }: RenderAppOptions) {
  const store = createAuthStore({ loading: false, ...user });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const routes: ReactNode = path
    ? createElement(
        Routes,
        null,
        createElement(Route, { path, element: ui }),
        createElement(Route, { path: '*', element: createElement('p', null, 'elsewhere') }),
      )
    : ui;
  const screenInRouter = createElement(
    MemoryRouter,
    { initialEntries: [url] },
    createElement(
      Fragment,
      null,
      createElement(Suspense, { fallback: createElement('p', null, 'suspended') }, routes),
      createElement(Where),
    ),
  );
  const tree = createElement(I18nextProvider, {
    i18n,
    defaultNS: namespace,
    children: createElement(QueryClientProvider, {
      client,
      children: createElement(AuthProvider, { store, session, children: screenInRouter }),
    }),
  });
  await act(async () => {
    render(tree);
  });
  return { client, store };
}

/** The input or select labelled `label` (a tab panel may carry the same name). */
export function field(label: string): HTMLInputElement {
  return screen.getByLabelText(label, { selector: 'input, select' });
}

/** The text of what describes a field: its hint and its message, as a screen reader reads them. */
export function descriptionOf(label: string): string {
  return (field(label).getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();
}
