// Row-level security of public.farms (20261122040000_farms.sql) and the farms functions
// (20261122040100_farms_functions.sql): for each operation one allowed and one denied case,
// and members of another organization, users without one and anon getting nothing.
import pg from 'pg';
import { createDb, type Db } from '../../apps/bff/src/db/db';
import { createPool } from '../../apps/bff/src/db/pool';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { asUser, insertTwoOrganizations, type Member } from './accounts-fixtures';

let admin: pg.Client;
let db: Db;
let orgA: { organizationId: string; admin: Member; manager: Member };
let orgB: { organizationId: string; admin: Member; manager: Member };
let roleless: string;
let loner: string;
let farmA: string;
let farmB: string;

const SQUARE = (lng: number, lat: number) =>
  `SRID=4326;POLYGON((${lng} ${lat}, ${lng + 0.01} ${lat}, ${lng + 0.01} ${lat + 0.01}, ${lng} ${lat + 0.01}, ${lng} ${lat}))`;

async function insertFarm(organizationId: string, growerId: string, name: string, lng: number): Promise<string> {
  const { rows } = await admin.query(
    `insert into public.farms (organization_id, grower_id, name, address, total_area, ownership_status, irrigation_method, boundary)
     values ($1, $2, $3, 'Nashik', 10, 'owned', 'drip', $4::extensions.geography) returning id`,
    [organizationId, growerId, name, SQUARE(lng, 20)],
  );
  return rows[0].id;
}

const INSERT = `insert into public.farms (organization_id, name, address, total_area, boundary)
  values ($1, 'New', 'Pune', 5, $2::extensions.geography) returning id, grower_id`;

beforeAll(async () => {
  admin = new pg.Client({ connectionString: inject('databaseAdminUrl') });
  await admin.connect();
  db = createDb(createPool({ connectionString: inject('databaseUrl'), max: 2 }));
  ({ orgA, orgB, roleless, loner } = await insertTwoOrganizations(admin, 'Farm'));
  farmA = await insertFarm(orgA.organizationId, orgA.admin.userId, 'Alpha Farm', 73.7);
  farmB = await insertFarm(orgB.organizationId, orgB.admin.userId, 'Bravo Farm', 75.7);
});

afterAll(async () => {
  await db.close();
  await admin.end();
});

const farmIds = (rows: { id: string }[]) => rows.map((r) => r.id);

describe('farms: select', () => {
  it("when a manager or a member without a role reads farms, then exactly their organization's come back", async () => {
    for (const userId of [orgA.manager.userId, roleless]) {
      const rows = await asUser(db, userId, async (tx) => (await tx.query('select id from public.farms')).rows);
      expect(farmIds(rows)).toEqual([farmA]);
    }
  });

  it('when another organization, a user without one or anon reads farm A, then nothing', async () => {
    for (const userId of [orgB.admin.userId, loner, null]) {
      const rows = await asUser(
        db,
        userId,
        async (tx) =>
          (await tx.query('select id from public.farms where id = $1', [farmA]).catch(() => ({ rows: [] }))).rows,
      );
      expect(rows).toEqual([]);
    }
  });
});

describe('farms: insert', () => {
  it('when a manager creates a farm in their organization, then it is stored with them as grower and the sphere area', async () => {
    const row = await asUser(db, orgA.manager.userId, async (tx) => {
      const inserted = (await tx.query(INSERT, [orgA.organizationId, SQUARE(74, 21)])).rows[0];
      const area = (
        await tx.query(
          'select boundary_area_sq_m, extensions.st_area(boundary, false) as sphere from public.farms where id = $1',
          [inserted.id],
        )
      ).rows[0];
      return { ...inserted, ...area };
    });
    expect(row.grower_id).toBe(orgA.manager.userId);
    expect(row.boundary_area_sq_m).toBeCloseTo(row.sphere, 6);
  });

  it('when a manager inserts into another organization, then the policy refuses', async () => {
    await expect(
      asUser(db, orgB.manager.userId, (tx) => tx.query(INSERT, [orgA.organizationId, SQUARE(74, 21)])),
    ).rejects.toThrow(/row-level security/);
  });

  it('when a member without a role, a user without organization or anon inserts, then it is refused', async () => {
    for (const userId of [roleless, loner, null]) {
      await expect(asUser(db, userId, (tx) => tx.query(INSERT, [orgA.organizationId, SQUARE(74, 21)]))).rejects.toThrow(
        /row-level security|permission denied/,
      );
    }
  });

  it('when a manager claims another grower, then the policy refuses', async () => {
    await expect(
      asUser(db, orgA.manager.userId, (tx) =>
        tx.query(
          `insert into public.farms (organization_id, grower_id, name, boundary) values ($1, $2, 'X', $3::extensions.geography)`,
          [orgA.organizationId, orgA.admin.userId, SQUARE(74, 21)],
        ),
      ),
    ).rejects.toThrow(/row-level security/);
  });

  it('when the boundary crosses itself, then the trigger refuses it with a clear message', async () => {
    await expect(
      asUser(db, orgA.manager.userId, (tx) =>
        tx.query(INSERT, [orgA.organizationId, 'SRID=4326;POLYGON((73 20, 73.01 20.01, 73.01 20, 73 20.01, 73 20))']),
      ),
    ).rejects.toThrow('The boundary must not cross itself');
  });
});

