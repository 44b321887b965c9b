// Issue 13 "Bench": the transactions, two measurements against the real BFF.
//
// 1. 50 concurrent transfers from ONE lot. A new organization A owns one unregistered source of
//    TRANSFER_SOURCE packages; a second new organization B (automatic acceptance, the default) is
//    the recipient. 50 clients each run rounds of GET /healthz then POST /api/v1/transactions
//    (a TRANSFER of 1 package to B), so /healthz is measured under the same load, and there are
//    more transfers than the lot holds. Every request must be answered: 201, or 409 with spec 2's
//    'Insufficient quantity available. Available: {n} {unit}' once the lot is empty. No overdraw:
//    exactly as many 201s as the lot holds; A owns initial − transferred afterwards (nothing, and no
//    ownership row, once its last package moved: that transfer moves the whole ownership to B); the
//    lot and the lots split off it for B (seed_lots.parent_lot_id) still hold the initial quantity
//    between them; the ledger reconciles for A and B and the mass-balance report finds no
//    unbalanced lot for either. Like the production bench, latencies are ratios to /healthz with
//    throughput and carry no budget (50 writers serialized on one row lock on 2 shared cores):
//    `ok` is about correctness only.
// 2. The transactions list of an organization with 100,000 manifests, made directly in SQL as the
//    superuser (sent, received from another organization and internal; every type; COMPLETED with
//    a few PENDING, CANCELLED and AWAITING_CLAIM; over two years; one or two items each on a handful
//    of lots), then analyzed. GET /api/v1/transactions unfiltered, by type, by a rare status, by a
//    month, by a lot and its second page (nextCursor), each page checked once against the same
//    query in SQL. Budget: each one's p95 at most 5x the p95 of GET /healthz in the same run.
import pg from 'pg';
import {
  PRODUCTION_API,
  SEED_LOTS_API,
  TRANSACTION_MESSAGES,
  TRANSACTIONS_API,
  type TransactionCreateInput,
  type TransactionList,
} from '@seed/domain';
import {
  answeredAsExpected,
  type Api,
  type DrawnLot,
  type DrawPhase,
  expectedDraws,
  newOrganization,
  printDrawPhases,
  runDrawPhase,
  timedGet,
} from './concurrent-draws';
import { againstHealthz, healthzMs, round } from './stats';

// ---------------------------------------------------------------------------------------------------
// shared

async function withAdmin<T>(adminUrl: string, fn: (db: pg.Client) => Promise<T>): Promise<T> {
  const db = new pg.Client({ connectionString: adminUrl });
  await db.connect();
  try {
    return await fn(db);
  } finally {
    await db.end();
  }
}

// ---------------------------------------------------------------------------------------------------
// 1. concurrent transfers from one lot

/** The phase's answers and timings (a 201 that is not COMPLETED is another answer), and its lot. */
export interface ConcurrentTransfersResult extends DrawPhase<'transfer'>, DrawnLot {
  /** initial − created × drawEach: what A must own afterwards. */
  expectedLeft: number;
  /** A's owned quantity after the phase (0 when its ownership row is gone), from GET /api/v1/seed-lots/{id}. */
  left: number;
  /** Lots split off it by the transfers (seed_lots.parent_lot_id = lot). */
  children: number;
  /** Owned quantity, by every owner, of the lot and its split children together: must stay `initial`. */
  conserved: number;
  /** GET /api/v1/transactions/ledger of A and of B. */
  ledgerUnbalanced: { sender: number; recipient: number };
  /** GET /api/v1/seed-lots/mass-balance of A and of B. */
  massUnbalanced: { sender: number; recipient: number };
  noOverdraw: boolean;
  ok: boolean;
}

const TRANSFER_CLIENTS = 50;
const TRANSFER_ROUNDS = 6;
// The lot holds 290 of the 300 transfers: the last 10 find it empty (the BFF logs every 409 at
// warn level, so a few refusals prove the point without flooding the bench's output).
const TRANSFER_SOURCE = 290;
const TRANSFER_EACH = 1;
const refusalPrefix = TRANSACTION_MESSAGES.insufficientQuantity(0, '').split('0')[0]!;

