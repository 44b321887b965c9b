// Fixed-window counters in auth.rate_limits, shared by every BFF instance (sign-in and OTP
// limits, the open geocoder's requests per second, claim attempts).
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { AppError } from '../shared/app-error';
import { sqlLiteral, type Db, type DbClient } from './db';

/** The hit of hitRateLimit as SQL text, its bucket and window given as SQL (parameters or literals). */
const hitSql = (bucket: string, windowSeconds: string, hits = 1) =>
  `insert into auth.rate_limits as r (bucket, window_start, hits)
     values (${bucket}, to_timestamp(floor(extract(epoch from now()) / ${windowSeconds}) * ${windowSeconds}), ${hits})
     on conflict (bucket, window_start) do update set hits = r.hits + ${hits}
     returning r.hits, r.window_start + make_interval(secs => ${windowSeconds}) as "resetAt"`;

/**
 * Counts one hit in the bucket's current fixed window and returns the window's total.
 * One statement, so concurrent instances never lose a hit.
 */
export async function hitRateLimit(
  tx: DbClient,
  bucket: string,
  windowSeconds: number,
): Promise<{ hits: number; resetAt: Date }> {
  const { rows } = await tx.query<{ hits: number; resetAt: Date }>(hitSql('$1', '$2::int'), [bucket, windowSeconds]);
  return rows[0]!;
}

/**
 * A hit of `bucket` and `work` (an SQL expression, e.g. a function call) done only while the
 * window is not full, as ONE statement for a one-round-trip unit (db.serviceInOneTrip): it answers
 * `hits`, `resetAt` and `result` (null when refused; refusedBy turns the row into the 429). `hits`
 * counts this one and answers counted elsewhere since (the verification page's ledger). A
 * refused hit stays counted: the window is full either way. Now and then it is preceded by the
 * sweep of expired windows (a statement of its own: take the last statement's rows).
 */
export function hitThenSql(bucket: string, limits: Limits, work: string, hits = 1): string[] {
  const window = `${z.number().int().positive().parse(limits.windowSeconds)}::int`;
  const perWindow = z.number().int().positive().parse(limits.perWindow);
  const count = z.number().int().positive().parse(hits);
  const hitThen = `with hit as (${hitSql(sqlLiteral(bucket), window, count)})
     select hit.hits, hit."resetAt", case when hit.hits <= ${perWindow} then ${work} end as result from hit`;
  return Math.random() < SWEEP_CHANCE
    ? [`delete from auth.rate_limits where window_start < now() - interval '1 day'`, hitThen]
    : [hitThen];
}

/** The 429 (with Retry-After) for a row of hitThenSql past `limits.perWindow`, else null. */
export function refusedBy(row: Record<string, unknown>, limits: Limits, refusal: Refusal): AppError | null {
  return refusalOf(Number(row.hits), new Date(row.resetAt as string | Date), limits, refusal);
}

/** Forgets windows that ended before `before` (kept small by occasional calls). */
export async function deleteRateLimitWindowsBefore(tx: DbClient, before: Date): Promise<void> {
  await tx.query(`delete from auth.rate_limits where window_start < $1`, [before]);
}

type Limits = { perWindow: number; windowSeconds: number };
type Refusal = { code: string; message: string };

/** How often a count also sweeps expired windows: now and then, never by every request. */
const SWEEP_CHANCE = 0.01;

function refusalOf(hits: number, resetAt: Date, limits: Limits, refusal: Refusal): AppError | null {
  if (hits <= limits.perWindow) return null;
  const retryAfter = Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000));
  return new AppError(429, refusal.code, refusal.message, { headers: { 'Retry-After': String(retryAfter) } });
}

/** Counts an attempt in `tx`; the 429 (with Retry-After) to answer when it is past `perWindow`, else null. */
async function countIn(tx: DbClient, bucket: string, limits: Limits, refusal: Refusal): Promise<AppError | null> {
  if (Math.random() < SWEEP_CHANCE) await deleteRateLimitWindowsBefore(tx, new Date(Date.now() - 86_400_000));
  const { hits, resetAt } = await hitRateLimit(tx, bucket, limits.windowSeconds);
  return refusalOf(hits, resetAt, limits, refusal);
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

/** A limit on one bucket, for limitAttemptsEach. */
export interface AttemptCount {
  bucket: string;
  limits: Limits;
}

/**
 * Counts an attempt in every bucket (the user's, the organization's, the client address's …) in
 * one transaction of its own, committed before the attempt's work is done, and refuses with 429
 * when any of them is past its limit (Retry-After: the longest wait): a limit that holds however
 * many accounts or addresses one guesser uses, as long as one of the keys stays the same.
 */
export async function limitAttemptsEach(db: Db, counts: readonly AttemptCount[], refusal: Refusal): Promise<void> {
  const refusals = await db.withServiceTx(async (tx) => {
    const found: AppError[] = [];
    for (const { bucket, limits } of counts) {
      const refused = await countIn(tx, bucket, limits, refusal);
      if (refused) found.push(refused);
    }
    return found;
  });
  const retryAfter = (e: AppError) => Number(e.headers['Retry-After'] ?? 0);
  const longest = refusals.sort((a, b) => retryAfter(b) - retryAfter(a))[0];
  if (longest) throw longest;
}

/** A client address as a rate-limit key: hashed, so auth.rate_limits keeps no address. */
export const addressKey = (address: string | undefined): string =>
  createHash('sha256')
    .update(address ?? 'unknown', 'utf8')
    .digest('hex')
    .slice(0, 32);
