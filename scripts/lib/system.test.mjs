// node --test scripts/lib/
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { aptInstall, commandExists, repoRoot } from './system.mjs';

const quiet = () => {};

/** A command runner that records each call and answers with the next exit code. */
function fakeRun(...codes) {
  const calls = [];
  const run = async (command, args, options) => {
    calls.push({ command, args, env: options?.env });
    return codes.shift() ?? 0;
  };
  return { run, calls };
}

const LOCK = ['-o', 'DPkg::Lock::Timeout=600'];

describe('repoRoot', () => {
  it('when read, then it is the folder holding scripts/lib and the workspace package.json', () => {
    assert.ok(existsSync(path.join(repoRoot, 'scripts', 'lib', 'system.mjs')));
    assert.ok(existsSync(path.join(repoRoot, 'package.json')));
  });
});

describe('commandExists', () => {
  it('when the command is on the PATH, then true; when it is not, then false', () => {
    assert.equal(commandExists('sh'), true);
    assert.equal(commandExists('no-such-command-seed-portal'), false);
  });

  it('when the name holds shell syntax, then it is looked up as a name and not run', () => {
    assert.equal(commandExists('no-such-command-seed-portal || true'), false);
  });
});

describe('aptInstall', () => {
  it('when it may not install (not root or no apt-get), then it throws with the exact command and runs nothing', async () => {
    const { run, calls } = fakeRun();

    await assert.rejects(
      aptInstall(['postgresql-15-postgis-3'], {
        reason: 'PostGIS is not installed for PostgreSQL 15.',
        recommends: false,
        canInstall: false,
        run,
        log: quiet,
      }),
      {
        message:
          "PostGIS is not installed for PostgreSQL 15. Install with:\n  sudo sh -c 'apt-get update && apt-get install -y --no-install-recommends postgresql-15-postgis-3'",
      },
    );
    assert.deepEqual(calls, []);
  });

  it('when the install succeeds, then apt-get update is not run', async () => {
    const { run, calls } = fakeRun(0);

    await aptInstall(['chromium'], { reason: 'The browser tests need Chromium.', canInstall: true, run, log: quiet });

    assert.deepEqual(calls, [
      { command: 'apt-get', args: [...LOCK, 'install', '-y', 'chromium'], env: { DEBIAN_FRONTEND: 'noninteractive' } },
    ]);
  });

  it('when the first install fails, then apt-get update runs once and the install is tried again', async () => {
    const { run, calls } = fakeRun(100, 0, 0);

    await aptInstall(['a', 'b'], { reason: 'Test.', recommends: false, canInstall: true, run, log: quiet });

    assert.deepEqual(
      calls.map((call) => call.args),
      [
        [...LOCK, 'install', '-y', '--no-install-recommends', 'a', 'b'],
        [...LOCK, 'update'],
        [...LOCK, 'install', '-y', '--no-install-recommends', 'a', 'b'],
      ],
    );
  });

  it('when the install fails again after the update, then it throws with the command and its exit code', async () => {
    const { run, calls } = fakeRun(100, 0, 100);

    await assert.rejects(aptInstall(['chromium'], { reason: 'Test.', canInstall: true, run, log: quiet }), {
      message: 'Test. "apt-get install -y chromium" failed (exit 100); its output is above.',
    });
    assert.equal(calls.length, 3);
  });
});
