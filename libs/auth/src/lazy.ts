// Thin async doors to the client code, so the shared @seed/auth module that every page loads
// stays small: the implementations (and the auth client, and zod) arrive with the first call.
import type { SupabaseAuth } from './supabase-client';
import type { Endpoint, EndpointInput, EndpointResult, PublicConfig } from '@seed/domain';
import { API_SLICES, CONTRACT_MODULES, type ContractModules } from '@seed/domain/slices';
import type { ApiFetchInit } from './api-client';

export async function getSupabase(): Promise<SupabaseAuth> {
  return (await import('./supabase-client')).getSupabase();
}

type Api = import('@seed/domain').Api;
/** The declaration apiFetch(slice, name) calls. */
export type ApiEndpoint<S extends keyof Api, N extends keyof Api[S]> = Api[S][N] extends Endpoint ? Api[S][N] : never;

/**
 * Calls the endpoint `slice`.`name` of libs/domain's API (e.g. `apiFetch('farms', 'get', { params: { id } })`)
 * with its params, query and body: the declaration gives the method, path and schemas, so no remote
 * writes a path or a query string. Resolves with the answer parsed by its declared schema; rejects
 * with ApiError (a body the schema refuses is refused before anything is sent, in the same words).
 */
export async function apiFetch<S extends keyof Api, N extends keyof Api[S]>(
  slice: S,
  name: N,
  input?: EndpointInput<ApiEndpoint<S, N>>,
  init?: ApiFetchInit,
): Promise<EndpointResult<ApiEndpoint<S, N>>> {
  const [endpoints, client] = await Promise.all([loadApiSlice(slice), import('./api-client')]);
  return client.apiFetch(endpoints[name] as ApiEndpoint<S, N>, input, init);
}

/** Like apiFetch, for an endpoint whose answer is a file to save (an export): a Blob. */
export async function apiDownload<S extends keyof Api, N extends keyof Api[S]>(
  slice: S,
  name: N,
  input?: EndpointInput<ApiEndpoint<S, N>>,
  init?: ApiFetchInit,
): Promise<Blob> {
  const [endpoints, client] = await Promise.all([loadApiSlice(slice), import('./api-client')]);
  return client.apiDownload(endpoints[name] as ApiEndpoint<S, N>, input, init);
}

export async function loadPublicConfig(): Promise<PublicConfig> {
  return (await import('./public-config')).loadPublicConfig();
}

/** The contract's loads of this page, by what they load. */
const loads = new Map<string, Promise<unknown>>();

/** Settled loads stay kept, so React's use() sees the same promise on re-render; a failed one is forgotten. */
function keptOnce<T>(key: string, load: () => Promise<T>): Promise<T> {
  let pending = loads.get(key) as Promise<T> | undefined;
  if (!pending) {
    pending = load();
    pending.catch(() => loads.delete(key));
    loads.set(key, pending);
  }
  return pending;
}

/**
 * One slice's endpoint declarations (and the schemas they parse with), loaded once per page: what
 * apiFetch needs, without the other slices' schemas.
 */
export function loadApiSlice<S extends keyof Api>(slice: S): Promise<Api[S]> {
  return keptOnce(`slice:${slice}`, API_SLICES[slice]);
}

/** A contract module outside the slices (the platform's schemas, the list pages' URL parameters), loaded once. */
export function loadContractModule<M extends keyof ContractModules>(name: M): Promise<ContractModules[M]> {
  return keptOnce(`module:${name}`, CONTRACT_MODULES[name] as () => Promise<ContractModules[M]>);
}

/** libs/domain's exports: the zod schemas of the API contract, its constants and rules. */
export type ApiContract = typeof import('@seed/domain');

/**
 * The whole API contract (libs/domain's zod schemas), loaded once for the whole page through this
 * shared singleton: remotes parse with the host's copy instead of shipping zod. For forms and
 * dialogs, which load it when they open; what a page needs for its first render comes in the
 * smaller pieces above (apiFetch's slice, loadContractModule). The promise is kept, so React's
 * use() (useApiContract) sees the same, settled one on re-render.
 */
export function loadApiContract(): Promise<ApiContract> {
  return keptOnce('whole', () => import('@seed/domain'));
}
