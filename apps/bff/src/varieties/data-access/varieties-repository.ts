// Queries of the varieties component. Every function runs inside the caller's transaction
// (db.unitOfWork), so the policies of 20261123050000_varieties.sql decide what is visible and
// writable; the explicit organization filters are there for the indexes, not for security.
import {
  Crop,
  MasterVariety,
  OrganizationVariety,
  type VarietyCreate,
  type VarietyListQuery,
  type VarietyUpdate,
} from '@seed/domain';
import { z } from 'zod';
import { dbTime } from '../../db/columns';
import type { DbClient } from '../../db/db';

/** An organization's row (alias o) with its crop's name (alias c). */
const ORGANIZATION_VARIETY_COLUMNS = `o.id, o.organization_id, o.master_variety_id, o.crop_id, c.name as crop_name,
  o.display_name, o.custom_description, o.characteristics, o.recommended_states::text[] as recommended_states,
  o.seasons::text[] as seasons, o.maturity_days, o.visibility, o.is_active, o.created_at, o.updated_at`;

/** A master row (alias v) with its crop (alias c) and its source as one object. */
const MASTER_COLUMNS = `v.id, v.crop_id, c.name as crop_name, c.scientific_name as crop_scientific_name, v.name,
  v.common_name, v.description, v.scientific_name, v.maturity_days, v.recommended_states::text[] as recommended_states,
  v.seasons::text[] as seasons, v.characteristics, v.release_year, v.releasing_institute, v.notification_number,
  to_char(v.notification_date, 'YYYY-MM-DD') as notification_date, v.zone,
  json_build_object('title', v.source_title, 'publisher', v.source_publisher, 'url', v.source_url,
    'archived_url', v.source_archived_url, 'tier', v.source_tier, 'note', v.source_note) as source`;

/** The search expressions of the trigram indexes (varieties_search_trgm_idx, organization_variety_data_search_trgm_idx). */
const MASTER_SEARCH = `lower(v.name || ' ' || coalesce(v.common_name, '') || ' ' || coalesce(v.description, ''))`;
const ORGANIZATION_SEARCH = `lower(o.display_name || ' ' || coalesce(o.custom_description, ''))`;

const OrganizationVarietyRow = OrganizationVariety.extend({ created_at: dbTime, updated_at: dbTime });
const toOrganizationVariety = (row: unknown): OrganizationVariety => OrganizationVarietyRow.parse(row);

const ListRow = z.object({
  my: z.array(OrganizationVarietyRow),
  discover: z.array(MasterVariety),
  my_count: z.number(),
  discover_count: z.number(),
});

const escapeLike = (text: string) => text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);

export async function listCrops(tx: DbClient): Promise<Crop[]> {
  const { rows } = await tx.query(
    `select id, name, alias, scientific_name, hindi_name, marathi_name, is_hybrid_capable from public.crops order by name`,
  );
  return rows.map((row) => Crop.parse(row));
}

/**
 * One page of the chosen tab and both tabs' counts under the same filters, in one statement:
 * the organization's active varieties (newest updated first) and the masters it has not
 * imported (by crop and name).
 */
export async function listVarieties(
  tx: DbClient,
  query: VarietyListQuery,
): Promise<{ my: OrganizationVariety[]; discover: MasterVariety[]; myCount: number; discoverCount: number }> {
  const { rows } = await tx.query(
    `with org as (select private.current_organization_id() as id),
     my as (
       select o.* from public.organization_variety_data o, org
       where o.organization_id = org.id and o.is_active
         and ($1::text is null or ${ORGANIZATION_SEARCH} like '%' || $1 || '%' escape '\\')
         and ($2::uuid is null or o.crop_id = $2)
         and ($3::text is null or o.seasons @> array[$3::public.season])
         and ($4::text is null or o.recommended_states @> array[$4::public.indian_state])
     ),
     discover as (
       select v.* from public.varieties v
       where ($1::text is null or ${MASTER_SEARCH} like '%' || $1 || '%' escape '\\')
         and ($2::uuid is null or v.crop_id = $2)
         and ($3::text is null or v.seasons @> array[$3::public.season])
         and ($4::text is null or v.recommended_states @> array[$4::public.indian_state])
         and not exists (
           select 1 from public.organization_variety_data i, org
           where i.organization_id = org.id and i.master_variety_id = v.id and i.is_active
         )
     ),
     my_page as (
       select ${ORGANIZATION_VARIETY_COLUMNS} from my o join public.crops c on c.id = o.crop_id
       where $5 = 'my'
       order by o.updated_at desc, o.id
       limit $6 offset $7
     ),
     discover_page as (
       select ${MASTER_COLUMNS} from discover v join public.crops c on c.id = v.crop_id
       where $5 = 'discover'
       order by c.name, v.name, v.id
       limit $6 offset $7
     )
     select
       (select count(*) from my)::int as my_count,
       (select count(*) from discover)::int as discover_count,
       coalesce((select json_agg(p) from my_page p), '[]'::json) as my,
       coalesce((select json_agg(p) from discover_page p), '[]'::json) as discover`,
    [
      query.search ? escapeLike(query.search) : null,
      query.crop ?? null,
      query.season ?? null,
      query.state ?? null,
      query.tab,
      query.limit,
      (query.page - 1) * query.limit,
    ],
  );
  const page = ListRow.parse(rows[0]);
  return { my: page.my, discover: page.discover, myCount: page.my_count, discoverCount: page.discover_count };
}

