import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { inject } from 'vitest';
import { createApp, type AppComponent } from '../app';
import { createDb, type Db } from '../db/db';
import { createPool } from '../db/pool';
import { parseConfig, type AppConfig } from '../shared/config';
import { createLogger, type Logger } from '../shared/logger';

/** Log lines captured in memory, parsed. */
export interface CapturedLogs {
  logger: Logger;
  lines: () => Record<string, unknown>[];
}

export function captureLogs(level: 'info' | 'warn' | 'error' = 'info'): CapturedLogs {
  const chunks: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      chunks.push(String(chunk));
      done();
    },
  });
  const logger = createLogger({ level, destination });
  return {
    logger,
    lines: () =>
      chunks
        .join('')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}

/** Makes an empty temporary folder; removed by the returned function. */
export function tempDir(prefix: string): { dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), `seed-bff-${prefix}-`));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export interface TestApp {
  app: ReturnType<typeof createApp>;
  config: AppConfig;
  db: Db;
  close(): Promise<void>;
}

/**
 * The real app on the run's database, configured like production from an environment
 * (STATIC_ROOT defaults to an empty folder, so nothing built on this machine leaks in).
 */
export function createTestApp(
  env: Record<string, string | undefined> = {},
  options: { logger?: Logger; components?: AppComponent[] } = {},
): TestApp {
  const emptyRoot = tempDir('static');
  const config = parseConfig({
    DATABASE_URL: inject('databaseUrl'),
    APP_ENV: 'test',
    LOG_LEVEL: 'silent',
    STATIC_ROOT: emptyRoot.dir,
    ...env,
  });
  // TEST_LOG_LEVEL=error prints the errors behind a test's unexpected 500s.
  const logger = options.logger ?? createLogger({ level: process.env.TEST_LOG_LEVEL === 'error' ? 'error' : 'silent' });
  // two connections and one pool unless a test asks for production-sized pools (DATABASE_POOL_MAX)
  const pool = createPool({
    connectionString: config.databaseUrl,
    max: env.DATABASE_POOL_MAX ? config.databasePoolMax : 2,
    logger,
  });
  const readPool = env.DATABASE_POOL_MAX
    ? createPool({ connectionString: config.databaseUrl, max: config.databaseReadPoolMax, logger })
    : pool;
  const db = createDb(pool, { readPool, logger });
  const app = createApp({ config, db, logger, ...(options.components ? { components: options.components } : {}) });
  return {
    app,
    config,
    db,
    close: async () => {
      await db.close();
      emptyRoot.remove();
    },
  };
}
