import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { withAdminClient } from '../test/database';
import { ensureBffLoginRole } from './roles';

describe('ensureBffLoginRole', () => {
  it('when the BFF logs in, then its role is neither superuser nor bypassrls and inherits nothing', async () => {
    const client = new pg.Client({ connectionString: inject('databaseUrl') });
    await client.connect();
    try {
      const { rows } = await client.query(
        `select current_user as name, rolsuper, rolbypassrls, rolinherit, rolcreaterole, rolcreatedb
         from pg_roles where rolname = current_user`,
      );

      expect(rows[0]).toEqual({
        name: inject('bffRole'),
        rolsuper: false,
        rolbypassrls: false,
        rolinherit: false,
        rolcreaterole: false,
        rolcreatedb: false,
      });
    } finally {
      await client.end();
    }
  });

  it('when the BFF queries a table without switching role, then it is denied', async () => {
    await withAdminClient((c) =>
      c.query('create table if not exists public.roles_probe (id int); insert into public.roles_probe values (1)'),
    );
    const client = new pg.Client({ connectionString: inject('databaseUrl') });
    await client.connect();
    try {
      await expect(client.query('select * from public.roles_probe')).rejects.toThrow(/permission denied/);
      // ...while it may act as the API roles it is a member of.
      await client.query('set role authenticated');
      expect((await client.query('select count(*)::int as n from public.roles_probe')).rows[0].n).toBe(1);
    } finally {
      await client.end();
      await withAdminClient((c) => c.query('drop table public.roles_probe'));
    }
  });

  it('when an existing role was given dangerous attributes, then ensuring it takes them away again', async () => {
    const role = `${inject('databasePrefix')}_drift`;
    try {
      await withAdminClient((c) => c.query(`create role ${role} login superuser bypassrls inherit`));

      const result = await ensureBffLoginRole({ adminUrl: inject('databaseAdminUrl'), role });

      expect(result).toEqual({ role, created: false });
      const attributes = await withAdminClient(
        async (c) =>
          (
            await c.query(
              `select r.rolsuper, r.rolbypassrls, r.rolinherit,
                 array(select g.rolname::text from pg_auth_members m join pg_roles g on g.oid = m.roleid
                       where m.member = r.oid order by 1) as member_of
               from pg_roles r where r.rolname = $1`,
              [role],
            )
          ).rows[0],
      );
      expect(attributes).toEqual({
        rolsuper: false,
        rolbypassrls: false,
        rolinherit: false,
        member_of: ['anon', 'authenticated', 'service_role'],
      });
    } finally {
      await withAdminClient(async (c) => {
        await c.query(`revoke all on schema supabase_migrations from ${role}`);
        await c.query(`revoke all on supabase_migrations.schema_migrations from ${role}`);
        await c.query(`revoke connect on database ${inject('databasePrefix')} from ${role}`);
        await c.query(`drop role if exists ${role}`);
      });
    }
  });
});
