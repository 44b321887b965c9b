// Row-level security of public.crops, public.varieties and public.organization_variety_data
// (20261123050000_varieties.sql) and the master data every database loads
// (20261123050100_varieties_master_data.sql, from supabase/data/notified-varieties-mp-mh.yaml).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { createDb, type Db } from '../../apps/bff/src/db/db';
import { createPool } from '../../apps/bff/src/db/pool';
import { parseVarietiesFile, VARIETIES_DATA_FILE } from '../../apps/bff/src/db/master-data/varieties-master-data';
import { findRepoRoot } from '../../apps/bff/src/shared/repo-root';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { asUser, insertTwoOrganizations, type Member } from './accounts-fixtures';

let admin: pg.Client;
let db: Db;
let orgA: { organizationId: string; admin: Member; manager: Member };
let orgB: { organizationId: string; admin: Member; manager: Member };
let roleless: string;
let loner: string;
let wheat: string;
let chickpea: string;
let hi1544: string;
let gw366: string;
let privateA: string;
let sharedA: string;
let removedSharedA: string;
let privateB: string;

async function insertOrganizationVariety(
  organizationId: string,
  values: { name: string; masterId?: string; visibility?: 'private' | 'shared'; isActive?: boolean },
): Promise<string> {
  const { rows } = await admin.query(
    `insert into public.organization_variety_data
       (organization_id, master_variety_id, crop_id, display_name, seasons, recommended_states, visibility, is_active)
     values ($1, $2, $3, $4, '{rabi}', '{Maharashtra}', $5, $6) returning id`,
    [
      organizationId,
      values.masterId ?? null,
      wheat,
      values.name,
      values.visibility ?? 'private',
      values.isActive ?? true,
    ],
  );
  return rows[0].id;
}

const IMPORT = `insert into public.organization_variety_data
    (organization_id, master_variety_id, crop_id, display_name, characteristics, seasons, recommended_states, maturity_days)
  values ($1, $2, $3, 'Imported', '{"Yield (q/ha)": 59.4, "Grain": "amber"}', '{rabi}', '{"Madhya Pradesh"}', 120)
  returning id, visibility, is_active, last_updated_by, characteristics`;

beforeAll(async () => {
  admin = new pg.Client({ connectionString: inject('databaseAdminUrl') });
  await admin.connect();
  db = createDb(createPool({ connectionString: inject('databaseUrl'), max: 2 }));
  ({ orgA, orgB, roleless, loner } = await insertTwoOrganizations(admin, 'Variety'));
  const crops = (await admin.query(`select id, name from public.crops where name in ('Wheat', 'Chickpea')`)).rows;
  wheat = crops.find((c) => c.name === 'Wheat').id;
  chickpea = crops.find((c) => c.name === 'Chickpea').id;
  const master = async (name: string) =>
    (await admin.query(`select id from public.varieties where name = $1 and crop_id = $2`, [name, wheat])).rows[0].id;
  hi1544 = await master('HI 1544');
  gw366 = await master('GW 366');
  privateA = await insertOrganizationVariety(orgA.organizationId, { name: 'Alpha HI 1544', masterId: hi1544 });
  sharedA = await insertOrganizationVariety(orgA.organizationId, { name: 'Alpha Shared', visibility: 'shared' });
  removedSharedA = await insertOrganizationVariety(orgA.organizationId, {
    name: 'Alpha Removed',
    visibility: 'shared',
    isActive: false,
  });
  privateB = await insertOrganizationVariety(orgB.organizationId, { name: 'Bravo Private' });
});

afterAll(async () => {
  await db.close();
  await admin.end();
});

const ids = (rows: { id: string }[]) => rows.map((r) => r.id).sort();
/**
 * The rows of this file's two organizations a caller sees: other test files of the run share
 * the database and add active shared rows of their own, which every signed-in user sees too.
 */
const ROWS_OF_A_AND_B = 'select id from public.organization_variety_data where organization_id = any($1::uuid[])';

