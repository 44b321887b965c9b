// The spec's lot-detail reads, served the way the spec's stack serves them (spec 3 "Lot detail
// (loaded in parallel)": ownership, manifest items, child lots, source_lots in both directions,
// farm_seed_lots and production_details as separate table reads, and "Chains are walked repeatedly
// by parent and by source relations", one read per hop), for the seed-lots bench only: the product
// API answers the whole detail, lineage included, in one request.
//
// Each read is ONE statement, as PostgREST answers one table read with its embedded resources in
// one query (e.g. a hop is `seed_lots?id=eq.<lot>&select=id,parent_lot_id,source_lots(...)`).
// Per request it does what PostgREST (and the BFF's db.withUserTx) does: verify the access token
// against the portal's JWKS (ES256, issuer and audience as the BFF checks them), then one
// transaction on a pooled connection of the BFF's own login role as role `authenticated` with the
// token's claims in request.jwt.claims (the settings of apps/bff/src/db/db.ts, so RLS scopes the
// read to the caller's organization), the statement, commit. No role check, session look-up,
// logging or output validation: less per-request work than the BFF's detail endpoint gets, which
// favours the spec's pattern in the comparison.
//
// It runs as a child process (startPerHopServer), like the BFF: the bench's client must not share
// an event loop with the server it measures.
//
// Run directly: DATABASE_URL=… JWKS_URL=… JWT_ISSUER=… tsx tools/bench/per-hop-server.ts
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

/** GET `${PER_HOP_PATH}/<read>?lot_id=<id>` answers the rows of one read as a JSON array. */
export const PER_HOP_PATH = '/rest/lot';

/** Spec 3's six parallel reads of the lot detail, each with what the old product embeds. */
const DETAIL_READS = {
  ownership: `select o.*, json_build_object('id', n.id, 'name', n.name) as organization
    from public.lot_ownership o left join public.organization_names n on n.id = o.owner_organization_id
    where o.seed_lot_id = $1`,
  manifest_items: `select i.*, row_to_json(m) as manifest, fo.name as from_org_name, tor.name as to_org_name
    from public.transaction_manifest_items i
    join public.transaction_manifests m on m.id = i.manifest_id
    left join public.organization_names fo on fo.id = m.from_org_id
    left join public.organization_names tor on tor.id = m.to_org_id
    where i.seed_lot_id = $1`,
  children: `select l.* from public.seed_lots l where l.parent_lot_id = $1`,
  source_lots: `select s.* from public.source_lots s where s.seed_lot_id = $1 or s.source_lot_id = $1`,
  farm_seed_lots: `select fs.*, json_build_object('id', f.id, 'name', f.name, 'total_area', f.total_area,
      'area_unit', f.area_unit) as farm
    from public.farm_seed_lots fs left join public.farms f on f.id = fs.farm_id
    where fs.lot_id = $1`,
  production_details: `select p.* from public.production_details p where p.lot_id = $1
    order by p.harvest_date desc, p.created_at desc`,
} as const;

export type DetailRead = keyof typeof DETAIL_READS;
export const DETAIL_READ_NAMES = Object.keys(DETAIL_READS) as DetailRead[];

/** One hop of the chain walk: the lot's parent link and its source links, one read. */
export const HOP_READ = 'hop';
const HOP = `select l.id, l.parent_lot_id,
    coalesce((select json_agg(json_build_object('source_lot_id', s.source_lot_id, 'purpose', s.purpose))
              from public.source_lots s where s.seed_lot_id = l.id), '[]'::json) as source_lots
  from public.seed_lots l where l.id = $1`;

/** A hop's answer (one row, or none when the caller cannot see the lot). */
export interface HopRow {
  id: string;
  parent_lot_id: string | null;
  source_lots: { source_lot_id: string; purpose: string }[];
}

const READS: Record<string, string> = { ...DETAIL_READS, [HOP_READ]: HOP };

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
    const lotId = url.searchParams.get('lot_id');
    const read = url.pathname.startsWith(`${PER_HOP_PATH}/`) ? url.pathname.slice(PER_HOP_PATH.length + 1) : '';
    const sql = Object.hasOwn(READS, read) ? READS[read] : undefined;
    if (req.method !== 'GET' || !sql || !lotId) return answer(res, 404, { message: 'not found' });
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
      const { rows } = await client.query(sql, [lotId]);
      await client.query('commit');
      client.release();
      return answer(res, 200, rows);
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

export interface PerHopServer {
  /** Origin of the server; a read is GET `${url}${PER_HOP_PATH}/<read>?lot_id=<id>`. */
  url: string;
  stop(): Promise<void>;
}

/** Starts this file in a child process against `databaseUrl` (the BFF's login role) and the portal at `portalUrl`. */
export async function startPerHopServer(portalUrl: string, databaseUrl: string): Promise<PerHopServer> {
  const repoRoot = path.resolve(import.meta.dirname, '../..');
  const child = spawn(
    process.execPath,
    [path.join(repoRoot, 'node_modules/tsx/dist/cli.mjs'), path.join(import.meta.dirname, 'per-hop-server.ts')],
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
    const timer = setTimeout(() => reject(new Error('the per-hop server did not start within 30 s')), 30_000);
    child.once('exit', (code) => reject(new Error(`the per-hop server exited with ${code} before listening`)));
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
