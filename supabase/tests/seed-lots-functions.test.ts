// The seed-lot functions (20261123060100_seed_lots_functions.sql) and the rules of the tables
// they write (20261123060000_seed_lots.sql): the unregistered source in one transaction, lot
// ids made by the database, delete and restore by the grower, claim codes, the acyclic lineage
// and the whole lineage in one call. Each refusal is a machine code (sqlstate class PT).
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDb, type Db } from '../../apps/bff/src/db/db';
import { createPool } from '../../apps/bff/src/db/pool';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { asUser, commitAs, insertTwoOrganizations, type Member } from './accounts-fixtures';

let admin: pg.Client;
let db: Db;
let orgA: { organizationId: string; admin: Member; manager: Member };
let orgB: { organizationId: string; admin: Member; manager: Member };
let roleless: string;
let loner: string;
let wheat: string;
let wheatVariety: string;
let wheatVarietyName: string;
let chickpeaVariety: string;
let privateVarietyB: string;
let sharedVarietyB: string;
let removedVarietyA: string;
let chickpea: string;

const LOT_ID = /^SL-\d{8}-\d{7}-\d{4}$/;
const CLAIM_CODE = /^[0-9A-F]{4}(-[0-9A-F]{4}){5}$/;

const CREATE = 'select * from public.create_unregistered_source($1, $2, $3, $4, $5, $6, $7, $8, $9)';

interface SourceInput {
  cropId?: string;
  varietyId?: string | null;
  orgVarietyId?: string | null;
  quantity?: number;
}

const sourceParams = (input: SourceInput = {}) => [
  input.cropId ?? wheat,
  input.varietyId === undefined ? wheatVariety : input.varietyId,
  input.orgVarietyId ?? null,
  'F1',
  25,
  'Kg',
  'bag',
  input.quantity ?? 40,
  'Bought at the Nashik market',
];

/** An unregistered source created (and committed) by the user through the function. */
async function createSource(userId: string, input: SourceInput = {}): Promise<{ lot_id: string; claim_code: string }> {
  return commitAs(db, userId, async (tx) => (await tx.query(CREATE, sourceParams(input))).rows[0]);
}

/** A lot inserted by the superuser (lineage fixtures). */
async function insertLot(
  growerOrganizationId: string,
  values: { parentLotId?: string | null; generation?: string; lotType?: string } = {},
): Promise<string> {
  const { rows } = await admin.query(
    `insert into public.seed_lots (lot_type, status, generation, crop_id, variety_id, grower_organization_id, parent_lot_id)
     values ($1, 'active', $2, $3, $4, $5, $6) returning id`,
    [
      values.lotType ?? 'raw_production',
      values.generation ?? null,
      wheat,
      wheatVariety,
      growerOrganizationId,
      values.parentLotId ?? null,
    ],
  );
  return rows[0].id;
}

const linkSource = (lotId: string, sourceLotId: string) =>
  admin.query(`insert into public.source_lots (seed_lot_id, source_lot_id) values ($1, $2)`, [lotId, sourceLotId]);

/** The error a promise is refused with, as the fields the tests compare. */
async function refusal(promise: Promise<unknown>): Promise<{ code?: string; message: string; constraint?: string }> {
  try {
    await promise;
  } catch (error) {
    const { code, message, constraint } = error as { code?: string; message: string; constraint?: string };
    return { code, message, constraint };
  }
  throw new Error('expected the database to refuse');
}

/** Runs one statement as the user in a transaction that rolls back; returns its rows. */
const call = async (userId: string | null, sql: string, params: unknown[] = []) =>
  asUser(db, userId, async (tx) => (await tx.query(sql, params)).rows);

/** Like call, but the transaction commits. */
const commitCall = async (userId: string | null, sql: string, params: unknown[] = []) =>
  commitAs(db, userId, async (tx) => (await tx.query(sql, params)).rows);

const count = async (sql: string, params: unknown[]) => (await admin.query(sql, params)).rows[0].n as number;

