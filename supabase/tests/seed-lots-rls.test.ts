// Row-level security of the seed-lot tables (20261123060000_seed_lots.sql): a member reads a lot
// when their organization grows it or owns some of it, every seed-lot table reads through that
// rule, manifests are read by the sender or the receiver, claim codes by the grower without
// their hash, and the api role writes none of these tables directly.
import pg from 'pg';
import { createDb, type Db } from '../../apps/bff/src/db/db';
import { createPool } from '../../apps/bff/src/db/pool';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { asUser, insertOrganizationWithMembers, insertTwoOrganizations, type Member } from './accounts-fixtures';

let admin: pg.Client;
let db: Db;
let orgA: { organizationId: string; admin: Member; manager: Member };
let orgB: { organizationId: string; admin: Member; manager: Member };
let orgC: { organizationId: string; admin: Member; manager: Member };
let roleless: string;
let loner: string;
let wheat: string;
let variety: string;

/** orgA's lots and the rows about them, one of each table. */
let srcA: string;
let lotA: string;
let pkgA: string;
let ownershipA: string[];
let sourceLinkA: string;
let farmLinkA: string;
let productionA: string;
let packagingA: string;
/** orgB's own lot, and an orgB lot orgA owns part of (as after a transfer). */
let lotB: string;
let sharedB: string;
let sharedOwnership: string[];
/** Manifests: A → B, unregistered into A, B → C; one item each. */
let manifestAB: string;
let manifestIntoA: string;
let manifestBC: string;
let itemAB: string;
let itemIntoA: string;
let itemBC: string;
let claimCodeA: string;
let claimCodeShared: string;

const SQUARE = (lng: number, lat: number) =>
  `SRID=4326;POLYGON((${lng} ${lat}, ${lng + 0.01} ${lat}, ${lng + 0.01} ${lat + 0.01}, ${lng} ${lat + 0.01}, ${lng} ${lat}))`;

async function insertLot(
  growerOrganizationId: string,
  lotType: 'raw_production' | 'packaged_unit' | 'unregistered_source',
  parentLotId: string | null = null,
): Promise<string> {
  const { rows } = await admin.query(
    `insert into public.seed_lots (lot_type, status, crop_id, variety_id, grower_organization_id, parent_lot_id, quantity, quantity_unit)
     values ($1, 'active', $2, $3, $4, $5, 100, 'Kg') returning id`,
    [lotType, wheat, variety, growerOrganizationId, parentLotId],
  );
  return rows[0].id;
}

async function insertOwnership(lotId: string, organizationId: string, quantity: number): Promise<string> {
  const { rows } = await admin.query(
    `insert into public.lot_ownership (seed_lot_id, owner_organization_id, quantity_owned, unit_of_measure)
     values ($1, $2, $3, 'Kg') returning id`,
    [lotId, organizationId, quantity],
  );
  return rows[0].id;
}

async function insertManifest(
  type: 'SALE' | 'TRANSFER' | 'unregistered',
  fromOrgId: string | null,
  toOrgId: string | null,
  lotId: string,
): Promise<{ manifest: string; item: string }> {
  const manifest = (
    await admin.query(
      `insert into public.transaction_manifests (manifest_type, status, from_org_id, to_org_id)
       values ($1, 'COMPLETED', $2, $3) returning id`,
      [type, fromOrgId, toOrgId],
    )
  ).rows[0].id;
  const item = (
    await admin.query(
      `insert into public.transaction_manifest_items (manifest_id, seed_lot_id, quantity_transferred, quantity_unit)
       values ($1, $2, 10, 'Kg') returning id`,
      [manifest, lotId],
    )
  ).rows[0].id;
  return { manifest, item };
}

const insertClaimCode = async (lotId: string, code: string): Promise<string> =>
  (
    await admin.query(
      `insert into public.lot_claim_codes (seed_lot_id, code_hash) values ($1, private.claim_code_hash($2)) returning id`,
      [lotId, code],
    )
  ).rows[0].id;

