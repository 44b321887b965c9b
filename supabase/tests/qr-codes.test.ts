// QR codes, scans, recalls and the public verification (20261123100000_qr_codes.sql): codes made by
// the database (unguessable, unique, one active per lot), 100,000 packet codes in one call, a
// recall down a lineage 10 deep, the verification's states, an unknown and a deactivated code
// answered alike, no IP anywhere, and who reads what.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { SERVICE as SERVICE_UNIT, createDb, type Db } from '../../apps/bff/src/db/db';
import { createPool } from '../../apps/bff/src/db/pool';
import { asUser, commitAs, insertTwoOrganizations, type Member } from './accounts-fixtures';

let admin: pg.Client;
let db: Db;
let orgA: { organizationId: string; admin: Member; manager: Member };
let orgB: { organizationId: string; admin: Member; manager: Member };
let roleless: string;
let wheat: string;
let wheatVariety: string;

const CODE = /^[A-Za-z0-9_-]{22}$/;
const deviceHash = () => randomBytes(32).toString('hex');

/** A lot inserted by the superuser; a packaged one with its packaging details. */
async function insertLot(
  growerOrganizationId: string,
  values: { parentLotId?: string | null; packages?: number; generation?: string } = {},
): Promise<string> {
  const packaged = values.packages !== undefined;
  const { rows } = await admin.query(
    `insert into public.seed_lots (lot_type, status, generation, crop_id, variety_id, grower_organization_id, parent_lot_id,
       quantity, quantity_unit, pack_size, pack_unit)
     values ($1, 'active', $2, $3, $4, $5, $6, $7, $8, $9, $10) returning id`,
    [
      packaged ? 'packaged_unit' : 'raw_production',
      values.generation ?? 'F1',
      wheat,
      wheatVariety,
      growerOrganizationId,
      values.parentLotId ?? null,
      packaged ? values.packages : null,
      packaged ? 'packages' : null,
      packaged ? 10 : null,
      packaged ? 'Kg' : null,
    ],
  );
  const id = rows[0].id as string;
  if (packaged) {
    await admin.query(
      `insert into public.packaging_details (lot_id, packages_count, pack_size, pack_unit, packaging_date)
       values ($1, $2, 10, 'Kg', '2026-03-14')`,
      [id, values.packages],
    );
  }
  return id;
}

async function refusal(promise: Promise<unknown>): Promise<{ code?: string; message: string }> {
  try {
    await promise;
  } catch (error) {
    const { code, message } = error as { code?: string; message: string };
    return { code, message };
  }
  throw new Error('expected the database to refuse');
}

/** The BFF's service path: the only role that may execute the public page's functions (20261127030000). */
const SERVICE = 'service_role' as const;
type Who = string | null | typeof SERVICE;

class RolledBack {
  constructor(readonly rows: Record<string, unknown>[]) {}
}
/** Runs sql as service_role in a transaction that is rolled back. */
async function asService(sql: string, params: unknown[]): Promise<Record<string, unknown>[]> {
  try {
    await db.unitOfWork(SERVICE_UNIT, {}, async (tx) => {
      throw new RolledBack((await tx.query(sql, params)).rows);
    });
  } catch (error) {
    if (error instanceof RolledBack) return error.rows;
    throw error;
  }
  throw new Error('unreachable');
}

const call = async (userId: Who, sql: string, params: unknown[] = []) =>
  userId === SERVICE ? asService(sql, params) : asUser(db, userId, async (tx) => (await tx.query(sql, params)).rows);
const commitCall = async (userId: Who, sql: string, params: unknown[] = []) =>
  userId === SERVICE
    ? db.unitOfWork(SERVICE_UNIT, {}, async (tx) => (await tx.query(sql, params)).rows)
    : commitAs(db, userId, async (tx) => (await tx.query(sql, params)).rows);

const lotCode = async (userId: string, lot: string) =>
  (await commitCall(userId, 'select * from public.lot_qr_code($1)', [lot]))[0] as { id: string; code: string };
const verify = async (
  code: string,
  device: string | null = deviceHash(),
  lat: number | null = null,
  lon: number | null = null,
) =>
  (await commitCall(SERVICE, `select public.verify_code($1, $2, 'phone', $3, $4) as v`, [code, device, lat, lon]))[0]
    .v as Record<string, unknown>;

