import { isUuid } from '@seed/domain';
import { SERVICE, type Db } from '../../db/db';
import { findLiveSessionState } from '../data-access/sessions-repository';
import type { AccessTokenClaims, Aal } from './claims';
import { tokenKey, TtlCache } from './ttl-cache';

/** What the guards of /api/v1 need to know about a token beyond its signature. */
export interface SessionState {
  /** false: the session was signed out, revoked (refresh-token reuse, password change) or has ended. */
  live: boolean;
  /** The user has a verified second factor: their /api/v1 calls need aal2. */
  mfaEnabled: boolean;
  /** The level the auth server holds for the session now (a removed factor lowers it). */
  aal: Aal;
}

/** Asks the auth server about the session of a verified token. */
export type SessionLookup = (claims: AccessTokenClaims, accessToken: string) => Promise<SessionState>;

export const DEAD_SESSION: SessionState = { live: false, mfaEnabled: false, aal: 'aal1' };

/** The auth server could not be asked (database or hosted project down): the caller answers 503, never "signed in". */
export class SessionCheckUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SessionCheckUnavailableError';
  }
}

/** The level a caller has: the token's, unless the server has since lowered the session's. */
export function effectiveAal(claims: AccessTokenClaims, state: SessionState): Aal {
  return claims.aal === 'aal2' && state.aal === 'aal2' ? 'aal2' : 'aal1';
}

export interface SessionCheck {
  state(claims: AccessTokenClaims, accessToken: string): Promise<SessionState>;
  /** Forgets what is cached for the user's tokens (their sessions or factors changed in this process). */
  forgetUser(userId: string): void;
}

/** Distinct tokens remembered at most; beyond, the oldest are forgotten (memory stays bounded). */
export const SESSION_CACHE_MAX_ENTRIES = 10_000;

/**
 * A lookup per request, remembered for `ttlSeconds` per token so a burst of calls costs one
 * lookup. A sign-out handled by another BFF instance takes effect here within `ttlSeconds`;
 * one handled by this instance at once (forgetUser). Concurrent misses share one lookup.
 */
export function createSessionCheck(lookup: SessionLookup, options: { ttlSeconds: number }): SessionCheck {
  const cache = new TtlCache<{ userId: string; state: Promise<SessionState> }>(
    options.ttlSeconds * 1000,
    SESSION_CACHE_MAX_ENTRIES,
  );
  return {
    state(claims, accessToken) {
      // Keyed by the token (hashed: tokens are long), so a new token after an MFA upgrade is looked up afresh.
      const key = tokenKey(accessToken);
      const cached = cache.get(key);
      if (cached) return cached.state;
      const state = lookup(claims, accessToken);
      cache.set(key, { userId: claims.sub, state });
      // A failed lookup (database or hosted project unreachable) is never remembered.
      state.catch(() => cache.delete(key));
      return state;
    },
    forgetUser(userId) {
      cache.deleteWhere((entry) => entry.userId === userId);
    },
  };
}

/** Local mode: one indexed read of auth.sessions (by id, for this user, not ended) and the user's factors. */
export function localSessionLookup(db: Db): SessionLookup {
  return async (claims) => {
    // Tokens of this server always name their session; one without is not a session token.
    if (!isUuid(claims.session_id)) return DEAD_SESSION;
    const found = await db.unitOfWork(SERVICE, {}, (tx) => findLiveSessionState(tx, claims.session_id, claims.sub));
    return found ? { live: true, ...found } : DEAD_SESSION;
  };
}
