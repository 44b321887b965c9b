// Seed testing through the API (issue 27): a company sends a lot's sample to a laboratory (an
// organization of type testing_agency), the laboratory sees it in its queue with only the lot
// facts it needs, takes its steps and issues results; the verdict is the database's; each side
// reads what it may and nobody else reads anything. The rules themselves are covered in
// supabase/tests/seed-testing.test.ts; here the HTTP answers: statuses, words and shapes.
import {
  type LotTesting,
  TESTING_MESSAGES as M,
  type TestingQueue,
  type TestingRequestDetail,
  type TestReportIssued,
  todayInIndia,
  type UnregisteredSourceCreated,
} from '@seed/domain';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readLabelPdf } from '@seed/tools/testing/label-pdf-reader';
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

const label = `Testing-${randomBytes(3).toString('hex')}`;
const today = todayInIndia();

async function newLot(): Promise<string> {
  const response = await api(testApp, company)
    .post('/api/v1/seed-lots/unregistered')
    .send({ crop_id: wheat.crop_id, variety_id: wheat.id, pack_size: 25, quantity: 40, notes: label })
    .expect(201);
  return (response.body as UnregisteredSourceCreated).lot.id;
}

const requestBody = (lotId: string, overrides: Record<string, unknown> = {}) => ({
  seed_lot_id: lotId,
  laboratory_organization_id: laboratory.organizationId,
  seed_class: 'certified',
  tests: [],
  sample_weight_g: 1000,
  sample_drawn_on: today,
  ...overrides,
});

const results = (overrides: Record<string, unknown> = {}) => ({
  report_number: `R-${randomBytes(4).toString('hex')}`,
  tested_on: today,
  analyst_name: 'S. Deshpande',
  pure_seed_pct: 98.6,
  inert_matter_pct: 1.4,
  other_crop_seeds_per_kg: 4,
  weed_seeds_per_kg: 2,
  germination_pct: 91,
  moisture_pct: 10.2,
  ...overrides,
});

async function sendForTesting(lotId: string): Promise<{ id: string; sampleNumber: string }> {
  const response = await api(testApp, company).post('/api/v1/testing/requests').send(requestBody(lotId)).expect(201);
  return response.body as { id: string; sampleNumber: string };
}

async function received(requestId: string) {
  await api(testApp, laboratory)
    .post(`/api/v1/testing/requests/${requestId}/status`)
    .send({ status: 'received' })
    .expect(200);
}

beforeAll(async () => {
  testApp = createFullTestApp();
  [wheat] = (await adminQuery<{ id: string; crop_id: string }>(
    `select id, crop_id from public.varieties where name = 'HI 1544'`,
  )) as [{ id: string; crop_id: string }];
  company = await signUp(testApp, {
    userMetadata: { full_name: `${label} Admin`, organization_name: `${label} Seeds` },
  });
  laboratory = await signUp(testApp, {
    userMetadata: { full_name: `${label} Analyst`, organization_name: `${label} State Seed Testing Laboratory` },
  });
  outsider = await signUp(testApp, {
    userMetadata: { full_name: `${label} Other`, organization_name: `${label} Other` },
  });
  await adminQuery(`update public.organizations set type = 'testing_agency' where id = $1`, [
    laboratory.organizationId,
  ]);
});

afterAll(async () => {
  await testApp.close();
});

describe('a testing request', () => {
  it('when a company sends a lot to a laboratory, then the laboratory is offered, the sample is numbered and the lot shows testing requested', async () => {
    const labs = await api(testApp, company).get('/api/v1/testing/laboratories').expect(200);
    expect(labs.body.items).toContainEqual({
      id: laboratory.organizationId,
      name: `${label} State Seed Testing Laboratory`,
    });
    expect(labs.body.items.map((l: { id: string }) => l.id)).not.toContain(outsider.organizationId);

    const lotId = await newLot();
    const sent = await sendForTesting(lotId);
    expect(sent.sampleNumber).toMatch(/^SMP-\d{4}-\d{6}$/);
    const lot = await api(testApp, company).get(`/api/v1/testing/lots/${lotId}`).expect(200);
    expect((lot.body as LotTesting).quality.status).toBe('testing_requested');
    expect((lot.body as LotTesting).requests[0]).toMatchObject({
      sampleNumber: sent.sampleNumber,
      status: 'requested',
    });
  });

  it('when the input is bad, then each field gets its message; a lot already in testing gets a 409', async () => {
    const lotId = await newLot();
    const post = (body: Record<string, unknown>) => api(testApp, company).post('/api/v1/testing/requests').send(body);
    const future = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    expect((await post(requestBody(lotId, { sample_drawn_on: future })).expect(400)).body.error.message).toBe(
      M.sampleDateInvalid,
    );
    expect((await post(requestBody(lotId, { sample_weight_g: 0 })).expect(400)).body.error.message).toBe(
      M.sampleWeightInvalid,
    );
    expect((await post(requestBody(lotId, { seed_class: 'gold' })).expect(400)).body.error.message).toBe(
      M.classRequired,
    );
    expect(
      (await post(requestBody(lotId, { laboratory_organization_id: outsider.organizationId })).expect(404)).body.error
        .message,
    ).toBe(M.laboratoryNotFound);
    await sendForTesting(lotId);
    expect((await post(requestBody(lotId)).expect(409)).body.error.message).toBe(M.requestOpen);
  });
});

