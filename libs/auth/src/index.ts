export { createAuthStore } from './auth-store';
export type { AuthActions, AuthState, AuthStore, AuthUser, MeSnapshot, PendingInvitation } from './auth-store';
export { AuthProvider, OUTSIDE_PROVIDER_MESSAGE, useAuth, useAuthSession } from './auth-provider';
export type { AuthSession } from './auth-session';
export { OFFLINE_SESSION } from './offline-session';
/** Whether the browser holds a saved session (a hint for preloading, read without the auth client). */
export { hasStoredSession } from './stored-session';
/** The page's Supabase Auth client (at the portal's own origin), loaded on first use. */
export { getSupabase } from './lazy';
/** Calls an endpoint of libs/domain with the user's token and parses its answer with the declared schema. */
export { apiDownload, apiFetch, type ApiEndpoint } from './lazy';
export type { ApiFetchInit } from './api-client';
/** The error /api/v1 answers with, `{ error: { code, message } }`. */
export { ApiError } from './api-error';
/** The browser's public settings (/config.json). */
export { loadPublicConfig } from './lazy';
/** libs/domain's schemas, loaded once per page through this shared module. */
export { loadApiContract, loadApiSlice, loadContractModule, type ApiContract } from './lazy';
/** libs/domain's schemas while rendering: suspends until they are loaded. */
export { useApiContract, useApiSlice, useContractModule } from './use-api-contract';
/** Choosing the portal's language: the page at once, the signed-in person's profile too. */
export { useLanguageChoice } from './language-choice';
