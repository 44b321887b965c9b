// Seed testing in the database (issue 27): a company sends a lot's sample to a laboratory, the
// laboratory moves the request along and issues results, the database judges them against the
// seed standard of the crop and class, and the lot's quality status follows. The functions run as
// `authenticated` members (role and claims set as the BFF sets them); every refusal is a PT code.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  parseSeedStandardsFile,
  SEED_STANDARDS_DATA_FILE,
} from '../../apps/bff/src/db/master-data/seed-standards-master-data';
import { findRepoRoot } from '../../apps/bff/src/shared/repo-root';
import { insertOrganizationWithMembers, type Member } from './accounts-fixtures';
import { dateAsText as types, sqlCalls } from './sql-calls';

let admin: pg.Client;
let pool: pg.Pool;
let company: { organizationId: string; admin: Member; manager: Member };
let other: { organizationId: string; admin: Member; manager: Member };
let lab: { organizationId: string; admin: Member; manager: Member };
let crop: string;
let hybridCrop: string;
let cropWithoutStandard: string;

const { call, refusal } = sqlCalls(() => pool);

const day = (offset: number): string => {
  const date = new Date(Date.now() + 5.5 * 3600_000);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
};

async function insertLot(
  organizationId: string,
  values: { cropId?: string; lotType?: string; parentLotId?: string } = {},
): Promise<string> {
  const { rows } = await admin.query(
    `insert into public.seed_lots (lot_type, status, crop_id, grower_organization_id, quantity, quantity_unit, parent_lot_id)
     values ($1, 'active', $2, $3, 100, 'Kg', $4) returning id`,
    [values.lotType ?? 'raw_production', values.cropId ?? crop, organizationId, values.parentLotId ?? null],
  );
  return rows[0].id;
}

const REQUEST = 'select * from public.create_testing_request($1, $2, $3, $4, $5, $6, $7, $8, $9)';

async function request(
  lot: string,
  options: {
    laboratory?: string | null;
    seedClass?: string;
    revalidation?: boolean;
    drawn?: string;
    tests?: string[];
  } = {},
): Promise<{ id: string; sample_number: string }> {
  const [row] = await call<{ id: string; sample_number: string }>(company.manager.userId, REQUEST, [
    lot,
    options.laboratory === undefined ? lab.organizationId : options.laboratory,
    options.seedClass ?? 'certified',
    options.tests ?? [],
    1000,
    options.drawn ?? day(-30),
    'ordinary',
    options.revalidation ?? false,
    null,
  ]);
  return row!;
}

async function step(requestId: string, status: string, userId = lab.manager.userId, reason: string | null = null) {
  return call(userId, 'select public.set_testing_request_status($1, $2, $3) as status', [requestId, status, reason]);
}

interface Results {
  reportNumber?: string;
  testedOn?: string;
  pure?: number;
  inert?: number;
  otherCrop?: number;
  weeds?: number;
  germination?: number;
  moisture?: number;
  otherVarieties?: number | null;
  hardSeeds?: number | null;
  geneticPurity?: number | null;
}

let reportCounter = 0;
const resultParams = (r: Results) => [
  r.reportNumber ?? `R-${++reportCounter}-${Math.random().toString(36).slice(2, 8)}`,
  r.testedOn ?? day(-20),
  'A. Kulkarni',
  r.pure ?? 99,
  r.inert ?? 1,
  r.otherCrop ?? 0,
  r.weeds ?? 0,
  r.germination ?? 90,
  r.moisture ?? 10,
  r.otherVarieties ?? null,
  r.hardSeeds ?? null,
  r.geneticPurity ?? null,
  null,
  null,
];

const ISSUE =
  'select * from public.issue_test_report($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)';

async function issue(requestId: string, results: Results = {}, userId = lab.manager.userId) {
  const [row] = await call<{ report_id: string; verdict: string; failures: unknown[]; valid_until: string | null }>(
    userId,
    ISSUE,
    [requestId, ...resultParams(results)],
  );
  return row!;
}

/** A lot of `company` with one request taken through to issued results. */
async function testedLot(results: Results = {}, options: { cropId?: string; seedClass?: string } = {}) {
  const lot = await insertLot(company.organizationId, { cropId: options.cropId });
  const sent = await request(lot, { seedClass: options.seedClass });
  await step(sent.id, 'received');
  await step(sent.id, 'in_testing');
  return { lot, request: sent.id, report: await issue(sent.id, results) };
}

