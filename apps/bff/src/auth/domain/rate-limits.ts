import { createHash } from 'node:crypto';
import { deleteRateLimitWindowsBefore, hitRateLimit } from '../../db/rate-limits';
import { authErrors } from './auth-error';
import type { AuthDeps } from './deps';

export type LimitedAction = 'sign_in' | 'otp';

const MESSAGES: Record<LimitedAction, { code: string; text: (minutes: number) => string }> = {
  sign_in: {
    code: 'over_request_rate_limit',
    text: (m) => `Too many sign-in attempts. Please wait ${m} minute${m === 1 ? '' : 's'} and try again.`,
  },
  otp: {
    code: 'over_email_send_rate_limit',
    text: (m) => `Too many codes or links requested. Please wait ${m} minute${m === 1 ? '' : 's'} and try again.`,
  },
};

/** Buckets name accounts by a hash, so the table holds no e-mail addresses or numbers. */
const accountKey = (account: string) =>
  createHash('sha256').update(account.toLowerCase()).digest('base64url').slice(0, 22);

/**
 * Counts a sign-in or OTP request against its limits per IP address and per account, in
 * PostgreSQL so every BFF instance shares the counts. Over a limit → 429 (GoTrue's shape).
 * Runs in its own transaction so a refused or failed request still counts.
 */
export async function checkRateLimits(
  deps: AuthDeps,
  action: LimitedAction,
  subjects: { ip: string | null; account: string | null },
): Promise<void> {
  const limits = deps.config.rateLimits;
  const [perIp, perAccount] =
    action === 'sign_in' ? [limits.signInPerIp, limits.signInPerAccount] : [limits.otpPerIp, limits.otpPerAccount];
  const buckets: { bucket: string; limit: number }[] = [];
  if (subjects.ip) buckets.push({ bucket: `${action}:ip:${subjects.ip}`, limit: perIp });
  if (subjects.account)
    buckets.push({ bucket: `${action}:account:${accountKey(subjects.account)}`, limit: perAccount });
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
    const message = MESSAGES[action];
    throw authErrors.rateLimited(message.code, message.text(Math.max(1, Math.ceil(seconds / 60))), seconds);
  }
}
