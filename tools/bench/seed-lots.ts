// Seed lots at scale (issue 11 "Bench"), measured against the real BFF. Every budget is decided on
// the median of ROUNDS rounds' ratios (rounds.ts), and every round's ratio is printed.
//
// 1. The overview list of an organization of 100,000 lots, filtered by a crop and a short search
//    text (GET /api/v1/seed-lots?tab=overview&crop=…&search=…). The lots are made directly in SQL
//    as the superuser (one insert … select from generate_series, ownership included), then
//    analyzed. With it, the same list filtered by quality status alone (?quality=testing_requested,
//    ?quality=not_tested) when 2,000 of the lots have a testing request (half open, half rejected:
//    the statuses are computed for the marked lots only, private.seed_with_tests), and by
//    certification (?certification=in_progress, ?certification=none) when 1,000 other production
//    lots have an application (half applied, half inspecting: the lists read the kept facts of the
//    lots an application decides, private.seed_certifications); the unfiltered overview is their
//    reference. A round is PER_ROUND requests of each, interleaved with GET /healthz, so that its
//    p95 is several requests deep rather than one stray one. Budget: in each round, each list's
//    p95 at most 5x the p95 of /healthz.
// 2. The lot detail of a lot whose lineage is 30 deep (lot_0 ← lot_1 ← … ← lot_30, parent and
//    source links alternating): ours is ONE request (GET /api/v1/seed-lots/{lot_30}, every
//    ancestor in `lineage` from one recursive query), against the spec's pattern (spec 3 "Lot
//    detail (loaded in parallel)": six reads in parallel, then the chain walked one hop per read,
//    30 sequential hops). The product API has no per-table reads, so the bench serves them itself
//    (per-hop-server.ts: token checked, each read run as the signed-in user with the BFF's request
//    settings). Two comparisons of the medians in each round: on loopback, both sides HTTP round
//    trips to a server process on this machine (a regression guard of the server's work), ours at
//    least 12x faster; and with a 40 ms client round trip added to every request (delay-proxy.ts
//    in front of the portal and of the per-hop server: what a user feels, the pattern paying 31
//    round trips and ours one), at least 20x.
import pg from 'pg';
import { DETAIL_READ_NAMES, HOP_READ, type HopRow, PER_HOP_PATH, startPerHopServer } from './per-hop-server';
import {
  allOf,
  inRounds,
  printSpeedUps,
  ratiosByRound,
  ROUNDS,
  roundsLine,
  roundsRatio,
  type RoundsRatio,
  type SpeedUp,
  type SpeedUpSteps,
  speedUpsOnLoopbackAndRoundTrip,
} from './rounds';
import { median, percentile, round } from './stats';

export interface SeedLotListBenchResult {
  /** Lots of the organization. */
  lots: number;
  crop: string;
  search: string;
  /** The list's total under the filters, and the same count made in SQL as the superuser. */
  total: number;
  expectedTotal: number;
  rounds: number;
  /** Requests of each kind in a round. */
  perRound: number;
  /** Over every round (ms, 2 decimals). */
  healthzMedianMs: number;
  healthzP95Ms: number;
  listMedianMs: number;
  listP95Ms: number;
  /** The budget's ratio: in each round, p95 of the list over p95 of /healthz. */
  p95RatioToHealthzP95: RoundsRatio;
  maxRatio: number;
  /** The crop and search list within its budget, its total SQL's. */
  listOk: boolean;
  /**
   * The list filtered by one quality status or certification standing (`status`: the query, as
   * quality=… or certification=…; '' unfiltered, the reference, without a budget of its own), with
   * its total against the count in SQL.
   */
  quality: {
    status: string;
    total: number;
    expectedTotal: number;
    /** Over every round (ms, 2 decimals). */
    p95Ms: number;
    p95RatioToHealthzP95: RoundsRatio;
    maxRatio: number | null;
    ok: boolean;
  }[];
  ok: boolean;
}

