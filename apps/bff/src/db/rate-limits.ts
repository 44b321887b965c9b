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
 * Counts an attempt in the caller's bucket and refuses with 429 (Retry-After) past `perWindow`
 * in the window: the guard of guessable-by-repetition actions (claim codes and links).
 */
export async function limitAttempts(
  db: Db,
  bucket: string,
  limits: { perWindow: number; windowSeconds: number },
  refusal: { code: string; message: string },
): Promise<void> {
  const { hits, resetAt } = await db.withServiceTx(async (tx) => {
    // Expired windows are swept now and then, never by every request.
    if (Math.random() < 0.01) await deleteRateLimitWindowsBefore(tx, new Date(Date.now() - 86_400_000));
    return hitRateLimit(tx, bucket, limits.windowSeconds);
  });
  if (hits > limits.perWindow) {
    const retryAfter = Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000));
    throw new AppError(429, refusal.code, refusal.message, { headers: { 'Retry-After': String(retryAfter) } });
  }
}
