// Seed certification in the database (issue 28): a company applies for certification of a
// production lot, the agency inspects its seed plot, and once the inspections were accepted and
// the lot passed its test for the class, issues a certificate whose tag series tags the packets of
// the lot and of the lots packed from it; a revoked certificate stops their sale. The functions
// run as `authenticated` members; every refusal is a PT code.
import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { insertOrganizationWithMembers, type Member } from './accounts-fixtures';
import { dateAsText as types, sqlCalls } from './sql-calls';

let admin: pg.Client;
let pool: pg.Pool;
type Organization = { organizationId: string; admin: Member; manager: Member };
let company: Organization;
let buyer: Organization;
let agency: Organization;
let otherAgency: Organization;
let wheat: string;
const { call, refusal } = sqlCalls(() => pool);

const day = (offset: number): string => {
  const date = new Date(Date.now() + 5.5 * 3600_000);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
};

async function insertLot(values: { lotType?: string; parentLotId?: string; packages?: number } = {}): Promise<string> {
  const { rows } = await admin.query(
    `insert into public.seed_lots (lot_type, status, crop_id, grower_organization_id, quantity, quantity_unit, parent_lot_id)
     values ($1, 'active', $2, $3, 100, 'Kg', $4) returning id`,
    [values.lotType ?? 'raw_production', wheat, company.organizationId, values.parentLotId ?? null],
  );
  const id = rows[0].id as string;
  if (values.packages) {
    await admin.query(
      `insert into public.packaging_details (lot_id, packages_count, pack_size, pack_unit, packaging_date)
       values ($1, $2, 10, 'Kg', $3)`,
      [id, values.packages, day(-5)],
    );
  }
  return id;
}

const APPLY = 'select * from public.apply_for_certification($1, $2, $3, $4, $5, $6)';
const apply = async (lot: string, options: { classSought?: string; sourceClass?: string } = {}) =>
  (
    await call<{ id: string; application_number: string }>(company.manager.userId, APPLY, [
      lot,
      agency.organizationId,
      options.classSought ?? 'certified',
      options.sourceClass ?? 'foundation',
      4.5,
      'WB/F/2025/0091',
    ])
  )[0]!;

const INSPECT = 'select public.record_field_inspection($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) as id';
const inspection = (application: string, outcome = 'accepted', reason: string | null = null) => [
  application,
  day(-40),
  'flowering',
  'R. Jadhav',
  0.05,
  true,
  0,
  0.1,
  outcome,
  reason,
  null,
];

/** The lot's own test, done by the company's laboratory, passing the certified standard of wheat. */
async function passTest(lot: string, seedClass = 'certified', germination = 91) {
  const [request] = await call<{ id: string }>(
    company.manager.userId,
    'select * from public.create_testing_request($1, null, $2, $3, 1000, $4)',
    [lot, seedClass, [], day(-30)],
  );
  await call(company.manager.userId, `select public.set_testing_request_status($1, 'received', null)`, [request!.id]);
  await call(
    company.manager.userId,
    'select * from public.issue_test_report($1, $2, $3, $4, 98.6, 1.4, 4, 2, $5, 10.2)',
    [request!.id, `OWN-${randomBytes(4).toString('hex')}`, day(-20), 'A. Kulkarni', germination],
  );
}

const ISSUE = 'select * from public.issue_certificate($1, $2, $3)';
const issue = async (application: string, tags: number, userId = agency.manager.userId) =>
  (
    await call<{ certificate_id: string; tag_first: string; tag_last: string; valid_until: string; tagged: number }>(
      userId,
      ISSUE,
      [application, `SSCA/${randomBytes(4).toString('hex')}`, tags],
    )
  )[0]!;

async function packetCodes(lot: string) {
  await call(company.manager.userId, 'select public.create_packet_codes($1)', [lot]);
}

const tagsOf = async (lot: string) =>
  (
    await admin.query<{ serial: number; tag_number: string }>(
      `select q.serial, t.tag_number from public.qr_codes q join public.certification_tags t on t.qr_code_id = q.id
       where q.seed_lot_id = $1 order by q.serial`,
      [lot],
    )
  ).rows.map((r) => [r.serial, Number(r.tag_number)]);

const certificationOf = async (lot: string) =>
  (await admin.query<{ status: string | null }>('select status from private.lot_certification($1)', [lot])).rows[0]
    ?.status ?? null;

