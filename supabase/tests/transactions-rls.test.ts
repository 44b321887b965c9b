// Row-level security of the transactions slice (20261123090000_transactions.sql and the policies
// in supabase/schemas/policies): lot_ledger_entries is read by every organization that sees the
// lot (it grows the lot or owns some of it, as for lot_ownership) and written only by
// public.create_transaction and the other flows, never directly; manifests and their items are
// read by the sender and the receiver. The ledger is made by the real functions, called as the
// organizations' managers.
import pg from 'pg';
import { createDb, type Db } from '../../apps/bff/src/db/db';
import { createPool } from '../../apps/bff/src/db/pool';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  asUser,
  commitAs,
  insertOrganizationWithMembers,
  insertTwoOrganizations,
  type Member,
} from './accounts-fixtures';

let admin: pg.Client;
let db: Db;
let orgA: { organizationId: string; admin: Member; manager: Member };
let orgB: { organizationId: string; admin: Member; manager: Member };
let orgC: { organizationId: string; admin: Member; manager: Member };
let roleless: string;
let loner: string;
/** A's lot, of which A transferred 10 Kg to B; the lot B received (its child); C's lot, adjusted by C alone. */
let lotA: string;
let delivered: string;
let lotC: string;
/** The transfer A → B and C's adjustment. */
let transferAB: string;
let adjustmentC: string;

async function insertLot(growerOrganizationId: string, quantity: number): Promise<string> {
  const { variety_id, crop_id } = (
    await admin.query(
      `select v.id as variety_id, v.crop_id from public.varieties v join public.crops c on c.id = v.crop_id
        where c.name = 'Wheat' order by v.name limit 1`,
    )
  ).rows[0];
  const id = (
    await admin.query(
      `insert into public.seed_lots (lot_type, status, crop_id, variety_id, grower_organization_id, quantity, quantity_unit)
       values ('raw_production', 'active', $1, $2, $3, $4, 'Kg') returning id`,
      [crop_id, variety_id, growerOrganizationId, quantity],
    )
  ).rows[0].id;
  await admin.query(
    `insert into public.lot_ownership (seed_lot_id, owner_organization_id, quantity_owned, unit_of_measure)
     values ($1, $2, $3, 'Kg')`,
    [id, growerOrganizationId, quantity],
  );
  return id;
}

const CREATE = `select manifest_id from public.create_transaction(
  manifest_type => $1::public.manifest_type, items => $2::jsonb, recipient_organization_id => $3, overall_notes => $4)`;

/** What a caller reads of the ledger of `lots`: (organization, change) pairs, sorted. */
const LEDGER = `select organization_id, quantity_change::float8 as change from public.lot_ledger_entries
  where seed_lot_id = any($1::text[]) order by organization_id, quantity_change`;

