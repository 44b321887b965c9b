import { createRemoteJWKSet, decodeProtectedHeader, errors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { AccessTokenClaims } from './claims';
import type { SigningKeys } from './signing-keys';
import { tokenKey, TtlCache } from './ttl-cache';

/** Why a token was refused: the caller turns this into a 401. */
export class InvalidAccessTokenError extends Error {
  constructor(
    message: string,
    readonly reason: 'expired' | 'invalid',
  ) {
    super(message);
    this.name = 'InvalidAccessTokenError';
  }
}

/** Checks an access token and returns its claims; rejects with InvalidAccessTokenError. */
export interface AccessTokenVerifier {
  verify(token: string): Promise<AccessTokenClaims>;
}

export const AUDIENCE = 'authenticated';

/** How far a token's `iat` may lie in the future (clocks of issuer and BFF differ a little). */
export const MAX_CLOCK_SKEW_SECONDS = 60;

async function verifyWith(
  token: string,
  key: JWTVerifyGetKey | Uint8Array,
  options: { issuer?: string; algorithms: string[] },
): Promise<AccessTokenClaims> {
  try {
    const { payload } =
      key instanceof Uint8Array
        ? await jwtVerify(token, key, { audience: AUDIENCE, ...options })
        : await jwtVerify(token, key, { audience: AUDIENCE, ...options });
    const claims = AccessTokenClaims.safeParse(payload);
    if (!claims.success) throw new InvalidAccessTokenError('The access token is not a user token', 'invalid');
    // jose checks iat only against a maximum age. A token "issued" later than now (beyond clock
    // skew) is forged or from a broken clock; refusing it keeps iat truthful for whoever reads it.
    if (claims.data.iat !== undefined && claims.data.iat > Date.now() / 1000 + MAX_CLOCK_SKEW_SECONDS) {
      throw new InvalidAccessTokenError('The access token was issued in the future', 'invalid');
    }
    return claims.data;
  } catch (error) {
    if (error instanceof InvalidAccessTokenError) throw error;
    if (error instanceof errors.JWTExpired)
      throw new InvalidAccessTokenError('The access token has expired', 'expired');
    throw new InvalidAccessTokenError('The access token is invalid', 'invalid');
  }
}

/** Local mode: ES256 tokens signed with a key of auth.signing_keys. */
export function localTokenVerifier(keys: SigningKeys, issuer: string): AccessTokenVerifier {
  const getKey: JWTVerifyGetKey = async (header) => {
    const key = await keys.verificationKey(header.kid);
    if (!key) throw new InvalidAccessTokenError('The access token is signed with an unknown key', 'invalid');
    return key;
  };
  return { verify: (token) => verifyWith(token, getKey, { issuer, algorithms: ['ES256'] }) };
}

/**
 * Supabase mode: tokens of the hosted project, checked against its JWKS (asymmetric keys),
 * or, for projects still on the legacy shared secret, with SUPABASE_JWT_SECRET (HS256).
 */
export function supabaseTokenVerifier(options: { url: string; jwtSecret: string | null }): AccessTokenVerifier {
  const jwks = createRemoteJWKSet(new URL(`${options.url}/auth/v1/.well-known/jwks.json`), {
    cacheMaxAge: 10 * 60 * 1000,
    timeoutDuration: 5_000,
  });
  const issuer = `${options.url}/auth/v1`;
  const secret = options.jwtSecret ? new TextEncoder().encode(options.jwtSecret) : null;
  return {
    verify: async (token) => {
      let alg: string | undefined;
      try {
        alg = decodeProtectedHeader(token).alg;
      } catch {
        throw new InvalidAccessTokenError('The access token is invalid', 'invalid');
      }
      if (alg === 'HS256') {
        if (!secret) throw new InvalidAccessTokenError('The access token is invalid', 'invalid');
        return verifyWith(token, secret, { issuer, algorithms: ['HS256'] });
      }
      return verifyWith(token, jwks, { issuer, algorithms: ['ES256', 'RS256', 'EdDSA'] });
    },
  };
}

/** Distinct tokens whose claims are remembered at most (memory stays bounded whatever callers send). */
export const VERIFIED_TOKENS_MAX_ENTRIES = 10_000;

/**
 * Remembers the claims of the tokens `verifier` accepted for `ttlSeconds`, so a screen's burst of
 * calls with one token pays for one signature check (ES256 is most of a signed-in request's own
 * cost). Only a token that verified is remembered, keyed by its hash, and each hit checks expiry
 * again, as jose does. A signing key withdrawn from the JWKS stops its tokens here within
 * `ttlSeconds`, the delay a sign-out in another instance already has (session-check.ts, the same
 * AUTH_SESSION_CACHE_SECONDS); 0 remembers nothing.
 */
export function cachedVerifier(verifier: AccessTokenVerifier, options: { ttlSeconds: number }): AccessTokenVerifier {
  const cache = new TtlCache<AccessTokenClaims>(options.ttlSeconds * 1000, VERIFIED_TOKENS_MAX_ENTRIES);
  return {
    async verify(token) {
      const key = tokenKey(token);
      const remembered = cache.get(key);
      if (remembered) {
        if (remembered.exp > Date.now() / 1000) return remembered;
        cache.delete(key);
        throw new InvalidAccessTokenError('The access token has expired', 'expired');
      }
      // frozen: every request that presents the token shares this object
      const claims = Object.freeze(await verifier.verify(token));
      cache.set(key, claims);
      return claims;
    },
  };
}
