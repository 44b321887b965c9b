// The spec's lot-detail reads, served the way the spec's stack serves them (spec 3 "Lot detail
// (loaded in parallel)": ownership, manifest items, child lots, source_lots in both directions,
// farm_seed_lots and production_details as separate table reads, and "Chains are walked repeatedly
// by parent and by source relations", one read per hop), for the seed-lots bench only: the product
// API answers the whole detail, lineage included, in one request.
//
// Each read is ONE statement, as PostgREST answers one table read with its embedded resources in
// one query (e.g. a hop is `seed_lots?id=eq.<lot>&select=id,parent_lot_id,source_lots(...)`).
// Each read runs as the signed-in user, as user-sql-server.ts describes.
import { serveIfRunDirectly, startUserSqlServer, type UserSqlRoute, type UserSqlServer } from './user-sql-server';

/** GET `${PER_HOP_PATH}/<read>?lot_id=<id>` answers the rows of one read as a JSON array. */
export const PER_HOP_PATH = '/rest/lot';

/** Spec 3's six parallel reads of the lot detail, each with what the old product embeds. */
const DETAIL_READS = {
  ownership: `select o.*, json_build_object('id', n.id, 'name', n.name) as organization
    from public.lot_ownership o left join public.organization_names n on n.id = o.owner_organization_id
    where o.seed_lot_id = $1`,
  manifest_items: `select i.*, row_to_json(m) as manifest, fo.name as from_org_name, tor.name as to_org_name
    from public.transaction_manifest_items i
    join public.transaction_manifests m on m.id = i.manifest_id
    left join public.organization_names fo on fo.id = m.from_org_id
    left join public.organization_names tor on tor.id = m.to_org_id
    where i.seed_lot_id = $1`,
  children: `select l.* from public.seed_lots l where l.parent_lot_id = $1`,
  source_lots: `select s.* from public.source_lots s where s.seed_lot_id = $1 or s.source_lot_id = $1`,
  farm_seed_lots: `select fs.*, json_build_object('id', f.id, 'name', f.name, 'total_area', f.total_area,
      'area_unit', f.area_unit) as farm
    from public.farm_seed_lots fs left join public.farms f on f.id = fs.farm_id
    where fs.lot_id = $1`,
  production_details: `select p.* from public.production_details p where p.lot_id = $1
    order by p.harvest_date desc, p.created_at desc`,
} as const;

export type DetailRead = keyof typeof DETAIL_READS;
export const DETAIL_READ_NAMES = Object.keys(DETAIL_READS) as DetailRead[];

/** One hop of the chain walk: the lot's parent link and its source links, one read. */
export const HOP_READ = 'hop';
const HOP = `select l.id, l.parent_lot_id,
    coalesce((select json_agg(json_build_object('source_lot_id', s.source_lot_id, 'purpose', s.purpose))
              from public.source_lots s where s.seed_lot_id = l.id), '[]'::json) as source_lots
  from public.seed_lots l where l.id = $1`;

/** A hop's answer (one row, or none when the caller cannot see the lot). */
export interface HopRow {
  id: string;
  parent_lot_id: string | null;
  source_lots: { source_lot_id: string; purpose: string }[];
}

const READS: Record<string, string> = { ...DETAIL_READS, [HOP_READ]: HOP };

function route(url: URL): UserSqlRoute | null {
  const lotId = url.searchParams.get('lot_id');
  const read = url.pathname.startsWith(`${PER_HOP_PATH}/`) ? url.pathname.slice(PER_HOP_PATH.length + 1) : '';
  const sql = Object.hasOwn(READS, read) ? READS[read] : undefined;
  if (!sql || !lotId) return null;
  return { sql, params: [lotId], answer: (rows) => ({ status: 200, body: rows }) };
}

/** A read is GET `${url}${PER_HOP_PATH}/<read>?lot_id=<id>`. */
export type PerHopServer = UserSqlServer;

/** Starts this file in a child process against `databaseUrl` (the BFF's login role) and the portal at `portalUrl`. */
export const startPerHopServer = (portalUrl: string, databaseUrl: string): Promise<PerHopServer> =>
  startUserSqlServer(import.meta.filename, portalUrl, databaseUrl);

serveIfRunDirectly(import.meta.filename, route);