/** A's lot to transfer from: an unregistered source of `packages` packages, made through the API. */
async function unregisteredSource(api: Api, packages: number): Promise<string> {
  const crops = await api.call<{ items: { id: string; name: string }[] }>('GET', '/api/v1/crops');
  const wheat = crops.items.find((c) => c.name === 'Wheat')!;
  const choices = await api.call<{ masters: { id: string; name: string }[] }>(
    'GET',
    `/api/v1/variety-choices?crop=${wheat.id}`,
  );
  const variety = choices.masters.find((v) => v.name === 'HI 1544')!;
  const created = await api.call<{ lot: { id: string } }>('POST', SEED_LOTS_API.createUnregistered.path, {
    crop_id: wheat.id,
    variety_id: variety.id,
    pack_size: 25,
    quantity: packages,
    generation: 'Foundation',
  });
  return created.lot.id;
}

export async function measureConcurrentTransfers(
  baseUrl: string,
  /** Superuser URL of the bench database: the lots split off for B are B's, not visible to A. */
  adminUrl: string,
): Promise<ConcurrentTransfersResult> {
  const sender = await newOrganization(baseUrl, 'sender');
  const recipient = await newOrganization(baseUrl, 'recipient');
  const lot = await unregisteredSource(sender.api, TRANSFER_SOURCE);
  const transfers = await runDrawPhase({
    write: 'transfer',
    baseUrl,
    path: TRANSACTIONS_API.create.path,
    headers: sender.api.headers,
    body: {
      manifest_type: 'TRANSFER',
      items: [{ lot_id: lot, quantity: TRANSFER_EACH, unit: 'packages' }],
      recipient_organization_id: recipient.organizationId,
    } satisfies TransactionCreateInput,
    clients: TRANSFER_CLIENTS,
    rounds: TRANSFER_ROUNDS,
    // B accepts automatically: a transfer to it is COMPLETED at once.
    isCreated: (status, body) => status === 201 && body.status === 'COMPLETED',
    refusal: refusalPrefix,
  });

  const detail = await sender.api.call<{ owners: { organization_id: string; quantity_owned: number }[] }>(
    'GET',
    `/api/v1/seed-lots/${encodeURIComponent(lot)}`,
  );
  const left = detail.owners.find((o) => o.organization_id === sender.organizationId)?.quantity_owned ?? 0;
  const lineage = await withAdmin(adminUrl, async (db) => {
    const { rows } = await db.query<{ children: number; conserved: string; units: string[] }>(
      `select (select count(*)::int from public.seed_lots c where c.parent_lot_id = $1) as children,
         coalesce(sum(o.quantity_owned), 0)::text as conserved, array_agg(distinct o.unit_of_measure::text) as units
       from public.lot_ownership o
       where o.seed_lot_id = $1 or o.seed_lot_id in (select c.id from public.seed_lots c where c.parent_lot_id = $1)`,
      [lot],
    );
    const row = rows[0]!;
    // every owned quantity is in packages, so the sum is one quantity
    if (row.units.some((u) => u !== 'packages'))
      throw new Error(`the lot's lineage is owned in ${row.units.join(', ')}`);
    return { children: row.children, conserved: Number(row.conserved) };
  });
  const ledger = async (api: Api) =>
    (await api.call<{ unbalanced: number }>('GET', TRANSACTIONS_API.ledger.path)).unbalanced;
  const massBalance = async (api: Api) =>
    (await api.call<{ unbalanced: number }>('GET', PRODUCTION_API.massBalance.path)).unbalanced;
  const ledgerUnbalanced = { sender: await ledger(sender.api), recipient: await ledger(recipient.api) };
  const massUnbalanced = { sender: await massBalance(sender.api), recipient: await massBalance(recipient.api) };

  const { expectedCreated, expectedLeft } = expectedDraws(transfers, TRANSFER_SOURCE, TRANSFER_EACH);
  // The transfer that takes the last package moves the whole ownership (no split): one child fewer.
  const expectedChildren = transfers.created - (expectedLeft === 0 && transfers.created > 0 ? 1 : 0);
  const noOverdraw =
    left >= 0 &&
    round(left, 3) === expectedLeft &&
    transfers.created <= expectedCreated &&
    lineage.children === expectedChildren &&
    round(lineage.conserved, 3) === TRANSFER_SOURCE;
  return {
    ...transfers,
    lot,
    unit: 'packages',
    initial: TRANSFER_SOURCE,
    drawEach: TRANSFER_EACH,
    expectedCreated,
    expectedLeft,
    left,
    children: lineage.children,
    conserved: lineage.conserved,
    ledgerUnbalanced,
    massUnbalanced,
    noOverdraw,
    ok:
      noOverdraw &&
      answeredAsExpected(transfers, expectedCreated) &&
      ledgerUnbalanced.sender === 0 &&
      ledgerUnbalanced.recipient === 0 &&
      massUnbalanced.sender === 0 &&
      massUnbalanced.recipient === 0,
  };
}

