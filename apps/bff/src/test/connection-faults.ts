// Helpers for tests that break database connections on purpose: kill exactly the sessions of
// one test (the BFF role is shared by every test file running at the same time), hold units
// of work at a known point, and notice any error that reached the process unhandled.
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import { expect } from 'vitest';
import type { DbClient } from '../db/db';
import { AppError } from '../shared/app-error';

/** A name for the sessions of one test, unique in the cluster. */
export function uniqueApplicationName(label: string): string {
  return `seed-fault-${label}-${randomBytes(4).toString('hex')}`;
}

/** The same URL whose sessions carry `applicationName` (a URL parameter wins over the pool's default). */
export function withApplicationName(url: string, applicationName: string): string {
  const withName = new URL(url);
  withName.searchParams.set('application_name', applicationName);
  return withName.toString();
}

/** What process-wide handlers saw while installed: each entry would have ended a production process. */
export interface UnhandledErrors {
  readonly errors: unknown[];
  stop(): void;
}

/** Records every 'uncaughtException' and 'unhandledRejection' until stop(). */
export function captureUnhandledErrors(): UnhandledErrors {
  const errors: unknown[] = [];
  const record = (error: unknown) => {
    errors.push(error);
  };
  process.on('uncaughtException', record);
  process.on('unhandledRejection', record);
  return {
    errors,
    stop: () => {
      process.off('uncaughtException', record);
      process.off('unhandledRejection', record);
    },
  };
}

export interface Session {
  pid: number;
  state: string | null;
  waitEventType: string | null;
  /** The statement running, or the last one. */
  query: string;
}

/** Marks a probe unit that waits between two statements (its last statement, seen in pg_stat_activity). */
const BETWEEN_MARKER = 'probe: between statements';

/** A probe unit held inside a statement: waiting for PROBE_LOCK_KEY. */
export const isHeldDuringStatement = (s: Session): boolean => s.state === 'active' && s.waitEventType === 'Lock';

/** A probe unit held between two statements: idle in its transaction after the marker. */
export const isHeldBetweenStatements = (s: Session): boolean =>
  s.state === 'idle in transaction' && s.query.includes(BETWEEN_MARKER);

/** Whether probe units are held both inside a statement and between two. */
export const heldBothWays = (sessions: readonly Session[]): boolean =>
  sessions.some(isHeldDuringStatement) && sessions.some(isHeldBetweenStatements);

/**
 * Polls pg_stat_activity (through `admin`, a superuser) until `ready` holds for the sessions
 * named `applicationName`; resolves them. Gives up after `timeoutMs`: the units never got there.
 */
export async function waitForSessions(
  admin: pg.ClientBase,
  applicationName: string,
  ready: (sessions: readonly Session[]) => boolean,
  timeoutMs = 15_000,
): Promise<Session[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const sessions = await listSessions(admin, applicationName);
    if (ready(sessions)) return sessions;
    if (Date.now() > deadline) {
      throw new Error(`sessions of ${applicationName} never got ready: ${JSON.stringify(sessions)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Waits as waitForSessions, then terminates every one of those sessions (pg_terminate_backend). */
export async function terminateSessionsWhen(
  admin: pg.ClientBase,
  applicationName: string,
  ready: (sessions: readonly Session[]) => boolean,
): Promise<Session[]> {
  const sessions = await waitForSessions(admin, applicationName, ready);
  await admin.query('select pg_terminate_backend(pid) from unnest($1::int[]) as pid', [sessions.map((s) => s.pid)]);
  return sessions;
}

async function listSessions(admin: pg.ClientBase, applicationName: string): Promise<Session[]> {
  const { rows } = await admin.query<Session>(
    `select pid, state, wait_event_type as "waitEventType", query
       from pg_stat_activity where application_name = $1 and pid <> pg_backend_pid()`,
    [applicationName],
  );
  return rows;
}

/** A promise opened from outside: units of work wait on it between two statements. */
export function gate(): { opened: Promise<void>; open(): void } {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

/** Advisory lock a test holds so that units of work block inside a statement until it lets go. */
export const PROBE_LOCK_KEY = 7_346_921_880_999;

/** Where a probe unit is held when the fault strikes. */
export type ProbeKind = 'during-statement' | 'between-statements';

/**
 * A unit of work that writes two rows (unit, 1) and (unit, 2) to `table` in one transaction,
 * held in between: inside a statement (waiting for PROBE_LOCK_KEY, which the test holds) or
 * between two statements (idle in transaction until `between` opens).
 */
export function probeUnit(
  table: string,
  unit: number,
  kind: ProbeKind,
  between: Promise<void>,
): (tx: DbClient) => Promise<void> {
  return async (tx) => {
    await tx.query(`insert into ${table} (unit, part) values ($1, 1)`, [unit]);
    if (kind === 'during-statement') {
      await tx.query('select pg_advisory_xact_lock_shared($1)', [PROBE_LOCK_KEY]);
    } else {
      await tx.query(`select '${BETWEEN_MARKER}'`);
      await between;
    }
    await tx.query(`insert into ${table} (unit, part) values ($1, 2)`, [unit]);
  };
}

/** Rows each unit left in `table`: a unit absent from the map left none. */
export async function rowsPerUnit(admin: pg.ClientBase, table: string): Promise<Map<number, number>> {
  const { rows } = await admin.query<{ unit: number; n: number }>(
    `select unit, count(*)::int as n from ${table} group by unit`,
  );
  return new Map(rows.map((row) => [row.unit, row.n]));
}

/**
 * A migrations folder naming exactly the migrations the database has recorded (empty files:
 * readiness compares versions only). A test app pointed at it stays ready while another
 * engineer adds a migration file to the repository during the run.
 */
export async function recordedMigrationsFolder(admin: pg.ClientBase, dir: string): Promise<string> {
  const { rows } = await admin.query<{ version: string; name: string }>(
    'select version, name from supabase_migrations.schema_migrations',
  );
  for (const row of rows) writeFileSync(path.join(dir, `${row.version}_${row.name}.sql`), '');
  return dir;
}

/**
 * Every unit either committed whole (its two rows) or failed with the 503 of a lost connection
 * and left nothing, and the faults hit units both during a statement and between two.
 */
export function expectWholeOrNothing(
  units: readonly { unit: number; kind: ProbeKind }[],
  settled: readonly PromiseSettledResult<unknown>[],
  rows: ReadonlyMap<number, number>,
): void {
  const failedKinds = new Set<ProbeKind>();
  units.forEach(({ unit, kind }, i) => {
    const outcome = settled[i]!;
    if (outcome.status === 'fulfilled') {
      expect(rows.get(unit), `unit ${unit} committed`).toBe(2);
    } else {
      failedKinds.add(kind);
      expect(outcome.reason).toBeInstanceOf(AppError);
      expect(outcome.reason).toMatchObject({ status: 503, code: 'database_unavailable' });
      expect(rows.get(unit), `unit ${unit} failed`).toBeUndefined();
    }
  });
  expect([...failedKinds].sort()).toEqual(['between-statements', 'during-statement']);
}
