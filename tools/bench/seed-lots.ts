// Seed lots at scale (issue 11 "Bench"), two measurements against the real BFF:
//
// 1. The overview list of an organization of 100,000 lots, filtered by a crop and a short search
//    text (GET /api/v1/seed-lots?tab=overview&crop=…&search=…). The lots are made directly in SQL
//    as the superuser (one insert … select from generate_series, ownership included), then
//    analyzed. Budget: the list's p95 at most 5x the p95 of GET /healthz in the same run.
// 2. The lot detail of a lot whose lineage is 30 deep (lot_0 ← lot_1 ← … ← lot_30, parent and
//    source links alternating): ours is ONE request (GET /api/v1/seed-lots/{lot_30}, every
//    ancestor in `lineage` from one recursive query), against the spec's pattern (spec 3 "Lot
//    detail (loaded in parallel)": six reads in parallel, then the chain walked one hop per read,
//    30 sequential hops). The product API has no per-table reads, so the bench serves them itself
//    (per-hop-server.ts: token checked, each read run as the signed-in user with the BFF's request
//    settings); both are HTTP round trips to a server process on this machine. Budget: ours at
//    least 20x faster (medians).
//
// 3. The same list filtered by quality status alone (?quality=testing_requested, ?quality=not_tested)
//    when 2,000 of the lots have a testing request (half open, half rejected): the statuses are
//    computed for the marked lots only (private.seed_with_tests). Same budget as 1.
// 4. The same list filtered by certification (?certification=in_progress, ?certification=none) when
//    1,000 other production lots have an application (half applied, half inspecting): the lists read
//    the kept facts of the lots an application decides (private.seed_certifications). Same budget.
//
// Measured interleaved in one run, reported as ratios to GET /healthz.
import pg from 'pg';
import { DETAIL_READ_NAMES, HOP_READ, type HopRow, PER_HOP_PATH, startPerHopServer } from './per-hop-server';

export interface SeedLotListBenchResult {
  /** Lots of the organization. */
  lots: number;
  crop: string;
  search: string;
  /** The list's total under the filters, and the same count made in SQL as the superuser. */
  total: number;
  expectedTotal: number;
  rounds: number;
  healthzMedianMs: number;
  healthzP95Ms: number;
  listMedianMs: number;
  listP95Ms: number;
  /** The budget's ratio: p95 of the list over p95 of /healthz. */
  p95RatioToHealthzP95: number;
  medianRatioToHealthzMedian: number;
  maxRatio: number;
  /**
   * The list filtered by one quality status or certification standing (`status`: the query, as
   * quality=… or certification=…; '' unfiltered), with its total against the count in SQL.
   */
  quality: { status: string; total: number; expectedTotal: number; p95Ms: number; p95RatioToHealthzP95: number }[];
  ok: boolean;
}

