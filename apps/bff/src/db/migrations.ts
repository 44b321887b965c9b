import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';
import { connectClient } from './held-client';

/**
 * Applies supabase/migrations/*.sql the way the Supabase CLI does, so a database migrated
 * here and one migrated by `supabase db push` record the same history in
 * supabase_migrations.schema_migrations (version, statements, name).
 *
 * Then supabase/schemas/: the one current definition of every function, view, trigger and
 * policy, a file per object (or per table, for its triggers and policies), as Supabase's
 * declarative schemas keep them. Tables and data changes stay in timestamped migrations; an
 * object file is applied again whenever its checksum differs from the one recorded in
 * supabase_migrations.schema_files (Flyway's repeatable migrations), so its body changes in one
 * place and a newcomer reads the live body there.
 */

export interface MigrationFile {
  /** The timestamp prefix, e.g. 20261122000000. */
  version: string;
  /** The rest of the name without .sql, e.g. supabase_baseline. */
  name: string;
  file: string;
}

export interface MigrationLogger {
  info(message: string): void;
  warn(message: string): void;
}

const silent: MigrationLogger = { info: () => {}, warn: () => {} };

const MIGRATION_FILE = /^(\d+)_(.+)\.sql$/;

/**
 * One advisory-lock key for everything that changes the schema history: two processes
 * (two BFF instances, a start script and a test run) never migrate the same database at once.
 */
export const MIGRATION_LOCK_KEY = 7_346_921_880_113;

// As on Supabase, whose roles resolve unqualified postgis names through `extensions`.
const SEARCH_PATH = `set search_path to "$user", public, extensions`;

export class MigrationError extends Error {
  constructor(
    readonly file: string,
    cause: unknown,
    sql: string,
  ) {
    super(`Migration ${file} failed and was rolled back: ${describePgError(cause, sql)}`, { cause });
    this.name = 'MigrationError';
  }
}

function describePgError(error: unknown, sql: string): string {
  if (!(error instanceof Error)) return String(error);
  const pgError = error as Error & { position?: string; code?: string };
  const position = Number(pgError.position);
  const line = Number.isInteger(position) && position > 0 ? sql.slice(0, position).split('\n').length : undefined;
  return `${error.message}${pgError.code ? ` [${pgError.code}]` : ''}${line ? ` at line ${line}` : ''}`;
}

/** The migration files of a folder in the order they apply (by file name). */
export async function listMigrationFiles(
  migrationsDir: string,
  logger: MigrationLogger = silent,
): Promise<MigrationFile[]> {
  const names = (await readdir(migrationsDir)).filter((name) => name.endsWith('.sql')).sort();
  const files: MigrationFile[] = [];
  for (const name of names) {
    const match = MIGRATION_FILE.exec(name);
    if (!match) {
      logger.warn(`Skipping ${name}: migration file names must look like <timestamp>_<name>.sql`);
      continue;
    }
    files.push({ version: match[1]!, name: match[2]!, file: path.join(migrationsDir, name) });
  }
  const seen = new Set<string>();
  for (const file of files) {
    if (seen.has(file.version)) throw new Error(`Two migrations share the version ${file.version} in ${migrationsDir}`);
    seen.add(file.version);
  }
  return files;
}

/** Creates the Supabase CLI's history tables where absent. Call with the migration lock held. */
export async function ensureMigrationHistory(client: pg.ClientBase): Promise<void> {
  await client.query(`
    create schema if not exists supabase_migrations;
    create table if not exists supabase_migrations.schema_migrations (
      version text not null primary key,
      statements text[],
      name text
    );
    create table if not exists supabase_migrations.seed_files (
      path text not null primary key,
      hash text not null
    );
    create table if not exists supabase_migrations.schema_files (
      path text not null primary key,
      checksum text not null,
      applied_at timestamptz not null default now()
    );`);
}

/**
 * The last migration from before the object files: every migration after it changes tables and
 * data only (supabase/tests/schema-files.test.ts checks), and a function, view, trigger or policy
 * changes in its file.
 */
export const SCHEMA_FILES_SINCE = '20261127060000';

/** The kinds of object files, in the order they apply: what a later kind uses exists by then. */
export const SCHEMA_KINDS = ['functions', 'views', 'triggers', 'policies'] as const;

export interface SchemaFile {
  /** Relative to the schemas folder, e.g. functions/public.seed_lot_detail.sql. */
  path: string;
  file: string;
  sql: string;
  checksum: string;
}

