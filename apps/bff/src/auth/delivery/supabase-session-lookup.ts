import type { AccessTokenClaims, Aal } from '../domain/claims';
import { DEAD_SESSION, SessionCheckUnavailableError, type SessionLookup } from '../domain/session-check';

/** `amr` methods of a second factor in Supabase Auth's tokens. */
const SECOND_FACTOR_METHODS = new Set(['totp', 'mfa/totp', 'mfa/phone', 'mfa/webauthn', 'webauthn']);

/**
 * Supabase mode has no local sessions table. The token's `aal` claim counts as aal2 only when
 * its `amr` also lists a second factor; GET {project}/auth/v1/user answers 401/403 for a
 * signed-out or revoked session (session_not_found) and lists the user's factors.
 */
export function supabaseSessionLookup(options: { url: string; anonKey: string; timeoutMs?: number }): SessionLookup {
  return async (claims, accessToken) => {
    let response: Response;
    try {
      response = await fetch(`${options.url}/auth/v1/user`, {
        headers: { apikey: options.anonKey, authorization: `Bearer ${accessToken}` },
        signal: AbortSignal.timeout(options.timeoutMs ?? 5_000),
      });
    } catch (error) {
      throw new SessionCheckUnavailableError('the Supabase project could not be reached', { cause: error });
    }
    if (response.status === 401 || response.status === 403 || response.status === 404) {
      await response.body?.cancel();
      return DEAD_SESSION;
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new SessionCheckUnavailableError(`the Supabase project answered ${response.status} to GET /auth/v1/user`);
    }
    const user = (await response.json().catch(() => null)) as { id?: unknown; factors?: unknown } | null;
    if (!user || user.id !== claims.sub) return DEAD_SESSION;
    const factors = Array.isArray(user.factors) ? (user.factors as { status?: unknown }[]) : [];
    return { live: true, mfaEnabled: factors.some((f) => f.status === 'verified'), aal: tokenAal(claims) };
  };
}

function tokenAal(claims: AccessTokenClaims): Aal {
  return claims.aal === 'aal2' && claims.amr.some((entry) => SECOND_FACTOR_METHODS.has(entry.method)) ? 'aal2' : 'aal1';
}