export interface SeedLotLineageBenchResult {
  depth: number;
  /** HTTP calls of the spec's pattern: the parallel reads, then one per hop. */
  specCalls: number;
  /** Over loopback. */
  loopback: SpeedUp;
  /** With `roundTripMs` added to every request. */
  roundTrip: SpeedUp & { roundTripMs: number };
  ok: boolean;
}

const LOT_COUNT = 100_000;
/** Lots with a testing request in the list bench (every 50th): half still open, half rejected. */
const TESTING_REQUESTS = 2_000;
/** Production lots with a certification application in the list bench: half applied, half inspecting. */
const CERTIFICATION_APPLICATIONS = 1_000;
/** The quality and certification filters measured, and the unfiltered overview ('') as their reference. */
const QUALITY_FILTERS = [
  'quality=testing_requested',
  'quality=not_tested',
  'certification=in_progress',
  'certification=none',
  '',
] as const;
/** The filters that keep nearly every lot: their total counts them all, as the unfiltered overview's does. */
const NEARLY_ALL = new Set<string>(['quality=not_tested', 'certification=none']);
const MAX_LIST_RATIO = 5;
/** Requests of each kind in a round of the list bench: a round's p95 is its 5th slowest. */
const PER_ROUND = 100;
export const LINEAGE_DEPTH = 30;
/** A loopback round: seven of each (the pattern takes a fraction of a second); a round trip's: three (the pattern pays 31 round trips). */
const LINEAGE_LOOPBACK = { perRound: 7, requiredSpeedUp: 12 };
const LINEAGE_ROUND_TRIP = { perRound: 3, requiredSpeedUp: 20 };

export async function ok(res: Response, what: string): Promise<Response> {
  if (!res.ok) throw new Error(`${what} answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
  return res;
}

export async function accessToken(baseUrl: string, account: { email: string; password: string }): Promise<string> {
  const { anonKey } = (await (await fetch(`${baseUrl}/config.json`)).json()) as { anonKey: string };
  const signIn = await ok(
    await fetch(`${baseUrl}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', apikey: anonKey },
      body: JSON.stringify(account),
    }),
    'sign-in',
  );
  return ((await signIn.json()) as { access_token: string }).access_token;
}

export async function withAdmin<T>(adminUrl: string, fn: (db: pg.Client) => Promise<T>): Promise<T> {
  const db = new pg.Client({ connectionString: adminUrl });
  await db.connect();
  try {
    return await fn(db);
  } finally {
    await db.end();
  }
}

/** The account's organization and profile (profiles.auth_id = auth.users.id). */
export async function memberOf(db: pg.Client, email: string): Promise<{ organizationId: string; profileId: string }> {
  const { rows } = await db.query<{ organization_id: string | null; profile_id: string }>(
    `select p.organization_id, p.id as profile_id
     from public.profiles p join auth.users u on u.id = p.auth_id where lower(u.email) = lower($1)`,
    [email],
  );
  const organizationId = rows[0]?.organization_id;
  if (!organizationId) throw new Error(`${email} has no organization`);
  return { organizationId, profileId: rows[0]!.profile_id };
}

/**
 * A testing request (the organization's own laboratory) on every 50th of its lots, up to
 * TESTING_REQUESTS: even ones still requested, odd ones rejected (a rejected request leaves the lot
 * not tested, but marked, so its status is computed). The triggers mark the lots.
 */