const quality = async (lot: string) =>
  (await admin.query('select * from private.lot_quality($1)', [lot])).rows[0] as {
    status: string;
    valid_until: string | null;
    report_id: string | null;
  };

beforeAll(async () => {
  admin = new pg.Client({ connectionString: inject('databaseAdminUrl'), types });
  await admin.connect();
  pool = new pg.Pool({ connectionString: inject('databaseUrl'), max: 4, types });
  company = await insertOrganizationWithMembers(admin, 'TestingCompany');
  other = await insertOrganizationWithMembers(admin, 'TestingOther');
  lab = await insertOrganizationWithMembers(admin, 'TestingLab');
  await admin.query(`update public.organizations set type = 'testing_agency' where id = $1`, [lab.organizationId]);

  // the rules on standards of this test's own, put on catalogue crops the data file has none for
  // (other test files read the crops table whole, so this one adds no crop)
  const cropId = async (name: string) =>
    (await admin.query(`select id from public.crops where name = $1`, [name])).rows[0].id as string;
  crop = await cropId('Okra');
  hybridCrop = await cropId('Cucumber');
  cropWithoutStandard = await cropId('Bottle gourd');
  const standard = `insert into public.seed_standards (crop_id, seed_class, kind, min_germination_pct, min_pure_seed_pct,
      max_inert_matter_pct, max_other_crop_seeds_per_kg, max_weed_seeds_per_kg, max_other_varieties_per_kg,
      min_genetic_purity_pct, max_moisture_pct, max_moisture_vapour_proof_pct, hard_seeds, source_key, source_document)
    values ($1, $2, $3, $4, 98, 2, 10, 10, 20, $5, 12, 8, $6, $7, 'test standard')
    on conflict (source_key) do nothing`;
  await admin.query(standard, [crop, 'certified', null, 85, null, true, 'test:okra:certified']);
  await admin.query(standard, [crop, 'foundation', null, 85, null, true, 'test:okra:foundation']);
  await admin.query(standard, [hybridCrop, 'certified', 'variety', 80, null, false, 'test:cucumber:variety']);
  await admin.query(standard, [hybridCrop, 'certified', 'hybrid', 90, 95, false, 'test:cucumber:hybrid']);
});

afterAll(async () => {
  await pool.end();
  await admin.end();
});

describe('the seed standards', () => {
  it('when a database is migrated, then it holds every entry of the data file, and the well-known limits are there', async () => {
    const entries = parseSeedStandardsFile(await readFile(path.join(findRepoRoot(), SEED_STANDARDS_DATA_FILE), 'utf8'));
    const { rows } = await admin.query(
      `select c.name as crop, s.seed_class, s.kind, s.min_germination_pct::float as germination
         from public.seed_standards s join public.crops c on c.id = s.crop_id
        where s.source_key like 'seed-standards:%'`,
    );
    expect(rows).toHaveLength(entries.length);
    const germination = (crop: string, kind: string | null = null) =>
      rows.find((r) => r.crop === crop && r.seed_class === 'certified' && r.kind === kind)?.germination;
    expect(germination('Wheat')).toBe(85);
    expect(germination('Paddy')).toBe(80);
    expect(germination('Maize', 'hybrid')).toBe(90);
    expect(germination('Chickpea')).toBe(85);
  });
});

