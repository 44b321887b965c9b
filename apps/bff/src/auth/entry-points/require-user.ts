import type { RequestHandler } from 'express';
import { AppError } from '../../shared/app-error';
import { InvalidAccessTokenError, type AccessTokenVerifier } from '../domain/access-token-verifier';
import type { AuthContext } from '../domain/claims';

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
} as const;

async function authenticate(
  verifier: AccessTokenVerifier,
  token: string,
): Promise<AuthContext> {
  try {
    return { claims: await verifier.verify(token), accessToken: token };
  } catch (error) {
    if (error instanceof InvalidAccessTokenError) throw AppError.unauthorized(MESSAGES[error.reason]);
    throw error;
  }
}

/**
 * `requireUser(verifier, { anonKey })` → Express middleware for signed-in routes. It reads
 * `Authorization: Bearer <access token>`, verifies the JWT (signature, expiry, audience
 * `authenticated`) and sets `res.locals.auth = { claims, accessToken }` (claims: sub, role,
 * email, phone, session_id, aal, amr, app_metadata, user_metadata, ...). A missing, invalid
 * or expired token (or the anon key) ends the request with 401
 * `{ error: { code: 'unauthorized', message } }`. Like Supabase's data API it trusts a valid
 * token until it expires (no session lookup per request).
 */
export function requireUser(verifier: AccessTokenVerifier, options: UserMiddlewareOptions = {}): RequestHandler {
  return async (req, res, next) => {
    const token = bearerToken(req.get('authorization'));
    if (!token || token === options.anonKey) throw AppError.unauthorized(MESSAGES.missing);
    res.locals.auth = await authenticate(verifier, token);
    next();
  };
}

/**
 * `optionalUser(verifier, { anonKey })` → like requireUser, but a request without a token
 * (or with the anon key) goes on with `res.locals.auth = null`. A token that is present but
 * invalid or expired is still a 401, so the client refreshes instead of silently acting anonymously.
 */
export function optionalUser(verifier: AccessTokenVerifier, options: UserMiddlewareOptions = {}): RequestHandler {
  return async (req, res, next) => {
    const token = bearerToken(req.get('authorization'));
    if (token === null || token === options.anonKey) {
      res.locals.auth = null;
      next();
      return;
    }
    if (!token) throw AppError.unauthorized(MESSAGES.invalid);
    res.locals.auth = await authenticate(verifier, token);
    next();
  };
}
