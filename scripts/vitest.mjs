#!/usr/bin/env node
// `npm run vitest -- <vitest arguments>`: one Vitest run against the project's test cluster,
// for working on a few tests (`npm test` runs everything). Browser tests need the builds
// first: `NODE_ENV=production npm run build`.
import path from 'node:path';
import {
  ensureChromium,
  ensureNodeModules,
  ensureTestCluster,
  runStatus,
  stopTestCluster,
} from './lib/bootstrap.mjs';
import { repoRoot } from './lib/system.mjs';

await ensureNodeModules();
await ensureChromium();
const pg = process.env.TEST_DATABASE_ADMIN_URL ? null : await ensureTestCluster();
if (pg) process.env.TEST_DATABASE_ADMIN_URL = pg.maintenanceUrl;
const vitest = path.join(repoRoot, 'node_modules', 'vitest', 'vitest.mjs');
const code = await runStatus(process.execPath, [vitest, 'run', ...process.argv.slice(2)]);
await stopTestCluster(pg);
process.exit(code);