describe('master data', () => {
  it('when the migrations have run, then every row of the data file is a variety with its source and notification', async () => {
    const yamlRows = parseVarietiesFile(await readFile(path.join(findRepoRoot(), VARIETIES_DATA_FILE), 'utf8'));
    const { rows } = await admin.query(
      `select c.name as crop, v.name, v.source_key, v.source_title, v.source_tier::text, v.notification_number,
              to_char(v.notification_date, 'YYYY-MM-DD') as notification_date, v.recommended_states::text[] as states
         from public.varieties v join public.crops c on c.id = v.crop_id`,
    );
    expect(rows).toHaveLength(109);
    expect(rows).toHaveLength(yamlRows.length);
    const byKey = new Map(rows.map((r) => [r.source_key, r]));
    for (const row of yamlRows) {
      expect(byKey.get(row.sourceKey)).toEqual({
        crop: row.crop,
        name: row.name,
        source_key: row.sourceKey,
        source_title: row.sourceTitle,
        source_tier: row.sourceTier,
        notification_number: row.notificationNumber,
        notification_date: row.notificationDate,
        states: row.recommendedStates,
      });
    }
  });

  it('when the crops are read, then the crops of the Indian seed trade are there with their names and hybrid flags', async () => {
    const { rows } = await admin.query(
      'select name, scientific_name, hindi_name, is_hybrid_capable from public.crops order by name',
    );
    expect(rows).toHaveLength(20);
    const crop = (name: string) => rows.find((r) => r.name === name);
    for (const name of [
      'Paddy',
      'Maize',
      'Cotton',
      'Mustard',
      'Bajra',
      'Jowar',
      'Tomato',
      'Brinjal',
      'Chilli',
      'Okra',
    ]) {
      expect(crop(name)?.is_hybrid_capable).toBe(true);
    }
    for (const name of ['Wheat', 'Chickpea', 'Soybean', 'Pigeon pea', 'Groundnut']) {
      expect(crop(name)?.is_hybrid_capable).toBe(false);
    }
    expect(crop('Wheat')).toMatchObject({ scientific_name: 'Triticum aestivum L.', hindi_name: 'गेहूँ' });
  });

  it('when the master data migration runs again, then nothing is added (idempotent)', async () => {
    const sql = await readFile(
      path.join(findRepoRoot(), 'supabase/migrations/20261123050100_varieties_master_data.sql'),
      'utf8',
    );
    await admin.query('begin');
    try {
      await admin.query(sql);
      expect((await admin.query('select count(*)::int as n from public.varieties')).rows[0].n).toBe(109);
    } finally {
      await admin.query('rollback');
    }
  });
});

describe('crops and varieties: read-only master rows', () => {
  it('when a member without a role, a manager or a user without organization reads them, then all come back', async () => {
    for (const userId of [roleless, orgA.manager.userId, loner]) {
      const counts = await asUser(db, userId, async (tx) => [
        (await tx.query('select count(*)::int as n from public.crops')).rows[0].n,
        (await tx.query('select count(*)::int as n from public.varieties')).rows[0].n,
      ]);
      expect(counts).toEqual([20, 109]);
    }
  });

  it('when anon reads them, then permission is denied (the catalogue needs sign-in)', async () => {
    for (const table of ['crops', 'varieties']) {
      await expect(asUser(db, null, (tx) => tx.query(`select id from public.${table}`))).rejects.toThrow(
        /permission denied/,
      );
    }
  });

  it('when even an admin inserts, updates or deletes master rows, then it is refused', async () => {
    const attempts = [
      `insert into public.crops (name) values ('Barley')`,
      `update public.crops set name = 'Renamed' where id = '${wheat}'`,
      `delete from public.crops where id = '${wheat}'`,
      `insert into public.varieties (crop_id, name, source_key) values ('${wheat}', 'Forged', 'forged')`,
      `update public.varieties set name = 'Renamed' where id = '${hi1544}'`,
      `delete from public.varieties where id = '${hi1544}'`,
    ];
    for (const sql of attempts) {
      await expect(asUser(db, orgA.admin.userId, (tx) => tx.query(sql))).rejects.toThrow(/permission denied/);
    }
  });
});

describe('organization_variety_data: select', () => {
  it("when a member without a role reads, then their organization's rows come back, the removed one too", async () => {
    const rows = await asUser(
      db,
      roleless,
      async (tx) => (await tx.query(ROWS_OF_A_AND_B, [[orgA.organizationId, orgB.organizationId]])).rows,
    );
    expect(ids(rows)).toEqual([privateA, sharedA, removedSharedA].sort());
  });

  it("when another organization's admin or a user without organization reads, then only the active shared row comes back", async () => {
    const adminB = await asUser(
      db,
      orgB.admin.userId,
      async (tx) => (await tx.query(ROWS_OF_A_AND_B, [[orgA.organizationId, orgB.organizationId]])).rows,
    );
    expect(ids(adminB)).toEqual([privateB, sharedA].sort());
    const lonely = await asUser(
      db,
      loner,
      async (tx) => (await tx.query(ROWS_OF_A_AND_B, [[orgA.organizationId, orgB.organizationId]])).rows,
    );
    expect(ids(lonely)).toEqual([sharedA]);
  });

  it('when anon reads, then nothing', async () => {
    const rows = await asUser(
      db,
      null,
      async (tx) =>
        (await tx.query('select id from public.organization_variety_data').catch(() => ({ rows: [] }))).rows,
    );
    expect(rows).toEqual([]);
  });
});

