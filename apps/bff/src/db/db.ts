import pg from 'pg';
import { z } from 'zod';
import type { Logger } from '../shared/logger';
import { databaseUnavailable, isConnectionError } from './connection-errors';
import { holdClient, type HeldClient } from './held-client';
import { DEFAULT_POOL_MAX } from './pool';

/** What a unit of work may do with its connection: query, not commit or release. */
export type DbClient = Pick<pg.PoolClient, 'query'>;

/** Claims of a signed-in user as the RLS policies read them through auth.uid()/auth.jwt(). */
export const UserClaims = z.looseObject({
  sub: z.uuid(),
  role: z.literal('authenticated').default('authenticated'),
});
export type UserClaims = z.input<typeof UserClaims>;

type DbRole = 'anon' | 'authenticated' | 'service_role';

export interface TxOptions {
  /**
   * The unit of work only reads (a GET's): its transaction is READ ONLY, so a write in it fails
   * loudly, and its result is returned without waiting for the commit, which cannot change what
   * was read (the connection goes back to the pool once the commit is done). One round trip less
   * on every screen load.
   */
  readOnly?: boolean;
}

/** How full a pool is: its size limit, open connections, idle ones and checkouts waiting. */
export interface PoolState {
  max: number;
  total: number;
  idle: number;
  waiting: number;
}

export interface Db {
  /** The pool of writes, auth and the public page: every unit of work that may write. */
  readonly pool: pg.Pool;
  /**
   * The pool of signed-in users' read-only units (readAsUser, and withUserTxReading with
   * readOnly). Writes queued on a busy lot hold the other pool's connections while they wait for
   * its locks; reads never take those locks, and with a pool of their own they keep flowing.
   */
  readonly readPool: pg.Pool;
  /** Both pools' states, for /readyz. */
  poolStates(): { writes: PoolState; reads: PoolState };
  /** Runs fn in one transaction as role `authenticated` with the user's JWT claims set. */
  withUserTx<T>(claims: UserClaims, fn: (db: DbClient) => Promise<T>): Promise<T>;
  /**
   * withUserTx that also runs `reads` (statements with their values as literals, see `sqlLiteral`)
   * in the round trip that starts the transaction, as the user, and hands fn each one's rows: the
   * membership every role-limited request checks first, and what a screen reads.
   */
  withUserTxReading<T>(
    claims: UserClaims,
    reads: readonly string[],
    fn: (db: DbClient, rows: Record<string, unknown>[][]) => Promise<T>,
    options?: TxOptions,
  ): Promise<T>;
  /**
   * Runs `reads` (statements with their values as sqlLiteral) as the user in one READ ONLY
   * transaction begun and committed in the same round trip, and answers each one's rows.
   */
  readAsUser(claims: UserClaims, reads: readonly string[]): Promise<Record<string, unknown>[][]>;
  /**
   * Runs `statements` (values as sqlLiteral) as `service_role` in one transaction begun and
   * committed in the same round trip, and answers each one's rows: trusted server work only.
   */
  serviceInOneTrip(statements: readonly string[]): Promise<Record<string, unknown>[][]>;
  /** Runs fn in one transaction as role `anon` (no user). */
  withAnonTx<T>(fn: (db: DbClient) => Promise<T>): Promise<T>;
  /** Runs fn in one transaction as `service_role`, which bypasses RLS: trusted server work only. */
  withServiceTx<T>(fn: (db: DbClient) => Promise<T>): Promise<T>;
  /**
   * withServiceTx for work that only reads, READ ONLY on the pool of reads: the check of a
   * session every signed-in request makes must not queue behind writes waiting on a busy lot.
   */
  readAsService<T>(fn: (db: DbClient) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** A value as an SQL literal for a statement of `reads` (simple protocol: no parameters). */
export const sqlLiteral = (value: string): string => pg.escapeLiteral(value);

/** A value of `type` for a statement of `reads`: the literal cast to the type, or a typed null. */
export function sqlValue(value: string | number | null | undefined, type: string): string {
  if (value === null || value === undefined) return `null::${type}`;
  if (typeof value === 'number' && !Number.isFinite(value)) throw new Error(`${value} is not a finite number`);
  return `${sqlLiteral(String(value))}::${type}`;
}

/**
 * The transaction's start, its settings and `reads` in ONE round trip (a simple-protocol query of
 * several statements, the values as escaped literals). `role` set through set_config is SET LOCAL ROLE;
 * every setting ends with the transaction, so nothing leaks to the next request that borrows
 * this connection. JIT is off: row-level security makes the planner price even a one-page
 * read of a large table high enough to compile it, which costs far more than the query.
 */
function requestStart(role: DbRole, claims: Record<string, unknown>, reads: readonly string[], readOnly: boolean) {
  const literal = sqlLiteral;
  const sub = typeof claims.sub === 'string' ? claims.sub : '';
  return `begin${readOnly ? ' read only' : ''}; select set_config('role', ${literal(role)}, true),
       set_config('request.jwt.claims', ${literal(JSON.stringify(claims))}, true),
       set_config('request.jwt.claim.sub', ${literal(sub)}, true),
       set_config('request.jwt.claim.role', ${literal(role)}, true),
       set_config('lock_timeout', '${LOCK_TIMEOUT}', true),
       set_config('jit', 'off', true)${reads.map((read) => `; ${read}`).join('')}`;
}

/**
 * The longest a statement waits for a row another transaction holds (55P03 after it: a 409 that
 * says someone else is changing the lot). Well under the pool's connection timeout, so writes
 * queued on one busy lot give their connections back before requests behind them time out.
 */
export const LOCK_TIMEOUT = '3s';

/**
 * A deadlock (40P01) or serialization failure (40001) is the database choosing a victim, not a
 * fault of the request: the whole unit of work runs again on a fresh transaction, a few times,
 * after a short random pause so the two do not collide again. Still failing, it is answered as
 * the 409 of a busy lot (db-refusals.ts), never a 500.
 */
const RETRIED_SQLSTATES = new Set(['40P01', '40001']);
const ATTEMPTS = 4;
const isRetriable = (error: unknown) =>
  typeof error === 'object' && error !== null && RETRIED_SQLSTATES.has(String((error as { code?: unknown }).code));
const pause = (attempt: number) => new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * attempt));

