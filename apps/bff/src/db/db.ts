import pg from 'pg';
import { z } from 'zod';
import type { EndpointRoles } from '@seed/domain';
import { AppError } from '../shared/app-error';
import type { Logger } from '../shared/logger';
import { databaseUnavailable, isConnectionError } from './connection-errors';
import { holdClient, type HeldClient } from './held-client';
import { checkRole, MEMBERSHIP_READ, membershipOf, type Membership, type RoleMember } from './membership';
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

/** A parameterized statement (or an SQL expression of one): its text with $1, $2 … and their values. */
export interface Query {
  text: string;
  values: readonly unknown[];
}

/**
 * A read a unit of work sends with its opening: a repository function run on the unit's
 * transaction (it runs parameterized queries and answers plain objects).
 */
export type Read<T = unknown> = (tx: DbClient) => Promise<T>;

/** What each of a unit's `reads` answered, in their order. */
export type ReadResults<R extends readonly Read[]> = { -readonly [K in keyof R]: Awaited<ReturnType<R[K]>> };

/**
 * A signed-in caller: their claims, and what their endpoint declares (route.ts's Caller): the
 * roles the unit checks with the membership it reads, and whether it only reads (a GET).
 */
export interface UserCaller {
  claims: UserClaims;
  roles?: EndpointRoles | null;
  readOnly?: boolean;
}

/** Trusted server work as `service_role`, which bypasses row-level security. */
export const SERVICE = { role: 'service_role' } as const;
/** No user: the role `anon`, as a visitor who is not signed in. */
export const ANON = { role: 'anon' } as const;

/** Whom a unit of work runs as: a signed-in user (with their endpoint's declaration), the service, or anon. */
export type UnitCaller = UserCaller | typeof SERVICE | typeof ANON;

export interface UnitOptions<R extends readonly Read[] = readonly Read[]> {
  /**
   * Reads started with the transaction, so their queries go out in the same round trip as its
   * begin and settings (the pool's clients pipeline): what a screen reads, as the caller. fn gets
   * their answers in `unit.reads`; without fn they are the unit's answer.
   */
  reads?: readonly [...R];
  /**
   * The unit only reads: its transaction is READ ONLY (a write in it fails loudly) on the pool of
   * reads, and its answer is returned without waiting for the commit, which cannot change what was
   * read (the connection goes back to the pool once the commit is done). A user caller's default
   * is its `readOnly` (a GET's); otherwise false.
   */
  readOnly?: boolean;
  /**
   * For a user caller whose endpoint declares no roles but is open to members only: the 403's
   * message for a caller in no organization (`no_organization`), checked with the membership read
   * in the opening round trip.
   */
  withoutOrganization?: string;
}

/** What a unit of work's fn gets besides its transaction. */
export interface Unit<R extends readonly Read[] = readonly Read[]> {
  /** What each of `reads` answered. */
  reads: ReadResults<R>;
  /**
   * The caller as a member with one of the roles their endpoint declares (checked before fn runs,
   * 403 with the declaration's words otherwise). Only for a user caller whose endpoint declares roles.
   */
  member: RoleMember;
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
   * The pool of read-only units. Writes queued on a busy lot hold the other pool's connections
   * while they wait for its locks; reads never take those locks, and with a pool of their own
   * they keep flowing.
   */
  readonly readPool: pg.Pool;
  /** Both pools' states, for /readyz. */
  poolStates(): { writes: PoolState; reads: PoolState };
  /**
   * THE unit of work: one transaction as `caller` (a user with their JWT claims set, the service,
   * or anon), opened in one round trip with `reads` and, for a user whose endpoint declares roles
   * (or `withoutOrganization`), the membership the roles are checked against; then fn with the
   * transaction, and the commit. A deadlock or serialization failure runs a writing unit again.
   */
  unitOfWork<T, R extends readonly Read[]>(
    caller: UnitCaller,
    options: UnitOptions<R>,
    fn: (tx: DbClient, unit: Unit<NoInfer<R>>) => Promise<T> | T,
  ): Promise<T>;
  /**
   * A unit that is only its `reads`: the commit is sent behind them, so the whole unit is one
   * round trip, and their answers are its answer (after the role check, if the caller's endpoint
   * declares roles: a caller it refuses gets the 403, never the rows). A unit that checks roles
   * this way must be readOnly, as nothing it did could be taken back after the check.
   */
  unitOfWork<R extends readonly Read[]>(caller: UnitCaller, options: UnitOptions<R>): Promise<ReadResults<R>>;
  close(): Promise<void>;
}

/**
 * The transaction's settings, sent right behind its `begin` (pipelined, one round trip with the
 * reads). `role` set through set_config is SET LOCAL ROLE; every setting ends with the
 * transaction, so nothing leaks to the next request that borrows this connection. JIT is off:
 * row-level security makes the planner price even a one-page read of a large table high enough to
 * compile it, which costs far more than the query.
 */