beforeAll(async () => {
  admin = new pg.Client({ connectionString: inject('databaseAdminUrl') });
  await admin.connect();
  db = createDb(createPool({ connectionString: inject('databaseUrl'), max: 2 }));
  ({ orgA, orgB, roleless, loner } = await insertTwoOrganizations(admin, 'LotRls'));
  orgC = await insertOrganizationWithMembers(admin, 'LotRlsCharlie');
  ({ variety_id: variety, crop_id: wheat } = (
    await admin.query(
      `select v.id as variety_id, v.crop_id from public.varieties v join public.crops c on c.id = v.crop_id
        where c.name = 'Wheat' order by v.name limit 1`,
    )
  ).rows[0]);

  srcA = await insertLot(orgA.organizationId, 'unregistered_source');
  lotA = await insertLot(orgA.organizationId, 'raw_production');
  pkgA = await insertLot(orgA.organizationId, 'packaged_unit', lotA);
  ownershipA = [
    await insertOwnership(srcA, orgA.organizationId, 5),
    await insertOwnership(lotA, orgA.organizationId, 100),
    await insertOwnership(pkgA, orgA.organizationId, 20),
  ];
  sourceLinkA = (
    await admin.query(
      `insert into public.source_lots (seed_lot_id, source_lot_id, quantity, quantity_unit) values ($1, $2, 5, 'Kg') returning id`,
      [lotA, srcA],
    )
  ).rows[0].id;
  const farm = (
    await admin.query(
      `insert into public.farms (organization_id, grower_id, name, address, total_area, ownership_status, irrigation_method, boundary)
       values ($1, $2, 'Alpha Lot Farm', 'Nashik', 10, 'owned', 'drip', $3::extensions.geography) returning id`,
      [orgA.organizationId, orgA.admin.userId, SQUARE(73.9, 20)],
    )
  ).rows[0].id;
  farmLinkA = (
    await admin.query(
      `insert into public.farm_seed_lots (lot_id, farm_id, contribution_percentage, area_used) values ($1, $2, 100, 4) returning id`,
      [lotA, farm],
    )
  ).rows[0].id;
  productionA = (
    await admin.query(
      `insert into public.production_details (lot_id, actual_yield, harvest_date) values ($1, 100, '2026-03-15') returning id`,
      [lotA],
    )
  ).rows[0].id;
  packagingA = (
    await admin.query(
      `insert into public.packaging_details (lot_id, packages_count, pack_size, pack_unit, packaging_date)
       values ($1, 20, 1, 'Kg', '2026-03-20') returning id`,
      [pkgA],
    )
  ).rows[0].id;

  lotB = await insertLot(orgB.organizationId, 'raw_production');
  await insertOwnership(lotB, orgB.organizationId, 100);
  sharedB = await insertLot(orgB.organizationId, 'raw_production');
  sharedOwnership = [
    await insertOwnership(sharedB, orgB.organizationId, 60),
    await insertOwnership(sharedB, orgA.organizationId, 40),
  ];

  ({ manifest: manifestAB, item: itemAB } = await insertManifest(
    'SALE',
    orgA.organizationId,
    orgB.organizationId,
    lotA,
  ));
  ({ manifest: manifestIntoA, item: itemIntoA } = await insertManifest(
    'unregistered',
    null,
    orgA.organizationId,
    srcA,
  ));
  ({ manifest: manifestBC, item: itemBC } = await insertManifest(
    'TRANSFER',
    orgB.organizationId,
    orgC.organizationId,
    lotB,
  ));

  claimCodeA = await insertClaimCode(srcA, 'A1B2-C3D4-E5F6-0718-293A-4B5C');
  claimCodeShared = await insertClaimCode(sharedB, 'FFFF-EEEE-DDDD-CCCC-BBBB-AAAA');
});

afterAll(async () => {
  await db.close();
  await admin.end();
});

const sorted = (values: string[]) => [...values].sort();

/** What a caller reads of each seed-lot table, restricted to the given lots. */
const READS = {
  seed_lots: 'select id from public.seed_lots where id = any($1::text[])',
  lot_ownership: 'select id from public.lot_ownership where seed_lot_id = any($1::text[])',
  source_lots:
    'select id from public.source_lots where seed_lot_id = any($1::text[]) or source_lot_id = any($1::text[])',
  farm_seed_lots: 'select id from public.farm_seed_lots where lot_id = any($1::text[])',
  production_details: 'select id from public.production_details where lot_id = any($1::text[])',
  packaging_details: 'select id from public.packaging_details where lot_id = any($1::text[])',
} as const;
type Table = keyof typeof READS;

async function readTables(userId: string | null, lotIds: string[]): Promise<Record<Table, string[]>> {
  return asUser(db, userId, async (tx) => {
    const seen = {} as Record<Table, string[]>;
    for (const [table, sql] of Object.entries(READS) as [Table, string][]) {
      seen[table] = sorted((await tx.query(sql, [lotIds])).rows.map((r) => r.id));
    }
    return seen;
  });
}

/** The error a promise is refused with, as the fields the tests compare. */
async function refusal(promise: Promise<unknown>): Promise<{ code?: string; message: string }> {
  try {
    await promise;
  } catch (error) {
    const { code, message } = error as { code?: string; message: string };
    return { code, message };
  }
  throw new Error('expected the database to refuse');
}

