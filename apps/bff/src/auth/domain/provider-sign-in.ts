import * as oidc from 'openid-client';
import { SERVICE, type DbClient } from '../../db/db';
import { createHash } from 'node:crypto';
import { identityFromClaims, type OidcProviderClient, type ProviderIdentity } from '../delivery/oidc-provider-client';
import {
  deleteFlowState,
  deleteFlowStatesBefore,
  insertProviderFlowState,
  issueAuthCode,
  takeFlowStateByProviderState,
} from '../data-access/flow-state-repository';
import {
  findIdentity,
  findUserByEmail,
  findUserById,
  updateUser,
  upsertIdentity,
  type UserRecord,
} from '../data-access/users-repository';
import { addProvider, confirmChannel, createAccount } from './accounts';
import { authErrors, AuthError } from './auth-error';
import type { AuthDeps, RequestMeta } from './deps';
import type { PkceChallenge } from './one-time-tokens';
import { limitAttempt } from './rate-limits';
import { allowedRedirect } from './redirects';
import { newOpaqueToken, tokenHash } from './secrets';
import { startSession, type SessionResponse } from './sessions';

/** A provider sign-in must come back within this time (GoTrue: 5 minutes for flow state). */
const FLOW_LIFETIME_MS = 10 * 60_000;
/** Authorization parameters the client may pass through to the provider (offline access, consent prompt, hints). */
const PASSTHROUGH = ['access_type', 'prompt', 'login_hint', 'hd', 'include_granted_scopes'] as const;

export interface ProviderDeps extends AuthDeps {
  provider: { name: string; client: OidcProviderClient } | null;
}

export interface AuthorizeInput {
  provider: string;
  redirectTo?: string | undefined;
  pkce: PkceChallenge | null;
  extra: Partial<Record<(typeof PASSTHROUGH)[number], string>>;
}

/** GET /authorize: remembers the flow and answers the provider's authorization URL. */
export async function startProviderSignIn(deps: ProviderDeps, input: AuthorizeInput, meta: RequestMeta): Promise<URL> {
  const provider = deps.provider;
  if (!provider || input.provider !== provider.name) throw authErrors.providerDisabled();
  // Starting is not a failure: this only refuses an address that failed too often.
  return limitAttempt(deps, 'sign_in', { ip: meta.ip, account: null }, () =>
    authorizationUrl(deps, provider, input, meta),
  );
}

async function authorizationUrl(
  deps: ProviderDeps,
  provider: NonNullable<ProviderDeps['provider']>,
  input: AuthorizeInput,
  meta: RequestMeta,
): Promise<URL> {
  const state = newOpaqueToken();
  const nonce = oidc.randomNonce();
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const redirectTo = allowedRedirect(input.redirectTo, meta.siteUrl, deps.config.redirectAllowList);
  await deps.db.unitOfWork(SERVICE, {}, async (tx) => {
    await deleteFlowStatesBefore(tx, new Date(Date.now() - 24 * 60 * 60_000));
    await insertProviderFlowState(tx, {
      providerStateHash: tokenHash(state),
      providerType: provider.name,
      providerCodeVerifier: codeVerifier,
      providerNonce: nonce,
      redirectTo,
      codeChallenge: input.pkce?.codeChallenge ?? null,
      codeChallengeMethod: input.pkce?.codeChallengeMethod ?? null,
    });
  });
  const extra = Object.fromEntries(
    PASSTHROUGH.flatMap((key) => (input.extra[key] ? [[key, input.extra[key]!] as const] : [])),
  );
  return provider.client.authorizationUrl({
    redirectUri: `${meta.siteUrl}/auth/v1/callback`,
    state,
    nonce,
    codeChallenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    extra,
  });
}

export type CallbackOutcome =
  | {
      kind: 'session';
      session: SessionResponse;
      redirectTo: string;
      providerToken: string;
      providerRefreshToken: string | null;
    }
  | { kind: 'code'; authCode: string; redirectTo: string }
  | { kind: 'error'; error: AuthError; redirectTo: string };