beforeAll(async () => {
  admin = new pg.Client({ connectionString: inject('databaseAdminUrl') });
  await admin.connect();
  db = createDb(createPool({ connectionString: inject('databaseUrl'), max: 2 }));
  ({ orgA, orgB, roleless } = await insertTwoOrganizations(admin, 'Qr'));
  const row = (
    await admin.query(
      `select v.id, v.crop_id from public.varieties v where v.notification_number is not null order by v.name limit 1`,
    )
  ).rows[0];
  wheat = row.crop_id;
  wheatVariety = row.id;
});

afterAll(async () => {
  await db.close();
  await admin.end();
});

describe('lot codes', () => {
  it("when the grower's manager asks for the lot's code twice, then one unguessable code is made and returned both times", async () => {
    const lot = await insertLot(orgA.organizationId);
    const first = await lotCode(orgA.manager.userId, lot);
    const second = await lotCode(orgA.admin.userId, lot);

    expect(first.code).toMatch(CODE);
    expect(second).toEqual(first);
    expect(
      (await admin.query(`select count(*)::int as n from public.qr_codes where seed_lot_id = $1`, [lot])).rows[0].n,
    ).toBe(1);
  });

  it('when a second active lot code or a repeated code is inserted, then the unique indexes refuse it', async () => {
    const lot = await insertLot(orgA.organizationId);
    const { code } = await lotCode(orgA.manager.userId, lot);
    const again = await refusal(
      admin.query(`insert into public.qr_codes (seed_lot_id, code, kind) values ($1, $2, 'lot')`, [
        lot,
        randomBytes(16).toString('base64url'),
      ]),
    );
    expect(again.code).toBe('23505');
    const other = await insertLot(orgA.organizationId);
    const copied = await refusal(
      admin.query(`insert into public.qr_codes (seed_lot_id, code, kind) values ($1, $2, 'lot')`, [other, code]),
    );
    expect(copied.code).toBe('23505');
  });

  it('when another organization, a member without a role or anon asks for the code, then 404 / 403 / permission denied', async () => {
    const lot = await insertLot(orgA.organizationId);
    expect(await refusal(call(orgB.admin.userId, 'select * from public.lot_qr_code($1)', [lot]))).toEqual({
      code: 'PT404',
      message: 'seed_lot_not_found',
    });
    expect(await refusal(call(roleless, 'select * from public.lot_qr_code($1)', [lot]))).toEqual({
      code: 'PT403',
      message: 'seed_lot_role_required',
    });
    expect((await refusal(call(null, 'select * from public.lot_qr_code($1)', [lot]))).code).toBe('42501');
  });
});

describe('packet codes', () => {
  it('when a lot is not packaged, then PT409 packet_codes_need_packaged_lot', async () => {
    const lot = await insertLot(orgA.organizationId);
    expect(await refusal(call(orgA.manager.userId, 'select public.create_packet_codes($1)', [lot]))).toEqual({
      code: 'PT409',
      message: 'packet_codes_need_packaged_lot',
    });
  });

  it('when 100,000 packet codes are made for one lot in one call, then it takes well under a minute, every code is distinct and serials are 1..100,000; a second call makes none', async () => {
    const lot = await insertLot(orgA.organizationId, { packages: 100_000 });
    const started = performance.now();
    const [made] = await commitCall(orgA.manager.userId, 'select public.create_packet_codes($1) as n', [lot]);
    const seconds = (performance.now() - started) / 1000;
    console.log(`create_packet_codes: 100,000 packet codes in ${seconds.toFixed(2)} s`);

    expect(made.n).toBe(100_000);
    expect(seconds).toBeLessThan(30);
    const stats = (
      await admin.query(
        `select count(*)::int as n, count(distinct code)::int as codes, min(serial) as lo, max(serial) as hi,
                bool_and(code ~ '^[A-Za-z0-9_-]{22}$') as formatted
           from public.qr_codes where seed_lot_id = $1 and kind = 'packet'`,
        [lot],
      )
    ).rows[0];
    expect(stats).toEqual({ n: 100_000, codes: 100_000, lo: 1, hi: 100_000, formatted: true });
    const [again] = await commitCall(orgA.manager.userId, 'select public.create_packet_codes($1) as n', [lot]);
    expect(again.n).toBe(0);
  }, 120_000);

  it('when the packaging holds more packets than codes made, then only the missing serials are made', async () => {
    const lot = await insertLot(orgA.organizationId, { packages: 5 });
    await commitCall(orgA.manager.userId, 'select public.create_packet_codes($1)', [lot]);
    await admin.query(`update public.packaging_details set packages_count = 8 where lot_id = $1`, [lot]);
    const [made] = await commitCall(orgA.manager.userId, 'select public.create_packet_codes($1) as n', [lot]);
    expect(made.n).toBe(3);
  });
});

