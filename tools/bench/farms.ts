// The farms map view's data for an organization of 500 farms with boundaries: ours arrives in
// ONE request (GET /api/v1/farms?limit=<map page size>, every boundary as GeoJSON), against the
// spec's pattern (one get_farm_with_boundary call per farm, six at a time as a browser does over
// HTTP/1.1; the list request before them is not counted, which favours the spec). The product API
// has no per-farm call, so the bench serves it itself (per-farm-server.ts: token checked, the
// function run as the signed-in user with the BFF's request settings).
//
// Two comparisons, each decided on the median of ROUNDS rounds' speed-ups (rounds.ts):
// - loopback, both sides HTTP round trips to a server process on this machine: a regression guard
//   of the server's work, at least 12x;
// - with a 40 ms client round trip added to every request (delay-proxy.ts in front of the portal
//   and of the per-farm server): what a user feels, where the calls' ~84 waves of six each pay the
//   round trip and ours pays it once, at least 30x.
import { isDeepStrictEqual } from 'node:util';
import { FARM_LIST_PAGE } from '@seed/domain';
import { PER_FARM_PATH, startPerFarmServer } from './per-farm-server';
import { printSpeedUps, type SpeedUp, type SpeedUpSteps, speedUpsOnLoopbackAndRoundTrip } from './rounds';

export interface FarmsBenchResult {
  farms: number;
  /** Over loopback. */
  loopback: SpeedUp;
  /** With `roundTripMs` added to every request. */
  roundTrip: SpeedUp & { roundTripMs: number };
  ok: boolean;
}

const FARM_COUNT = 500;
/** A loopback round: three of each (the calls take well under a second); a round trip's: one (the calls pay ~84 round trips). */
const LOOPBACK = { perRound: 3, requiredSpeedUp: 12 };
const ROUND_TRIP = { perRound: 1, requiredSpeedUp: 30 };
/** Parallel requests per host in a browser over HTTP/1.1. */
const BROWSER_CONCURRENCY = 6;