const NOTHING: Record<Table, string[]> = {
  seed_lots: [],
  lot_ownership: [],
  source_lots: [],
  farm_seed_lots: [],
  production_details: [],
  packaging_details: [],
};

describe('seed lots and their rows: select', () => {
  it("when orgA's admin, manager or member without a role reads, then orgA's lots and every row about them come back, orgB's lot does not", async () => {
    for (const userId of [orgA.admin.userId, orgA.manager.userId, roleless]) {
      expect(await readTables(userId, [srcA, lotA, pkgA, lotB])).toEqual({
        seed_lots: sorted([srcA, lotA, pkgA]),
        lot_ownership: sorted(ownershipA),
        source_lots: [sourceLinkA],
        farm_seed_lots: [farmLinkA],
        production_details: [productionA],
        packaging_details: [packagingA],
      });
    }
  });

  it("when orgB's admin or a user without organization reads orgA's lots, then no row of any table comes back", async () => {
    for (const userId of [orgB.admin.userId, orgB.manager.userId, loner]) {
      expect(await readTables(userId, [srcA, lotA, pkgA])).toEqual(NOTHING);
    }
  });

  it('when anon reads any seed-lot table, then permission is denied', async () => {
    for (const sql of Object.values(READS)) {
      expect(await refusal(asUser(db, null, (tx) => tx.query(sql, [[lotA]])))).toMatchObject({ code: '42501' });
    }
  });

  it("when orgB's admin reads, then orgB's own lot comes back and orgA's manager does not see it", async () => {
    expect((await readTables(orgB.admin.userId, [lotB])).seed_lots).toEqual([lotB]);
    expect((await readTables(orgA.manager.userId, [lotB])).seed_lots).toEqual([]);
  });

  it('when orgA owns part of an orgB lot, then orgA reads the lot with all its ownership rows, and a user without organization still nothing', async () => {
    for (const userId of [orgA.manager.userId, roleless]) {
      const seen = await readTables(userId, [sharedB]);
      expect(seen.seed_lots).toEqual([sharedB]);
      expect(seen.lot_ownership).toEqual(sorted(sharedOwnership));
    }
    expect((await readTables(orgB.manager.userId, [sharedB])).lot_ownership).toEqual(sorted(sharedOwnership));
    expect(await readTables(loner, [sharedB])).toEqual(NOTHING);
  });

  it('when an orgA lot is sourced from an orgB lot, then orgB reads the source link (it sees the source) but not the orgA lot', async () => {
    const link = (
      await admin.query(`insert into public.source_lots (seed_lot_id, source_lot_id) values ($1, $2) returning id`, [
        pkgA,
        lotB,
      ])
    ).rows[0].id;
    try {
      const after = await asUser(db, orgB.admin.userId, async (tx) => ({
        lots: (await tx.query('select id from public.seed_lots where id = $1', [pkgA])).rows,
        links: (await tx.query('select id from public.source_lots where source_lot_id = $1', [lotB])).rows,
      }));
      expect(after).toEqual({ lots: [], links: [{ id: link }] });
    } finally {
      await admin.query('delete from public.source_lots where id = $1', [link]);
    }
  });
});

describe('transaction manifests and items: select', () => {
  const MANIFESTS = 'select id from public.transaction_manifests where id = any($1::uuid[])';
  const ITEMS = 'select id from public.transaction_manifest_items where manifest_id = any($1::uuid[])';

  const readManifests = (userId: string | null) =>
    asUser(db, userId, async (tx) => {
      const all = [manifestAB, manifestIntoA, manifestBC];
      return {
        manifests: sorted((await tx.query(MANIFESTS, [all])).rows.map((r) => r.id)),
        items: sorted((await tx.query(ITEMS, [all])).rows.map((r) => r.id)),
      };
    });

  it('when a member of the sending or receiving organization reads, then exactly the manifests and items of their organization come back', async () => {
    for (const userId of [orgA.admin.userId, roleless]) {
      expect(await readManifests(userId)).toEqual({
        manifests: sorted([manifestAB, manifestIntoA]),
        items: sorted([itemAB, itemIntoA]),
      });
    }
    expect(await readManifests(orgB.manager.userId)).toEqual({
      manifests: sorted([manifestAB, manifestBC]),
      items: sorted([itemAB, itemBC]),
    });
    expect(await readManifests(orgC.admin.userId)).toEqual({ manifests: [manifestBC], items: [itemBC] });
  });

  it('when a user without organization reads, then nothing; when anon reads, then permission is denied', async () => {
    expect(await readManifests(loner)).toEqual({ manifests: [], items: [] });
    for (const sql of [MANIFESTS, ITEMS]) {
      expect(await refusal(asUser(db, null, (tx) => tx.query(sql, [[manifestAB]])))).toMatchObject({
        code: '42501',
      });
    }
  });
});

