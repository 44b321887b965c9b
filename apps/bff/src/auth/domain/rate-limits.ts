import { createHash } from 'node:crypto';
import { deleteRateLimitWindowsBefore, hitRateLimit } from '../../db/rate-limits';
import type { AuthRateLimits } from '../../shared/config';
import { releaseHit } from '../data-access/rate-limit-counts-repository';
import { AuthError, authErrors } from './auth-error';
import type { AuthDeps } from './deps';
import { SERVICE } from '../../db/db';

export type LimitedAction = 'sign_in' | 'otp' | 'mfa_challenge' | 'mfa_verify';
/** Actions whose per-address count keeps failures only (see startAttempt). */
export type AttemptAction = Exclude<LimitedAction, 'otp'>;

interface LimitPolicy {
  perIp: (limits: AuthRateLimits) => number;
  perAccount: (limits: AuthRateLimits) => number;
  /**
   * true: the account's count is kept per address too (GoTrue limits per IP), so wrong
   * passwords sent from elsewhere never lock the owner out; one address is still held to
   * `perAccount` tries at the account and `perIp` failures over all accounts.
   */
  accountPerAddress: boolean;
  code: string;
  text: (minutes: number) => string;
}

const minutes = (m: number) => `${m} minute${m === 1 ? '' : 's'}`;

const signInLimits = {
  perIp: (l: AuthRateLimits) => l.signInPerIp,
  perAccount: (l: AuthRateLimits) => l.signInPerAccount,
  code: 'over_request_rate_limit',
};

const POLICIES: Record<LimitedAction, LimitPolicy> = {
  sign_in: {
    ...signInLimits,
    accountPerAddress: true,
    text: (m) => `Too many sign-in attempts. Please wait ${minutes(m)} and try again.`,
  },
  otp: {
    perIp: (l) => l.otpPerIp,
    perAccount: (l) => l.otpPerAccount,
    accountPerAddress: false,
    code: 'over_email_send_rate_limit',
    text: (m) => `Too many codes or links requested. Please wait ${minutes(m)} and try again.`,
  },
  // The second factor, with sign-in's numbers. Its account count is not split by address:
  // reaching it needs the password already, and a split count would let a botnet guess codes.
  mfa_challenge: {
    ...signInLimits,
    accountPerAddress: false,
    text: (m) => `Too many verification attempts. Please wait ${minutes(m)} and try again.`,
  },
  mfa_verify: {
    ...signInLimits,
    accountPerAddress: false,
    text: (m) => `Too many verification attempts. Please wait ${minutes(m)} and try again.`,
  },
};

/** Buckets name accounts by a hash, so the table holds no e-mail addresses or numbers. */
const hashed = (value: string) => createHash('sha256').update(value.toLowerCase()).digest('base64url').slice(0, 22);

interface Subjects {
  ip: string | null;
  account: string | null;
}

/** A place an attempt holds in its address's count until it is known not to be a failure. */
interface AddressHit {
  bucket: string;
  windowStart: Date;
}

/**
 * Counts the request per account (every request), then per address, in PostgreSQL so every
 * BFF instance shares the counts; over a limit → 429 (GoTrue's shape). Runs in its own
 * transaction so a refused or failed request still counts. A request the account's limit
 * refuses is not counted at its address: that account is already held, and one client
 * retrying it must not use up the budget of everyone behind the same address.
 */
async function count(
  deps: AuthDeps,
  action: LimitedAction,
  subjects: Subjects,
  addressBucket: (ip: string) => string,
): Promise<AddressHit | null> {
  const limits = deps.config.rateLimits;
  const policy = POLICIES[action];
  const outcome = await deps.db.unitOfWork(
    SERVICE,
    {},
    async (tx): Promise<{ over: Date } | { hit: AddressHit | null }> => {
      // About one call in fifty sweeps windows that ended long ago.
      if (Math.random() < 0.02) await deleteRateLimitWindowsBefore(tx, new Date(Date.now() - 86_400_000));
      if (subjects.account) {
        const account = `${action}:account:${hashed(subjects.account)}`;
        const bucket = policy.accountPerAddress && subjects.ip ? `${account}:ip:${subjects.ip}` : account;
        const { hits, resetAt } = await hitRateLimit(tx, bucket, limits.windowSeconds);
        if (hits > policy.perAccount(limits)) return { over: resetAt };
      }
      if (!subjects.ip) return { hit: null };
      const bucket = addressBucket(subjects.ip);
      const { hits, resetAt } = await hitRateLimit(tx, bucket, limits.windowSeconds);
      if (hits > policy.perIp(limits)) return { over: resetAt };
      return { hit: { bucket, windowStart: new Date(resetAt.getTime() - limits.windowSeconds * 1000) } };
    },
  );
  if ('over' in outcome) {
    const seconds = (outcome.over.getTime() - Date.now()) / 1000;
    throw authErrors.rateLimited(policy.code, policy.text(Math.max(1, Math.ceil(seconds / 60))), seconds);
  }
  return outcome.hit;
}

/**
 * Limits requests that send e-mails or SMS (sign-up, codes, links): every request counts per
 * account and per address, since each one costs a message whatever its outcome.
 */
export async function checkRateLimits(deps: AuthDeps, action: 'otp', subjects: Subjects): Promise<void> {
  await count(deps, action, subjects, (ip) => `${action}:ip:${ip}`);
}

/** An attempt that has been let through; settle it once its outcome is known. */
export interface Attempt {
  /** The attempt did not fail (or failed on our side): its place at the address is given back. */
  release(): Promise<void>;
}

/**
 * Lets a sign-in-like attempt (password, code, second factor) through its limits or answers 429.
 * Per account every attempt counts, as before. Per address only failures count, as a seed
 * company's office signs its whole staff in from one public address: the attempt takes a place
 * now (so a burst of parallel guesses cannot all pass a check that has not yet seen their
 * failures) and gives it back when it succeeds. An address is refused once `perIp` failures
 * (AUTH_RATE_LIMIT_SIGN_IN_PER_IP) happened in the window.
 */
export async function startAttempt(deps: AuthDeps, action: AttemptAction, subjects: Subjects): Promise<Attempt> {
  const hit = await count(deps, action, subjects, (ip) => `${action}:ip-failed:${ip}`);
  let settled = false;
  return {
    release: async () => {
      if (!hit || settled) return;
      settled = true;
      try {
        await deps.db.unitOfWork(SERVICE, {}, (tx) => releaseHit(tx, hit.bucket, hit.windowStart));
      } catch (error) {
        // The attempt succeeded: its answer must not become an error because the count could
        // not be corrected; the place stays taken until the window ends.
        deps.logger.warn({ err: error, bucket: hit.bucket }, 'rate limit place not given back');
      }
    },
  };
}

/** A failure the client caused (wrong password or code, unknown or expired token …), not ours nor a 429. */
export function isClientFailure(error: unknown): boolean {
  return error instanceof AuthError && error.status >= 400 && error.status < 500 && error.status !== 429;
}

/** startAttempt around `attempt`: its client failures keep their place at the address. */
export async function limitAttempt<T>(
  deps: AuthDeps,
  action: AttemptAction,
  subjects: Subjects,
  attempt: () => Promise<T>,
): Promise<T> {
  const started = await startAttempt(deps, action, subjects);
  let result: T;
  try {
    result = await attempt();
  } catch (error) {
    if (!isClientFailure(error)) await started.release();
    throw error;
  }
  await started.release();
  return result;
}
