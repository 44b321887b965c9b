import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

const TABLES = [
  'users',
  'signing_keys',
  'sessions',
  'mfa_amr_claims',
  'refresh_tokens',
  'identities',
  'one_time_tokens',
  'mfa_factors',
  'mfa_challenges',
  'flow_state',
  'rate_limits',
  'outbox_messages',
];

let client: pg.Client;

beforeAll(async () => {
  client = new pg.Client({ connectionString: inject('databaseUrl') });
  await client.connect();
});

afterAll(async () => {
  await client.end();
});

/** Runs `sql` as `role` in a transaction that is rolled back. */
async function asRole(role: string, sql: string): Promise<unknown> {
  await client.query('begin');
  try {
    await client.query(`set local role ${role}`);
    return (await client.query(sql)).rows;
  } finally {
    await client.query('rollback');
  }
}

describe('auth schema privileges', () => {
  it.each(TABLES)('when anon or authenticated reads auth.%s, then permission is denied', async (table) => {
    await expect(asRole('anon', `select * from auth.${table} limit 1`)).rejects.toThrow(/permission denied/);
    await expect(asRole('authenticated', `select * from auth.${table} limit 1`)).rejects.toThrow(/permission denied/);
  });

  it.each(TABLES)('when service_role (the auth server) reads auth.%s, then it may', async (table) => {
    await expect(asRole('service_role', `select count(*) from auth.${table}`)).resolves.toBeDefined();
  });

  it('when the auth tables are listed, then row-level security is on for every one of them', async () => {
    const { rows } = await client.query<{ relname: string; relrowsecurity: boolean }>(
      `select c.relname, c.relrowsecurity from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'auth' and c.relkind = 'r' and c.relname = any($1)`,
      [TABLES],
    );

    expect(rows).toHaveLength(TABLES.length);
    expect(rows.filter((r) => !r.relrowsecurity)).toEqual([]);
  });

  it('when authenticated tries to write a session, then permission is denied', async () => {
    await expect(
      asRole('authenticated', `insert into auth.sessions (user_id) values ('00000000-0000-4000-8000-000000000000')`),
    ).rejects.toThrow(/permission denied/);
  });
});