async function insertTestingRequests(db: pg.Client, member: { organizationId: string; profileId: string }) {
  const { rows } = await db.query<{ n: number }>(
    'select count(*)::int as n from public.testing_requests where requesting_organization_id = $1',
    [member.organizationId],
  );
  if (rows[0]!.n >= TESTING_REQUESTS) return;
  await db.query(
    `insert into public.testing_requests (seed_lot_id, requesting_organization_id, laboratory_organization_id,
       seed_class, tests, sample_weight_g, sample_drawn_on, status, rejection_reason, created_by)
     select l.id, $1, $1, 'certified', '{physical_purity,germination,moisture}', 1000, current_date,
       case when l.k / 50 % 2 = 0 then 'requested' else 'rejected' end::public.testing_request_status,
       case when l.k / 50 % 2 = 1 then 'Sample too small' end, $2
     from (select l.id, row_number() over (order by l.id) as k from public.seed_lots l
           where l.grower_organization_id = $1) l
     where l.k % 50 = 0 and l.k <= $3::int * 50`,
    [member.organizationId, member.profileId, TESTING_REQUESTS],
  );
  await db.query('analyze public.testing_requests, private.seed_with_tests');
}

/**
 * An application for certification (the organization as its own agency) on every 50th of its
 * production lots that has no testing request, up to CERTIFICATION_APPLICATIONS: even ones applied,
 * odd ones inspecting. The triggers keep their facts (private.seed_certifications).
 */
async function insertCertificationApplications(db: pg.Client, member: { organizationId: string; profileId: string }) {
  const { rows } = await db.query<{ n: number }>(
    'select count(*)::int as n from public.certification_applications where applicant_organization_id = $1',
    [member.organizationId],
  );
  if (rows[0]!.n >= CERTIFICATION_APPLICATIONS) return;
  await db.query(
    `insert into public.certification_applications (seed_lot_id, applicant_organization_id, agency_organization_id,
       class_sought, source_class, area_acres, status, created_by)
     select l.id, $1, $1, 'foundation', 'breeder', 4.5,
       case when l.k / 50 % 2 = 0 then 'applied' else 'inspecting' end::public.certification_status, $2
     from (select l.id, row_number() over (order by l.id) as k from public.seed_lots l
           where l.grower_organization_id = $1 and l.lot_type = 'raw_production'
             and not exists (select 1 from public.testing_requests q where q.seed_lot_id = l.id)) l
     where l.k % 50 = 0 and l.k <= $3::int * 50`,
    [member.organizationId, member.profileId, CERTIFICATION_APPLICATIONS],
  );
  await db.query('analyze public.certification_applications, private.seed_certifications');
}

/**
 * `count` lots of the organization in one statement, each with the organization's ownership row:
 * crops round-robin over the crops table, varieties over that crop's master varieties (none for a
 * crop without any), every type, status and a few generations, created every 301.3 s back from now
 * (about 11 months), 1 in 50 in the trash. The ids are made here in the database's format
 * (SL-yyyymmdd-hhmmss<tenth>-<4 digits>) from created_at, which differs by more than a second from
 * lot to lot, so they are unique: the column default would give every row of one statement the
 * same timestamp and only 10,000 distinct suffixes.
 *
 * Triggers are off for the statement (session_replication_role = replica, superuser): the
 * ownership trigger's per-row activity event and counter update would write the organization's
 * one organization_stats row 100,000 times; the counter is moved once instead. The foreign keys
 * (triggers too) are satisfied by construction.
 */
