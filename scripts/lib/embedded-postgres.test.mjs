// node --test scripts/lib/
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import {
  clusterStatus,
  connectionUrls,
  createDatabase,
  dropDatabase,
  findPostgresBinDir,
  initCluster,
  resolveCluster,
  startCluster,
  stopCluster,
} from './embedded-postgres.mjs';

const quiet = () => {};

function fakeServer(root, version) {
  const bin = path.join(root, version, 'bin');
  mkdirSync(bin, { recursive: true });
  for (const name of ['initdb', 'pg_ctl', 'postgres', 'psql']) writeFileSync(path.join(bin, name), '');
  return bin;
}

function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

describe('findPostgresBinDir', () => {
  it('when several versions are installed, then the highest one with server binaries wins', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'pg-root-'));
    try {
      fakeServer(root, '13');
      const v15 = fakeServer(root, '15');
      mkdirSync(path.join(root, '16', 'bin'), { recursive: true }); // client only: no initdb

      assert.equal(findPostgresBinDir({ pgRoot: root, env: {} }), v15);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('when nothing is installed, then null', () => {
    assert.equal(findPostgresBinDir({ pgRoot: path.join(tmpdir(), 'no-such-pg-root'), env: {} }), null);
  });
});

describe('connectionUrls and resolveCluster', () => {
  it('when asked for a database, then the admin URL uses postgres and the app URL the BFF role', () => {
    assert.deepEqual(connectionUrls({ port: 54329, database: 'seed_portal' }), {
      adminUrl: 'postgresql://postgres@127.0.0.1:54329/seed_portal',
      appUrl: 'postgresql://portal_bff@127.0.0.1:54329/seed_portal',
    });
  });

  it('when nothing is given, then the cluster lives in <repo>/.data/pg on port 54329 with its socket inside', () => {
    const cluster = resolveCluster({ repoRoot: '/srv/app' });

    assert.equal(cluster.dataDir, '/srv/app/.data/pg');
    assert.equal(cluster.logFile, '/srv/app/.data/pg.log');
    assert.equal(cluster.port, Number(process.env.SEED_PG_PORT ?? 54329));
    assert.equal(cluster.socketDir, '/srv/app/.data/pg');
  });

  it('when the data folder path is too long for a unix socket, then the cluster is TCP only', () => {
    assert.equal(resolveCluster({ repoRoot: `/${'x'.repeat(120)}` }).socketDir, '');
  });
});

const binDir = findPostgresBinDir();

describe('a cluster in a temporary folder', { skip: !binDir && 'no PostgreSQL server binaries' }, () => {
  let tempDir;
  let repoRoot;
  let options;

  before(async () => {
    // Like `git clone` into a fresh `mktemp -d`: a folder of mode 700 that only its owner enters.
    tempDir = mkdtempSync(path.join(tmpdir(), 'embedded-pg-'));
    repoRoot = path.join(tempDir, 'clone');
    mkdirSync(repoRoot);
    options = { repoRoot, port: await freePort(), log: quiet };
  });

  after(async () => {
    await stopCluster(options).catch(() => {});
    rmSync(tempDir, { recursive: true, force: true });
  });

  it('when the checkout sits in a folder only root may enter, then that folder gets o+x (the postgres user passes through)', async () => {
    assert.equal(statSync(tempDir).mode & 0o777, 0o700);
    assert.deepEqual(await initCluster(options), { created: true });
    if (process.getuid?.() === 0) assert.equal(statSync(tempDir).mode & 0o777, 0o701);
  });

  it('when initialized again, started twice, given a database and stopped, then each step reports what it did', async () => {
    assert.deepEqual(await initCluster(options), { created: false });

    const first = await startCluster(options);
    const second = await startCluster(options);
    assert.equal(first.started, true);
    assert.equal(second.reused, true);
    assert.equal(second.port, options.port);
    assert.equal(second.pid, first.pid);

    assert.deepEqual(await createDatabase('embedded_probe', options), { created: true });
    assert.deepEqual(await createDatabase('embedded_probe', options), { created: false });
    await dropDatabase('embedded_probe', options);
    await assert.rejects(createDatabase('Robert"); drop', options), /Invalid database name/);

    assert.deepEqual(await stopCluster(options), { stopped: true });
    assert.equal((await clusterStatus(options)).running, false);
    assert.deepEqual(await stopCluster(options), { stopped: false });
  });
});