/** The report lines of the concurrent-transfers bench. */
export function printConcurrentTransfersBench(r: ConcurrentTransfersResult): void {
  printDrawPhases('transfers', 'transfer', [r]);
  console.log(
    `transfers: ${r.initial} ${r.unit} - ${r.created} x ${r.drawEach} = ${r.expectedLeft} expected, ${r.left} left with the sender; ` +
      `${r.expectedCreated} could succeed; ${r.children} lots split off, ${r.conserved} ${r.unit} in the lot and them; ` +
      `ledger: ${r.ledgerUnbalanced.sender} + ${r.ledgerUnbalanced.recipient} unbalanced; ` +
      `mass balance: ${r.massUnbalanced.sender} + ${r.massUnbalanced.recipient} unbalanced ` +
      (r.ok ? '(ok)' : `FAILED${r.noOverdraw ? '' : ': overdraw or lost transfer'}`),
  );
  for (const sample of r.otherSamples) console.log(`  unexpected answer: ${sample}`);
}

// ---------------------------------------------------------------------------------------------------
// 2. the list at 100,000 manifests

export interface TransactionListCase {
  name: string;
  /** The query string (after ?), cursor included for the second page. */
  query: string;
  p50Ms: number;
  p95Ms: number;
  p50RatioToHealthz: number;
  p95RatioToHealthz: number;
  /** Manifests on the checked page, and whether they are the ones SQL finds, in its order. */
  items: number;
  sameAsSql: boolean;
  ok: boolean;
}

export interface TransactionListBenchResult {
  manifests: number;
  items: number;
  rounds: number;
  healthzMedianMs: number;
  healthzP95Ms: number;
  cases: TransactionListCase[];
  maxRatio: number;
  ok: boolean;
}

const MANIFEST_COUNT = 100_000;
const LIST_LOTS = 8;
const MAX_LIST_RATIO = 5;
const PAGE = 25;

/**
 * `LIST_LOTS` lots of the listed organization and 2 of the other one, each with its ownership row
 * (ids from the column default: distinct suffixes within a transaction).
 */
async function insertItemLots(
  db: pg.Client,
  listed: { organizationId: string; profileId: string },
  other: { organizationId: string; profileId: string },
) {
  const { rows: crop } = await db.query<{ crop_id: string; variety_id: string }>(
    'select v.crop_id, v.id as variety_id from public.varieties v order by v.name limit 1',
  );
  const make = async (member: { organizationId: string; profileId: string }) => {
    const { rows } = await db.query<{ id: string }>(
      `insert into public.seed_lots (lot_type, status, generation, crop_id, variety_id, quantity, quantity_unit,
         pack_size, pack_unit, packaging_type, grower_organization_id, grower_id, created_by, updated_by)
       values ('packaged_unit', 'active', 'Certified', $1, $2, 5000, 'Kg', 5, 'Kg', 'bag', $3, $4, $4, $4)
       returning id`,
      [crop[0]!.crop_id, crop[0]!.variety_id, member.organizationId, member.profileId],
    );
    await db.query(
      `insert into public.lot_ownership (seed_lot_id, owner_organization_id, quantity_owned, unit_of_measure)
       values ($1, $2, 5000, 'Kg')`,
      [rows[0]!.id, member.organizationId],
    );
    return rows[0]!.id;
  };
  await db.query('begin');
  try {
    const own: string[] = [];
    for (let i = 0; i < LIST_LOTS; i++) own.push(await make(listed));
    const others = [await make(other), await make(other)];
    await db.query('commit');
    return { own, others };
  } catch (error) {
    await db.query('rollback');
    throw error;
  }
}

