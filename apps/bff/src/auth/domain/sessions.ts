import { createHmac, randomBytes } from 'node:crypto';
import { SignJWT } from 'jose';
import { SERVICE, type DbClient } from '../../db/db';
import {
  addAmrClaim,
  deleteSession,
  deleteUserSessions,
  findChildRefreshToken,
  findRefreshToken,
  findSession,
  insertRefreshToken,
  insertSession,
  listAmrClaims,
  markSessionRefreshed,
  revokeRefreshToken,
  revokeSessionRefreshTokens,
  type RefreshTokenRecord,
  type SessionRecord,
} from '../data-access/sessions-repository';
import { touchIdentity, updateUser } from '../data-access/users-repository';
import { AUDIENCE } from './access-token-verifier';
import { authErrors } from './auth-error';
import type { AccessTokenClaims } from './claims';
import type { AuthDeps, RequestMeta } from './deps';
import { newOpaqueToken, tokenHash } from './secrets';
import { SIGNING_ALGORITHM } from './signing-keys';
import { loadUserView, userJson, type UserView } from './user-view';

/** GoTrue's token response; supabase-js stores it as the session. */
export interface SessionResponse {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: Record<string, unknown>;
  /** After a provider sign-in: the provider's own tokens (e.g. offline access). */
  provider_token?: string;
  provider_refresh_token?: string;
}

/** How a session was authenticated (the `amr` methods GoTrue uses). */
export type AuthMethod =
  'password' | 'otp' | 'magiclink' | 'email/signup' | 'recovery' | 'email_change' | 'sms' | 'oauth' | 'totp';

function childToken(parentToken: string, salt: string): string {
  return createHmac('sha256', parentToken).update(salt).digest('base64url');
}

async function signAccessToken(
  deps: AuthDeps,
  view: UserView,
  session: SessionRecord,
  amr: { method: string; timestamp: number }[],
): Promise<{ token: string; expiresAt: number; expiresIn: number }> {
  const { kid, privateKey } = await deps.keys.signingKey();
  const now = Math.floor(Date.now() / 1000);
  const expiresIn = deps.config.jwtExpirySeconds;
  const { user } = view;
  const claims: Omit<AccessTokenClaims, 'iss' | 'sub' | 'aud' | 'exp' | 'iat'> = {
    email: user.email ?? '',
    phone: user.phone ?? '',
    app_metadata: user.appMetadata,
    user_metadata: user.userMetadata,
    role: 'authenticated',
    aal: session.aal,
    amr,
    session_id: session.id,
    is_anonymous: user.isAnonymous,
  };
  const token = await new SignJWT(claims)
    .setProtectedHeader({ alg: SIGNING_ALGORITHM, kid, typ: 'JWT' })
    .setIssuer(deps.config.jwtIssuer)
    .setSubject(user.id)
    .setAudience(AUDIENCE)
    .setIssuedAt(now)
    .setExpirationTime(now + expiresIn)
    .sign(privateKey);
  return { token, expiresAt: now + expiresIn, expiresIn };
}

/** Access token + the given refresh token, in GoTrue's response shape. */
export async function sessionResponse(
  tx: DbClient,
  deps: AuthDeps,
  session: SessionRecord,
  refreshToken: string,
): Promise<SessionResponse> {
  const view = await loadUserView(tx, session.userId);
  if (!view) throw authErrors.userNotFound();
  const amr = await listAmrClaims(tx, session.id);
  const access = await signAccessToken(deps, view, session, amr);
  return {
    access_token: access.token,
    token_type: 'bearer',
    expires_in: access.expiresIn,
    expires_at: access.expiresAt,
    refresh_token: refreshToken,
    user: userJson(view),
  };
}

/** Signs a user in: a new aal1 session with its first refresh token. */
export async function startSession(
  tx: DbClient,
  deps: AuthDeps,
  userId: string,
  method: AuthMethod,
  meta: Pick<RequestMeta, 'ip' | 'userAgent'>,
  options: { provider?: string } = {},
): Promise<SessionResponse> {
  const session = await insertSession(tx, { userId, aal: 'aal1', userAgent: meta.userAgent, ip: meta.ip });
  await addAmrClaim(tx, session.id, method);
  await updateUser(tx, userId, { lastSignInAt: new Date() });
  if (options.provider) await touchIdentity(tx, userId, options.provider);
  const refreshToken = newOpaqueToken();
  await insertRefreshToken(tx, {
    hash: tokenHash(refreshToken),
    userId,
    sessionId: session.id,
    parentId: null,
    derivationSalt: randomBytes(16).toString('base64url'),
  });
  return sessionResponse(tx, deps, session, refreshToken);
}

