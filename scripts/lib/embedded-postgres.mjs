// A project-managed PostgreSQL (+ PostGIS) cluster in <repo>/.data/pg.
//
// Plain Node ESM with only built-in modules: scripts/start.mjs and the test set-up call it
// before (or while) npm install runs. It owns one cluster on 127.0.0.1 and its own port, so
// the machine's own PostgreSQL (port 5432, scram logins) is never touched. Authentication
// is `trust` because only local processes can reach the socket/port; never expose this
// cluster beyond the machine.
//
// PostgreSQL refuses to run as root, so when this process is root every server binary runs
// as the `postgres` OS user (`runuser -u postgres -- ...`) and the data directory is owned
// by it. As a normal user the binaries run directly.

import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { aptInstall, isRoot, repoRoot as defaultRepoRoot } from './system.mjs';

/** Port of the project cluster unless `port` or SEED_PG_PORT says otherwise. */
export const DEFAULT_PORT = 54329;
/** The cluster listens on loopback only. */
export const DEFAULT_HOST = '127.0.0.1';
/** Superuser created by initdb (-U postgres). */
export const ADMIN_USER = 'postgres';
/** Database the portal uses by default. */
export const DEFAULT_DATABASE = 'seed_portal';
/** Login role the BFF connects with (created by the BFF's ensureBffLoginRole). */
export const DEFAULT_APP_ROLE = 'portal_bff';

const PG_ROOT = '/usr/lib/postgresql';
const FALLBACK_MAJOR = 15;
const SOCKET_PATH_LIMIT = 100; // sun_path is 108 bytes; ".s.PGSQL.NNNNN" needs room
const IDENTIFIER = /^[a-z_][a-z0-9_]{0,62}$/;

const defaultLog = (message) => process.stderr.write(`[embedded-postgres] ${message}\n`);

/**
 * Runs a command, as the postgres OS user when `asPostgres` and this process is root.
 * Resolves with { code, stdout, stderr }; never rejects for a non-zero exit.
 */