describe('deactivation', () => {
  it('when a code is deactivated without a reason, twice, or by another organization, then it is refused', async () => {
    const lot = await insertLot(orgA.organizationId);
    const { id } = await lotCode(orgA.manager.userId, lot);
    expect(
      await refusal(call(orgA.manager.userId, 'select * from public.deactivate_qr_code($1, $2)', [id, ' '])),
    ).toEqual({
      code: 'PT400',
      message: 'deactivation_reason_required',
    });
    expect(
      await refusal(call(orgB.admin.userId, 'select * from public.deactivate_qr_code($1, $2)', [id, 'x'])),
    ).toEqual({
      code: 'PT404',
      message: 'qr_code_not_found',
    });
    await commitCall(orgA.manager.userId, 'select * from public.deactivate_qr_code($1, $2)', [id, 'Label misprinted']);
    expect(
      await refusal(call(orgA.manager.userId, 'select * from public.deactivate_qr_code($1, $2)', [id, 'again'])),
    ).toEqual({ code: 'PT409', message: 'qr_code_already_deactivated' });
    // a new active lot code may replace it
    const replacement = await lotCode(orgA.manager.userId, lot);
    expect(replacement.id).not.toBe(id);
  });
});

describe('recall down the lineage', () => {
  it('when a lot heading a chain 10 deep (parent and source links) is recalled, then all 11 lots are in one call, the last packet verifies as recalled; lifting frees them all', async () => {
    const chain = [await insertLot(orgA.organizationId)];
    for (let depth = 1; depth <= 10; depth++) {
      const previous = chain[depth - 1]!;
      if (depth % 2 === 0) {
        const lot = await insertLot(orgA.organizationId, depth === 10 ? { packages: 3 } : {});
        await admin.query(`insert into public.source_lots (seed_lot_id, source_lot_id) values ($1, $2)`, [
          lot,
          previous,
        ]);
        chain.push(lot);
      } else {
        chain.push(await insertLot(depth === 9 ? orgB.organizationId : orgA.organizationId, { parentLotId: previous }));
      }
    }
    const last = chain[10]!;
    await commitCall(orgA.manager.userId, 'select public.create_packet_codes($1)', [last]);
    const packet = (await admin.query(`select code from public.qr_codes where seed_lot_id = $1 and serial = 2`, [last]))
      .rows[0].code as string;

    const [reached] = await commitCall(orgA.manager.userId, 'select public.recall_lot($1, $2, $3) as n', [
      chain[0],
      'recall',
      'Germination below the certified standard',
    ]);

    expect(reached.n).toBe(11);
    const recalled = await admin.query(
      `select seed_lot_id from public.lot_recalls where origin_lot_id = $1 and lifted_at is null`,
      [chain[0]],
    );
    expect(recalled.rows.map((r) => r.seed_lot_id).sort()).toEqual([...chain].sort());
    const phone = deviceHash();
    const scan = await verify(packet, phone);
    expect(scan).toMatchObject({
      state: 'recalled',
      recall: { kind: 'recall', reason: 'Germination below the certified standard' },
    });
    // the organization growing a lot of the chain (B, at depth 9) is told
    const told = await admin.query(
      `select title from public.activity_events where organization_id = $1 and kind = 'lot_recall'`,
      [orgB.organizationId],
    );
    expect(told.rows[0]?.title).toContain(chain[0]);

    const [lifted] = await commitCall(orgA.manager.userId, 'select public.lift_recall($1) as n', [chain[0]]);
    expect(lifted.n).toBe(11);
    expect((await verify(packet, phone)).state).toBe('genuine');
  });

  it('when a stop-sale is issued, then the page state is stop_sale with its reason; another organization cannot recall or lift it', async () => {
    const lot = await insertLot(orgA.organizationId, { packages: 2 });
    const { code } = await lotCode(orgA.manager.userId, lot);
    await commitCall(orgA.admin.userId, 'select public.recall_lot($1, $2, $3)', [
      lot,
      'stop_sale',
      'Labels under review',
    ]);
    expect(await verify(code)).toMatchObject({
      state: 'stop_sale',
      recall: { kind: 'stop_sale', reason: 'Labels under review' },
    });
    expect(
      await refusal(call(orgB.admin.userId, 'select public.recall_lot($1, $2, $3)', [lot, 'recall', 'x'])),
    ).toEqual({
      code: 'PT404',
      message: 'seed_lot_not_found',
    });
    expect(await refusal(call(orgA.admin.userId, 'select public.recall_lot($1, $2, $3)', [lot, 'ban', 'x']))).toEqual({
      code: 'PT400',
      message: 'recall_kind_invalid',
    });
    expect(await refusal(call(orgA.admin.userId, 'select public.recall_lot($1, $2, $3)', [lot, 'recall', '']))).toEqual(
      {
        code: 'PT400',
        message: 'recall_reason_required',
      },
    );
    const other = await insertLot(orgA.organizationId);
    expect(await refusal(call(orgA.admin.userId, 'select public.lift_recall($1)', [other]))).toEqual({
      code: 'PT404',
      message: 'recall_not_found',
    });
  });
});

