// What the baseline migration (20261122000000_supabase_baseline.sql) provides, as on Supabase.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

let admin: pg.Client;

beforeAll(async () => {
  admin = new pg.Client({ connectionString: inject('databaseAdminUrl') });
  await admin.connect();
});

afterAll(async () => {
  await admin.end();
});

/** Runs sql in a rolled-back transaction as `role` with the given JWT claims. */
async function asRequest<T extends pg.QueryResultRow>(role: string, claims: object | null, sql: string): Promise<T[]> {
  await admin.query('begin');
  try {
    await admin.query(`set local role ${role}`);
    if (claims) await admin.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(claims)]);
    return (await admin.query<T>(sql)).rows;
  } finally {
    await admin.query('rollback');
  }
}

describe('baseline roles', () => {
  it('when the migration has run, then anon, authenticated and service_role exist as Supabase defines them', async () => {
    const { rows } = await admin.query(
      `select rolname, rolcanlogin, rolinherit, rolbypassrls, rolsuper from pg_roles
       where rolname in ('anon', 'authenticated', 'service_role') order by rolname`,
    );

    expect(rows).toEqual([
      { rolname: 'anon', rolcanlogin: false, rolinherit: false, rolbypassrls: false, rolsuper: false },
      { rolname: 'authenticated', rolcanlogin: false, rolinherit: false, rolbypassrls: false, rolsuper: false },
      { rolname: 'service_role', rolcanlogin: false, rolinherit: false, rolbypassrls: true, rolsuper: false },
    ]);
  });

  it('when a table is created in public, then the API roles get Supabase default privileges on it', async () => {
    await admin.query('begin');
    try {
      await admin.query('create table public.baseline_probe (id int)');
      const { rows } = await admin.query(
        `select r as role, has_table_privilege(r, 'public.baseline_probe', 'select, insert, update, delete') as granted
         from unnest(array['anon', 'authenticated', 'service_role']) r order by r`,
      );
      expect(rows).toEqual([
        { role: 'anon', granted: true },
        { role: 'authenticated', granted: true },
        { role: 'service_role', granted: true },
      ]);
    } finally {
      await admin.query('rollback');
    }
  });
});

describe('auth helpers', () => {
  const sub = '3f1c2a7e-9b4d-4e8a-a1c2-5d6e7f809a1b';

  it('when request.jwt.claims is set, then auth.uid(), auth.role(), auth.email() and auth.jwt() read it', async () => {
    const claims = { sub, role: 'authenticated', email: 'grower@example.org' };

    const rows = await asRequest(
      'authenticated',
      claims,
      'select auth.uid() as uid, auth.role() as role, auth.email() as email, auth.jwt() as jwt',
    );

    expect(rows).toEqual([{ uid: sub, role: 'authenticated', email: 'grower@example.org', jwt: claims }]);
  });

  it('when only the legacy request.jwt.claim.sub is set, then auth.uid() still reads it', async () => {
    await admin.query('begin');
    try {
      await admin.query(`select set_config('request.jwt.claim.sub', $1, true)`, [sub]);
      expect((await admin.query('select auth.uid() as uid')).rows).toEqual([{ uid: sub }]);
    } finally {
      await admin.query('rollback');
    }
  });

  it('when no claims are set, then auth.uid(), auth.role() and auth.jwt() are null', async () => {
    const rows = await asRequest('anon', null, 'select auth.uid() as uid, auth.role() as role, auth.jwt() as jwt');

    expect(rows).toEqual([{ uid: null, role: null, jwt: null }]);
  });

  it('when the helpers are inspected, then the planner inlines them (no SET clause, not security definer)', async () => {
    const { rows } = await admin.query(
      `select p.proname, p.proconfig, p.prosecdef from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname = 'auth' and p.proname in ('uid', 'role', 'email', 'jwt') order by 1`,
    );
    const plan = await admin.query(
      `explain (verbose, costs off) select auth.uid(), auth.role(), auth.email(), auth.jwt()`,
    );
    const output = plan.rows.map((row: { 'QUERY PLAN': string }) => row['QUERY PLAN']).join('\n');

    expect(rows).toEqual(
      ['email', 'jwt', 'role', 'uid'].map((proname) => ({ proname, proconfig: null, prosecdef: false })),
    );
    expect(output).toContain('current_setting');
    expect(output).not.toMatch(/auth\.|uid\(\)|jwt\(\)/);
  });

  it('when the search path puts look-alike functions and operators before pg_catalog, then the helpers still read the claims', async () => {
    const claims = { sub, role: 'authenticated', email: 'grower@example.org' };
    await admin.query('begin');
    try {
      await admin.query(`create schema lookalike`);
      await admin.query(
        `create function lookalike.current_setting(text, boolean) returns text language sql
           as $$ select '{"sub": "00000000-0000-0000-0000-000000000000"}' $$`,
      );
      await admin.query(
        `create function lookalike.never(text, text) returns boolean language sql as $$ select false $$`,
      );
      await admin.query(`create operator lookalike.<> (leftarg = text, rightarg = text, function = lookalike.never)`);
      await admin.query(
        `create function lookalike.other(jsonb, text) returns text language sql as $$ select 'someone else' $$`,
      );
      await admin.query(`create operator lookalike.->> (leftarg = jsonb, rightarg = text, function = lookalike.other)`);
      await admin.query(`set local search_path = lookalike, pg_catalog`);
      await admin.query(`select pg_catalog.set_config('request.jwt.claims', $1, true)`, [JSON.stringify(claims)]);

      const { rows } = await admin.query(
        'select auth.uid() as uid, auth.role() as role, auth.email() as email, auth.jwt() as jwt',
      );

      expect(rows).toEqual([{ uid: sub, role: 'authenticated', email: 'grower@example.org', jwt: claims }]);
    } finally {
      await admin.query('rollback');
    }
  });
});

describe('extensions and schemas', () => {
  it('when PostGIS is queried from the extensions schema, then the spherical area of a 0.01° square near the equator is right', async () => {
    const { rows } = await admin.query(
      `select extensions.postgis_version() as version,
              round(extensions.st_area(
                extensions.st_geogfromtext('POLYGON((77 0, 77.01 0, 77.01 0.01, 77 0.01, 77 0))'), false
              )) as square_metres`,
    );

    expect(rows[0].version).toMatch(/^3\./);
    // (0.01° × π/180 × 6371008.8 m)² ≈ 1 236 404 m² on the sphere the spec uses.
    expect(Number(rows[0].square_metres)).toBeGreaterThan(1_236_000);
    expect(Number(rows[0].square_metres)).toBeLessThan(1_237_000);
  });

  it('when an API role looks up the schemas, then it may use auth, extensions, private and public', async () => {
    const rows = await asRequest(
      'authenticated',
      null,
      `select s as schema, has_schema_privilege(s, 'usage') as usable
       from unnest(array['auth', 'extensions', 'private', 'public']) s order by s`,
    );

    expect(rows.every((row) => row.usable === true)).toBe(true);
    expect(rows).toHaveLength(4);
  });

  it('when a new session of the database starts, then unqualified PostGIS names resolve through extensions', async () => {
    const client = new pg.Client({ connectionString: inject('databaseUrl') });
    await client.connect();
    try {
      const { rows } = await client.query(`select current_setting('search_path') as path`);
      expect(rows[0].path).toBe('"$user", public, extensions');
    } finally {
      await client.end();
    }
  });
});
