#!/usr/bin/env node
// `npm start`: the whole portal on one port with its embedded defaults.
// Without DATABASE_URL it runs a project-managed PostgreSQL + PostGIS cluster in .data/pg
// (installing PostGIS when missing), applies the migrations, loads the demo data, builds the
// apps (Nx cache) and serves everything from the BFF. Running it again reuses the data.
// A BFF that exits on its own is started again (1 s doubling to 30 s); PostgreSQL stays up.
// Ctrl-C (or SIGTERM) stops the portal and the cluster it started, as does a failed start.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureNodeModules, log, nx, run } from './lib/bootstrap.mjs';
import { ensureEmbeddedPostgres, stopCluster } from './lib/embedded-postgres.mjs';
import { supervise } from './lib/supervisor.mjs';
import { repoRoot } from './lib/system.mjs';

const env = { ...process.env };
let cluster = null;

async function main() {
  await ensureNodeModules();

  const embedded = !env.DATABASE_URL;
  if (embedded) {
    cluster = await ensureEmbeddedPostgres();
    env.DATABASE_URL = cluster.appUrl;
    env.DATABASE_ADMIN_URL = cluster.adminUrl;
    env.APP_ENV ??= 'development';
    log(`PostgreSQL + PostGIS ${cluster.reused ? 'already running' : 'started'} on 127.0.0.1:${cluster.port} (data in .data/pg)`);
  }

  log('Building the portal (nx run-many -t build; cached after the first run)');
  await nx(['run-many', '-t', 'build', '--projects=@seed/bff,@seed/shell,@seed/mfe-*', '--parallel=2', '--outputStyle=static']);

  if (env.DATABASE_ADMIN_URL) {
    log('Applying migrations');
    // Demo data only for the embedded database, never for a real one.
    const args = ['--ensure-role', ...(embedded ? ['--seed', '--demo'] : [])];
    await run(process.execPath, [path.join(repoRoot, 'apps/bff/dist/migrate.js'), ...args], { env });
  } else {
    log('DATABASE_ADMIN_URL is not set: skipping migrations (run `node apps/bff/dist/migrate.js` with it to apply them)');
  }

  env.PORT ??= '8080';
  // A crash of the BFF (a lost database connection it did not survive, a bug) must not take
  // the portal down for good, nor the database with it: the BFF is restarted on its own.
  const bff = supervise(
    () => spawn(process.execPath, [path.join(repoRoot, 'apps/bff/dist/main.js')], { cwd: repoRoot, env, stdio: 'inherit' }),
    {
      name: 'The BFF',
      log,
      // A BFF that ends within seconds of the first start never started (a bad variable, the
      // port in use): that is the start failing, so stop (and stop PostgreSQL) instead of looping.
      startFailedWithinMs: 5_000,
      onStartFailed: (how) => {
        console.error(`\nThe BFF ${how} while starting; see the messages above.`);
        void stop(1);
      },
    },
  );
  log(`Portal starting at http://localhost:${env.PORT}  (Ctrl-C to stop)`);

  let stopping = false;
  const stop = async (code) => {
    if (stopping) return;
    stopping = true;
    await bff.stop('SIGTERM');
    if (cluster?.started) {
      log('Stopping PostgreSQL');
      await stopCluster({ dataDir: cluster.dataDir, binDir: cluster.binDir }).catch((e) => console.error(e));
    }
    process.exit(code);
  };
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));
}

main().catch(async (error) => {
  console.error(`\n${error instanceof Error ? error.message : error}`);
  if (cluster?.started) await stopCluster({ dataDir: cluster.dataDir, binDir: cluster.binDir }).catch(() => undefined);
  process.exit(1);
});