export interface SeedLotLineageBenchResult {
  depth: number;
  rounds: number;
  healthzMs: number;
  oneRequestMs: number;
  oneRequestRatioToHealthz: number;
  /** HTTP calls of the spec's pattern: the parallel reads, then one per hop. */
  specCalls: number;
  specMs: number;
  specRatioToHealthz: number;
  speedUp: number;
  requiredSpeedUp: number;
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
const LINEAGE_DEPTH = 30;
const REQUIRED_SPEED_UP = 20;

const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
const median = (xs: number[]) => sorted(xs)[Math.floor(xs.length / 2)] ?? NaN;
/** Nearest-rank percentile. */
const percentile = (xs: number[], p: number) => sorted(xs)[Math.max(0, Math.ceil((p / 100) * xs.length) - 1)] ?? NaN;
const round = (x: number, digits = 1) => Math.round(x * 10 ** digits) / 10 ** digits;

async function timed(fn: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await fn();
  return performance.now() - start;
}

async function ok(res: Response, what: string): Promise<Response> {
  if (!res.ok) throw new Error(`${what} answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
  return res;
}

async function accessToken(baseUrl: string, account: { email: string; password: string }): Promise<string> {
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

async function withAdmin<T>(adminUrl: string, fn: (db: pg.Client) => Promise<T>): Promise<T> {
  const db = new pg.Client({ connectionString: adminUrl });
  await db.connect();
  try {
    return await fn(db);
  } finally {
    await db.end();
  }
}

/** The account's organization and profile (profiles.auth_id = auth.users.id). */
async function memberOf(db: pg.Client, email: string): Promise<{ organizationId: string; profileId: string }> {
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
  // A p95 of 40 rounds was their second-slowest request: it moved with one slow /healthz or list
  // request from 2.4x to 6.3x between runs of the same build. 200 rounds (about 2 s) settle it.
  rounds = 200,
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
  const qualitySeries = Object.fromEntries(QUALITY_FILTERS.map((status) => [status, [] as number[]]));
  const qualityTotals: Record<string, number> = {};
  const series = { healthz: [] as number[], list: [] as number[] };
  let total = NaN;
  // One warm-up round (which also reads the list's total), then the measured ones, interleaved.
  for (let i = 0; i <= rounds; i++) {
    const healthz = await timed(async () => (await ok(await fetch(`${baseUrl}/healthz`), 'healthz')).arrayBuffer());
    const list = await timed(async () => {
      const res = await ok(await fetch(listUrl, { headers }), 'GET /api/v1/seed-lots');
      if (i > 0) return void (await res.arrayBuffer());
      const body = (await res.json()) as { total: number; items: { crop_id: string }[] };
      total = body.total;
      if (body.total !== query.expectedTotal || body.items.some((l) => l.crop_id !== query.crop)) {
        throw new Error(`the overview list answered a total of ${body.total}, expected ${query.expectedTotal}`);
      }
    });
    for (const status of QUALITY_FILTERS) {
      const took = await timed(async () => {
        const res = await ok(await fetch(qualityUrl(status), { headers }), `GET /api/v1/seed-lots?${status}`);
        if (i > 0) return void (await res.arrayBuffer());
        const body = (await res.json()) as {
          total: number;
          items: { quality: string; certification: { status: string } | null }[];
        };
        qualityTotals[status] = body.total;
        if (status && body.items.some((l) => !rowFits(status, l))) {
          throw new Error(`?${status} listed another status`);
        }
      });
      if (i > 0) qualitySeries[status]!.push(took);
    }
    if (i === 0) continue;
    series.healthz.push(healthz);
    series.list.push(list);
  }
  const quality = QUALITY_FILTERS.map((status) => {
    const p95 = percentile(qualitySeries[status]!, 95);
    return {
      status,
      total: qualityTotals[status]!,
      expectedTotal: query.qualityTotals[status] ?? NaN,
      p95Ms: round(p95, 2),
      p95RatioToHealthzP95: round(p95 / percentile(series.healthz, 95)),
    };
  });
  const healthzP95 = percentile(series.healthz, 95);
  const listP95 = percentile(series.list, 95);
  const ratio = listP95 / healthzP95;
  return {
    lots: query.lots,
    crop: query.cropName,
    search: query.search,
    total,
    expectedTotal: query.expectedTotal,
    rounds,
    healthzMedianMs: round(median(series.healthz), 2),
    healthzP95Ms: round(healthzP95, 2),
    listMedianMs: round(median(series.list), 2),
    listP95Ms: round(listP95, 2),
    p95RatioToHealthzP95: round(ratio),
    medianRatioToHealthzMedian: round(median(series.list) / median(series.healthz)),
    maxRatio: MAX_LIST_RATIO,
    quality,
    ok:
      total > 0 &&
      ratio <= MAX_LIST_RATIO &&
      quality.every((q) => q.total === q.expectedTotal) &&
      // Not tested (and no certification) is nearly every lot: its total counts them all, as the
      // unfiltered overview does, so its budget is the overview's own time (the cost of the count,
      // not of the filter).
      quality.every(
        (q) =>
          q.status === '' ||
          q.p95RatioToHealthzP95 <=
            (NEARLY_ALL.has(q.status)
              ? Math.max(MAX_LIST_RATIO, quality.find((o) => o.status === '')!.p95RatioToHealthzP95 * 1.25)
              : MAX_LIST_RATIO),
      ),
  };
}

/**
 * lot_0 ← lot_1 ← … ← lot_depth for the organization, as the superuser: lot_i descends from
 * lot_(i-1) by parent_lot_id when i is odd and by a source_lots row when i is even; each with the
 * organization's ownership row. Ids from the column default (distinct suffixes within a
 * transaction). Returns the ids, lot_0 first.
 */
async function insertChain(db: pg.Client, member: { organizationId: string; profileId: string }, depth: number) {
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
  rounds = 30,
): Promise<SeedLotLineageBenchResult> {
  const token = await accessToken(baseUrl, account);
  const headers = { Authorization: `Bearer ${token}` };
  const chain = await withAdmin(db.adminUrl, async (admin) =>
    insertChain(admin, await memberOf(admin, account.email), LINEAGE_DEPTH),
  );
  const lot = chain[LINEAGE_DEPTH]!;
  const expected = [...chain.slice(0, LINEAGE_DEPTH)].sort();
  const same = (ids: string[]) => JSON.stringify([...ids].sort()) === JSON.stringify(expected);
  const detailUrl = `${baseUrl}/api/v1/seed-lots/${encodeURIComponent(lot)}`;

  const perHop = await startPerHopServer(baseUrl, db.appUrl);
  const read = async (name: string, id: string) =>
    (await ok(
      await fetch(`${perHop.url}${PER_HOP_PATH}/${name}?lot_id=${encodeURIComponent(id)}`, { headers }),
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

  const series = { healthz: [] as number[], ours: [] as number[], spec: [] as number[] };
  try {
    // One warm-up round, which checks that both sides find the same 30 ancestors, then the
    // measured ones, interleaved.
    for (let i = 0; i <= rounds; i++) {
      const warmUp = i === 0;
      const healthz = await timed(async () => (await ok(await fetch(`${baseUrl}/healthz`), 'healthz')).arrayBuffer());
      const ours = await timed(async () => {
        const res = await ok(await fetch(detailUrl, { headers }), 'GET /api/v1/seed-lots/{id}');
        if (!warmUp) return void (await res.arrayBuffer());
        const detail = (await res.json()) as { lineage: { id: string; direction: string }[] };
        const ancestors = detail.lineage.filter((l) => l.direction === 'ancestor').map((l) => l.id);
        if (!same(ancestors)) {
          throw new Error(
            `the lot detail's lineage has ${ancestors.length} ancestors, not the chain's ${LINEAGE_DEPTH}`,
          );
        }
      });
      const spec = await timed(async () => {
        const { ancestors, reads } = await specPattern();
        if (!warmUp) return;
        if (!same(ancestors)) {
          throw new Error(`the per-hop walk found ${ancestors.length} ancestors, not the chain's ${LINEAGE_DEPTH}`);
        }
        if (reads.ownership?.length !== 1 || reads.source_lots?.length !== 1) {
          throw new Error(`the per-hop reads answered ${JSON.stringify(reads).slice(0, 300)}`);
        }
      });
      if (warmUp) continue;
      series.healthz.push(healthz);
      series.ours.push(ours);
      series.spec.push(spec);
    }
  } finally {
    await perHop.stop();
  }
  const healthzMs = median(series.healthz);
  const oneRequestMs = median(series.ours);
  const specMs = median(series.spec);
  const speedUp = specMs / oneRequestMs;
  return {
    depth: LINEAGE_DEPTH,
    rounds,
    healthzMs: round(healthzMs, 2),
    oneRequestMs: round(oneRequestMs, 2),
    oneRequestRatioToHealthz: round(oneRequestMs / healthzMs),
    specCalls: DETAIL_READ_NAMES.length + LINEAGE_DEPTH,
    specMs: round(specMs, 2),
    specRatioToHealthz: round(specMs / healthzMs),
    speedUp: round(speedUp),
    requiredSpeedUp: REQUIRED_SPEED_UP,
    ok: speedUp >= REQUIRED_SPEED_UP,
  };
}

