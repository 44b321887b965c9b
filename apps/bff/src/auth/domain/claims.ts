import { z } from 'zod';

/** Authenticator assurance level: aal1 = one factor, aal2 = password/OTP plus TOTP. */
export type Aal = 'aal1' | 'aal2';

/** One entry of the `amr` claim: how and when the session was authenticated. */
export interface AmrEntry {
  method: string;
  timestamp: number;
}

/**
 * The claims of an access token, shaped like Supabase Auth's, so RLS policies, supabase-js
 * and the accounts component read the same fields whichever auth mode issued them.
 */
export const AccessTokenClaims = z.looseObject({
  iss: z.string().optional(),
  sub: z.uuid(),
  aud: z.union([z.string(), z.array(z.string())]).optional(),
  exp: z.number(),
  iat: z.number().optional(),
  role: z.literal('authenticated'),
  email: z.string().optional().default(''),
  phone: z.string().optional().default(''),
  app_metadata: z.record(z.string(), z.unknown()).optional().default({}),
  user_metadata: z.record(z.string(), z.unknown()).optional().default({}),
  aal: z.enum(['aal1', 'aal2']).optional().default('aal1'),
  amr: z
    .array(z.object({ method: z.string(), timestamp: z.number() }))
    .optional()
    .default([]),
  session_id: z.string().optional().default(''),
  is_anonymous: z.boolean().optional().default(false),
});
export type AccessTokenClaims = z.output<typeof AccessTokenClaims>;

/** What requireUser / optionalUser put in res.locals.auth. */
export interface AuthContext {
  claims: AccessTokenClaims;
  /** The raw bearer token (for calls that forward it). */
  accessToken: string;
}
