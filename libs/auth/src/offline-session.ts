import type { AuthSession } from './auth-session';

/**
 * A session that never reaches the auth server, for stories and component tests: the auth store's
 * state is whatever the caller put in it, and starting, reloading or signing out do nothing.
 */
export const OFFLINE_SESSION: AuthSession = { start: () => {}, reload: async () => {}, signOut: async () => {} };
