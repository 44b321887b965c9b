// Queries of the seed-lots component. Every function runs inside the caller's transaction
// (db.unitOfWork), so the policies of 20261123060000_seed_lots.sql decide what is visible; the
// explicit organization filters are there for the indexes, not for security. Writes are the
// one-transaction functions of 20261123060100_seed_lots_functions.sql.
import {
  type HarvestCreate,
  LOT_CERTIFICATION_FILTER_STATUSES,
  type LotCertificationFilter,
  type LotQualityStatus,
  MassBalance,
  type PackagingLotCreate,
  type ProductionLotCreate,
  type SeedLotUpdate,
  SourceLotOption,
  type ClaimRedeem,
  ClaimRedeemed,
  SeedLotDetail,
  SeedLotListItem,
  type SeedLotListQuery,
  type UnregisteredSourceCreate,
  VarietyChoices,
} from '@seed/domain';
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { dbNumber } from '../../db/columns';
import type { DbClient } from '../../db/db';

/**
 * A list row of each lot of `ids` the caller sees, in their order, as a json array (20261123080000), in
 * the API's shapes: numbers as JSON numbers, timestamps as ISO text (20261124030000).
 */
const LIST_ITEMS = (ids: string) => `public.seed_lot_list_items(${ids})`;

const escapeLike = (text: string) => text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Which lots a tab lists (spec 2 §7 "Seed lots list"); the overview shows the trash with `deleted`.
 * They read the lot's type and trash time only, which the kept facts carry under the same names.
 */
const TAB_FILTER: Record<SeedLotListQuery['tab'], (deleted: boolean) => string> = {
  overview: (deleted) => (deleted ? 'l.deleted_at is not null' : 'l.deleted_at is null'),
  unregistered: () => `l.lot_type = 'unregistered_source'`,
  production: () => `l.lot_type = 'raw_production' and l.deleted_at is null`,
  packaging: () => `l.lot_type = 'packaged_unit' and l.deleted_at is null`,
};

/**
 * Lot ids are SL-yyyymmdd-hhmmss#-#### (the seed_lots_id_format check): a search with anything but
 * s, l, digits and hyphens cannot be part of one, and is not compared with every lot's id.
 */
const MAYBE_IN_LOT_ID = /^[sl0-9-]+$/;

/**
 * The lot id, crop or variety name contains the text (`s`: the parameter of the lowercased,
 * LIKE-escaped text). The names are matched first, once, so the lots are found through the crop
 * and variety indexes; the id (ASCII) is lowered byte by byte (collate "C").
 */
const searchFilter = (text: string, s: string) => {
  const contains = (column: string) => `lower(${column}) like '%' || ${s} || '%' escape '\\'`;
  return `(${MAYBE_IN_LOT_ID.test(text) ? `${contains('l.id collate "C"')} or ` : ''}l.crop_id = any (array(
      select c.id from public.crops c where ${contains('c.name')}))
    or l.variety_id = any (array(select v.id from public.varieties v where ${contains('v.name')}))
    or l.org_variety_id = any (array(
      select ov.id from public.organization_variety_data ov where ${contains('ov.display_name')})))`;
};

type Param = (value: unknown, type: string) => string;

/**
 * A quality or certification filter. Only the lots in its table of kept facts have a testing
 * request or an application (their own or their parent seed's), with the facts of their status kept
 * beside them (and the lot's keys: grower, type, creation, trash): every other lot is not tested, or
 * has no certification. So the filter reads that small table as the caller (its rows are read by
 * whoever reads their lot) and never judges a lot on its own.
 */
interface KeptFactsFilter {
  /** Its part of the statement's name. */
  name: string;
  table: 'private.seed_with_tests' | 'private.seed_certifications';
  /**
   * The filter on a row `row` of the table, when every lot it keeps has a row there (a status other
   * than not tested, a standing other than none); null when it keeps the lots without one.
   */
  ofKept: ((row: string) => string) | null;
  /** The filter on the list's lot, whose id is `lotId`. */
  ofLot: (lotId: string) => string;
}

/**
 * The lots of one quality status, by private.seed_with_tests: its status from
 * private.quality_status, the rule private.lot_quality names the list's column with.
 */