describe('farms: update', () => {
  it("when an admin edits their organization's farm, then one row changes", async () => {
    const count = await asUser(
      db,
      orgA.admin.userId,
      async (tx) => (await tx.query(`update public.farms set name = 'Renamed' where id = $1`, [farmA])).rowCount,
    );
    expect(count).toBe(1);
  });

  it("when another organization's admin or a member without a role edits farm A, then nothing changes", async () => {
    for (const userId of [orgB.admin.userId, roleless]) {
      const count = await asUser(
        db,
        userId,
        async (tx) => (await tx.query(`update public.farms set name = 'Hijacked' where id = $1`, [farmA])).rowCount,
      );
      expect(count).toBe(0);
    }
  });

  it('when a manager moves a farm to another organization or changes its grower, then it is refused', async () => {
    await expect(
      asUser(db, orgA.manager.userId, (tx) =>
        tx.query('update public.farms set organization_id = $2 where id = $1', [farmA, orgB.organizationId]),
      ),
    ).rejects.toThrow(/permission denied/);
    await expect(
      asUser(db, orgA.manager.userId, (tx) =>
        tx.query('update public.farms set grower_id = $2 where id = $1', [farmA, orgA.manager.userId]),
      ),
    ).rejects.toThrow(/permission denied/);
  });
});

describe('farms: delete', () => {
  it('when even an admin of the organization deletes a farm, then it is refused (the spec has no delete)', async () => {
    await expect(
      asUser(db, orgA.admin.userId, (tx) => tx.query('delete from public.farms where id = $1', [farmA])),
    ).rejects.toThrow(/permission denied/);
    expect((await admin.query('select count(*)::int as n from public.farms where id = $1', [farmA])).rows[0].n).toBe(1);
  });
});

describe('farms functions', () => {
  it('when a member calls get_farm_with_boundary, then the farm comes with a closed GeoJSON ring; another organization gets null', async () => {
    const mine = await asUser(
      db,
      orgA.manager.userId,
      async (tx) => (await tx.query('select public.get_farm_with_boundary($1) as f', [farmA])).rows[0].f,
    );
    const theirs = await asUser(
      db,
      orgB.manager.userId,
      async (tx) => (await tx.query('select public.get_farm_with_boundary($1) as f', [farmA])).rows[0].f,
    );

    expect(mine.id).toBe(farmA);
    expect(mine.boundary.type).toBe('Polygon');
    expect(mine.boundary.coordinates[0][0]).toEqual(mine.boundary.coordinates[0][4]);
    expect(theirs).toBeNull();
  });

  it('when anon calls the farm functions, then permission is denied', async () => {
    await expect(
      asUser(db, null, (tx) => tx.query('select public.get_farm_with_boundary($1)', [farmA])),
    ).rejects.toThrow(/permission denied/);
  });

  it("when members read the activity and the counts, then only their organization's farms count", async () => {
    const [activity, stats] = await asUser(db, orgB.manager.userId, async (tx) => [
      (await tx.query('select subject_id, kind, counter, delta from public.activity_events')).rows,
      (await tx.query('select organization_id, farms, testing_requests from public.organization_stats')).rows,
    ]);
    expect(activity).toEqual([{ subject_id: farmB, kind: 'farm_created', counter: 'farms', delta: 1 }]);
    expect(
      stats.map((r: { organization_id: string; farms: string; testing_requests: string }) => [
        r.organization_id,
        Number(r.farms),
        Number(r.testing_requests),
      ]),
    ).toEqual([[orgB.organizationId, 1, 0]]);
  });

  it('when anyone but the database itself writes activity, then it is refused: events are append-only facts', async () => {
    await expect(
      asUser(db, orgA.admin.userId, (tx) =>
        tx.query(`select private.record_activity($1, 'farm_created', $2, 'Forged', null, 'farms', 1::smallint)`, [
          orgA.organizationId,
          farmA,
        ]),
      ),
    ).rejects.toThrow(/permission denied/);
    await expect(
      asUser(db, orgA.admin.userId, (tx) =>
        tx.query(
          `insert into public.activity_events (organization_id, kind, subject_id, title) values ($1, 'farm_created', $2, 'x')`,
          [orgA.organizationId, farmA],
        ),
      ),
    ).rejects.toThrow(/permission denied/);
    await expect(
      asUser(db, orgA.admin.userId, (tx) => tx.query(`update public.organization_stats set farms = 100`)),
    ).rejects.toThrow(/permission denied/);
    await expect(admin.query(`update public.activity_events set title = 'Rewritten'`)).rejects.toThrow(
      /activity_events_append_only/,
    );
  });
});
