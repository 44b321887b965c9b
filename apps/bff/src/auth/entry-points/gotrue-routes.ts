import { AUTH_MESSAGES } from '@seed/domain';
import express, { type Router } from 'express';
import { z } from 'zod';
import type { ApiRegistry } from '../../shared/http/api-registry';
import type { AccessTokenVerifier } from '../domain/access-token-verifier';
import { AuthError, authErrors } from '../domain/auth-error';
import type { AuthDeps } from '../domain/deps';
import { signInWithPassword } from '../domain/password-sign-in';
import { logout, refreshSession } from '../domain/sessions';
import {
  exchangeAuthCode,
  recoverPassword,
  reauthenticate,
  resend,
  sendOtp,
  signUp,
  verify,
  type VerifyOutcome,
} from '../domain/email-flows';
import { manualLinkingDisabled, unlinkIdentity } from '../domain/identities';
import { challengeFactor, enrollTotp, unenrollFactor, verifyFactor } from '../domain/mfa';
import {
  completeProviderSignIn,
  signInWithIdToken,
  startProviderSignIn,
  type ProviderDeps,
} from '../domain/provider-sign-in';
import type { PkceChallenge } from '../domain/one-time-tokens';
import { allowedRedirect } from '../domain/redirects';
import { getUser, updateUserAttributes } from '../domain/user-account';
import {
  apiKeyCheck,
  apiVersionHeader,
  authenticateRequest,
  authRoute,
  gotrueErrorHandler,
  parseInput,
  requestMeta,
} from './gotrue-http';
import { authSettings } from './settings';

const Json = z.record(z.string(), z.unknown());
const SessionBody = z
  .looseObject({ access_token: z.string(), refresh_token: z.string(), user: Json })
  .meta({ id: 'AuthSession' });
const UserBody = z.looseObject({ id: z.uuid() }).meta({ id: 'AuthUser' });
const AuthErrorBody = z
  .looseObject({ code: z.union([z.string(), z.number()]), error_code: z.string().optional(), msg: z.string() })
  .meta({ id: 'AuthErrorBody' });

const Credentials = z.object({
  email: z.string().optional(),
  phone: z.string().optional(),
  password: z.string({ error: AUTH_MESSAGES.credentialsRequired }),
  gotrue_meta_security: z.unknown().optional(),
});
const RefreshBody = z.object({
  refresh_token: z.string({ error: 'refresh_token required' }).min(1, 'refresh_token required'),
});
const TokenQuery = z.object({
  grant_type: z.enum(['password', 'refresh_token', 'id_token', 'pkce'], 'Unsupported grant type'),
});
const LogoutQuery = z.object({
  scope: z.enum(['global', 'local', 'others'], 'scope must be global, local or others').default('global'),
});

const errors = { 400: { description: 'GoTrue error', schema: AuthErrorBody } };

const Metadata = z.record(z.string(), z.unknown(), 'data must be an object');
const Pkce = {
  code_challenge: z.string().min(43, 'code_challenge is too short').max(128).optional(),
  code_challenge_method: z.enum(['s256', 'plain', 'S256'], 'code_challenge_method must be s256 or plain').optional(),
};
const Security = { gotrue_meta_security: z.unknown().optional() };
const RedirectQuery = z.object({ redirect_to: z.string().optional() });

