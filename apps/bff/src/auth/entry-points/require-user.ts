import type { RequestHandler } from 'express';
import { AppError } from '../../shared/app-error';
import { InvalidAccessTokenError, type AccessTokenVerifier } from '../domain/access-token-verifier';
import type { AccessTokenClaims, AuthContext } from '../domain/claims';
import {
  effectiveAal,
  SessionCheckUnavailableError,
  type SessionCheck,
  type SessionState,
} from '../domain/session-check';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Locals {
      /** Set by requireUser (always) and optionalUser (null for anonymous callers). */
      auth?: AuthContext | null;
    }
  }
}

export interface UserMiddlewareOptions {
  verifier: AccessTokenVerifier;
  /** Is the token's session still live, and does its user need aal2 (a verified factor)? */
  sessions: SessionCheck;
  /** The public anon key: supabase-js sends it as the bearer token when nobody is signed in. */
  anonKey?: string;
}

function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1]! : '';
}

const MESSAGES = {
  missing: 'Please sign in to continue',
  expired: 'Your session has expired. Please sign in again.',
  invalid: 'Your session is not valid. Please sign in again.',
  secondFactor: 'Please complete two-factor verification to continue.',
  unavailable: 'Your session could not be checked right now. Please try again.',
} as const;

/**
 * The token's signature, expiry and issue time, then its session: signed out or revoked → 401;
 * a user with a verified factor below aal2 → 403 insufficient_aal (the access gate's rule,
 * enforced here so an aal1 token cannot skip the second factor by calling /api/v1 directly).
 */
async function authenticate(options: UserMiddlewareOptions, token: string): Promise<AuthContext> {
  let claims: AccessTokenClaims;
  try {
    claims = await options.verifier.verify(token);
  } catch (error) {
    if (error instanceof InvalidAccessTokenError) throw AppError.unauthorized(MESSAGES[error.reason]);
    throw error;
  }
  let session: SessionState;
  try {
    session = await options.sessions.state(claims, token);
  } catch (error) {
    if (error instanceof SessionCheckUnavailableError) {
      throw new AppError(503, 'auth_unavailable', MESSAGES.unavailable, { cause: error });
    }
    throw error;
  }
  if (!session.live) throw AppError.unauthorized(MESSAGES.invalid);
  if (session.mfaEnabled && effectiveAal(claims, session) !== 'aal2') {
    throw AppError.forbidden(MESSAGES.secondFactor, 'insufficient_aal');
  }
  return { claims, accessToken: token };
}

/**
 * `requireUser({ verifier, sessions, anonKey })` → Express middleware for signed-in routes. It
 * reads `Authorization: Bearer <access token>`, verifies the JWT (signature, expiry, audience
 * `authenticated`, no `iat` in the future) and sets `res.locals.auth = { claims, accessToken }`
 * (claims: sub, role, email, phone, session_id, aal, amr, app_metadata, user_metadata, ...).
 * A missing, invalid or expired token (or the anon key), or one whose session was signed out
 * or revoked, ends the request with 401 `{ error: { code: 'unauthorized', message } }`; a user
 * with a verified second factor whose session is not aal2 gets 403 `insufficient_aal`. Unlike
 * Supabase's data API, the session is looked up (cached a few seconds, AUTH_SESSION_CACHE_SECONDS),
 * so sign-out and revocation take effect at once.
 */
export function requireUser(options: UserMiddlewareOptions): RequestHandler {
  return async (req, res, next) => {
    const token = bearerToken(req.get('authorization'));
    if (!token || token === options.anonKey) throw AppError.unauthorized(MESSAGES.missing);
    res.locals.auth = await authenticate(options, token);
    next();
  };
}

/**
 * `optionalUser({ verifier, sessions, anonKey })` → like requireUser, but a request without a
 * token (or with the anon key) goes on with `res.locals.auth = null`. A token that is present
 * is checked exactly as requireUser checks it (invalid, expired, revoked → 401; aal1 with a
 * verified factor → 403), so the client refreshes or passes its second factor instead of
 * silently acting anonymously.
 */
export function optionalUser(options: UserMiddlewareOptions): RequestHandler {
  return async (req, res, next) => {
    const token = bearerToken(req.get('authorization'));
    if (token === null || token === options.anonKey) {
      res.locals.auth = null;
      next();
      return;
    }
    if (!token) throw AppError.unauthorized(MESSAGES.invalid);
    res.locals.auth = await authenticate(options, token);
    next();
  };
}
