// The dashboard's seed-testing panels (issue 27) through GET /api/v1/dashboard: a seed company
// sees its lots whose test expires within 30 days and those whose test failed or expired; a
// laboratory sees its open queue; nobody sees another organization's.
import { type Dashboard, type UnregisteredSourceCreated, todayInIndia } from '@seed/domain';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../test/accounts';
import { adminQuery } from '../../test/database';
import { createFullTestApp, type FullTestApp } from '../../test/full-app';
import { api } from '../../test/http';

let testApp: FullTestApp;
type Member = Awaited<ReturnType<typeof signUp>>;
let company: Member;
let laboratory: Member;
let outsider: Member;
let wheat: { id: string; crop_id: string };
const label = `Dash-Testing-${randomBytes(3).toString('hex')}`;
const today = todayInIndia();

/** A date relative to today in India, as the database counts months and days. */
async function dateFromToday(expression: string): Promise<string> {
  const [row] = await adminQuery<{ d: string }>(
    `select to_char((private.today_in_india() + ${expression})::date, 'YYYY-MM-DD') as d`,
  );
  return row?.d ?? '';
}

async function newLot(): Promise<string> {
  const response = await api(testApp, company)
    .post('/api/v1/seed-lots/unregistered')
    .send({ crop_id: wheat.crop_id, variety_id: wheat.id, pack_size: 25, quantity: 40, notes: label })
    .expect(201);
  return (response.body as UnregisteredSourceCreated).lot.id;
}

async function sendForTesting(lotId: string, drawnOn = today): Promise<string> {
  const response = await api(testApp, company)
    .post('/api/v1/testing/requests')
    .send({
      seed_lot_id: lotId,
      laboratory_organization_id: laboratory.organizationId,
      seed_class: 'certified',
      tests: [],
      sample_weight_g: 1000,
      sample_drawn_on: drawnOn,
    })
    .expect(201);
  return (response.body as { id: string }).id;
}

async function step(requestId: string, body: Record<string, unknown>) {
  await api(testApp, laboratory).post(`/api/v1/testing/requests/${requestId}/status`).send(body).expect(200);
}

const results = (testedOn: string, germination: number) => ({
  report_number: `R-${randomBytes(4).toString('hex')}`,
  tested_on: testedOn,
  analyst_name: 'S. Deshpande',
  pure_seed_pct: 98.6,
  inert_matter_pct: 1.4,
  other_crop_seeds_per_kg: 4,
  weed_seeds_per_kg: 2,
  germination_pct: germination,
  moisture_pct: 10.2,
});

/** A lot tested on `testedOn` with the given germination (91 passes wheat's 85 %, 50 fails it); its report's id. */
async function testLot(testedOn: string, germination: number): Promise<{ lotId: string; reportId: string }> {
  const lotId = await newLot();
  const requestId = await sendForTesting(lotId, testedOn);
  await step(requestId, { status: 'received' });
  const issued = await api(testApp, laboratory)
    .post(`/api/v1/testing/requests/${requestId}/reports`)
    .send(results(testedOn, germination))
    .expect(201);
  return { lotId, reportId: (issued.body as { reportId: string }).reportId };
}

const testedLot = async (testedOn: string, germination: number) => (await testLot(testedOn, germination)).lotId;

const validUntil = async (lotId: string) =>
  (
    await adminQuery<{ d: string }>(
      `select to_char(r.valid_until, 'YYYY-MM-DD') as d from public.test_reports r
       join public.testing_requests q on q.id = r.testing_request_id where q.seed_lot_id = $1`,
      [lotId],
    )
  )[0]?.d ?? null;

const dashboard = async (member: Member) =>
  (await api(testApp, member).get('/api/v1/dashboard').expect(200)).body as Dashboard;

const NO_SEED_TESTS = { expiring: { count: 0, lots: [] }, failed_or_expired: { count: 0, lots: [] } };
const NO_QUEUE = { counts: { requested: 0, received: 0, in_testing: 0 }, oldest: [] };

let expiring: string;
let failed: string;
let expired: string;
let passing: string;
const open: Record<'requested' | 'received' | 'in_testing', { lot: string; request: string }> = {} as never;

beforeAll(async () => {
  testApp = createFullTestApp();
  [wheat] = (await adminQuery<{ id: string; crop_id: string }>(
    `select id, crop_id from public.varieties where name = 'HI 1544'`,
  )) as [{ id: string; crop_id: string }];
  company = await signUp(testApp, {
    userMetadata: { full_name: `${label} Admin`, organization_name: `${label} Seeds` },
  });
  laboratory = await signUp(testApp, {
    userMetadata: { full_name: `${label} Analyst`, organization_name: `${label} Laboratory` },
  });
  outsider = await signUp(testApp, {
    userMetadata: { full_name: `${label} Other`, organization_name: `${label} Other` },
  });
  await adminQuery(`update public.organizations set type = 'testing_agency' where id = $1`, [
    laboratory.organizationId,
  ]);

  // valid until 10 days from today; expired a month ago; failed today; passed today (valid 9 months)
  expiring = await testedLot(await dateFromToday(`10 - interval '9 months'`), 91);
  expired = await testedLot(await dateFromToday(`- interval '10 months'`), 91);
  failed = await testedLot(today, 50);
  passing = await testedLot(today, 91);

  // the laboratory's queue: one request in each open status (oldest first), one rejected
  for (const status of ['requested', 'received', 'in_testing'] as const) {
    const lot = await newLot();
    const request = await sendForTesting(lot);
    if (status !== 'requested') await step(request, { status: 'received' });
    if (status === 'in_testing') await step(request, { status: 'in_testing' });
    open[status] = { lot, request };
  }
  const rejected = await sendForTesting(await newLot());
  await step(rejected, { status: 'rejected', reason: 'Sample too small: 120 g received' });
});