const SignUpBody = z.object({
  email: z.string().optional(),
  phone: z.string().optional(),
  password: z.string().optional(),
  data: Metadata.optional(),
  channel: z.enum(['sms', 'whatsapp']).optional(),
  ...Pkce,
  ...Security,
});
const OtpBody = z.object({
  email: z.string().optional(),
  phone: z.string().optional(),
  create_user: z.boolean().default(true),
  data: Metadata.optional(),
  channel: z.enum(['sms', 'whatsapp']).optional(),
  ...Pkce,
  ...Security,
});
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
const RecoverBody = z.object({
  email: z.string({ error: 'Password recovery requires an email' }),
  ...Pkce,
  ...Security,
});
const ResendBody = z.object({
  type: z.enum(
    ['signup', 'sms', 'email_change', 'phone_change'],
    'Missing one of these types: signup, email_change, sms, phone_change',
  ),
  email: z.string().optional(),
  phone: z.string().optional(),
  ...Pkce,
  ...Security,
});
const UserUpdateBody = z.object({
  email: z.string().optional(),
  phone: z.string().optional(),
  password: z.string().optional(),
  current_password: z.string().optional(),
  nonce: z.string().optional(),
  data: Metadata.optional(),
  channel: z.enum(['sms', 'whatsapp']).optional(),
  ...Pkce,
});
const IdentityParams = z.object({ identityId: z.uuid("Identity doesn't exist") });
const FactorParams = z.object({ factorId: z.uuid('Factor not found') });
const EnrollBody = z.object({
  factor_type: z.literal('totp', 'Only TOTP factors are supported'),
  friendly_name: z.string().max(120).optional(),
  issuer: z.string().max(120).optional(),
});
const ChallengeBody = z.looseObject({ channel: z.string().optional() });
const FactorVerifyBody = z.object({
  challenge_id: z.uuid('MFA challenge not found'),
  code: z.string({ error: 'Code is required' }).regex(/^\s*\d{6}\s*$/, 'Invalid TOTP code entered'),
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

function pkceOf(body: {
  code_challenge?: string | undefined;
  code_challenge_method?: string | undefined;
}): PkceChallenge | null {
  if (!body.code_challenge) return null;
  const method = (body.code_challenge_method ?? 's256').toLowerCase() === 'plain' ? 'plain' : 's256';
  return { codeChallenge: body.code_challenge, codeChallengeMethod: method };
}

function unsupportedInvite(type: string): void {
  if (type === 'invite')
    throw authErrors.validation('Invites are handled by the portal (organization invitations), not by the auth server');
}

export interface GotrueRouteDeps {
  auth: AuthDeps;
  verifier: AccessTokenVerifier;
  anonKey: string;
  /** The OpenID Connect provider, when configured. */
  provider: ProviderDeps['provider'];
}

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

/** /auth/v1: the Supabase Auth (GoTrue) HTTP protocol over the auth schema. */
export function gotrueRouter(registry: ApiRegistry, deps: GotrueRouteDeps): Router {
  const router = express.Router();
  const { auth } = deps;
  const meta = (req: express.Request) => requestMeta(req, auth.config.siteUrl);
  router.use(apiVersionHeader, apiKeyCheck(deps.anonKey));
  router.use(express.urlencoded({ extended: false }));

  authRoute(
    router,
    registry,
    {
      method: 'get',
      path: '/settings',
      operationId: 'authSettings',
      summary: 'Which sign-in methods are enabled (external providers, sign-up, autoconfirm)',
      responses: { 200: { description: 'Settings', schema: Json } },
    },
    (_req, res) => {
      res.json(authSettings(auth.config));
    },
  );

  authRoute(
    router,
    registry,
    {
      method: 'get',
      path: '/.well-known/jwks.json',
      operationId: 'authJwks',
      summary: 'Public keys that verify access tokens (current, next and recently retired)',
      responses: { 200: { description: 'JWKS', schema: z.object({ keys: z.array(Json) }) } },
    },
    async (_req, res) => {
      res.setHeader('Cache-Control', 'public, max-age=600');
      res.json(await auth.keys.jwks());
    },
  );

  authRoute(
    router,
    registry,
    {
      method: 'post',
      path: '/token',
      operationId: 'authToken',
      summary: 'Sign in (grant_type=password | pkce | id_token) or refresh a session (grant_type=refresh_token)',
      query: TokenQuery,
      // The body of each grant_type, so the document (and the bad-input test) know its fields.
      body: z.union([Credentials, RefreshBody, IdTokenBody, PkceGrantBody]),
      responses: { 200: { description: 'Session', schema: SessionBody }, ...errors },
    },
    async (req, res) => {
      const { grant_type: grantType } = parseInput(TokenQuery, req.query);
      switch (grantType) {
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
              { ...auth, provider: deps.provider },
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

  authRoute(
    router,
    registry,
    {
      method: 'post',
      path: '/signup',
      operationId: 'authSignUp',
      summary: 'Sign up by e-mail (confirmation e-mail) or phone (SMS code) with a password',
      description: 'Answers the user without a session until the address is confirmed.',
      query: RedirectQuery,
      body: SignUpBody,
      responses: { 200: { description: 'The new (unconfirmed) user', schema: UserBody }, ...errors },
    },
    async (req, res) => {
      const body = parseInput(SignUpBody, req.body);
      const { redirect_to: redirectTo } = parseInput(RedirectQuery, req.query);
      res.json(
        await signUp(
          auth,
          {
            email: body.email,
            phone: body.phone,
            password: body.password,
            data: body.data,
            redirectTo,
            pkce: pkceOf(body),
          },
          meta(req),
        ),
      );
    },
  );

  authRoute(
    router,
    registry,
    {
      method: 'post',
      path: '/otp',
      operationId: 'authOtp',
      summary: 'Send a magic link (e-mail) or a 6-digit code (SMS)',
      query: RedirectQuery,
      body: OtpBody,
      responses: { 200: { description: 'Sent', schema: Json }, ...errors },
    },
    async (req, res) => {
      const body = parseInput(OtpBody, req.body);
      const { redirect_to: redirectTo } = parseInput(RedirectQuery, req.query);
      res.json(
        await sendOtp(
          auth,
          {
            email: body.email,
            phone: body.phone,
            createUser: body.create_user,
            data: body.data,
            redirectTo,
            pkce: pkceOf(body),
          },
          meta(req),
        ),
      );
    },
  );

  authRoute(
    router,
    registry,
    {
      method: 'post',
      path: '/verify',
      operationId: 'authVerify',
      summary: 'Verify a 6-digit code (with email or phone) or a link token (token_hash) and sign in',
      body: VerifyBody,
      responses: { 200: { description: 'Session', schema: SessionBody }, ...errors },
    },
    async (req, res) => {
      const body = parseInput(VerifyBody, req.body);
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

  authRoute(
    router,
    registry,
    {
      method: 'get',
      path: '/verify',
      operationId: 'authVerifyLink',
      summary: 'The link of an e-mail: verifies and redirects to redirect_to',
      description:
        'Success: 303 to redirect_to#access_token=…&refresh_token=…&expires_in=…&expires_at=…&token_type=bearer&type=<type>, ' +
        'or redirect_to?code=<auth code> for PKCE flows. Failure: 303 to redirect_to#error=access_denied&error_code=otp_expired&error_description=….',
      query: VerifyQuery,
      responses: { 303: { description: 'Redirect to redirect_to with the outcome' } },
    },
    async (req, res) => {
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

  authRoute(
    router,
    registry,
    {
      method: 'post',
      path: '/recover',
      operationId: 'authRecover',
      summary: 'Send a password-reset e-mail (same answer whether or not the address has an account)',
      query: RedirectQuery,
      body: RecoverBody,
      responses: { 200: { description: 'Sent', schema: Json }, ...errors },
    },
    async (req, res) => {
      const body = parseInput(RecoverBody, req.body);
      const { redirect_to: redirectTo } = parseInput(RedirectQuery, req.query);
      res.json(await recoverPassword(auth, { email: body.email, redirectTo, pkce: pkceOf(body) }, meta(req)));
    },
  );

  authRoute(
    router,
    registry,
    {
      method: 'post',
      path: '/resend',
      operationId: 'authResend',
      summary: 'Send the sign-up confirmation or a pending change code again',
      query: RedirectQuery,
      body: ResendBody,
      responses: { 200: { description: 'Sent', schema: Json }, ...errors },
    },
    async (req, res) => {
      const body = parseInput(ResendBody, req.body);
      const { redirect_to: redirectTo } = parseInput(RedirectQuery, req.query);
      res.json(
        await resend(
          auth,
          { type: body.type, email: body.email, phone: body.phone, redirectTo, pkce: pkceOf(body) },
          meta(req),
        ),
      );
    },
  );

  authRoute(
    router,
    registry,
    {
      method: 'get',
      path: '/reauthenticate',
      operationId: 'authReauthenticate',
      summary: 'Send a code (the nonce of a password change) to the signed-in user',
      responses: { 200: { description: 'Sent', schema: Json }, ...errors },
    },
    async (req, res) => {
      const claims = await authenticateRequest(req, deps.verifier);
      res.json(await reauthenticate(auth, claims, meta(req)));
    },
  );

  authRoute(
    router,
    registry,
    {
      method: 'put',
      path: '/user',
      operationId: 'authUpdateUser',
      summary: 'Change password, user_metadata, e-mail or phone (changes are confirmed by a code to the new address)',
      query: RedirectQuery,
      body: UserUpdateBody,
      responses: { 200: { description: 'User', schema: UserBody }, ...errors },
    },
    async (req, res) => {
      const claims = await authenticateRequest(req, deps.verifier);
      const body = parseInput(UserUpdateBody, req.body);
      const { redirect_to: redirectTo } = parseInput(RedirectQuery, req.query);
      res.json(
        await updateUserAttributes(
          auth,
          claims,
          {
            email: body.email,
            phone: body.phone,
            password: body.password,
            currentPassword: body.current_password,
            nonce: body.nonce,
            data: body.data,
            redirectTo,
            pkce: pkceOf(body),
          },
          meta(req),
        ),
      );
    },
  );

  authRoute(
    router,
    registry,
    {
      method: 'get',
      path: '/user',
      operationId: 'authGetUser',
      summary: 'The signed-in user',
      responses: { 200: { description: 'User', schema: UserBody }, ...errors },
    },
    async (req, res) => {
      const claims = await authenticateRequest(req, deps.verifier);
      res.json(await getUser(auth, claims));
    },
  );

  authRoute(
    router,
    registry,
    {
      method: 'post',
      path: '/logout',
      operationId: 'authLogout',
      summary: 'Sign out this session (local), all sessions (global) or all others (others)',
      query: LogoutQuery,
      responses: { 204: { description: 'Signed out' }, ...errors },
    },
    async (req, res) => {
      const { scope } = parseInput(LogoutQuery, req.query);
      const claims = await authenticateRequest(req, deps.verifier);
      await logout(auth, claims, scope);
      res.status(204).end();
    },
  );

  authRoute(
    router,
    registry,
    {
      method: 'post',
      path: '/factors',
      operationId: 'authEnrollFactor',
      summary: 'Enroll a TOTP factor: secret, otpauth URI and QR code (SVG)',
      body: EnrollBody,
      responses: { 200: { description: 'The unverified factor', schema: Json }, ...errors },
    },
    async (req, res) => {
      const claims = await authenticateRequest(req, deps.verifier);
      const body = parseInput(EnrollBody, req.body);
      res.json(await enrollTotp(auth, claims, { friendlyName: body.friendly_name, issuer: body.issuer }));
    },
  );

  authRoute(
    router,
    registry,
    {
      method: 'post',
      path: '/factors/{factorId}/challenge',
      params: FactorParams,
      operationId: 'authChallengeFactor',
      summary: 'Open a challenge of a factor (valid 5 minutes)',
      body: ChallengeBody,
      responses: { 200: { description: 'Challenge', schema: Json }, ...errors },
    },
    async (req, res) => {
      const claims = await authenticateRequest(req, deps.verifier);
      const { factorId } = parseInput(FactorParams, req.params);
      res.json(await challengeFactor(auth, claims, factorId, meta(req)));
    },
  );

  authRoute(
    router,
    registry,
    {
      method: 'post',
      path: '/factors/{factorId}/verify',
      params: FactorParams,
      operationId: 'authVerifyFactor',
      summary: 'Verify a TOTP code for a challenge: the session becomes aal2 (new token pair)',
      body: FactorVerifyBody,
      responses: { 200: { description: 'Session at aal2', schema: SessionBody }, ...errors },
    },
    async (req, res) => {
      const claims = await authenticateRequest(req, deps.verifier);
      const { factorId } = parseInput(FactorParams, req.params);
      const body = parseInput(FactorVerifyBody, req.body);
      res.json(
        await verifyFactor(auth, claims, factorId, { challengeId: body.challenge_id, code: body.code }, meta(req)),
      );
    },
  );

  authRoute(
    router,
    registry,
    {
      method: 'delete',
      path: '/factors/{factorId}',
      params: FactorParams,
      operationId: 'authUnenrollFactor',
      summary: 'Remove a factor (a verified one needs an aal2 session)',
      responses: { 200: { description: 'Removed', schema: z.object({ id: z.uuid() }) }, ...errors },
    },
    async (req, res) => {
      const claims = await authenticateRequest(req, deps.verifier);
      const { factorId } = parseInput(FactorParams, req.params);
      res.json(await unenrollFactor(auth, claims, factorId));
    },
  );

  const providerDeps: ProviderDeps = { ...auth, provider: deps.provider };

  authRoute(
    router,
    registry,
    {
      method: 'get',
      path: '/user/identities/authorize',
      operationId: 'authLinkIdentity',
      summary: 'Link another provider to the signed-in user (manual linking is disabled, as in Supabase by default)',
      responses: { 404: { description: 'manual_linking_disabled', schema: AuthErrorBody } },
    },
    async (req) => {
      await authenticateRequest(req, deps.verifier);
      throw manualLinkingDisabled();
    },
  );

  authRoute(
    router,
    registry,
    {
      method: 'delete',
      path: '/user/identities/{identityId}',
      params: IdentityParams,
      operationId: 'authUnlinkIdentity',
      summary: 'Unlink a sign-in method of the signed-in user (not the last one)',
      responses: { 200: { description: 'Unlinked', schema: Json }, ...errors },
    },
    async (req, res) => {
      const claims = await authenticateRequest(req, deps.verifier);
      const { identityId } = parseInput(IdentityParams, req.params);
      await unlinkIdentity(auth, claims, identityId);
      res.json({});
    },
  );

  authRoute(
    router,
    registry,
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
    async (req, res) => {
      const query = parseInput(AuthorizeQuery, req.query);
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

  authRoute(
    router,
    registry,
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
    async (req, res) => {
      const query = parseInput(CallbackQuery, req.query);
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

  router.use(gotrueErrorHandler);
  return router;
}

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