function run(command, args, { asPostgres = false, env, input, waitFor = 'close' } = {}) {
  const [cmd, argv] =
    asPostgres && isRoot() ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  return new Promise((resolve, reject) => {
    // cwd "/" so a postgres-owned child never complains it cannot read root's cwd.
    const child = spawn(cmd, argv, { cwd: '/', env: { ...process.env, ...env }, stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', reject);
    // pg_ctl start leaves the postmaster running; "exit" does not wait for its stdio.
    child.on(waitFor, (code) => resolve({ code: code ?? 1, stdout, stderr }));
    // A child that exits without reading its input (a quick failure) must not crash us: EPIPE.
    child.stdin.on('error', () => undefined);
    child.stdin.end(input ?? '');
  });
}

async function runOrThrow(command, args, options) {
  const result = await run(command, args, options);
  if (result.code !== 0) {
    const output = `${result.stderr}${result.stdout}`.trim();
    throw new Error(
      `${path.basename(command)} ${args.join(' ')} failed (exit ${result.code})${output ? `:\n${output}` : ''}`,
    );
  }
  return result;
}

/**
 * The bin folder of the highest PostgreSQL installed under /usr/lib/postgresql (or PG_BIN_DIR),
 * or null when there is none.
 */
export function findPostgresBinDir({ pgRoot = PG_ROOT, env = process.env } = {}) {
  const hasServer = (dir) => ['initdb', 'pg_ctl', 'postgres', 'psql'].every((b) => fs.existsSync(path.join(dir, b)));
  if (env.PG_BIN_DIR) return hasServer(env.PG_BIN_DIR) ? env.PG_BIN_DIR : null;
  let versions = [];
  try {
    versions = fs
      .readdirSync(pgRoot)
      .filter((name) => /^\d+(\.\d+)?$/.test(name))
      .sort((a, b) => Number(b) - Number(a));
  } catch {
    return null;
  }
  for (const version of versions) {
    const dir = path.join(pgRoot, version, 'bin');
    if (hasServer(dir)) return dir;
  }
  return null;
}

/** Major version of the server binaries in binDir (e.g. 15). */
export function postgresMajorVersion(binDir) {
  const fromPath = /postgresql\/(\d+)\/bin\/?$/.exec(binDir);
  if (fromPath) return Number(fromPath[1]);
  const out = spawnSync(path.join(binDir, 'postgres'), ['--version'], { encoding: 'utf8' }).stdout ?? '';
  const match = /(\d+)(\.\d+)?/.exec(out);
  if (!match) throw new Error(`Cannot tell the PostgreSQL version of ${binDir}`);
  return Number(match[1]);
}

/**
 * Returns the bin folder of the PostgreSQL server, installing `postgresql-<major>` with apt
 * when none is installed and we may (root + apt-get); otherwise throws with the command.
 */
export async function ensurePostgresBinaries({
  major = FALLBACK_MAJOR,
  pgRoot = PG_ROOT,
  env = process.env,
  log = defaultLog,
} = {}) {
  const found = findPostgresBinDir({ pgRoot, env });
  if (found) return found;
  await aptInstall([`postgresql-${major}`], {
    reason: `PostgreSQL server binaries were not found under ${pgRoot}.`,
    recommends: false,
    log,
  });
  const installed = findPostgresBinDir({ pgRoot, env });
  if (!installed)
    throw new Error(`postgresql-${major} was installed but no server binaries were found under ${pgRoot}`);
  return installed;
}

function postgisControlFile(binDir) {
  const pgConfig = path.join(binDir, 'pg_config');
  let shareDir = '';
  if (fs.existsSync(pgConfig)) {
    shareDir = (spawnSync(pgConfig, ['--sharedir'], { encoding: 'utf8' }).stdout ?? '').trim();
  }
  if (!shareDir) shareDir = `/usr/share/postgresql/${postgresMajorVersion(binDir)}`;
  return path.join(shareDir, 'extension', 'postgis.control');
}

/** True when the PostGIS extension files are installed for the server in binDir. */
export function isPostgisInstalled(binDir) {
  return fs.existsSync(postgisControlFile(binDir));
}

/**
 * Makes sure PostGIS is installed for the server in binDir: installs
 * `postgresql-<major>-postgis-3` with apt when root, otherwise throws with the exact command.
 */
export async function ensurePostgis({ binDir, log = defaultLog } = {}) {
  const bin = binDir ?? (await ensurePostgresBinaries({ log }));
  if (isPostgisInstalled(bin)) return;
  const major = postgresMajorVersion(bin);
  await aptInstall([`postgresql-${major}-postgis-3`], {
    reason: `PostGIS is not installed for PostgreSQL ${major}.`,
    recommends: false,
    log,
  });
  if (!isPostgisInstalled(bin)) {
    throw new Error(`postgresql-${major}-postgis-3 was installed but ${postgisControlFile(bin)} is missing`);
  }
}

/**
 * Where the cluster lives and how it is reached. Options: repoRoot, dataDir, logFile, port
 * (default SEED_PG_PORT or 54329), binDir.
 */
export function resolveCluster(options = {}) {
  const repoRoot = options.repoRoot ?? defaultRepoRoot;
  const dataDir = options.dataDir ?? path.join(repoRoot, '.data', 'pg');
  const logFile = options.logFile ?? path.join(path.dirname(dataDir), 'pg.log');
  const envPort = process.env.SEED_PG_PORT ? Number(process.env.SEED_PG_PORT) : undefined;
  const port = Number(options.port ?? envPort ?? DEFAULT_PORT);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new Error(`Invalid PostgreSQL port: ${options.port ?? envPort}`);
  // The socket lives inside the data dir; a path too long for a unix socket means TCP only.
  const socketDir = path.join(dataDir, `.s.PGSQL.${port}`).length <= SOCKET_PATH_LIMIT ? dataDir : '';
  return {
    repoRoot,
    dataDir,
    logFile,
    port,
    host: DEFAULT_HOST,
    socketDir,
    binDir: options.binDir ?? findPostgresBinDir(),
  };
}

function requireBinDir(cluster) {
  if (!cluster.binDir) {
    throw new Error(
      `PostgreSQL server binaries were not found under ${PG_ROOT}. Install them with:\n  sudo apt-get install -y postgresql-${FALLBACK_MAJOR}`,
    );
  }
  return cluster.binDir;
}

function postgresIds() {
  const uid = Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout);
  const gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout);
  if (!Number.isInteger(uid) || !Number.isInteger(gid) || uid <= 0) {
    throw new Error('Running as root needs an OS user "postgres" (it comes with the postgresql package)');
  }
  return { uid, gid };
}

