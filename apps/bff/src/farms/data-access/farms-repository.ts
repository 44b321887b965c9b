// Queries of the farms component. Every function runs inside the caller's transaction
// (db.unitOfWork), so the policies of public.farms (supabase/migrations/20261122040000_farms.sql)
// decide what is visible and writable; the explicit organization filters are there for the
// indexes, not for security.
import {
  Farm,
  FarmOverlap,
  type FarmCreate,
  type FarmListQuery,
  type FarmUpdate,
  type GeoJsonPolygon,
} from '@seed/domain';
import { z } from 'zod';
import { dbNumber } from '../../db/columns';
import type { DbClient } from '../../db/db';

/**
 * Every column of a farm with the boundary as GeoJSON (7 decimals, about 1 cm: what was drawn comes
 * back), in the API's shapes where SQL can give them: timestamps as ISO text in UTC (private.api_time),
 * no sources as []. The list's page JSON carries them as they are and is parsed once, by the route's
 * response schema (FarmList): a second parse cost as much again for 500 farms with their boundaries.
 */
// grower_name: the grower's profile (RLS shows the caller's organization's profiles), so the farm
// detail shows a person, not a user id; one indexed lookup per farm (profiles.auth_id is unique).
const FARM_COLUMNS = `f.id, f.organization_id, f.grower_id,
  (select p.full_name from public.profiles p where p.auth_id = f.grower_id) as grower_name, f.name, f.identifier, f.address, f.total_area, f.area_unit,
  f.irrigation_method, f.latitude, f.longitude, f.ownership_status, f.soil_type, f.soil_characteristics,
  coalesce(f.irrigation_sources::text[], '{}') as irrigation_sources,
  extensions.st_asgeojson(f.boundary, 7)::json as boundary, f.boundary_area_sq_m,
  private.api_time(f.created_at) as created_at, private.api_time(f.updated_at) as updated_at`;

/** The search expression of the trigram index farms_search_trgm_idx. */
const SEARCH_TEXT = `lower(f.name || ' ' || coalesce(f.identifier, '') || ' ' || coalesce(f.address, ''))`;

/**
 * A row of FARM_COLUMNS, parsed into the API's Farm (a column that drifts from the contract fails
 * here): numeric columns arrive as text in a row, as numbers inside json.
 */
const FarmRow = Farm.extend({
  total_area: dbNumber,
  latitude: dbNumber,
  longitude: dbNumber,
  boundary_area_sq_m: dbNumber,
});

const toFarm = (row: unknown): Farm => FarmRow.parse(row);

const FarmPageTotals = z.object({ total: z.number(), organization_total: z.number() });
const OverlapRow = FarmOverlap.extend({ overlap_sq_m: dbNumber.transform((value) => value ?? 0) });

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
  const totals = FarmPageTotals.parse(rows[0]);
  // In the API's shapes (FARM_COLUMNS); the route's response schema checks every farm.
  const items = rows[0].items as Farm[];
  return { items, total: totals.total, organizationTotal: totals.organization_total };
}

export async function findFarm(tx: DbClient, id: string): Promise<Farm | null> {
  const { rows } = await tx.query(`select ${FARM_COLUMNS} from public.farms f where f.id = $1`, [id]);
  return rows[0] ? toFarm(rows[0]) : null;
}

const geographyFrom = (param: string) =>
  `extensions.st_setsrid(extensions.st_geomfromgeojson(${param}::text), 4326)::extensions.geography`;

/** Inserts a farm of the caller's organization (grower_id defaults to the caller) and returns it. */
export async function insertFarm(tx: DbClient, farm: FarmCreate & { identifier: string }): Promise<Farm> {
  const { rows } = await tx.query(
    `insert into public.farms as f (organization_id, name, identifier, address, total_area, area_unit, irrigation_method,
       latitude, longitude, ownership_status, soil_type, soil_characteristics, irrigation_sources, boundary)
     values ((select private.current_organization_id()), $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11,
       $12::public.irrigation_source[], ${geographyFrom('$13')})
     returning ${FARM_COLUMNS}`,
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
  return toFarm(rows[0]);
}

/** Updates a visible, editable farm and returns it; null when there is none (not found or not allowed). */
export async function updateFarm(
  tx: DbClient,
  id: string,
  farm: FarmUpdate & { identifier: string },
): Promise<Farm | null> {
  const replaceBoundary = farm.boundary !== undefined;
  const { rows } = await tx.query(
    `update public.farms f set
       name = $2, identifier = $3, address = $4, total_area = $5, area_unit = $6, irrigation_method = $7,
       latitude = $8, longitude = $9, ownership_status = $10, soil_type = $11, soil_characteristics = $12,
       irrigation_sources = $13::public.irrigation_source[],
       boundary = case when $14::boolean
         then (case when $15::text is null then null else ${geographyFrom('$15')} end)
         else f.boundary end
     where f.id = $1
     returning ${FARM_COLUMNS}`,
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
  return rows[0] ? toFarm(rows[0]) : null;
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
  return rows.map((row) => OverlapRow.parse(row));
}

/** What an export row carries: name, areas and the centroid (of the boundary, else the point). */
const FarmExportRow = Farm.pick({ id: true, name: true, identifier: true, area_unit: true, boundary: true }).extend({
  total_area: dbNumber,
  boundary_area_sq_m: dbNumber,
  centroid_lng: dbNumber,
  centroid_lat: dbNumber,
});
export type FarmExportRow = z.output<typeof FarmExportRow>;

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
  return rows.map((row) => FarmExportRow.parse(row));
}