/** Rotates: spends `parent` and issues its child token. */
async function rotate(tx: DbClient, parent: RefreshTokenRecord, parentToken: string): Promise<string> {
  const salt = randomBytes(16).toString('base64url');
  const child = childToken(parentToken, salt);
  await revokeRefreshToken(tx, parent.id);
  await insertRefreshToken(tx, {
    hash: tokenHash(child),
    userId: parent.userId,
    sessionId: parent.sessionId,
    parentId: parent.id,
    derivationSalt: salt,
  });
  return child;
}

/**
 * The token currently active after `spent` (spent within the reuse interval), derived from
 * the presented token through the chain of salts; null when the chain was spent too long ago.
 */
async function activeDescendant(
  tx: DbClient,
  spent: RefreshTokenRecord,
  spentToken: string,
  reuseSince: Date,
): Promise<{ record: RefreshTokenRecord; token: string } | null> {
  let node = spent;
  let token = spentToken;
  for (let depth = 0; depth < 20; depth++) {
    if (!node.revoked) return { record: node, token };
    if (!node.revokedAt || node.revokedAt < reuseSince) return null;
    const child = await findChildRefreshToken(tx, node.id);
    if (!child) return null;
    token = childToken(token, child.derivationSalt);
    node = child;
  }
  return null;
}

/**
 * grant_type=refresh_token. Each refresh token works once and is replaced by a new one.
 * Presenting a spent token within the reuse interval (two tabs refreshing at once) returns
 * the session's current token; later it is treated as stolen and revokes the session.
 */
export async function refreshSession(deps: AuthDeps, refreshToken: string): Promise<SessionResponse> {
  const outcome = await deps.db.unitOfWork(SERVICE, {}, async (tx) => {
    const found = await findRefreshToken(tx, tokenHash(refreshToken));
    if (!found) return { error: authErrors.refreshTokenNotFound() };
    // Concurrent refreshes of one session wait here for each other.
    const session = await findSession(tx, found.sessionId, { lock: true });
    if (!session) return { error: authErrors.refreshTokenNotFound() };
    if (session.notAfter && session.notAfter < new Date()) return { error: authErrors.sessionExpired() };
    const token = (await findRefreshToken(tx, tokenHash(refreshToken)))!;
    if (token.revoked) {
      const reuseSince = new Date(Date.now() - deps.config.refreshTokenReuseIntervalSeconds * 1000);
      const active = await activeDescendant(tx, token, refreshToken, reuseSince);
      if (!active) {
        await deleteSession(tx, session.id);
        return { error: authErrors.refreshTokenAlreadyUsed(), revoked: session.userId };
      }
      await markSessionRefreshed(tx, session.id);
      return { response: await sessionResponse(tx, deps, session, active.token) };
    }
    const child = await rotate(tx, token, refreshToken);
    await markSessionRefreshed(tx, session.id);
    return { response: await sessionResponse(tx, deps, session, child) };
  });
  if ('error' in outcome) {
    if (outcome.revoked) {
      deps.logger.warn({ event: 'refresh_token_reuse' }, 'spent refresh token reused: session revoked');
      deps.sessionsChanged(outcome.revoked);
    }
    throw outcome.error;
  }
  return outcome.response;
}

/**
 * A new token pair for an existing session (after MFA verification raised its level):
 * the session's live refresh tokens are spent and a fresh root token is issued.
 */
export async function reissueSession(tx: DbClient, deps: AuthDeps, session: SessionRecord): Promise<SessionResponse> {
  await revokeSessionRefreshTokens(tx, session.id);
  const refreshToken = newOpaqueToken();
  await insertRefreshToken(tx, {
    hash: tokenHash(refreshToken),
    userId: session.userId,
    sessionId: session.id,
    parentId: null,
    derivationSalt: randomBytes(16).toString('base64url'),
  });
  return sessionResponse(tx, deps, session, refreshToken);
}

export type LogoutScope = 'global' | 'local' | 'others';

/** Sign-out: this session (local), all of the user's (global) or all but this one (others). */
export async function logout(deps: AuthDeps, claims: AccessTokenClaims, scope: LogoutScope): Promise<void> {
  await deps.db.unitOfWork(SERVICE, {}, async (tx) => {
    if (scope === 'local') {
      if (claims.session_id) await deleteSession(tx, claims.session_id);
      return;
    }
    await deleteUserSessions(tx, claims.sub, scope === 'others' ? claims.session_id || null : null);
  });
  deps.sessionsChanged(claims.sub);
}
