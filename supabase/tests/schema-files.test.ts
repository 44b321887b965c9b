// supabase/schemas holds the one current definition of every function, view, trigger and policy
// (issue 25): a database migrated step by step over time and one created fresh end with the same
// catalog; every such object of public and private has its file; and no migration after the files
// took over defines one again (its body would be overwritten by the file on the next run).
import { copyFileSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  listMigrationFiles,
  listSchemaFiles,
  runMigrations,
  SCHEMA_FILES_SINCE,
} from '../../apps/bff/src/db/migrations';
import { findRepoRoot } from '../../apps/bff/src/shared/repo-root';
import { createScratchDatabase, withAdminClient, type ScratchDatabase } from '../../apps/bff/src/test/database';
import { tempDir } from '../../apps/bff/src/test/test-app';

const root = findRepoRoot();
const migrationsDir = path.join(root, 'supabase', 'migrations');
const schemasDir = path.join(root, 'supabase', 'schemas');

/** Every function, view, trigger and policy of public and private, as the catalog states it. */
async function catalog(url: string): Promise<Record<string, string>> {
  return withAdminClient(async (client) => {
    const { rows } = await client.query<{ key: string; definition: string }>(`
      select 'function ' || n.nspname || '.' || p.proname || '(' || pg_get_function_identity_arguments(p.oid) || ')' as key,
        pg_get_functiondef(p.oid) || coalesce(p.proacl::text, 'default acl') || coalesce(obj_description(p.oid, 'pg_proc'), '') as definition
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname in ('public', 'private')
        and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
      union all
      select 'view ' || n.nspname || '.' || c.relname, pg_get_viewdef(c.oid, true) || coalesce(c.relacl::text, '') || coalesce(c.reloptions::text, '')
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname in ('public', 'private') and c.relkind = 'v'
        and not exists (select 1 from pg_depend d where d.objid = c.oid and d.deptype = 'e')
      union all
      select 'trigger ' || n.nspname || '.' || c.relname || ' ' || t.tgname, pg_get_triggerdef(t.oid, true)
      from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
      where not t.tgisinternal and n.nspname in ('public', 'private')
      union all
      select 'policy ' || n.nspname || '.' || c.relname || ' ' || p.polname,
        concat_ws(' | ', p.polcmd, p.polpermissive, p.polroles::text, pg_get_expr(p.polqual, p.polrelid),
                  pg_get_expr(p.polwithcheck, p.polrelid))
      from pg_policy p join pg_class c on c.oid = p.polrelid join pg_namespace n on n.oid = c.relnamespace
      where n.nspname in ('public', 'private')`);
    return Object.fromEntries(rows.map((row) => [row.key, row.definition]));
  }, url);
}

let fresh: ScratchDatabase;
let stepwise: ScratchDatabase;

beforeAll(async () => {
  [fresh, stepwise] = await Promise.all([createScratchDatabase('fresh'), createScratchDatabase('stepwise')]);
}, 60_000);

afterAll(async () => {
  await Promise.all([fresh?.drop(), stepwise?.drop()]);
});

describe('supabase/schemas', () => {
  it('when one database is migrated as it was before the object files and then to today, and another is created fresh, then their functions, views, triggers and policies are identical', async () => {
    // yesterday's database: the migrations up to the object files, applied the old way
    const before = tempDir('migrations-before');
    try {
      for (const migration of await listMigrationFiles(migrationsDir)) {
        if (migration.version <= SCHEMA_FILES_SINCE) {
          copyFileSync(migration.file, path.join(before.dir, path.basename(migration.file)));
        }
      }
      await runMigrations({ databaseUrl: stepwise.url, migrationsDir: before.dir, schemasDir: null });
    } finally {
      before.remove();
    }
    const [today, created] = await Promise.all([
      runMigrations({ databaseUrl: stepwise.url, migrationsDir }),
      runMigrations({ databaseUrl: fresh.url, migrationsDir }),
    ]);
    expect(today.objects.length).toBeGreaterThan(100);
    expect(created.objects).toEqual(today.objects);

    const [a, b] = await Promise.all([catalog(stepwise.url), catalog(fresh.url)]);
    expect(Object.keys(a).length).toBeGreaterThan(150);
    expect(a).toEqual(b);
  }, 180_000);

  it('when the catalog of a fresh database is read, then every function, view, trigger and policy of public and private has its file', async () => {
    const objects = Object.keys(await catalog(fresh.url));
    const files = new Set((await listSchemaFiles(schemasDir)).map((file) => file.path));
    const fileOf = (key: string): string => {
      const [kind, name, ...rest] = key.split(' ');
      if (kind === 'function') return `functions/${key.slice('function '.length, key.indexOf('('))}.sql`;
      if (kind === 'view') return `views/${name}.sql`;
      void rest;
      return `${kind === 'trigger' ? 'triggers' : 'policies'}/${name}.sql`;
    };
    const without = objects.filter((key) => !files.has(fileOf(key)));
    expect(without).toEqual([]);
  });

  it('when a migration after the object files took over is read, then it defines no function, view, trigger or policy (those change in their file)', () => {
    const defining =
      /\b(create\s+(or\s+replace\s+)?(function|procedure|view|trigger|constraint\s+trigger|policy)|alter\s+(function|policy|view))\b/i;
    const offending = readdirSync(migrationsDir)
      .filter((name) => name.endsWith('.sql') && name.slice(0, 14) > SCHEMA_FILES_SINCE)
      .filter((name) => defining.test(readFileSync(path.join(migrationsDir, name), 'utf8').replace(/--[^\n]*/g, '')));
    expect(offending).toEqual([]);
  });
});
