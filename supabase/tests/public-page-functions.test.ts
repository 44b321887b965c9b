// 20261127030000: the public verification page's functions are the BFF's alone (service_role), so
// PostgREST / Supabase RPC cannot skip its per-client limits and form checks or forge scans; and
// private.is_lot_ancestor, a security-definer lineage walk with no visibility check, is no longer an
// oracle of another organization's lineage — while the lineage-cycle trigger that uses it still works.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { SERVICE, createDb, type Db } from '../../apps/bff/src/db/db';
import { createPool } from '../../apps/bff/src/db/pool';
import { asUser, insertTwoOrganizations, type Member } from './accounts-fixtures';

let admin: pg.Client;
let db: Db;
let orgA: { organizationId: string; admin: Member; manager: Member };
let orgB: { organizationId: string; admin: Member; manager: Member };

const PAGE_CALLS = [
  `select public.verify_code('AAAAAAAAAAAAAAAAAAAAAA', null, 'phone', 12.3, 45.6, null)`,
  `select public.verify_gs1('00000000000017', '2026031412345670001', '1', null, 'phone', 12.3, 45.6, null)`,
  `select public.report_suspicious_packet('AAAAAAAAAAAAAAAAAAAAAA', 'Shop', 'Place', null, null)`,
  `select public.report_suspicious_gs1_packet('00000000000017', '2026031412345670001', '1', 'Shop', 'Place', null, null)`,
  `select public.locate_scan(repeat('a', 64), 12.3, 45.6)`,
];

/** The SQLSTATE a statement fails with in a rolled-back transaction as `who`, or 'ok'. */
async function outcome(who: string | null | 'service_role', sql: string, params: unknown[] = []): Promise<string> {
  try {
    if (who === 'service_role') {
      await db.unitOfWork(SERVICE, {}, async (tx) => {
        await tx.query(sql, params);
        throw new Error('roll back');
      });
    } else {
      await asUser(db, who, (tx) => tx.query(sql, params));
    }
    return 'ok';
  } catch (error) {
    const { code, message } = error as { code?: string; message: string };
    return message === 'roll back' ? 'ok' : (code ?? message);
  }
}

async function insertLot(organizationId: string, parentLotId: string | null = null): Promise<string> {
  const { rows } = await admin.query(
    `insert into public.seed_lots (lot_type, status, generation, crop_id, grower_organization_id, parent_lot_id)
     select 'raw_production', 'active', 'F1', c.id, $1, $2 from public.crops c order by c.name limit 1
     returning id`,
    [organizationId, parentLotId],
  );
  return rows[0].id as string;
}

beforeAll(async () => {
  admin = new pg.Client({ connectionString: inject('databaseAdminUrl') });
  await admin.connect();
  db = createDb(createPool({ connectionString: inject('databaseUrl'), max: 2 }));
  ({ orgA, orgB } = await insertTwoOrganizations(admin, 'PageFns'));
});

afterAll(async () => {
  await db.close();
  await admin.end();
});

describe("the verification page's functions", () => {
  it.each(PAGE_CALLS)('when anon or a signed-in member calls %s directly, then permission is denied', async (sql) => {
    expect(await outcome(null, sql)).toBe('42501');
    expect(await outcome(orgA.manager.userId, sql)).toBe('42501');
  });

  it.each(PAGE_CALLS)("when the BFF's service role calls %s, then it runs", async (sql) => {
    expect(await outcome('service_role', sql)).toBe('ok');
  });

  it("when every security-definer function anon may execute in public and private is listed, then only the invitation page's are", async () => {
    const { rows } = await admin.query<{ fn: string }>(
      `select p.oid::regprocedure::text as fn
         from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname in ('public', 'private') and has_function_privilege('anon', p.oid, 'execute')
          -- a trigger function runs only as its trigger, never called
          and p.prorettype <> 'trigger'::regtype
          -- the ones that run with their owner's rights (a plain helper such as today_in_india has none)
          and p.prosecdef
        order by 1`,
    );
    expect(rows.map((r) => r.fn)).toEqual(['decline_invitation(text)', 'get_invitation(text)']);
  });
});

describe('private.is_lot_ancestor', () => {
  it("when a member of another organization asks whether one of A's lots descends from another, then permission is denied (no lineage oracle)", async () => {
    const source = await insertLot(orgA.organizationId);
    const packaged = await insertLot(orgA.organizationId, source);
    for (const who of [orgB.manager.userId, orgA.manager.userId, null]) {
      expect(await outcome(who, 'select private.is_lot_ancestor($1, $2)', [source, packaged])).toBe('42501');
    }
  });

  it('when a role that may not execute it writes a link that closes a cycle, then the lineage trigger still refuses it', async () => {
    const y = await insertLot(orgA.organizationId);
    const x = await insertLot(orgA.organizationId, y);
    await admin.query('begin');
    try {
      // a writer without EXECUTE on the helper (as every API role now is): the trigger's own rights apply
      await admin.query('create role page_fns_writer nologin bypassrls');
      await admin.query('grant usage on schema public to page_fns_writer');
      await admin.query('grant select, insert on public.source_lots, public.seed_lots to page_fns_writer');
      const { rows } = await admin.query(
        `select has_function_privilege('page_fns_writer', 'private.is_lot_ancestor(text, text)', 'execute') as may`,
      );
      expect(rows[0].may).toBe(false);
      await admin.query('set local role page_fns_writer');
      await expect(
        admin.query('insert into public.source_lots (seed_lot_id, source_lot_id) values ($1, $2)', [y, x]),
      ).rejects.toMatchObject({ code: '23514', constraint: 'seed_lots_lineage_acyclic' });
    } finally {
      await admin.query('rollback');
    }
  });
});
