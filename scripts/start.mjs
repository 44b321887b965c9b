#!/usr/bin/env node
// `npm start`: the whole portal on one port with its embedded defaults.
// Without DATABASE_URL it runs a project-managed PostgreSQL + PostGIS cluster in .data/pg
// (installing PostGIS when missing), applies the migrations, loads the demo data, builds the
// apps (Nx cache) and serves everything from the BFF. Running it again reuses the data.
// Ctrl-C stops the portal and the cluster it started.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureNodeModules, log, nx, repoRoot, run } from './lib/bootstrap.mjs';
import { ensureEmbeddedPostgres, stopCluster } from './lib/embedded-postgres.mjs';

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
  const bff = spawn(process.execPath, [path.join(repoRoot, 'apps/bff/dist/main.js')], { cwd: repoRoot, env, stdio: 'inherit' });
  log(`Portal starting at http://localhost:${env.PORT}  (Ctrl-C to stop)`);

  let stopping = false;
  const stop = async (code) => {
    if (stopping) return;
    stopping = true;
    if (bff.exitCode === null) {
      bff.kill('SIGTERM');
      await new Promise((r) => bff.once('exit', r));
    }
    if (cluster?.started) {
      log('Stopping PostgreSQL');
      await stopCluster({ dataDir: cluster.dataDir, binDir: cluster.binDir }).catch((e) => console.error(e));
    }
    process.exit(code);
  };
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));
  bff.on('exit', (code) => void stop(code ?? 0));
}

main().catch(async (error) => {
  console.error(`\n${error instanceof Error ? error.message : error}`);
  if (cluster?.started) await stopCluster({ dataDir: cluster.dataDir, binDir: cluster.binDir }).catch(() => undefined);
  process.exit(1);
});
