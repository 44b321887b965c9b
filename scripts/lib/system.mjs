// What the entry scripts ask of the machine: where the repository is, whether we are root,
// whether a command exists, and installing Debian packages. Node built-ins only, like the rest
// of scripts/lib: this runs on a fresh clone before `npm install`.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root: two folders above scripts/lib (the scripts run from the clone, never bundled). */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** True when this process runs as root. */
export function isRoot() {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

/** True when `command` is on the PATH (the name is passed to the shell as data, never as code). */
export function commandExists(command) {
  return spawnSync('sh', ['-c', 'command -v "$1"', 'sh', command], { stdio: 'ignore' }).status === 0;
}

/** Runs a command with inherited output; resolves with its exit code (127 when it cannot start). */
function runInherited(command, args, { env } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: '/', stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('error', () => resolve(127));
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

// Waits for another apt/dpkg run (say, a provisioning step) instead of failing on its lock.
const LOCK_TIMEOUT = ['-o', 'DPkg::Lock::Timeout=600'];

/**
 * Installs Debian packages when this process is root and apt-get exists: `apt-get install`
 * first, and only when that fails `apt-get update` once and the install again. Otherwise throws
 * with the exact command to run. `reason` is the sentence that says why they are needed;
 * `recommends: false` installs without the recommended packages. `canInstall` and `run`
 * replace the root/apt-get check and the command runner (tests).
 */
export async function aptInstall(
  packages,
  {
    reason,
    log = (message) => process.stderr.write(`${message}\n`),
    recommends = true,
    canInstall,
    run = runInherited,
  },
) {
  const install = ['install', '-y', ...(recommends ? [] : ['--no-install-recommends']), ...packages];
  const command = `apt-get ${install.join(' ')}`;
  if (!(canInstall ?? (isRoot() && commandExists('apt-get')))) {
    throw new Error(`${reason} Install with:\n  sudo sh -c 'apt-get update && ${command}'`);
  }
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  log(`${reason} Running: ${command}`);
  if ((await run('apt-get', [...LOCK_TIMEOUT, ...install], { env })) === 0) return;
  log('apt-get install failed; running apt-get update and trying again');
  await run('apt-get', [...LOCK_TIMEOUT, 'update'], { env });
  const code = await run('apt-get', [...LOCK_TIMEOUT, ...install], { env });
  if (code !== 0) throw new Error(`${reason} "${command}" failed (exit ${code}); its output is above.`);
}