describe('seed-lot tables: direct writes', () => {
  it("when even orgA's admin writes orgA's own lot or ownership directly, then permission is denied (42501) and nothing changes", async () => {
    const attempts: [string, unknown[]][] = [
      [
        `insert into public.seed_lots (lot_type, crop_id, grower_organization_id) values ('raw_production', $1, $2)`,
        [wheat, orgA.organizationId],
      ],
      [`update public.seed_lots set status = 'rejected' where id = $1`, [lotA]],
      [`delete from public.seed_lots where id = $1`, [lotA]],
      [
        `insert into public.lot_ownership (seed_lot_id, owner_organization_id, quantity_owned) values ($1, $2, 5)`,
        [lotB, orgA.organizationId],
      ],
      [`update public.lot_ownership set quantity_owned = 999 where seed_lot_id = $1`, [lotA]],
      [`delete from public.lot_ownership where seed_lot_id = $1`, [lotA]],
      [`insert into public.source_lots (seed_lot_id, source_lot_id) values ($1, $2)`, [pkgA, srcA]],
      [
        `insert into public.transaction_manifests (manifest_type, status, to_org_id) values ('INITIAL', 'COMPLETED', $1)`,
        [orgA.organizationId],
      ],
      [`update public.lot_claim_codes set revoked_at = now() where seed_lot_id = $1`, [srcA]],
      [`delete from public.packaging_details where lot_id = $1`, [pkgA]],
    ];
    for (const [sql, params] of attempts) {
      expect(await refusal(asUser(db, orgA.admin.userId, (tx) => tx.query(sql, params)))).toMatchObject({
        code: '42501',
        message: expect.stringMatching(/permission denied/),
      });
    }
    const { rows } = await admin.query(
      `select l.status, o.quantity_owned from public.seed_lots l join public.lot_ownership o on o.seed_lot_id = l.id
        where l.id = $1`,
      [lotA],
    );
    expect(rows).toEqual([{ status: 'active', quantity_owned: '100.000' }]);
  });
});

describe('lot_claim_codes: select', () => {
  const VISIBLE_COLUMNS =
    'select id, seed_lot_id, created_at, revoked_at, redeemed_at, redeemed_by_organization_id, linked_source_lot_id from public.lot_claim_codes where seed_lot_id = any($1::text[])';

  it("when the grower's members read a lot's claim codes, then the row comes back without its hash; a code of a lot they only own part of does not", async () => {
    for (const userId of [orgA.manager.userId, roleless]) {
      const rows = await asUser(db, userId, async (tx) => (await tx.query(VISIBLE_COLUMNS, [[srcA, sharedB]])).rows);
      expect(rows).toEqual([
        expect.objectContaining({ id: claimCodeA, seed_lot_id: srcA, revoked_at: null, redeemed_at: null }),
      ]);
    }
    const bravo = await asUser(
      db,
      orgB.admin.userId,
      async (tx) => (await tx.query(VISIBLE_COLUMNS, [[srcA, sharedB]])).rows,
    );
    expect(bravo.map((r) => r.id)).toEqual([claimCodeShared]);
  });

  it('when a member selects or filters on code_hash (or selects every column), then the column privilege refuses it', async () => {
    for (const sql of [
      'select code_hash from public.lot_claim_codes where seed_lot_id = $1',
      'select * from public.lot_claim_codes where seed_lot_id = $1',
      'select created_by, redeemed_by from public.lot_claim_codes where seed_lot_id = $1',
      // probing by hash is reading the column too.
      `select id from public.lot_claim_codes where seed_lot_id = $1 and code_hash = private.claim_code_hash('A1B2C3D4E5F60718293A4B5C')`,
    ]) {
      expect(await refusal(asUser(db, orgA.admin.userId, (tx) => tx.query(sql, [srcA])))).toMatchObject({
        code: '42501',
        message: expect.stringMatching(/permission denied/),
      });
    }
  });

  it('when another organization or a user without one reads the codes of orgA, then no rows; anon is denied', async () => {
    for (const userId of [orgB.admin.userId, orgC.admin.userId, loner]) {
      const rows = await asUser(db, userId, async (tx) => (await tx.query(VISIBLE_COLUMNS, [[srcA]])).rows);
      expect(rows).toEqual([]);
    }
    expect(await refusal(asUser(db, null, (tx) => tx.query(VISIBLE_COLUMNS, [[srcA]])))).toMatchObject({
      code: '42501',
    });
  });
});