beforeAll(async () => {
  admin = new pg.Client({ connectionString: inject('databaseAdminUrl'), types });
  await admin.connect();
  pool = new pg.Pool({ connectionString: inject('databaseUrl'), max: 4, types });
  company = await insertOrganizationWithMembers(admin, 'CertCompany');
  buyer = await insertOrganizationWithMembers(admin, 'CertBuyer');
  agency = await insertOrganizationWithMembers(admin, 'CertAgency');
  otherAgency = await insertOrganizationWithMembers(admin, 'CertOtherAgency');
  await admin.query(`update public.organizations set type = 'field_inspection_agency' where id = any($1)`, [
    [agency.organizationId, otherAgency.organizationId],
  ]);
  wheat = (await admin.query(`select id from public.crops where name = 'Wheat'`)).rows[0].id;
});

afterAll(async () => {
  await pool.end();
  await admin.end();
});

describe('an application', () => {
  it('when a company applies for a production lot, then it is numbered and the agency and the company read it; nobody else', async () => {
    const lot = await insertLot();
    const application = await apply(lot);
    expect(application.application_number).toMatch(/^CA-\d{4}-\d{6}$/);
    const read = (userId: string) =>
      call(userId, 'select id from public.certification_applications where id = $1', [application.id]);
    expect(await read(agency.manager.userId)).toHaveLength(1);
    expect(await read(company.admin.userId)).toHaveLength(1);
    expect(await read(buyer.admin.userId)).toHaveLength(0);
    expect(await read(otherAgency.admin.userId)).toHaveLength(0);
    expect(await certificationOf(lot)).toBe('applied');
    // one open application a lot
    expect(
      await refusal(company.manager.userId, APPLY, [lot, agency.organizationId, 'certified', 'foundation', 2, null]),
    ).toBe('PT409 certification_application_open');
  });

  it('when the input is wrong, then each is refused with its code', async () => {
    const lot = await insertLot();
    const packed = await insertLot({ lotType: 'packaged_unit', parentLotId: lot });
    const cases: [unknown[], string][] = [
      [[packed, agency.organizationId, 'certified', 'foundation', 2, null], 'PT409 certification_needs_production_lot'],
      [[lot, buyer.organizationId, 'certified', 'foundation', 2, null], 'PT404 certification_agency_not_found'],
      [[lot, agency.organizationId, 'breeder', 'breeder', 2, null], 'PT400 certification_class_invalid'],
      [[lot, agency.organizationId, 'foundation', 'foundation', 2, null], 'PT400 certification_source_class_invalid'],
      [[lot, agency.organizationId, 'certified', 'certified', 2, null], 'PT400 certification_source_class_invalid'],
      [[lot, agency.organizationId, 'certified', 'foundation', 0, null], 'PT400 certification_area_invalid'],
    ];
    for (const [params, code] of cases) expect(await refusal(company.manager.userId, APPLY, params)).toBe(code);
    // another organization's lot is not found; a viewer may not apply
    expect(
      await refusal(buyer.manager.userId, APPLY, [lot, agency.organizationId, 'certified', 'foundation', 2, null]),
    ).toBe('PT404 seed_lot_not_found');
  });
});

