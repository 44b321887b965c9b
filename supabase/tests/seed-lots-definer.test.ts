// The lot reads that check who may see the lot once (20261124010000_lot_reads_check_once.sql):
// seed_lot_list_items and seed_lot_detail are security definer and restate the policies' rules
// themselves. Here the same bodies run as security invoker too (copies in a schema of this test,
// every table read under its policy), for members of every organization and no organization, on
// every kind of lot, and both must answer the same: a rule restated with more let through than
// the policies allow fails here. The fixture covers each rule: another grower's farm and private
// variety on a lot the caller owns part of, a manifest item whose lot the caller does not see but
// whose delivered lot it owns, claim codes, and lots the caller does not see at all.
import pg from 'pg';
import { createDb, type Db } from '../../apps/bff/src/db/db';
import { createPool } from '../../apps/bff/src/db/pool';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { asUser, insertOrganizationWithMembers, insertAuthUser, insertProfile } from './accounts-fixtures';

/** The invoker copies live here (dropped at the end). */
const REFERENCE = 'rls_reference_lot_reads';

let admin: pg.Client;
let db: Db;
let orgA: string;
let orgB: string;
let orgC: string;
const callers: Record<string, string> = {};
const lots: Record<string, string> = {};
let farmB: string;

const SQUARE = (lng: number, lat: number) =>
  `SRID=4326;POLYGON((${lng} ${lat}, ${lng + 0.01} ${lat}, ${lng + 0.01} ${lat + 0.01}, ${lng} ${lat + 0.01}, ${lng} ${lat}))`;

const one = async (sql: string, params: unknown[]): Promise<string> => (await admin.query(sql, params)).rows[0].id;

/** The function's body as security invoker in the reference schema, its own calls to these functions too. */
async function invokerCopy(signature: string): Promise<void> {
  const { rows } = await admin.query(`select pg_get_functiondef($1::regprocedure) as def`, [signature]);
  const definition = String(rows[0].def);
  if (!/\bSECURITY DEFINER\b/.test(definition)) throw new Error(`${signature} is not security definer`);
  const copy = definition
    .replace(/\bSECURITY DEFINER\b/, 'SECURITY INVOKER')
    .replaceAll('public.seed_lot_list_items(', `${REFERENCE}.seed_lot_list_items(`)
    .replace('public.seed_lot_detail(', `${REFERENCE}.seed_lot_detail(`)
    .replaceAll('private.lot_list_rows(', `${REFERENCE}.lot_list_rows(`);
  await admin.query(copy);
}

/**
 * The list row query both use (private.lot_list_rows, plain SQL that runs with its caller's rights)
 * in the reference schema, where the invoker copies may call it: there every table it reads is read
 * under its policy.
 */
async function referenceCopy(signature: string): Promise<void> {
  const { rows } = await admin.query(`select pg_get_functiondef($1::regprocedure) as def`, [signature]);
  const definition = String(rows[0].def);
  if (/\bSECURITY DEFINER\b/.test(definition)) throw new Error(`${signature} is security definer`);
  await admin.query(definition.replace('FUNCTION private.', `FUNCTION ${REFERENCE}.`));
}