async function insertLots(db: pg.Client, member: { organizationId: string; profileId: string }, count: number) {
  await db.query('begin');
  try {
    await db.query('set local session_replication_role = replica');
    const { rowCount } = await db.query(
      `with crop as (
         select c.id, (row_number() over (order by c.name) - 1)::int as k,
           (select array_agg(v.id order by v.name) from public.varieties v where v.crop_id = c.id) as varieties
         from public.crops c
       ),
       g as (
         select g, now() - g * interval '301.3 seconds' as created_at from generate_series(1, $3::int) g
       ),
       lots as (
         insert into public.seed_lots (id, lot_type, status, generation, crop_id, variety_id, quantity, quantity_unit,
           pack_size, pack_unit, packaging_type, grower_organization_id, grower_id, created_by, updated_by,
           created_at, updated_at, deleted_at)
         select
           'SL-' || to_char(g.created_at at time zone 'UTC', 'YYYYMMDD-HH24MISS')
             || (floor(extract(milliseconds from g.created_at) / 100)::int % 10)
             || '-' || lpad((g.g % 10000)::text, 4, '0'),
           t.lot_type,
           (enum_range(null::public.lot_status))[1 + g.g % 12],
           (array['Breeder', 'Foundation', 'Certified', 'F1', 'F2', null])[1 + g.g % 6],
           c.id,
           c.varieties[1 + (g.g / (select count(*)::int from crop)) % cardinality(c.varieties)],
           10 + g.g % 990,
           case when t.lot_type = 'unregistered_source' then 'packages' else 'Kg' end::public.quantity_unit,
           case when t.lot_type = 'raw_production' then null else 5 end,
           case when t.lot_type = 'raw_production' then null else 'Kg' end::public.quantity_unit,
           case when t.lot_type = 'raw_production' then null else 'bag' end::public.container_type,
           $1, $2, $2, $2,
           g.created_at, g.created_at,
           case when g.g % 50 = 0 then g.created_at + interval '1 day' end
         from g
         join crop c on c.k = g.g % (select count(*)::int from crop)
         cross join lateral (
           select (case when g.g % 10 < 6 then 'raw_production' when g.g % 10 < 9 then 'packaged_unit'
                   else 'unregistered_source' end)::public.lot_type as lot_type
         ) t
         returning id, quantity, quantity_unit
       )
       insert into public.lot_ownership (seed_lot_id, owner_organization_id, quantity_owned, unit_of_measure)
       select id, $1, quantity, quantity_unit from lots`,
      [member.organizationId, member.profileId, count],
    );
    await db.query(
      `insert into public.organization_stats as s (organization_id, seed_lots) values ($1, $2)
       on conflict (organization_id) do update set seed_lots = s.seed_lots + excluded.seed_lots`,
      [member.organizationId, rowCount],
    );
    await db.query('commit');
  } catch (error) {
    await db.query('rollback');
    throw error;
  }
  await db.query('analyze public.seed_lots, public.lot_ownership');
}

