import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createScratchDatabase, withAdminClient, type ScratchDatabase } from '../test/database';
import { tempDir } from '../test/test-app';
import { listMigrationFiles, loadSeed, migrationStatus, MigrationError, runMigrations } from './migrations';

let scratch: ScratchDatabase;
let folder: ReturnType<typeof tempDir>;

function writeMigration(name: string, sql: string): void {
  writeFileSync(path.join(folder.dir, name), sql);
}

const tableExists = (table: string) =>
  withAdminClient(async (client) => {
    const { rows } = await client.query('select to_regclass($1) is not null as present', [table]);
    return rows[0].present as boolean;
  }, scratch.url);

const history = () =>
  withAdminClient(
    async (client) =>
      (
        await client.query(
          'select version, name, statements from supabase_migrations.schema_migrations order by version',
        )
      ).rows,
    scratch.url,
  );

beforeEach(async () => {
  scratch = await createScratchDatabase('migrate');
  folder = tempDir('migrations');
});

afterEach(async () => {
  await scratch.drop();
  folder.remove();
});

describe('runMigrations', () => {
  it('when migrations are pending, then they apply in file-name order and are recorded like the Supabase CLI', async () => {
    writeMigration('20260102000000_second.sql', 'create table public.b (id int references public.a (id));');
    writeMigration('20260101000000_first.sql', 'create table public.a (id int primary key);');
    writeMigration('README.md', 'not a migration');

    const result = await runMigrations({ databaseUrl: scratch.url, migrationsDir: folder.dir });

    expect(result).toEqual({ applied: ['20260101000000', '20260102000000'], skipped: [], objects: [] });
    expect(await history()).toEqual([
      { version: '20260101000000', name: 'first', statements: ['create table public.a (id int primary key);'] },
      {
        version: '20260102000000',
        name: 'second',
        statements: ['create table public.b (id int references public.a (id));'],
      },
    ]);
  });

  it('when run again, then applied migrations are skipped and only new ones apply', async () => {
    writeMigration('20260101000000_first.sql', 'create table public.a (id int primary key);');
    await runMigrations({ databaseUrl: scratch.url, migrationsDir: folder.dir });
    writeMigration('20260103000000_third.sql', 'create table public.c (id int);');

    const second = await runMigrations({ databaseUrl: scratch.url, migrationsDir: folder.dir });
    const third = await runMigrations({ databaseUrl: scratch.url, migrationsDir: folder.dir });

    expect(second).toEqual({ applied: ['20260103000000'], skipped: ['20260101000000'], objects: [] });
    expect(third).toEqual({ applied: [], skipped: ['20260101000000', '20260103000000'], objects: [] });
    expect(await history()).toHaveLength(2);
  });

  it('when a migration fails halfway, then none of it remains and the ones before it stay applied', async () => {
    writeMigration('20260101000000_good.sql', 'create table public.good (id int);');
    writeMigration(
      '20260102000000_bad.sql',
      'create table public.half_done (id int);\ninsert into public.half_done values (1);\nselect no_such_column from public.good;',
    );
    writeMigration('20260103000000_after.sql', 'create table public.after_bad (id int);');

    const failure = await runMigrations({ databaseUrl: scratch.url, migrationsDir: folder.dir }).catch(
      (e: unknown) => e,
    );

    expect(failure).toBeInstanceOf(MigrationError);
    expect((failure as Error).message).toMatch(/20260102000000_bad\.sql failed.*no_such_column.*at line 3/);
    expect(await tableExists('public.good')).toBe(true);
    expect(await tableExists('public.half_done')).toBe(false);
    expect(await tableExists('public.after_bad')).toBe(false);
    expect((await history()).map((row) => row.version)).toEqual(['20260101000000']);
  });

  it('when two processes migrate at once, then each migration is applied exactly once', async () => {
    writeMigration('20260101000000_slow.sql', 'select pg_sleep(0.3); create table public.once (id int);');

    const results = await Promise.all([
      runMigrations({ databaseUrl: scratch.url, migrationsDir: folder.dir }),
      runMigrations({ databaseUrl: scratch.url, migrationsDir: folder.dir }),
    ]);

    expect(results.map((r) => r.applied.length).sort()).toEqual([0, 1]);
    expect(await history()).toHaveLength(1);
  });

  it('when two files share a version, then nothing is applied', async () => {
    writeMigration('20260101000000_a.sql', 'select 1;');
    writeMigration('20260101000000_b.sql', 'select 1;');

    await expect(listMigrationFiles(folder.dir)).rejects.toThrow(/share the version 20260101000000/);
  });
});

describe('migrationStatus', () => {
  it('when one of two files is applied, then the other is pending', async () => {
    writeMigration('20260101000000_first.sql', 'select 1;');
    await runMigrations({ databaseUrl: scratch.url, migrationsDir: folder.dir });
    writeMigration('20260102000000_second.sql', 'select 1;');

    const status = await migrationStatus({ databaseUrl: scratch.url, migrationsDir: folder.dir });

    expect(status).toEqual({ applied: ['20260101000000'], pending: ['20260102000000'], unknown: [] });
  });
});

