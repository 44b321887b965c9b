import { connectClient } from './held-client';
import { ensureMigrationHistory, MIGRATION_LOCK_KEY } from './migrations';

/** The login role the BFF connects with, like Supabase's `authenticator`. */
export const DEFAULT_BFF_ROLE = 'portal_bff';

const ROLE_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

export interface EnsureBffRoleOptions {
  /** Superuser URL of the database the BFF will use (DATABASE_ADMIN_URL). */
  adminUrl: string;
  role?: string;
  /** Sets (or replaces) the role's password; omit where the server trusts local logins. */
  password?: string;
}

/**
 * Creates the BFF's LOGIN role where absent and (re)asserts what makes it safe: not a
 * superuser, no BYPASSRLS, NOINHERIT, member of anon, authenticated and service_role. Having
 * no privileges of its own, it can only act after `set role` to one of them, so every query
 * the BFF makes is subject to the same grants and RLS policies as on Supabase.
 * Needs the baseline migration (the three roles) to be applied first.
 */
export async function ensureBffLoginRole(options: EnsureBffRoleOptions): Promise<{ role: string; created: boolean }> {
  const role = options.role ?? DEFAULT_BFF_ROLE;
  if (!ROLE_NAME.test(role)) throw new Error(`Invalid role name "${role}"`);
  const client = await connectClient({ connectionString: options.adminUrl, application_name: 'seed-migrate' });
  try {
    await client.query('begin');
    await client.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    const missing = await client.query(
      `select rolname from unnest(array['anon', 'authenticated', 'service_role']) as rolname
       where not exists (select 1 from pg_catalog.pg_roles r where r.rolname = rolname)`,
    );
    if (missing.rowCount) {
      throw new Error(`Roles ${missing.rows.map((r) => r.rolname).join(', ')} are missing: run the migrations first`);
    }
    const exists = await client.query('select 1 from pg_catalog.pg_roles where rolname = $1', [role]);
    const created = exists.rowCount === 0;
    const attributes = 'login nosuperuser nocreatedb nocreaterole noreplication nobypassrls noinherit';
    if (created) {
      await client.query('savepoint create_role');
      try {
        await client.query(`create role ${role} ${attributes}`);
      } catch (error) {
        // Roles are cluster-wide: a run on another database may have created it just now.
        const code = (error as { code?: string }).code;
        if (code !== '42710' && code !== '23505') throw error;
        await client.query('rollback to savepoint create_role');
      }
    }
    await client.query(`alter role ${role} ${attributes}`);
    if (options.password !== undefined) {
      await client.query(`alter role ${role} password ${client.escapeLiteral(options.password)}`);
    }
    await client.query(`alter role ${role} set search_path to "$user", public, extensions`);
    await client.query(`grant anon, authenticated, service_role to ${role}`);
    const { rows } = await client.query<{ db: string }>('select current_database() as db');
    await client.query(`grant connect on database ${client.escapeIdentifier(rows[0]!.db)} to ${role}`);
    // Readiness compares the applied migrations with the files: the one thing it reads as itself.
    await ensureMigrationHistory(client);
    await client.query(`grant usage on schema supabase_migrations to ${role}`);
    await client.query(`grant select on supabase_migrations.schema_migrations to ${role}`);
    await client.query('commit');
    return { role, created };
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
}