describe('testing requests', () => {
  it('when a company manager sends a lot to a laboratory, then the database numbers the sample and always asks for purity, germination and moisture', async () => {
    const lot = await insertLot(company.organizationId);
    const sent = await request(lot, { tests: ['seed_health'] });
    expect(sent.sample_number).toMatch(/^SMP-\d{4}-\d{6}$/);
    const { rows } = await admin.query(
      'select status, tests, laboratory_organization_id from public.testing_requests where id = $1',
      [sent.id],
    );
    expect(rows[0]).toMatchObject({
      status: 'requested',
      tests: '{physical_purity,germination,moisture,seed_health}',
      laboratory_organization_id: lab.organizationId,
    });
    expect((await quality(lot)).status).toBe('testing_requested');
  });

  it("when the laboratory is not a testing agency, the sample date is in the future, the lot is another company's or a request is open, then each is refused", async () => {
    const lot = await insertLot(company.organizationId);
    const params = (overrides: Partial<Record<number, unknown>>) => {
      const base: unknown[] = [lot, lab.organizationId, 'certified', [], 1000, day(-1), 'ordinary', false, null];
      for (const [index, value] of Object.entries(overrides)) base[Number(index)] = value;
      return base;
    };
    const user = company.manager.userId;
    expect(await refusal(user, REQUEST, params({ 1: other.organizationId }))).toBe(
      'PT404 testing_laboratory_not_found',
    );
    expect(await refusal(user, REQUEST, params({ 5: day(1) }))).toBe('PT400 testing_sample_date_invalid');
    expect(await refusal(user, REQUEST, params({ 4: 0 }))).toBe('PT400 testing_sample_weight_invalid');
    expect(await refusal(user, REQUEST, params({ 7: true }))).toBe('PT409 testing_revalidation_without_test');
    const othersLot = await insertLot(other.organizationId);
    expect(await refusal(user, REQUEST, params({ 0: othersLot }))).toBe('PT404 seed_lot_not_found');
    await request(lot);
    expect(await refusal(user, REQUEST, params({}))).toBe('PT409 testing_request_open');
  });

  it("when a company records its own laboratory's results, then it is the laboratory of its request", async () => {
    const lot = await insertLot(company.organizationId);
    const sent = await request(lot, { laboratory: null });
    await step(sent.id, 'received', company.admin.userId);
    await step(sent.id, 'in_testing', company.admin.userId);
    const report = await issue(sent.id, {}, company.admin.userId);
    expect(report.verdict).toBe('pass');
  });
});

describe('who sees what', () => {
  it("when the laboratory reads its queue, then it sees the request with the lot facts it needs and nothing of the company's lots", async () => {
    const lot = await insertLot(company.organizationId);
    const sent = await request(lot);
    const queue = await call<{ item: Record<string, unknown> }>(
      lab.admin.userId,
      `select q as item from public.laboratory_queue('received', null, $1) q`,
      [sent.sample_number],
    );
    expect(queue).toHaveLength(1);
    expect(queue[0]!.item).toMatchObject({
      sampleNumber: sent.sample_number,
      status: 'requested',
      lot: { id: lot, generation: null },
      seedClass: 'certified',
      company: { id: company.organizationId },
    });
    // a whole lot id, a lower-case sample number, part of either: the same request
    for (const search of [lot, sent.sample_number.toLowerCase(), sent.sample_number.slice(4), lot.slice(3, 15)]) {
      const found = await call<{ id: string }>(
        lab.admin.userId,
        `select q ->> 'id' as id from public.laboratory_queue('received', null, $1) q`,
        [search],
      );
      expect(found.map((r) => r.id)).toContain(sent.id);
    }
    expect(await call(lab.admin.userId, 'select id from public.seed_lots where id = $1', [lot])).toEqual([]);
    expect(await call(lab.admin.userId, 'select public.lot_testing($1) as t', [lot])).toEqual([{ t: null }]);
    expect(
      await call(
        lab.admin.userId,
        'select count(*)::int as n from public.seed_lots where grower_organization_id = $1',
        [company.organizationId],
      ),
    ).toEqual([{ n: 0 }]);
  });

  it('when another organization or an anonymous caller reads requests and reports, then they see none', async () => {
    const { request: sent } = await testedLot();
    for (const user of [other.admin.userId]) {
      expect(await call(user, 'select id from public.testing_requests where id = $1', [sent])).toEqual([]);
      expect(await call(user, 'select id from public.test_reports where testing_request_id = $1', [sent])).toEqual([]);
      expect(await call(user, 'select public.testing_request_detail($1) as d', [sent])).toEqual([{ d: null }]);
      expect(await call(user, 'select count(*)::int as n from public.laboratory_queue()')).toEqual([{ n: 0 }]);
    }
    expect(await call(null, 'select id from public.testing_requests')).toEqual([]);
    expect(await call(null, 'select id from public.test_reports')).toEqual([]);
    expect(await refusal(null, 'select public.testing_request_detail($1)', [sent])).toMatch(/^42501/);
  });

  it('when the company and the laboratory read a request, then both see it and its report', async () => {
    const { request: sent, report } = await testedLot();
    for (const user of [company.manager.userId, lab.manager.userId]) {
      const [row] = await call<{ d: { reports: { id: string }[] } }>(
        user,
        'select public.testing_request_detail($1) as d',
        [sent],
      );
      expect(row!.d.reports.map((r) => r.id)).toEqual([report.report_id]);
      expect(await call(user, 'select id from public.test_reports where testing_request_id = $1', [sent])).toHaveLength(
        1,
      );
    }
  });
});