beforeAll(async () => {
  admin = new pg.Client({ connectionString: inject('databaseAdminUrl') });
  await admin.connect();
  db = createDb(createPool({ connectionString: inject('databaseUrl'), max: 2 }));
  ({ orgA, orgB, roleless, loner } = await insertTwoOrganizations(admin, 'LotFn'));
  const wheatRow = (
    await admin.query(
      `select v.id as variety_id, v.name, v.crop_id from public.varieties v join public.crops c on c.id = v.crop_id
        where c.name = 'Wheat' order by v.name limit 1`,
    )
  ).rows[0];
  wheat = wheatRow.crop_id;
  wheatVariety = wheatRow.variety_id;
  wheatVarietyName = wheatRow.name;
  ({ id: chickpeaVariety, crop_id: chickpea } = (
    await admin.query(
      `select v.id, v.crop_id from public.varieties v join public.crops c on c.id = v.crop_id where c.name = 'Chickpea' limit 1`,
    )
  ).rows[0]);
  const orgVariety = async (visibility: 'private' | 'shared', name: string) =>
    (
      await admin.query(
        `insert into public.organization_variety_data (organization_id, master_variety_id, crop_id, display_name, visibility)
         values ($1, $2, $3, $4, $5) returning id`,
        [orgB.organizationId, visibility === 'private' ? wheatVariety : null, wheat, name, visibility],
      )
    ).rows[0].id;
  privateVarietyB = await orgVariety('private', 'Bravo Private Wheat');
  sharedVarietyB = await orgVariety('shared', 'Bravo Shared Wheat');
  removedVarietyA = (
    await admin.query(
      `insert into public.organization_variety_data (organization_id, crop_id, display_name, is_active)
       values ($1, $2, 'Alpha Removed Wheat', false) returning id`,
      [orgA.organizationId, wheat],
    )
  ).rows[0].id;
});

afterAll(async () => {
  await db.close();
  await admin.end();
});

