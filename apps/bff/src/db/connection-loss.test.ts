// Connections that die while a request holds them (pg_terminate_backend here; a server
// restart in postgres-restart.test.ts) must cost only the requests that held them: no
// unhandled 'error' event, a 503 with the error shape, nothing half-written, and the next
// requests served by fresh connections.
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import type { AppComponent } from '../app';
import {
  captureUnhandledErrors,
  expectWholeOrNothing,
  gate,
  heldBothWays,
  isHeldBetweenStatements,
  isHeldDuringStatement,
  PROBE_LOCK_KEY,
  probeUnit,
  recordedMigrationsFolder,
  rowsPerUnit,
  terminateSessionsWhen,
  uniqueApplicationName,
  waitForSessions,
  withApplicationName,
  type ProbeKind,
  type UnhandledErrors,
} from '../test/connection-faults';
import { createScratchDatabase } from '../test/database';
import { createTestApp, tempDir } from '../test/test-app';
import { isConnectionError } from './connection-errors';
import { createDb, SERVICE } from './db';
import { runMigrations } from './migrations';
import { createPool } from './pool';

const TABLE = `public.connection_loss_probe_${randomBytes(3).toString('hex')}`;
const UNAVAILABLE = {
  error: { code: 'database_unavailable', message: 'The service is temporarily unavailable. Please try again.' },
};

let admin: pg.Client;
let unhandled: UnhandledErrors;
let migrations: { dir: string; remove: () => void };

beforeAll(async () => {
  admin = new pg.Client({ connectionString: inject('databaseAdminUrl'), application_name: 'seed-test-faults' });
  await admin.connect();
  await admin.query(`create table ${TABLE} (unit int not null, part int not null)`);
  await admin.query(`grant select, insert on ${TABLE} to service_role`);
  migrations = tempDir('recorded-migrations');
  await recordedMigrationsFolder(admin, migrations.dir);
  unhandled = captureUnhandledErrors();
});

beforeEach(() => {
  // Each test answers for what reached the process during it.
  unhandled.errors.length = 0;
});

afterAll(async () => {
  unhandled.stop();
  migrations.remove();
  await admin.query(`drop table if exists ${TABLE}`);
  await admin.end();
});

/** Holds PROBE_LOCK_KEY so that 'during-statement' units block inside their statement. */
async function holdProbeLock(): Promise<{ release(): Promise<void> }> {
  await admin.query('select pg_advisory_lock($1)', [PROBE_LOCK_KEY]);
  let held = true;
  return {
    release: async () => {
      if (!held) return;
      held = false;
      await admin.query('select pg_advisory_unlock($1)', [PROBE_LOCK_KEY]);
    },
  };
}

const kindOf = (i: number): ProbeKind => (i % 2 === 0 ? 'during-statement' : 'between-statements');

