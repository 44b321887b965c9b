// Test harness of the QR screens: the real hooks over a stubbed @seed/auth apiFetch (by endpoint
// name), a fresh QueryClient, the auth store with a role, this remote's i18n, a MemoryRouter and
// the toasts raised. A test file mocks '@seed/auth' (apiFetch: vi.fn()) and calls stubApi().
import { apiFetch, AuthProvider, createAuthStore } from '@seed/auth';
import type { Role } from '@seed/domain';
import { TOAST_EVENT, type ToastDetail } from '@seed/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { type ReactElement, Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { vi } from 'vitest';
import { i18n } from '../i18n/i18n';

// jsdom has no modal dialogs.
HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
  this.open = false;
};

/** What an endpoint answers in a test: a function of the call's input (throw to refuse). */
export type Handler = (input: { params?: unknown; query?: unknown; body?: unknown } | undefined) => unknown;

export const handlers: Record<string, Handler> = {};

/** Routes apiFetch(slice, name, input) to handlers[name]; an unknown name fails the call. */
export function stubApi() {
  for (const key of Object.keys(handlers)) delete handlers[key];
  vi.mocked(apiFetch).mockReset();
  vi.mocked(apiFetch).mockImplementation((async (_slice: string, name: string, input?: never) => {
    const handler = handlers[name];
    if (!handler) throw new Error(`No handler for ${name}`);
    return handler(input);
  }) as never);
}

/** The inputs apiFetch received for one endpoint. */
export const callsOf = (name: string) =>
  vi
    .mocked(apiFetch)
    .mock.calls.filter((call) => call[1] === name)
    .map((call) => call[2] as { params?: unknown; query?: unknown; body?: unknown } | undefined);

export const toasts: ToastDetail[] = [];
const onToast = (e: Event) => toasts.push((e as CustomEvent<ToastDetail>).detail);
export function listenToToasts() {
  toasts.length = 0;
  window.addEventListener(TOAST_EVENT, onToast);
  return () => window.removeEventListener(TOAST_EVENT, onToast);
}

/** Renders `element` at `url` under `path` with what a remote's screen expects around it. */
export async function renderScreen(
  element: ReactElement,
  { url, path, role = 'manager' }: { url: string; path: string; role?: Role | null },
) {
  const store = createAuthStore();
  store.setState({ role, loading: false });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const session = { start: () => {}, reload: async () => {}, signOut: async () => {} };
  await act(async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={client}>
          <AuthProvider store={store} session={session}>
            <MemoryRouter initialEntries={[url]}>
              <Suspense fallback={<p>suspended</p>}>
                <Routes>
                  <Route path={path} element={element} />
                  <Route path="*" element={<p>elsewhere</p>} />
                </Routes>
              </Suspense>
            </MemoryRouter>
          </AuthProvider>
        </QueryClientProvider>
      </I18nextProvider>,
    );
  });
  return { client };
}
