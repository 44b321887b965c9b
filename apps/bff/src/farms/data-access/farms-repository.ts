// Queries of the farms component. Every function runs inside the caller's transaction
// (db.withUserTx), so the policies of public.farms (supabase/migrations/20261122040000_farms.sql)
// decide what is visible and writable; the explicit organization filters are there for the
// indexes, not for security.
import type {
  AreaUnit,
  Farm,
  FarmCreate,
  FarmListQuery,
  FarmOverlap,
  FarmUpdate,
  GeoJsonPolygon,
  IrrigationMethod,
  IrrigationSource,
  OwnershipStatus,
  SoilType,
} from '@seed/domain';
import type { DbClient } from '../../db/db';

type Row = Record<string, unknown>;

const iso = (value: unknown): string => new Date(value as string | Date).toISOString();
const num = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

/** Every column of a farm with the boundary as GeoJSON (7 decimals, about 1 cm: what was drawn comes back). */
const FARM_COLUMNS = `f.id, f.organization_id, f.grower_id, f.name, f.identifier, f.address, f.total_area, f.area_unit,
  f.irrigation_method, f.latitude, f.longitude, f.ownership_status, f.soil_type, f.soil_characteristics,
  f.irrigation_sources::text[] as irrigation_sources, extensions.st_asgeojson(f.boundary, 7)::json as boundary,
  f.boundary_area_sq_m, f.created_at, f.updated_at`;

/** The search expression of the trigram index farms_search_trgm_idx. */
const SEARCH_TEXT = `lower(f.name || ' ' || coalesce(f.identifier, '') || ' ' || coalesce(f.address, ''))`;

function toFarm(row: Row): Farm {
  return {
    id: row.id as string,
    organization_id: row.organization_id as string,
    grower_id: (row.grower_id as string | null) ?? null,
    name: row.name as string,
    identifier: (row.identifier as string | null) ?? null,
    address: (row.address as string | null) ?? null,
    total_area: num(row.total_area),
    area_unit: (row.area_unit as AreaUnit | null) ?? null,
    irrigation_method: (row.irrigation_method as IrrigationMethod | null) ?? null,
    latitude: num(row.latitude),
    longitude: num(row.longitude),
    ownership_status: (row.ownership_status as OwnershipStatus | null) ?? null,
    soil_type: (row.soil_type as SoilType | null) ?? null,
    soil_characteristics: (row.soil_characteristics as Farm['soil_characteristics']) ?? null,
    irrigation_sources: (row.irrigation_sources as IrrigationSource[] | null) ?? [],
    boundary: (row.boundary as GeoJsonPolygon | null) ?? null,
    boundary_area_sq_m: num(row.boundary_area_sq_m),
    created_at: iso(row.created_at),
    updated_at: row.updated_at ? iso(row.updated_at) : null,
  };
}

/** The caller's role and organization (null without a profile). */
const escapeLike = (text: string) => text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * One page of the organization's farms, newest first, each with its boundary, plus the
 * filtered and the unfiltered totals: one statement, whatever the page size.
 */
export async function listFarms(
  tx: DbClient,
  query: FarmListQuery,
): Promise<{ items: Farm[]; total: number; organizationTotal: number }> {
  const { rows } = await tx.query(
    `with org as (select private.current_organization_id() as id),
     matches as (
       select f.* from public.farms f, org
       where f.organization_id = org.id
         and ($1::text is null or ${SEARCH_TEXT} like '%' || $1 || '%' escape '\\')
         and ($2::public.ownership_status is null or f.ownership_status = $2)
         and ($3::public.irrigation_method is null or f.irrigation_method = $3)
         and (not $6::boolean or f.irrigation_method is null or f.irrigation_method = 'none')
     ),
     page as (
       select ${FARM_COLUMNS} from matches f
       order by f.created_at desc, f.id
       limit $4 offset $5
     )
     select
       (select count(*) from matches)::int as total,
       (select count(*) from public.farms f, org where f.organization_id = org.id)::int as organization_total,
       coalesce((select json_agg(page) from page), '[]'::json) as items`,
    [
      query.search ? escapeLike(query.search) : null,
      query.ownership ?? null,
      query.irrigation && query.irrigation !== 'other' ? query.irrigation : null,
      query.limit,
      (query.page - 1) * query.limit,
      query.irrigation === 'other',
    ],
  );
  const row = rows[0] as Row;
  return {
    items: (row.items as Row[]).map(toFarm),
    total: row.total as number,
    organizationTotal: row.organization_total as number,
  };
}

export async function findFarm(tx: DbClient, id: string): Promise<Farm | null> {
  const { rows } = await tx.query(`select ${FARM_COLUMNS} from public.farms f where f.id = $1`, [id]);
  return rows[0] ? toFarm(rows[0]) : null;
}

/** The spec's per-farm call: public.get_farm_with_boundary(farm_id). */
export async function farmWithBoundary(
  tx: DbClient,
  id: string,
): Promise<{ id: string; boundary: GeoJsonPolygon | null } | null> {
  const { rows } = await tx.query('select public.get_farm_with_boundary($1) as farm', [id]);
  const farm = rows[0]?.farm as { id: string; boundary: GeoJsonPolygon | null } | null;
  return farm ? { id: farm.id, boundary: farm.boundary ?? null } : null;
}

const geographyFrom = (param: string) =>
  `extensions.st_setsrid(extensions.st_geomfromgeojson(${param}::text), 4326)::extensions.geography`;