const SETTINGS = `select set_config('role', $1, true),
       set_config('request.jwt.claims', $2, true),
       set_config('request.jwt.claim.sub', $3, true),
       set_config('request.jwt.claim.role', $1, true),
       set_config('lock_timeout', $4, true),
       set_config('jit', 'off', true)`;
/** SETTINGS as a prepared statement of its connection: parsed and planned once, not per unit. */
const SETTINGS_STATEMENT = 'unit-of-work-settings';

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

/** Who the transaction runs as, and the claims auth.uid()/auth.jwt() read. */
function identityOf(caller: UnitCaller): { role: DbRole; claims: Record<string, unknown> } {
  if ('claims' in caller) return { role: 'authenticated', claims: UserClaims.parse(caller.claims) };
  return { role: caller.role, claims: { role: caller.role } };
}

/** What the unit checks with the membership: the declared roles, membership of an organization, or nothing. */
function membershipCheck(caller: UnitCaller, options: UnitOptions) {
  if (!('claims' in caller)) return null;
  if (caller.roles) {
    const roles = caller.roles;
    return (membership: Membership | null): RoleMember => checkRole(membership, roles);
  }
  const message = options.withoutOrganization;
  if (message === undefined) return null;
  return (membership: Membership | null): null => {
    if (!membership?.organizationId) throw AppError.forbidden(message, 'no_organization');
    return null;
  };
}

const unchecked = (): never => {
  throw new Error('unit.member is for endpoints that declare roles');
};

/**
 * Runs fn in one transaction on a client of its own. The begin, the settings, the membership
 * read and the reads' queries are written at once (the pool's clients pipeline: none waits for
 * the answer to the one before), so they cost one round trip; without fn the commit goes with
 * them. A connection that fails while the unit holds it (or cannot be had) ends the unit with a
 * 503 AppError: the server rolled the transaction back, the pool discards the connection, the
 * next unit gets a fresh one.
 */
async function inTransaction<T>(
  pool: pg.Pool,
  caller: UnitCaller,
  options: UnitOptions,
  readOnly: boolean,
  fn: ((db: DbClient, unit: Unit) => Promise<T> | T) | undefined,
  onCheckout?: () => void,
): Promise<T> {
  const { role, claims } = identityOf(caller);
  const check = membershipCheck(caller, options);
  if (check && !fn && !readOnly)
    throw new Error('a unit that checks roles and writes needs fn: its commit must follow the check');
  const held = await hold(pool, onCheckout);
  const { client } = held;
  let broken: Error | undefined;
  let releasedLater = false;
  try {
    const sub = typeof claims.sub === 'string' ? claims.sub : '';
    const begun = Promise.all([
      client.query(readOnly ? 'begin read only' : 'begin'),
      client.query({
        name: SETTINGS_STATEMENT,
        text: SETTINGS,
        values: [role, JSON.stringify(claims), sub, LOCK_TIMEOUT],
      }),
    ]);
    const membershipRead = check ? client.query(MEMBERSHIP_READ) : null;
    // a read's failure (a function's 'not found') is only thrown after the role check: a caller
    // the check refuses gets its 403, never what the read would have told it
    const reads = Promise.all((options.reads ?? []).map((read) => read(client))).then(
      (values) => ({ values, error: null }),
      (error: unknown) => ({ values: [] as unknown[], error: asError(error) }),
    );
    const committed = fn ? null : client.query('commit');
    const [, membershipResult, readOutcome] = await Promise.all([begun, membershipRead, reads, committed]);
    const member = check ? check(membershipOf(membershipResult?.rows[0])) : null;
    if (readOutcome.error) throw readOutcome.error;
    const answers = readOutcome.values;
    if (!fn) return answers as T;
    const unit: Unit = {
      reads: answers,
      get member() {
        return member ?? unchecked();
      },
    };
    const result = await fn(client, unit);
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

/** Wraps the pools with the unit of work. */
export function createDb(pool: pg.Pool, { readPool = pool, logger }: DbOptions = {}): Db {
  const writesSaturated = saturationReporter('writes', pool, logger);
  const readsSaturated = readPool === pool ? writesSaturated : saturationReporter('reads', readPool, logger);
  const unitOfWork = <T>(
    caller: UnitCaller,
    options: UnitOptions,
    fn?: (tx: DbClient, unit: Unit) => Promise<T> | T,
  ): Promise<T> => {
    const readOnly = options.readOnly ?? ('claims' in caller && caller.readOnly === true);
    return readOnly
      ? inTransaction(readPool, caller, options, true, fn, readsSaturated)
      : retried(() => inTransaction(pool, caller, options, false, fn, writesSaturated));
  };
  return {
    pool,
    readPool,
    poolStates: () => ({ writes: stateOf(pool), reads: stateOf(readPool) }),
    unitOfWork: unitOfWork as Db['unitOfWork'],
    close: async () => {
      await Promise.all(readPool === pool ? [pool.end()] : [pool.end(), readPool.end()]);
    },
  };
}