describe('the laboratory', () => {
  it('when it reads its queue, then it sees the request with the lot facts it needs, and not the lot itself', async () => {
    const lotId = await newLot();
    const sent = await sendForTesting(lotId);
    const queue = await api(testApp, laboratory)
      .get('/api/v1/testing/queue')
      .query({ q: sent.sampleNumber })
      .expect(200);
    const [item] = (queue.body as TestingQueue).items;
    expect(item).toMatchObject({
      sampleNumber: sent.sampleNumber,
      status: 'requested',
      lot: { id: lotId, crop: 'Wheat', variety: 'HI 1544' },
      company: { id: company.organizationId, name: `${label} Seeds` },
      ownLaboratory: false,
    });
    await api(testApp, laboratory).get(`/api/v1/seed-lots/${lotId}`).expect(404);
    await api(testApp, laboratory).get(`/api/v1/testing/lots/${lotId}`).expect(404);
    const own = await api(testApp, company).get('/api/v1/testing/queue').expect(200);
    expect((own.body as TestingQueue).items.map((r) => r.id)).not.toContain(sent.id);
  });

  it('when it takes its steps and issues passing results, then the company sees the verdict and the validity', async () => {
    const lotId = await newLot();
    const sent = await sendForTesting(lotId);
    await received(sent.id);
    const testing = await api(testApp, laboratory)
      .post(`/api/v1/testing/requests/${sent.id}/status`)
      .send({ status: 'in_testing' })
      .expect(200);
    expect((testing.body as TestingRequestDetail).status).toBe('in_testing');
    expect((testing.body as TestingRequestDetail).isLaboratory).toBe(true);

    const issued = await api(testApp, laboratory)
      .post(`/api/v1/testing/requests/${sent.id}/reports`)
      .send(results())
      .expect(201);
    expect(issued.body as TestReportIssued).toMatchObject({ verdict: 'pass', failures: [] });
    expect((issued.body as TestReportIssued).validUntil).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const lot = (await api(testApp, company).get(`/api/v1/testing/lots/${lotId}`).expect(200)).body as LotTesting;
    expect(lot.quality).toMatchObject({ status: 'passed', validUntil: (issued.body as TestReportIssued).validUntil });
    expect(lot.currentReport).toMatchObject({
      verdict: 'pass',
      laboratory: { id: laboratory.organizationId },
      results: { germinationPct: 91, purePct: 98.6 },
      standard: { minGerminationPct: 85 },
    });
    const list = await api(testApp, company).get('/api/v1/seed-lots').query({ search: lotId }).expect(200);
    expect(list.body.items).toEqual([
      expect.objectContaining({
        id: lotId,
        quality: 'passed',
        quality_valid_until: (issued.body as TestReportIssued).validUntil,
      }),
    ]);
    const detail = await api(testApp, company).get(`/api/v1/testing/requests/${sent.id}`).expect(200);
    expect(detail.body as TestingRequestDetail).toMatchObject({ status: 'results_issued', isLaboratory: false });

    const again = await api(testApp, laboratory)
      .post(`/api/v1/testing/requests/${sent.id}/reports`)
      .send(results())
      .expect(409);
    expect(again.body.error.message).toBe(M.resultsAlreadyIssued);

    // the seed analysis report, for both sides and nobody else
    const reportId = (issued.body as TestReportIssued).reportId;
    for (const side of [laboratory, company]) {
      const pdf = await api(testApp, side).get(`/api/v1/testing/reports/${reportId}/pdf`).buffer(true).expect(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.headers['content-disposition']).toMatch(
        /^attachment; filename="seed-analysis-report-R-[0-9a-f]+\.pdf"$/,
      );
      expect((pdf.body as Buffer).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
    await api(testApp, outsider).get(`/api/v1/testing/reports/${reportId}/pdf`).expect(404);
  });

  it('when results fail the standard, then each failing parameter comes with its limit, and a correction supersedes the report', async () => {
    const lotId = await newLot();
    const sent = await sendForTesting(lotId);
    await received(sent.id);
    const failed = await api(testApp, laboratory)
      .post(`/api/v1/testing/requests/${sent.id}/reports`)
      .send(results({ germination_pct: 84.5 }))
      .expect(201);
    expect(failed.body).toMatchObject({
      verdict: 'fail',
      failures: [{ parameter: 'germination_pct', value: 84.5, limit: 85, bound: 'min' }],
      validUntil: null,
    });
    const corrected = await api(testApp, laboratory)
      .post(`/api/v1/testing/reports/${(failed.body as TestReportIssued).reportId}/corrections`)
      .send({ ...results({ germination_pct: 88 }), reason: 'Count of replicate 3 misread' })
      .expect(201);
    expect((corrected.body as TestReportIssued).verdict).toBe('pass');
    const lot = (await api(testApp, company).get(`/api/v1/testing/lots/${lotId}`).expect(200)).body as LotTesting;
    expect(lot.reports.map((r) => [r.verdict, r.supersedes?.reason ?? null])).toEqual([
      ['pass', 'Count of replicate 3 misread'],
      ['fail', null],
    ]);
  });

  it('when results are out of range or the sums exceed 100 %, then each field gets its message', async () => {
    const lotId = await newLot();
    const sent = await sendForTesting(lotId);
    await received(sent.id);
    const post = (body: Record<string, unknown>) =>
      api(testApp, laboratory).post(`/api/v1/testing/requests/${sent.id}/reports`).send(body);
    expect((await post(results({ germination_pct: 91.255 })).expect(400)).body.error.message).toBe(
      M.percentInvalid('Germination'),
    );
    expect((await post(results({ moisture_pct: 101 })).expect(400)).body.error.message).toBe(
      M.percentInvalid('Moisture'),
    );
    expect((await post(results({ weed_seeds_per_kg: 1.5 })).expect(400)).body.error.message).toBe(
      M.countInvalid('Weed seeds per kg'),
    );
    expect((await post(results({ pure_seed_pct: 99, inert_matter_pct: 2 })).expect(400)).body.error.message).toBe(
      M.purityOver100,
    );
    expect((await post(results({ analyst_name: ' ' })).expect(400)).body.error.message).toBe(M.analystRequired);
  });
});

describe("the seed-lot lists' quality filter", () => {
  /** The lots of a list filtered by quality, with the quality each row states. */
  const listed = async (member: Member, quality?: string) => {
    const response = await api(testApp, member)
      .get('/api/v1/seed-lots')
      .query({ limit: 100, ...(quality ? { quality } : {}) })
      .expect(200);
    return response.body as { total: number; items: { id: string; quality: string }[] };
  };

  it("when a list is filtered by each quality status, then it holds exactly the lots of that status (a lot packed or split off a tested lot carries its test), the same the rows' column states", async () => {
    const passed = await newLot();
    const failed = await newLot();
    const requested = await newLot();
    const untested = await newLot();
    for (const [lot, germination] of [
      [passed, 91],
      [failed, 70],
    ] as const) {
      const sent = await sendForTesting(lot);
      await received(sent.id);
      await api(testApp, laboratory)
        .post(`/api/v1/testing/requests/${sent.id}/reports`)
        .send(results({ germination_pct: germination }))
        .expect(201);
    }
    await sendForTesting(requested);
    // The outsider buys part of the passed lot: its share is a lot of its own that carries the test.
    await api(testApp, company)
      .post('/api/v1/transactions')
      .send({
        manifest_type: 'SALE',
        items: [{ lot_id: passed, quantity: 5, unit: 'packages', price_per_unit: 900, currency: 'INR' }],
        recipient_organization_id: outsider.organizationId,
      })
      .expect(201);

    const all = await listed(company);
    let counted = 0;
    for (const status of ['not_tested', 'testing_requested', 'passed', 'no_standard', 'expired', 'failed']) {
      const some = await listed(company, status);
      expect(some.items.every((item) => item.quality === status)).toBe(true);
      expect(some.items.length).toBe(all.items.filter((item) => item.quality === status).length);
      counted += some.total;
    }
    expect(counted).toBe(all.total);
    const ids = async (status: string) => (await listed(company, status)).items.map((item) => item.id);
    expect(await ids('passed')).toContain(passed);
    expect(await ids('failed')).toContain(failed);
    expect(await ids('testing_requested')).toContain(requested);
    expect(await ids('not_tested')).toContain(untested);
    expect(await ids('not_tested')).not.toContain(passed);

    const bought = await listed(outsider, 'passed');
    expect(bought.items).toHaveLength(1);
    expect(bought.items[0]!.id).not.toBe(passed);
    expect((await listed(outsider, 'not_tested')).items.map((item) => item.id)).not.toContain(bought.items[0]!.id);
    await api(testApp, company).get('/api/v1/seed-lots').query({ quality: 'good' }).expect(400);
  });
});

describe("the packet's public page", () => {
  const codeFor = async (lotId: string) => {
    const code = randomBytes(16).toString('base64url').slice(0, 22);
    await adminQuery(`insert into public.qr_codes (seed_lot_id, code, kind) values ($1, $2, 'lot')`, [lotId, code]);
    return code;
  };

  it('when a lot passed its test, then its page states germination, purity, the date of test, its validity and the laboratory', async () => {
    const lotId = await newLot();
    const sent = await sendForTesting(lotId);
    await received(sent.id);
    await api(testApp, laboratory).post(`/api/v1/testing/requests/${sent.id}/reports`).send(results()).expect(201);
    const page = await api(testApp, null)
      .get(`/v/${await codeFor(lotId)}`)
      .expect(200);
    expect(page.text).toContain('<dt>Germination</dt><dd>91 %</dd>');
    expect(page.text).toContain('<dt>Physical purity</dt><dd>98.6 %</dd>');
    expect(page.text).toContain(`<dt>Tested by</dt><dd>${label} State Seed Testing Laboratory</dd>`);
    expect(page.text).toContain('<dt>Test valid until</dt>');
    expect(page.text).not.toContain('Do not buy');
  });

  it('when a lot failed its test, then its page says not to buy it first, in English and in Hindi', async () => {
    const lotId = await newLot();
    const sent = await sendForTesting(lotId);
    await received(sent.id);
    await api(testApp, laboratory)
      .post(`/api/v1/testing/requests/${sent.id}/reports`)
      .send(results({ germination_pct: 60 }))
      .expect(201);
    const code = await codeFor(lotId);
    const page = await api(testApp, null).get(`/v/${code}`).expect(200);
    expect(page.text).toMatch(/<div class="s bad" role="alert"><h2>✕ Do not buy: this seed lot failed its seed test/);
    const hindi = await api(testApp, null).get(`/v/${code}?lang=hi`).expect(200);
    expect(hindi.text).toContain('न खरीदें: यह बीज लॉट अपने बीज परीक्षण में विफल रहा');
  });

  it("when a tested lot's label is printed, then it carries the net quantity, germination and purity, the date of test and validity, and the producer", async () => {
    const lotId = await newLot();
    const sent = await sendForTesting(lotId);
    await received(sent.id);
    const issued = await api(testApp, laboratory)
      .post(`/api/v1/testing/requests/${sent.id}/reports`)
      .send(results())
      .expect(201);
    await codeFor(lotId);
    const sheet = await api(testApp, company)
      .get(`/api/v1/qr-lots/${lotId}/labels.pdf?kind=lot&layout=a4-3x8`)
      .responseType('blob')
      .expect(200);
    const [texts] = readLabelPdf(sheet.body as Buffer).texts;
    const validTo = new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date((issued.body as TestReportIssued).validUntil!));
    expect(texts).toEqual(
      expect.arrayContaining([
        'Net 25 Kg',
        'Germination 91% · Purity 98.6%',
        expect.stringMatching(new RegExp(`^Tested .* · valid to ${validTo}$`)),
        `${label} Seeds`,
      ]),
    );
  });
});

describe('who may do what', () => {
  it("when the company, another organization or an anonymous caller try the laboratory's steps or read the request, then they are refused", async () => {
    const lotId = await newLot();
    const sent = await sendForTesting(lotId);
    const step = { status: 'received' };
    expect(
      (await api(testApp, company).post(`/api/v1/testing/requests/${sent.id}/status`).send(step).expect(403)).body.error
        .message,
    ).toBe(M.laboratoryOnly);
    await api(testApp, outsider).post(`/api/v1/testing/requests/${sent.id}/status`).send(step).expect(404);
    await api(testApp, outsider).get(`/api/v1/testing/requests/${sent.id}`).expect(404);
    await api(testApp, outsider).get(`/api/v1/testing/lots/${lotId}`).expect(404);
    await api(testApp, null).get(`/api/v1/testing/requests/${sent.id}`).expect(401);
    await api(testApp, null).get('/api/v1/testing/queue').expect(401);
    await api(testApp, outsider).post('/api/v1/testing/requests').send(requestBody(lotId)).expect(404);
  });
});