afterAll(async () => {
  await testApp.close();
});

describe('GET /api/v1/dashboard: seed testing (issue 27)', () => {
  it("when a company's lots were tested, then the expiring one and the failed and expired ones show, the passing one in neither", async () => {
    const { seed_tests } = await dashboard(company);

    expect(seed_tests.expiring).toEqual({
      count: 1,
      lots: [
        {
          lot_id: expiring,
          crop: 'Wheat',
          variety: 'HI 1544',
          status: 'passed',
          valid_until: await validUntil(expiring),
          tested_on: await dateFromToday(`10 - interval '9 months'`),
        },
      ],
    });
    const validity = seed_tests.expiring.lots[0]?.valid_until ?? '';
    expect(validity > today && validity <= (await dateFromToday('30'))).toBe(true);

    // newest first: the failed test is today's, the expired one ended a month ago
    expect(seed_tests.failed_or_expired.count).toBe(2);
    expect(seed_tests.failed_or_expired.lots.map((l) => [l.lot_id, l.status, l.valid_until])).toEqual([
      [failed, 'failed', null],
      [expired, 'expired', await validUntil(expired)],
    ]);
    const listed = [...seed_tests.expiring.lots, ...seed_tests.failed_or_expired.lots].map((l) => l.lot_id);
    expect(listed).not.toContain(passing);
    // lots waiting for results are in the laboratory's queue, not in the company's panels
    expect(listed).not.toContain(open.requested.lot);
  });

  it("when the laboratory opens its dashboard, then it counts its open requests per status and lists the oldest first, with only the lot's facts", async () => {
    const body = await dashboard(laboratory);

    expect(body.laboratory_queue.counts).toEqual({ requested: 1, received: 1, in_testing: 1 });
    expect(body.laboratory_queue.oldest.map((r) => [r.id, r.status, r.lot_id])).toEqual([
      [open.requested.request, 'requested', open.requested.lot],
      [open.received.request, 'received', open.received.lot],
      [open.in_testing.request, 'in_testing', open.in_testing.lot],
    ]);
    expect(body.laboratory_queue.oldest[0]).toEqual({
      id: open.requested.request,
      sample_number: expect.stringMatching(/^SMP-\d{4}-\d{6}$/),
      status: 'requested',
      lot_id: open.requested.lot,
      crop: 'Wheat',
      variety: 'HI 1544',
      company: `${label} Seeds`,
      requested_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    });
    // a laboratory grows and holds no lots
    expect(body.seed_tests).toEqual(NO_SEED_TESTS);
  });

  it("when the company looks at its dashboard, then the laboratory's queue is not its own", async () => {
    expect((await dashboard(company)).laboratory_queue).toEqual(NO_QUEUE);
  });

  it('when another organization opens its dashboard, then it sees none of their lots or requests', async () => {
    const body = await dashboard(outsider);
    expect(body.seed_tests).toEqual(NO_SEED_TESTS);
    expect(body.laboratory_queue).toEqual(NO_QUEUE);
  });

  it('when a failed report is corrected to a pass, then the lot leaves the failed panel (the correction is its current test)', async () => {
    const { lotId, reportId } = await testLot(today, 50);
    expect((await dashboard(company)).seed_tests.failed_or_expired.lots.map((l) => l.lot_id)).toContain(lotId);

    await api(testApp, laboratory)
      .post(`/api/v1/testing/reports/${reportId}/corrections`)
      .send({ ...results(today, 91), reason: 'Count of replicate 3 misread' })
      .expect(201);
    const { seed_tests } = await dashboard(company);
    expect(seed_tests.failed_or_expired.lots.map((l) => l.lot_id)).not.toContain(lotId);
    expect(seed_tests.expiring.lots.map((l) => l.lot_id)).not.toContain(lotId);
  });

  it('when a tested lot goes to the trash, then it leaves the panels', async () => {
    await api(testApp, company).delete(`/api/v1/seed-lots/${failed}`).expect(204);
    const { seed_tests } = await dashboard(company);
    expect(seed_tests.failed_or_expired.lots.map((l) => l.lot_id)).toEqual([expired]);
    expect(seed_tests.failed_or_expired.count).toBe(1);
  });
});