/** Runs `unit` again while it fails with a deadlock or serialization failure, ATTEMPTS times at most. */
async function retried<T>(unit: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await unit();
    } catch (error) {
      if (attempt >= ATTEMPTS || !isRetriable(error)) throw error;
      await pause(attempt);
    }
  }
}

/** The rows of each of `reads` in the results of a requestStart query (begin and settings come first). */
const rowsOfReads = (results: unknown, reads: readonly string[]) =>
  (results as pg.QueryResult[]).slice(2, 2 + reads.length).map((result) => result.rows);

const stateOf = (pool: pg.Pool): PoolState => ({
  max: pool.options.max ?? DEFAULT_POOL_MAX,
  total: pool.totalCount,
  idle: pool.idleCount,
  waiting: pool.waitingCount,
});

/** Saturated: every connection the pool may open is open and busy, and checkouts are waiting. */
export const isSaturated = (state: PoolState): boolean =>
  state.total >= state.max && state.idle === 0 && state.waiting > 0;

/** Says in the log, at most every SATURATION_LOG_MS per pool, that checkouts are queueing. */
const SATURATION_LOG_MS = 10_000;
function saturationReporter(name: string, pool: pg.Pool, logger: Logger | undefined) {
  let lastLogged = 0;
  return () => {
    if (!logger) return;
    const state = stateOf(pool);
    if (!isSaturated(state)) return;
    const now = Date.now();
    if (now - lastLogged < SATURATION_LOG_MS) return;
    lastLogged = now;
    logger.warn({ pool: name, ...state }, 'database pool saturated: requests are waiting for a connection');
  };
}

/** A client from the pool, or the 503 of a database that cannot be reached. */
async function hold(pool: pg.Pool, onCheckout?: () => void): Promise<HeldClient> {
  onCheckout?.();
  try {
    return await holdClient(pool);
  } catch (error) {
    throw isConnectionError(error) ? databaseUnavailable(error) : error;
  }
}

/**
 * A unit of work failed: what to throw, and the error that breaks the connection if it must not go
 * back to the pool. Once the connection failed, whatever the unit threw follows from that (a use
 * case may have wrapped the driver's error): the request failed because the database went away
 * (503). Otherwise the transaction is rolled back; if even that fails, the connection is in an
 * unknown state and is destroyed instead of returned.
 */
async function afterFailure(held: HeldClient, error: unknown): Promise<{ thrown: unknown; broken?: Error }> {
  if (held.failure || isConnectionError(error)) {
    return { thrown: databaseUnavailable(error), broken: held.failure ?? asError(error) };
  }
  try {
    await held.client.query('rollback');
    return { thrown: error };
  } catch (rollbackError) {
    return { thrown: error, broken: asError(rollbackError) };
  }
}

