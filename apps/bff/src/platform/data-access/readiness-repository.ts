import type pg from 'pg';
import { isConnectionError } from '../../db/connection-errors';
import type { Db } from '../../db/db';
import { holdClient, type HeldClient } from '../../db/held-client';
import { listMigrationFiles, recordedMigrationVersions } from '../../db/migrations';
import type { Logger } from '../../shared/logger';
import type { ReadinessPorts } from '../domain/readiness';

/**
 * Reads readiness facts as the BFF's own login role (granted select on the history only), on
 * the pool of reads: writes queued on a busy lot may hold every connection of the other pool,
 * and the pool states below say so instead of the database looking unreachable.
 */
export function createReadinessRepository(deps: {
  pool: pg.Pool;
  poolStates?: Db['poolStates'];
  migrationsDir: string;
  logger: Logger;
}): ReadinessPorts {
  return {
    ...(deps.poolStates ? { poolStates: deps.poolStates } : {}),
    async databaseState() {
      let held: HeldClient;
      try {
        held = await holdClient(deps.pool);
      } catch (error) {
        deps.logger.warn({ err: error }, 'readiness: database unreachable');
        return { reachable: false, appliedVersions: [] };
      }
      let lost: Error | undefined;
      try {
        return { reachable: true, appliedVersions: await recordedMigrationVersions(held.client) };
      } catch (error) {
        // The driver's 'error' event may come after the failed query: tell the pool now.
        if (held.failure || isConnectionError(error)) lost = held.failure ?? (error as Error);
        deps.logger.warn(
          { err: error },
          lost ? 'readiness: database connection lost' : 'readiness: cannot read the migration history',
        );
        return { reachable: !lost, appliedVersions: [] };
      } finally {
        held.release(lost);
      }
    },
    async expectedVersions() {
      try {
        return (await listMigrationFiles(deps.migrationsDir)).map((file) => file.version);
      } catch (error) {
        deps.logger.error({ err: error, migrationsDir: deps.migrationsDir }, 'readiness: cannot list migration files');
        return null;
      }
    },
  };
}