/** The object files of a schemas folder in the order they apply (kind, then file name); none without the folder. */
export async function listSchemaFiles(schemasDir: string | null): Promise<SchemaFile[]> {
  if (!schemasDir) return [];
  const files: SchemaFile[] = [];
  for (const kind of SCHEMA_KINDS) {
    const names = await readdir(path.join(schemasDir, kind)).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [] as string[];
      throw error;
    });
    for (const name of names.filter((n) => n.endsWith('.sql')).sort()) {
      const file = path.join(schemasDir, kind, name);
      const sql = await readFile(file, 'utf8');
      files.push({ path: `${kind}/${name}`, file, sql, checksum: createHash('sha256').update(sql).digest('hex') });
    }
  }
  return files;
}

/** supabase/schemas beside a supabase/migrations folder, when there is one. */
export function schemasDirBeside(migrationsDir: string): string | null {
  return path.basename(migrationsDir) === 'migrations' ? path.join(path.dirname(migrationsDir), 'schemas') : null;
}

async function withLockedClient<T>(databaseUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = await connectClient({ connectionString: databaseUrl, application_name: 'seed-migrate' });
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await client.query(SEARCH_PATH);
      await ensureMigrationHistory(client);
      return await fn(client);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    await client.end();
  }
}

/** One step of a transaction: a file's SQL and what records it. */
interface Step {
  file: string;
  sql: string;
  record: () => Promise<unknown>;
}

/** The steps in one transaction; the first that fails rolls all of them back and is named. */
async function inTransaction(client: pg.Client, steps: readonly Step[]): Promise<void> {
  await client.query('begin');
  for (const step of steps) {
    try {
      await client.query(step.sql);
      await step.record();
    } catch (error) {
      await client.query('rollback');
      throw new MigrationError(step.file, error, step.sql);
    }
  }
  await client.query('commit');
}

export interface MigrateOptions {
  /** An owner/superuser URL (DATABASE_ADMIN_URL), not the BFF's login role. */
  databaseUrl: string;
  migrationsDir: string;
  /** The object files; by default supabase/schemas beside supabase/migrations (none elsewhere). */
  schemasDir?: string | null;
  logger?: MigrationLogger;
}

export interface MigrateResult {
  applied: string[];
  skipped: string[];
  /** The object files applied because they are new or changed (paths relative to the schemas folder). */
  objects: string[];
}

/**
 * Applies every migration not yet recorded, in file-name order, each in its own transaction
 * together with its history row (as the Supabase CLI does: a migration may add an enum value
 * that a later one uses, which one transaction would refuse); then every object file that is
 * new or changed, in the transaction of the run's last migration (or one of their own when no
 * migration is pending), with function bodies checked when they run rather than when they are
 * created (their order in the folder does not matter). Stops at the first failure, which
 * leaves no trace of its transaction. Safe to call from several processes at once.
 */
export async function runMigrations(options: MigrateOptions): Promise<MigrateResult> {
  const logger = options.logger ?? silent;
  const files = await listMigrationFiles(options.migrationsDir, logger);
  const schemas = await listSchemaFiles(
    options.schemasDir === undefined ? schemasDirBeside(options.migrationsDir) : options.schemasDir,
  );
  return withLockedClient(options.databaseUrl, async (client) => {
    const { rows } = await client.query<{ version: string }>(
      'select version from supabase_migrations.schema_migrations',
    );
    const done = new Set(rows.map((row) => row.version));
    const recorded = new Map(
      (
        await client.query<{ path: string; checksum: string }>(
          'select path, checksum from supabase_migrations.schema_files',
        )
      ).rows.map((row) => [row.path, row.checksum]),
    );
    const result: MigrateResult = { applied: [], skipped: [], objects: [] };
    const pending: Step[] = [];
    for (const migration of files) {
      if (done.has(migration.version)) {
        result.skipped.push(migration.version);
        continue;
      }
      const sql = await readFile(migration.file, 'utf8');
      pending.push({
        file: path.basename(migration.file),
        sql,
        record: () =>
          client.query(
            'insert into supabase_migrations.schema_migrations (version, statements, name) values ($1, $2, $3)',
            [migration.version, [sql], migration.name],
          ),
      });
      result.applied.push(migration.version);
    }
    const changed = schemas.filter((object) => recorded.get(object.path) !== object.checksum);
    const objectSteps: Step[] = changed.map((object) => ({
      file: `schemas/${object.path}`,
      sql: object.sql,
      record: () =>
        client.query(
          `insert into supabase_migrations.schema_files (path, checksum) values ($1, $2)
           on conflict (path) do update set checksum = excluded.checksum, applied_at = now()`,
          [object.path, object.checksum],
        ),
    }));
    const last = pending.pop();
    for (const step of pending) {
      logger.info(`Applying ${step.file}`);
      await inTransaction(client, [step]);
    }
    if (last || objectSteps.length > 0) {
      if (last) logger.info(`Applying ${last.file}`);
      if (objectSteps.length > 0)
        logger.info(`Applying ${objectSteps.length} changed object file(s) of supabase/schemas`);
      const uncheckedBodies: Step = {
        file: 'schemas',
        sql: 'set local check_function_bodies = off',
        record: async () => {},
      };
      await inTransaction(client, [
        ...(last ? [last] : []),
        ...(objectSteps.length ? [uncheckedBodies] : []),
        ...objectSteps,
      ]);
    }
    result.objects = changed.map((object) => object.path);
    return result;
  });
}