describe('create_unregistered_source', () => {
  it("when orgA's manager records an unregistered source, then the lot, its ownership, manifest, item and hashed claim code are made in one call", async () => {
    const created = await createSource(orgA.manager.userId);
    expect(created.lot_id).toMatch(LOT_ID);
    expect(created.claim_code).toMatch(CLAIM_CODE);

    const lot = (await admin.query('select * from public.seed_lots where id = $1', [created.lot_id])).rows[0];
    expect(lot).toMatchObject({
      lot_type: 'unregistered_source',
      status: 'active',
      quantity: '40.000',
      quantity_unit: 'packages',
      pack_size: '25.000',
      pack_unit: 'Kg',
      packaging_type: 'bag',
      generation: 'F1',
      crop_id: wheat,
      variety_id: wheatVariety,
      org_variety_id: null,
      grower_organization_id: orgA.organizationId,
      grower_id: orgA.manager.profileId,
      created_by: orgA.manager.profileId,
      origin_organization_id: null,
      parent_lot_id: null,
      deleted_at: null,
    });

    const ownership = (
      await admin.query(
        'select owner_organization_id, quantity_owned, unit_of_measure from public.lot_ownership where seed_lot_id = $1',
        [created.lot_id],
      )
    ).rows;
    expect(ownership).toEqual([
      { owner_organization_id: orgA.organizationId, quantity_owned: '40.000', unit_of_measure: 'packages' },
    ]);

    const manifests = (
      await admin.query(
        `select m.manifest_type, m.status, m.from_org_id, m.to_org_id, m.to_user_id,
                i.quantity_transferred, i.quantity_unit, i.item_notes
           from public.transaction_manifests m join public.transaction_manifest_items i on i.manifest_id = m.id
          where i.seed_lot_id = $1`,
        [created.lot_id],
      )
    ).rows;
    expect(manifests).toEqual([
      {
        manifest_type: 'unregistered',
        status: 'active',
        from_org_id: null,
        to_org_id: orgA.organizationId,
        to_user_id: orgA.manager.profileId,
        quantity_transferred: '40.000',
        quantity_unit: 'packages',
        item_notes: 'Unregistered source procurement',
      },
    ]);

    const codes = (
      await admin.query(
        `select code_hash = private.claim_code_hash($2) as matches, revoked_at, redeemed_at, created_by
           from public.lot_claim_codes where seed_lot_id = $1`,
        [created.lot_id, created.claim_code],
      )
    ).rows;
    expect(codes).toEqual([{ matches: true, revoked_at: null, redeemed_at: null, created_by: orgA.manager.profileId }]);
  });

  it("when the variety is an organization's own or a shared one of the crop, then it is accepted and the lot records its master", async () => {
    const lot = await asUser(db, orgA.admin.userId, async (tx) => {
      const { lot_id } = (await tx.query(CREATE, sourceParams({ varietyId: null, orgVarietyId: sharedVarietyB })))
        .rows[0];
      return (await tx.query('select variety_id, org_variety_id from public.seed_lots where id = $1', [lot_id]))
        .rows[0];
    });
    expect(lot).toEqual({ variety_id: null, org_variety_id: sharedVarietyB });
    const own = await asUser(db, orgB.manager.userId, async (tx) => {
      const { lot_id } = (await tx.query(CREATE, sourceParams({ varietyId: null, orgVarietyId: privateVarietyB })))
        .rows[0];
      return (await tx.query('select variety_id, org_variety_id from public.seed_lots where id = $1', [lot_id]))
        .rows[0];
    });
    expect(own).toEqual({ variety_id: wheatVariety, org_variety_id: privateVarietyB });
  });

  it('when a member without a role or a user without organization calls it, then PT403 seed_lot_role_required / no_organization', async () => {
    expect(await refusal(call(roleless, CREATE, sourceParams()))).toMatchObject({
      code: 'PT403',
      message: 'seed_lot_role_required',
    });
    expect(await refusal(call(loner, CREATE, sourceParams()))).toMatchObject({
      code: 'PT403',
      message: 'no_organization',
    });
  });

  it('when anon calls it, then execute permission is denied (42501) before the function runs', async () => {
    expect(await refusal(call(null, CREATE, sourceParams()))).toMatchObject({
      code: '42501',
      message: expect.stringMatching(/permission denied for function create_unregistered_source/),
    });
  });

  it('when the api role calls it without a signed-in user (no sub claim), then PT401 not_signed_in', async () => {
    const client = await db.pool.connect();
    try {
      await client.query('begin');
      await client.query(`select set_config('role', 'authenticated', true)`);
      expect(await refusal(client.query(CREATE, sourceParams()))).toMatchObject({
        code: 'PT401',
        message: 'not_signed_in',
      });
    } finally {
      await client.query('rollback');
      client.release();
    }
  });

  it("when the variety is of another crop, missing, another organization's private one or a removed one, then PT400 crop_and_variety_required", async () => {
    for (const input of [
      { varietyId: chickpeaVariety },
      { varietyId: null },
      { varietyId: null, orgVarietyId: privateVarietyB },
      { varietyId: null, orgVarietyId: removedVarietyA },
      { cropId: chickpea, varietyId: null, orgVarietyId: sharedVarietyB },
      { cropId: '00000000-0000-4000-8000-000000000000' },
    ]) {
      expect(await refusal(call(orgA.manager.userId, CREATE, sourceParams(input)))).toMatchObject({
        code: 'PT400',
        message: 'crop_and_variety_required',
      });
    }
  });

  it('when a later step fails (a forced error on the manifest item), then nothing of the call is left behind', async () => {
    const suffix = randomBytes(4).toString('hex');
    const countsOfA = async () =>
      (
        await admin.query(
          `select (select count(*)::int from public.seed_lots where grower_organization_id = $1) as lots,
                  (select count(*)::int from public.lot_ownership where owner_organization_id = $1) as ownership,
                  (select count(*)::int from public.transaction_manifests where to_org_id = $1 or from_org_id = $1) as manifests,
                  (select count(*)::int from public.transaction_manifest_items i join public.seed_lots l on l.id = i.seed_lot_id
                    where l.grower_organization_id = $1) as items,
                  (select count(*)::int from public.lot_claim_codes c join public.seed_lots l on l.id = c.seed_lot_id
                    where l.grower_organization_id = $1) as codes`,
          [orgA.organizationId],
        )
      ).rows[0];
    const before = await countsOfA();
    // Fires only for this file's orgA: the other test files of the run share the table.
    await admin.query(`
      create function public.test_fail_item_${suffix}() returns trigger language plpgsql as $$
      begin
        if exists (select 1 from public.seed_lots l
                    where l.id = new.seed_lot_id and l.grower_organization_id = '${orgA.organizationId}') then
          raise exception 'forced failure of the manifest item';
        end if;
        return new;
      end $$`);
    try {
      await admin.query(`create trigger test_fail_item_${suffix} before insert on public.transaction_manifest_items
        for each row execute function public.test_fail_item_${suffix}()`);
      expect(await refusal(createSource(orgA.manager.userId))).toMatchObject({
        message: 'forced failure of the manifest item',
      });
    } finally {
      await admin.query(`drop trigger if exists test_fail_item_${suffix} on public.transaction_manifest_items`);
      await admin.query(`drop function if exists public.test_fail_item_${suffix}()`);
    }
    expect(await countsOfA()).toEqual(before);
  });

  it('when 50 sources are created at once, each in its own connection and transaction, then all succeed with 50 distinct ids', async () => {
    const many = createDb(createPool({ connectionString: inject('databaseUrl'), max: 10 }));
    try {
      const ids = await Promise.all(
        Array.from({ length: 50 }, () =>
          asUser(many, orgA.manager.userId, async (tx) => (await tx.query(CREATE, sourceParams())).rows[0].lot_id),
        ),
      );
      expect(ids).toHaveLength(50);
      for (const id of ids) expect(id).toMatch(LOT_ID);
      expect(new Set(ids).size).toBe(50);
    } finally {
      await many.close();
    }
  });
});

describe('lot_ownership quantities', () => {
  it('when an owned quantity would go below 0, then the check constraint refuses it; 0 itself is allowed', async () => {
    const { lot_id } = await createSource(orgA.manager.userId);
    expect(
      await refusal(
        admin.query('update public.lot_ownership set quantity_owned = -0.001 where seed_lot_id = $1', [lot_id]),
      ),
    ).toMatchObject({ code: '23514', constraint: 'lot_ownership_quantity_not_negative' });
    await admin.query('begin');
    try {
      const { rowCount } = await admin.query(
        'update public.lot_ownership set quantity_owned = 0 where seed_lot_id = $1',
        [lot_id],
      );
      expect(rowCount).toBe(1);
    } finally {
      await admin.query('rollback');
    }
  });
});