beforeAll(async () => {
  admin = new pg.Client({ connectionString: inject('databaseAdminUrl') });
  await admin.connect();
  db = createDb(createPool({ connectionString: inject('databaseUrl'), max: 2 }));
  await admin.query(`drop schema if exists ${REFERENCE} cascade; create schema ${REFERENCE}`);
  await referenceCopy('private.lot_list_rows(text[], uuid)');
  await invokerCopy('public.seed_lot_list_items(text[])');
  await invokerCopy('public.seed_lot_detail(text)');
  await admin.query(`grant usage on schema ${REFERENCE} to authenticated;
    grant execute on all functions in schema ${REFERENCE} to authenticated`);

  const a = await insertOrganizationWithMembers(admin, 'DefinerAlpha');
  const b = await insertOrganizationWithMembers(admin, 'DefinerBravo');
  const c = await insertOrganizationWithMembers(admin, 'DefinerCharlie');
  [orgA, orgB, orgC] = [a.organizationId, b.organizationId, c.organizationId];
  const loner = await insertAuthUser(admin, { fullName: 'Lone Definer' });
  await insertProfile(admin, loner, null, null, 'Lone Definer');
  Object.assign(callers, { alpha: a.manager.userId, bravo: b.admin.userId, charlie: c.admin.userId, loner });

  const { crop_id: wheat, variety_id: variety } = (
    await admin.query(
      `select v.id as variety_id, v.crop_id from public.varieties v join public.crops c on c.id = v.crop_id
        where c.name = 'Wheat' order by v.name limit 1`,
    )
  ).rows[0];
  const orgVariety = (organizationId: string, name: string, visibility: string, active: boolean) =>
    one(
      `insert into public.organization_variety_data (organization_id, crop_id, display_name, visibility, is_active)
       values ($1, $2, $3, $4, $5) returning id`,
      [organizationId, wheat, name, visibility, active],
    );
  const privateB = await orgVariety(orgB, 'Bravo Private Gold', 'private', true);
  const sharedB = await orgVariety(orgB, 'Bravo Shared Gold', 'shared', true);
  const retiredB = await orgVariety(orgB, 'Bravo Retired Gold', 'shared', false);

  const lot = (grower: string, type: string, extra: { parent?: string; orgVariety?: string } = {}) =>
    one(
      `insert into public.seed_lots (lot_type, status, crop_id, variety_id, org_variety_id, grower_organization_id,
         parent_lot_id, quantity, quantity_unit)
       values ($1, 'active', $2, $3, $4, $5, $6, 100, 'Kg') returning id`,
      [type, wheat, extra.orgVariety ? null : variety, extra.orgVariety ?? null, grower, extra.parent ?? null],
    );
  const own = (lotId: string, organizationId: string, quantity: number) =>
    admin.query(
      `insert into public.lot_ownership (seed_lot_id, owner_organization_id, quantity_owned, unit_of_measure)
       values ($1, $2, $3, 'Kg')`,
      [lotId, organizationId, quantity],
    );
  const farm = (organizationId: string, name: string, lng: number) =>
    one(
      `insert into public.farms (organization_id, grower_id, name, address, total_area, ownership_status, irrigation_method, boundary)
       values ($1, null, $2, 'Nashik', 10, 'owned', 'drip', $3::extensions.geography) returning id`,
      [organizationId, name, SQUARE(lng, 20)],
    );
  const grow = (lotId: string, farmId: string) =>
    admin.query(
      `insert into public.farm_seed_lots (lot_id, farm_id, contribution_percentage, area_used, planting_date)
       values ($1, $2, 50, 4, '2026-01-10')`,
      [lotId, farmId],
    );
  const manifest = async (type: string, from: string | null, to: string | null, items: [string, string | null][]) => {
    const id = await one(
      `insert into public.transaction_manifests (manifest_type, status, from_org_id, to_org_id)
       values ($1, 'COMPLETED', $2, $3) returning id`,
      [type, from, to],
    );
    for (const [seedLot, delivered] of items) {
      await admin.query(
        `insert into public.transaction_manifest_items (manifest_id, seed_lot_id, delivered_lot_id, quantity_transferred, quantity_unit)
         values ($1, $2, $3, 10, 'Kg')`,
        [id, seedLot, delivered],
      );
    }
    return id;
  };

  // Alpha: an unregistered source with a claim code, a production lot from it on Alpha's farm, a packed lot.
  lots.srcA = await lot(orgA, 'unregistered_source');
  lots.lotA = await lot(orgA, 'raw_production');
  lots.pkgA = await lot(orgA, 'packaged_unit', { parent: lots.lotA });
  await own(lots.srcA, orgA, 5);
  await own(lots.lotA, orgA, 80);
  await own(lots.pkgA, orgA, 20);
  await admin.query(
    `insert into public.source_lots (seed_lot_id, source_lot_id, quantity, quantity_unit) values ($1, $2, 5, 'Kg')`,
    [lots.lotA, lots.srcA],
  );
  await grow(lots.lotA, await farm(orgA, 'Alpha Farm', 73.9));
  await admin.query(
    `insert into public.production_details (lot_id, actual_yield, harvest_date) values ($1, 100, '2026-03-15')`,
    [lots.lotA],
  );
  await admin.query(
    `insert into public.packaging_details (lot_id, packages_count, pack_size, pack_unit, packaging_date)
     values ($1, 20, 1, 'Kg', '2026-03-20')`,
    [lots.pkgA],
  );
  await admin.query(
    `insert into public.lot_claim_codes (seed_lot_id, code_hash) values ($1, private.claim_code_hash($2))`,
    [lots.srcA, 'A1B2-C3D4-E5F6-0718-293A-4B5D'],
  );
  await manifest('unregistered', null, orgA, [[lots.srcA, null]]);

  // Bravo: a lot of its private variety on its own farm, of which Alpha owns part; one of its shared
  // variety; one of a shared variety it retired; and one only Bravo sees.
  lots.sharedB = await lot(orgB, 'raw_production', { orgVariety: privateB });
  await own(lots.sharedB, orgB, 60);
  await own(lots.sharedB, orgA, 40);
  farmB = await farm(orgB, 'Bravo Farm', 74.5);
  await grow(lots.sharedB, farmB);
  await admin.query(
    `insert into public.production_details (lot_id, actual_yield, harvest_date) values ($1, 60, '2026-02-01')`,
    [lots.sharedB],
  );
  lots.sharedVarietyB = await lot(orgB, 'raw_production', { orgVariety: sharedB });
  await own(lots.sharedVarietyB, orgA, 10);
  lots.retiredVarietyB = await lot(orgB, 'raw_production', { orgVariety: retiredB });
  await own(lots.retiredVarietyB, orgA, 10);
  lots.lotB = await lot(orgB, 'raw_production');
  await own(lots.lotB, orgB, 100);
  await admin.query(
    `insert into public.lot_claim_codes (seed_lot_id, code_hash) values ($1, private.claim_code_hash($2))`,
    [lots.sharedB, 'FFFF-EEEE-DDDD-CCCC-BBBB-AAAB'],
  );
  await manifest('TRANSFER', orgB, orgA, [
    [lots.sharedB, null],
    [lots.lotB, null],
  ]);

  // Charlie: a lot split off Alpha's for it (grown by Alpha, owned by Charlie only), sold with an
  // item of a lot Charlie never sees.
  lots.splitC = await lot(orgA, 'raw_production', { parent: lots.lotA });
  await own(lots.splitC, orgC, 10);
  await manifest('SALE', orgA, orgC, [
    [lots.lotA, lots.splitC],
    [lots.pkgA, null],
  ]);
});

