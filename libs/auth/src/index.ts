export { createAuthStore } from './auth-store';
export type { AuthActions, AuthState, AuthStore, AuthUser } from './auth-store';
export { AuthProvider, OUTSIDE_PROVIDER_MESSAGE, useAuth } from './auth-provider';