async function ledgerAs(userId: string | null, lots: string[]) {
  return asUser(db, userId, async (tx) => (await tx.query(LEDGER, [lots])).rows);
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

beforeAll(async () => {
  admin = new pg.Client({ connectionString: inject('databaseAdminUrl') });
  await admin.connect();
  db = createDb(createPool({ connectionString: inject('databaseUrl'), max: 2 }));
  ({ orgA, orgB, roleless, loner } = await insertTwoOrganizations(admin, 'LedgerRls'));
  orgC = await insertOrganizationWithMembers(admin, 'LedgerRlsCharlie');
  lotA = await insertLot(orgA.organizationId, 100);
  lotC = await insertLot(orgC.organizationId, 50);

  transferAB = await commitAs(
    db,
    orgA.manager.userId,
    async (tx) =>
      (
        await tx.query(CREATE, [
          'TRANSFER',
          JSON.stringify([{ lot_id: lotA, quantity: 10, unit: 'Kg' }]),
          orgB.organizationId,
          null,
        ])
      ).rows[0].manifest_id,
  );
  delivered = (
    await admin.query('select delivered_lot_id from public.transaction_manifest_items where manifest_id = $1', [
      transferAB,
    ])
  ).rows[0].delivered_lot_id;
  adjustmentC = await commitAs(
    db,
    orgC.manager.userId,
    async (tx) =>
      (
        await tx.query(CREATE, [
          'ADJUSTMENT',
          JSON.stringify([{ lot_id: lotC, quantity: 48, unit: 'Kg' }]),
          null,
          'two bags torn',
        ])
      ).rows[0].manifest_id,
  );
});

afterAll(async () => {
  await db.close();
  await admin.end();
});

describe('lot_ledger_entries: select', () => {
  it('when members read the ledger of a transfer, then each organization sees the entries of the lots it grows or owns: the sender its −10 on its lot, the receiver its +10 on the lot it received', async () => {
    const lots = [lotA, delivered, lotC];
    for (const userId of [orgA.manager.userId, orgA.admin.userId]) {
      expect(await ledgerAs(userId, lots)).toEqual([{ organization_id: orgA.organizationId, change: -10 }]);
    }
    for (const userId of [orgB.admin.userId, orgB.manager.userId]) {
      expect(await ledgerAs(userId, lots)).toEqual([{ organization_id: orgB.organizationId, change: 10 }]);
    }
  });

  it("when an organization that neither grows nor owns the lot reads its ledger, then nothing; C's adjustment is C's alone", async () => {
    expect(await ledgerAs(orgC.admin.userId, [lotA, delivered])).toEqual([]);
    expect(await ledgerAs(orgC.manager.userId, [lotC])).toEqual([{ organization_id: orgC.organizationId, change: -2 }]);
    for (const userId of [orgA.manager.userId, orgB.admin.userId]) {
      expect(await ledgerAs(userId, [lotC])).toEqual([]);
    }
  });

  it('when a user without an organization reads the ledger, then nothing; anon is refused', async () => {
    expect(await ledgerAs(loner, [lotA, delivered, lotC])).toEqual([]);
    expect(await refusal(ledgerAs(null, [lotA]))).toMatchObject({ code: '42501' });
  });

  it("when a member of the sender without a role reads the ledger, then they see their organization's entries as its managers do", async () => {
    expect(await ledgerAs(roleless, [lotA, delivered, lotC])).toEqual([
      { organization_id: orgA.organizationId, change: -10 },
    ]);
  });
});

describe('lot_ledger_entries: writes', () => {
  it('when even an admin inserts, changes or deletes a ledger entry directly, then permission is denied and the ledger is unchanged', async () => {
    const entry = (
      await admin.query('select id, manifest_item_id from public.lot_ledger_entries where seed_lot_id = $1 limit 1', [
        lotA,
      ])
    ).rows[0];
    const writes = [
      [
        `insert into public.lot_ledger_entries (manifest_item_id, seed_lot_id, organization_id, quantity_change, unit)
         values ($1, $2, $3, 1000, 'Kg')`,
        [entry.manifest_item_id, lotA, orgA.organizationId],
      ],
      ['update public.lot_ledger_entries set quantity_change = 1000 where id = $1', [entry.id]],
      ['delete from public.lot_ledger_entries where id = $1', [entry.id]],
    ] as const;
    for (const [sql, params] of writes) {
      expect(await refusal(asUser(db, orgA.admin.userId, (tx) => tx.query(sql, [...params])))).toMatchObject({
        code: '42501',
      });
    }
    const count = await admin.query('select count(*)::int as n from public.lot_ledger_entries where seed_lot_id = $1', [
      lotA,
    ]);
    expect(count.rows[0].n).toBe(1);
  });
});

describe('transaction manifests: select and writes', () => {
  const MANIFESTS = 'select id from public.transaction_manifests where id = any($1::uuid[]) order by id';
  const ITEMS = 'select seed_lot_id from public.transaction_manifest_items where manifest_id = any($1::uuid[])';
  const read = (userId: string | null) =>
    asUser(db, userId, async (tx) => ({
      manifests: (await tx.query(MANIFESTS, [[transferAB, adjustmentC]])).rows.map((r) => r.id),
      items: (await tx.query(ITEMS, [[transferAB, adjustmentC]])).rows.map((r) => r.seed_lot_id),
    }));

  it('when the sender or the receiver reads the transfer, then it comes with its item; the third organization sees only its own adjustment', async () => {
    expect(await read(orgA.manager.userId)).toEqual({ manifests: [transferAB], items: [lotA] });
    expect(await read(orgB.admin.userId)).toEqual({ manifests: [transferAB], items: [lotA] });
    expect(await read(orgC.admin.userId)).toEqual({ manifests: [adjustmentC], items: [lotC] });
  });

  it('when a user without an organization reads manifests, then nothing; anon is refused', async () => {
    expect(await read(loner)).toEqual({ manifests: [], items: [] });
    expect(await refusal(read(null))).toMatchObject({ code: '42501' });
  });

  it("when the receiver's admin changes or deletes the manifest directly, then permission is denied", async () => {
    for (const sql of [
      `update public.transaction_manifests set status = 'CANCELLED' where id = $1`,
      'delete from public.transaction_manifests where id = $1',
    ]) {
      expect(await refusal(asUser(db, orgB.admin.userId, (tx) => tx.query(sql, [transferAB])))).toMatchObject({
        code: '42501',
      });
    }
    const status = await admin.query('select status from public.transaction_manifests where id = $1', [transferAB]);
    expect(status.rows[0].status).toBe('COMPLETED');
  });
});