describe('organization_variety_data: insert', () => {
  it('when a manager imports a master into their organization, then it is private, active, theirs and keeps numbers as numbers', async () => {
    const row = await asUser(
      db,
      orgA.manager.userId,
      async (tx) => (await tx.query(IMPORT, [orgA.organizationId, gw366, wheat])).rows[0],
    );
    expect(row).toMatchObject({
      visibility: 'private',
      is_active: true,
      last_updated_by: orgA.manager.userId,
      characteristics: { 'Yield (q/ha)': 59.4, Grain: 'amber' },
    });
  });

  it('when a manager imports a master their organization already holds, then the unique index refuses; another organization may', async () => {
    await expect(
      asUser(db, orgA.manager.userId, (tx) => tx.query(IMPORT, [orgA.organizationId, hi1544, wheat])),
    ).rejects.toThrow(/organization_variety_data_master_once/);
    const count = await asUser(
      db,
      orgB.manager.userId,
      async (tx) => (await tx.query(IMPORT, [orgB.organizationId, hi1544, wheat])).rowCount,
    );
    expect(count).toBe(1);
  });

  it('when the held copy was removed, then the master can be imported again', async () => {
    const count = await asUser(db, orgA.admin.userId, async (tx) => {
      await tx.query('update public.organization_variety_data set is_active = false where id = $1', [privateA]);
      return (await tx.query(IMPORT, [orgA.organizationId, hi1544, wheat])).rowCount;
    });
    expect(count).toBe(1);
  });

  it("when the master is not of the row's crop, or characteristics hold a list, then it is refused", async () => {
    await expect(
      asUser(db, orgA.manager.userId, (tx) => tx.query(IMPORT, [orgA.organizationId, gw366, chickpea])),
    ).rejects.toThrow('The master variety is not of the selected crop');
    await expect(
      asUser(db, orgA.manager.userId, (tx) =>
        tx.query(
          `insert into public.organization_variety_data (organization_id, crop_id, display_name, characteristics)
           values ($1, $2, 'Custom', '{"Traits": ["a", "b"]}')`,
          [orgA.organizationId, wheat],
        ),
      ),
    ).rejects.toThrow(/check constraint/);
  });

  it('when a manager inserts into another organization, then the policy refuses', async () => {
    await expect(
      asUser(db, orgB.manager.userId, (tx) => tx.query(IMPORT, [orgA.organizationId, gw366, wheat])),
    ).rejects.toThrow(/row-level security/);
  });

  it('when a member without a role, a user without organization or anon inserts, then it is refused', async () => {
    for (const userId of [roleless, loner, null]) {
      await expect(asUser(db, userId, (tx) => tx.query(IMPORT, [orgA.organizationId, gw366, wheat]))).rejects.toThrow(
        /row-level security|permission denied/,
      );
    }
  });
});

describe('organization_variety_data: update', () => {
  it("when a manager edits or removes their organization's variety, then one row changes each time", async () => {
    const counts = await asUser(db, orgA.manager.userId, async (tx) => [
      (
        await tx.query(
          `update public.organization_variety_data set display_name = 'Renamed', visibility = 'shared',
             seasons = '{rabi,summer}', maturity_days = 110 where id = $1`,
          [privateA],
        )
      ).rowCount,
      (await tx.query('update public.organization_variety_data set is_active = false where id = $1', [sharedA]))
        .rowCount,
    ]);
    expect(counts).toEqual([1, 1]);
  });

  it("when another organization's admin edits the shared row, or a member without a role edits any, then nothing changes", async () => {
    for (const [userId, id] of [
      [orgB.admin.userId, sharedA],
      [roleless, privateA],
      [roleless, sharedA],
    ] as const) {
      const count = await asUser(
        db,
        userId,
        async (tx) =>
          (await tx.query(`update public.organization_variety_data set display_name = 'Hijacked' where id = $1`, [id]))
            .rowCount,
      );
      expect(count).toBe(0);
    }
  });

  it('when a manager moves a row to another organization, crop or master, then it is refused', async () => {
    for (const [column, value] of [
      ['organization_id', orgB.organizationId],
      ['crop_id', chickpea],
      ['master_variety_id', gw366],
    ] as const) {
      await expect(
        asUser(db, orgA.manager.userId, (tx) =>
          tx.query(`update public.organization_variety_data set ${column} = $2 where id = $1`, [privateA, value]),
        ),
      ).rejects.toThrow(/permission denied/);
    }
  });
});

describe('organization_variety_data: delete', () => {
  it('when even an admin of the organization deletes a row, then it is refused (removal sets is_active false)', async () => {
    await expect(
      asUser(db, orgA.admin.userId, (tx) =>
        tx.query('delete from public.organization_variety_data where id = $1', [privateA]),
      ),
    ).rejects.toThrow(/permission denied/);
    expect(
      (await admin.query('select count(*)::int as n from public.organization_variety_data where id = $1', [privateA]))
        .rows[0].n,
    ).toBe(1);
  });
});
