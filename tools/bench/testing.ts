// Issue 27 "Bench": the laboratory's queue at 10,000 testing requests, against the real BFF.
//
// A new organization (made a testing agency) receives 10,000 requests from two seed companies'
// 40 lots, made directly in SQL as the superuser over a year (every status: mostly results issued,
// some requested, received, in testing and rejected), then analyzed. GET /api/v1/testing/queue
// unfiltered, by a status, by a rarer status, searched by a sample number and by a lot id, and its
// second page (nextCursor), each page checked once against the same query in SQL. Budget: each
// one's p95 at most 5x the p95 of GET /healthz in the same run.
import pg from 'pg';
import { TESTING_API, type TestingQueue } from '@seed/domain';
import { newOrganization, timedGet } from './concurrent-draws';
import { againstHealthz, healthzMs } from './stats';

const REQUEST_COUNT = 10_000;
const LOTS_PER_COMPANY = 20;
const MAX_QUEUE_RATIO = 5;
const PAGE = 25;

export interface TestingQueueCase {
  name: string;
  query: string;
  p50Ms: number;
  p95Ms: number;
  p50RatioToHealthz: number;
  p95RatioToHealthz: number;
  items: number;
  sameAsSql: boolean;
  ok: boolean;
}

export interface TestingQueueBenchResult {
  requests: number;
  rounds: number;
  healthzMedianMs: number;
  healthzP95Ms: number;
  cases: TestingQueueCase[];
  maxRatio: number;
  ok: boolean;
}

/**
 * The companies' lots and `count` requests to the laboratory, one every ~53 minutes back from now,
 * in one transaction. By g % 100: 4% requested, 3% received, 5% in testing, 2% rejected, the rest
 * results issued (no reports are made: the queue does not read them).
 */
async function insertRequests(
  db: pg.Client,
  laboratory: string,
  companies: { organizationId: string; profileId: string }[],
  count: number,
): Promise<{ lots: string[] }> {
  const { rows: crop } = await db.query<{ crop_id: string; variety_id: string }>(
    `select v.crop_id, v.id as variety_id from public.varieties v join public.crops c on c.id = v.crop_id
      where c.name = 'Wheat' order by v.name limit 1`,
  );
  await db.query('begin');
  try {
    const lots: string[] = [];
    for (const company of companies) {
      for (let i = 0; i < LOTS_PER_COMPANY; i++) {
        const { rows } = await db.query<{ id: string }>(
          `insert into public.seed_lots (lot_type, status, generation, crop_id, variety_id, quantity, quantity_unit,
             grower_organization_id, grower_id, created_by, updated_by)
           values ('raw_production', 'active', 'F1', $1, $2, 5000, 'Kg', $3, $4, $4, $4) returning id`,
          [crop[0]!.crop_id, crop[0]!.variety_id, company.organizationId, company.profileId],
        );
        lots.push(rows[0]!.id);
      }
    }
    await db.query(
      `insert into public.testing_requests (seed_lot_id, requesting_organization_id, laboratory_organization_id,
         seed_class, tests, sample_weight_g, sample_drawn_on, status, rejection_reason, created_by, created_at)
       select l.lot, l.company, $1::uuid, 'certified', '{physical_purity,germination,moisture}', 1000,
         (now() - g * interval '53 minutes')::date,
         s.status::public.testing_request_status,
         case when s.status = 'rejected' then 'Sample too small' end,
         l.profile, now() - g * interval '53 minutes'
       from generate_series(1, $2::int) g
       cross join lateral (select case
           when g % 100 < 4 then 'requested' when g % 100 < 7 then 'received' when g % 100 < 12 then 'in_testing'
           when g % 100 < 14 then 'rejected' else 'results_issued' end as status) s
       cross join lateral (
         select ($3::text[])[1 + g % cardinality($3::text[])] as lot,
                ($4::uuid[])[1 + (g % cardinality($3::text[])) / $5] as company,
                ($6::uuid[])[1 + (g % cardinality($3::text[])) / $5] as profile
       ) l`,
      [
        laboratory,
        count,
        lots,
        companies.map((c) => c.organizationId),
        LOTS_PER_COMPANY,
        companies.map((c) => c.profileId),
      ],
    );
    await db.query('commit');
    await db.query('analyze public.testing_requests');
    return { lots };
  } catch (error) {
    await db.query('rollback');
    throw error;
  }
}

interface QueueCaseSpec {
  name: string;
  params: Record<string, string>;
  /** SQL condition on q ($2: the case's value), like laboratory_queue's filter. */
  where: string;
  value: string | null;
  offset: number;
}

