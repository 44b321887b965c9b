// The seed-lot lists' certification (issue 28): each row states its lot's certification (its own
// application's, or the lot's it was packed from), and ?certification= lists the lots of one
// standing, on every tab. The applications are arranged in SQL in the order the certification
// functions write them (the certificate, then the application's status), which the kept facts
// rely on; the functions themselves are covered in supabase/tests/seed-lots-certification.test.ts.
import {
  certificationFilterOf,
  LOT_CERTIFICATION_FILTERS,
  type SeedLotList,
  todayInIndia,
  type UnregisteredSourceCreated,
} from '@seed/domain';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../test/accounts';
import { adminQuery } from '../../test/database';
import { createFullTestApp, type FullTestApp } from '../../test/full-app';
import { api } from '../../test/http';

let testApp: FullTestApp;
type Member = Awaited<ReturnType<typeof signUp>>;
let company: Member;
let agency: Member;
let buyer: Member;
let wheat: { id: string; crop_id: string };
/** A report of the company's own laboratory that the certificates below rest on. */
let reportId: string;
let nextTag = 1;

const label = `ListCert-${randomBytes(3).toString('hex')}`;
const today = todayInIndia();
const daysFromToday = (days: number) => {
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

async function insertLot(values: { lotType?: string; parentLotId?: string } = {}): Promise<string> {
  const [row] = await adminQuery<{ id: string }>(
    `insert into public.seed_lots (lot_type, status, crop_id, variety_id, grower_organization_id, quantity, quantity_unit, parent_lot_id)
     values ($1, 'active', $2, $3, $4, 100, 'Kg', $5) returning id`,
    [values.lotType ?? 'raw_production', wheat.crop_id, wheat.id, company.organizationId, values.parentLotId ?? null],
  );
  return row!.id;
}

/** An application of the lot moved to `status` as the certification functions move it. */
async function applied(
  lot: string,
  status: 'applied' | 'inspecting' | 'rejected' | 'certified' | 'revoked',
  validUntil = daysFromToday(200),
): Promise<{ number: string | null }> {
  const [application] = await adminQuery<{ id: string }>(
    `insert into public.certification_applications (seed_lot_id, applicant_organization_id, agency_organization_id,
       class_sought, source_class, area_acres)
     values ($1, $2, $3, 'foundation', 'breeder', 4.5) returning id`,
    [lot, company.organizationId, agency.organizationId],
  );
  const id = application!.id;
  if (status === 'applied') return { number: null };
  await adminQuery(`update public.certification_applications set status = 'inspecting' where id = $1`, [id]);
  if (status === 'rejected') {
    await adminQuery(
      `update public.certification_applications set status = 'rejected', rejection_reason = 'Isolation not met' where id = $1`,
      [id],
    );
  }
  if (status !== 'certified' && status !== 'revoked') return { number: null };
  const number = `SSCA/${randomBytes(4).toString('hex')}`;
  const tagFirst = nextTag;
  nextTag += 10;
  await adminQuery(
    `insert into public.seed_certificates (application_id, agency_organization_id, certificate_number, seed_class,
       test_report_id, tag_count, tag_first, issued_on, valid_until)
     values ($1, $2, $3, 'foundation', $4, 10, $5, $6, $7)`,
    [id, agency.organizationId, number, reportId, tagFirst, daysFromToday(-1), validUntil],
  );
  await adminQuery(`update public.certification_applications set status = 'certified' where id = $1`, [id]);
  if (status === 'revoked') {
    await adminQuery(
      `update public.seed_certificates set revoked_at = now(), revocation_reason = 'Off-types found' where application_id = $1`,
      [id],
    );
    await adminQuery(`update public.certification_applications set status = 'revoked' where id = $1`, [id]);
  }
  return { number };
}

/** A list of the member, on a tab, filtered by certification or not. */
const listed = async (member: Member, query: Record<string, string> = {}) =>
  (
    await api(testApp, member)
      .get('/api/v1/seed-lots')
      .query({ limit: 100, ...query })
      .expect(200)
  ).body as SeedLotList;

beforeAll(async () => {
  testApp = createFullTestApp();
  [wheat] = (await adminQuery<{ id: string; crop_id: string }>(
    `select id, crop_id from public.varieties where name = 'HI 1544'`,
  )) as [{ id: string; crop_id: string }];
  company = await signUp(testApp, {
    userMetadata: { full_name: `${label} Admin`, organization_name: `${label} Seeds` },
  });
  agency = await signUp(testApp, {
    userMetadata: { full_name: `${label} Officer`, organization_name: `${label} Seed Certification Agency` },
  });
  buyer = await signUp(testApp, {
    userMetadata: { full_name: `${label} Dealer`, organization_name: `${label} Dealer` },
  });
  await adminQuery(`update public.organizations set type = 'field_inspection_agency' where id = $1`, [
    agency.organizationId,
  ]);
  // The company's own laboratory tests one of its lots: the report the certificates cite.
  const source = await api(testApp, company)
    .post('/api/v1/seed-lots/unregistered')
    .send({ crop_id: wheat.crop_id, variety_id: wheat.id, pack_size: 25, quantity: 40, notes: label })
    .expect(201);
  const lot = (source.body as UnregisteredSourceCreated).lot.id;
  await adminQuery(`update public.organizations set type = 'testing_agency' where id = $1`, [company.organizationId]);
  const request = await api(testApp, company)
    .post('/api/v1/testing/requests')
    .send({
      seed_lot_id: lot,
      laboratory_organization_id: company.organizationId,
      seed_class: 'foundation',
      tests: [],
      sample_weight_g: 1000,
      sample_drawn_on: today,
    })
    .expect(201);
  const requestId = (request.body as { id: string }).id;
  await api(testApp, company)
    .post(`/api/v1/testing/requests/${requestId}/status`)
    .send({ status: 'received' })
    .expect(200);
  await api(testApp, company)
    .post(`/api/v1/testing/requests/${requestId}/reports`)
    .send({
      report_number: `R-${randomBytes(4).toString('hex')}`,
      tested_on: today,
      analyst_name: 'S. Deshpande',
      pure_seed_pct: 98.6,
      inert_matter_pct: 1.4,
      other_crop_seeds_per_kg: 4,
      weed_seeds_per_kg: 2,
      germination_pct: 91,
      moisture_pct: 10.2,
    })
    .expect(201);
  [{ id: reportId }] = (await adminQuery<{ id: string }>(
    'select id from public.test_reports where testing_request_id = $1',
    [requestId],
  )) as [{ id: string }];
});

afterAll(async () => {
  await testApp.close();
});

describe("the seed-lot lists' certification column and filter", () => {
  it('when a list is filtered by each certification value, then it holds exactly the lots whose row states it, on every tab, and the parts add up to the whole', async () => {
    const certified = await insertLot();
    const { number } = await applied(certified, 'certified');
    const packed = await insertLot({ lotType: 'packaged_unit', parentLotId: certified });
    const revoked = await insertLot();
    await applied(revoked, 'revoked');
    const packedOfRevoked = await insertLot({ lotType: 'packaged_unit', parentLotId: revoked });
    const inspecting = await insertLot();
    await applied(inspecting, 'inspecting');
    const justApplied = await insertLot();
    await applied(justApplied, 'applied');
    const rejected = await insertLot();
    await applied(rejected, 'rejected');
    const expired = await insertLot();
    await applied(expired, 'certified', daysFromToday(-1));
    const none = await insertLot();

    const all = await listed(company);
    const row = (id: string) => all.items.find((item) => item.id === id);
    expect(row(certified)?.certification).toEqual({
      status: 'certified',
      seedClass: 'foundation',
      certificateNumber: number,
    });
    // a packed lot carries the certification of the lot it was packed from
    expect(row(packed)?.certification).toEqual(row(certified)?.certification);
    expect(row(revoked)?.certification?.status).toBe('revoked');
    expect(row(packedOfRevoked)?.certification?.status).toBe('revoked');
    expect(row(inspecting)?.certification).toEqual({
      status: 'inspecting',
      seedClass: 'foundation',
      certificateNumber: null,
    });
    expect(row(justApplied)?.certification?.status).toBe('applied');
    expect(row(rejected)?.certification?.status).toBe('rejected');
    expect(row(expired)?.certification?.status).toBe('expired');
    expect(row(none)?.certification).toBeNull();

    for (const tab of ['overview', 'production', 'packaging', 'unregistered']) {
      const whole = await listed(company, { tab });
      let counted = 0;
      for (const filter of LOT_CERTIFICATION_FILTERS) {
        const some = await listed(company, { tab, certification: filter });
        expect(some.items.every((item) => certificationFilterOf(item.certification?.status ?? null) === filter)).toBe(
          true,
        );
        expect(some.items.map((item) => item.id).sort()).toEqual(
          whole.items
            .filter((item) => certificationFilterOf(item.certification?.status ?? null) === filter)
            .map((item) => item.id)
            .sort(),
        );
        counted += some.total;
      }
      expect(counted, tab).toBe(whole.total);
    }

    const ids = async (filter: string) => (await listed(company, { certification: filter })).items.map((i) => i.id);
    expect(await ids('certified')).toEqual(expect.arrayContaining([certified, packed]));
    expect(await ids('in_progress')).toEqual(expect.arrayContaining([inspecting, justApplied]));
    expect(await ids('revoked')).toEqual(expect.arrayContaining([revoked, packedOfRevoked]));
    expect(await ids('rejected')).toContain(rejected);
    expect(await ids('expired')).toContain(expired);
    expect(await ids('none')).toContain(none);
    expect(await ids('none')).not.toContain(packed);
  });

  it("when a dealer owns part of a packed lot of a certified lot, then its list states and filters it certified, though the application is not the dealer's to read", async () => {
    const certified = await insertLot();
    await applied(certified, 'certified');
    const packed = await insertLot({ lotType: 'packaged_unit', parentLotId: certified });
    await adminQuery(
      `insert into public.lot_ownership (seed_lot_id, owner_organization_id, quantity_owned, unit_of_measure)
       values ($1, $2, 10, 'Kg')`,
      [packed, buyer.organizationId],
    );
    const list = await listed(buyer, { certification: 'certified' });
    expect(list.items.map((item) => item.id)).toEqual([packed]);
    expect(list.items[0]!.certification?.status).toBe('certified');
    expect((await listed(buyer, { certification: 'none' })).items.map((item) => item.id)).not.toContain(packed);
  });

  it('when a lot in progress is moved to the trash, then its filtered list leaves it out and the trash lists it; restored, it is back in the same place', async () => {
    const lot = await insertLot();
    await applied(lot, 'inspecting');
    const ids = async (query: Record<string, string>) =>
      (await listed(company, { certification: 'in_progress', ...query })).items.map((item) => item.id);
    const before = await listed(company, { certification: 'in_progress' });
    expect(before.items[0]?.id).toBe(lot);
    await api(testApp, company).delete(`/api/v1/seed-lots/${lot}`).expect(204);
    expect((await listed(company, { certification: 'in_progress' })).total).toBe(before.total - 1);
    expect(await ids({})).not.toContain(lot);
    expect(await ids({ tab: 'production' })).not.toContain(lot);
    expect(await ids({ deleted: 'true' })).toContain(lot);
    await api(testApp, company).post(`/api/v1/seed-lots/${lot}/restore`).expect(204);
    const after = await listed(company, { certification: 'in_progress' });
    expect(after.total).toBe(before.total);
    expect(after.items.map((item) => item.id)).toEqual(before.items.map((item) => item.id));
    expect(await ids({ deleted: 'true' })).not.toContain(lot);
  });

  it('when a list is filtered by quality and certification at once, then it holds the lots of both, whichever kept facts it reads them from', async () => {
    const tested = await insertLot();
    await applied(tested, 'applied');
    await adminQuery(
      `insert into public.testing_requests (seed_lot_id, requesting_organization_id, laboratory_organization_id,
         seed_class, tests, sample_weight_g, sample_drawn_on)
       values ($1, $2, $2, 'foundation', '{physical_purity,germination,moisture}', 1000, $3)`,
      [tested, company.organizationId, today],
    );
    const untested = await insertLot();
    await applied(untested, 'inspecting');
    const ids = async (query: Record<string, string>) =>
      (await listed(company, { certification: 'in_progress', ...query })).items.map((item) => item.id);
    const both = await ids({ quality: 'testing_requested' });
    expect(both).toContain(tested);
    expect(both).not.toContain(untested);
    const notTested = await ids({ quality: 'not_tested' });
    expect(notTested).toContain(untested);
    expect(notTested).not.toContain(tested);
    // with a filter on the lot itself the lots are read from seed_lots: the same answers
    expect(await ids({ quality: 'testing_requested', crop: wheat.crop_id })).toEqual(both);
    expect(await ids({ quality: 'not_tested', crop: wheat.crop_id })).toEqual(notTested);
    // statement names over PostgreSQL's 63 characters, equal in their first 63 (…-certification-2…)
    for (const limit of ['20', '25', '2']) {
      expect((await ids({ quality: 'not_tested', limit })).length).toBe(Math.min(Number(limit), notTested.length));
    }
  });

  it('when the filter is not one of its values, then 400 with the values named', async () => {
    const response = await api(testApp, company).get('/api/v1/seed-lots').query({ certification: 'gold' }).expect(400);
    expect(JSON.stringify(response.body)).toContain(
      'Certification must be one of: certified, in_progress, expired, revoked, rejected, none',
    );
  });
});