async function ok(res: Response, what: string): Promise<Response> {
  if (!res.ok) throw new Error(`${what} answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
  return res;
}

/** Runs `task` over `items`, `limit` at a time. */
async function pool<T>(items: T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) await task(items[next++]!);
    }),
  );
}

/** An irregular pentagon of about 4–9 acres in a grid across Maharashtra, no two overlapping. */
function boundaryFor(i: number) {
  const col = i % 25;
  const row = Math.floor(i / 25);
  const lng = 73.5 + col * 0.02;
  const lat = 18.5 + row * 0.02;
  const s = 0.002 + (i % 5) * 0.0002;
  const ring: [number, number][] = [
    [lng, lat],
    [lng + s, lat - s * 0.1],
    [lng + s * 1.2, lat + s * 0.7],
    [lng + s * 0.5, lat + s * 1.1],
    [lng - s * 0.2, lat + s * 0.6],
  ].map(([x, y]) => [Math.round(x! * 1e7) / 1e7, Math.round(y! * 1e7) / 1e7] as [number, number]);
  return { type: 'Polygon' as const, coordinates: [[...ring, ring[0]!]] };
}

export async function measureFarmsMapData(
  baseUrl: string,
  account: { email: string; password: string },
  /** The BFF's DATABASE_URL: the per-farm calls connect as the same login role. */
  databaseUrl: string,
): Promise<FarmsBenchResult> {
  const { anonKey } = (await (await fetch(`${baseUrl}/config.json`)).json()) as { anonKey: string };
  const signIn = await ok(
    await fetch(`${baseUrl}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', apikey: anonKey },
      body: JSON.stringify(account),
    }),
    'sign-in',
  );
  const { access_token: token } = (await signIn.json()) as { access_token: string };
  const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };

  // The organization's 500 farms, created through the API as its admin.
  const existing = (await (
    await ok(await fetch(`${baseUrl}/api/v1/farms?limit=1`, { headers }), 'GET /api/v1/farms')
  ).json()) as {
    organization_total: number;
  };
  const missing = Array.from(
    { length: Math.max(0, FARM_COUNT - existing.organization_total) },
    (_, k) => existing.organization_total + k,
  );
  await pool(missing, 8, async (i) => {
    await ok(
      await fetch(`${baseUrl}/api/v1/farms`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          name: `Bench Farm ${i + 1}`,
          address: `Plot ${i + 1}, Maharashtra`,
          total_area: 6,
          ownership_status: (['owned', 'leased', 'contract'] as const)[i % 3],
          irrigation_method: (['drip', 'sprinkler', 'flood', 'center_pivot', 'none'] as const)[i % 5],
          location: {
            latitude: boundaryFor(i).coordinates[0]![0]![1],
            longitude: boundaryFor(i).coordinates[0]![0]![0],
          },
          boundary: boundaryFor(i),
        }),
      }),
      'POST /api/v1/farms',
    );
  });

  const mapPath = `/api/v1/farms?limit=${FARM_LIST_PAGE.mapLimit}`;
  const listed = (await (await ok(await fetch(`${baseUrl}${mapPath}`, { headers }), 'map list')).json()) as {
    items: { id: string; boundary: unknown }[];
  };
  if (listed.items.length !== FARM_COUNT || listed.items.some((f) => !f.boundary)) {
    throw new Error(`the map list returned ${listed.items.length} farms, expected ${FARM_COUNT} each with a boundary`);
  }
  const ids = listed.items.map((f) => f.id);
  const listedBoundary = new Map(listed.items.map((f) => [f.id, f.boundary]));

  const perFarm = await startPerFarmServer(baseUrl, databaseUrl);
  /**
   * The three steps against a portal and a per-farm server. The warm-up checks that every call
   * answers the boundary the list has: both sides carry the same data.
   */
  const steps: SpeedUpSteps = (portalUrl, perFarmUrl) => ({
    healthz: async () => (await ok(await fetch(`${portalUrl}/healthz`), 'healthz')).arrayBuffer(),
    oneRequest: async () => (await ok(await fetch(`${portalUrl}${mapPath}`, { headers }), 'map list')).arrayBuffer(),
    pattern: (warmUp: boolean) =>
      pool(ids, BROWSER_CONCURRENCY, async (id) => {
        const res = await ok(
          await fetch(`${perFarmUrl}${PER_FARM_PATH}?farm_id=${id}`, { headers }),
          'get_farm_with_boundary call',
        );
        if (!warmUp) return void (await res.arrayBuffer());
        const farm = (await res.json()) as { id?: string; boundary?: unknown };
        if (farm.id !== id || !isDeepStrictEqual(farm.boundary, listedBoundary.get(id))) {
          throw new Error(`get_farm_with_boundary(${id}) answered ${JSON.stringify(farm).slice(0, 200)}`);
        }
      }),
  });
  try {
    const speedUps = await speedUpsOnLoopbackAndRoundTrip({
      portalUrl: baseUrl,
      patternUrl: perFarm.url,
      steps,
      loopback: LOOPBACK,
      roundTrip: ROUND_TRIP,
    });
    return { farms: FARM_COUNT, ...speedUps };
  } finally {
    await perFarm.stop();
  }
}

/** The report lines of the farms bench. */
export function printFarmsBench(r: FarmsBenchResult): void {
  printSpeedUps({
    title: `Farms map view data, ${r.farms} farms with boundaries`,
    oneRequest: `ours: GET /api/v1/farms?limit=${FARM_LIST_PAGE.mapLimit} (1 request)`,
    pattern: `spec: ${r.farms} get_farm_with_boundary calls, ${BROWSER_CONCURRENCY} at a time`,
    subject: `Farms map data, ${r.farms} farms`,
    loopback: r.loopback,
    roundTrip: r.roundTrip,
  });
}