const qualityFilter = (status: LotQualityStatus, param: Param): KeptFactsFilter => {
  const table = 'private.seed_with_tests';
  const statusOf = (row: string) => `private.quality_status(${row}.verdict, ${row}.valid_until, ${row}.open_request)`;
  if (status === 'not_tested') {
    return {
      name: 'quality-untested',
      table,
      ofKept: null,
      ofLot: (lotId) => `${lotId} not in (select s.lot_id from ${table} s where ${statusOf('s')} <> 'not_tested')`,
    };
  }
  const value = param(status, 'text');
  const ofKept = (row: string) => `${statusOf(row)} = ${value}`;
  return {
    name: 'quality',
    table,
    ofKept,
    ofLot: (lotId) => `${lotId} in (select s.lot_id from ${table} s where ${ofKept('s')})`,
  };
};

/**
 * The lots of one certification standing, by private.seed_certifications (kept because the
 * applications' own policies show them to the applicant and the agency only, while every
 * organization that sees a lot sees its certification): its status from
 * private.lot_certification_status, the rule the list's column is named with.
 */
const certificationFilter = (filter: LotCertificationFilter, param: Param): KeptFactsFilter => {
  const table = 'private.seed_certifications';
  if (filter === 'none') {
    return {
      name: 'certification-none',
      table,
      ofKept: null,
      ofLot: (lotId) => `${lotId} not in (select c.lot_id from ${table} c)`,
    };
  }
  // the cast makes `any` read the parameter's array, not the rows of a subquery
  const statuses = `(${param(LOT_CERTIFICATION_FILTER_STATUSES[filter], 'text[]')})::text[]`;
  const ofKept = (row: string) =>
    `private.lot_certification_status(${row}.status, ${row}.valid_until) = any (${statuses})`;
  return {
    name: 'certification',
    table,
    ofKept,
    ofLot: (lotId) => `${lotId} in (select c.lot_id from ${table} c where ${ofKept('c')})`,
  };
};

/**
 * A prepared statement's name as PostgreSQL keeps it, in 63 characters: it cuts a longer one, so
 * two lists' names that differ after that (the page size of
 * seed-lots-list-overview-active-quality-untested-certification-25) would name one statement. A long
 * name keeps its start and ends with a hash of the whole.
 */
const statementName = (name: string) =>
  name.length <= 63 ? name : `${name.slice(0, 50)}-${createHash('sha256').update(name).digest('hex').slice(0, 12)}`;

/**
 * One page of a tab and its total in one statement: the lots the organization grows or owns
 * (row-level security: the seed_lots policy is exactly that rule), newest first, with the search
 * (lot id, crop or variety name) and the type, status, crop, quality and certification filters in the
 * database.
 *
 * A list filtered to lots that all have kept facts (a quality status other than not tested, a
 * certification standing other than none), with no filter on what only the lot says (search,
 * status, crop), reads its lots from those facts instead of seed_lots: their rows carry the lot's
 * keys the tab and type filters and the order read (lot_type, deleted_at, created_at, under seed_lots'
 * names) and are read under the lots' own rule (private.org_sees_lot), so the total is counted in
 * the small table, not by looking up each of its lots in seed_lots.
 *
 * The statement holds only the filters the query sets and is named after them: prepared once per
 * connection and combination, it is planned once and the plan reused (one text with `$n is null
 * or …` for every filter had no usable generic plan, so every page view planned it again). The
 * rows of the page come from seed_lot_list_items, whose statement is planned once per connection.
 */
