/**
 * The auth component of the BFF: /auth/v1 (Supabase Auth protocol, `local` or proxied
 * `supabase` mode) and the middleware other components guard their routes with.
 *
 * For other components:
 * - `requireUser` / `optionalUser`: Express middlewares. createApp builds them once (from the
 *   auth module: `requireUser({ verifier, sessions, anonKey })`) and hands them to every
 *   component as `context.auth.requireUser` / `context.auth.optionalUser` (see AppComponent in
 *   app.ts), so components just use those. On success `res.locals.auth = { claims, accessToken }`
 *   (claims: sub, role 'authenticated', email, phone, session_id, aal, amr, app_metadata,
 *   user_metadata, is_anonymous, iss, aud, exp, iat); optionalUser sets null for anonymous
 *   callers. A missing/invalid/expired token, or one of a signed-out or revoked session → 401
 *   { error: { code: 'unauthorized', message } }; a user with a verified second factor whose
 *   session is below aal2 → 403 { error: { code: 'insufficient_aal', message } }. Every
 *   /api/v1 route of a signed-in user therefore needs aal2 once the user has turned on TOTP.
 * - `ensureDemoAdminUser(db)`: the embedded demo account (admin@demo.local / demo1234).
 */
export { requireUser, optionalUser, type UserMiddlewareOptions } from './entry-points/require-user';
export type { AccessTokenVerifier } from './domain/access-token-verifier';
export { InvalidAccessTokenError } from './domain/access-token-verifier';
export type { AccessTokenClaims, AuthContext } from './domain/claims';
export { createAuthModule, type AuthModule } from './auth-module';
export { normalizePhone } from './domain/phone';
export { ensureDemoAdminUser, ensureDemoUser, DEMO_ADMIN, DEMO_AGENCY } from './domain/demo-account';