describe("the laboratory's steps", () => {
  it('when the steps are taken out of order, by the company, or rejected without a reason, then each is refused', async () => {
    const lot = await insertLot(company.organizationId);
    const sent = await request(lot);
    const STEP = 'select public.set_testing_request_status($1, $2, $3)';
    expect(await refusal(lab.manager.userId, STEP, [sent.id, 'in_testing', null])).toBe(
      'PT409 testing_status_step_invalid',
    );
    expect(await refusal(company.admin.userId, STEP, [sent.id, 'received', null])).toBe(
      'PT403 testing_laboratory_only',
    );
    expect(await refusal(other.admin.userId, STEP, [sent.id, 'received', null])).toBe(
      'PT404 testing_request_not_found',
    );
    expect(await refusal(lab.manager.userId, STEP, [sent.id, 'rejected', '  '])).toBe(
      'PT400 testing_rejection_reason_required',
    );
    expect(await refusal(lab.manager.userId, ISSUE, [sent.id, ...resultParams({})])).toBe('PT409 testing_not_received');
    await step(sent.id, 'rejected', lab.manager.userId, 'Sample too small');
    expect(await refusal(lab.manager.userId, STEP, [sent.id, 'received', null])).toBe('PT409 testing_request_closed');
    const { rows } = await admin.query('select status, rejection_reason from public.testing_requests where id = $1', [
      sent.id,
    ]);
    expect(rows[0]).toEqual({ status: 'rejected', rejection_reason: 'Sample too small' });
  });

  it('when two analysts issue results for one request at the same time, then one report is issued and the other is refused', async () => {
    const lot = await insertLot(company.organizationId);
    const sent = await request(lot);
    await step(sent.id, 'received');
    const outcomes = await Promise.allSettled([issue(sent.id), issue(sent.id, {}, lab.admin.userId)]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const refused = outcomes.find((o) => o.status === 'rejected') as PromiseRejectedResult;
    expect((refused.reason as { message: string }).message).toBe('test_results_already_issued');
    const { rows } = await admin.query(
      'select count(*)::int as n from public.test_reports where testing_request_id = $1',
      [sent.id],
    );
    expect(rows[0].n).toBe(1);
  });

  it('when results miss the tests asked for, add up to over 100 %, or are dated in the future or before the sample, then each is refused', async () => {
    const lot = await insertLot(company.organizationId);
    const sent = await request(lot, { tests: ['other_distinguishable_varieties'] });
    await step(sent.id, 'received');
    const user = lab.manager.userId;
    expect(await refusal(user, ISSUE, [sent.id, ...resultParams({})])).toBe('PT400 test_other_varieties_required');
    expect(await refusal(user, ISSUE, [sent.id, ...resultParams({ otherVarieties: 0, pure: 99.5, inert: 0.6 })])).toBe(
      'PT400 test_purity_over_100',
    );
    expect(await refusal(user, ISSUE, [sent.id, ...resultParams({ otherVarieties: 0, testedOn: day(1) })])).toBe(
      'PT400 test_date_invalid',
    );
    expect(await refusal(user, ISSUE, [sent.id, ...resultParams({ otherVarieties: 0, testedOn: day(-31) })])).toBe(
      'PT400 test_date_before_sample',
    );
    const number = `DUP-${Math.random().toString(36).slice(2, 8)}`;
    await issue(sent.id, { otherVarieties: 0, reportNumber: number });
    const again = await insertLot(company.organizationId);
    const second = await request(again);
    await step(second.id, 'received');
    expect(await refusal(user, ISSUE, [second.id, ...resultParams({ reportNumber: number })])).toBe(
      'PT409 test_report_number_taken',
    );
  });
});

describe('the verdict', () => {
  it('when every result is exactly at its limit, then the lot passes and is valid for 9 months from the date of test', async () => {
    const testedOn = day(-10);
    const { lot, report } = await testedLot({
      germination: 85,
      pure: 98,
      inert: 2,
      otherCrop: 10,
      weeds: 10,
      moisture: 12,
      testedOn,
    });
    expect(report).toMatchObject({ verdict: 'pass', failures: [] });
    const expected = new Date(`${testedOn}T00:00:00Z`);
    expected.setUTCMonth(expected.getUTCMonth() + 9);
    expect(report.valid_until).toBe(expected.toISOString().slice(0, 10));
    expect(await quality(lot)).toMatchObject({
      status: 'passed',
      valid_until: report.valid_until,
      report_id: report.report_id,
    });
  });

  it('when each result misses its limit by the smallest step, then the lot fails with every parameter named beside its limit', async () => {
    const { lot, report } = await testedLot({
      germination: 84.99,
      pure: 97.99,
      inert: 2.01,
      otherCrop: 11,
      weeds: 11,
      moisture: 12.01,
    });
    expect(report.verdict).toBe('fail');
    expect(report.valid_until).toBeNull();
    expect(report.failures).toEqual([
      { parameter: 'germination_pct', value: 84.99, limit: 85, bound: 'min' },
      { parameter: 'pure_seed_pct', value: 97.99, limit: 98, bound: 'min' },
      { parameter: 'inert_matter_pct', value: 2.01, limit: 2, bound: 'max' },
      { parameter: 'other_crop_seeds_per_kg', value: 11, limit: 10, bound: 'max' },
      { parameter: 'weed_seeds_per_kg', value: 11, limit: 10, bound: 'max' },
      { parameter: 'moisture_pct', value: 12.01, limit: 12, bound: 'max' },
    ]);
    expect((await quality(lot)).status).toBe('failed');
  });

  it('when the crop counts hard seeds, then germination is normal seedlings plus hard seeds', async () => {
    const { report } = await testedLot({ germination: 80, hardSeeds: 5 });
    expect(report.verdict).toBe('pass');
  });

  it('when a lot is truthfully labelled, then it is judged by the certified limits; breeder seed and a crop without a standard get no verdict', async () => {
    expect((await testedLot({ germination: 84 }, { seedClass: 'truthfully_labelled' })).report.verdict).toBe('fail');
    const breeder = await testedLot({ germination: 50 }, { seedClass: 'breeder' });
    expect(breeder.report.verdict).toBe('no_standard');
    const none = await testedLot({ germination: 10 }, { cropId: cropWithoutStandard });
    expect(none.report.verdict).toBe('no_standard');
    expect(none.report.valid_until).not.toBeNull();
    expect((await quality(none.lot)).status).toBe('no_standard');
  });

  it('when the lot is a hybrid cross, then the hybrid limits apply; a variety of the same crop gets the variety limits', async () => {
    const variety = await testedLot({ germination: 85 }, { cropId: hybridCrop });
    expect(variety.report.verdict).toBe('pass');
    const male = await insertLot(company.organizationId, { cropId: hybridCrop });
    const female = await insertLot(company.organizationId, { cropId: hybridCrop });
    const hybrid = await insertLot(company.organizationId, { cropId: hybridCrop });
    await admin.query(
      `insert into public.source_lots (seed_lot_id, source_lot_id, purpose) values ($1, $2, 'male_parent'), ($1, $3, 'female_parent')`,
      [hybrid, male, female],
    );
    const sent = await request(hybrid, { tests: ['genetic_purity'] });
    await step(sent.id, 'received');
    const report = await issue(sent.id, { germination: 85, geneticPurity: 94 });
    expect(report.verdict).toBe('fail');
    expect(report.failures).toEqual([
      { parameter: 'germination_pct', value: 85, limit: 90, bound: 'min' },
      { parameter: 'genetic_purity_pct', value: 94, limit: 95, bound: 'min' },
    ]);
  });
});

describe('validity and corrections', () => {
  it('when the test is older than its validity, then the lot has expired; a revalidation extends it by 6 months from its own date', async () => {
    const lot = await insertLot(company.organizationId);
    const first = await request(lot, { drawn: day(-400) });
    await step(first.id, 'received');
    const old = await issue(first.id, { testedOn: day(-300) });
    expect(await quality(lot)).toMatchObject({ status: 'expired', valid_until: old.valid_until });
    const again = await request(lot, { revalidation: true, drawn: day(-3) });
    await step(again.id, 'received');
    const testedOn = day(-2);
    const renewed = await issue(again.id, { testedOn });
    const expected = new Date(`${testedOn}T00:00:00Z`);
    expected.setUTCMonth(expected.getUTCMonth() + 6);
    expect(renewed.valid_until).toBe(expected.toISOString().slice(0, 10));
    expect(await quality(lot)).toMatchObject({ status: 'passed', valid_until: renewed.valid_until });
  });

  it("when a packaged unit is packed from a tested lot, then it carries that lot's test", async () => {
    const { lot, report } = await testedLot({ germination: 70 });
    const packed = await insertLot(company.organizationId, { lotType: 'packaged_unit', parentLotId: lot });
    expect(await quality(packed)).toMatchObject({ status: 'failed', report_id: report.report_id });
    const grown = await insertLot(company.organizationId, { parentLotId: lot });
    expect((await quality(grown)).status).toBe('not_tested');
  });

  it('when a report is corrected, then the correction supersedes it with its reason, both stay, and the old one cannot be corrected again', async () => {
    const { lot, report } = await testedLot({ germination: 70 });
    const SUPERSEDE =
      'select * from public.supersede_test_report($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)';
    const [correction] = await call<{ report_id: string; verdict: string }>(lab.manager.userId, SUPERSEDE, [
      report.report_id,
      'Germination count misread',
      ...resultParams({ germination: 88 }),
    ]);
    expect(correction!.verdict).toBe('pass');
    expect(await quality(lot)).toMatchObject({ status: 'passed', report_id: correction!.report_id });
    const [row] = await call<{ t: { reports: { id: string; supersededBy: string | null; supersedes: unknown }[] } }>(
      company.manager.userId,
      'select public.lot_testing($1) as t',
      [lot],
    );
    expect(row!.t.reports.map((r) => [r.id, r.supersededBy, r.supersedes])).toEqual([
      [correction!.report_id, null, { id: report.report_id, reason: 'Germination count misread' }],
      [report.report_id, correction!.report_id, null],
    ]);
    expect(await refusal(lab.manager.userId, SUPERSEDE, [report.report_id, 'again', ...resultParams({})])).toBe(
      'PT409 test_report_superseded',
    );
    expect(await refusal(lab.manager.userId, SUPERSEDE, [correction!.report_id, ' ', ...resultParams({})])).toBe(
      'PT400 test_correction_reason_required',
    );
  });

  it('when anyone, even the service, changes or deletes an issued report, then it is refused', async () => {
    const { report } = await testedLot();
    await expect(
      admin.query('update public.test_reports set germination_pct = 99 where id = $1', [report.report_id]),
    ).rejects.toThrow('test_report_immutable');
    await expect(admin.query('delete from public.test_reports where id = $1', [report.report_id])).rejects.toThrow(
      'test_report_immutable',
    );
  });
});

describe('the sale gate', () => {
  const SALE = `select * from public.create_transaction($1::public.manifest_type, $2::jsonb, $3)`;
  const items = (lot: string) =>
    JSON.stringify([{ lot_id: lot, quantity: 5, unit: 'Kg', price_per_unit: 80, currency: 'INR' }]);
  const own = (lot: string) =>
    admin.query(
      `insert into public.lot_ownership (seed_lot_id, owner_organization_id, quantity_owned, unit_of_measure)
       values ($1, $2, 100, 'Kg')`,
      [lot, company.organizationId],
    );

  it('when a lot failed its test, or a lot was packed from one, then its sale is refused naming the lot; a transfer between stores is not gated', async () => {
    const { lot } = await testedLot({ germination: 70 });
    await own(lot);
    expect(await refusal(company.manager.userId, SALE, ['SALE', items(lot), other.organizationId])).toBe(
      'PT409 sale_lot_failed_test',
    );
    const packed = await insertLot(company.organizationId, { lotType: 'packaged_unit', parentLotId: lot });
    await own(packed);
    expect(await refusal(company.manager.userId, SALE, ['SALE', items(packed), other.organizationId])).toBe(
      'PT409 sale_lot_failed_test',
    );
    const [transfer] = await call<{ status: string }>(company.manager.userId, SALE, [
      'TRANSFER',
      items(lot),
      other.organizationId,
    ]);
    expect(transfer!.status).toBe('COMPLETED');
  });

  it('when the test of a lot expired, then its sale is refused with its last valid day; a passing lot sells', async () => {
    const lot = await insertLot(company.organizationId);
    const sent = await request(lot, { drawn: day(-400) });
    await step(sent.id, 'received');
    const old = await issue(sent.id, { testedOn: day(-300) });
    await own(lot);
    try {
      await call(company.manager.userId, SALE, ['SALE', items(lot), other.organizationId]);
      throw new Error('the sale was not refused');
    } catch (error) {
      expect(error).toMatchObject({
        code: 'PT409',
        message: 'sale_lot_test_expired',
        detail: `${lot}|${old.valid_until}`,
      });
    }
    const { lot: good } = await testedLot();
    await own(good);
    const [sale] = await call<{ status: string }>(company.manager.userId, SALE, [
      'SALE',
      items(good),
      other.organizationId,
    ]);
    expect(sale!.status).toBe('COMPLETED');
  });

  it('when a lot was never tested (or is still at its laboratory), then it sells only with the acknowledgement, which its item records; a tested lot of the same sale is not marked', async () => {
    const ACKNOWLEDGED = `select * from public.create_transaction($1::public.manifest_type, $2::jsonb, $3,
      untested_acknowledged => $4)`;
    const untested = await insertLot(company.organizationId);
    const requested = await insertLot(company.organizationId);
    await request(requested);
    const { lot: good } = await testedLot();
    for (const lot of [untested, requested, good]) await own(lot);
    for (const lot of [untested, requested]) {
      expect(await refusal(company.manager.userId, SALE, ['SALE', items(lot), other.organizationId])).toBe(
        'PT409 sale_lot_untested',
      );
      expect(
        await refusal(company.manager.userId, ACKNOWLEDGED, ['SALE', items(lot), other.organizationId, false]),
      ).toBe('PT409 sale_lot_untested');
    }
    const both = JSON.stringify([...JSON.parse(items(untested)), ...JSON.parse(items(good))]);
    const [sale] = await call<{ manifest_id: string }>(company.manager.userId, ACKNOWLEDGED, [
      'SALE',
      both,
      other.organizationId,
      true,
    ]);
    const { rows } = await admin.query(
      `select seed_lot_id, sold_untested from public.transaction_manifest_items where manifest_id = $1
       order by sold_untested desc`,
      [sale!.manifest_id],
    );
    expect(rows).toEqual([
      { seed_lot_id: untested, sold_untested: true },
      { seed_lot_id: good, sold_untested: false },
    ]);
  });
});

describe("the lots whose quality tests decide (the lists' quality filter)", () => {
  const marked = async (lots: string[]) =>
    (
      await admin.query<{ lot_id: string }>(
        'select lot_id from private.seed_with_tests where lot_id = any($1) order by lot_id',
        [lots],
      )
    ).rows.map((row) => row.lot_id);

  it('when a lot is packed before its test and again after it, then both packed lots carry the test and are marked; an untested lot and a lot grown from the tested one are not', async () => {
    const lot = await insertLot(company.organizationId);
    const packedBefore = await insertLot(company.organizationId, { lotType: 'packaged_unit', parentLotId: lot });
    const grown = await insertLot(company.organizationId, { parentLotId: lot });
    const untested = await insertLot(company.organizationId);
    const sent = await request(lot);
    await step(sent.id, 'received');
    await issue(sent.id);
    const packedAfter = await insertLot(company.organizationId, {
      lotType: 'packaged_unit',
      parentLotId: packedBefore,
    });
    expect(await marked([lot, packedBefore, packedAfter, grown, untested])).toEqual(
      [lot, packedBefore, packedAfter].sort(),
    );
    for (const packed of [packedBefore, packedAfter]) expect((await quality(packed)).status).toBe('passed');
    expect((await quality(grown)).status).toBe('not_tested');
  });

  it('when every lot of the database is judged, then the facts kept for it give the status it has (not tested where none are kept)', async () => {
    const { rows } = await admin.query(
      `select l.id, q.status, coalesce(private.quality_status(s.verdict, s.valid_until, s.open_request), 'not_tested') as kept
       from public.seed_lots l
       cross join lateral private.lot_quality(l.id) q
       left join private.seed_with_tests s on s.lot_id = l.id
       where q.status <> coalesce(private.quality_status(s.verdict, s.valid_until, s.open_request), 'not_tested')`,
    );
    expect(rows).toEqual([]);
  });

  it("when a marked lot is moved to the trash and restored, then the keys kept beside its facts follow the lot's (the lists filter, count and order them there)", async () => {
    const lot = await insertLot(company.organizationId);
    const packed = await insertLot(company.organizationId, { lotType: 'packaged_unit', parentLotId: lot });
    await request(lot);
    const keys = async () =>
      (
        await admin.query(
          `select s.lot_id, s.grower_organization_id = l.grower_organization_id as grower, s.lot_type::text,
             s.created_at = l.created_at as created, s.deleted_at is not distinct from l.deleted_at as trash,
             s.deleted_at is not null as trashed
           from private.seed_with_tests s join public.seed_lots l on l.id = s.lot_id
           where s.lot_id = any($1) order by s.lot_type::text`,
          [[lot, packed]],
        )
      ).rows;
    const kept = (trashed: boolean) => [
      { lot_id: packed, grower: true, lot_type: 'packaged_unit', created: true, trash: true, trashed: false },
      { lot_id: lot, grower: true, lot_type: 'raw_production', created: true, trash: true, trashed },
    ];
    expect(await keys()).toEqual(kept(false));
    await call(company.manager.userId, 'select public.soft_delete_seed_lot($1)', [lot]);
    expect(await keys()).toEqual(kept(true));
    await call(company.manager.userId, 'select public.restore_seed_lot($1)', [lot]);
    expect(await keys()).toEqual(kept(false));
  });

  it("when every marked lot is read, then the keys kept beside its facts are the lot's own", async () => {
    const { rows } = await admin.query(
      `select s.lot_id from private.seed_with_tests s join public.seed_lots l on l.id = s.lot_id
       where (s.grower_organization_id, s.lot_type, s.created_at, s.deleted_at)
         is distinct from (l.grower_organization_id, l.lot_type, l.created_at, l.deleted_at)`,
    );
    expect(rows).toEqual([]);
  });

  it('when members read the kept facts, then each reads those of the lots their organization sees, and no others', async () => {
    const lot = await insertLot(company.organizationId);
    await request(lot);
    const read = (userId: string) =>
      call<{ lot_id: string }>(userId, 'select lot_id from private.seed_with_tests where lot_id = $1', [lot]);
    expect(await read(company.manager.userId)).toEqual([{ lot_id: lot }]);
    expect(await read(other.manager.userId)).toEqual([]);
    // the laboratory tests the sample, but neither grows nor owns the lot
    expect(await read(lab.manager.userId)).toEqual([]);
  });
});

describe('the packet and its label', () => {
  it("when a tested lot's code is verified, then the page gets the test's figures, date, validity and laboratory; an untested lot none", async () => {
    const { lot, report } = await testedLot({ germination: 91, pure: 98.6, inert: 1.4 });
    const { rows: codes } = await admin.query(
      `insert into public.qr_codes (seed_lot_id, code, kind) values ($1, $2, 'lot') returning code`,
      [lot, randomBytes(16).toString('base64url').slice(0, 22)],
    );
    const { rows } = await admin.query(`select public.verify_code($1) as v`, [codes[0].code]);
    expect(rows[0].v.seedTest).toEqual({
      status: 'passed',
      germinationPct: 91,
      purePct: 98.6,
      testedOn: day(-20),
      validUntil: report.valid_until,
      laboratory: 'TestingLab Seeds',
      reportNumber: expect.any(String),
    });
    const [label] = await call<{ f: { seedTest: { status: string }; producer: { name: string } } }>(
      company.manager.userId,
      'select public.lot_label_facts($1) as f',
      [lot],
    );
    expect(label!.f.seedTest.status).toBe('passed');
    expect(label!.f.producer.name).toBe('TestingCompany Seeds');
    const untested = await insertLot(company.organizationId);
    const [none] = await call<{ f: { seedTest: unknown } }>(
      company.manager.userId,
      'select public.lot_label_facts($1) as f',
      [untested],
    );
    expect(none!.f.seedTest).toBeNull();
  });
});
