#!/usr/bin/env node
// `npm test`: every check and every test, on a fresh machine too. Installs what is missing
// (npm packages; PostGIS and Chromium from Debian), then lint + typecheck, the production
// builds, and Vitest over every project (unit, BFF integration against a fresh PostgreSQL
// database, Storybook stories; and, at the same time, end-to-end in Chromium). Ends with one line:
// "N passed, N failed".
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {
  ensureChromium,
  ensureNodeModules,
  ensureTestCluster,
  log,
  nx,
  runStatus,
  stopTestCluster,
} from './lib/bootstrap.mjs';
import { repoRoot } from './lib/system.mjs';

const results = []; // { name, passed, failed }

async function step(name, fn) {
  log(name);
  try {
    await fn();
    results.push({ name, passed: 1, failed: 0 });
    return true;
  } catch (error) {
    console.error(`✖ ${name}: ${error instanceof Error ? error.message : error}`);
    results.push({ name, passed: 0, failed: 1 });
    return false;
  }
}

/** `git status --porcelain` of the working tree, or null outside a git checkout. */
function gitStatus() {
  const status = spawnSync('git', ['status', '--porcelain'], { cwd: repoRoot, encoding: 'utf8' });
  return status.status === 0 ? status.stdout : null;
}

async function main() {
  const statusBefore = gitStatus();
  await ensureNodeModules();
  // The install must never rewrite a tracked file (the lockfile above all): in CI, a fresh clone
  // is still clean after it; on a working tree, nothing changed that was not changed before.
  await step('the install leaves the working tree as it was', async () => {
    const statusAfter = gitStatus();
    if (statusBefore !== null && statusAfter !== statusBefore) {
      throw new Error(`git status changed during the install:\n${statusAfter}`);
    }
  });
  await ensureChromium();
  // Starts (or reuses) the project cluster; the test set-ups create fresh databases in it.
  const pg = process.env.TEST_DATABASE_ADMIN_URL ? null : await ensureTestCluster();
  if (pg) process.env.TEST_DATABASE_ADMIN_URL = pg.maintenanceUrl;

  const checks = ['lint', 'typecheck'];
  const checked = await step(`nx run-many -t ${checks.join(' ')}`, () =>
    nx(['run-many', '-t', ...checks, '--parallel=2', '--outputStyle=static']),
  );
  const built = await step('nx run-many -t build build-storybook', () =>
    nx(['run-many', '-t', 'build', 'build-storybook', '--parallel=2', '--outputStyle=static']),
  );

  // The entry scripts' own helpers run under node:test (they must work before npm install).
  log('node --test scripts/lib');
  const nodeTest = spawnSync(process.execPath, ['--test', 'scripts/lib/'], { cwd: repoRoot, encoding: 'utf8' });
  process.stdout.write(nodeTest.stdout);
  process.stderr.write(nodeTest.stderr);
  const count = (label) => Number(nodeTest.stdout.match(new RegExp(`^(?:ℹ|#) ${label} (\\d+)$`, 'm'))?.[1] ?? 0);
  results.push({
    name: 'node --test scripts/lib',
    passed: count('pass'),
    failed: count('fail') || (nodeTest.status === 0 ? 0 : 1),
  });

  // Two Vitest runs at once: Vitest runs one project after another, so the browser tests (one
  // file at a time: they share one portal server) would otherwise start only once every other
  // project had finished, and run alone on one core while the other idled. Started together,
  // they overlap the unit and integration tests from the start.
  const vitest = path.join(repoRoot, 'node_modules', 'vitest', 'vitest.mjs');
  const runs = [
    { name: 'vitest (unit and integration)', projects: ['!e2e'], report: 'vitest-report.json' },
    { name: 'vitest (end-to-end in Chromium)', projects: ['e2e'], report: 'vitest-e2e-report.json' },
  ].map((run) => ({ ...run, report: path.join(repoRoot, '.data', run.report) }));
  fs.mkdirSync(path.join(repoRoot, '.data'), { recursive: true });
  for (const run of runs) fs.rmSync(run.report, { force: true });
  log(`vitest run: ${runs.map((run) => run.name).join(' and ')}, at once`);
  const codes = await Promise.all(
    runs.map((run) =>
      runStatus(
        process.execPath,
        [
          vitest,
          'run',
          ...run.projects.flatMap((project) => ['--project', project]),
          '--reporter=default',
          '--reporter=json',
          `--outputFile.json=${run.report}`,
        ],
        { env: { ...process.env, CI: process.env.CI ?? 'true' } },
      ),
    ),
  );
  runs.forEach((run, i) => {
    const code = codes[i];
    const before = results.length;
    if (fs.existsSync(run.report)) {
      const r = JSON.parse(fs.readFileSync(run.report, 'utf8'));
      const failedSuites = r.testResults.filter((s) => s.status === 'failed' && s.assertionResults.length === 0).length;
      results.push({ name: run.name, passed: r.numPassedTests, failed: r.numFailedTests + failedSuites });
      if (r.numTotalTests === 0) results.push({ name: `${run.name} ran no test`, passed: 0, failed: 1 });
    } else {
      results.push({ name: `${run.name} (no report)`, passed: 0, failed: 1 });
    }
    if (code !== 0 && results.slice(before).every((r) => r.failed === 0)) {
      results.push({ name: `${run.name} exit ${code}`, passed: 0, failed: 1 });
    }
  });

  const passed = results.reduce((n, r) => n + r.passed, 0);
  const failed = results.reduce((n, r) => n + r.failed, 0);
  console.log('');
  for (const r of results) console.log(`  ${r.failed ? '✖' : '✔'} ${r.name}: ${r.passed} passed, ${r.failed} failed`);
  if (!checked || !built) console.log('  (see the output above for the failing check)');
  console.log(`${passed} passed, ${failed} failed`);
  process.exitCode = failed === 0 ? 0 : 1;
  await stopTestCluster(pg);
}

main().catch((error) => {
  console.error(error);
  console.log('0 passed, 1 failed');
  process.exitCode = 1;
});