/** As root: the folder must be postgres-owned; its parents traversable by postgres. */
function handToPostgres(target, { recursive = false } = {}) {
  if (!isRoot()) return;
  const { uid, gid } = postgresIds();
  if (recursive) {
    const result = spawnSync('chown', ['-R', `${uid}:${gid}`, target], { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`chown -R postgres ${target} failed: ${result.stderr}`);
  } else {
    fs.chownSync(target, uid, gid);
  }
}

function writeEmbeddedConf(cluster) {
  const conf = [
    '# Written by scripts/lib/embedded-postgres.mjs on every start; edit that file, not this one.',
    `listen_addresses = '${DEFAULT_HOST}'`,
    `port = ${cluster.port}`,
    `unix_socket_directories = '${cluster.socketDir.replaceAll("'", "''")}'`,
    "timezone = 'UTC'",
    "log_timezone = 'UTC'",
    '',
  ].join('\n');
  const file = path.join(cluster.dataDir, 'embedded.conf');
  fs.writeFileSync(file, conf, { mode: 0o600 });
  handToPostgres(file);
}

/** True when the data directory holds an initialized cluster. */
export function isClusterInitialized(options = {}) {
  const cluster = resolveCluster(options);
  return fs.existsSync(path.join(cluster.dataDir, 'PG_VERSION'));
}

/**
 * Creates the cluster with `initdb -U postgres --auth=trust -E UTF8` when the data directory
 * is empty. Resolves { created }.
 */
/**
 * The postgres OS user must be able to walk down to the data directory. A checkout inside a
 * directory only root may enter (`mktemp -d` makes them mode 700) would make initdb fail with
 * "Permission denied", so each ancestor that others cannot enter gets o+x: enough to pass
 * through, nothing listed or readable.
 */
function letPostgresReach(dir, log) {
  for (let current = path.dirname(dir); ; current = path.dirname(current)) {
    const mode = fs.statSync(current).mode;
    if ((mode & 0o001) === 0) {
      fs.chmodSync(current, (mode & 0o7777) | 0o001);
      log(`${current}: added o+x so the postgres user can reach the cluster`);
    }
    if (current === path.dirname(current)) return;
  }
}

export async function initCluster(options = {}) {
  const cluster = resolveCluster(options);
  const log = options.log ?? defaultLog;
  if (isClusterInitialized(cluster)) return { created: false };
  const binDir = requireBinDir(cluster);
  const parent = path.dirname(cluster.dataDir);
  fs.mkdirSync(parent, { recursive: true });
  if (isRoot()) {
    fs.chmodSync(parent, 0o755);
    letPostgresReach(parent, log);
  }
  fs.mkdirSync(cluster.dataDir, { recursive: true, mode: 0o700 });
  handToPostgres(cluster.dataDir, { recursive: true });
  log(`initializing a PostgreSQL cluster in ${cluster.dataDir}`);
  const base = ['-D', cluster.dataDir, '-U', ADMIN_USER, '--auth=trust', '-E', 'UTF8'];
  // C.UTF-8 exists on every glibc system; --no-locale is the fallback where it does not.
  let result = await run(path.join(binDir, 'initdb'), [...base, '--locale=C.UTF-8'], { asPostgres: true });
  if (result.code !== 0) {
    fs.rmSync(cluster.dataDir, { recursive: true, force: true });
    fs.mkdirSync(cluster.dataDir, { recursive: true, mode: 0o700 });
    handToPostgres(cluster.dataDir);
    result = await runOrThrow(path.join(binDir, 'initdb'), [...base, '--no-locale'], { asPostgres: true });
  }
  const confFile = path.join(cluster.dataDir, 'postgresql.conf');
  fs.appendFileSync(
    confFile,
    "\n# Project settings (port, listen address, socket dir)\ninclude_if_exists = 'embedded.conf'\n",
  );
  return { created: true };
}

function readPostmasterPid(dataDir) {
  try {
    const lines = fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n');
    return { pid: Number(lines[0]), port: Number(lines[3]) };
  } catch {
    return null;
  }
}

/**
 * Whether the cluster is initialized and running; when running, its pid and the port it
 * actually listens on (which wins over the requested one).
 */
export async function clusterStatus(options = {}) {
  const cluster = resolveCluster(options);
  if (!isClusterInitialized(cluster)) return { initialized: false, running: false };
  const binDir = requireBinDir(cluster);
  const result = await run(path.join(binDir, 'pg_ctl'), ['status', '-D', cluster.dataDir], { asPostgres: true });
  const pidInfo = result.code === 0 ? readPostmasterPid(cluster.dataDir) : null;
  return { initialized: true, running: result.code === 0, pid: pidInfo?.pid, port: pidInfo?.port || undefined };
}

function isPortFree(port, host = DEFAULT_HOST) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });
}