/**
 * `count` manifests of the organization in one transaction, one every 631.1 s back from now (about
 * two years), with their items. By g % 100: 10% received from the other organization (SALE or
 * TRANSFER; the items are the other's lots, delivered into ours), 25% SALE and 20% TRANSFER sent to
 * it (a sale in five without a recipient; a transfer in fifty to an e-mail, AWAITING_CLAIM), then
 * ADJUSTMENT, INITIAL, production, packaging, production_draw (internal), unregistered (from no
 * one, 'active') and claim. Of the sales and transfers, 1% are PENDING and 2% CANCELLED. Each has one
 * item on one of our lots, every third a second one on another.
 *
 * Triggers are off for the statement (session_replication_role = replica, superuser): the
 * manifest trigger's per-row activity event and counter update would write the organization's
 * one organization_stats row 100,000 times; the counter is moved once instead. The foreign keys
 * (triggers too) are satisfied by construction. No ledger entries are made: the list does not read
 * them.
 */
async function insertManifests(
  db: pg.Client,
  listed: { organizationId: string; profileId: string },
  other: { organizationId: string; profileId: string },
  lots: { own: string[]; others: string[] },
  count: number,
) {
  await db.query('begin');
  try {
    await db.query('set local session_replication_role = replica');
    await db.query(
      `create temporary table bench_manifests on commit drop as
       select g, gen_random_uuid() as id, g % 100 as k, (g / 100) % 100 as s,
         now() - g * interval '631.1 seconds' as at
       from generate_series(1, $1::int) g`,
      [count],
    );
    const { rowCount } = await db.query(
      `insert into public.transaction_manifests (id, manifest_type, status, from_org_id, to_org_id, from_user_id,
         to_email, transaction_date, overall_notes, created_by, created_at)
       select b.id, t.kind::public.manifest_type,
         (case
            when t.kind not in ('SALE', 'TRANSFER') then case when t.kind = 'unregistered' then 'active' else 'COMPLETED' end
            when b.s = 7 then 'PENDING'
            when b.s in (3, 50) then 'CANCELLED'
            when t.email then 'AWAITING_CLAIM'
            else 'COMPLETED' end)::public.manifest_status,
         case when b.k < 10 then $2::uuid when t.kind = 'unregistered' then null else $1::uuid end,
         case when b.k < 10 then $1::uuid
              when t.email or (t.kind = 'SALE' and b.g % 5 = 0) then null
              when t.kind in ('SALE', 'TRANSFER', 'claim') then $2::uuid
              else $1::uuid end,
         case when b.k < 10 then $4::uuid else $3::uuid end,
         case when t.email then 'bench.claim.' || b.g || '@example.test' end,
         b.at, 'Bench manifest ' || b.g, case when b.k < 10 then $4::uuid else $3::uuid end, b.at
       from bench_manifests b
       cross join lateral (
         select case
                  when b.k < 10 then (array['SALE', 'TRANSFER'])[1 + b.k % 2]
                  when b.k < 35 then 'SALE' when b.k < 55 then 'TRANSFER' when b.k < 65 then 'ADJUSTMENT'
                  when b.k < 70 then 'INITIAL' when b.k < 80 then 'production' when b.k < 85 then 'packaging'
                  when b.k < 90 then 'production_draw' when b.k < 95 then 'unregistered' else 'claim' end as kind,
                b.k between 35 and 54 and b.s = 11 as email
       ) t`,
      [listed.organizationId, other.organizationId, listed.profileId, other.profileId],
    );
    const { rowCount: items } = await db.query(
      `insert into public.transaction_manifest_items (manifest_id, seed_lot_id, quantity_transferred, quantity_unit,
         price_per_unit, currency, delivered_lot_id, created_at)
       select b.id,
         case when b.k < 10 then ($2::text[])[1 + (b.g + n) % cardinality($2::text[])]
              else ($1::text[])[1 + (b.g + 3 * n) % cardinality($1::text[])] end,
         1 + b.g % 50, 'Kg',
         case when m.manifest_type = 'SALE' then 80 end,
         case when m.manifest_type = 'SALE' then 'INR' end::public.currency_code,
         case when b.k < 10 and m.status = 'COMPLETED' then ($1::text[])[1 + (b.g + 3 * n) % cardinality($1::text[])] end,
         b.at
       from bench_manifests b
       join public.transaction_manifests m on m.id = b.id
       cross join generate_series(0, case when b.g % 3 = 0 then 1 else 0 end) n`,
      [lots.own, lots.others],
    );
    await db.query(
      `insert into public.organization_stats as s (organization_id, transactions) values ($1, $2)
       on conflict (organization_id) do update set transactions = s.transactions + excluded.transactions`,
      [listed.organizationId, rowCount],
    );
    await db.query(
      `insert into public.organization_stats as s (organization_id, transactions) values ($1, $2)
       on conflict (organization_id) do update set transactions = s.transactions + excluded.transactions`,
      [other.organizationId, Math.round((rowCount ?? 0) / 10)],
    );
    await db.query('commit');
    await db.query('analyze public.transaction_manifests, public.transaction_manifest_items');
    return items ?? 0;
  } catch (error) {
    await db.query('rollback');
    throw error;
  }
}