export async function measureSeedLotList(
  baseUrl: string,
  account: { email: string; password: string },
  /** Superuser URL of the bench database: the lots are made in SQL. */
  adminUrl: string,
  perRound = PER_ROUND,
): Promise<SeedLotListBenchResult> {
  const token = await accessToken(baseUrl, account);
  const headers = { Authorization: `Bearer ${token}` };

  const query = await withAdmin(adminUrl, async (db) => {
    const member = await memberOf(db, account.email);
    const { rows: have } = await db.query<{ n: number }>(
      'select count(*)::int as n from public.seed_lots where grower_organization_id = $1',
      [member.organizationId],
    );
    if (have[0]!.n < LOT_COUNT) await insertLots(db, member, LOT_COUNT - have[0]!.n);
    // The crop with the most master varieties, and the first four letters of its middle variety's
    // name: a short search that matches some of the crop's lots, not all.
    const { rows } = await db.query<{ crop_id: string; crop_name: string; search: string }>(
      `select c.id as crop_id, c.name as crop_name,
         btrim(lower(left(vs.names[1 + cardinality(vs.names) / 2], 4))) as search
       from public.crops c
       cross join lateral (select array_agg(v.name order by v.name) as names
                           from public.varieties v where v.crop_id = c.id) vs
       where vs.names is not null
       order by cardinality(vs.names) desc, c.name limit 1`,
    );
    const { crop_id: crop, crop_name: cropName, search } = rows[0]!;
    // What the overview answers as its total: the organization's active lots of the crop whose id,
    // crop or variety name contains the text.
    const { rows: expected } = await db.query<{ n: number }>(
      `select count(*)::int as n from public.seed_lots l
       join public.crops c on c.id = l.crop_id
       left join public.varieties v on v.id = l.variety_id
       where (l.grower_organization_id = $1
              or l.id in (select o.seed_lot_id from public.lot_ownership o where o.owner_organization_id = $1))
         and l.deleted_at is null and l.crop_id = $2
         and (strpos(lower(l.id), $3) > 0 or strpos(lower(c.name), $3) > 0 or strpos(lower(v.name), $3) > 0)`,
      [member.organizationId, crop, search],
    );
    const { rows: lots } = await db.query<{ n: number }>(
      'select count(*)::int as n from public.seed_lots where grower_organization_id = $1',
      [member.organizationId],
    );
    await insertTestingRequests(db, member);
    // What a quality filter answers as its total: the active lots with an open request, the others.
    const { rows: requested } = await db.query<{ open: number; active: number }>(
      `select count(*) filter (where exists (
                select 1 from public.testing_requests q
                where q.seed_lot_id = l.id and q.status in ('requested', 'received', 'in_testing')))::int as open,
              count(*)::int as active
       from public.seed_lots l where l.grower_organization_id = $1 and l.deleted_at is null`,
      [member.organizationId],
    );
    await insertCertificationApplications(db, member);
    // What a certification filter answers: the active lots with an application (none is packed), the others.
    const { rows: applied } = await db.query<{ n: number }>(
      `select count(*)::int as n from public.seed_lots l
       where l.grower_organization_id = $1 and l.deleted_at is null
         and exists (select 1 from public.certification_applications a
                     where a.seed_lot_id = l.id and a.status in ('applied', 'inspecting'))`,
      [member.organizationId],
    );
    const qualityTotals: Record<string, number> = {
      'quality=testing_requested': requested[0]!.open,
      'quality=not_tested': requested[0]!.active - requested[0]!.open,
      'certification=in_progress': applied[0]!.n,
      'certification=none': requested[0]!.active - applied[0]!.n,
      '': requested[0]!.active,
    };
    return { crop, cropName, search, expectedTotal: expected[0]!.n, lots: lots[0]!.n, qualityTotals };
  });

  const listUrl = `${baseUrl}/api/v1/seed-lots?${new URLSearchParams({
    tab: 'overview',
    crop: query.crop,
    search: query.search,
  })}`;
  const qualityUrl = (filter: string) => `${baseUrl}/api/v1/seed-lots?tab=overview${filter ? `&${filter}` : ''}`;
  /** Whether a row of the list answered under the filter is of its status. */
  const rowFits = (filter: string, row: { quality: string; certification: { status: string } | null }) => {
    const [name, value] = filter.split('=');
    if (name === 'quality') return row.quality === value;
    if (value === 'none') return row.certification === null;
    return ['applied', 'inspecting'].includes(row.certification?.status ?? '');
  };
  const qualityTotals: Record<string, number> = {};
  let total = NaN;
  const filterStep = (status: string) => async (warmUp: boolean) => {
    const res = await ok(await fetch(qualityUrl(status), { headers }), `GET /api/v1/seed-lots?${status}`);
    if (!warmUp) return void (await res.arrayBuffer());
    const body = (await res.json()) as {
      total: number;
      items: { quality: string; certification: { status: string } | null }[];
    };
    qualityTotals[status] = body.total;
    if (status && body.items.some((l) => !rowFits(status, l))) throw new Error(`?${status} listed another status`);
  };
  // The warm-up (which also reads the totals), then the rounds, each request kind interleaved.
  const timings = await inRounds<string>(ROUNDS, perRound, {
    healthz: async () => (await ok(await fetch(`${baseUrl}/healthz`), 'healthz')).arrayBuffer(),
    list: async (warmUp: boolean) => {
      const res = await ok(await fetch(listUrl, { headers }), 'GET /api/v1/seed-lots');
      if (!warmUp) return void (await res.arrayBuffer());
      const body = (await res.json()) as { total: number; items: { crop_id: string }[] };
      total = body.total;
      if (body.total !== query.expectedTotal || body.items.some((l) => l.crop_id !== query.crop)) {
        throw new Error(`the overview list answered a total of ${body.total}, expected ${query.expectedTotal}`);
      }
    },
    ...Object.fromEntries(QUALITY_FILTERS.map((status) => [`filter:${status}`, filterStep(status)])),
  });
  const p95 = (xs: number[]) => percentile(xs, 95);
  const p95Ratios = (step: string) => ratiosByRound(timings, step, 'healthz', p95);
  const listRatios = p95Ratios('list');
  const listOk = total > 0 && total === query.expectedTotal && median(listRatios) <= MAX_LIST_RATIO;
  const overviewRatio = median(p95Ratios('filter:'));
  const quality = QUALITY_FILTERS.map((status) => {
    const ratios = p95Ratios(`filter:${status}`);
    // Not tested (and no certification) is nearly every lot: its total counts them all, as the
    // unfiltered overview does, so its budget is the overview's own time (the cost of the count,
    // not of the filter).
    const maxRatio =
      status === ''
        ? null
        : NEARLY_ALL.has(status)
          ? round(Math.max(MAX_LIST_RATIO, overviewRatio * 1.25))
          : MAX_LIST_RATIO;
    const expectedTotal = query.qualityTotals[status] ?? NaN;
    return {
      status,
      total: qualityTotals[status]!,
      expectedTotal,
      p95Ms: round(p95(allOf(timings, `filter:${status}`)), 2),
      p95RatioToHealthzP95: roundsRatio(ratios),
      maxRatio,
      ok: qualityTotals[status] === expectedTotal && (maxRatio === null || median(ratios) <= maxRatio),
    };
  });
  const healthz = allOf(timings, 'healthz');
  const list = allOf(timings, 'list');
  return {
    lots: query.lots,
    crop: query.cropName,
    search: query.search,
    total,
    expectedTotal: query.expectedTotal,
    rounds: ROUNDS,
    perRound,
    healthzMedianMs: round(median(healthz), 2),
    healthzP95Ms: round(p95(healthz), 2),
    listMedianMs: round(median(list), 2),
    listP95Ms: round(p95(list), 2),
    p95RatioToHealthzP95: roundsRatio(listRatios),
    maxRatio: MAX_LIST_RATIO,
    listOk,
    quality,
    ok: listOk && quality.every((q) => q.ok),
  };
}

