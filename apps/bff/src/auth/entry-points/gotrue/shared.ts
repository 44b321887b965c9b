// What several /auth/v1 handlers share: the answers' schemas, the request fragments GoTrue's
// endpoints have in common (metadata, PKCE, redirect_to) and its error redirect.
import { z } from 'zod';
import type { AuthError } from '../../domain/auth-error';
import type { PkceChallenge } from '../../domain/one-time-tokens';

export const Json = z.record(z.string(), z.unknown());
export const SessionBody = z
  .looseObject({ access_token: z.string(), refresh_token: z.string(), user: Json })
  .meta({ id: 'AuthSession' });
export const UserBody = z.looseObject({ id: z.uuid() }).meta({ id: 'AuthUser' });
export const AuthErrorBody = z
  .looseObject({ code: z.union([z.string(), z.number()]), error_code: z.string().optional(), msg: z.string() })
  .meta({ id: 'AuthErrorBody' });

export const errors = { 400: { description: 'GoTrue error', schema: AuthErrorBody } };

export const Metadata = z.record(z.string(), z.unknown(), 'data must be an object');
export const Pkce = {
  code_challenge: z.string().min(43, 'code_challenge is too short').max(128).optional(),
  code_challenge_method: z.enum(['s256', 'plain', 'S256'], 'code_challenge_method must be s256 or plain').optional(),
};
export const Security = { gotrue_meta_security: z.unknown().optional() };
export const RedirectQuery = z.object({ redirect_to: z.string().optional() });

/** The PKCE challenge a request carries, if any (s256 unless it says plain). */
export function pkceOf(body: {
  code_challenge?: string | undefined;
  code_challenge_method?: string | undefined;
}): PkceChallenge | null {
  if (!body.code_challenge) return null;
  const method = (body.code_challenge_method ?? 's256').toLowerCase() === 'plain' ? 'plain' : 's256';
  return { codeChallenge: body.code_challenge, codeChallengeMethod: method };
}

/** GoTrue's error redirect: the error in the fragment, where supabase-js looks for it. */
export function errorRedirect(target: string, error: AuthError): string {
  const url = new URL(target);
  const description = error.errorCode === 'otp_expired' ? 'Email link is invalid or has expired' : error.message;
  url.hash = new URLSearchParams({
    error: error.status === 403 || error.status === 401 ? 'access_denied' : 'invalid_request',
    error_code: error.errorCode,
    error_description: description,
  }).toString();
  return url.toString();
}
