// What the benches' stand-ins for the spec's per-item calls share (per-farm-server.ts,
// per-hop-server.ts): per request what PostgREST (and the BFF's db.unitOfWork) does — verify the
// access token against the portal's JWKS (ES256, issuer and audience as the BFF checks them), then
// one transaction on a pooled connection of the BFF's own login role as role `authenticated` with
// the token's claims in request.jwt.claims (the settings of apps/bff/src/db/db.ts, so RLS scopes
// the statement to the caller's organization), ONE statement, commit. No role check, session
// look-up, logging or output validation: less per-request work than the BFF's endpoints get, which
// favours the spec's pattern in the comparisons.
//
// A stand-in runs as a child process (startUserSqlServer), like the BFF: the bench's client must
// not share an event loop with the server it measures. Run directly, a stand-in's file reads
// DATABASE_URL, JWKS_URL and JWT_ISSUER and prints "listening <port>" once it accepts requests.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import http from 'node:http';
import path from 'node:path';
import readline from 'node:readline';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import pg from 'pg';

/** The BFF's pool size without DATABASE_POOL_MAX. */
const POOL_MAX = 10;

// The request settings of apps/bff/src/db/db.ts (tools may not import apps): every setting is local
// to the transaction.
const START_REQUEST = `
  select
    set_config('role', $1, true),
    set_config('request.jwt.claims', $2, true),
    set_config('request.jwt.claim.sub', $3, true),
    set_config('request.jwt.claim.role', $1, true)`;

/** The statement a GET asks for, and how its rows become the answer; null: 404. */
export interface UserSqlRoute {
  sql: string;
  params: unknown[];
  answer(rows: Record<string, unknown>[]): { status: number; body: unknown };
}

function serve(
  env: { databaseUrl: string; jwksUrl: string; issuer: string },
  route: (url: URL) => UserSqlRoute | null,
): http.Server {
  const pool = new pg.Pool({ connectionString: env.databaseUrl, max: POOL_MAX });
  const jwks = createRemoteJWKSet(new URL(env.jwksUrl));

  const answer = (res: http.ServerResponse, status: number, body: unknown) => {
    const text = JSON.stringify(body);
    res.writeHead(status, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(text) });
    res.end(text);
  };

  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const found = req.method === 'GET' ? route(new URL(req.url ?? '/', 'http://bench')) : null;
    if (!found) return answer(res, 404, { message: 'not found' });
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    let claims;
    try {
      if (!token) throw new Error('no token');
      ({ payload: claims } = await jwtVerify(token, jwks, {
        issuer: env.issuer,
        audience: 'authenticated',
        algorithms: ['ES256'],
      }));
    } catch {
      return answer(res, 401, { message: 'invalid token' });
    }
    if (typeof claims.sub !== 'string') return answer(res, 401, { message: 'not a user token' });
    const client = await pool.connect();
    try {
      await client.query('begin');
      await client.query(START_REQUEST, ['authenticated', JSON.stringify(claims), claims.sub]);
      const { rows } = await client.query(found.sql, found.params);
      await client.query('commit');
      client.release();
      const { status, body } = found.answer(rows);
      return answer(res, status, body);
    } catch (error) {
      client.release(error as Error);
      throw error;
    }
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch((error: unknown) => answer(res, 500, { message: String(error) }));
  });
  server.on('close', () => void pool.end());
  return server;
}

export interface UserSqlServer {
  /** Origin of the server. */
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts the stand-in `file` (a module that calls serveIfRunDirectly) in a child process against
 * `databaseUrl` (the BFF's login role) and the portal at `portalUrl`.
 */
export async function startUserSqlServer(file: string, portalUrl: string, databaseUrl: string): Promise<UserSqlServer> {
  const repoRoot = path.resolve(import.meta.dirname, '../..');
  const name = path.basename(file, '.ts');
  const child = spawn(process.execPath, [path.join(repoRoot, 'node_modules/tsx/dist/cli.mjs'), file], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      JWKS_URL: `${portalUrl}/auth/v1/.well-known/jwks.json`,
      // The BFF's issuer when AUTH_SITE_URL is the portal's address (tools/testing/portal-server.ts).
      JWT_ISSUER: `${portalUrl}/auth/v1`,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = readline.createInterface({ input: child.stdout! });
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} did not start within 30 s`)), 30_000);
    child.once('exit', (code) => reject(new Error(`${name} exited with ${code} before listening`)));
    lines.on('line', (line) => {
      const m = /^listening (\d+)$/.exec(line);
      if (m) {
        clearTimeout(timer);
        resolve(Number(m[1]));
      }
    });
  }).catch((error: unknown) => {
    child.kill('SIGKILL');
    throw error;
  });
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}

/** Serves `route` when `file` is the script node was started with (the child of startUserSqlServer). */
export function serveIfRunDirectly(file: string, route: (url: URL) => UserSqlRoute | null): void {
  if (!process.argv[1] || path.resolve(process.argv[1]) !== file) return;
  const { DATABASE_URL, JWKS_URL, JWT_ISSUER } = process.env;
  if (!DATABASE_URL || !JWKS_URL || !JWT_ISSUER) throw new Error('DATABASE_URL, JWKS_URL and JWT_ISSUER are required');
  const server = serve({ databaseUrl: DATABASE_URL, jwksUrl: JWKS_URL, issuer: JWT_ISSUER }, route);
  server.listen(0, '127.0.0.1', () => {
    console.log(`listening ${(server.address() as import('node:net').AddressInfo).port}`);
  });
  process.once('SIGTERM', () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
}