describe('soft delete, restore and permanent delete', () => {
  it("when the grower's manager soft-deletes and restores a lot, then deleted_at is set and cleared", async () => {
    const { lot_id } = await createSource(orgA.admin.userId);
    const [deleted, restored] = await asUser(db, orgA.manager.userId, async (tx) => {
      const returned = (await tx.query('select public.soft_delete_seed_lot($1) as at', [lot_id])).rows[0].at;
      const stored = (await tx.query('select deleted_at from public.seed_lots where id = $1', [lot_id])).rows[0];
      await tx.query('select public.restore_seed_lot($1)', [lot_id]);
      const after = (await tx.query('select deleted_at from public.seed_lots where id = $1', [lot_id])).rows[0];
      return [{ returned, stored: stored.deleted_at }, after.deleted_at];
    });
    expect(deleted.returned).toBeInstanceOf(Date);
    expect(deleted.stored).toEqual(deleted.returned);
    expect(restored).toBeNull();
  });

  it("when orgB's admin calls any grower function on orgA's lot (or on a lot that does not exist), then PT404 seed_lot_not_found", async () => {
    const { lot_id } = await createSource(orgA.manager.userId);
    for (const fn of [
      'soft_delete_seed_lot',
      'restore_seed_lot',
      'delete_seed_lot_permanently',
      'new_lot_claim_code',
      'revoke_lot_claim_code',
    ]) {
      for (const id of [lot_id, 'SL-20260101-0000000-0000']) {
        expect(await refusal(call(orgB.admin.userId, `select public.${fn}($1)`, [id]))).toMatchObject({
          code: 'PT404',
          message: 'seed_lot_not_found',
        });
      }
    }
  });

  it('when an organization owns part of a lot it does not grow, then PT403 not_seed_lot_grower', async () => {
    const { lot_id } = await createSource(orgA.manager.userId);
    await admin.query(
      `insert into public.lot_ownership (seed_lot_id, owner_organization_id, quantity_owned, unit_of_measure)
       values ($1, $2, 10, 'packages')`,
      [lot_id, orgB.organizationId],
    );
    for (const fn of ['soft_delete_seed_lot', 'restore_seed_lot', 'delete_seed_lot_permanently']) {
      expect(await refusal(call(orgB.manager.userId, `select public.${fn}($1)`, [lot_id]))).toMatchObject({
        code: 'PT403',
        message: 'not_seed_lot_grower',
      });
    }
  });

  it("when a member without a role deletes their organization's lot, then PT403 seed_lot_role_required", async () => {
    const { lot_id } = await createSource(orgA.manager.userId);
    expect(await refusal(call(roleless, 'select public.soft_delete_seed_lot($1)', [lot_id]))).toMatchObject({
      code: 'PT403',
      message: 'seed_lot_role_required',
    });
  });

  it("when the grower deletes a lot permanently, then the lot, its ownership, items, claim codes and its own 'unregistered' manifest are gone", async () => {
    const { lot_id } = await createSource(orgA.manager.userId);
    const manifest = (
      await admin.query(
        `select m.id from public.transaction_manifests m join public.transaction_manifest_items i on i.manifest_id = m.id
          where i.seed_lot_id = $1 and m.manifest_type = 'unregistered'`,
        [lot_id],
      )
    ).rows[0].id;

    await commitCall(orgA.admin.userId, 'select public.delete_seed_lot_permanently($1)', [lot_id]);

    const left = (
      await admin.query(
        `select (select count(*)::int from public.seed_lots where id = $1) as lots,
                (select count(*)::int from public.lot_ownership where seed_lot_id = $1) as ownership,
                (select count(*)::int from public.transaction_manifest_items where seed_lot_id = $1) as items,
                (select count(*)::int from public.lot_claim_codes where seed_lot_id = $1) as codes,
                (select count(*)::int from public.transaction_manifests where id = $2) as manifests`,
        [lot_id, manifest],
      )
    ).rows[0];
    expect(left).toEqual({ lots: 0, ownership: 0, items: 0, codes: 0, manifests: 0 });
  });

  it('when a manifest holds the lot and another lot, then permanent delete is refused with PT409 seed_lot_has_history and the manifest keeps both items', async () => {
    const { lot_id } = await createSource(orgA.manager.userId);
    const other = await insertLot(orgA.organizationId);
    const manifest = (
      await admin.query(
        `insert into public.transaction_manifests (manifest_type, status, from_org_id, to_org_id)
         values ('SALE', 'COMPLETED', $1, $2) returning id`,
        [orgA.organizationId, orgB.organizationId],
      )
    ).rows[0].id;
    await admin.query(
      `insert into public.transaction_manifest_items (manifest_id, seed_lot_id, quantity_transferred, quantity_unit)
       values ($1, $2, 1, 'packages'), ($1, $3, 2, 'Kg')`,
      [manifest, lot_id, other],
    );

    expect(
      await refusal(call(orgA.manager.userId, 'select public.delete_seed_lot_permanently($1)', [lot_id])),
    ).toMatchObject({ code: 'PT409', message: 'seed_lot_has_history' });

    const items = (
      await admin.query('select seed_lot_id from public.transaction_manifest_items where manifest_id = $1 order by seed_lot_id', [
        manifest,
      ])
    ).rows;
    expect(items.map((i) => i.seed_lot_id).sort()).toEqual([lot_id, other].sort());
  });

  it('when another lot has it as parent or as a source, then permanent delete is refused with PT409 seed_lot_has_descendants', async () => {
    const parent = (await createSource(orgA.manager.userId)).lot_id;
    await insertLot(orgA.organizationId, { parentLotId: parent });
    const source = (await createSource(orgA.manager.userId)).lot_id;
    await linkSource(await insertLot(orgA.organizationId), source);
    for (const lot of [parent, source]) {
      expect(
        await refusal(call(orgA.manager.userId, 'select public.delete_seed_lot_permanently($1)', [lot])),
      ).toMatchObject({ code: 'PT409', message: 'seed_lot_has_descendants' });
    }
    expect(await count('select count(*)::int as n from public.seed_lots where id = any($1)', [[parent, source]])).toBe(
      2,
    );
  });

  it('when another organization owns a quantity of it, then permanent delete is refused with PT409 seed_lot_owned_by_others; at 0 it goes', async () => {
    const { lot_id } = await createSource(orgA.manager.userId);
    await admin.query(
      `insert into public.lot_ownership (seed_lot_id, owner_organization_id, quantity_owned, unit_of_measure)
       values ($1, $2, 5, 'packages')`,
      [lot_id, orgB.organizationId],
    );
    expect(
      await refusal(call(orgA.manager.userId, 'select public.delete_seed_lot_permanently($1)', [lot_id])),
    ).toMatchObject({ code: 'PT409', message: 'seed_lot_owned_by_others' });

    await admin.query(
      'update public.lot_ownership set quantity_owned = 0 where seed_lot_id = $1 and owner_organization_id = $2',
      [lot_id, orgB.organizationId],
    );
    await commitCall(orgA.manager.userId, 'select public.delete_seed_lot_permanently($1)', [lot_id]);
    expect(
      await count(
        `select ((select count(*) from public.seed_lots where id = $1)
                 + (select count(*) from public.lot_ownership where seed_lot_id = $1))::int as n`,
        [lot_id],
      ),
    ).toBe(0);
  });
});

