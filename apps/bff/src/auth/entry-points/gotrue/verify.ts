// POST /auth/v1/verify (a code or a link token, answered with a session) and GET /auth/v1/verify
// (the link of an e-mail, answered with a redirect) — GoTrue's verify.go.
import { z } from 'zod';
import { AuthError, authErrors } from '../../domain/auth-error';
import { verify, type VerifyOutcome } from '../../domain/email-flows';
import { allowedRedirect } from '../../domain/redirects';
import { authEndpoint, parseInput } from '../gotrue-http';
import { errorRedirect, errors, Security, SessionBody } from './shared';

const VerifyType = z.enum(
  ['signup', 'magiclink', 'email', 'recovery', 'email_change', 'sms', 'phone_change', 'invite'],
  'Verify requires a verification type',
);
const VerifyBody = z.object({
  type: VerifyType,
  token: z.string().optional(),
  token_hash: z.string().optional(),
  email: z.string().optional(),
  phone: z.string().optional(),
  redirect_to: z.string().optional(),
  ...Security,
});
const VerifyQuery = z.object({
  token: z.string({ error: 'Verify requires a token' }).min(1, 'Verify requires a token'),
  type: VerifyType,
  redirect_to: z.string().optional(),
});

function unsupportedInvite(type: string): void {
  if (type === 'invite')
    throw authErrors.validation('Invites are handled by the portal (organization invitations), not by the auth server');
}

export const verifyRoute = authEndpoint(
  {
    method: 'post',
    path: '/verify',
    operationId: 'authVerify',
    summary: 'Verify a 6-digit code (with email or phone) or a link token (token_hash) and sign in',
    body: VerifyBody,
    responses: { 200: { description: 'Session', schema: SessionBody }, ...errors },
  },
  async ({ body, req, res }, { auth, meta }) => {
    unsupportedInvite(body.type);
    const outcome = await verify(
      auth,
      { type: body.type, token: body.token, tokenHash: body.token_hash, email: body.email, phone: body.phone },
      meta(req),
      { viaLink: false },
    );
    if (outcome.kind !== 'session') throw authErrors.unexpected('verification did not produce a session');
    res.json(outcome.session);
  },
);

export const verifyLinkRoute = authEndpoint(
  {
    method: 'get',
    path: '/verify',
    operationId: 'authVerifyLink',
    summary: 'The link of an e-mail: verifies and redirects to redirect_to',
    description:
      'Success: 303 to redirect_to#access_token=…&refresh_token=…&expires_in=…&expires_at=…&token_type=bearer&type=<type>, ' +
      'or redirect_to?code=<auth code> for PKCE flows. Failure: 303 to redirect_to#error=access_denied&error_code=otp_expired&error_description=….',
    // parsed by the handler: a bad link redirects with the error, as every other failure here
    documented: { query: VerifyQuery },
    responses: { 303: { description: 'Redirect to redirect_to with the outcome' } },
  },
  async ({ req, res }, { auth, meta }) => {
    const requested = typeof req.query.redirect_to === 'string' ? req.query.redirect_to : undefined;
    const fallback = allowedRedirect(requested, meta(req).siteUrl, auth.config.redirectAllowList);
    try {
      const query = parseInput(VerifyQuery, req.query);
      unsupportedInvite(query.type);
      const outcome = await verify(auth, { type: query.type, tokenHash: query.token }, meta(req), { viaLink: true });
      res.redirect(303, verifiedRedirect(outcome, fallback));
    } catch (error) {
      if (!(error instanceof AuthError) || error.status >= 500) throw error;
      res.redirect(303, errorRedirect(fallback, error));
    }
  },
);

/** Where GET /verify sends the browser after a valid link (GoTrue's redirect shapes). */
function verifiedRedirect(outcome: VerifyOutcome, fallback: string): string {
  const target = new URL(outcome.redirectTo ?? fallback);
  if (outcome.kind === 'code') {
    target.searchParams.set('code', outcome.authCode);
    return target.toString();
  }
  const { session } = outcome;
  target.hash = new URLSearchParams({
    access_token: session.access_token,
    expires_at: String(session.expires_at),
    expires_in: String(session.expires_in),
    refresh_token: session.refresh_token,
    token_type: session.token_type,
    type: outcome.type,
  }).toString();
  return target.toString();
}