/**
 * lot_0 ← lot_1 ← … ← lot_depth for the organization, as the superuser: lot_i descends from
 * lot_(i-1) by parent_lot_id when i is odd and by a source_lots row when i is even; each with the
 * organization's ownership row. Ids from the column default (distinct suffixes within a
 * transaction). Returns the ids, lot_0 first.
 */
export async function insertChain(db: pg.Client, member: { organizationId: string; profileId: string }, depth: number) {
  const ids: string[] = [];
  await db.query('begin');
  try {
    const { rows: crop } = await db.query<{ crop_id: string; variety_id: string }>(
      'select v.crop_id, v.id as variety_id from public.varieties v order by v.name limit 1',
    );
    for (let i = 0; i <= depth; i++) {
      const parent = i % 2 === 1 ? ids[i - 1]! : null;
      const { rows } = await db.query<{ id: string }>(
        `insert into public.seed_lots (lot_type, status, generation, crop_id, variety_id, quantity, quantity_unit,
           grower_organization_id, grower_id, created_by, updated_by, parent_lot_id, created_at, updated_at)
         values ('raw_production', 'active', $1, $2, $3, 100, 'Kg', $4, $5, $5, $5, $6,
           now() - ($7::int * interval '1 day'), now() - ($7::int * interval '1 day'))
         returning id`,
        [`G${i}`, crop[0]!.crop_id, crop[0]!.variety_id, member.organizationId, member.profileId, parent, depth - i],
      );
      const id = rows[0]!.id;
      if (i > 0 && i % 2 === 0) {
        await db.query(
          `insert into public.source_lots (seed_lot_id, source_lot_id, quantity, quantity_unit, purpose)
           values ($1, $2, 100, 'Kg', 'source')`,
          [id, ids[i - 1]],
        );
      }
      await db.query(
        `insert into public.lot_ownership (seed_lot_id, owner_organization_id, quantity_owned, unit_of_measure)
         values ($1, $2, 100, 'Kg')`,
        [id, member.organizationId],
      );
      ids.push(id);
    }
    await db.query('commit');
  } catch (error) {
    await db.query('rollback');
    throw error;
  }
  await db.query('analyze public.seed_lots, public.source_lots, public.lot_ownership');
  return ids;
}

