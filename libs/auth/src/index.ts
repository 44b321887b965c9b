export { createAuthStore } from './auth-store';
export type { AuthActions, AuthState, AuthStore, AuthUser, MeSnapshot, PendingInvitation } from './auth-store';
export { AuthProvider, OUTSIDE_PROVIDER_MESSAGE, useAuth, useAuthSession } from './auth-provider';
export type { AuthSession } from './auth-session';
/** The page's Supabase client (auth at the portal's own origin), loaded on first use. */
export { getSupabase } from './lazy';
/** Calls /api/v1 with the user's token and parses the answer with a zod schema. */
export { apiFetch } from './lazy';
/** The error /api/v1 answers with, `{ error: { code, message } }`. */
export { ApiError } from './api-error';
/** The browser's public settings (/config.json). */
export { loadPublicConfig } from './lazy';
/** libs/domain's schemas, loaded once per page through this shared module. */
export { loadApiContract, type ApiContract } from './lazy';
/** libs/domain's schemas while rendering: suspends until loadApiContract has them. */
export { useApiContract } from './use-api-contract';