function identityData(identity: ProviderIdentity): Record<string, unknown> {
  return {
    ...identity.rawClaims,
    sub: identity.subject,
    provider_id: identity.subject,
    iss: identity.issuer,
    ...(identity.email ? { email: identity.email } : {}),
    email_verified: identity.emailVerified,
    ...(identity.name ? { name: identity.name, full_name: identity.name } : {}),
    ...(identity.picture ? { picture: identity.picture, avatar_url: identity.picture } : {}),
  };
}

/**
 * The user of a provider identity: the one already linked; else the account with the same
 * e-mail when the provider vouches for it (email_verified); else a new account.
 */
async function userForIdentity(
  tx: DbClient,
  deps: AuthDeps,
  providerName: string,
  identity: ProviderIdentity,
): Promise<UserRecord> {
  const data = identityData(identity);
  const linked = await findIdentity(tx, providerName, identity.subject);
  let user = linked ? await findUserById(tx, linked.userId, { lock: true }) : null;
  if (!user && identity.email && identity.emailVerified)
    user = await findUserByEmail(tx, identity.email, { lock: true });
  if (!user) {
    if (!deps.config.enableSignup) throw authErrors.signupDisabled();
    if (identity.email && (await findUserByEmail(tx, identity.email))) {
      // An account has this e-mail but the provider does not vouch for it: never link silently.
      throw new AuthError(422, 'email_exists', 'A user with this email address has already been registered');
    }
    user = await createAccount(tx, deps.hasher, {
      ...(identity.email ? { email: identity.email, emailConfirmed: identity.emailVerified } : {}),
      userMetadata: data,
      provider: providerName,
    });
  } else {
    if (identity.email && identity.emailVerified && !user.emailConfirmedAt && user.email === identity.email) {
      user = await confirmChannel(tx, user, 'email');
    }
    user = await updateUser(tx, user.id, { userMetadata: { ...data, ...user.userMetadata } });
  }
  await upsertIdentity(tx, {
    userId: user.id,
    provider: providerName,
    providerId: identity.subject,
    identityData: data,
    signedIn: true,
  });
  return addProvider(tx, user, providerName);
}

/**
 * GET /callback: completes the provider sign-in (code + PKCE, state and nonce checked),
 * creates or links the user and signs them in, or — for a PKCE client — issues an auth code.
 */
