import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';
import { connectClient } from './held-client';

/**
 * Applies supabase/migrations/*.sql the way the Supabase CLI does, so a database migrated
 * here and one migrated by `supabase db push` record the same history in
 * supabase_migrations.schema_migrations (version, statements, name).
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
    );`);
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

async function inTransaction(
  client: pg.Client,
  file: string,
  sql: string,
  record: () => Promise<unknown>,
): Promise<void> {
  await client.query('begin');
  try {
    await client.query(sql);
    await record();
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw new MigrationError(file, error, sql);
  }
}

export interface MigrateOptions {
  /** An owner/superuser URL (DATABASE_ADMIN_URL), not the BFF's login role. */
  databaseUrl: string;
  migrationsDir: string;
  logger?: MigrationLogger;
}

export interface MigrateResult {
  applied: string[];
  skipped: string[];
}

/**
 * Applies every migration not yet recorded, in file-name order, each in its own
 * transaction together with its history row; stops at the first failure (that migration
 * leaves no trace). Safe to call from several processes at once.
 */
export async function runMigrations(options: MigrateOptions): Promise<MigrateResult> {
  const logger = options.logger ?? silent;
  const files = await listMigrationFiles(options.migrationsDir, logger);
  return withLockedClient(options.databaseUrl, async (client) => {
    const { rows } = await client.query<{ version: string }>(
      'select version from supabase_migrations.schema_migrations',
    );
    const done = new Set(rows.map((row) => row.version));
    const result: MigrateResult = { applied: [], skipped: [] };
    for (const migration of files) {
      if (done.has(migration.version)) {
        result.skipped.push(migration.version);
        continue;
      }
      const sql = await readFile(migration.file, 'utf8');
      const fileName = path.basename(migration.file);
      logger.info(`Applying ${fileName}`);
      await inTransaction(client, fileName, sql, () =>
        client.query(
          'insert into supabase_migrations.schema_migrations (version, statements, name) values ($1, $2, $3)',
          [migration.version, [sql], migration.name],
        ),
      );
      result.applied.push(migration.version);
    }
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
    await inTransaction(client, recordedPath, sql, () =>
      client.query(
        `insert into supabase_migrations.seed_files (path, hash) values ($1, $2)
         on conflict (path) do update set hash = excluded.hash`,
        [recordedPath, hash],
      ),
    );
    return { loaded: true };
  });
}
