// The lot graph and who may see a lot, each defined once (issue 25): private.lot_links is the graph's
// edges (parent links and source links), private.lot_ancestors and private.lot_descendants its two
// walks, bounded by private.lot_graph_max_depth(); private.org_sees_lot is the read rule of a lot.
// They are plain SQL the planner inlines into the statements and policies that use them, and every
// recursive walk of the schema files goes through them.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { findRepoRoot } from '../../apps/bff/src/shared/repo-root';
import { insertOrganizationWithMembers } from './accounts-fixtures';

let admin: pg.Client;
let grower: { organizationId: string; userId: string };
const lots: Record<string, string> = {};

const one = async (sql: string, params: unknown[]): Promise<string> => (await admin.query(sql, params)).rows[0].id;

/** The plan's text, every line. */
async function plan(client: pg.ClientBase, sql: string, params: unknown[] = []): Promise<string> {
  const { rows } = await client.query<{ 'QUERY PLAN': string }>(`explain (verbose, costs off) ${sql}`, params);
  return rows.map((row) => row['QUERY PLAN']).join('\n');
}

beforeAll(async () => {
  admin = new pg.Client({ connectionString: inject('databaseAdminUrl') });
  await admin.connect();
  const org = await insertOrganizationWithMembers(admin, 'LotGraph');
  grower = { organizationId: org.organizationId, userId: org.admin.userId };
  const { crop_id: wheat, variety_id: variety } = (
    await admin.query(
      `select v.id as variety_id, v.crop_id from public.varieties v join public.crops c on c.id = v.crop_id
        where c.name = 'Wheat' order by v.name limit 1`,
    )
  ).rows[0];
  const lot = (type: string, parent: string | null = null) =>
    one(
      `insert into public.seed_lots (lot_type, status, crop_id, variety_id, grower_organization_id, parent_lot_id,
         quantity, quantity_unit)
       values ($1, 'active', $2, $3, $4, $5, 100, 'Kg') returning id`,
      [type, wheat, variety, grower.organizationId, parent],
    );
  const source = (child: string, parent: string, purpose: string) =>
    admin.query(
      `insert into public.source_lots (seed_lot_id, source_lot_id, quantity, quantity_unit, purpose)
       values ($1, $2, 5, 'Kg', $3)`,
      [child, parent, purpose],
    );
  // src ← prod (source link, female parent); prod ← pkg (parent link and source link); pkg ← split (parent link)
  lots.src = await lot('unregistered_source');
  lots.prod = await lot('raw_production');
  await source(lots.prod, lots.src, 'female_parent');
  lots.pkg = await lot('packaged_unit', lots.prod);
  await source(lots.pkg, lots.prod, 'source');
  lots.split = await lot('packaged_unit', lots.pkg);
});

afterAll(async () => {
  await admin.end();
});

/** A walk's rows by lot name, sorted. */
async function walk(sql: string, params: unknown[]): Promise<string[]> {
  const names = new Map(Object.entries(lots).map(([name, id]) => [id, name]));
  const { rows } = await admin.query<{
    id: string;
    depth: number;
    via: string | null;
    relation: string | null;
    purpose: string | null;
  }>(sql, params);
  return rows
    .map(
      (r) => `${names.get(r.id)} ${r.depth} ${r.via ? names.get(r.via) : '-'} ${r.relation ?? '-'} ${r.purpose ?? '-'}`,
    )
    .sort();
}

describe('the lot graph', () => {
  it('when the ancestors of a packed lot are walked, then every lot it came from is there once per link that reached it, with its distance', async () => {
    expect(await walk('select * from private.lot_ancestors($1)', [lots.split])).toEqual([
      'pkg 1 split parent -',
      'prod 2 pkg parent -',
      'prod 2 pkg source source',
      'split 0 - - -',
      'src 3 prod source female_parent',
    ]);
  });

  it('when the descendants of a source are walked, then every lot made from it is there, and parent links alone leave the source links out', async () => {
    expect(await walk('select * from private.lot_descendants($1)', [lots.src])).toEqual([
      'pkg 2 prod parent -',
      'pkg 2 prod source source',
      'prod 1 src source female_parent',
      'split 3 pkg parent -',
      'src 0 - - -',
    ]);
    expect(await walk(`select * from private.lot_descendants($1, array['parent'])`, [lots.src])).toEqual([
      'src 0 - - -',
    ]);
    expect(await walk(`select * from private.lot_ancestors($1, array['parent'])`, [lots.split])).toEqual([
      'pkg 1 split parent -',
      'prod 2 pkg parent -',
      'split 0 - - -',
    ]);
  });

  it('when the walks, the read rule, the depth limit and acres_per are planned, then the planner inlines them (plain SQL, no SET clause, not security definer)', async () => {
    const names = ['lot_ancestors', 'lot_descendants', 'lot_graph_max_depth', 'org_sees_lot', 'acres_per'];
    const { rows } = await admin.query(
      `select p.proname, p.proconfig, p.prosecdef, l.lanname from pg_proc p
       join pg_namespace n on n.oid = p.pronamespace join pg_language l on l.oid = p.prolang
       where n.nspname = 'private' and p.proname = any ($1) order by 1`,
      [names],
    );
    expect(rows).toEqual(
      [...names].sort().map((proname) => ({ proname, proconfig: null, prosecdef: false, lanname: 'sql' })),
    );
    const output = await plan(
      admin,
      `select (select count(*) from private.lot_ancestors($1)), (select count(*) from private.lot_descendants($1)),
         (select s.visible from private.org_sees_lot($1, $2, $2) s), private.acres_per('sq_m')`,
      [lots.pkg, grower.organizationId],
    );
    expect(output).not.toMatch(
      /Function Scan|lot_ancestors|lot_descendants|lot_graph_max_depth|org_sees_lot|acres_per/,
    );
    expect(output).toContain('< 1000');
  });

  it("when a member reads seed lots, then seed_lots' policy has private.org_sees_lot inlined", async () => {
    await admin.query('begin');
    try {
      await admin.query('set local role authenticated');
      await admin.query(`select set_config('request.jwt.claims', $1, true)`, [
        JSON.stringify({ sub: grower.userId, role: 'authenticated' }),
      ]);
      const output = await plan(admin, 'select count(*) from public.seed_lots');
      expect(output).not.toMatch(/Function Scan|org_sees_lot/);
      expect(output).toContain('grower_organization_id');
      const { rows } = await admin.query<{ id: string }>('select id from public.seed_lots where id = any ($1)', [
        Object.values(lots),
      ]);
      expect(rows).toHaveLength(4);
    } finally {
      await admin.query('rollback');
    }
  });

  it('when the schema files are read, then every recursive walk over lots is one of the two walks (or the same-seed walks up and down, which stop where a lot is new seed)', () => {
    const functions = path.join(findRepoRoot(), 'supabase', 'schemas', 'functions');
    const recursive = readdirSync(functions)
      .filter((name) => /\bwith\s+recursive\b/i.test(readFileSync(path.join(functions, name), 'utf8')))
      .sort();
    expect(recursive).toEqual([
      'private.lot_ancestors.sql',
      'private.lot_descendants.sql',
      'private.packing_chain.sql',
      'private.same_seed_descendants.sql',
    ]);
  });
});