describe('loadSeed', () => {
  it('when loaded twice unchanged, then the second load is skipped; when changed, then it runs again', async () => {
    writeMigration('20260101000000_farms.sql', 'create table public.demo (name text primary key);');
    await runMigrations({ databaseUrl: scratch.url, migrationsDir: folder.dir });
    const seedFile = path.join(folder.dir, 'seed.sql');
    writeFileSync(seedFile, "insert into public.demo values ('a') on conflict do nothing;");

    const first = await loadSeed({ databaseUrl: scratch.url, seedFile });
    const second = await loadSeed({ databaseUrl: scratch.url, seedFile });
    writeFileSync(seedFile, "insert into public.demo values ('a'), ('b') on conflict do nothing;");
    const third = await loadSeed({ databaseUrl: scratch.url, seedFile });

    expect([first.loaded, second.loaded, third.loaded]).toEqual([true, false, true]);
    const rows = await withAdminClient(
      async (c) => (await c.query('select name from public.demo order by name')).rows,
      scratch.url,
    );
    expect(rows).toEqual([{ name: 'a' }, { name: 'b' }]);
  });

  it('when the seed fails, then none of it is kept and it is not recorded', async () => {
    writeMigration('20260101000000_farms.sql', 'create table public.demo (name text primary key);');
    await runMigrations({ databaseUrl: scratch.url, migrationsDir: folder.dir });
    const seedFile = path.join(folder.dir, 'seed.sql');
    writeFileSync(seedFile, "insert into public.demo values ('a'); insert into public.demo values ('a');");

    await expect(loadSeed({ databaseUrl: scratch.url, seedFile })).rejects.toThrow(/duplicate key/);

    const counts = await withAdminClient(
      async (c) =>
        (
          await c.query(
            'select (select count(*) from public.demo)::int as demo, (select count(*) from supabase_migrations.seed_files)::int as seeds',
          )
        ).rows[0],
      scratch.url,
    );
    expect(counts).toEqual({ demo: 0, seeds: 0 });
  });
});

describe('object files (supabase/schemas)', () => {
  let schemas: ReturnType<typeof tempDir>;
  beforeEach(() => {
    schemas = tempDir('schemas');
    for (const kind of ['functions', 'views', 'policies']) mkdirSync(path.join(schemas.dir, kind));
  });
  afterEach(() => schemas.remove());

  const writeObject = (name: string, sql: string) => writeFileSync(path.join(schemas.dir, name), sql);
  const migrate = () => runMigrations({ databaseUrl: scratch.url, migrationsDir: folder.dir, schemasDir: schemas.dir });
  const query = (sql: string) => withAdminClient(async (client) => (await client.query(sql)).rows, scratch.url);

  it('when object files are new, then they apply after the migrations, views after the functions they use, whatever their names', async () => {
    writeMigration('20260101000000_notes.sql', 'create table public.notes (id int primary key, body text);');
    writeObject(
      'views/public.a_shout.sql',
      'create or replace view public.a_shout as select public.z_loud(body) as body from public.notes;',
    );
    // a sql function that calls one defined after it in the folder: bodies are checked when they run
    writeObject(
      'functions/public.z_loud.sql',
      'create or replace function public.z_loud(t text) returns text language sql as $$ select public.zz_upper(t) $$;',
    );
    writeObject(
      'functions/public.zz_upper.sql',
      'create or replace function public.zz_upper(t text) returns text language sql as $$ select upper(t) $$;',
    );

    const result = await migrate();

    expect(result.objects).toEqual([
      'functions/public.z_loud.sql',
      'functions/public.zz_upper.sql',
      'views/public.a_shout.sql',
    ]);
    await query(`insert into public.notes values (1, 'beej')`);
    expect(await query('select body from public.a_shout')).toEqual([{ body: 'BEEJ' }]);
  });

  it('when an object file is unchanged, then it is not applied again; when its body changes, then only it is, with no new migration', async () => {
    writeMigration('20260101000000_notes.sql', 'create table public.notes (id int primary key);');
    writeObject(
      'functions/public.answer.sql',
      'create or replace function public.answer() returns int language sql as $$ select 41 $$;',
    );
    writeObject(
      'functions/public.other.sql',
      'create or replace function public.other() returns int language sql as $$ select 1 $$;',
    );
    await migrate();

    expect((await migrate()).objects).toEqual([]);
    writeObject(
      'functions/public.answer.sql',
      'create or replace function public.answer() returns int language sql as $$ select 42 $$;',
    );
    const changed = await migrate();

    expect(changed).toEqual({ applied: [], skipped: ['20260101000000'], objects: ['functions/public.answer.sql'] });
    expect(await query('select public.answer() as a')).toEqual([{ a: 42 }]);
  });

  it('when an object file fails, then the run names it and leaves nothing of its transaction: neither the last migration nor any object', async () => {
    writeMigration('20260101000000_first.sql', 'create table public.first (id int);');
    writeMigration('20260102000000_last.sql', 'create table public.last (id int);');
    writeObject(
      'functions/public.fine.sql',
      'create or replace function public.fine() returns int language sql as $$ select 1 $$;',
    );
    writeObject('views/public.broken.sql', 'create or replace view public.broken as select * from public.nowhere;');

    const failure = await migrate().catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(MigrationError);
    expect((failure as MigrationError).file).toBe('schemas/views/public.broken.sql');
    expect(await tableExists('public.first')).toBe(true);
    expect(await tableExists('public.last')).toBe(false);
    expect(await query(`select to_regprocedure('public.fine()') as f`)).toEqual([{ f: null }]);
    expect(await query('select path from supabase_migrations.schema_files')).toEqual([]);
  });
});
