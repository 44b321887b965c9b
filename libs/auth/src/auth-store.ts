import { createStore } from 'zustand/vanilla';
import type { Organization, Profile, Role } from '@seed/domain';

/** The signed-in user as the auth service reports it (spec 1 §3 "Session"). */
export interface AuthUser {
  id: string;
  email?: string | null | undefined;
  phone?: string | null | undefined;
  created_at?: string | undefined;
  app_metadata?: { provider?: string; providers?: string[] } | undefined;
  user_metadata?: Record<string, unknown> | undefined;
}

/** A pending invitation for the signed-in user's e-mail (drives the access gate). */
export interface PendingInvitation {
  organization_name: string;
  role: Role;
}

/** Auth context state of spec 1 §3: user, profile, organization, role and a loading flag that starts true. */
export interface AuthState {
  user: AuthUser | null;
  profile: Profile | null;
  organization: Organization | null;
  role: Role | null;
  loading: boolean;
  pendingInvitation: PendingInvitation | null;
  /** The user has a verified second factor and this session has not passed it yet (aal1 → aal2). */
  mfaRequired: boolean;
  /**
   * The BFF refused the saved session (401: revoked by a password reset elsewhere, or expired):
   * the sign-in page says so. Set until the next sign-in; a later sign-out event leaves it.
   */
  sessionEnded: boolean;
}

/** What the BFF's /api/v1/me answers, as the store needs it. */
export interface MeSnapshot {
  profile: Profile | null;
  organization: Organization | null;
  pendingInvitation?: PendingInvitation | null;
  mfaRequired?: boolean;
}

/** Transitions of spec 1 §4 "Session and auth context". */
export interface AuthActions {
  /** A user with their profile and organization was loaded; the role comes from the profile. */
  signedIn(user: AuthUser, me: MeSnapshot): void;
  /** No user (or loading failed): clear profile, organization and role and end loading. */
  cleared(): void;
  /** An auth event changed the user (token refreshed, user updated, ...). */
  userChanged(user: AuthUser | null): void;
  /** The BFF answered 401 to the saved session: clear everything and remember why. */
  sessionRevoked(): void;
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
    pendingInvitation: null,
    mfaRequired: false,
    sessionEnded: false,
    ...initial,
    signedIn: (user, me) =>
      set({
        user,
        profile: me.profile,
        organization: me.organization,
        role: me.profile?.role ?? null,
        pendingInvitation: me.pendingInvitation ?? null,
        mfaRequired: me.mfaRequired ?? false,
        sessionEnded: false,
        loading: false,
      }),
    cleared: () =>
      set({
        user: null,
        profile: null,
        organization: null,
        role: null,
        pendingInvitation: null,
        mfaRequired: false,
        loading: false,
      }),
    userChanged: (user) => set({ user }),
    sessionRevoked: () =>
      set({
        user: null,
        profile: null,
        organization: null,
        role: null,
        pendingInvitation: null,
        mfaRequired: false,
        sessionEnded: true,
        loading: false,
      }),
  }));
}
