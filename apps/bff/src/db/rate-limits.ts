// Fixed-window counters in auth.rate_limits, shared by every BFF instance (sign-in and OTP
// limits, the open geocoder's requests per second, claim attempts).
import { AppError } from '../shared/app-error';
import type { Db, DbClient } from './db';

/**
 * Counts one hit in the bucket's current fixed window and returns the window's total.
 * One statement, so concurrent instances never lose a hit.
 */
export async function hitRateLimit(
  tx: DbClient,
  bucket: string,
  windowSeconds: number,
): Promise<{ hits: number; resetAt: Date }> {
  const { rows } = await tx.query<{ hits: number; resetAt: Date }>(
    `insert into auth.rate_limits as r (bucket, window_start, hits)
     values ($1, to_timestamp(floor(extract(epoch from now()) / $2::int) * $2::int), 1)
     on conflict (bucket, window_start) do update set hits = r.hits + 1
     returning r.hits, r.window_start + make_interval(secs => $2::int) as "resetAt"`,
    [bucket, windowSeconds],
  );
  return rows[0]!;
}

/** Forgets windows that ended before `before` (kept small by occasional calls). */
export async function deleteRateLimitWindowsBefore(tx: DbClient, before: Date): Promise<void> {
  await tx.query(`delete from auth.rate_limits where window_start < $1`, [before]);
}

type Limits = { perWindow: number; windowSeconds: number };
type Refusal = { code: string; message: string };

/** Counts an attempt in `tx`; the 429 (with Retry-After) to answer when it is past `perWindow`, else null. */
async function countIn(tx: DbClient, bucket: string, limits: Limits, refusal: Refusal): Promise<AppError | null> {
  // Expired windows are swept now and then, never by every request.
  if (Math.random() < 0.01) await deleteRateLimitWindowsBefore(tx, new Date(Date.now() - 86_400_000));
  const { hits, resetAt } = await hitRateLimit(tx, bucket, limits.windowSeconds);
  if (hits <= limits.perWindow) return null;
  const retryAfter = Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000));
  return new AppError(429, refusal.code, refusal.message, { headers: { 'Retry-After': String(retryAfter) } });
}

/**
 * Counts an attempt inside the unit of work it is for, so the count and the work take one
 * transaction, and refuses with 429 past the limit (the refusal rolls its own count back; the
 * window is full either way). For public actions such as a page view.
 */
export async function countAttempt(tx: DbClient, bucket: string, limits: Limits, refusal: Refusal): Promise<void> {
  const refused = await countIn(tx, bucket, limits, refusal);
  if (refused) throw refused;
}

/**
 * Counts an attempt in a transaction of its own, committed before the attempt's work is done, and
 * refuses with 429 past the limit: for guessable-by-repetition actions (claim codes and links),
 * whose failed attempts must count too.
 */
export async function limitAttempts(db: Db, bucket: string, limits: Limits, refusal: Refusal): Promise<void> {
  const refused = await db.withServiceTx((tx) => countIn(tx, bucket, limits, refusal));
  if (refused) throw refused;
}