interface ListCaseSpec {
  name: string;
  params: Record<string, string>;
  /** SQL condition on m (and $2, the case's parameter), like transaction_page's filter. */
  where: string;
  value: string | null;
  /** Rows of the expected page to skip (the second page). */
  offset: number;
}

/** The ids of the page SQL expects under the case's filter, newest first. */
async function expectedPage(db: pg.Client, organizationId: string, spec: ListCaseSpec): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    `select m.id from public.transaction_manifests m
     where (m.from_org_id = $1 or m.to_org_id = $1) and ${spec.where}
     order by m.transaction_date desc, m.id desc
     limit ${PAGE} offset ${spec.offset}`,
    spec.value === null ? [organizationId] : [organizationId, spec.value],
  );
  return rows.map((r) => r.id);
}

export async function measureTransactionList(
  baseUrl: string,
  /** Superuser URL of the bench database: the manifests are made in SQL. */
  adminUrl: string,
  rounds = 40,
): Promise<TransactionListBenchResult> {
  const listed = await newOrganization(baseUrl, 'ledger');
  const other = await newOrganization(baseUrl, 'counterpart');

  // A month a year back: [first day, last day] as the list's from/to dates (to is inclusive).
  const monthStart = new Date();
  monthStart.setUTCFullYear(monthStart.getUTCFullYear() - 1, monthStart.getUTCMonth(), 1);
  const monthEnd = new Date(Date.UTC(monthStart.getUTCFullYear(), monthStart.getUTCMonth() + 1, 0));
  const day = (d: Date) => d.toISOString().slice(0, 10);
  const nextDay = new Date(monthEnd.getTime() + 86_400_000);

  const seeded = await withAdmin(adminUrl, async (db) => {
    const lots = await insertItemLots(db, listed, other);
    const items = await insertManifests(db, listed, other, lots, MANIFEST_COUNT);
    const { rows } = await db.query<{ n: number }>(
      'select count(*)::int as n from public.transaction_manifests m where m.from_org_id = $1 or m.to_org_id = $1',
      [listed.organizationId],
    );
    return { lots, items, manifests: rows[0]!.n };
  });

  const lot = seeded.lots.own[1]!;
  const specs: ListCaseSpec[] = [
    { name: 'no filter', params: {}, where: 'true', value: null, offset: 0 },
    { name: 'type=SALE', params: { type: 'SALE' }, where: `m.manifest_type = $2`, value: 'SALE', offset: 0 },
    { name: 'status=PENDING', params: { status: 'PENDING' }, where: `m.status = $2`, value: 'PENDING', offset: 0 },
    {
      name: 'from/to: one month',
      params: { from: day(monthStart), to: day(monthEnd) },
      where: `m.transaction_date >= $2::date::timestamptz and m.transaction_date < '${day(nextDay)}'::date::timestamptz`,
      value: day(monthStart),
      offset: 0,
    },
    {
      name: 'lot',
      params: { lot },
      where: `m.id in (select i.manifest_id from public.transaction_manifest_items i
                       where i.seed_lot_id = $2 or i.delivered_lot_id = $2)`,
      value: lot,
      offset: 0,
    },
    // the cursor is filled in from the first case's answer
    { name: 'page 2 (nextCursor)', params: {}, where: 'true', value: null, offset: PAGE },
  ];
  const expected = await withAdmin(adminUrl, async (db) => {
    const pages: string[][] = [];
    for (const spec of specs) pages.push(await expectedPage(db, listed.organizationId, spec));
    return pages;
  });

  const listPath = TRANSACTIONS_API.list.path;
  const headers = { Authorization: listed.api.headers.Authorization! };
  const urls = specs.map((spec) => `${baseUrl}${listPath}?${new URLSearchParams(spec.params)}`);
  const checked = specs.map(() => ({ items: 0, same: false }));
  const series = { healthz: [] as number[], cases: specs.map(() => [] as number[]) };
  // One warm-up round (which checks each page against SQL and reads the first page's cursor), then
  // the measured ones, each case right after a GET /healthz.
  for (let i = 0; i <= rounds; i++) {
    for (const [k, url] of urls.entries()) {
      const healthz = await timedGet(`${baseUrl}/healthz`);
      const list = await timedGet(url, { headers });
      if (i > 0) {
        series.healthz.push(healthz.ms);
        series.cases[k]!.push(list.ms);
        continue;
      }
      const page = JSON.parse(list.text) as TransactionList;
      const ids = page.items.map((m) => m.id);
      checked[k] = { items: ids.length, same: JSON.stringify(ids) === JSON.stringify(expected[k]) };
      if (k === 0) {
        if (!page.nextCursor) throw new Error('the first page of 100,000 manifests has no nextCursor');
        specs[5]!.params = { before: page.nextCursor };
        urls[5] = `${baseUrl}${listPath}?${new URLSearchParams(specs[5]!.params)}`;
      }
    }
  }

  const cases = specs.map((spec, k): TransactionListCase => {
    const timing = againstHealthz(series.cases[k]!, series.healthz);
    return {
      name: spec.name,
      query: new URLSearchParams(spec.params).toString(),
      p50Ms: timing.medianMs,
      p95Ms: timing.p95Ms,
      p50RatioToHealthz: timing.medianRatio,
      p95RatioToHealthz: timing.p95Ratio,
      items: checked[k]!.items,
      sameAsSql: checked[k]!.same,
      ok: checked[k]!.same && checked[k]!.items === PAGE && timing.p95RatioExact <= MAX_LIST_RATIO,
    };
  });
  return {
    manifests: seeded.manifests,
    items: seeded.items,
    rounds,
    ...healthzMs(series.healthz),
    cases,
    maxRatio: MAX_LIST_RATIO,
    ok: cases.every((c) => c.ok),
  };
}