/** Versions recorded in supabase_migrations.schema_migrations; none when the table is absent. */
export async function recordedMigrationVersions(client: Pick<pg.ClientBase, 'query'>): Promise<string[]> {
  const { rows } = await client.query<{ present: boolean }>(
    `select to_regclass('supabase_migrations.schema_migrations') is not null as present`,
  );
  if (!rows[0]?.present) return [];
  const recorded = await client.query<{ version: string }>('select version from supabase_migrations.schema_migrations');
  return recorded.rows.map((row) => row.version);
}

export interface MigrationStatus {
  applied: string[];
  pending: string[];
  /** Recorded in the database but absent from the folder (e.g. an older checkout). */
  unknown: string[];
}

/** Which migrations of the folder the database has recorded. */
export async function migrationStatus(options: Omit<MigrateOptions, 'logger'>): Promise<MigrationStatus> {
  const files = await listMigrationFiles(options.migrationsDir);
  const client = await connectClient({ connectionString: options.databaseUrl, application_name: 'seed-migrate' });
  try {
    const recorded = new Set(await recordedMigrationVersions(client));
    const expected = new Set(files.map((file) => file.version));
    return {
      applied: files.filter((file) => recorded.has(file.version)).map((file) => file.version),
      pending: files.filter((file) => !recorded.has(file.version)).map((file) => file.version),
      unknown: [...recorded].filter((version) => !expected.has(version)),
    };
  } finally {
    await client.end();
  }
}

export interface SeedOptions {
  databaseUrl: string;
  /** supabase/seed.sql */
  seedFile: string;
  /** Run even when the file is unchanged since it was last loaded. */
  force?: boolean;
  logger?: MigrationLogger;
}

/**
 * Loads the demo data of seed.sql in one transaction. The file's sha-256 is recorded in
 * supabase_migrations.seed_files (as the Supabase CLI does); an unchanged file is skipped,
 * a changed one runs again, so seed.sql must be idempotent.
 */
export async function loadSeed(options: SeedOptions): Promise<{ loaded: boolean }> {
  const logger = options.logger ?? silent;
  const sql = await readFile(options.seedFile, 'utf8');
  const hash = createHash('sha256').update(sql).digest('hex');
  // Recorded relative to the folder above supabase/, e.g. "supabase/seed.sql".
  const recordedPath = path.relative(
    path.dirname(path.dirname(path.resolve(options.seedFile))),
    path.resolve(options.seedFile),
  );
  return withLockedClient(options.databaseUrl, async (client) => {
    const { rows } = await client.query<{ hash: string }>(
      'select hash from supabase_migrations.seed_files where path = $1',
      [recordedPath],
    );
    if (!options.force && rows[0]?.hash === hash) {
      logger.info(`${recordedPath} is unchanged since it was loaded; skipping`);
      return { loaded: false };
    }
    logger.info(`Loading ${recordedPath}`);
    await inTransaction(client, [
      {
        file: recordedPath,
        sql,
        record: () =>
          client.query(
            `insert into supabase_migrations.seed_files (path, hash) values ($1, $2)
             on conflict (path) do update set hash = excluded.hash`,
            [recordedPath, hash],
          ),
      },
    ]);
    return { loaded: true };
  });
}