/** The report lines of the overview list bench. */
export function printSeedLotListBench(r: SeedLotListBenchResult): void {
  console.log(
    `\nSeed-lot overview list, ${r.lots} lots; crop ${r.crop}, search '${r.search}' (${r.rounds} rounds; ratio to GET /healthz in the same run)`,
  );
  console.log(''.padEnd(44), 'p95'.padStart(8), 'p95 ms'.padStart(10), 'median'.padStart(8), 'median ms'.padStart(11));
  console.log(
    'GET /healthz'.padEnd(44),
    '1x'.padStart(8),
    String(r.healthzP95Ms).padStart(10),
    '1x'.padStart(8),
    String(r.healthzMedianMs).padStart(11),
  );
  console.log(
    'GET /api/v1/seed-lots?tab=overview&crop&search'.padEnd(44),
    `${r.p95RatioToHealthzP95}x`.padStart(8),
    String(r.listP95Ms).padStart(10),
    `${r.medianRatioToHealthzMedian}x`.padStart(8),
    String(r.listMedianMs).padStart(11),
  );
  for (const q of r.quality) {
    console.log(
      (q.status ? `GET /api/v1/seed-lots?${q.status}` : 'GET /api/v1/seed-lots?tab=overview').padEnd(44),
      `${q.p95RatioToHealthzP95}x`.padStart(8),
      String(q.p95Ms).padStart(10),
      `(${q.total} lots${q.total === q.expectedTotal ? ', as SQL counts' : `; SQL counts ${q.expectedTotal}`})`,
    );
  }
  console.log(
    `the list answered a total of ${r.total} lots (${r.total === r.expectedTotal ? 'the same count as SQL' : `SQL counts ${r.expectedTotal}`})`,
  );
  console.log(
    r.ok
      ? `p95 of the list is ${r.p95RatioToHealthzP95}x the p95 of /healthz (at most ${r.maxRatio}x: ok)`
      : `FAILED: p95 of the list (or of a quality or certification filter) over the p95 of /healthz is above ${r.maxRatio}x, or a total is not SQL's`,
  );
}

/** The report lines of the lineage bench. */
export function printSeedLotLineageBench(r: SeedLotLineageBenchResult): void {
  console.log(
    `\nLot detail with a lineage ${r.depth} deep (median of ${r.rounds} rounds; ratio to GET /healthz in the same run)`,
  );
  console.log('GET /healthz'.padEnd(44), '1x'.padStart(8), `(${r.healthzMs} ms)`.padStart(14));
  console.log(
    'ours: GET /api/v1/seed-lots/{id} (1 request)'.padEnd(44),
    `${r.oneRequestRatioToHealthz}x`.padStart(8),
    `(${r.oneRequestMs} ms)`.padStart(14),
  );
  console.log(
    `spec: ${DETAIL_READ_NAMES.length} reads in parallel, ${r.depth} hops (${r.specCalls} calls)`.padEnd(44),
    `${r.specRatioToHealthz}x`.padStart(8),
    `(${r.specMs} ms)`.padStart(14),
  );
  console.log(
    r.ok
      ? `one request is ${r.speedUp}x faster than the spec's pattern (at least ${r.requiredSpeedUp}x required: ok)`
      : `FAILED: one request is only ${r.speedUp}x faster than the spec's pattern; at least ${r.requiredSpeedUp}x is required`,
  );
}