/** The report lines of the transactions list bench. */
export function printTransactionListBench(r: TransactionListBenchResult): void {
  console.log(
    `\nTransactions list, ${r.manifests} manifests (${r.items} items) of one organization, pages of ${PAGE} (${r.rounds} rounds; ratio to GET /healthz in the same run)`,
  );
  console.log(
    ''.padEnd(48),
    'p95'.padStart(8),
    'p95 ms'.padStart(10),
    'median'.padStart(8),
    'median ms'.padStart(11),
    'page'.padStart(6),
  );
  console.log(
    'GET /healthz'.padEnd(48),
    '1x'.padStart(8),
    String(r.healthzP95Ms).padStart(10),
    '1x'.padStart(8),
    String(r.healthzMedianMs).padStart(11),
  );
  for (const c of r.cases) {
    console.log(
      `GET /api/v1/transactions ${c.name}`.padEnd(48),
      `${c.p95RatioToHealthz}x`.padStart(8),
      String(c.p95Ms).padStart(10),
      `${c.p50RatioToHealthz}x`.padStart(8),
      String(c.p50Ms).padStart(11),
      String(c.items).padStart(6),
      c.ok
        ? ''
        : !c.sameAsSql || c.items !== PAGE
          ? `  FAILED: the page is not the ${PAGE} manifests SQL finds`
          : `  OVER BUDGET (at most ${r.maxRatio}x)`,
    );
  }
  const wrong = r.cases.filter((c) => !c.sameAsSql || c.items !== PAGE).length;
  const over = r.cases.filter((c) => !c.ok && c.sameAsSql && c.items === PAGE).length;
  console.log(
    r.ok
      ? `every page is the one SQL finds, each p95 at most ${r.maxRatio}x the p95 of /healthz (ok)`
      : `FAILED: ${wrong} page(s) differ from SQL's, ${over} of ${r.cases.length} p95s over ${r.maxRatio}x the p95 of /healthz`,
  );
}
