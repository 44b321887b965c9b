// Seed lots of the embedded demo organization (spec 2 seed lots): unregistered sources of real
// master varieties, bought from suppliers not yet on the portal (one in the trash), a production
// lot grown from the wheat source on two demo farms, harvested and tested in the company's own
// laboratory, and a packaged lot of its harvest with a counter sale and a stock adjustment, made by
// the same database functions the API calls (create_unregistered_source, soft_delete_seed_lot,
// create_production_lot, record_harvest, create_testing_request, issue_test_report,
// create_packaging_lot, create_transaction), as the demo admin. Once: an organization that
// already has unregistered sources is left alone.
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
  const ids: string[] = [];
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
    ids.push(id);
    added += 1;
  }
  return added + (await growDemoProduction(tx, ids[0]!));
}

/** The demo production chain: wheat on two demo farms, harvested, part of it packed in 10 Kg bags. */
async function growDemoProduction(tx: DbClient, wheatSource: string): Promise<number> {
  const farms = await tx.query(
    `select id, least(total_area * 0.5, 10) as area from public.farms
     where organization_id = private.current_organization_id() and identifier = any($1::text[]) order by identifier`,
    [DEMO_PRODUCTION.farmIdentifiers],
  );
  if (farms.rows.length < 2) return 0;
  const made = await tx.query(
    `select public.create_production_lot(
       sources => $1::jsonb, farms => $2::jsonb, generation => 'Certified 1',
       planting_date => $3, expected_harvest_date => $4, notes => 'Rabi multiplication plots') as id`,
    [
      JSON.stringify([{ lot_id: wheatSource, quantity: DEMO_PRODUCTION.packagesSown, unit: 'packages' }]),
      JSON.stringify(
        farms.rows.map((f: { id: string; area: string }) => ({ farm_id: f.id, area_used: Number(f.area) })),
      ),
      DEMO_PRODUCTION.plantingDate,
      DEMO_PRODUCTION.expectedHarvestDate,
    ],
  );
  const lot = (made.rows[0] as { id: string }).id;
  await tx.query(
    `select public.record_harvest(lot => $1, harvest_date => $2, actual_yield => $3, yield_unit => 'Kg',
       pack_size => 10, pack_unit => 'Kg', packaging_type => 'bag')`,
    [lot, DEMO_PRODUCTION.harvestDate, DEMO_PRODUCTION.yieldKg],
  );
  const packed = await tx.query(
    `select public.create_packaging_lot(parents => $1::jsonb, pack_size => 10, pack_unit => 'Kg',
       packages_count => $2, packaging_date => $3, packaging_type => 'bag', packaging_location => 'Indore seed store',
       batch_number => 'HI1544-B1') as id`,
    [JSON.stringify([{ lot_id: lot }]), DEMO_PRODUCTION.packages, DEMO_PRODUCTION.packagingDate],
  );
  await testDemoHarvest(tx, lot);
  await sellDemoBags(tx, (packed.rows[0] as { id: string }).id);
  return 2;
}

/**
 * The harvest tested in the company's own laboratory (its bags inherit the test): dated from today,
 * so the demo seed is always within its validity and sells without an untested-seed acknowledgement.
 */
async function testDemoHarvest(tx: DbClient, lot: string): Promise<void> {
  const { sampleDrawnDaysAgo, testedDaysAgo, results } = DEMO_PRODUCTION.test;
  const requested = await tx.query(
    `select r.id from public.create_testing_request(seed_lot_id => $1, laboratory_organization_id => null,
       seed_class => 'certified', tests => '{}', sample_weight_g => 1000,
       sample_drawn_on => private.today_in_india() - $2::integer,
       notes => 'Composite sample of the harvest, drawn at the store') r`,
    [lot, sampleDrawnDaysAgo],
  );
  const requestId = (requested.rows[0] as { id: string }).id;
  await tx.query(`select public.set_testing_request_status($1, 'received', null)`, [requestId]);
  await tx.query(
    `select public.issue_test_report(request_id => $1, report_number => 'LAB/2026/0417',
       tested_on => private.today_in_india() - $2::integer, analyst_name => 'R. Patil',
       pure_seed_pct => $3, inert_matter_pct => $4, other_crop_seeds_per_kg => $5, weed_seeds_per_kg => $6,
       germination_pct => $7, moisture_pct => $8)`,
    [
      requestId,
      testedDaysAgo,
      results.pureSeedPct,
      results.inertMatterPct,
      results.otherCropSeedsPerKg,
      results.weedSeedsPerKg,
      results.germinationPct,
      results.moisturePct,
    ],
  );
}

/** The Transactions page's demo rows: bags sold at the shop counter, and two torn bags written off. */
async function sellDemoBags(tx: DbClient, packagedLot: string): Promise<void> {
  const { sold, pricePerBag, writtenOff } = DEMO_PRODUCTION.sales;
  await tx.query(
    `select public.create_transaction(manifest_type => 'SALE', items => $1::jsonb,
       overall_notes => 'Sold at the Indore seed store counter')`,
    [
      JSON.stringify([
        { lot_id: packagedLot, quantity: sold, unit: 'packages', price_per_unit: pricePerBag, currency: 'INR' },
      ]),
    ],
  );
  await tx.query(
    `select public.create_transaction(manifest_type => 'ADJUSTMENT', items => $1::jsonb,
       overall_notes => 'Two bags torn in the store; written off after the stock count')`,
    [
      JSON.stringify([
        { lot_id: packagedLot, quantity: DEMO_PRODUCTION.packages - sold - writtenOff, unit: 'packages' },
      ]),
    ],
  );
}

/** The demo production lot's numbers: 10 of the 25 bags sown, 3,200 Kg harvested, 120 × 10 Kg packed, 30 sold, 2 written off. */
export const DEMO_PRODUCTION = {
  farmIdentifiers: ['NAS4821', 'JAL7314'],
  packagesSown: 10,
  plantingDate: '2025-11-10',
  expectedHarvestDate: '2026-03-20',
  harvestDate: '2026-03-18',
  yieldKg: 3200,
  packages: 120,
  packagingDate: '2026-04-02',
  /** The harvest's test in the company's own laboratory, dated from today. */
  test: {
    sampleDrawnDaysAgo: 25,
    testedDaysAgo: 20,
    results: {
      pureSeedPct: 98.6,
      inertMatterPct: 1.3,
      otherCropSeedsPerKg: 4,
      weedSeedsPerKg: 2,
      germinationPct: 91,
      moisturePct: 10.8,
    },
  },
  /** Of the packed bags: sold at the counter (INR a bag), then written off after a stock count. */
  sales: { sold: 30, pricePerBag: 950, writtenOff: 2 },
} as const;
