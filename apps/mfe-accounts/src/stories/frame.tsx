// The frame of this remote's stories: its namespace and catalogue at a screen's address, with the
// signed-in state (or none) in the auth store the host would provide, and no server at all.
//
// `decorators: [accountsStory]` on the meta; the address, the auth state and the cache come from
// `parameters.frame` (Storybook merges a story's into its meta's), so a story never nests a
// second router inside the first.
import { AuthProvider, OFFLINE_SESSION, createAuthStore, type AuthState } from '@seed/auth';
import { installOfflineFetch, remoteStory, type RemoteStoryOptions } from '@seed/ui/storybook';
import type { ReactElement } from 'react';
import type { Decorator } from 'storybook-react-rsbuild';
import { i18n, NAMESPACE } from '../i18n/i18n';
import { ACCOUNTS_ANSWERS } from './offline-answers';

export interface AccountsFrame extends Omit<RemoteStoryOptions, 'name' | 'i18n'> {
  /** The auth store's state: signed out and loaded when left out. */
  auth?: Partial<AuthState>;
}

export const accountsStory: Decorator = (Story, context) => {
  const { auth, ...options } = (context.parameters.frame ?? {}) as AccountsFrame;
  installOfflineFetch(ACCOUNTS_ANSWERS);
  return (
    <AuthProvider store={createAuthStore({ loading: false, ...auth })} session={OFFLINE_SESSION}>
      {remoteStory({ name: NAMESPACE, i18n, ...options })(Story as () => ReactElement)}
    </AuthProvider>
  );
};