export async function completeProviderSignIn(
  deps: ProviderDeps,
  input: {
    state: string | undefined;
    callbackUrl: URL;
    providerError: string | undefined;
    providerErrorDescription: string | undefined;
  },
  meta: RequestMeta,
): Promise<CallbackOutcome> {
  const fallback = allowedRedirect(null, meta.siteUrl, deps.config.redirectAllowList);
  const provider = deps.provider;
  if (!provider) return { kind: 'error', error: authErrors.providerDisabled(), redirectTo: fallback };
  if (!input.state) {
    return {
      kind: 'error',
      error: new AuthError(400, 'bad_oauth_state', 'OAuth state parameter missing'),
      redirectTo: fallback,
    };
  }
  const flow = await deps.db.unitOfWork(SERVICE, {}, (tx) => takeFlowStateByProviderState(tx, tokenHash(input.state!)));
  if (
    !flow ||
    !flow.providerCodeVerifier ||
    !flow.providerNonce ||
    Date.now() - flow.createdAt.getTime() > FLOW_LIFETIME_MS
  ) {
    return {
      kind: 'error',
      error: new AuthError(400, 'bad_oauth_state', 'OAuth state is invalid or has expired'),
      redirectTo: fallback,
    };
  }
  const redirectTo = flow.redirectTo ?? fallback;
  if (input.providerError) {
    await deps.db.unitOfWork(SERVICE, {}, (tx) => deleteFlowState(tx, flow.id));
    return {
      kind: 'error',
      error: new AuthError(
        403,
        input.providerError,
        input.providerErrorDescription ?? 'The provider refused the sign-in',
      ),
      redirectTo,
    };
  }
  let identity: ProviderIdentity;
  try {
    identity = await provider.client.complete({
      callbackUrl: input.callbackUrl,
      state: input.state,
      nonce: flow.providerNonce,
      codeVerifier: flow.providerCodeVerifier,
    });
  } catch (error) {
    deps.logger.warn({ err: error }, 'provider sign-in could not be completed');
    await deps.db.unitOfWork(SERVICE, {}, (tx) => deleteFlowState(tx, flow.id));
    return {
      kind: 'error',
      error: new AuthError(400, 'bad_oauth_callback', 'Unable to exchange external code'),
      redirectTo,
    };
  }
  try {
    return await deps.db.unitOfWork(SERVICE, {}, async (tx): Promise<CallbackOutcome> => {
      const user = await userForIdentity(tx, deps, provider.name, identity);
      if (flow.codeChallenge) {
        const authCode = newOpaqueToken();
        await issueAuthCode(tx, flow.id, user.id, tokenHash(authCode), {
          accessToken: identity.accessToken,
          refreshToken: identity.refreshToken,
        });
        return { kind: 'code', authCode, redirectTo };
      }
      await deleteFlowState(tx, flow.id);
      const session = await startSession(tx, deps, user.id, 'oauth', meta, { provider: provider.name });
      return {
        kind: 'session',
        session,
        redirectTo,
        providerToken: identity.accessToken,
        providerRefreshToken: identity.refreshToken,
      };
    });
  } catch (error) {
    if (error instanceof AuthError) return { kind: 'error', error, redirectTo };
    throw error;
  }
}

/**
 * grant_type=id_token: an ID token the client obtained from the provider directly (e.g. One
 * Tap). With a nonce, the token's nonce must be it or its SHA-256 (hex), as GoTrue accepts.
 */
export async function signInWithIdToken(
  deps: ProviderDeps,
  input: { provider: string; idToken: string; accessToken?: string | undefined; nonce?: string | undefined },
  meta: RequestMeta,
): Promise<SessionResponse> {
  const provider = deps.provider;
  if (!provider || input.provider !== provider.name) throw authErrors.providerDisabled();
  return limitAttempt(deps, 'sign_in', { ip: meta.ip, account: null }, () =>
    signInWithVerifiedIdToken(deps, provider, input, meta),
  );
}

async function signInWithVerifiedIdToken(
  deps: ProviderDeps,
  provider: NonNullable<ProviderDeps['provider']>,
  input: { provider: string; idToken: string; accessToken?: string | undefined; nonce?: string | undefined },
  meta: RequestMeta,
): Promise<SessionResponse> {
  let claims: Awaited<ReturnType<OidcProviderClient['verifyIdToken']>>;
  try {
    claims = await provider.client.verifyIdToken(input.idToken);
  } catch (error) {
    deps.logger.info({ err: error }, 'id_token refused');
    throw new AuthError(400, 'bad_oidc_token', 'Bad ID token');
  }
  const tokenNonce = typeof claims.nonce === 'string' ? claims.nonce : undefined;
  if (input.nonce !== undefined || tokenNonce !== undefined) {
    const hashed = input.nonce ? createHash('sha256').update(input.nonce).digest('hex') : undefined;
    if (!input.nonce || !tokenNonce || (tokenNonce !== input.nonce && tokenNonce !== hashed)) {
      throw new AuthError(400, 'bad_oidc_token', 'Nonces mismatch');
    }
  }
  const identity = identityFromClaims(claims, { accessToken: input.accessToken ?? '', refreshToken: null });
  return deps.db.unitOfWork(SERVICE, {}, async (tx) => {
    const user = await userForIdentity(tx, deps, provider.name, identity);
    return startSession(tx, deps, user.id, 'oauth', meta, { provider: provider.name });
  });
}
