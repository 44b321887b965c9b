import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type { AuthSession } from './auth-session';
import { createAuthStore, type AuthActions, type AuthState, type AuthStore } from './auth-store';

interface AuthContextValue {
  store: AuthStore;
  session: AuthSession;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/** The message of spec 1 §6 when the auth context is used outside its provider. */
export const OUTSIDE_PROVIDER_MESSAGE = 'useAuth must be used within an AuthProvider';

/**
 * Provides the auth store to the shell and, through the shared singleton, to every remote.
 * Nothing is fetched until a screen that needs the session calls `useAuthSession()`, so public
 * pages never download the auth client.
 */
export function AuthProvider({
  children,
  store,
  session,
}: {
  children: ReactNode;
  store?: AuthStore;
  session?: AuthSession;
}) {
  const [value] = useState<AuthContextValue>(() => {
    const s = store ?? createAuthStore();
    return { store: s, session: session ?? lazyAuthSession(s) };
  });
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/** The session code (and through it the Supabase client) loads with the first screen that needs it. */
function lazyAuthSession(store: AuthStore): AuthSession {
  let real: Promise<AuthSession> | null = null;
  const load = () => (real ??= import('./auth-session').then((m) => m.createAuthSession(store)));
  return {
    start: () => void load().then((s) => s.start()),
    reload: () => load().then((s) => s.reload()),
    signOut: () => load().then((s) => s.signOut()),
  };
}

function useAuthContext(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error(OUTSIDE_PROVIDER_MESSAGE);
  return value;
}

/** Reads the auth state; refuses use outside AuthProvider with the spec's message. */
export function useAuth(): AuthState & AuthActions;
export function useAuth<T>(selector: (state: AuthState & AuthActions) => T): T;
export function useAuth<T>(selector?: (state: AuthState & AuthActions) => T) {
  const { store } = useAuthContext();
  return useStore(store, selector ?? ((s) => s as unknown as T));
}

/**
 * reload/signOut without starting the session: for a control that public pages show too (the
 * language picker), where starting it would download the auth client for a visitor who has none.
 */
export function useAuthSessionActions(): AuthSession {
  return useAuthContext().session;
}

/** Starts the session (reads it, subscribes to auth events) and returns reload/signOut. */
export function useAuthSession(): AuthSession {
  const { session } = useAuthContext();
  useEffect(() => session.start(), [session]);
  return session;
}
