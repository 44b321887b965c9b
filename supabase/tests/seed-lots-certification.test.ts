// The seed-lot lists' certification facts (issue 28, the Class column and ?certification= filter):
// private.seed_certifications keeps, for every lot an application decides (its lot and the lots
// packed or split off it), the facts private.lot_certification finds, kept by the triggers of
// certification_applications and seed_lots through the real functions (apply, inspect, issue,
// revoke). The lists read them instead of walking each lot's packing chain; here they are held
// equal to the live rule. The steps of certification themselves are seed-certification.test.ts's.
import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { insertOrganizationWithMembers, type Member } from './accounts-fixtures';
import { dateAsText as types, sqlCalls } from './sql-calls';

let admin: pg.Client;
let pool: pg.Pool;
type Organization = { organizationId: string; admin: Member; manager: Member };
let company: Organization;
let agency: Organization;
let wheat: string;
const { call } = sqlCalls(() => pool);

const day = (offset: number): string => {
  const date = new Date(Date.now() + 5.5 * 3600_000);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
};

async function insertLot(values: { lotType?: string; parentLotId?: string } = {}): Promise<string> {
  const { rows } = await admin.query(
    `insert into public.seed_lots (lot_type, status, crop_id, grower_organization_id, quantity, quantity_unit, parent_lot_id)
     values ($1, 'active', $2, $3, 100, 'Kg', $4) returning id`,
    [values.lotType ?? 'raw_production', wheat, company.organizationId, values.parentLotId ?? null],
  );
  return rows[0].id as string;
}

const apply = async (lot: string, classSought = 'certified') =>
  (
    await call<{ id: string }>(
      company.manager.userId,
      'select * from public.apply_for_certification($1, $2, $3, $4, $5, $6)',
      [lot, agency.organizationId, classSought, 'breeder', 4.5, null],
    )
  )[0]!.id;

const inspect = (application: string, outcome = 'accepted') =>
  call(agency.manager.userId, 'select public.record_field_inspection($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)', [
    application,
    day(-40),
    'flowering',
    'R. Jadhav',
    0.05,
    true,
    0,
    0.1,
    outcome,
    outcome === 'rejected' ? 'Isolation distance not met' : null,
    null,
  ]);

/** The lot's own test by the company's laboratory, passing the certified standard of wheat. */
async function passTest(lot: string) {
  const [request] = await call<{ id: string }>(
    company.manager.userId,
    'select * from public.create_testing_request($1, null, $2, $3, 1000, $4)',
    [lot, 'certified', [], day(-30)],
  );
  await call(company.manager.userId, `select public.set_testing_request_status($1, 'received', null)`, [request!.id]);
  await call(
    company.manager.userId,
    'select * from public.issue_test_report($1, $2, $3, $4, 98.6, 1.4, 4, 2, $5, 10.2)',
    [request!.id, `OWN-${randomBytes(4).toString('hex')}`, day(-20), 'A. Kulkarni', 91],
  );
}

/** A certified production lot: applied, inspected, tested and certified; its certificate's id and number. */
async function certifiedLot(): Promise<{ lot: string; certificateId: string; number: string }> {
  const lot = await insertLot();
  const application = await apply(lot);
  await inspect(application);
  await passTest(lot);
  const number = `SSCA/${randomBytes(4).toString('hex')}`;
  const [certificate] = await call<{ certificate_id: string }>(
    agency.manager.userId,
    'select * from public.issue_certificate($1, $2, $3)',
    [application, number, 10],
  );
  return { lot, certificateId: certificate!.certificate_id, number };
}

/** What a list row states of the lots: the kept facts, named as the lists name them. */
const kept = async (lots: string[]) =>
  Object.fromEntries(
    (
      await admin.query<{ lot_id: string; status: string; seed_class: string; certificate_number: string | null }>(
        `select lot_id, private.lot_certification_status(status, valid_until) as status, seed_class, certificate_number
         from private.seed_certifications where lot_id = any($1)`,
        [lots],
      )
    ).rows.map((row) => [
      row.lot_id,
      { status: row.status, seedClass: row.seed_class, number: row.certificate_number },
    ]),
  );

beforeAll(async () => {
  admin = new pg.Client({ connectionString: inject('databaseAdminUrl'), types });
  await admin.connect();
  pool = new pg.Pool({ connectionString: inject('databaseUrl'), max: 4, types });
  company = await insertOrganizationWithMembers(admin, 'ListCertCompany');
  agency = await insertOrganizationWithMembers(admin, 'ListCertAgency');
  await admin.query(`update public.organizations set type = 'field_inspection_agency' where id = $1`, [
    agency.organizationId,
  ]);
  wheat = (await admin.query(`select id from public.crops where name = 'Wheat'`)).rows[0].id;
});

afterAll(async () => {
  await pool.end();
  await admin.end();
});