describe('a unit of work whose connection is terminated', () => {
  it('when 30 concurrent units lose their sessions mid-statement and between statements, then those fail with 503 and write nothing, the rest commit both rows, and the pool keeps working', async () => {
    const applicationName = uniqueApplicationName('units');
    const db = createDb(
      createPool({ connectionString: withApplicationName(inject('databaseUrl'), applicationName), max: 8 }),
    );
    const between = gate();
    const lock = await holdProbeLock();
    try {
      const units = Array.from({ length: 30 }, (_, i) => ({ unit: 100 + i, kind: kindOf(i) }));
      const outcomes = Promise.allSettled(
        units.map(({ unit, kind }) => db.unitOfWork(SERVICE, {}, probeUnit(TABLE, unit, kind, between.opened))),
      );

      const killed = await terminateSessionsWhen(admin, applicationName, heldBothWays);
      await lock.release();
      between.open();
      const settled = await outcomes;
      const rows = await rowsPerUnit(admin, TABLE);
      const afterwards = await db.unitOfWork(SERVICE, {}, async (tx) => (await tx.query('select 1 as ok')).rows[0]);

      expect(killed.some(isHeldDuringStatement) && killed.some(isHeldBetweenStatements)).toBe(true);
      expectWholeOrNothing(units, settled, rows);
      expect(afterwards).toEqual({ ok: 1 });
      expect(unhandled.errors).toEqual([]);
    } finally {
      between.open();
      await lock.release();
      await db.close();
    }
  });

  it('when HTTP requests lose their sessions mid-statement and between statements, then they answer 503 with the error shape, the queued ones succeed, and /readyz is ready afterwards', async () => {
    const applicationName = uniqueApplicationName('http');
    const between = gate();
    const probe: AppComponent = {
      name: 'connection-fault-probe',
      mount(router, { db }) {
        router.post('/api/v1/connection-fault-probe/:unit/:kind', async (req, res) => {
          const unit = Number(req.params.unit);
          await db.unitOfWork(SERVICE, {}, probeUnit(TABLE, unit, req.params.kind as ProbeKind, between.opened));
          res.status(201).json({ unit });
        });
      },
    };
    const testApp = createTestApp(
      { DATABASE_URL: withApplicationName(inject('databaseUrl'), applicationName), MIGRATIONS_DIR: migrations.dir },
      { components: [probe] },
    );
    const send = (unit: number, kind: ProbeKind) =>
      request(testApp.app)
        .post(`/api/v1/connection-fault-probe/${unit}/${kind}`)
        .then((response) => response);
    const lock = await holdProbeLock();
    try {
      // The test app's pool has two connections: one request held each way, the rest queued.
      const held = [send(200, 'during-statement')];
      await waitForSessions(admin, applicationName, (s) => s.some(isHeldDuringStatement));
      held.push(send(201, 'between-statements'));
      await waitForSessions(admin, applicationName, heldBothWays);
      const queued = Array.from({ length: 18 }, (_, i) => send(202 + i, kindOf(i)));
      await vi.waitUntil(() => testApp.db.pool.waitingCount === queued.length, { timeout: 15_000, interval: 10 });

      await terminateSessionsWhen(admin, applicationName, heldBothWays);
      await lock.release();
      between.open();
      const heldResponses = await Promise.all(held);
      const queuedResponses = await Promise.all(queued);
      const next = await send(300, 'between-statements');
      const readiness = await request(testApp.app).get('/readyz');
      const rows = await rowsPerUnit(admin, TABLE);

      for (const [i, response] of heldResponses.entries()) {
        expect(response.status, `held request ${i}`).toBe(503);
        expect(response.body).toEqual(UNAVAILABLE);
        expect(response.headers['retry-after']).toBe('5');
      }
      expect(rows.get(200)).toBeUndefined();
      expect(rows.get(201)).toBeUndefined();
      for (const [i, response] of queuedResponses.entries()) {
        // A queued request may still time out waiting for a connection on a busy machine:
        // then it must be a 503 that wrote nothing, never a half-written unit or a 500.
        if (response.status === 201) expect(rows.get(202 + i)).toBe(2);
        else
          expect({ status: response.status, body: response.body, rows: rows.get(202 + i) }).toEqual({
            status: 503,
            body: UNAVAILABLE,
            rows: undefined,
          });
      }
      expect(next.status).toBe(201);
      expect(rows.get(300)).toBe(2);
      expect(readiness.status).toBe(200);
      expect(readiness.body).toMatchObject({ status: 'ready', database: true });
      expect(unhandled.errors).toEqual([]);
    } finally {
      between.open();
      await lock.release();
      await testApp.close();
    }
  });
});

describe('GET /readyz whose session is terminated', () => {
  it('when the session dies while it reads the migration history, then 503 not_ready with database false, and ready on the next call', async () => {
    const applicationName = uniqueApplicationName('readyz');
    const testApp = createTestApp({
      DATABASE_URL: withApplicationName(inject('databaseUrl'), applicationName),
      MIGRATIONS_DIR: migrations.dir,
    });
    const locker = new pg.Client({
      connectionString: inject('databaseAdminUrl'),
      application_name: 'seed-test-faults',
    });
    await locker.connect();
    try {
      // Holds the check inside its statement; kept only until the kill, other readers wait briefly.
      await locker.query('begin');
      await locker.query('lock table supabase_migrations.schema_migrations in access exclusive mode');
      const pending = request(testApp.app)
        .get('/readyz')
        .then((response) => response);
      await terminateSessionsWhen(admin, applicationName, (s) => s.some(isHeldDuringStatement));
      await locker.query('rollback');
      const response = await pending;
      const next = await request(testApp.app).get('/readyz');

      expect(response.status).toBe(503);
      expect(response.body).toMatchObject({ status: 'not_ready', database: false });
      expect(next.status).toBe(200);
      expect(next.body).toMatchObject({ status: 'ready', database: true });
      expect(unhandled.errors).toEqual([]);
    } finally {
      await locker.query('rollback').catch(() => {});
      await locker.end();
      await testApp.close();
    }
  });
});

describe('runMigrations whose session is terminated', () => {
  it('when the session dies inside a migration, then runMigrations rejects with the connection error and the process stays up', async () => {
    const scratch = await createScratchDatabase('migration_fault');
    const folder = tempDir('slow-migration');
    const applicationName = uniqueApplicationName('migrate');
    try {
      writeFileSync(path.join(folder.dir, '20990101000000_slow.sql'), 'select pg_sleep(60);');
      const running = runMigrations({
        databaseUrl: withApplicationName(scratch.url, applicationName),
        migrationsDir: folder.dir,
      }).then(
        () => null,
        (error: unknown) => error,
      );

      await terminateSessionsWhen(admin, applicationName, (s) => s.some((x) => x.query.includes('pg_sleep')));
      const error = await running;

      expect(error).toBeInstanceOf(Error);
      expect(isConnectionError(error)).toBe(true);
      expect(unhandled.errors).toEqual([]);
    } finally {
      folder.remove();
      await scratch.drop();
    }
  });
});
