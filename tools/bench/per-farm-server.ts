// The spec's per-farm call, served the way the spec's stack serves it (spec 3: "get_farm_with_boundary
// with farm_id … the list view calls it once per farm", i.e. PostgREST's GET /rpc/<function>), for
// the farms bench only: the product API has no per-farm boundary endpoint.
//
// Per request it does what PostgREST (and the BFF's db.withUserTx) does: verify the access token
// against the portal's JWKS (ES256, issuer and audience as the BFF checks them), then one
// transaction on a pooled connection of the BFF's own login role as role `authenticated` with the
// token's claims in request.jwt.claims (the settings of apps/bff/src/db/db.ts, so RLS scopes the
// call to the caller's organization), `select public.get_farm_with_boundary($1)`, commit. No role
// check, session look-up, logging or output validation: less per-request work than the BFF's
// list endpoint gets, which favours the spec's pattern in the comparison.
//
// It runs as a child process (startPerFarmServer), like the BFF: the bench's client must not share
// an event loop with the server it measures.
//
// Run directly: DATABASE_URL=… JWKS_URL=… JWT_ISSUER=… tsx tools/bench/per-farm-server.ts
// prints "listening <port>" once it accepts requests.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import http from 'node:http';
import path from 'node:path';
import readline from 'node:readline';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import pg from 'pg';

/** The BFF's pool size without DATABASE_POOL_MAX. */
const POOL_MAX = 10;
export const PER_FARM_PATH = '/rpc/get_farm_with_boundary';

// The request settings of apps/bff/src/db/db.ts (tools may not import apps): every setting is local
// to the transaction.
const START_REQUEST = `
  select
    set_config('role', $1, true),
    set_config('request.jwt.claims', $2, true),
    set_config('request.jwt.claim.sub', $3, true),
    set_config('request.jwt.claim.role', $1, true)`;

function serve(env: { databaseUrl: string; jwksUrl: string; issuer: string }): http.Server {
  const pool = new pg.Pool({ connectionString: env.databaseUrl, max: POOL_MAX });
  const jwks = createRemoteJWKSet(new URL(env.jwksUrl));

  const answer = (res: http.ServerResponse, status: number, body: unknown) => {
    const text = JSON.stringify(body);
    res.writeHead(status, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(text) });
    res.end(text);
  };

  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://bench');
    const farmId = url.searchParams.get('farm_id');
    if (req.method !== 'GET' || url.pathname !== PER_FARM_PATH || !farmId)
      return answer(res, 404, { message: 'not found' });
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
      const { rows } = await client.query('select public.get_farm_with_boundary($1) as farm', [farmId]);
      await client.query('commit');
      client.release();
      const farm = rows[0]?.farm ?? null;
      return farm ? answer(res, 200, farm) : answer(res, 404, { message: 'farm not found' });
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

export interface PerFarmServer {
  /** Origin of the server; the call is GET `${url}${PER_FARM_PATH}?farm_id=<id>`. */
  url: string;
  stop(): Promise<void>;
}

/** Starts this file in a child process against `databaseUrl` (the BFF's login role) and the portal at `portalUrl`. */
export async function startPerFarmServer(portalUrl: string, databaseUrl: string): Promise<PerFarmServer> {
  const repoRoot = path.resolve(import.meta.dirname, '../..');
  const child = spawn(
    process.execPath,
    [path.join(repoRoot, 'node_modules/tsx/dist/cli.mjs'), path.join(import.meta.dirname, 'per-farm-server.ts')],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        JWKS_URL: `${portalUrl}/auth/v1/.well-known/jwks.json`,
        // The BFF's issuer when AUTH_SITE_URL is the portal's address (tools/testing/portal-server.ts).
        JWT_ISSUER: `${portalUrl}/auth/v1`,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const lines = readline.createInterface({ input: child.stdout! });
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the per-farm server did not start within 30 s')), 30_000);
    child.once('exit', (code) => reject(new Error(`the per-farm server exited with ${code} before listening`)));
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

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const { DATABASE_URL, JWKS_URL, JWT_ISSUER } = process.env;
  if (!DATABASE_URL || !JWKS_URL || !JWT_ISSUER) throw new Error('DATABASE_URL, JWKS_URL and JWT_ISSUER are required');
  const server = serve({ databaseUrl: DATABASE_URL, jwksUrl: JWKS_URL, issuer: JWT_ISSUER });
  server.listen(0, '127.0.0.1', () => {
    console.log(`listening ${(server.address() as import('node:net').AddressInfo).port}`);
  });
  process.once('SIGTERM', () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
}
