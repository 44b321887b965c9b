// TanStack Query hooks derived from the API contract (@seed/auth/query): a query or a mutation
// is named by its endpoint, `useApiQuery('farms', 'get', { params: { id } })`, as apiFetch is,
// and cached under the key [slice, name, input], so a change invalidates by the contract's own
// slice names (`invalidates: ['farms']`) instead of string keys each remote invents.
//
// A subpath of its own, not part of @seed/auth's index: the shell's first page loads that index
// (the signed-in state) but not TanStack Query, which only the signed-in frame needs.
import type { Api, EndpointInput, EndpointResult } from '@seed/domain';
import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
  type UseMutationOptions,
  type UseMutationResult,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';
// Through the package, not './lazy': a remote bundles this file itself while @seed/auth is the
// page's one shared copy (one Supabase client, one loaded contract), and a test that mocks
// @seed/auth's apiFetch stubs these hooks with it.
import { apiFetch, type ApiEndpoint } from '@seed/auth';
import { useDeferredValue } from 'react';

/** A slice of libs/domain's API (`farms`, `seedLots`, `transactions` …). */
export type ApiSlice = keyof Api;
/** An endpoint's name within its slice (`list`, `get`, `create` …). */
export type ApiName<S extends ApiSlice> = keyof Api[S] & string;
/** What the endpoint `slice`.`name` takes: params, query and body as its schemas accept them. */
export type ApiInput<S extends ApiSlice, N extends keyof Api[S]> = EndpointInput<ApiEndpoint<S, N>>;
/** The endpoint's success answer, parsed by its declared schema. */
export type ApiResult<S extends ApiSlice, N extends keyof Api[S]> = EndpointResult<ApiEndpoint<S, N>>;
/** The cache key of a call: `[slice, name, input]`. */
export type ApiQueryKey<S extends ApiSlice, N extends keyof Api[S]> = readonly [S, N, ApiInput<S, N> | undefined];

/** A slice (every query of it) or one endpoint of a slice (every input of it). */
export type ApiKeyPrefix = {
  [S in ApiSlice]: S | readonly [S, ApiName<S>];
}[ApiSlice];

/** The cache key of `apiFetch(slice, name, input)`. */
export function apiQueryKey<S extends ApiSlice, N extends ApiName<S>>(
  slice: S,
  name: N,
  input?: ApiInput<S, N>,
): ApiQueryKey<S, N> {
  return [slice, name, input] as const;
}

/** Everything useQuery takes except what the endpoint decides (its key and its call). */
export type ApiQueryOptions<S extends ApiSlice, N extends ApiName<S>, TData = ApiResult<S, N>> = Omit<
  UseQueryOptions<ApiResult<S, N>, Error, TData, ApiQueryKey<S, N>>,
  'queryKey' | 'queryFn'
>;

/** The query options of a call, for useQuery, prefetchQuery or ensureQueryData. */
export function apiQueryOptions<S extends ApiSlice, N extends ApiName<S>, TData = ApiResult<S, N>>(
  slice: S,
  name: N,
  input?: ApiInput<S, N>,
  options?: ApiQueryOptions<S, N, TData>,
) {
  return queryOptions<ApiResult<S, N>, Error, TData, ApiQueryKey<S, N>>({
    ...options,
    queryKey: apiQueryKey(slice, name, input),
    queryFn: () => apiFetch(slice, name, input),
  });
}

/**
 * A query's answer for the screen it fills (a list, a lot with its lineage), handed on as a
 * deferred value. TanStack Query announces an answer through useSyncExternalStore, which React
 * renders at once and in one piece: a long task on a phone. Deferred, the answer renders in an
 * interruptible pass that yields to the browser between components. `pending` stays true until
 * the answer has rendered, so the screen keeps its loading state meanwhile instead of a blank.
 */
export function useDeferredData<TData>(query: UseQueryResult<TData, Error>): {
  data: TData | undefined;
  pending: boolean;
} {
  const data = useDeferredValue(query.data);
  return { data, pending: query.isPending || (query.data !== undefined && data === undefined) };
}

/**
 * Reads `apiFetch(slice, name, input)` through the page's QueryClient, cached under
 * `[slice, name, input]`; `options` are useQuery's (retry, enabled, placeholderData, select …).
 */
export function useApiQuery<S extends ApiSlice, N extends ApiName<S>, TData = ApiResult<S, N>>(
  slice: S,
  name: N,
  input?: ApiInput<S, N>,
  options?: ApiQueryOptions<S, N, TData>,
): UseQueryResult<TData, Error> {
  return useQuery(apiQueryOptions(slice, name, input, options));
}

/** Marks the queries of each slice (or slice and endpoint) stale and refetches those on screen. */
export function invalidateApi(client: QueryClient, prefixes: readonly ApiKeyPrefix[]): Promise<void> {
  const keys = prefixes.map((prefix): readonly unknown[] => (typeof prefix === 'string' ? [prefix] : prefix));
  return Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey }))).then(() => undefined);
}

export interface ApiMutationOptions<S extends ApiSlice, N extends ApiName<S>> extends Omit<
  UseMutationOptions<ApiResult<S, N>, Error, ApiInput<S, N>>,
  'mutationFn'
> {
  /**
   * What the change makes stale: slices (`'seedLots'`) or one endpoint of a slice
   * (`['transactions', 'list']`). Invalidated after `onSuccess` has run, and the mutation stays
   * pending until the queries on screen have refetched.
   */
  invalidates?: readonly ApiKeyPrefix[];
}

/**
 * A change through `apiFetch(slice, name, input)`: `mutate(input)` takes the endpoint's params
 * and body; on success the `invalidates` slices are refetched.
 */
export function useApiMutation<S extends ApiSlice, N extends ApiName<S>>(
  slice: S,
  name: N,
  { invalidates = [], onSuccess, ...options }: ApiMutationOptions<S, N> = {},
): UseMutationResult<ApiResult<S, N>, Error, ApiInput<S, N>> {
  const client = useQueryClient();
  return useMutation<ApiResult<S, N>, Error, ApiInput<S, N>>({
    ...options,
    mutationFn: (input) => apiFetch(slice, name, input),
    onSuccess: async (...args) => {
      await onSuccess?.(...args);
      await invalidateApi(client, invalidates);
    },
  });
}
