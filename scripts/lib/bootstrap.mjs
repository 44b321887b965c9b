// Helpers for the entry scripts (npm start, npm test, npm run bench). Node built-ins only:
// these run on a fresh clone before `npm install` has put anything in node_modules.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { aptInstall, repoRoot } from './system.mjs';

export const log = (message) => process.stdout.write(`\u001b[32m▸\u001b[0m ${message}\n`);

/** Runs a command with inherited output; rejects on a non-zero exit. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: repoRoot, stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code ?? signal}`)),
    );
  });
}

/** Like run, but resolves with the exit code instead of rejecting. */
export function runStatus(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: repoRoot, stdio: 'inherit', ...options });
    child.on('error', () => resolve(127));
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

/**
 * Installs the npm dependencies exactly as the lockfile says (`npm ci`) when node_modules is
 * missing or older than the lockfile. `npm ci` never rewrites package-lock.json, so a fresh
 * clone stays clean; the lockfile holds every platform's optional packages (checked by
 * lockfile.test.mjs), and package.json's allowScripts names the install scripts we run.
 */
export async function ensureNodeModules() {
  const marker = path.join(repoRoot, 'node_modules', '.package-lock.json');
  const lock = path.join(repoRoot, 'package-lock.json');
  const fresh = fs.existsSync(marker) && fs.statSync(marker).mtimeMs >= fs.statSync(lock).mtimeMs;
  if (fresh) return;
  log('Installing npm dependencies (npm ci)...');
  await run('npm', ['ci', '--no-audit', '--no-fund']);
}

/**
 * Installs the Debian packages that are missing (aptInstall: when we are root and apt-get
 * exists; otherwise fails with the exact command to run). `reason` says why they are needed.
 */
export async function ensureDebianPackages(packages, { reason }) {
  const missing = packages.filter(
    (p) => spawnSync('dpkg-query', ['-W', '-f=${Status}', p], { encoding: 'utf8' }).stdout?.includes('install ok installed') !== true,
  );
  if (missing.length === 0) return;
  await aptInstall(missing, { reason, log });
}

/** The Chromium binary the browser tests and benchmarks drive through playwright-core. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Installs Debian's Chromium when it is missing (tests and benchmarks only). */
export async function ensureChromium() {
  if (fs.existsSync(CHROMIUM_PATH)) return;
  await ensureDebianPackages(['chromium'], { reason: 'The browser tests need Chromium.' });
}

/** Runs an Nx command from the local install. */
export function nx(args, options) {
  return run(process.execPath, [path.join(repoRoot, 'node_modules', 'nx', 'dist', 'bin', 'nx.js'), ...args], {
    ...options,
    env: { NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false', ...process.env, ...options?.env },
  });
}

/**
 * The project cluster for tests and benchmarks. When its port is taken by something else
 * (say, another clone's cluster), the tests use a free port instead of failing.
 */
export async function ensureTestCluster() {
  const embedded = await import('./embedded-postgres.mjs');
  try {
    return await embedded.ensureEmbeddedPostgres({ database: 'postgres' });
  } catch (error) {
    if (!String(error?.message).includes('is used by another process') || process.env.SEED_PG_PORT) throw error;
    const port = await freePort();
    log(`Port ${embedded.DEFAULT_PORT} is taken; the test cluster uses ${port}`);
    return embedded.ensureEmbeddedPostgres({ database: 'postgres', port });
  }
}

/** Stops the cluster again if this process started it. */
export async function stopTestCluster(cluster) {
  if (!cluster?.started) return;
  const embedded = await import('./embedded-postgres.mjs');
  await embedded.stopCluster({ dataDir: cluster.dataDir, binDir: cluster.binDir }).catch((e) => console.error(e));
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}