async function waitUntilAccepting(cluster, port) {
  await runOrThrow(
    path.join(cluster.binDir, 'pg_isready'),
    ['-h', DEFAULT_HOST, '-p', String(port), '-U', ADMIN_USER, '-d', 'postgres', '-t', '30'],
    {},
  );
}

function tail(file, lines = 20) {
  try {
    return fs.readFileSync(file, 'utf8').trim().split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

/**
 * Starts the cluster with `pg_ctl start -w`, logging to .data/pg.log. A cluster that is
 * already running is reused. Resolves { started, reused, port, pid }.
 */
export async function startCluster(options = {}) {
  const cluster = resolveCluster(options);
  const log = options.log ?? defaultLog;
  const binDir = requireBinDir(cluster);
  const status = await clusterStatus(cluster);
  if (!status.initialized) throw new Error(`No cluster in ${cluster.dataDir}; call initCluster first`);
  if (status.running) {
    const port = status.port ?? cluster.port;
    await waitUntilAccepting(cluster, port);
    log(`reusing the running cluster (pid ${status.pid}, port ${port})`);
    return { started: false, reused: true, port, pid: status.pid };
  }
  if (!(await isPortFree(cluster.port))) {
    throw new Error(
      `Port ${cluster.port} on ${DEFAULT_HOST} is used by another process. Stop it or choose another port with SEED_PG_PORT=<port>.`,
    );
  }
  writeEmbeddedConf(cluster);
  fs.mkdirSync(path.dirname(cluster.logFile), { recursive: true });
  if (!fs.existsSync(cluster.logFile)) fs.writeFileSync(cluster.logFile, '');
  handToPostgres(cluster.logFile);
  log(`starting PostgreSQL on ${DEFAULT_HOST}:${cluster.port} (log: ${cluster.logFile})`);
  const result = await run(
    path.join(binDir, 'pg_ctl'),
    ['start', '-w', '-t', '60', '-D', cluster.dataDir, '-l', cluster.logFile],
    { asPostgres: true, waitFor: 'exit' },
  );
  if (result.code !== 0) {
    // Another process may have started it at the same moment: reuse it then.
    const after = await clusterStatus(cluster);
    if (after.running) return { started: false, reused: true, port: after.port ?? cluster.port, pid: after.pid };
    throw new Error(
      `PostgreSQL did not start (exit ${result.code}). ${result.stderr.trim()}\nLast lines of ${cluster.logFile}:\n${tail(cluster.logFile)}`,
    );
  }
  const after = readPostmasterPid(cluster.dataDir);
  return { started: true, reused: false, port: after?.port || cluster.port, pid: after?.pid };
}

/** Stops the cluster (`pg_ctl stop -m fast -w`) if it is running. Resolves { stopped }. */
export async function stopCluster(options = {}) {
  const cluster = resolveCluster(options);
  const status = await clusterStatus(cluster);
  if (!status.running) return { stopped: false };
  await runOrThrow(
    path.join(requireBinDir(cluster), 'pg_ctl'),
    ['stop', '-D', cluster.dataDir, '-m', 'fast', '-w', '-t', '60'],
    {
      asPostgres: true,
    },
  );
  return { stopped: true };
}

/**
 * Connection URLs for a database of the cluster: adminUrl (superuser postgres) and appUrl
 * (the BFF login role, default portal_bff). No passwords: the cluster trusts loopback.
 */
export function connectionUrls({
  port = DEFAULT_PORT,
  host = DEFAULT_HOST,
  database = DEFAULT_DATABASE,
  appRole = DEFAULT_APP_ROLE,
} = {}) {
  const base = (user) => `postgresql://${encodeURIComponent(user)}@${host}:${port}/${encodeURIComponent(database)}`;
  return { adminUrl: base(ADMIN_USER), appUrl: base(appRole) };
}

async function psql(cluster, port, database, sql) {
  const args = [
    '-X',
    '-q',
    '-t',
    '-A',
    '-v',
    'ON_ERROR_STOP=1',
    '-h',
    DEFAULT_HOST,
    '-p',
    String(port),
    '-U',
    ADMIN_USER,
    '-d',
    database,
    '-c',
    sql,
  ];
  const { stdout } = await runOrThrow(path.join(requireBinDir(cluster), 'psql'), args, {
    env: { PGCONNECT_TIMEOUT: '10' },
  });
  return stdout.trim();
}

function assertIdentifier(name) {
  if (!IDENTIFIER.test(name)) throw new Error(`Invalid database name "${name}" (use lowercase letters, digits and _)`);
}

/** Creates a database in the running cluster unless it exists. Resolves { created }. */
export async function createDatabase(name, options = {}) {
  assertIdentifier(name);
  const cluster = resolveCluster(options);
  const port = options.port ?? (await clusterStatus(cluster)).port ?? cluster.port;
  const exists = async () =>
    (await psql(cluster, port, 'postgres', `select 1 from pg_database where datname = '${name}'`)) === '1';
  if (await exists()) return { created: false };
  try {
    await psql(cluster, port, 'postgres', `create database "${name}"`);
    return { created: true };
  } catch (error) {
    if (await exists()) return { created: false }; // created concurrently by another process
    throw error;
  }
}

/** Drops a database of the running cluster if it exists, disconnecting its sessions. */
export async function dropDatabase(name, options = {}) {
  assertIdentifier(name);
  const cluster = resolveCluster(options);
  const port = options.port ?? (await clusterStatus(cluster)).port ?? cluster.port;
  await psql(cluster, port, 'postgres', `drop database if exists "${name}" with (force)`);
}

/**
 * The one call for scripts: binaries present (installing postgresql-<major> when allowed),
 * PostGIS present (unless postgis: false), cluster initialized and running (reused when it
 * already runs), database created if missing. Resolves
 * { binDir, dataDir, logFile, port, host, started, reused, database, adminUrl, appUrl,
 *   maintenanceUrl }.
 */
export async function ensureEmbeddedPostgres(options = {}) {
  const log = options.log ?? defaultLog;
  const binDir = options.binDir ?? (await ensurePostgresBinaries({ log }));
  if (options.postgis !== false) await ensurePostgis({ binDir, log });
  const cluster = resolveCluster({ ...options, binDir });
  await initCluster({ ...cluster, log });
  const { started, reused, port } = await startCluster({ ...cluster, log });
  const database = options.database ?? DEFAULT_DATABASE;
  if (database !== 'postgres') await createDatabase(database, { ...cluster, port });
  const urls = connectionUrls({ port, database, appRole: options.appRole ?? DEFAULT_APP_ROLE });
  return {
    binDir,
    dataDir: cluster.dataDir,
    logFile: cluster.logFile,
    host: DEFAULT_HOST,
    port,
    started,
    reused,
    database,
    ...urls,
    maintenanceUrl: connectionUrls({ port, database: 'postgres' }).adminUrl,
  };
}