export async function measureSeedLotLineage(
  baseUrl: string,
  account: { email: string; password: string },
  /** Superuser URL (the chain is made in SQL) and the BFF's DATABASE_URL (the per-hop reads use its login role). */
  db: { adminUrl: string; appUrl: string },
): Promise<SeedLotLineageBenchResult> {
  const token = await accessToken(baseUrl, account);
  const headers = { Authorization: `Bearer ${token}` };
  const chain = await withAdmin(db.adminUrl, async (admin) =>
    insertChain(admin, await memberOf(admin, account.email), LINEAGE_DEPTH),
  );
  const lot = chain[LINEAGE_DEPTH]!;
  const expected = [...chain.slice(0, LINEAGE_DEPTH)].sort();
  const same = (ids: string[]) => JSON.stringify([...ids].sort()) === JSON.stringify(expected);

  /**
   * The three steps against a portal and a per-hop server. The warm-up checks that both sides
   * find the same 30 ancestors.
   */
  const steps: SpeedUpSteps = (portalUrl, perHopUrl) => {
    const read = async (name: string, id: string) =>
      (await ok(
        await fetch(`${perHopUrl}${PER_HOP_PATH}/${name}?lot_id=${encodeURIComponent(id)}`, { headers }),
        `per-hop ${name} read`,
      ).then((res) => res.json())) as unknown[];

    /** The spec's pattern: the six reads in parallel, then the walk up the chain, one hop per read. */
    async function specPattern(): Promise<{ ancestors: string[]; reads: Record<string, unknown[]> }> {
      const answers = await Promise.all(DETAIL_READ_NAMES.map((name) => read(name, lot)));
      const reads = Object.fromEntries(DETAIL_READ_NAMES.map((name, k) => [name, answers[k]!]));
      // Breadth first over parent and source links. The walk stops after `LINEAGE_DEPTH` hops: the
      // root's own (empty) hop that a real walk needs to learn it is the root is not made, which
      // favours the spec's pattern.
      const ancestors: string[] = [];
      const queue = [lot];
      for (let hop = 0; hop < LINEAGE_DEPTH && queue.length > 0; hop++) {
        const [row] = (await read(HOP_READ, queue.shift()!)) as HopRow[];
        if (!row) continue;
        for (const next of [row.parent_lot_id, ...row.source_lots.map((s) => s.source_lot_id)]) {
          if (next && next !== lot && !ancestors.includes(next)) {
            ancestors.push(next);
            queue.push(next);
          }
        }
      }
      return { ancestors, reads };
    }

    return {
      healthz: async () => (await ok(await fetch(`${portalUrl}/healthz`), 'healthz')).arrayBuffer(),
      oneRequest: async (warmUp: boolean) => {
        const res = await ok(
          await fetch(`${portalUrl}/api/v1/seed-lots/${encodeURIComponent(lot)}`, { headers }),
          'GET /api/v1/seed-lots/{id}',
        );
        if (!warmUp) return void (await res.arrayBuffer());
        const detail = (await res.json()) as { lineage: { id: string; direction: string }[] };
        const ancestors = detail.lineage.filter((l) => l.direction === 'ancestor').map((l) => l.id);
        if (!same(ancestors)) {
          throw new Error(
            `the lot detail's lineage has ${ancestors.length} ancestors, not the chain's ${LINEAGE_DEPTH}`,
          );
        }
      },
      pattern: async (warmUp: boolean) => {
        const { ancestors, reads } = await specPattern();
        if (!warmUp) return;
        if (!same(ancestors)) {
          throw new Error(`the per-hop walk found ${ancestors.length} ancestors, not the chain's ${LINEAGE_DEPTH}`);
        }
        if (reads.ownership?.length !== 1 || reads.source_lots?.length !== 1) {
          throw new Error(`the per-hop reads answered ${JSON.stringify(reads).slice(0, 300)}`);
        }
      },
    };
  };

  const perHop = await startPerHopServer(baseUrl, db.appUrl);
  try {
    const speedUps = await speedUpsOnLoopbackAndRoundTrip({
      portalUrl: baseUrl,
      patternUrl: perHop.url,
      steps,
      loopback: LINEAGE_LOOPBACK,
      roundTrip: LINEAGE_ROUND_TRIP,
    });
    return { depth: LINEAGE_DEPTH, specCalls: DETAIL_READ_NAMES.length + LINEAGE_DEPTH, ...speedUps };
  } finally {
    await perHop.stop();
  }
}

