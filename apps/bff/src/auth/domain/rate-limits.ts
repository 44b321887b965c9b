import { createHash } from 'node:crypto';
import { deleteRateLimitWindowsBefore, hitRateLimit } from '../../db/rate-limits';
import type { AuthRateLimits } from '../../shared/config';
import { authErrors } from './auth-error';
import type { AuthDeps } from './deps';

export type LimitedAction = 'sign_in' | 'otp' | 'mfa_challenge' | 'mfa_verify';

interface LimitPolicy {
  perIp: (limits: AuthRateLimits) => number;
  perAccount: (limits: AuthRateLimits) => number;
  /**
   * true: the account's count is kept per address too (GoTrue limits per IP), so wrong
   * passwords sent from elsewhere never lock the owner out; one address is still held to
   * `perAccount` tries at the account and `perIp` over all accounts.
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

/**
 * Counts a request against its limits per IP address and per account (sign-in: per account
 * and address), in PostgreSQL so every BFF instance shares the counts. Over a limit → 429
 * (GoTrue's shape). Runs in its own transaction so a refused or failed request still counts.
 */
export async function checkRateLimits(
  deps: AuthDeps,
  action: LimitedAction,
  subjects: { ip: string | null; account: string | null },
): Promise<void> {
  const limits = deps.config.rateLimits;
  const policy = POLICIES[action];
  const buckets: { bucket: string; limit: number }[] = [];
  if (subjects.ip) buckets.push({ bucket: `${action}:ip:${subjects.ip}`, limit: policy.perIp(limits) });
  if (subjects.account) {
    const account = `${action}:account:${hashed(subjects.account)}`;
    const bucket = policy.accountPerAddress && subjects.ip ? `${account}:ip:${subjects.ip}` : account;
    buckets.push({ bucket, limit: policy.perAccount(limits) });
  }
  if (buckets.length === 0) return;
  const over = await deps.db.withServiceTx(async (tx) => {
    let worst: Date | null = null;
    for (const { bucket, limit } of buckets) {
      const { hits, resetAt } = await hitRateLimit(tx, bucket, limits.windowSeconds);
      if (hits > limit && (!worst || resetAt > worst)) worst = resetAt;
    }
    // About one call in fifty sweeps windows that ended long ago.
    if (Math.random() < 0.02) await deleteRateLimitWindowsBefore(tx, new Date(Date.now() - 86_400_000));
    return worst;
  });
  if (over) {
    const seconds = (over.getTime() - Date.now()) / 1000;
    throw authErrors.rateLimited(policy.code, policy.text(Math.max(1, Math.ceil(seconds / 60))), seconds);
  }
}
