// The frame of the shell's stories. The shell is the host, not a remote: its components translate
// with the page's default namespace (../i18n/i18n, with the English its chunks add), read the auth
// store through AuthProvider and route with react-router. `decorators: [shellStory]` on the meta;
// the address, the signed-in state, the query cache and the screen inside the frame (`outlet`)
// come from `parameters.frame` (Storybook merges a story's into its meta's).
import { AuthProvider, OFFLINE_SESSION, createAuthStore, type AuthState } from '@seed/auth';
import { Spinner } from '@seed/ui';
import { installOfflineFetch, seededQueryClient, type SeededQuery } from '@seed/ui/storybook';
import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, type ReactElement, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { Decorator } from 'storybook-react-rsbuild';
import dashboardEn from '../features/dashboard/dashboard.en.json';
import notificationsEn from '../features/layout/notifications.en.json';
import remoteEn from '../features/remotes/remote.en.json';
import frameEn from '../i18n/frame.en.json';
import { i18n } from '../i18n/i18n';
import legalEn from '../i18n/legal.en.json';
import { SHELL_ANSWERS } from './offline-answers';

// The English each chunk adds when it loads (the frame, the dashboard, ...), here at once, so a
// panel shown on its own speaks as it does inside its page.
i18n.addResourceBundle(
  'en',
  'translation',
  { ...frameEn, dashboard: dashboardEn, notifications: notificationsEn, remote: remoteEn, legal: legalEn },
  true,
  false,
);

export interface ShellFrame {
  /** The auth store's state: signed out and loaded when left out. */
  auth?: Partial<AuthState>;
  /** The address, e.g. `/dashboard`. */
  path?: string;
  /** The route pattern the story's component is at (its Outlet shows `outlet`). */
  route?: string;
  /** The answers of the queries, by their query keys (`['dashboard', 'get', undefined]`). */
  queries?: readonly SeededQuery[];
  /** What a layout's Outlet shows (the screen inside the frame). */
  outlet?: ReactNode;
}

export const shellStory: Decorator = (Story, context) => {
  const { auth, path = '/', route = '*', queries, outlet } = (context.parameters.frame ?? {}) as ShellFrame;
  installOfflineFetch(SHELL_ANSWERS);
  const StoryComponent = Story as () => ReactElement;
  return (
    <I18nextProvider i18n={i18n}>
      <AuthProvider store={createAuthStore({ loading: false, ...auth })} session={OFFLINE_SESSION}>
        <QueryClientProvider client={seededQueryClient(queries)}>
          <MemoryRouter initialEntries={[path]}>
            <Suspense fallback={<Spinner />}>
              <Routes>
                <Route element={<StoryComponent />}>
                  <Route path={route} element={outlet ?? null} />
                </Route>
              </Routes>
            </Suspense>
          </MemoryRouter>
        </QueryClientProvider>
      </AuthProvider>
    </I18nextProvider>
  );
};