describe('verify_code', () => {
  it("when a packet is scanned on one phone, again on it, then on another, then genuine, genuine, and 'verified before' with the first scan's time", async () => {
    const lot = await insertLot(orgA.organizationId, { packages: 3 });
    await commitCall(orgA.manager.userId, 'select public.create_packet_codes($1)', [lot]);
    const code = (await admin.query(`select code from public.qr_codes where seed_lot_id = $1 and serial = 1`, [lot]))
      .rows[0].code as string;
    const phone = deviceHash();

    const first = await verify(code, phone);
    expect(first).toMatchObject({ state: 'genuine', codeKind: 'packet', serial: 1, lotId: lot, generation: 'F1' });
    expect(first.crop).toEqual(expect.any(String));
    expect(first.variety).toEqual(expect.any(String));
    expect(first.notification).toMatchObject({ number: expect.any(String) });
    expect(first.packagingDate).toBe('2026-03-14');
    expect((await verify(code, phone)).state).toBe('genuine');
    const other = await verify(code, deviceHash());
    expect(other.state).toBe('verified_before');
    const firstScan = (
      await admin.query(
        `select min(s.scanned_at) as at from public.qr_scans s join public.qr_codes q on q.id = s.qr_code_id where q.code = $1`,
        [code],
      )
    ).rows[0].at as Date;
    expect(new Date(other.firstVerifiedAt as string).getTime()).toBe(firstScan.getTime());
  });

  it("when a lot code is scanned from many devices, then it stays genuine (a lot's code is on many documents)", async () => {
    const lot = await insertLot(orgA.organizationId);
    const { code } = await lotCode(orgA.manager.userId, lot);
    await verify(code);
    expect((await verify(code)).state).toBe('genuine');
  });

  it('when an earlier scan had no device (a link preview), then it does not make a scan "verified before"', async () => {
    const lot = await insertLot(orgA.organizationId, { packages: 1 });
    await commitCall(orgA.manager.userId, 'select public.create_packet_codes($1)', [lot]);
    const code = (await admin.query(`select code from public.qr_codes where seed_lot_id = $1`, [lot])).rows[0].code;
    await verify(code, null);
    expect((await verify(code)).state).toBe('genuine');
  });

  it('when a deactivated code and a code that is not ours are verified, then the deactivated one answers code_withdrawn with who, when and why (no lot facts), the other unknown, and both scans are logged', async () => {
    const lot = await insertLot(orgA.organizationId);
    const { id, code } = await lotCode(orgA.manager.userId, lot);
    await verify(code, deviceHash());
    await commitCall(orgA.manager.userId, 'select * from public.deactivate_qr_code($1, $2)', [id, 'Misuse']);
    const device = deviceHash();

    const deactivated = await verify(code, device);
    const unknown = await verify(randomBytes(16).toString('base64url'), device);

    expect(deactivated).toMatchObject({
      state: 'code_withdrawn',
      codeWithdrawn: { reason: 'Misuse', at: expect.any(String), company: expect.any(String), contact: null },
      lotId: lot,
      crop: null,
      variety: null,
      company: null,
    });
    expect(unknown).toMatchObject({ state: 'unknown', crop: null, company: null, lotId: null, codeWithdrawn: null });
    const logged = await admin.query(`select qr_code_id from public.qr_scans where device_hash = $1 order by id`, [
      device,
    ]);
    expect(logged.rows).toEqual([{ qr_code_id: id }, { qr_code_id: null }]);
  });

  it('when the organization has not opted in, then no company is returned; once it has, its name and contact are', async () => {
    const lot = await insertLot(orgA.organizationId);
    const { code } = await lotCode(orgA.manager.userId, lot);
    expect((await verify(code)).company).toBeNull();
    expect(
      await refusal(call(orgA.manager.userId, 'select public.set_verification_settings(true, $1)', ['+911234567890'])),
    ).toEqual({ code: 'PT403', message: 'verification_settings_admin_only' });
    expect(await refusal(call(orgA.admin.userId, 'select public.set_verification_settings(true, null)'))).toEqual({
      code: 'PT400',
      message: 'verification_contact_required',
    });
    await commitCall(orgA.admin.userId, 'select public.set_verification_settings(true, $1)', ['+91 12345 67890']);
    try {
      expect((await verify(code)).company).toEqual({ name: 'QrAlpha Seeds', contact: '+91 12345 67890' });
    } finally {
      await commitCall(orgA.admin.userId, 'select public.set_verification_settings(false, null)');
    }
  });

  it('when a location is sent, then it is stored rounded to 2 decimals; a half location is not stored', async () => {
    const lot = await insertLot(orgA.organizationId);
    const { id, code } = await lotCode(orgA.manager.userId, lot);
    const device = deviceHash();
    await verify(code, device, 19.99751, 73.78982);
    await verify(code, device, 19.99751, null);
    const rows = await admin.query(
      `select latitude, longitude, device_class from public.qr_scans where qr_code_id = $1 and device_hash = $2 order by id`,
      [id, device],
    );
    expect(rows.rows).toEqual([
      { latitude: '20.00', longitude: '73.79', device_class: 'phone' },
      { latitude: null, longitude: null, device_class: 'phone' },
    ]);
  });
});

