// Varieties of the embedded demo organization (spec 2 varieties): a few masters imported the
// way the Discover tab's Import does it, so My Varieties is populated at first sign-in.
// Inserted as the demo admin (row-level security applies), once: a master the organization
// already holds (active) is left alone.
import type { DbClient } from './db';

/** Masters of the shipped data file, by crop and name. */
export const DEMO_VARIETIES = [
  { crop: 'Wheat', name: 'HI 1544' },
  { crop: 'Chickpea', name: 'JG 36' },
  { crop: 'Soybean', name: 'JS 20-29' },
] as const;

export async function ensureDemoVarieties(tx: DbClient): Promise<number> {
  let added = 0;
  for (const variety of DEMO_VARIETIES) {
    const { rowCount } = await tx.query(
      `insert into public.organization_variety_data (organization_id, master_variety_id, crop_id, display_name,
         custom_description, characteristics, recommended_states, seasons, maturity_days, visibility)
       select o.id, v.id, v.crop_id, v.name, v.description, v.characteristics, v.recommended_states, v.seasons,
         v.maturity_days, 'private'
       from (select private.current_organization_id() as id) o,
         lateral (
           select v.* from public.varieties v join public.crops c on c.id = v.crop_id
           where c.name = $1 and v.name = $2 order by v.source_key limit 1
         ) v
       where o.id is not null
         and not exists (
           select 1 from public.organization_variety_data d
           where d.organization_id = o.id and d.master_variety_id = v.id and d.is_active
         )`,
      [variety.crop, variety.name],
    );
    added += rowCount ?? 0;
  }
  return added;
}
