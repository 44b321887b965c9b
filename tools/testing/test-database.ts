// A fresh, migrated database with its own BFF login role, for the end-to-end tests and the
// benchmarks (the BFF's integration tests have their own set-up in apps/bff/src/test).
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { execFileSync } from 'node:child_process';
import pg from 'pg';
import { repoRoot } from './portal-server';

export interface TestDatabase {
  /** Superuser URL of the database. */
  adminUrl: string;
  /** URL for the BFF: its own login role, neither superuser nor BYPASSRLS. */
  appUrl: string;
  drop(): Promise<void>;
}

async function query(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

function withDatabase(url: string, changes: { database?: string; user?: string; password?: string }): string {
  const u = new URL(url);
  if (changes.database) u.pathname = `/${changes.database}`;
  if (changes.user) u.username = changes.user;
  if (changes.password) u.password = changes.password;
  return u.toString();
}

/** Creates `seed_<label>_<random>` on the project cluster (or TEST_DATABASE_ADMIN_URL's server). */
export async function createTestDatabase(label: string): Promise<TestDatabase> {
  let maintenanceUrl = process.env.TEST_DATABASE_ADMIN_URL;
  if (!maintenanceUrl) {
    const embedded = (await import(pathToFileURL(path.join(repoRoot, 'scripts/lib/embedded-postgres.mjs')).href)) as {
      ensureEmbeddedPostgres(o: { database: string; log?: (m: string) => void }): Promise<{ maintenanceUrl: string }>;
    };
    maintenanceUrl = (await embedded.ensureEmbeddedPostgres({ database: 'postgres', log: () => {} })).maintenanceUrl;
  }
  const name = `seed_${label}_${randomBytes(4).toString('hex')}`;
  const role = `${name}_bff`;
  const password = randomBytes(18).toString('base64url');
  await query(maintenanceUrl, `create database ${name}`);
  const adminUrl = withDatabase(maintenanceUrl, { database: name });
  // The production migration tool, as a deployment runs it (needs `nx run @seed/bff:build`).
  execFileSync(process.execPath, [path.join(repoRoot, 'apps/bff/dist/migrate.js'), '--ensure-role'], {
    env: { ...process.env, DATABASE_ADMIN_URL: adminUrl, BFF_DB_ROLE: role, BFF_DB_PASSWORD: password },
    stdio: 'ignore',
  });
  return {
    adminUrl,
    appUrl: withDatabase(adminUrl, { user: role, password }),
    async drop() {
      await query(maintenanceUrl, `drop database if exists ${name} with (force)`);
      await query(maintenanceUrl, `drop role if exists ${role}`);
    },
  };
}