export async function listSeedLots(
  tx: DbClient,
  _organizationId: string,
  query: SeedLotListQuery,
): Promise<{ items: SeedLotListItem[]; total: number }> {
  const values: unknown[] = [(query.page - 1) * query.limit];
  // `(select $n)`: the planner prices every run alike, whatever the values, so PostgreSQL keeps the
  // one generic plan instead of planning each run (the lists' filters do not change the best plan).
  const param: Param = (value, type) => `(select $${values.push(value)}::${type})`;
  const deleted = query.tab === 'overview' && query.deleted;
  const search = query.search?.toLowerCase();
  const searched = search ? searchFilter(search, param(escapeLike(search), 'text')) : null;
  const type = query.tab === 'overview' && query.type ? `l.lot_type = ${param(query.type, 'public.lot_type')}` : null;
  const status =
    query.tab !== 'unregistered' && query.status ? `l.status = ${param(query.status, 'public.lot_status')}` : null;
  const crop = query.tab !== 'packaging' && query.crop ? `l.crop_id = ${param(query.crop, 'uuid')}` : null;
  const quality = query.quality ? qualityFilter(query.quality, param) : null;
  const certification = query.certification ? certificationFilter(query.certification, param) : null;
  // Where the lots are read: the kept facts of the first filter whose lots all have them, unless a
  // filter reads what only seed_lots holds (the search, the crop, the lot's status: the `status` of
  // seed_certifications is its application's).
  const kept = searched || status || crop ? undefined : [quality, certification].find((f) => f?.ofKept);
  const lotId = kept ? 'l.lot_id' : 'l.id';
  const factsFilter = (filter: KeptFactsFilter | null) =>
    filter === null ? null : filter === kept ? filter.ofKept!('l') : filter.ofLot(lotId);
  const filters: [string, string | null][] = [
    [deleted ? 'deleted' : 'active', TAB_FILTER[query.tab](deleted)],
    [search && MAYBE_IN_LOT_ID.test(search) ? 'search-id' : 'search', searched],
    ['type', type],
    ['status', status],
    ['crop', crop],
    [quality?.name ?? 'quality', factsFilter(quality)],
    [certification?.name ?? 'certification', factsFilter(certification)],
  ];
  const set = filters.filter((filter): filter is [string, string] => filter[1] !== null);
  // In the text, so that the plan knows the page's size (a parameter is priced as a tenth of the rows).
  const limit = z.number().int().min(1).parse(query.limit);
  const { rows } = await tx.query({
    // the filters' names also say where the lots are read
    name: statementName(['seed-lots-list', query.tab, ...set.map(([name]) => name), limit].join('-')),
    text: `with matching as (
       select ${lotId} as id, l.created_at from ${kept?.table ?? 'public.seed_lots'} l
       where ${set.map(([, sql]) => sql).join('\n         and ')}
     ),
     page as (
       select l.id, l.created_at from matching l order by l.created_at desc, l.id desc limit ${limit} offset $1::int
     )
     select (select count(*) from matching)::int as total,
       ${LIST_ITEMS('array(select page.id from page order by page.created_at desc, page.id desc)')} as items`,
    values,
  });
  return z.object({ total: z.number(), items: z.array(SeedLotListItem) }).parse(rows[0]);
}

/** One list row of a lot the caller sees, or null. */
export async function findListItem(tx: DbClient, _organizationId: string, id: string): Promise<SeedLotListItem | null> {
  const { rows } = await tx.query(`select ${LIST_ITEMS('array[$1]')} -> 0 as item`, [id]);
  return rows[0]?.item ? SeedLotListItem.parse(rows[0].item) : null;
}

/** The unregistered source in one transaction of the database; returns its id and claim code. */
export async function createUnregisteredSource(
  tx: DbClient,
  input: UnregisteredSourceCreate,
): Promise<{ lotId: string; claimCode: string }> {
  const { rows } = await tx.query(
    `select lot_id, claim_code from public.create_unregistered_source(
       crop_id => $1, variety_id => $2, org_variety_id => $3, generation => $4, pack_size => $5,
       pack_unit => $6, packaging_type => $7, quantity => $8, notes => $9)`,
    [
      input.crop_id,
      input.variety_id ?? null,
      input.org_variety_id ?? null,
      input.generation,
      input.pack_size,
      input.pack_unit,
      input.packaging_type,
      input.quantity,
      input.notes,
    ],
  );
  const row = z.object({ lot_id: z.string(), claim_code: z.string() }).parse(rows[0]);
  return { lotId: row.lot_id, claimCode: row.claim_code };
}

/**
 * What the detail's use case computes from: the owners' quantities (total, primary owner) and the
 * lot's type, status, deletion and harvests (its actions).
 */
const DetailFacts = z.object({
  lot: SeedLotDetail.shape.lot.pick({ lot_type: true, status: true, deleted_at: true }),
  owners: z.array(SeedLotDetail.shape.owners.element.pick({ organization_name: true, quantity_owned: true })),
  harvests: z.array(SeedLotDetail.shape.harvests.element.pick({ actual_yield: true })),
});
export type DetailFacts = z.infer<typeof DetailFacts>;

