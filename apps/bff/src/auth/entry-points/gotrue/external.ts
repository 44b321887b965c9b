// GET /auth/v1/authorize and GET /auth/v1/callback: "Sign in with <provider>" over OpenID
// Connect (GoTrue's external.go).
import { z } from 'zod';
import { completeProviderSignIn, startProviderSignIn } from '../../domain/provider-sign-in';
import { authEndpoint } from '../gotrue-http';
import { errorRedirect, errors, Pkce, pkceOf } from './shared';

const AuthorizeQuery = z.object({
  provider: z
    .string({ error: 'Unsupported provider: missing provider' })
    .min(1, 'Unsupported provider: missing provider'),
  redirect_to: z.string().optional(),
  code_challenge: Pkce.code_challenge,
  code_challenge_method: Pkce.code_challenge_method,
  skip_http_redirect: z.enum(['true', 'false']).optional(),
  scopes: z.string().optional(),
  access_type: z.string().max(40).optional(),
  prompt: z.string().max(40).optional(),
  login_hint: z.string().max(255).optional(),
  hd: z.string().max(255).optional(),
});
const CallbackQuery = z.looseObject({
  state: z.string().optional(),
  code: z.string().optional(),
  error: z.string().max(100).optional(),
  error_description: z.string().max(500).optional(),
});

export const authorizeRoute = authEndpoint(
  {
    method: 'get',
    path: '/authorize',
    operationId: 'authAuthorize',
    summary: 'Start "Sign in with <provider>" (OpenID Connect): redirects to the provider',
    description:
      'provider must be the configured OIDC_PROVIDER_NAME. With skip_http_redirect=true the answer is {"url": …} instead of a 302.',
    query: AuthorizeQuery,
    responses: { 302: { description: 'Redirect to the provider' }, ...errors },
  },
  async ({ query, req, res }, { providerDeps, meta }) => {
    const url = await startProviderSignIn(
      providerDeps,
      {
        provider: query.provider,
        redirectTo: query.redirect_to,
        pkce: pkceOf(query),
        extra: { access_type: query.access_type, prompt: query.prompt, login_hint: query.login_hint, hd: query.hd },
      },
      meta(req),
    );
    if (query.skip_http_redirect === 'true') {
      res.json({ url: url.toString() });
      return;
    }
    res.redirect(302, url.toString());
  },
);

export const callbackRoute = authEndpoint(
  {
    method: 'get',
    path: '/callback',
    operationId: 'authCallback',
    summary: "The provider's redirect: signs the user in and redirects to redirect_to",
    description:
      'Success: 303 to redirect_to#access_token=…&refresh_token=…&expires_in=…&expires_at=…&token_type=bearer&provider_token=…, ' +
      'or redirect_to?code=<auth code> for PKCE clients. Failure: 303 to redirect_to#error=…&error_code=…&error_description=….',
    query: CallbackQuery,
    responses: { 303: { description: 'Redirect to redirect_to with the outcome' } },
  },
  async ({ query, req, res }, { providerDeps, meta }) => {
    const requestMeta = meta(req);
    const outcome = await completeProviderSignIn(
      providerDeps,
      {
        state: query.state,
        callbackUrl: new URL(req.originalUrl, requestMeta.siteUrl),
        providerError: query.error,
        providerErrorDescription: query.error_description,
      },
      requestMeta,
    );
    switch (outcome.kind) {
      case 'error':
        res.redirect(303, errorRedirect(outcome.redirectTo, outcome.error));
        return;
      case 'code': {
        const target = new URL(outcome.redirectTo);
        target.searchParams.set('code', outcome.authCode);
        res.redirect(303, target.toString());
        return;
      }
      case 'session': {
        const target = new URL(outcome.redirectTo);
        const { session } = outcome;
        target.hash = new URLSearchParams({
          access_token: session.access_token,
          expires_at: String(session.expires_at),
          expires_in: String(session.expires_in),
          refresh_token: session.refresh_token,
          token_type: session.token_type,
          provider_token: outcome.providerToken,
          ...(outcome.providerRefreshToken ? { provider_refresh_token: outcome.providerRefreshToken } : {}),
        }).toString();
        res.redirect(303, target.toString());
      }
    }
  },
);