describe('privacy', () => {
  it('when every column of the public schema is listed, then none holds an IP address', async () => {
    const columns = await admin.query(
      `select table_name, column_name from information_schema.columns
        where table_schema = 'public' and (data_type in ('inet', 'cidr') or column_name ~* '(^|_)ip(_|$)|ip_?address')`,
    );
    expect(columns.rows).toEqual([]);
    const scanColumns = await admin.query(
      `select column_name from information_schema.columns where table_schema = 'public' and table_name = 'qr_scans' order by ordinal_position`,
    );
    expect(scanColumns.rows.map((r) => r.column_name)).toEqual([
      'id',
      'qr_code_id',
      'scanned_at',
      'device_class',
      'device_hash',
      'latitude',
      'longitude',
      'location_token',
      'staff_organization_id',
      'page_token',
    ]);
  });
});

describe('reports', () => {
  it("when the BFF (service_role) reports a packet with the lot's code, then the report is stored for its organization and a dashboard event tells it; for a code not ours, for no organization", async () => {
    const lot = await insertLot(orgA.organizationId);
    const { id, code } = await lotCode(orgA.manager.userId, lot);
    await commitCall(SERVICE, 'select public.report_suspicious_packet($1, $2, $3, $4, null)', [
      code,
      'Shree Krishi Kendra',
      'Nashik',
      '+919876543210',
    ]);
    const unknown = randomBytes(16).toString('base64url');
    await commitCall(SERVICE, 'select public.report_suspicious_packet($1, $2, $3, null, null)', [
      unknown,
      'Shop',
      'Pune',
    ]);

    const stored = await admin.query(
      `select qr_code_id, organization_id, shop_name, place, phone from public.suspicious_reports
        where scanned_code = any($1) order by created_at`,
      [[code, unknown]],
    );
    expect(stored.rows).toEqual([
      {
        qr_code_id: id,
        organization_id: orgA.organizationId,
        shop_name: 'Shree Krishi Kendra',
        place: 'Nashik',
        phone: '+919876543210',
      },
      { qr_code_id: null, organization_id: null, shop_name: 'Shop', place: 'Pune', phone: null },
    ]);
    const events = await admin.query(
      `select title from public.activity_events where organization_id = $1 and kind = 'suspicious_packet_reported'`,
      [orgA.organizationId],
    );
    expect(events.rows.map((r) => r.title)).toContain(
      `Suspicious packet reported at Shree Krishi Kendra, Nashik (seed lot ${lot})`,
    );
  });

  it('when a report is too long or its phone is not a number, then the table refuses it', async () => {
    expect(
      (await refusal(call(SERVICE, `select public.report_suspicious_packet('x', $1, 'P')`, ['s'.repeat(121)]))).code,
    ).toBe('23514');
    expect(
      (await refusal(call(SERVICE, `select public.report_suspicious_packet('x', 'S', 'P', 'call me')`))).code,
    ).toBe('23514');
  });
});

