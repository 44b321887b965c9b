import * as OTPAuth from 'otpauth';
import QRCode from 'qrcode';
import {
  deleteFactor,
  deleteUnverifiedFactors,
  findChallenge,
  findFactor,
  insertChallenge,
  insertFactor,
  listFactors,
  markChallengeVerified,
  markFactorVerified,
  touchFactorChallenged,
  type FactorRecord,
} from '../data-access/factors-repository';
import { addAmrClaim, downgradeSessionsOfFactor, upgradeSession } from '../data-access/sessions-repository';
import { authErrors, type AuthError } from './auth-error';
import { loadCaller } from './caller';
import type { AccessTokenClaims } from './claims';
import type { AuthDeps, RequestMeta } from './deps';
import { limitAttempt } from './rate-limits';
import { reissueSession, type SessionResponse } from './sessions';
import { SERVICE } from '../../db/db';

/** GoTrue's defaults: challenges last 5 minutes; at most 10 factors; stale unverified ones go after a day. */
const CHALLENGE_LIFETIME_MS = 5 * 60_000;
const MAX_FACTORS = 10;
const UNVERIFIED_FACTOR_LIFETIME_MS = 24 * 60 * 60_000;
const DEFAULT_ISSUER = 'Seed Portal';

function totpFor(factor: Pick<FactorRecord, 'secret'>, label: string, issuer: string): OTPAuth.TOTP {
  return new OTPAuth.TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: OTPAuth.Secret.fromBase32(factor.secret),
  });
}

/**
 * POST /factors (TOTP): a new unverified factor with its secret, otpauth:// URI and QR code
 * (SVG markup: supabase-js turns it into a data:image/svg+xml URL). A user who already has a
 * verified factor must be at aal2 to add another.
 */
export async function enrollTotp(
  deps: AuthDeps,
  claims: AccessTokenClaims,
  input: { friendlyName?: string | undefined; issuer?: string | undefined },
): Promise<Record<string, unknown>> {
  return deps.db.unitOfWork(SERVICE, {}, async (tx) => {
    const { view } = await loadCaller(tx, claims);
    await deleteUnverifiedFactors(tx, claims.sub, new Date(Date.now() - UNVERIFIED_FACTOR_LIFETIME_MS));
    const factors = await listFactors(tx, claims.sub);
    if (factors.some((f) => f.status === 'verified') && claims.aal !== 'aal2') throw authErrors.insufficientAal();
    if (factors.length >= MAX_FACTORS) {
      throw authErrors.validation('Maximum number of verified factors reached, unenroll to continue');
    }
    const secret = new OTPAuth.Secret({ size: 20 }).base32;
    const friendlyName = input.friendlyName?.trim() || null;
    const factor = await insertFactor(tx, { userId: claims.sub, friendlyName, secret });
    if (!factor) throw authErrors.factorNameConflict(friendlyName ?? '');
    const label = view.user.email || view.user.phone || view.user.id;
    const uri = totpFor(factor, label, input.issuer?.trim() || DEFAULT_ISSUER).toString();
    const svg = await QRCode.toString(uri, { type: 'svg', margin: 1 });
    return {
      id: factor.id,
      type: 'totp',
      friendly_name: factor.friendlyName ?? '',
      totp: { qr_code: svg, secret, uri },
    };
  });
}

/** POST /factors/{id}/challenge (counted against sign-in's limits, like verify). */
export async function challengeFactor(
  deps: AuthDeps,
  claims: AccessTokenClaims,
  factorId: string,
  meta: RequestMeta,
): Promise<Record<string, unknown>> {
  return limitAttempt(deps, 'mfa_challenge', { ip: meta.ip, account: claims.sub }, () =>
    deps.db.unitOfWork(SERVICE, {}, async (tx) => {
      await loadCaller(tx, claims);
      const factor = await findFactor(tx, claims.sub, factorId);
      if (!factor) throw authErrors.factorNotFound();
      const challenge = await insertChallenge(tx, factor.id, meta.ip);
      await touchFactorChallenged(tx, factor.id);
      return {
        id: challenge.id,
        type: 'totp',
        expires_at: Math.floor((challenge.createdAt.getTime() + CHALLENGE_LIFETIME_MS) / 1000),
      };
    }),
  );
}

/**
 * POST /factors/{id}/verify: a valid TOTP code (±30 s) for an open challenge verifies the
 * factor (first time) and raises the session to aal2 with a new token pair. Attempts count
 * against sign-in's limits per address and per account, so codes cannot be guessed at speed.
 */
export async function verifyFactor(
  deps: AuthDeps,
  claims: AccessTokenClaims,
  factorId: string,
  input: { challengeId: string; code: string },
  meta: RequestMeta,
): Promise<SessionResponse> {
  return limitAttempt(deps, 'mfa_verify', { ip: meta.ip, account: claims.sub }, () =>
    verifyFactorCode(deps, claims, factorId, input),
  );
}

async function verifyFactorCode(
  deps: AuthDeps,
  claims: AccessTokenClaims,
  factorId: string,
  input: { challengeId: string; code: string },
): Promise<SessionResponse> {
  const outcome = await deps.db.unitOfWork(
    SERVICE,
    {},
    async (tx): Promise<{ error: AuthError } | { session: SessionResponse }> => {
      const { session, view } = await loadCaller(tx, claims);
      const factor = await findFactor(tx, claims.sub, factorId);
      if (!factor) return { error: authErrors.factorNotFound() };
      const challenge = await findChallenge(tx, factor.id, input.challengeId);
      if (!challenge || challenge.verifiedAt) return { error: authErrors.challengeNotFound() };
      if (Date.now() - challenge.createdAt.getTime() > CHALLENGE_LIFETIME_MS) {
        return { error: authErrors.challengeExpired(challenge.id) };
      }
      const totp = totpFor(factor, view.user.email || view.user.id, DEFAULT_ISSUER);
      if (totp.validate({ token: input.code.trim(), window: 1 }) === null) {
        // The challenge is spent either way: a wrong code needs a new challenge.
        await markChallengeVerified(tx, challenge.id);
        return { error: authErrors.mfaVerificationFailed() };
      }
      await markChallengeVerified(tx, challenge.id);
      if (factor.status !== 'verified') await markFactorVerified(tx, factor.id);
      await upgradeSession(tx, session.id, 'aal2', factor.id);
      await addAmrClaim(tx, session.id, 'totp');
      return { session: await reissueSession(tx, deps, { ...session, aal: 'aal2', factorId: factor.id }) };
    },
  );
  if ('error' in outcome) throw outcome.error;
  // A first verified factor makes aal2 necessary for the user's other sessions too.
  deps.sessionsChanged(claims.sub);
  return outcome.session;
}

/** DELETE /factors/{id}: removing a verified factor needs aal2; sessions it raised fall back to aal1. */
export async function unenrollFactor(
  deps: AuthDeps,
  claims: AccessTokenClaims,
  factorId: string,
): Promise<{ id: string }> {
  const removed = await deps.db.unitOfWork(SERVICE, {}, async (tx) => {
    await loadCaller(tx, claims);
    const factor = await findFactor(tx, claims.sub, factorId);
    if (!factor) throw authErrors.factorNotFound();
    if (factor.status === 'verified' && claims.aal !== 'aal2') throw authErrors.insufficientAal();
    await deleteFactor(tx, factor.id);
    await downgradeSessionsOfFactor(tx, factor.id);
    return { id: factor.id };
  });
  deps.sessionsChanged(claims.sub);
  return removed;
}
