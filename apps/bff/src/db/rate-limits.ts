// Fixed-window counters in auth.rate_limits, shared by every BFF instance (sign-in and OTP
// limits, the open geocoder's requests per second, claim attempts).
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { AppError } from '../shared/app-error';
import { SERVICE, type Db, type DbClient, type Query, type Read } from './db';

/** The hit of hitRateLimit as SQL text, its bucket, window and count given as parameters. */
const hitSql = (bucket: string, windowSeconds: string, hits = '1') =>
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

/** What a countedCall answers: the window's hits, when it ends, and the work's result (null when refused). */
export interface CountedCall {
  hits: number;
  resetAt: Date;
  result: unknown;
}

const SWEEP = `delete from auth.rate_limits where window_start < now() - interval '1 day'`;

/**
 * A hit of `bucket` and `work` (an SQL expression with its parameters, e.g. a function call) done
 * only while the window is not full, as ONE parameterized statement, for a unit of work's reads
 * (a one-round-trip unit): it answers `hits`, `resetAt` and `result` (null when refused;
 * refusedBy turns the row into the 429). `hits` counts this one and answers counted elsewhere
 * since (the verification page's ledger). A refused hit stays counted: the window is full either
 * way. Now and then the sweep of expired windows is sent before it, in the same trip.
 */
export function countedCall(bucket: string, limits: Limits, work: Query, hits = 1): Read<CountedCall> {
  const values = [...work.values];
  const param = (value: unknown, type: string) => {
    values.push(value);
    return `$${values.length}::${type}`;
  };
  const window = param(z.number().int().positive().parse(limits.windowSeconds), 'int');
  const perWindow = param(z.number().int().positive().parse(limits.perWindow), 'int');
  const count = param(z.number().int().positive().parse(hits), 'int');
  const text = `with hit as (${hitSql(param(bucket, 'text'), window, count)})
     select hit.hits, hit."resetAt", case when hit.hits <= ${perWindow} then ${work.text} end as result from hit`;
  return async (tx) => {
    const sweep = Math.random() < SWEEP_CHANCE ? tx.query(SWEEP) : null;
    const [, counted] = await Promise.all([sweep, tx.query<CountedCall>(text, values)]);
    const row = counted.rows[0];
    if (!row) throw new Error('the counted call answered no row');
    return row;
  };
}

/** The 429 (with Retry-After) for a countedCall past `limits.perWindow`, else null. */
export function refusedBy(row: CountedCall, limits: Limits, refusal: Refusal): AppError | null {
  return refusalOf(Number(row.hits), new Date(row.resetAt), limits, refusal);
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
  const refused = await db.unitOfWork(SERVICE, {}, (tx) => countIn(tx, bucket, limits, refusal));
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
  const refusals = await db.unitOfWork(SERVICE, {}, async (tx) => {
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