/** An active variety the caller may read (their organization's, or another's shared one). */
export async function findVariety(tx: DbClient, id: string): Promise<OrganizationVariety | null> {
  const { rows } = await tx.query(
    `select ${ORGANIZATION_VARIETY_COLUMNS}
     from public.organization_variety_data o join public.crops c on c.id = o.crop_id
     where o.id = $1 and o.is_active`,
    [id],
  );
  return rows[0] ? toOrganizationVariety(rows[0]) : null;
}

/**
 * Copies a master into the caller's organization (name, description, characteristics, states,
 * seasons, maturity days; private, active) in one statement; null when there is no such master.
 */
export async function importMaster(tx: DbClient, masterId: string): Promise<OrganizationVariety | null> {
  const { rows } = await tx.query(
    `with o as (
       insert into public.organization_variety_data (organization_id, master_variety_id, crop_id, display_name,
         custom_description, characteristics, recommended_states, seasons, maturity_days, visibility)
       select (select private.current_organization_id()), v.id, v.crop_id, v.name, v.description, v.characteristics,
         v.recommended_states, v.seasons, v.maturity_days, 'private'
       from public.varieties v where v.id = $1
       returning *
     )
     select ${ORGANIZATION_VARIETY_COLUMNS} from o join public.crops c on c.id = o.crop_id`,
    [masterId],
  );
  return rows[0] ? toOrganizationVariety(rows[0]) : null;
}

/** Inserts the Add Variety form's row (a master's, named after it when the name is blank) and returns it. */
export async function insertVariety(tx: DbClient, input: VarietyCreate): Promise<OrganizationVariety> {
  const masterId = input.source === 'master' ? input.master_variety_id : null;
  const { rows } = await tx.query(
    `with o as (
       insert into public.organization_variety_data (organization_id, master_variety_id, crop_id, display_name,
         custom_description, characteristics, recommended_states, seasons, maturity_days, visibility)
       values ((select private.current_organization_id()), $1, $2,
         coalesce($3, (select v.name from public.varieties v where v.id = $1)),
         $4, $5::jsonb, $6::text[]::public.indian_state[], $7::text[]::public.season[], $8, $9::public.variety_visibility)
       returning *
     )
     select ${ORGANIZATION_VARIETY_COLUMNS} from o join public.crops c on c.id = o.crop_id`,
    [
      masterId,
      input.crop_id,
      input.display_name,
      input.custom_description,
      JSON.stringify(input.characteristics),
      input.recommended_states,
      input.seasons,
      input.maturity_days,
      input.visibility,
    ],
  );
  return toOrganizationVariety(rows[0]);
}

/** Updates an active variety the caller may edit and returns it; null when there is none. */
export async function updateVariety(
  tx: DbClient,
  id: string,
  input: VarietyUpdate,
): Promise<OrganizationVariety | null> {
  const { rows } = await tx.query(
    `with o as (
       update public.organization_variety_data set
         display_name = $2, custom_description = $3, characteristics = $4::jsonb,
         recommended_states = $5::text[]::public.indian_state[], seasons = $6::text[]::public.season[],
         maturity_days = $7, visibility = $8::public.variety_visibility
       where id = $1 and is_active and organization_id = (select private.current_organization_id())
       returning *
     )
     select ${ORGANIZATION_VARIETY_COLUMNS} from o join public.crops c on c.id = o.crop_id`,
    [
      id,
      input.display_name,
      input.custom_description,
      JSON.stringify(input.characteristics),
      input.recommended_states,
      input.seasons,
      input.maturity_days,
      input.visibility,
    ],
  );
  return rows[0] ? toOrganizationVariety(rows[0]) : null;
}

/** Removes (is_active false) an active variety the caller may edit; whether there was one. */
export async function removeVariety(tx: DbClient, id: string): Promise<boolean> {
  const { rowCount } = await tx.query(
    `update public.organization_variety_data set is_active = false
     where id = $1 and is_active and organization_id = (select private.current_organization_id())`,
    [id],
  );
  return (rowCount ?? 0) > 0;
}
