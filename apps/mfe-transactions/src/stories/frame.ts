// The frame of this remote's stories: its namespace and catalogue, at a screen's address, with a
// signed-in manager (or admin) of a seed company in the auth store the screens read.
import { AuthProvider, createAuthStore } from '@seed/auth';
import type { Role } from '@seed/domain';
import { remoteStory, type RemoteStoryOptions } from '@seed/ui/storybook';
import { createElement, type ReactElement } from 'react';
import { i18n, NAMESPACE } from '../i18n/i18n';
import { ORGANIZATION } from './fixtures';

// A session that never starts: the stories read the store only.
const session = { start: () => undefined, reload: async () => undefined, signOut: async () => undefined };

export interface TransactionsStoryOptions extends Omit<RemoteStoryOptions, 'name' | 'i18n'> {
  /** The signed-in user's role ('manager' unless told; an admin sees the settings switch). */
  role?: Role;
}

/**
 * The decorator of this remote's stories. A story changes the frame's options (its queries, path
 * or role) with `parameters: { frame: { … } }`, so one decorator serves the whole file.
 */
export function transactionsStory(defaults: TransactionsStoryOptions = {}) {
  return function TransactionsStoryFrame(Story: () => ReactElement, context: { parameters: Record<string, unknown> }) {
    const { role = 'manager', ...options } = {
      ...defaults,
      ...(context.parameters.frame as TransactionsStoryOptions | undefined),
    };
    const store = createAuthStore({ role, organization: ORGANIZATION, loading: false });
    const children = remoteStory({ name: NAMESPACE, i18n, ...options })(Story);
    return createElement(AuthProvider, { store, session, children });
  };
}
