import pg from 'pg';
import type { Logger } from '../shared/logger';

/** Connections a pool opens at most when its options name no limit (pg-pool's own default too). */
export const DEFAULT_POOL_MAX = 10;

export interface PoolOptions {
  connectionString: string;
  max?: number;
  applicationName?: string;
  logger?: Logger;
}

/** The BFF's connection pool. Connects as the login role of DATABASE_URL, never as an owner. */
export function createPool(options: PoolOptions): pg.Pool {
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.max ?? DEFAULT_POOL_MAX,
    application_name: options.applicationName ?? 'seed-bff',
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    // A request never holds a connection longer than this; a stuck query cannot pile up.
    statement_timeout: 30_000,
    idle_in_transaction_session_timeout: 60_000,
    // A client writes each query without waiting for the answer to the one before (node-postgres
    // pipelining): a unit of work's begin, settings and reads cost one round trip (db.ts).
    pipeline: true,
  });
  // An idle client that loses its server emits here; unhandled, it would end the process.
  pool.on('error', (error) => options.logger?.error({ err: error }, 'idle database client failed'));
  return pool;
}
