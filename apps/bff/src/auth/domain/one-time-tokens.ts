import { randomUUID } from 'node:crypto';
import type { DbClient } from '../../db/db';
import {
  consumeOpenTokens,
  consumeToken,
  deleteEndedTokensBefore,
  findOpenTokenFor,
  findOpenTokenOfUser,
  findTokenByLinkHash,
  insertOneTimeToken,
  lastTokenSentAt,
  recordWrongAttempt,
  type OneTimeTokenRecord,
  type OneTimeTokenType,
} from '../data-access/one-time-tokens-repository';
import { AuthError, authErrors } from './auth-error';
import type { AuthDeps } from './deps';
import { newOpaqueToken, newOtpCode, OTP_MAX_ATTEMPTS, sameHash, tokenHash } from './secrets';

export interface PkceChallenge {
  codeChallenge: string;
  codeChallengeMethod: 's256' | 'plain';
}

export interface IssuedToken {
  id: string;
  /** The 6-digit code. */
  code: string;
  /** The opaque token of the e-mail link (null for SMS). */
  linkToken: string | null;
}

/**
 * A new one-time token for `user`: a 6-digit code and, for e-mail, a link token. Previous
 * unused tokens of the same type stop working. Refused with 429 when the last one of this
 * type went out less than AUTH_OTP_MIN_INTERVAL_SECONDS ago (GoTrue's max_frequency).
 */
export async function issueOneTimeToken(
  tx: DbClient,
  deps: AuthDeps,
  request: {
    userId: string;
    type: OneTimeTokenType;
    relatesTo: string;
    channel: 'email' | 'sms';
    redirectTo: string | null;
    pkce: PkceChallenge | null;
  },
): Promise<IssuedToken> {
  const interval = deps.config.otpMinIntervalSeconds;
  if (interval > 0) {
    const last = await lastTokenSentAt(tx, request.userId, [request.type]);
    if (last && Date.now() - last.getTime() < interval * 1000) throw sentTooSoon(request.channel, interval, last);
  }
  await consumeOpenTokens(tx, request.userId, [request.type]);
  // About one issue in fifty sweeps tokens that ended more than a day ago.
  if (Math.random() < 0.02) await deleteEndedTokensBefore(tx, new Date(Date.now() - 86_400_000));
  const id = randomUUID();
  const code = newOtpCode();
  const linkToken = request.channel === 'email' ? newOpaqueToken() : null;
  const lifetime = request.channel === 'email' ? deps.config.emailOtpExpirySeconds : deps.config.smsOtpExpirySeconds;
  await insertOneTimeToken(tx, {
    id,
    userId: request.userId,
    tokenType: request.type,
    relatesTo: request.relatesTo,
    codeHash: tokenHash(code, id),
    linkHash: linkToken ? tokenHash(linkToken) : null,
    redirectTo: request.redirectTo,
    codeChallenge: request.pkce?.codeChallenge ?? null,
    codeChallengeMethod: request.pkce?.codeChallengeMethod ?? null,
    expiresAt: new Date(Date.now() + lifetime * 1000),
  });
  return { id, code, linkToken };
}

/** GoTrue's 429 for a code, link or notice asked for again less than `intervalSeconds` after `last`. */
export function sentTooSoon(channel: 'email' | 'sms', intervalSeconds: number, last: Date): AuthError {
  const wait = Math.max(1, Math.ceil(intervalSeconds - (Date.now() - last.getTime()) / 1000));
  return authErrors.rateLimited(
    channel === 'email' ? 'over_email_send_rate_limit' : 'over_sms_send_rate_limit',
    `For security purposes, you can only request this after ${wait} seconds.`,
    wait,
  );
}

/** A verification that failed after changing state (a counted wrong code) still commits. */
export type Verified = { token: OneTimeTokenRecord } | { error: AuthError };

/** Checks a 6-digit code sent to `relatesTo`; 5 wrong codes lock the token. */
export async function verifyCode(
  tx: DbClient,
  relatesTo: string,
  types: OneTimeTokenType[],
  code: string,
): Promise<Verified> {
  const token = await findOpenTokenFor(tx, relatesTo, types);
  if (!token) return { error: authErrors.otpExpired() };
  if (!sameHash(tokenHash(code.trim(), token.id), token.codeHash)) {
    const { locked } = await recordWrongAttempt(tx, token.id, OTP_MAX_ATTEMPTS);
    return { error: locked ? authErrors.otpLocked() : authErrors.otpExpired() };
  }
  await consumeToken(tx, token.id);
  return { token };
}

/** Checks a reauthentication nonce of the user (the code of GET /reauthenticate). */
export async function verifyUserCode(tx: DbClient, userId: string, type: OneTimeTokenType, code: string): Promise<Verified> {
  const token = await findOpenTokenOfUser(tx, userId, [type]);
  if (!token) return { error: authErrors.reauthenticationInvalid() };
  if (!sameHash(tokenHash(code.trim(), token.id), token.codeHash)) {
    await recordWrongAttempt(tx, token.id, OTP_MAX_ATTEMPTS);
    return { error: authErrors.reauthenticationInvalid() };
  }
  await consumeToken(tx, token.id);
  return { token };
}

/** Checks the token of an e-mail link (GET /verify?token=… or POST /verify {token_hash}). */
export async function verifyLink(tx: DbClient, linkToken: string, types: OneTimeTokenType[]): Promise<Verified> {
  const token = await findTokenByLinkHash(tx, tokenHash(linkToken));
  if (!token || !types.includes(token.tokenType) || token.consumedAt || token.expiresAt <= new Date()) {
    return { error: authErrors.otpExpired() };
  }
  await consumeToken(tx, token.id);
  return { token };
}