/** The detail as public.seed_lot_detail answers it: everything but what the use case computes. */
export type DetailAnswer = Omit<SeedLotDetail, 'quantity_total' | 'primary_owner' | 'actions'>;

/** The detail as public.seed_lot_detail answers it, and the facts the use case computes from. */
export interface FoundDetail {
  facts: DetailFacts;
  answer: Omit<DetailAnswer, 'lineage'>;
}

/**
 * The lot detail, or null when the caller cannot see the lot: public.seed_lot_detail reads the lot,
 * its owners, farms, harvests, packaging, the manifests the organization may read and the claim
 * state as JSON, in the API's shapes (timestamps as ISO text), so only the facts are parsed here:
 * the whole answer is parsed once, by the route's response schema (SeedLotDetail), which a
 * drifted column fails as loudly as a parse here would.
 */
export async function lotDetail(tx: DbClient, id: string): Promise<FoundDetail | null> {
  const { rows } = await tx.query<{ detail: unknown }>(`select public.seed_lot_detail($1) as detail`, [id]);
  const detail = rows[0]?.detail;
  if (!detail) return null;
  return { facts: DetailFacts.parse(detail), answer: detail as Omit<DetailAnswer, 'lineage'> };
}

/**
 * The lot's lineage (public.seed_lot_lineage, one recursive query) as rows, which PostgreSQL sends
 * in less time than it takes to build them as JSON; it answers none for a lot the caller cannot see.
 */
export async function lotLineage(tx: DbClient, id: string): Promise<DetailAnswer['lineage']> {
  const { rows } = await tx.query(
    `select id, direction, depth, via, relation, purpose, lot_type, crop_name, variety_name, generation, visible,
       status, private.api_time(deleted_at) as deleted_at, private.api_time(created_at) as created_at
     from public.seed_lot_lineage($1) order by direction, depth, id`,
    [id],
  );
  return rows as DetailAnswer['lineage'];
}

export async function softDelete(tx: DbClient, id: string): Promise<void> {
  await tx.query(`select public.soft_delete_seed_lot($1)`, [id]);
}

export async function restore(tx: DbClient, id: string): Promise<void> {
  await tx.query(`select public.restore_seed_lot($1)`, [id]);
}

export async function deletePermanently(tx: DbClient, id: string): Promise<void> {
  await tx.query(`select public.delete_seed_lot_permanently($1)`, [id]);
}

export async function newClaimCode(tx: DbClient, id: string): Promise<string> {
  const { rows } = await tx.query(`select public.new_lot_claim_code($1) as code`, [id]);
  return z.string().parse(rows[0]?.code);
}

export async function revokeClaimCode(tx: DbClient, id: string): Promise<void> {
  await tx.query(`select public.revoke_lot_claim_code($1)`, [id]);
}

export async function redeemClaim(tx: DbClient, input: ClaimRedeem): Promise<ClaimRedeemed> {
  const { rows } = await tx.query(`select * from public.redeem_lot_claim_code($1, $2)`, [
    input.code,
    input.source_lot_id,
  ]);
  return ClaimRedeemed.parse(rows[0]);
}

/** The master varieties of a crop and the organization's active ones, by name. */
export async function varietyChoices(tx: DbClient, organizationId: string, cropId: string): Promise<VarietyChoices> {
  const { rows } = await tx.query(
    `select
       coalesce((select json_agg(json_build_object('id', v.id, 'name', v.name) order by v.name)
                 from public.varieties v where v.crop_id = $2), '[]'::json) as masters,
       coalesce((select json_agg(json_build_object('id', o.id, 'display_name', o.display_name,
                   'master_variety_id', o.master_variety_id) order by o.display_name)
                 from public.organization_variety_data o
                 where o.organization_id = $1 and o.crop_id = $2 and o.is_active), '[]'::json) as organization`,
    [organizationId, cropId],
  );
  return VarietyChoices.parse(rows[0]);
}

// Lots made from lots (issue 12): each one database function and one transaction.

/** The production wizard's submit; returns the new lot's id. */
export async function createProductionLot(tx: DbClient, input: ProductionLotCreate): Promise<string> {
  const { rows } = await tx.query(
    `select public.create_production_lot(
       sources => $1::jsonb, farms => $2::jsonb, generation => $3,
       planting_date => $4, expected_harvest_date => $5, notes => $6) as id`,
    [
      JSON.stringify(input.sources),
      JSON.stringify(input.farms),
      input.generation,
      input.planting_date,
      input.expected_harvest_date,
      input.notes,
    ],
  );
  return z.string().parse(rows[0]?.id);
}

