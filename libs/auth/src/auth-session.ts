import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import { apiFetch } from './api-client';
import type { AuthStore, AuthUser } from './auth-store';
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

/** Spec 1 §4: with a user, load profile and organization; without one, clear. One request: /api/v1/me. */
async function load(store: AuthStore, user: AuthUser | null): Promise<void> {
  if (!user) {
    store.getState().cleared();
    return;
  }
  try {
    const { Me } = await import('@seed/domain');
    const supabase = await getSupabase();
    const [me, aal] = await Promise.all([
      apiFetch('/api/v1/me', Me),
      supabase.auth.mfa.getAuthenticatorAssuranceLevel(),
    ]);
    store.getState().signedIn(user, {
      profile: me.profile,
      organization: me.organization,
      pendingInvitation: me.pending_invitation,
      mfaRequired: aal.data?.nextLevel === 'aal2' && aal.data.currentLevel !== 'aal2',
    });
  } catch (error) {
    // Spec 1 §4.6: log, then clear profile, organization and role (the user stays signed in).
    console.error('Error fetching user data', error);
    store.getState().signedIn(user, { profile: null, organization: null });
  }
}

/** Connects the store to the Supabase client: startup read, auth events, reload, sign-out. */
export function createAuthSession(store: AuthStore): AuthSession {
  let started: Promise<void> | null = null;
  const reload = async () => {
    const supabase = await getSupabase();
    const { data } = await supabase.auth.getSession();
    await load(store, data.session?.user ?? null);
  };
  return {
    start() {
      started ??= (async () => {
        const supabase = await getSupabase();
        supabase.auth.onAuthStateChange((event: AuthChangeEvent, session: Session | null) => {
          // Never await the client inside its own callback (it holds a lock): defer the work.
          setTimeout(() => {
            if (event === 'SIGNED_OUT') store.getState().cleared();
            else if (event === 'TOKEN_REFRESHED' || event === 'USER_UPDATED')
              store.getState().userChanged(session?.user ?? null);
            else if (event === 'SIGNED_IN' || event === 'MFA_CHALLENGE_VERIFIED' || event === 'PASSWORD_RECOVERY')
              void load(store, session?.user ?? null);
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