describe('inspections and the certificate', () => {
  it('when the inspections were accepted and the lot passed its test, then the certificate takes the next tag series and tags the packets of the lots packed from it, later ones too', async () => {
    const lot = await insertLot();
    const application = await apply(lot);
    // no inspection yet, then no test yet: refused
    expect(await refusal(agency.manager.userId, ISSUE, [application.id, 'C-1', 10])).toBe(
      'PT409 certification_inspection_required',
    );
    await call(agency.manager.userId, INSPECT, inspection(application.id));
    expect(await certificationOf(lot)).toBe('inspecting');
    expect(await refusal(agency.manager.userId, ISSUE, [application.id, 'C-1', 10])).toBe(
      'PT409 certification_test_required',
    );
    await passTest(lot);
    const first = await insertLot({ lotType: 'packaged_unit', parentLotId: lot, packages: 3 });
    await packetCodes(first);

    const certificate = await issue(application.id, 5);
    expect(certificate.tagged).toBe(3);
    expect(Number(certificate.tag_last) - Number(certificate.tag_first)).toBe(4);
    const base = Number(certificate.tag_first);
    expect(await tagsOf(first)).toEqual([
      [1, base],
      [2, base + 1],
      [3, base + 2],
    ]);
    expect(await certificationOf(first)).toBe('certified');
    // packed later: its packets take the rest of the series, then there are no tags left
    const second = await insertLot({ lotType: 'packaged_unit', parentLotId: lot, packages: 4 });
    await packetCodes(second);
    expect(await tagsOf(second)).toEqual([
      [1, base + 3],
      [2, base + 4],
    ]);
    // the agency's next certificate starts after this series
    const other = await insertLot();
    const otherApplication = await apply(other);
    await call(agency.manager.userId, INSPECT, inspection(otherApplication.id));
    await passTest(other);
    expect(Number((await issue(otherApplication.id, 2)).tag_first)).toBe(base + 5);
  });

  it('when an inspection rejects the plot, then the application ends with its reason and nothing more is recorded on it', async () => {
    const lot = await insertLot();
    const application = await apply(lot);
    expect(await refusal(agency.manager.userId, INSPECT, inspection(application.id, 'rejected', null))).toBe(
      'PT400 certification_rejection_reason_required',
    );
    await call(agency.manager.userId, INSPECT, inspection(application.id, 'rejected', 'Isolation distance not met'));
    const { rows } = await admin.query(
      'select status, rejection_reason from public.certification_applications where id = $1',
      [application.id],
    );
    expect(rows[0]).toEqual({ status: 'rejected', rejection_reason: 'Isolation distance not met' });
    expect(await refusal(agency.manager.userId, INSPECT, inspection(application.id))).toBe(
      'PT409 certification_application_closed',
    );
    // a new application may follow the rejected one
    await apply(lot);
  });

  it('when the company, another agency or a viewer take the agency steps, then they are refused', async () => {
    const lot = await insertLot();
    const application = await apply(lot);
    expect(await refusal(company.manager.userId, INSPECT, inspection(application.id))).toBe(
      'PT403 certification_agency_only',
    );
    expect(await refusal(otherAgency.manager.userId, INSPECT, inspection(application.id))).toBe(
      'PT404 certification_application_not_found',
    );
    expect(await refusal(null, INSPECT, inspection(application.id))).toMatch(/^(PT401 not_signed_in|42501 )/);
  });

  it('when two officers issue the certificate at once, then one certificate and one tag series exist', async () => {
    const lot = await insertLot();
    const application = await apply(lot);
    await call(agency.manager.userId, INSPECT, inspection(application.id));
    await passTest(lot);
    const results = await Promise.allSettled([
      issue(application.id, 10, agency.manager.userId),
      issue(application.id, 10, agency.admin.userId),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.find((r) => r.status === 'rejected')).toMatchObject({
      reason: { code: 'PT409', message: 'certification_already_issued' },
    });
    const { rows } = await admin.query(
      'select count(*)::int as n from public.seed_certificates where application_id = $1',
      [application.id],
    );
    expect(rows[0].n).toBe(1);
  });

  it('when a test against the foundation standards passed, then it serves certified seed; a certified one does not serve foundation seed', async () => {
    const lot = await insertLot();
    const application = await apply(lot, { classSought: 'foundation', sourceClass: 'breeder' });
    await call(agency.manager.userId, INSPECT, inspection(application.id));
    await passTest(lot, 'certified');
    expect(await refusal(agency.manager.userId, ISSUE, [application.id, 'C-F', 5])).toBe(
      'PT409 certification_test_required',
    );
  });
});

describe('revocation', () => {
  it('when the agency revokes a certificate, then its lot and the lots packed from it show it and may not be sold', async () => {
    const lot = await insertLot();
    const application = await apply(lot);
    await call(agency.manager.userId, INSPECT, inspection(application.id));
    await passTest(lot);
    const packed = await insertLot({ lotType: 'packaged_unit', parentLotId: lot, packages: 2 });
    await admin.query(
      `insert into public.lot_ownership (seed_lot_id, owner_organization_id, quantity_owned, unit_of_measure)
       values ($1, $2, 2, 'packages')`,
      [packed, company.organizationId],
    );
    const certificate = await issue(application.id, 2);
    const REVOKE = 'select public.revoke_certificate($1, $2)';
    expect(await refusal(agency.manager.userId, REVOKE, [certificate.certificate_id, ' '])).toBe(
      'PT400 certification_revocation_reason_required',
    );
    expect(await refusal(company.manager.userId, REVOKE, [certificate.certificate_id, 'no'])).toBe(
      'PT403 certification_agency_only',
    );
    await call(agency.manager.userId, REVOKE, [certificate.certificate_id, 'Grow-out test failed']);
    expect(await certificationOf(packed)).toBe('revoked');
    const SALE = `select * from public.create_transaction('SALE', $1::jsonb, $2)`;
    expect(
      await refusal(company.manager.userId, SALE, [
        JSON.stringify([{ lot_id: packed, quantity: 1, unit: 'packages', price_per_unit: 100, currency: 'INR' }]),
        buyer.organizationId,
      ]),
    ).toBe('PT409 sale_lot_certification_revoked');
  });
});

describe('the Apply form defaults of the Certification card', () => {
  const CARD = 'select public.lot_certification_card($1) as card';
  type Defaults = { sourceClass: string | null; sourceReference: string | null; areaAcres: number | null } | null;
  const defaultsOf = async (lot: string, userId = company.manager.userId) =>
    (await call<{ card: { applyDefaults: Defaults } | null }>(userId, CARD, [lot]))[0]?.card?.applyDefaults;

  /**
   * A source lot certified through the agency's steps, then of `seedClass`: the master data has no
   * foundation standard of wheat, so a foundation certificate's class is set by hand.
   */
  async function certifiedSource(seedClass: 'foundation' | 'certified') {
    const lot = await insertLot();
    const application = await apply(lot);
    await call(agency.manager.userId, INSPECT, inspection(application.id));
    await passTest(lot);
    const { certificate_id } = await issue(application.id, 2);
    const { rows } = await admin.query(
      'update public.seed_certificates set seed_class = $2 where id = $1 returning certificate_number',
      [certificate_id, seedClass],
    );
    return { lot, certificateId: certificate_id, certificateNumber: rows[0].certificate_number as string };
  }

  async function growFrom(sources: string[]): Promise<string> {
    const lot = await insertLot();
    for (const source of sources)
      await admin.query('insert into public.source_lots (seed_lot_id, source_lot_id) values ($1, $2)', [lot, source]);
    return lot;
  }

  it('when a production lot was grown from a packet of a certified foundation lot, then the card suggests foundation, the certificate and lot, and the seed plot in acres', async () => {
    const { lot: source, certificateNumber } = await certifiedSource('foundation');
    // the seed sown is a packet packed from the certified lot: it carries that lot's certificate
    const packet = await insertLot({ lotType: 'packaged_unit', parentLotId: source, packages: 1 });
    const lot = await growFrom([packet]);
    const farm = (
      await admin.query(
        `insert into public.farms (organization_id, name, area_unit) values ($1, 'Seed plot', 'hectares') returning id`,
        [company.organizationId],
      )
    ).rows[0].id;
    await admin.query('insert into public.farm_seed_lots (lot_id, farm_id, area_used) values ($1, $2, 2)', [lot, farm]);

    expect(await defaultsOf(lot)).toEqual({
      sourceClass: 'foundation',
      sourceReference: `${certificateNumber} · ${packet}`,
      areaAcres: 4.94,
    });
    // once applied, nothing more to apply for; a packet and a company that only owns some of a lot get none
    await apply(lot, { classSought: 'certified', sourceClass: 'foundation' });
    expect(await defaultsOf(lot)).toBeNull();
    expect(await defaultsOf(packet)).toBeNull();
    const other = await growFrom([packet]);
    await admin.query(
      `insert into public.lot_ownership (seed_lot_id, owner_organization_id, quantity_owned) values ($1, $2, 10)`,
      [other, buyer.organizationId],
    );
    expect(await defaultsOf(other, buyer.manager.userId)).toBeNull();
    expect(await defaultsOf(other)).not.toBeNull();
  });

  it('when a source was not certified (or its certificate was revoked), then no class is suggested and the reference names the lots; an unknown area is no default', async () => {
    const uncertified = await insertLot();
    const lot = await growFrom([uncertified]);
    expect(await defaultsOf(lot)).toEqual({ sourceClass: null, sourceReference: uncertified, areaAcres: null });

    const { lot: revoked, certificateId } = await certifiedSource('foundation');
    await call(agency.manager.userId, 'select public.revoke_certificate($1, $2)', [certificateId, 'Off-types found']);
    const mixed = await growFrom([revoked, uncertified]);
    const expected = [revoked, uncertified].sort().join('; ');
    expect(await defaultsOf(mixed)).toEqual({ sourceClass: null, sourceReference: expected, areaAcres: null });
    // no sources at all
    expect(await defaultsOf(await insertLot())).toEqual({ sourceClass: null, sourceReference: null, areaAcres: null });
  });
});
