// A PostgreSQL restart under load, on a private throwaway cluster: the run's shared cluster
// serves every other test file at the same time and must never be restarted.
import { chmodSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findRepoRoot } from '../shared/repo-root';
import {
  captureUnhandledErrors,
  expectWholeOrNothing,
  gate,
  heldBothWays,
  PROBE_LOCK_KEY,
  probeUnit,
  rowsPerUnit,
  uniqueApplicationName,
  waitForSessions,
  type ProbeKind,
  type UnhandledErrors,
} from '../test/connection-faults';
import { tempDir } from '../test/test-app';
import { createDb, SERVICE, type Db } from './db';
import { createPool } from './pool';

/** The part of scripts/lib/embedded-postgres.mjs this test uses. */
interface ClusterOptions {
  repoRoot: string;
  port: number;
  log: (message: string) => void;
}
interface EmbeddedPostgres {
  findPostgresBinDir(): string | null;
  initCluster(options: ClusterOptions): Promise<{ created: boolean }>;
  startCluster(options: ClusterOptions): Promise<{ started: boolean; port: number }>;
  stopCluster(options: ClusterOptions): Promise<{ stopped: boolean }>;
}

const embedded = (await import(
  pathToFileURL(path.join(findRepoRoot(), 'scripts', 'lib', 'embedded-postgres.mjs')).href
)) as EmbeddedPostgres;

const TABLE = 'public.restart_probe';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address() as net.AddressInfo;
      server.close(() => resolve(address.port));
    });
  });
}

/** A superuser client of the private cluster; it dies with the server, quietly. */
async function adminClient(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url, application_name: 'seed-test-restart' });
  client.on('error', () => {});
  await client.connect();
  return client;
}

describe.skipIf(!embedded.findPostgresBinDir())('a PostgreSQL restart under load', () => {
  let folder: { dir: string; remove: () => void };
  let cluster: ClusterOptions;
  let adminUrl: string;
  let unhandled: UnhandledErrors;

  beforeAll(async () => {
    folder = tempDir('pg-restart');
    // As root the server runs as the postgres OS user, which must reach the folder.
    chmodSync(folder.dir, 0o755);
    cluster = { repoRoot: folder.dir, port: await freePort(), log: () => {} };
    await embedded.initCluster(cluster);
    await embedded.startCluster(cluster);
    adminUrl = `postgresql://postgres@127.0.0.1:${cluster.port}/postgres`;
    const admin = await adminClient(adminUrl);
    try {
      // The role inTransaction switches to, and the table the units write to.
      await admin.query('create role service_role nologin');
      await admin.query(`create table ${TABLE} (unit int not null, part int not null)`);
      await admin.query(`grant select, insert on ${TABLE} to service_role`);
    } finally {
      await admin.end();
    }
    unhandled = captureUnhandledErrors();
  });

  afterAll(async () => {
    unhandled?.stop();
    if (cluster) await embedded.stopCluster(cluster).catch(() => {});
    folder?.remove();
  });

  it(
    'when the server restarts while 30 units of work run, then the held units fail with 503 and write nothing, every unit is all or nothing, and the next units succeed without a BFF restart',
    { timeout: 30_000 },
    async () => {
      const applicationName = uniqueApplicationName('restart');
      const db: Db = createDb(createPool({ connectionString: adminUrl, applicationName, max: 8 }));
      const between = gate();
      const admin = await adminClient(adminUrl);
      try {
        // Held by this admin session, which the restart ends too: nothing needs releasing.
        await admin.query('select pg_advisory_lock($1)', [PROBE_LOCK_KEY]);
        const kindOf = (i: number): ProbeKind => (i % 2 === 0 ? 'during-statement' : 'between-statements');
        const units = Array.from({ length: 30 }, (_, i) => ({ unit: i, kind: kindOf(i) }));
        const outcomes = Promise.allSettled(
          units.map(({ unit, kind }) => db.unitOfWork(SERVICE, {}, probeUnit(TABLE, unit, kind, between.opened))),
        );
        await waitForSessions(admin, applicationName, heldBothWays);

        await embedded.stopCluster(cluster); // fast: terminates every session with 57P01
        between.open();
        await embedded.startCluster(cluster);
        const settled = await outcomes;
        const next = await Promise.allSettled(
          Array.from({ length: 10 }, (_, i) =>
            db.unitOfWork(SERVICE, {}, probeUnit(TABLE, 100 + i, 'between-statements', between.opened)),
          ),
        );
        const check = await adminClient(adminUrl);
        const rows = await rowsPerUnit(check, TABLE).finally(() => check.end());

        expectWholeOrNothing(units, settled, rows);
        expect(next.map((outcome) => outcome.status)).toEqual(Array(10).fill('fulfilled'));
        for (let i = 0; i < 10; i += 1) expect(rows.get(100 + i)).toBe(2);
        expect(unhandled.errors).toEqual([]);
      } finally {
        between.open();
        await admin.end().catch(() => {});
        await db.close();
      }
    },
  );
});
