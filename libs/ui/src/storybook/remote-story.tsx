import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { RemoteRoot } from '../remote/remote-root';

// The frame a remote's screen needs outside the portal, for its stories: the remote's namespace in
// the page's i18next instance, a router at the screen's address, and a query cache already holding
// the answers the screen asks for (so a story shows a state without a server, a session or a
// request). Data in stories comes from the contract: parse fixtures with libs/domain's schemas.

/** One answer in the cache: the data, a request that never ends (loading), or a failure. */
export type SeededQuery =
  | { key: readonly unknown[]; data: unknown }
  | { key: readonly unknown[]; pending: true }
  | { key: readonly unknown[]; error: Error };

export interface RemoteStoryOptions {
  /** The remote's federation container name, e.g. `mfe_seedlots`. */
  name: string;
  /** The remote's i18n instance (its `i18n/i18n.ts`). */
  i18n: I18n;
  /** The address the screen is at, e.g. `/seed-lots/SL-20261101-0000001-0001`. */
  path?: string;
  /** The route pattern that gives the screen its params, e.g. `/seed-lots/:lotId`. */
  route?: string;
  /** The answers of the screen's queries, by their query keys. */
  queries?: readonly SeededQuery[];
}

/** A query cache holding `queries`: nothing is fetched again, a failure is not retried. */
export function seededQueryClient(queries: readonly SeededQuery[] = []): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Infinity,
        gcTime: Infinity,
        retry: false,
        retryOnMount: false,
        refetchOnMount: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
      },
      mutations: { retry: false },
    },
  });
  for (const query of queries) {
    if ('data' in query) client.setQueryData(query.key, query.data);
    else if ('pending' in query)
      void client.prefetchQuery({ queryKey: query.key, queryFn: () => new Promise(() => {}) });
    else void client.prefetchQuery({ queryKey: query.key, queryFn: () => Promise.reject(query.error) });
  }
  return client;
}

/** The decorator of a remote's stories: `decorators: [remoteStory({ name, i18n, path, route, queries })]`. */
export function remoteStory(options: RemoteStoryOptions) {
  const { name, i18n, path = '/', route = '*', queries } = options;
  return function RemoteStoryFrame(Story: () => ReactElement) {
    return (
      <QueryClientProvider client={seededQueryClient(queries)}>
        <MemoryRouter initialEntries={[path]}>
          <RemoteRoot name={name} i18n={i18n}>
            <Routes>
              <Route path={route} element={<Story />} />
            </Routes>
          </RemoteRoot>
        </MemoryRouter>
      </QueryClientProvider>
    );
  };
}
