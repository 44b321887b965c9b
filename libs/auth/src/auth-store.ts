import { createStore } from 'zustand/vanilla';
import type { Organization, Profile, Role } from '@seed/domain';

/** The signed-in user as the auth service reports it (spec 1 §3 "Session"). */
export interface AuthUser {
  id: string;
  email?: string | null;
  phone?: string | null;
  created_at?: string;
  app_metadata?: { providers?: string[] };
}

/** Auth context state of spec 1 §3: user, profile, organization, role and a loading flag that starts true. */
export interface AuthState {
  user: AuthUser | null;
  profile: Profile | null;
  organization: Organization | null;
  role: Role | null;
  loading: boolean;
}

/** Transitions of spec 1 §4 "Session and auth context". */
export interface AuthActions {
  /** A user with their profile and organization was loaded; the role comes from the profile. */
  signedIn(user: AuthUser, profile: Profile | null, organization: Organization | null): void;
  /** No user (or loading failed): clear profile, organization and role and end loading. */
  cleared(): void;
  /** An auth event changed the user (token refreshed, user updated, ...). */
  userChanged(user: AuthUser | null): void;
}

export type AuthStore = ReturnType<typeof createAuthStore>;

/** Creates the vanilla Zustand store; one instance is shared by the shell and every remote. */
export function createAuthStore(initial?: Partial<AuthState>) {
  return createStore<AuthState & AuthActions>()((set) => ({
    user: null,
    profile: null,
    organization: null,
    role: null,
    loading: true,
    ...initial,
    signedIn: (user, profile, organization) =>
      set({ user, profile, organization, role: profile?.role ?? null, loading: false }),
    cleared: () => set({ user: null, profile: null, organization: null, role: null, loading: false }),
    userChanged: (user) => set({ user }),
  }));
}
