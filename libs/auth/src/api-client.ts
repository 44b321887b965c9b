import { endpointUrl, type Endpoint, type EndpointInput, type EndpointResult } from '@seed/domain';
import { ApiError } from './api-error';
import { withPageLanguage } from './page-language';
import { getSupabase } from './supabase-client';

export interface ApiFetchInit {
  /** Extra headers (e.g. the Content-Type of a raw body). */
  headers?: Record<string, string>;
  /** The token to send instead of the Supabase client's session (read before that client has loaded). */
  accessToken?: string;
  signal?: AbortSignal;
}

/** The first message of a failed parse, as the BFF would answer it. */
function refused(issues: readonly { message: string }[]): ApiError {
  return new ApiError(400, 'invalid_request', issues[0]?.message ?? 'The request is invalid');
}

/** Query values as the URL carries them: parsed with the endpoint's schema, blanks left out. */
function queryOf(endpoint: Endpoint, query: unknown): Record<string, unknown> | undefined {
  const schema = endpoint.request?.query;
  if (!schema || query === undefined) return undefined;
  const parsed = schema.safeParse(query);
  if (!parsed.success) throw refused(parsed.error.issues);
  return Object.fromEntries(Object.entries(parsed.data as Record<string, unknown>).filter(([, v]) => v !== ''));
}

/** The request body: JSON checked with the endpoint's schema (the BFF's words), or raw bytes. */
function bodyOf(endpoint: Endpoint, body: unknown): { body?: BodyInit; type?: string } {
  const schema = endpoint.request?.body;
  if (schema) {
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw refused(parsed.error.issues);
    return { body: JSON.stringify(parsed.data), type: 'application/json' };
  }
  return body === undefined ? {} : { body: body as BodyInit };
}

async function send(endpoint: Endpoint, input: EndpointInput<Endpoint>, init: ApiFetchInit): Promise<Response> {
  const url = endpointUrl(
    endpoint,
    input.params as Record<string, unknown> | undefined,
    queryOf(endpoint, input.query),
  );
  const { body, type } = bodyOf(endpoint, input.body);
  const accessToken = init.accessToken ?? (await (await getSupabase()).auth.getSession()).data.session?.access_token;
  const res = await fetch(url, {
    method: endpoint.method.toUpperCase(),
    ...(init.signal ? { signal: init.signal } : {}),
    headers: withPageLanguage({
      Accept: 'application/json',
      ...(type ? { 'Content-Type': type } : {}),
      ...(accessToken && endpoint.auth !== 'public' ? { Authorization: `Bearer ${accessToken}` } : {}),
      ...init.headers,
    }),
    ...(body === undefined ? {} : { body }),
  });
  if (!res.ok) {
    const answer = (await res.json().catch(() => undefined)) as
      { error?: { code?: string; message?: string } } | undefined;
    throw new ApiError(res.status, answer?.error?.code ?? 'error', answer?.error?.message ?? 'An error occurred');
  }
  return res;
}

/**
 * Calls an endpoint of libs/domain (path parameters filled, query serialised, body checked with
 * its schema) with the signed-in user's access token, and parses the answer with the schema the
 * endpoint declares for its status: responses are checked, not just typed. Text answers (an
 * export's KML or CSV) come back as text.
 */
export async function apiFetch<E extends Endpoint>(
  endpoint: E,
  input: EndpointInput<E> = {} as EndpointInput<E>,
  init: ApiFetchInit = {},
): Promise<EndpointResult<E>> {
  const res = await send(endpoint, input as EndpointInput<Endpoint>, init);
  const declared = endpoint.responses[res.status];
  if (res.status === 204 || !declared?.schema) return undefined as EndpointResult<E>;
  if (!(res.headers.get('content-type') ?? '').includes('json')) return (await res.text()) as EndpointResult<E>;
  return declared.schema.parse(await res.json()) as EndpointResult<E>;
}

/** Calls an endpoint whose answer is a file to save (an export): the body as a Blob. */
export async function apiDownload<E extends Endpoint>(
  endpoint: E,
  input: EndpointInput<E> = {} as EndpointInput<E>,
  init: ApiFetchInit = {},
): Promise<Blob> {
  return (await send(endpoint, input as EndpointInput<Endpoint>, init)).blob();
}
