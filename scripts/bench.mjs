#!/usr/bin/env node
// `npm run bench`: installs what is missing, builds (Nx cache), starts the project's
// PostgreSQL, then measures budgets and ratios in one run (tools/bench/run.ts).
import path from 'node:path';
import { ensureChromium, ensureNodeModules, ensureTestCluster, log, nx, run, stopTestCluster } from './lib/bootstrap.mjs';
import { repoRoot } from './lib/system.mjs';

await ensureNodeModules();
await ensureChromium();
const pg = process.env.TEST_DATABASE_ADMIN_URL ? null : await ensureTestCluster();
if (pg) process.env.TEST_DATABASE_ADMIN_URL = pg.maintenanceUrl;
log('Building (nx run-many -t build)');
await nx(['run-many', '-t', 'build', '--parallel=2', '--outputStyle=static']);
log('Measuring');
try {
  await run(process.execPath, [path.join(repoRoot, 'node_modules/tsx/dist/cli.mjs'), 'tools/bench/run.ts']);
} finally {
  await stopTestCluster(pg);
}