describe('claim codes', () => {
  const REDEEM = 'select * from public.redeem_lot_claim_code($1, $2)';

  it("when orgB's admin redeems orgA's code, then the lot, crop and variety come back, orgB is the lot's origin and a claim manifest from orgB to orgA exists; redeeming again is PT409 claim_code_used", async () => {
    const { lot_id, claim_code } = await createSource(orgA.manager.userId);

    const redeemed = await commitCall(orgB.admin.userId, REDEEM, [claim_code, null]);
    expect(redeemed).toEqual([
      { seed_lot_id: lot_id, crop_name: 'Wheat', variety_name: wheatVarietyName, linked_source_lot_id: null },
    ]);

    const lot = (await admin.query('select origin_organization_id from public.seed_lots where id = $1', [lot_id]))
      .rows[0];
    expect(lot.origin_organization_id).toBe(orgB.organizationId);
    const code = (
      await admin.query(
        'select redeemed_at, redeemed_by, redeemed_by_organization_id from public.lot_claim_codes where seed_lot_id = $1',
        [lot_id],
      )
    ).rows;
    expect(code).toEqual([
      {
        redeemed_at: expect.any(Date),
        redeemed_by: orgB.admin.profileId,
        redeemed_by_organization_id: orgB.organizationId,
      },
    ]);
    const manifests = (
      await admin.query(
        `select manifest_type, status, from_org_id, to_org_id from public.transaction_manifests
          where manifest_type = 'claim' and overall_notes like '%' || $1 || '%'`,
        [lot_id],
      )
    ).rows;
    expect(manifests).toEqual([
      { manifest_type: 'claim', status: 'COMPLETED', from_org_id: orgB.organizationId, to_org_id: orgA.organizationId },
    ]);
    // both sides read it on the lot's history.
    for (const userId of [orgA.manager.userId, orgB.manager.userId]) {
      const seen = await call(
        userId,
        `select id from public.transaction_manifests where manifest_type = 'claim' and overall_notes like '%' || $1 || '%'`,
        [lot_id],
      );
      expect(seen).toHaveLength(1);
    }

    for (const userId of [orgB.admin.userId, orgB.manager.userId]) {
      expect(await refusal(call(userId, REDEEM, [claim_code, null]))).toMatchObject({
        code: 'PT409',
        message: 'claim_code_used',
      });
    }
    // once claimed, the grower cannot issue another code for the lot.
    expect(await refusal(call(orgA.manager.userId, 'select public.new_lot_claim_code($1)', [lot_id]))).toMatchObject({
      code: 'PT409',
      message: 'claim_code_used',
    });
  });

  it('when the code is typed in lower case with spaces instead of dashes, then it still redeems', async () => {
    const { lot_id, claim_code } = await createSource(orgA.manager.userId);
    const typed = ` ${claim_code.toLowerCase().replaceAll('-', ' ')} `;
    const rows = await call(orgB.manager.userId, REDEEM, [typed, null]);
    expect(rows.map((r) => r.seed_lot_id)).toEqual([lot_id]);
  });

  it('when the code is wrong, then PT404 claim_code_invalid', async () => {
    for (const code of ['0000-0000-0000-0000-0000-0000', '', 'not a code']) {
      expect(await refusal(call(orgB.admin.userId, REDEEM, [code, null]))).toMatchObject({
        code: 'PT404',
        message: 'claim_code_invalid',
      });
    }
  });

  it('when the grower revoked the code, then redeeming it is PT404 claim_code_invalid', async () => {
    const { lot_id, claim_code } = await createSource(orgA.manager.userId);
    await commitCall(orgA.manager.userId, 'select public.revoke_lot_claim_code($1)', [lot_id]);
    expect(await refusal(call(orgB.admin.userId, REDEEM, [claim_code, null]))).toMatchObject({
      code: 'PT404',
      message: 'claim_code_invalid',
    });
  });

  it('when the grower issues a new code, then the earlier unredeemed one is revoked and the new one redeems', async () => {
    const { lot_id, claim_code: first } = await createSource(orgA.manager.userId);
    const [{ code: second }] = await commitCall(orgA.admin.userId, 'select public.new_lot_claim_code($1) as code', [
      lot_id,
    ]);
    expect(second).toMatch(CLAIM_CODE);
    expect(second).not.toBe(first);

    const codes = (
      await admin.query(
        `select code_hash = private.claim_code_hash($2) as is_new, revoked_at is not null as revoked
           from public.lot_claim_codes where seed_lot_id = $1 order by created_at, is_new`,
        [lot_id, second],
      )
    ).rows;
    expect(codes).toEqual([
      { is_new: false, revoked: true },
      { is_new: true, revoked: false },
    ]);

    expect(await refusal(call(orgB.admin.userId, REDEEM, [first, null]))).toMatchObject({
      code: 'PT404',
      message: 'claim_code_invalid',
    });
    const rows = await call(orgB.admin.userId, REDEEM, [second, null]);
    expect(rows.map((r) => r.seed_lot_id)).toEqual([lot_id]);
  });

  it('when the grower redeems its own code, then PT409 claim_code_own_lot', async () => {
    const { claim_code } = await createSource(orgA.manager.userId);
    for (const userId of [orgA.admin.userId, orgA.manager.userId]) {
      expect(await refusal(call(userId, REDEEM, [claim_code, null]))).toMatchObject({
        code: 'PT409',
        message: 'claim_code_own_lot',
      });
    }
  });

  it('when a member without a role redeems, then PT403 seed_lot_role_required', async () => {
    const { claim_code } = await createSource(orgB.manager.userId);
    expect(await refusal(call(roleless, REDEEM, [claim_code, null]))).toMatchObject({
      code: 'PT403',
      message: 'seed_lot_role_required',
    });
  });

  it("when orgB redeems with one of its own lots as the source, then the link is made and orgA's lineage shows orgB's lot as a hidden ancestor", async () => {
    const { lot_id, claim_code } = await createSource(orgA.manager.userId);
    const { lot_id: bravoLot } = await createSource(orgB.manager.userId);

    const rows = await commitCall(orgB.manager.userId, REDEEM, [claim_code, bravoLot]);
    expect(rows).toEqual([
      { seed_lot_id: lot_id, crop_name: 'Wheat', variety_name: wheatVarietyName, linked_source_lot_id: bravoLot },
    ]);
    expect(
      (await admin.query('select source_lot_id, purpose from public.source_lots where seed_lot_id = $1', [lot_id]))
        .rows,
    ).toEqual([{ source_lot_id: bravoLot, purpose: 'source' }]);
    expect(
      (await admin.query('select linked_source_lot_id from public.lot_claim_codes where seed_lot_id = $1', [lot_id]))
        .rows,
    ).toEqual([{ linked_source_lot_id: bravoLot }]);

    const lineage = await call(
      orgA.manager.userId,
      'select id, direction, depth, via, relation, visible, status, created_at, crop_name, lot_type, generation from public.seed_lot_lineage($1)',
      [lot_id],
    );
    expect(lineage).toEqual([
      {
        id: bravoLot,
        direction: 'ancestor',
        depth: 1,
        via: lot_id,
        relation: 'source',
        visible: false,
        status: null,
        created_at: null,
        crop_name: 'Wheat',
        lot_type: 'unregistered_source',
        generation: 'F1',
      },
      expect.objectContaining({ id: lot_id, direction: 'self', depth: 0, visible: true, status: 'active' }),
    ]);

    // orgB's lot is now a source: its grower may not delete it for good.
    expect(
      await refusal(call(orgB.manager.userId, 'select public.delete_seed_lot_permanently($1)', [bravoLot])),
    ).toMatchObject({ code: 'PT409', message: 'seed_lot_has_descendants' });
  });

  it('when the source lot is one orgB cannot see (or its own lot in the trash), then PT404 claim_source_lot_not_found and the code stays unredeemed', async () => {
    const { lot_id, claim_code } = await createSource(orgA.manager.userId);
    const { lot_id: otherAlpha } = await createSource(orgA.manager.userId);
    const { lot_id: trashedBravo } = await createSource(orgB.manager.userId);
    await commitCall(orgB.manager.userId, 'select public.soft_delete_seed_lot($1)', [trashedBravo]);
    for (const source of [otherAlpha, trashedBravo, 'SL-20260101-0000000-0000']) {
      expect(await refusal(call(orgB.admin.userId, REDEEM, [claim_code, source]))).toMatchObject({
        code: 'PT404',
        message: 'claim_source_lot_not_found',
      });
    }
    expect(
      await count(
        'select count(*)::int as n from public.lot_claim_codes where seed_lot_id = $1 and redeemed_at is null',
        [lot_id],
      ),
    ).toBe(1);
  });

  it('when a lot is not an unregistered source, then new_lot_claim_code is PT409 claim_code_not_unregistered', async () => {
    const lot = await insertLot(orgA.organizationId);
    expect(await refusal(call(orgA.manager.userId, 'select public.new_lot_claim_code($1)', [lot]))).toMatchObject({
      code: 'PT409',
      message: 'claim_code_not_unregistered',
    });
  });
});