/**
 * `reads` in one transaction begun and committed in the same round trip (one simple-protocol
 * query): what a screen needs, for one socket write and one answer. A statement that fails leaves
 * the transaction aborted, which is rolled back before the client goes back to the pool.
 */
async function inOneTrip(
  pool: pg.Pool,
  role: DbRole,
  claims: Record<string, unknown>,
  reads: readonly string[],
  readOnly: boolean,
  onCheckout?: () => void,
): Promise<Record<string, unknown>[][]> {
  const held = await hold(pool, onCheckout);
  let broken: Error | undefined;
  try {
    const results = await held.client.query(`${requestStart(role, claims, reads, readOnly)}; commit`);
    return rowsOfReads(results, reads);
  } catch (error) {
    const failed = await afterFailure(held, error);
    broken = failed.broken;
    throw failed.thrown;
  } finally {
    held.release(broken);
  }
}

/**
 * Runs fn in one transaction on a client of its own. A connection that fails while the unit
 * holds it (or cannot be had) ends the unit with a 503 AppError: the server rolled the
 * transaction back, the pool discards the connection, the next unit gets a fresh one.
 */
async function inTransaction<T>(
  pool: pg.Pool,
  role: DbRole,
  claims: Record<string, unknown>,
  fn: (db: DbClient, rows: Record<string, unknown>[][]) => Promise<T>,
  reads: readonly string[] = [],
  { readOnly = false }: TxOptions = {},
  onCheckout?: () => void,
): Promise<T> {
  const held = await hold(pool, onCheckout);
  const { client } = held;
  let broken: Error | undefined;
  let releasedLater = false;
  try {
    // a simple query of several statements answers one result per statement: begin, settings, reads
    const started = await client.query(requestStart(role, claims, reads, readOnly));
    const result = await fn(client, rowsOfReads(started, reads));
    if (readOnly) {
      releasedLater = true;
      client.query('commit').then(
        () => held.release(),
        (error: unknown) => held.release(asError(error)),
      );
      return result;
    }
    await client.query('commit');
    return result;
  } catch (error) {
    const failed = await afterFailure(held, error);
    broken = failed.broken;
    throw failed.thrown;
  } finally {
    if (!releasedLater) held.release(broken);
  }
}

const asError = (value: unknown): Error => (value instanceof Error ? value : new Error(String(value)));

export interface DbOptions {
  /** The pool of read-only user units; by default the same pool as everything else. */
  readPool?: pg.Pool;
  /** Where saturation of the pools is reported. */
  logger?: Logger;
}

/** Wraps the pools with the per-request transaction helpers. */
export function createDb(pool: pg.Pool, { readPool = pool, logger }: DbOptions = {}): Db {
  const writesSaturated = saturationReporter('writes', pool, logger);
  const readsSaturated = readPool === pool ? writesSaturated : saturationReporter('reads', readPool, logger);
  const user = (claims: UserClaims) => UserClaims.parse(claims);
  return {
    pool,
    readPool,
    poolStates: () => ({ writes: stateOf(pool), reads: stateOf(readPool) }),
    withUserTx: async (claims, fn) =>
      retried(() => inTransaction(pool, 'authenticated', user(claims), fn, [], {}, writesSaturated)),
    withUserTxReading: async (claims, reads, fn, options) =>
      options?.readOnly
        ? inTransaction(readPool, 'authenticated', user(claims), fn, reads, options, readsSaturated)
        : retried(() => inTransaction(pool, 'authenticated', user(claims), fn, reads, options, writesSaturated)),
    readAsUser: async (claims, reads) =>
      inOneTrip(readPool, 'authenticated', user(claims), reads, true, readsSaturated),
    serviceInOneTrip: (statements) =>
      retried(() => inOneTrip(pool, 'service_role', { role: 'service_role' }, statements, false, writesSaturated)),
    withAnonTx: (fn) => retried(() => inTransaction(pool, 'anon', { role: 'anon' }, fn, [], {}, writesSaturated)),
    withServiceTx: (fn) =>
      retried(() => inTransaction(pool, 'service_role', { role: 'service_role' }, fn, [], {}, writesSaturated)),
    readAsService: (fn) =>
      inTransaction(readPool, 'service_role', { role: 'service_role' }, fn, [], { readOnly: true }, readsSaturated),
    close: async () => {
      await Promise.all(readPool === pool ? [pool.end()] : [pool.end(), readPool.end()]);
    },
  };
}