/** Inserts a farm of the caller's organization; grower_id defaults to the caller. */
export async function insertFarm(tx: DbClient, farm: FarmCreate & { identifier: string }): Promise<string> {
  const { rows } = await tx.query(
    `insert into public.farms (organization_id, name, identifier, address, total_area, area_unit, irrigation_method,
       latitude, longitude, ownership_status, soil_type, soil_characteristics, irrigation_sources, boundary)
     values ((select private.current_organization_id()), $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11,
       $12::public.irrigation_source[], ${geographyFrom('$13')})
     returning id`,
    [
      farm.name,
      farm.identifier,
      farm.address,
      farm.total_area,
      farm.area_unit,
      farm.irrigation_method,
      farm.location?.latitude ?? null,
      farm.location?.longitude ?? null,
      farm.ownership_status,
      farm.soil_type,
      farm.soil_characteristics ? JSON.stringify(farm.soil_characteristics) : null,
      farm.irrigation_sources,
      JSON.stringify(farm.boundary),
    ],
  );
  return rows[0].id as string;
}

/** Updates a visible, editable farm; false when there is none (not found or not allowed). */
export async function updateFarm(
  tx: DbClient,
  id: string,
  farm: FarmUpdate & { identifier: string },
): Promise<boolean> {
  const replaceBoundary = farm.boundary !== undefined;
  const { rowCount } = await tx.query(
    `update public.farms f set
       name = $2, identifier = $3, address = $4, total_area = $5, area_unit = $6, irrigation_method = $7,
       latitude = $8, longitude = $9, ownership_status = $10, soil_type = $11, soil_characteristics = $12,
       irrigation_sources = $13::public.irrigation_source[],
       boundary = case when $14::boolean
         then (case when $15::text is null then null else ${geographyFrom('$15')} end)
         else f.boundary end
     where f.id = $1`,
    [
      id,
      farm.name,
      farm.identifier,
      farm.address,
      farm.total_area,
      farm.area_unit,
      farm.irrigation_method,
      farm.location.latitude,
      farm.location.longitude,
      farm.ownership_status,
      farm.soil_type,
      farm.soil_characteristics ? JSON.stringify(farm.soil_characteristics) : null,
      farm.irrigation_sources,
      replaceBoundary,
      farm.boundary ? JSON.stringify(farm.boundary) : null,
    ],
  );
  return (rowCount ?? 0) > 0;
}

/** The identifier a farm has now (kept when the edit leaves it blank). */
export async function currentIdentifier(tx: DbClient, id: string): Promise<string | null | undefined> {
  const { rows } = await tx.query('select identifier from public.farms where id = $1', [id]);
  return rows[0] ? ((rows[0].identifier as string | null) ?? null) : undefined;
}

/** Farms of the organization whose boundary overlaps `boundary` by more than 1 m² (sphere). */
export async function findOverlaps(
  tx: DbClient,
  boundary: GeoJsonPolygon,
  excludeId: string | null,
): Promise<FarmOverlap[]> {
  const { rows } = await tx.query(
    `with g as (select ${geographyFrom('$1')} as b)
     select * from (
       select f.id, f.name, f.identifier,
         extensions.st_area(extensions.st_intersection(f.boundary, g.b), false) as overlap_sq_m
       from public.farms f, g
       where f.organization_id = (select private.current_organization_id())
         and extensions.st_intersects(f.boundary, g.b)
         and ($2::uuid is null or f.id <> $2)
     ) o
     where o.overlap_sq_m > 1
     order by o.overlap_sq_m desc`,
    [JSON.stringify(boundary), excludeId],
  );
  return rows.map((r) => ({
    id: r.id as string,
    name: r.name as string,
    identifier: (r.identifier as string | null) ?? null,
    overlap_sq_m: Number(r.overlap_sq_m),
  }));
}

/** What an export row carries: name, areas and the centroid (of the boundary, else the point). */
export interface FarmExportRow {
  id: string;
  name: string;
  identifier: string | null;
  total_area: number | null;
  area_unit: AreaUnit | null;
  boundary: GeoJsonPolygon | null;
  boundary_area_sq_m: number | null;
  centroid_lng: number | null;
  centroid_lat: number | null;
}

export async function exportRows(tx: DbClient): Promise<FarmExportRow[]> {
  const { rows } = await tx.query(
    `select f.id, f.name, f.identifier, f.total_area, f.area_unit, f.boundary_area_sq_m,
       extensions.st_asgeojson(f.boundary, 7)::json as boundary,
       extensions.st_x(c.pt) as centroid_lng, extensions.st_y(c.pt) as centroid_lat
     from public.farms f
     cross join lateral (
       select coalesce(extensions.st_centroid(f.boundary::extensions.geometry), f.location::extensions.geometry) as pt
     ) c
     where f.organization_id = (select private.current_organization_id())
     order by f.created_at desc, f.id`,
  );
  return rows.map((r) => ({
    id: r.id as string,
    name: r.name as string,
    identifier: (r.identifier as string | null) ?? null,
    total_area: num(r.total_area),
    area_unit: (r.area_unit as AreaUnit | null) ?? null,
    boundary: (r.boundary as GeoJsonPolygon | null) ?? null,
    boundary_area_sq_m: num(r.boundary_area_sq_m),
    centroid_lng: num(r.centroid_lng),
    centroid_lat: num(r.centroid_lat),
  }));
}