describe('lineage cycles', () => {
  const cycleRefusal = { code: '23514', constraint: 'seed_lots_lineage_acyclic' };

  it('when X would become a source or the parent of Y while Y is already its direct parent, then the trigger refuses', async () => {
    const y = await insertLot(orgA.organizationId);
    const x = await insertLot(orgA.organizationId, { parentLotId: y });
    expect(await refusal(linkSource(y, x))).toMatchObject(cycleRefusal);
    expect(
      await refusal(admin.query('update public.seed_lots set parent_lot_id = $2 where id = $1', [y, x])),
    ).toMatchObject(cycleRefusal);
  });

  it('when Y is an ancestor of X at depth 3 over parent and source links, then making X a source or the parent of Y is refused', async () => {
    // y ← m2 (parent), m2 ← m1 (source), m1 ← x (parent)
    const y = await insertLot(orgA.organizationId);
    const m2 = await insertLot(orgA.organizationId, { parentLotId: y });
    const m1 = await insertLot(orgA.organizationId);
    await linkSource(m1, m2);
    const x = await insertLot(orgA.organizationId, { parentLotId: m1 });

    expect(await refusal(linkSource(y, x))).toMatchObject(cycleRefusal);
    expect(
      await refusal(admin.query('update public.seed_lots set parent_lot_id = $2 where id = $1', [y, x])),
    ).toMatchObject(cycleRefusal);
    // the same chain the other way round: y ← x via a source link, then x as parent of y.
    const z = await insertLot(orgA.organizationId);
    await linkSource(z, x);
    expect(
      await refusal(admin.query('update public.seed_lots set parent_lot_id = $2 where id = $1', [y, z])),
    ).toMatchObject(cycleRefusal);

    // a link that closes no cycle is accepted (a diamond is not a cycle).
    await admin.query('begin');
    try {
      await linkSource(x, y);
      await admin.query('update public.seed_lots set parent_lot_id = $2 where id = $1', [z, y]);
    } finally {
      await admin.query('rollback');
    }
  });
});

