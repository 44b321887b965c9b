import type pg from 'pg';
import { listMigrationFiles, recordedMigrationVersions } from '../../db/migrations';
import type { Logger } from '../../shared/logger';
import type { ReadinessPorts } from '../domain/readiness';

/** Reads readiness facts as the BFF's own login role (granted select on the history only). */
export function createReadinessRepository(deps: {
  pool: pg.Pool;
  migrationsDir: string;
  logger: Logger;
}): ReadinessPorts {
  return {
    async databaseState() {
      let client: pg.PoolClient;
      try {
        client = await deps.pool.connect();
      } catch (error) {
        deps.logger.warn({ err: error }, 'readiness: database unreachable');
        return { reachable: false, appliedVersions: [] };
      }
      try {
        return { reachable: true, appliedVersions: await recordedMigrationVersions(client) };
      } catch (error) {
        deps.logger.warn({ err: error }, 'readiness: cannot read the migration history');
        return { reachable: true, appliedVersions: [] };
      } finally {
        client.release();
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