describe("the lots whose certification an application decides (the lists' certification facts)", () => {
  it('when a lot is certified, then it and the lots packed from it before and after carry its class and certificate; a lot grown from it and an untouched lot carry none; revoked, all say revoked', async () => {
    const lot = await insertLot();
    const packedBefore = await insertLot({ lotType: 'packaged_unit', parentLotId: lot });
    const grown = await insertLot({ parentLotId: lot });
    const untouched = await insertLot();
    const application = await apply(lot);
    expect((await kept([lot, packedBefore]))[packedBefore]).toEqual({
      status: 'applied',
      seedClass: 'certified',
      number: null,
    });
    await inspect(application);
    expect((await kept([packedBefore]))[packedBefore]?.status).toBe('inspecting');
    await passTest(lot);
    const number = `SSCA/${randomBytes(4).toString('hex')}`;
    const [certificate] = await call<{ certificate_id: string }>(
      agency.manager.userId,
      'select * from public.issue_certificate($1, $2, $3)',
      [application, number, 10],
    );
    const packedAfter = await insertLot({ lotType: 'packaged_unit', parentLotId: packedBefore });

    const certified = { status: 'certified', seedClass: 'certified', number };
    expect(await kept([lot, packedBefore, packedAfter, grown, untouched])).toEqual({
      [lot]: certified,
      [packedBefore]: certified,
      [packedAfter]: certified,
    });

    await call(agency.manager.userId, 'select public.revoke_certificate($1, $2)', [
      certificate!.certificate_id,
      'Grow-out test failed',
    ]);
    const revoked = { ...certified, status: 'revoked' };
    expect(await kept([lot, packedBefore, packedAfter])).toEqual({
      [lot]: revoked,
      [packedBefore]: revoked,
      [packedAfter]: revoked,
    });
  });

  it('when an inspection rejects the plot, then the lot and its packed lot are rejected, in the class sought', async () => {
    const lot = await insertLot();
    const packed = await insertLot({ lotType: 'packaged_unit', parentLotId: lot });
    await inspect(await apply(lot, 'foundation'), 'rejected');
    expect(await kept([lot, packed])).toEqual({
      [lot]: { status: 'rejected', seedClass: 'foundation', number: null },
      [packed]: { status: 'rejected', seedClass: 'foundation', number: null },
    });
  });

  it("when a certificate is past its validity, then its lots' status is expired, as private.lot_certification says", async () => {
    const { lot, certificateId } = await certifiedLot();
    const packed = await insertLot({ lotType: 'packaged_unit', parentLotId: lot });
    await admin.query(`update public.seed_certificates set valid_until = $2 where id = $1`, [certificateId, day(-1)]);
    // the validity is fixed when the certificate is issued: the facts are made again, as a new rule would be
    await admin.query('select private.refresh_lot_certification($1)', [lot]);
    expect((await kept([lot, packed]))[packed]?.status).toBe('expired');
    const live = await admin.query<{ status: string }>('select status from private.lot_certification($1)', [packed]);
    expect(live.rows[0]?.status).toBe('expired');
  });

  it('when every lot of the database is judged, then the kept facts are exactly the live certification of each lot', async () => {
    await certifiedLot();
    const { rows } = await admin.query(
      `select l.id, live.status as live, private.lot_certification_status(s.status, s.valid_until) as kept,
         live.certificate_id, s.certificate_number
       from public.seed_lots l
       left join lateral private.lot_certification(l.id) live on true
       left join private.seed_certifications s on s.lot_id = l.id
       left join public.seed_certificates c on c.id = live.certificate_id
       where live.status is distinct from private.lot_certification_status(s.status, s.valid_until)
          or c.certificate_number is distinct from s.certificate_number`,
    );
    expect(rows).toEqual([]);
  });

  it("when every lot with kept facts is read, then the keys kept beside them are the lot's own (a lot in the trash too)", async () => {
    const { lot } = await certifiedLot();
    await call(company.manager.userId, 'select public.soft_delete_seed_lot($1)', [lot]);
    const trashed = await admin.query(
      'select deleted_at is not null as trashed from private.seed_certifications where lot_id = $1',
      [lot],
    );
    expect(trashed.rows).toEqual([{ trashed: true }]);
    const { rows } = await admin.query(
      `select s.lot_id from private.seed_certifications s join public.seed_lots l on l.id = s.lot_id
       where (s.grower_organization_id, s.lot_type, s.created_at, s.deleted_at)
         is distinct from (l.grower_organization_id, l.lot_type, l.created_at, l.deleted_at)`,
    );
    expect(rows).toEqual([]);
  });

  it('when members read the kept facts, then the applicant reads those of its lot and the agency, which neither grows nor owns it, none', async () => {
    const lot = await insertLot();
    await apply(lot);
    const read = (userId: string) =>
      call<{ lot_id: string }>(userId, 'select lot_id from private.seed_certifications where lot_id = $1', [lot]);
    expect(await read(company.manager.userId)).toEqual([{ lot_id: lot }]);
    expect(await read(agency.manager.userId)).toEqual([]);
  });
});