describe('seed_lot_lineage', () => {
  const CHAIN = 30;
  const MIDDLE = 15;
  /** lots[i] is lot_(i+1): lot_1 (orgB's) ← lot_2 ← … ← lot_30, links alternating parent and source. */
  let lots: string[];
  /** The link from lot_n to its ancestor lot_(n-1): parent for even n, source for odd n. */
  const relationOf = (n: number) => (n % 2 === 0 ? 'parent' : 'source');

  beforeAll(async () => {
    lots = [await insertLot(orgB.organizationId, { generation: 'G1', lotType: 'unregistered_source' })];
    for (let n = 2; n <= CHAIN; n++) {
      const previous = lots[n - 2]!;
      if (relationOf(n) === 'parent') {
        lots.push(await insertLot(orgA.organizationId, { parentLotId: previous, generation: `G${n}` }));
      } else {
        const lot = await insertLot(orgA.organizationId, { generation: `G${n}` });
        await linkSource(lot, previous);
        lots.push(lot);
      }
    }
  });

  it("when orgA's manager asks for a middle lot's lineage, then one call returns itself, every ancestor and every descendant with its depth", async () => {
    const middle = lots[MIDDLE - 1]!;
    const rows = await call(orgA.manager.userId, 'select * from public.seed_lot_lineage($1)', [middle]);

    const expected = [
      // ancestors lot_14 … lot_1 at depths 1 … 14, then descendants lot_16 … lot_30 at 1 … 15, then self.
      ...Array.from({ length: MIDDLE - 1 }, (_, i) => {
        const n = MIDDLE - 1 - i;
        return { id: lots[n - 1], direction: 'ancestor', depth: i + 1, via: lots[n], relation: relationOf(n + 1) };
      }),
      ...Array.from({ length: CHAIN - MIDDLE }, (_, i) => {
        const n = MIDDLE + 1 + i;
        return { id: lots[n - 1], direction: 'descendant', depth: i + 1, via: lots[n - 2], relation: relationOf(n) };
      }),
      { id: middle, direction: 'self', depth: 0, via: null, relation: null },
    ];
    expect(rows.map(({ id, direction, depth, via, relation }) => ({ id, direction, depth, via, relation }))).toEqual(
      expected,
    );
    expect(rows).toHaveLength(CHAIN);

    const alphaRows = rows.filter((r) => r.id !== lots[0]);
    for (const row of alphaRows) {
      expect(row).toMatchObject({ visible: true, status: 'active', crop_name: 'Wheat', deleted_at: null });
      expect(row.created_at).toBeInstanceOf(Date);
    }
    const top = rows.find((r) => r.id === lots[0]);
    expect(top).toEqual({
      id: lots[0],
      direction: 'ancestor',
      depth: MIDDLE - 1,
      via: lots[1],
      relation: 'parent',
      purpose: null,
      lot_type: 'unregistered_source',
      crop_name: 'Wheat',
      variety_name: wheatVarietyName,
      generation: 'G1',
      visible: false,
      status: null,
      deleted_at: null,
      created_at: null,
    });
    const sourceRow = rows.find((r) => r.id === lots[MIDDLE - 2]);
    expect(sourceRow).toMatchObject({ relation: 'source', purpose: 'source' });
  });

  it("when orgB's admin asks for the lineage of an orgA lot it cannot see, then zero rows; of its own top lot, then the orgA descendants come hidden", async () => {
    expect(await call(orgB.admin.userId, 'select * from public.seed_lot_lineage($1)', [lots[MIDDLE - 1]])).toEqual([]);
    expect(await call(loner, 'select * from public.seed_lot_lineage($1)', [lots[MIDDLE - 1]])).toEqual([]);

    const own = await call(
      orgB.admin.userId,
      'select id, direction, depth, visible, status from public.seed_lot_lineage($1)',
      [lots[0]],
    );
    expect(own).toHaveLength(CHAIN);
    expect(own.at(-1)).toEqual({ id: lots[0], direction: 'self', depth: 0, visible: true, status: 'active' });
    for (const row of own.slice(0, -1)) {
      expect(row).toMatchObject({ direction: 'descendant', visible: false, status: null });
    }
  });

  it('when anon asks for a lineage, then execute permission is denied', async () => {
    expect(await refusal(call(null, 'select * from public.seed_lot_lineage($1)', [lots[0]]))).toMatchObject({
      code: '42501',
    });
  });

  it("when a member calls the lineage query itself with another organization's id, then execute permission is denied", async () => {
    expect(
      await refusal(
        call(orgB.admin.userId, 'select * from private.lot_lineage($1, $2)', [lots[MIDDLE - 1], orgA.organizationId]),
      ),
    ).toMatchObject({ code: '42501' });
  });

  it("when a member calls the list row query itself with another organization's id, then execute permission is denied", async () => {
    expect(
      await refusal(
        call(orgB.admin.userId, 'select * from private.lot_list_rows($1::text[], $2)', [
          [lots[MIDDLE - 1]],
          orgA.organizationId,
        ]),
      ),
    ).toMatchObject({ code: '42501' });
  });
});
