import type { AuthChangeEvent, Session } from '@supabase/auth-js';
import { apiFetch } from './api-client';
import { ApiError } from './api-error';
import type { AuthStore, AuthUser } from './auth-store';
import { loadApiSlice } from './lazy';
import { storedAccessToken } from './stored-session';
import { getSupabase } from './supabase-client';

/** What screens may ask of the session, besides reading the store. */
export interface AuthSession {
  /** Reads the saved session and subscribes to auth events; safe to call more than once. */
  start(): void;
  /** Loads profile and organization again (after onboarding, an accepted invitation, an edit). */
  reload(): Promise<void>;
  /** Ends the session (spec 1 §4.7) and clears the store. */
  signOut(): Promise<void>;
}

type Me = Awaited<ReturnType<typeof fetchMe>>;

const fetchMe = async (accessToken?: string) =>
  apiFetch((await loadApiSlice('accounts')).getMe, {}, accessToken ? { accessToken } : {});

/**
 * The saved session's profile, asked for at start-up with its stored token while the auth client is
 * still downloading (storedAccessToken), for that session's user only, and taken once. A refusal
 * (an expired or revoked token) is not an answer: the profile is then asked for as usual.
 */
let earlyProfile: { userId: string; me: Promise<Me | null> } | null = null;

function askEarlyForProfile(): void {
  const stored = storedAccessToken();
  if (!stored) return;
  earlyProfile = { userId: stored.userId, me: fetchMe(stored.accessToken).catch(() => null) };
}

function takeEarlyProfile(userId: string): Promise<Me> | null {
  const early = earlyProfile;
  earlyProfile = null;
  if (early?.userId !== userId) return null;
  return early.me.then((me) => me ?? fetchMe());
}

/**
 * Spec 1 §4: with a user, load profile and organization; without one, clear. One request:
 * /api/v1/me. A user with a verified second factor whose session is still aal1 is not asked
 * about: the BFF refuses every /api/v1 call below aal2 (403 insufficient_aal), and the access
 * gate sends such a user to the second-factor step before anything needs the profile.
 */
async function load(store: AuthStore, user: AuthUser | null): Promise<void> {
  if (!user) {
    store.getState().cleared();
    return;
  }
  try {
    const supabase = await getSupabase();
    // Read from the session's token and the user's factors, without a request.
    const { data: aal } = await supabase.auth.mfa.getAuthenticatorAssuranceLevel();
    if (aal?.nextLevel === 'aal2' && aal.currentLevel !== 'aal2') {
      store.getState().signedIn(user, { profile: null, organization: null, mfaRequired: true });
      return;
    }
    const me = await (takeEarlyProfile(user.id) ?? fetchMe());
    store.getState().signedIn(user, {
      profile: me.profile,
      organization: me.organization,
      pendingInvitation: me.pending_invitation,
      mfaRequired: false,
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      // The BFF no longer accepts this session (a password reset elsewhere ends the others):
      // it is not a user without a profile, whom the gate would send to onboarding
      // ("Registration failed"). Forget it here and let the sign-in page say why.
      await (await getSupabase()).auth.signOut({ scope: 'local' }).catch(() => undefined);
      store.getState().sessionRevoked();
      return;
    }
    // Spec 1 §4.6: log, then clear profile, organization and role (the user stays signed in).
    console.error('Error fetching user data', error);
    store.getState().signedIn(user, { profile: null, organization: null });
  }
}

/**
 * Whether a SIGNED_IN event is the client telling again of the session the store already holds:
 * The auth client announces a session it recovered from storage as SIGNED_IN, after the startup read
 * loaded (or while it loads) that very user. A new sign-in comes to a store without that user.
 */
function replaysSession(store: AuthStore, session: Session | null): boolean {
  const state = store.getState();
  return session?.user != null && state.user?.id === session.user.id;
}

/** Connects the store to the Supabase client: startup read, auth events, reload, sign-out. */
export function createAuthSession(store: AuthStore): AuthSession {
  let started: Promise<void> | null = null;
  // One /api/v1/me at a time for a user: the startup read and an event for the same user that
  // arrives while it runs share it.
  let inFlight: { userId: string | null; done: Promise<void> } | null = null;
  const loadOnce = (user: AuthUser | null): Promise<void> => {
    const userId = user?.id ?? null;
    if (inFlight?.userId === userId) return inFlight.done;
    const done = load(store, user).finally(() => {
      if (inFlight?.done === done) inFlight = null;
    });
    inFlight = { userId, done };
    return done;
  };
  const reload = async () => {
    const supabase = await getSupabase();
    const { data } = await supabase.auth.getSession();
    await loadOnce(data.session?.user ?? null);
  };
  return {
    start() {
      started ??= (async () => {
        askEarlyForProfile();
        const supabase = await getSupabase();
        supabase.auth.onAuthStateChange((event: AuthChangeEvent, session: Session | null) => {
          // Never await the client inside its own callback (it holds a lock): defer the work.
          setTimeout(() => {
            if (event === 'SIGNED_OUT') store.getState().cleared();
            else if (event === 'TOKEN_REFRESHED' || event === 'USER_UPDATED')
              store.getState().userChanged(session?.user ?? null);
            else if (event === 'SIGNED_IN' && replaysSession(store, session)) return;
            else if (event === 'SIGNED_IN' || event === 'MFA_CHALLENGE_VERIFIED' || event === 'PASSWORD_RECOVERY')
              void loadOnce(session?.user ?? null);
          }, 0);
        });
        await reload();
      })().catch((error: unknown) => {
        started = null;
        console.error('Error fetching user data', error);
        store.getState().cleared();
      });
    },
    reload,
    async signOut() {
      const supabase = await getSupabase();
      await supabase.auth.signOut();
      store.getState().cleared();
    },
  };
}