afterAll(async () => {
  await db.close();
  await admin.query(`drop schema if exists ${REFERENCE} cascade`);
  await admin.end();
});

/** A function's answer for the caller, as the definer and as the invoker copy. */
async function bothWays(userId: string, call: (schema: string) => string, params: unknown[]) {
  return asUser(db, userId, async (tx) => ({
    definer: (await tx.query(`select ${call('public')} as answer`, params)).rows[0].answer,
    invoker: (await tx.query(`select ${call(REFERENCE)} as answer`, params)).rows[0].answer,
  }));
}

describe('seed_lot_list_items and seed_lot_detail check visibility once', () => {
  it('when any member (or a user without organization) reads the list rows of every lot, then the definer answers what the policies allow', async () => {
    for (const [who, userId] of Object.entries(callers)) {
      const { definer, invoker } = await bothWays(userId, (s) => `${s}.seed_lot_list_items($1::text[])`, [
        Object.values(lots),
      ]);
      expect(definer, who).toEqual(invoker);
    }
  });

  it('when any member (or a user without organization) opens the detail of any lot, then the definer answers what the policies allow', async () => {
    for (const [who, userId] of Object.entries(callers)) {
      for (const [name, id] of Object.entries(lots)) {
        const { definer, invoker } = await bothWays(userId, (s) => `${s}.seed_lot_detail($1)`, [id]);
        expect(definer, `${who} on ${name}`).toEqual(invoker);
      }
    }
  });

  it('when Alpha opens a Bravo lot it owns part of, then it sees the owners but not Bravo’s farm, private variety or claim state', async () => {
    const detail = await asUser(
      db,
      callers.alpha!,
      async (tx) => (await tx.query(`select public.seed_lot_detail($1) as d`, [lots.sharedB])).rows[0].d,
    );
    expect(detail.owners.map((o: { quantity_owned: number }) => o.quantity_owned)).toEqual([60, 40]);
    expect(detail.farms).toEqual([]);
    expect(detail.lot).toMatchObject({ farms_count: 0, location: null, is_grower: false, quantity_owned: 40 });
    expect(detail.lot.variety_name).not.toBe('Bravo Private Gold');
    expect(detail.harvests).toHaveLength(1);
    expect(detail.claim).toBeNull();
    // the transfer names both of Bravo's lots; Alpha sees the one it owns part of
    expect(detail.manifests).toHaveLength(1);
    expect(detail.manifests[0].items.map((i: { seed_lot_id: string }) => i.seed_lot_id)).toEqual([lots.sharedB]);
    const bravo = await asUser(
      db,
      callers.bravo!,
      async (tx) => (await tx.query(`select public.seed_lot_detail($1) as d`, [lots.sharedB])).rows[0].d,
    );
    expect(bravo.farms.map((f: { farm_id: string }) => f.farm_id)).toEqual([farmB]);
    expect(bravo.lot.variety_name).toBe('Bravo Private Gold');
  });

  it('when Charlie opens the lot split off for it, then the sale shows with the item named by the delivered lot, and Alpha’s lots stay hidden', async () => {
    const [split, source] = await asUser(db, callers.charlie!, async (tx) => [
      (await tx.query(`select public.seed_lot_detail($1) as d`, [lots.splitC])).rows[0].d,
      (await tx.query(`select public.seed_lot_detail($1) as d`, [lots.lotA])).rows[0].d,
    ]);
    expect(source).toBeNull();
    expect(split.manifests).toHaveLength(1);
    expect(split.manifests[0].items).toEqual([expect.objectContaining({ seed_lot_id: lots.lotA, crop_name: 'Wheat' })]);
    expect(split.lot).toMatchObject({ is_grower: false, quantity_owned: 10 });
  });

  it('when the grower opens its unregistered source, then the claim state shows; a user without organization sees nothing', async () => {
    const [alpha, loner] = await Promise.all([
      asUser(
        db,
        callers.alpha!,
        async (tx) => (await tx.query(`select public.seed_lot_detail($1) as d`, [lots.srcA])).rows[0].d,
      ),
      asUser(db, callers.loner!, async (tx) => ({
        detail: (await tx.query(`select public.seed_lot_detail($1) as d`, [lots.srcA])).rows[0].d,
        items: (await tx.query(`select public.seed_lot_list_items($1::text[]) as i`, [Object.values(lots)])).rows[0].i,
      })),
    ]);
    expect(alpha.claim).toMatchObject({ has_active_code: true, redeemed_at: null });
    expect(alpha.manifests.map((m: { manifest_type: string }) => m.manifest_type)).toEqual(['unregistered']);
    expect(loner).toEqual({ detail: null, items: [] });
  });
});
