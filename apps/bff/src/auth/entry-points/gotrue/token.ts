// POST /auth/v1/token (GoTrue's token.go): sign in with a password, a PKCE code or an ID token,
// or refresh a session. The body's schema depends on grant_type, so the handler parses it once
// the grant is known (each grant's own words for a missing field, as GoTrue answers).
import { AUTH_MESSAGES } from '@seed/domain';
import { z } from 'zod';
import { authErrors } from '../../domain/auth-error';
import { exchangeAuthCode } from '../../domain/email-flows';
import { signInWithPassword } from '../../domain/password-sign-in';
import { signInWithIdToken } from '../../domain/provider-sign-in';
import { refreshSession } from '../../domain/sessions';
import { authEndpoint, parseInput } from '../gotrue-http';
import { errors, Security, SessionBody } from './shared';

const TokenQuery = z.object({
  grant_type: z.enum(['password', 'refresh_token', 'id_token', 'pkce'], 'Unsupported grant type'),
});
const Credentials = z.object({
  email: z.string().optional(),
  phone: z.string().optional(),
  password: z.string({ error: AUTH_MESSAGES.credentialsRequired }),
  gotrue_meta_security: z.unknown().optional(),
});
const RefreshBody = z.object({
  refresh_token: z.string({ error: 'refresh_token required' }).min(1, 'refresh_token required'),
});
const IdTokenBody = z.object({
  provider: z.string({ error: 'provider or client_id and issuer required' }),
  id_token: z.string({ error: 'id_token required' }).min(1, 'id_token required'),
  access_token: z.string().optional(),
  nonce: z.string().optional(),
  ...Security,
});
const PkceGrantBody = z.object({
  auth_code: z.string({ error: 'invalid request: both auth code and code verifier should be non-empty' }).min(1),
  code_verifier: z.string({ error: 'invalid request: both auth code and code verifier should be non-empty' }).min(1),
});

export const tokenRoute = authEndpoint(
  {
    method: 'post',
    path: '/token',
    operationId: 'authToken',
    summary: 'Sign in (grant_type=password | pkce | id_token) or refresh a session (grant_type=refresh_token)',
    query: TokenQuery,
    // The body of each grant_type, so the document (and the bad-input test) know its fields.
    documented: { body: z.union([Credentials, RefreshBody, IdTokenBody, PkceGrantBody]) },
    responses: { 200: { description: 'Session', schema: SessionBody }, ...errors },
  },
  async ({ query, req, res }, { auth, providerDeps, meta }) => {
    switch (query.grant_type) {
      case 'password': {
        const body = parseInput(Credentials, req.body);
        res.json(await signInWithPassword(auth, body, meta(req)));
        return;
      }
      case 'refresh_token': {
        const body = parseInput(RefreshBody, req.body);
        res.json(await refreshSession(auth, body.refresh_token));
        return;
      }
      case 'id_token': {
        const body = parseInput(IdTokenBody, req.body);
        res.json(
          await signInWithIdToken(
            providerDeps,
            { provider: body.provider, idToken: body.id_token, accessToken: body.access_token, nonce: body.nonce },
            meta(req),
          ),
        );
        return;
      }
      case 'pkce': {
        const body = parseInput(PkceGrantBody, req.body);
        res.json(
          await exchangeAuthCode(auth, { authCode: body.auth_code, codeVerifier: body.code_verifier }, meta(req)),
        );
        return;
      }
      default:
        throw authErrors.validation('Unsupported grant type');
    }
  },
);