/** A harvest of a production lot. */
export async function recordHarvest(tx: DbClient, id: string, input: HarvestCreate): Promise<void> {
  await tx.query(
    `select public.record_harvest(lot => $1, harvest_date => $2, actual_yield => $3, yield_unit => $4,
       pack_size => $5, pack_unit => $6, packaging_type => $7, notes => $8)`,
    [
      id,
      input.harvest_date,
      input.actual_yield,
      input.yield_unit,
      input.pack_size,
      input.pack_unit,
      input.packaging_type,
      input.notes,
    ],
  );
}

/** A packaged lot from one or more parents; returns its id. */
export async function createPackagingLot(tx: DbClient, input: PackagingLotCreate): Promise<string> {
  const { rows } = await tx.query(
    `select public.create_packaging_lot(
       parents => $1::jsonb, pack_size => $2, pack_unit => $3, packages_count => $4, packaging_date => $5,
       packaging_type => $6, packaging_location => $7, batch_number => $8, notes => $9) as id`,
    [
      JSON.stringify(input.parents),
      input.pack_size,
      input.pack_unit,
      input.packages_count,
      input.packaging_date,
      input.packaging_type,
      input.packaging_location,
      input.batch_number,
      input.notes,
    ],
  );
  return z.string().parse(rows[0]?.id);
}

const SourceOptionRow = SourceLotOption.extend({ available: dbNumber.transform((n) => n ?? 0), pack_size: dbNumber });

/**
 * What the wizard's and packaging's pickers offer: the organization's active lots of the given
 * types with an owned quantity above 0, newest first (spec 2 §7), with what it owns of each.
 */
export async function listSourceOptions(
  tx: DbClient,
  organizationId: string,
  types: readonly string[],
): Promise<SourceLotOption[]> {
  const { rows } = await tx.query(
    `select l.id, l.lot_type, l.generation, l.crop_id, c.name as crop_name, c.is_hybrid_capable,
       l.variety_id, l.org_variety_id, coalesce(ov.display_name, v.name) as variety_name,
       o.quantity_owned as available, o.unit_of_measure as unit, l.pack_size, l.pack_unit
     from public.lot_ownership o
     join public.seed_lots l on l.id = o.seed_lot_id
     join public.crops c on c.id = l.crop_id
     left join public.varieties v on v.id = l.variety_id
     left join public.organization_variety_data ov on ov.id = l.org_variety_id
     where o.owner_organization_id = $1 and o.quantity_owned > 0
       and l.status = 'active' and l.deleted_at is null and l.lot_type::text = any($2::text[])
     order by l.created_at desc, l.id desc
     limit 500`,
    [organizationId, types],
  );
  return rows.map((row) => SourceOptionRow.parse(row));
}

const BalanceRow = MassBalance.extend({
  produced_or_received_kg: dbNumber.transform((n) => n ?? 0),
  owned_kg: dbNumber.transform((n) => n ?? 0),
  drawn_by_children_kg: dbNumber.transform((n) => n ?? 0),
  transferred_away_kg: dbNumber.transform((n) => n ?? 0),
  adjusted_kg: dbNumber.transform((n) => n ?? 0),
});

/** The mass balance of the lots the organization grows that do not balance (all of them with `all`). */
export async function massBalance(tx: DbClient, organizationId: string, all = false): Promise<MassBalance[]> {
  const { rows } = await tx.query(
    `select b.* from public.lot_mass_balance() b join public.seed_lots l on l.id = b.seed_lot_id
     where l.grower_organization_id = $1 and ($2 or not b.balanced) order by b.seed_lot_id`,
    [organizationId, all],
  );
  return rows.map((row) => BalanceRow.parse(row));
}

/** The grower's edit of a lot. */
export async function updateSeedLot(tx: DbClient, id: string, input: SeedLotUpdate): Promise<void> {
  await tx.query(
    `select public.update_seed_lot(lot => $1, generation => $2, notes => $3, planting_date => $4,
       expected_harvest_date => $5)`,
    [id, input.generation, input.notes, input.planting_date, input.expected_harvest_date],
  );
}
