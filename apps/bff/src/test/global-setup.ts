// Once per `vitest run`: a fresh database seed_test_<run> on the project cluster (or on the
// server of TEST_DATABASE_ADMIN_URL), migrated, with its own BFF login role. Tests receive
// the URLs through inject(); everything is dropped at teardown.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { runMigrations } from '../db/migrations';
import { ensureBffLoginRole } from '../db/roles';
import { findRepoRoot } from '../shared/repo-root';
import { databaseUrl } from './urls';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Superuser URL of the run's migrated database. */
    databaseAdminUrl: string;
    /** The run's BFF login role on that database (as DATABASE_URL in production). */
    databaseUrl: string;
    /** Superuser URL of the server's maintenance database, for scratch databases. */
    maintenanceUrl: string;
    /** Prefix of every database this run creates (seed_test_<id>). */
    databasePrefix: string;
    bffRole: string;
  }
}

/** The part of scripts/lib/embedded-postgres.mjs this set-up uses. */
interface EmbeddedPostgres {
  ensureEmbeddedPostgres(options: { database: string; log?: (message: string) => void }): Promise<{
    maintenanceUrl: string;
  }>;
}

async function adminQuery(url: string, sql: string): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: url, application_name: 'seed-test-setup' });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

export default async function setup(project: TestProject) {
  const repoRoot = findRepoRoot();
  let maintenanceUrl = process.env.TEST_DATABASE_ADMIN_URL;
  if (!maintenanceUrl) {
    // The cluster stays up afterwards: `npm start` (or another run) may be using it too.
    const modulePath = path.join(repoRoot, 'scripts', 'lib', 'embedded-postgres.mjs');
    const embedded = (await import(pathToFileURL(modulePath).href)) as EmbeddedPostgres;
    ({ maintenanceUrl } = await embedded.ensureEmbeddedPostgres({ database: 'postgres', log: () => {} }));
  }

  const runId = randomBytes(4).toString('hex');
  const databasePrefix = `seed_test_${runId}`;
  const bffRole = `${databasePrefix}_bff`;
  const password = randomBytes(18).toString('base64url');
  await adminQuery(maintenanceUrl, `create database ${databasePrefix}`);
  const adminUrl = databaseUrl(maintenanceUrl, { database: databasePrefix });
  await runMigrations({ databaseUrl: adminUrl, migrationsDir: path.join(repoRoot, 'supabase', 'migrations') });
  await ensureBffLoginRole({ adminUrl, role: bffRole, password });

  project.provide('databaseAdminUrl', adminUrl);
  project.provide('databaseUrl', databaseUrl(adminUrl, { user: bffRole, password }));
  project.provide('maintenanceUrl', maintenanceUrl);
  project.provide('databasePrefix', databasePrefix);
  project.provide('bffRole', bffRole);

  return async function teardown() {
    const { rows } = await adminQuery(
      maintenanceUrl,
      `select datname from pg_database where datname like '${databasePrefix}%'`,
    );
    for (const row of rows as { datname: string }[]) {
      await adminQuery(maintenanceUrl, `drop database if exists "${row.datname}" with (force)`);
    }
    await adminQuery(maintenanceUrl, `drop role if exists ${bffRole}`);
  };
}