export async function measureTestingQueue(
  baseUrl: string,
  adminUrl: string,
  rounds = 40,
): Promise<TestingQueueBenchResult> {
  const laboratory = await newOrganization(baseUrl, 'laboratory');
  const companies = [await newOrganization(baseUrl, 'sender-a'), await newOrganization(baseUrl, 'sender-b')];
  const db = new pg.Client({ connectionString: adminUrl });
  await db.connect();
  try {
    await db.query(`update public.organizations set type = 'testing_agency' where id = $1`, [
      laboratory.organizationId,
    ]);
    const { lots } = await insertRequests(db, laboratory.organizationId, companies, REQUEST_COUNT);
    const { rows: sample } = await db.query<{ sample_number: string }>(
      `select sample_number from public.testing_requests where laboratory_organization_id = $1
        order by created_at desc offset 5000 limit 1`,
      [laboratory.organizationId],
    );
    const specs: QueueCaseSpec[] = [
      { name: 'no filter', params: {}, where: 'true', value: null, offset: 0 },
      {
        name: 'status=results_issued',
        params: { status: 'results_issued' },
        where: 'q.status = $2',
        value: 'results_issued',
        offset: 0,
      },
      { name: 'status=received', params: { status: 'received' }, where: 'q.status = $2', value: 'received', offset: 0 },
      {
        name: 'q=sample number',
        params: { q: sample[0]!.sample_number },
        where: `lower(q.sample_number || ' ' || q.seed_lot_id) like '%' || lower($2) || '%'`,
        value: sample[0]!.sample_number,
        offset: 0,
      },
      {
        name: 'q=lot id',
        params: { q: lots[7]! },
        where: `lower(q.sample_number || ' ' || q.seed_lot_id) like '%' || lower($2) || '%'`,
        value: lots[7]!,
        offset: 0,
      },
      // the cursor is filled in from the first case's answer
      { name: 'page 2 (nextCursor)', params: {}, where: 'true', value: null, offset: PAGE },
    ];
    const expected: string[][] = [];
    for (const spec of specs) {
      const { rows } = await db.query<{ id: string }>(
        `select q.id from public.testing_requests q
          where q.laboratory_organization_id = $1 and ${spec.where}
          order by q.created_at desc, q.id desc limit ${PAGE} offset ${spec.offset}`,
        spec.value === null ? [laboratory.organizationId] : [laboratory.organizationId, spec.value],
      );
      expected.push(rows.map((r) => r.id));
    }

    const path = TESTING_API.queue.path;
    const headers = { Authorization: laboratory.api.headers.Authorization! };
    const urls = specs.map((spec) => `${baseUrl}${path}?${new URLSearchParams(spec.params)}`);
    const checked = specs.map(() => ({ items: 0, same: false }));
    const series = { healthz: [] as number[], cases: specs.map(() => [] as number[]) };
    // One warm-up round (which checks each page against SQL and reads the first page's cursor),
    // then the measured ones, each case right after a GET /healthz.
    for (let i = 0; i <= rounds; i++) {
      for (const [k, url] of urls.entries()) {
        const healthz = await timedGet(`${baseUrl}/healthz`);
        const page = await timedGet(url, { headers });
        if (i > 0) {
          series.healthz.push(healthz.ms);
          series.cases[k]!.push(page.ms);
          continue;
        }
        const answer = JSON.parse(page.text) as TestingQueue;
        const ids = answer.items.map((r) => r.id);
        checked[k] = { items: ids.length, same: JSON.stringify(ids) === JSON.stringify(expected[k]) };
        if (k === 0) {
          if (!answer.nextCursor) throw new Error('the first page of 10,000 requests has no nextCursor');
          specs[5]!.params = { before: answer.nextCursor };
          urls[5] = `${baseUrl}${path}?${new URLSearchParams(specs[5]!.params)}`;
        }
      }
    }
    const cases = specs.map((spec, k): TestingQueueCase => {
      const timing = againstHealthz(series.cases[k]!, series.healthz);
      const fullPage = expected[k]!.length;
      return {
        name: spec.name,
        query: new URLSearchParams(spec.params).toString(),
        p50Ms: timing.medianMs,
        p95Ms: timing.p95Ms,
        p50RatioToHealthz: timing.medianRatio,
        p95RatioToHealthz: timing.p95Ratio,
        items: checked[k]!.items,
        sameAsSql: checked[k]!.same,
        ok: checked[k]!.same && checked[k]!.items === fullPage && timing.p95RatioExact <= MAX_QUEUE_RATIO,
      };
    });
    return {
      requests: REQUEST_COUNT,
      rounds,
      ...healthzMs(series.healthz),
      cases,
      maxRatio: Math.max(...cases.map((c) => c.p95RatioToHealthz)),
      ok: cases.every((c) => c.ok),
    };
  } finally {
    await db.end();
  }
}

/** The report lines of the testing-queue bench. */
export function printTestingQueueBench(r: TestingQueueBenchResult): void {
  console.log(
    `\nTesting queue at ${r.requests.toLocaleString('en-IN')} requests (${r.rounds} rounds; /healthz p50 ${r.healthzMedianMs} ms, p95 ${r.healthzP95Ms} ms; budget p95 <= ${MAX_QUEUE_RATIO}x)`,
  );
  for (const c of r.cases) {
    console.log(
      c.name.padEnd(24),
      `p50 ${c.p50Ms} ms (${c.p50RatioToHealthz}x)`.padEnd(24),
      `p95 ${c.p95Ms} ms (${c.p95RatioToHealthz}x)`.padEnd(24),
      `${c.items} items${c.sameAsSql ? '' : ' NOT AS IN SQL'}`,
      c.ok ? '' : 'FAILED',
    );
  }
}