/** The report lines of the overview list bench. */
export function printSeedLotListBench(r: SeedLotListBenchResult): void {
  console.log(
    `\nSeed-lot overview list, ${r.lots} lots; crop ${r.crop}, search '${r.search}' (${r.rounds} rounds of ${r.perRound} requests of each kind, interleaved; over every round)`,
  );
  console.log(''.padEnd(48), 'p95 ms'.padStart(10), 'median ms'.padStart(11));
  console.log('GET /healthz'.padEnd(48), String(r.healthzP95Ms).padStart(10), String(r.healthzMedianMs).padStart(11));
  console.log(
    'GET /api/v1/seed-lots?tab=overview&crop&search'.padEnd(48),
    String(r.listP95Ms).padStart(10),
    String(r.listMedianMs).padStart(11),
    ` (${r.total} lots${r.total === r.expectedTotal ? ', as SQL counts' : `; SQL counts ${r.expectedTotal}`})`,
  );
  for (const q of r.quality) {
    console.log(
      (q.status ? `GET /api/v1/seed-lots?${q.status}` : 'GET /api/v1/seed-lots?tab=overview').padEnd(48),
      String(q.p95Ms).padStart(10),
      ''.padStart(11),
      ` (${q.total} lots${q.total === q.expectedTotal ? ', as SQL counts' : `; SQL counts ${q.expectedTotal}: FAILED`})`,
    );
  }
  console.log(`A round's ratio: its p95 over the p95 of GET /healthz in the same round.`);
  console.log(roundsLine('Seed-lot list p95, crop and search', r.p95RatioToHealthzP95, `≤${r.maxRatio}x`, r.listOk));
  for (const q of r.quality) {
    const label = `Seed-lot list p95, ${q.status ? `?${q.status}` : 'unfiltered overview'}`;
    const budget =
      q.maxRatio === null
        ? null
        : q.maxRatio === r.maxRatio
          ? `≤${q.maxRatio}x`
          : `≤${q.maxRatio}x, 1.25 times the unfiltered overview's`;
    console.log(roundsLine(label, q.p95RatioToHealthzP95, budget, q.ok));
  }
}

/** The report lines of the lineage bench. */
export function printSeedLotLineageBench(r: SeedLotLineageBenchResult): void {
  printSpeedUps({
    title: `Lot detail with a lineage ${r.depth} deep`,
    oneRequest: 'ours: GET /api/v1/seed-lots/{id} (1 request)',
    pattern: `spec: ${DETAIL_READ_NAMES.length} reads in parallel, ${r.depth} hops (${r.specCalls} calls)`,
    subject: `Lot detail, ${r.depth}-deep lineage`,
    loopback: r.loopback,
    roundTrip: r.roundTrip,
  });
}