describe('row-level security', () => {
  let lot: string;
  beforeAll(async () => {
    lot = await insertLot(orgA.organizationId, { packages: 2 });
    const { code } = await lotCode(orgA.manager.userId, lot);
    await commitCall(orgA.manager.userId, 'select public.create_packet_codes($1)', [lot]);
    await verify(code);
    await commitCall(orgA.admin.userId, 'select public.recall_lot($1, $2, $3)', [lot, 'stop_sale', 'Checking']);
    await commitCall(SERVICE, 'select public.report_suspicious_packet($1, $2, $3)', [code, 'RLS Shop', 'RLS Place']);
  });

  const reads = (userId: string | null) =>
    call(
      userId,
      `select (select count(*)::int from public.qr_codes where seed_lot_id = $1) as codes,
              (select count(*)::int from public.qr_scans s join public.qr_codes q on q.id = s.qr_code_id where q.seed_lot_id = $1) as scans,
              (select count(*)::int from public.lot_recalls where seed_lot_id = $1) as recalls,
              (select count(*)::int from public.suspicious_reports where shop_name = 'RLS Shop') as reports`,
      [lot],
    );

  it("when a manager of the lot's organization reads, then its codes, scans, recall and report are there", async () => {
    expect(await reads(orgA.manager.userId)).toEqual([{ codes: 3, scans: 1, recalls: 1, reports: 1 }]);
  });

  it('when a manager of another organization reads, then none of them', async () => {
    expect(await reads(orgB.manager.userId)).toEqual([{ codes: 0, scans: 0, recalls: 0, reports: 0 }]);
  });

  it('when anon reads any of the tables, then permission is denied', async () => {
    for (const table of ['qr_codes', 'qr_scans', 'lot_recalls', 'suspicious_reports']) {
      expect((await refusal(call(null, `select 1 from public.${table} limit 1`))).code).toBe('42501');
    }
  });

  it('when a member writes a code directly, then permission is denied (every write is a function)', async () => {
    expect(
      (
        await refusal(
          call(orgA.admin.userId, `update public.qr_codes set status = 'deactivated' where seed_lot_id = $1`, [lot]),
        )
      ).code,
    ).toBe('42501');
  });

  it("when members read a report's photo, then their organization's only; anon may not even call the far-from-sale count", async () => {
    await commitCall(SERVICE, 'select public.report_suspicious_packet($1, $2, $3, null, $4)', [
      (await lotCode(orgA.manager.userId, lot)).code,
      'RLS Photo Shop',
      'Nashik',
      Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]),
    ]);
    const photo = (userId: string) =>
      call(userId, `select photo_type from public.suspicious_reports where shop_name = 'RLS Photo Shop'`);
    expect(await photo(orgA.manager.userId)).toEqual([{ photo_type: 'image/jpeg' }]);
    expect(await photo(orgB.manager.userId)).toEqual([]);
    const [far] = await call(orgB.manager.userId, 'select public.lot_scans_far_from_sale($1) as n', [lot]);
    expect(far.n).toBeNull();
    expect((await refusal(call(null, 'select public.lot_scans_far_from_sale($1)', [lot]))).code).toBe('42501');
  });

  it('when a photo is not a JPEG, PNG or WebP by its bytes, then the table refuses it', async () => {
    expect(
      (
        await refusal(
          call(SERVICE, `select public.report_suspicious_packet('x', 'S', 'P', null, $1)`, [Buffer.from('%PDF-1.7')]),
        )
      ).code,
    ).toBe('23514');
  });

  it("when a member reads a lot's summary, then it is their own lot's; another organization gets null", async () => {
    const [own] = await call(orgA.manager.userId, 'select public.lot_qr_summary($1) as s', [lot]);
    expect(own.s).toMatchObject({
      lotId: lot,
      packetCodes: { total: 2, active: 2, deactivated: 0 },
      scans: { total: 1 },
      recall: { kind: 'stop_sale', reason: 'Checking' },
    });
    const [other] = await call(orgB.manager.userId, 'select public.lot_qr_summary($1) as s', [lot]);
    expect(other.s).toBeNull();
  });
});
