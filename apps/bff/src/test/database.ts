import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { databaseUrl } from './urls';

/** Runs fn with a superuser connection to the run's database (or to `url`). */
export async function withAdminClient<T>(
  fn: (client: pg.Client) => Promise<T>,
  url = inject('databaseAdminUrl'),
): Promise<T> {
  const client = new pg.Client({ connectionString: url, application_name: 'seed-test' });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export interface ScratchDatabase {
  name: string;
  /** Superuser URL. */
  url: string;
  drop(): Promise<void>;
}

/** An empty database of this run (the global teardown drops any left behind). */
export async function createScratchDatabase(label: string): Promise<ScratchDatabase> {
  const maintenanceUrl = inject('maintenanceUrl');
  const name = `${inject('databasePrefix')}_${label}_${randomBytes(3).toString('hex')}`.slice(0, 63);
  await withAdminClient((client) => client.query(`create database ${name}`), maintenanceUrl);
  return {
    name,
    url: databaseUrl(maintenanceUrl, { database: name }),
    drop: async () => {
      await withAdminClient((client) => client.query(`drop database if exists ${name} with (force)`), maintenanceUrl);
    },
  };
}

/** Runs one statement as the database superuser (arranging what the API cannot). */
export async function adminQuery<T = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<T[]> {
  return withAdminClient(async (client) => (await client.query(sql, params)).rows as T[]);
}
