// Seed lots of the embedded demo organization (spec 2 seed lots): unregistered sources of real
// master varieties, bought from suppliers not yet on the portal, and one in the trash, made by
// the same database functions the API calls (public.create_unregistered_source,
// public.soft_delete_seed_lot), as the demo admin. Once: an organization that already has
// unregistered sources is left alone. Production and packaged lots join when their flows exist.
import type { DbClient } from './db';

interface DemoSource {
  crop: string;
  variety: string;
  generation: string;
  packSize: number;
  packages: number;
  container: 'bag' | 'sack' | 'packet';
  notes: string;
  trashed?: boolean;
}

export const DEMO_SEED_LOTS: DemoSource[] = [
  {
    crop: 'Wheat',
    variety: 'HI 1544',
    generation: 'Foundation',
    packSize: 40,
    packages: 25,
    container: 'bag',
    notes: 'Supplier: Malwa Seed Co-operative, Indore\nFoundation seed for the rabi multiplication plots.',
  },
  {
    crop: 'Soybean',
    variety: 'JS 20-29',
    generation: 'Certified',
    packSize: 30,
    packages: 40,
    container: 'bag',
    notes: 'Supplier: Sehore Farmers Producer Company\nYMV-resistant seed for the kharif plots.',
  },
  {
    crop: 'Chickpea',
    variety: 'JG 36',
    generation: 'F2',
    packSize: 5,
    packages: 12,
    container: 'packet',
    notes: 'Trial packets; germination below expectation, set aside.',
    trashed: true,
  },
];

export async function ensureDemoSeedLots(tx: DbClient): Promise<number> {
  const { rows } = await tx.query(
    `select count(*)::int as n from public.seed_lots
     where grower_organization_id = private.current_organization_id() and lot_type = 'unregistered_source'`,
  );
  if ((rows[0] as { n: number }).n > 0) return 0;
  let added = 0;
  for (const lot of DEMO_SEED_LOTS) {
    const created = await tx.query(
      `select s.lot_id from (
         select v.id, v.crop_id from public.varieties v join public.crops c on c.id = v.crop_id
         where c.name = $1 and v.name = $2 order by v.source_key limit 1
       ) v, lateral public.create_unregistered_source(
         crop_id => v.crop_id, variety_id => v.id, org_variety_id => null, generation => $3,
         pack_size => $4, pack_unit => 'Kg', packaging_type => $5::public.container_type,
         quantity => $6, notes => $7) s`,
      [lot.crop, lot.variety, lot.generation, lot.packSize, lot.container, lot.packages, lot.notes],
    );
    const id = (created.rows[0] as { lot_id: string } | undefined)?.lot_id;
    if (!id) throw new Error(`demo variety ${lot.crop} ${lot.variety} is not in the master data`);
    if (lot.trashed) await tx.query(`select public.soft_delete_seed_lot($1)`, [id]);
    added += 1;
  }
  return added;
}
