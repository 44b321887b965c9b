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

/**
 * Counts an attempt in `tx` and refuses with 429 (Retry-After) past `perWindow` in the window: the
 * guard of guessable-by-repetition and public actions. Inside the unit of work that the attempt
 * is for, so the count and the work take one transaction (a refusal rolls its own count back; the
 * window is full either way).
 */
export async function countAttempt(
  tx: DbClient,
  bucket: string,
  limits: { perWindow: number; windowSeconds: number },
  refusal: { code: string; message: string },
): Promise<void> {
  // Expired windows are swept now and then, never by every request.
  if (Math.random() < 0.01) await deleteRateLimitWindowsBefore(tx, new Date(Date.now() - 86_400_000));
  const { hits, resetAt } = await hitRateLimit(tx, bucket, limits.windowSeconds);
  if (hits > limits.perWindow) {
    const retryAfter = Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000));
    throw new AppError(429, refusal.code, refusal.message, { headers: { 'Retry-After': String(retryAfter) } });
  }
}

/** countAttempt in a transaction of its own, committed before the attempt's work is done. */
export async function limitAttempts(
  db: Db,
  bucket: string,
  limits: { perWindow: number; windowSeconds: number },
  refusal: { code: string; message: string },
): Promise<void> {
  // A refused attempt still counts: the count commits on its own, so it is read back first.
  const over = await db.withServiceTx(async (tx) => {
    try {
      await countAttempt(tx, bucket, limits, refusal);
      return null;
    } catch (error) {
      if (error instanceof AppError && error.status === 429) return error;
      throw error;
    }
  });
  if (over) throw over;
}
