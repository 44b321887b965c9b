import { createContext, useContext, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { createAuthStore, type AuthActions, type AuthState, type AuthStore } from './auth-store';

const AuthContext = createContext<AuthStore | null>(null);

/** The message of spec 1 §6 when the auth context is used outside its provider. */
export const OUTSIDE_PROVIDER_MESSAGE = 'useAuth must be used within an AuthProvider';

/** Provides the auth store to the shell and, through the shared singleton, to every remote. */
export function AuthProvider({ children, store }: { children: ReactNode; store?: AuthStore }) {
  const [value] = useState(() => store ?? createAuthStore());
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/** Reads the auth state; refuses use outside AuthProvider with the spec's message. */
export function useAuth(): AuthState & AuthActions;
export function useAuth<T>(selector: (state: AuthState & AuthActions) => T): T;
export function useAuth<T>(selector?: (state: AuthState & AuthActions) => T) {
  const store = useContext(AuthContext);
  if (!store) throw new Error(OUTSIDE_PROVIDER_MESSAGE);
  return useStore(store, selector ?? ((s) => s as unknown as T));
}
