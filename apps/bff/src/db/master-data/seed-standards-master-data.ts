// The seed standards that ship with the product: supabase/data/seed-standards.yaml rendered as
// the SQL migration 20261127100100_seed_standards_master_data.sql (deterministic; the test beside
// this file checks that the committed migration is this function's output), so every database
// that runs the migrations has them, as the master varieties are loaded.
//
// Regenerate after the data file changes (into a NEW migration; never edit an applied one):
//   npx tsx apps/bff/src/db/master-data/generate-seed-standards-migration.ts supabase/migrations/<timestamp>_<name>.sql
//
// One entry of the file is one row of public.seed_standards, as it is: a limit the file leaves
// null stays null (the verdict does not judge it), and the entry's source is stored with it.
import { parse } from 'yaml';
import { z } from 'zod';
import { renderUpsertByCrop, sqlLiteral } from './upsert-migration';

export const SEED_STANDARDS_DATA_FILE = 'supabase/data/seed-standards.yaml';
export const SEED_STANDARDS_MIGRATION_FILE = 'supabase/migrations/20261127100100_seed_standards_master_data.sql';
const SOURCE_KEY_PREFIX = 'seed-standards';

const percent = z.number().min(0).max(100).nullable();
const perKg = z.number().int().min(0).nullable();

const Entry = z.object({
  key: z.string().min(1),
  crop: z.string().min(1),
  class: z.enum(['foundation', 'certified']),
  type: z.enum(['hybrid', 'variety', 'inbred_line']).nullable(),
  germination_min_pct: percent,
  pure_seed_min_pct: percent,
  inert_matter_max_pct: percent,
  other_crop_seeds_max_per_kg: perKg,
  weed_seeds_max_per_kg: perKg,
  objectionable_weed_seeds_max_per_kg: perKg,
  other_distinguishable_varieties_max_per_kg: perKg,
  genetic_purity_min_pct: percent.optional(),
  moisture_max_pct: percent,
  moisture_vapour_proof_max_pct: percent,
  hard_seeds: z.boolean().nullable(),
  source: z.object({ document: z.string().min(1), section: z.string().nullish(), url: z.url().nullish() }),
  note: z.string().nullish(),
});

const DataFile = z.object({ standards: z.array(Entry).min(1) });

/** One row of public.seed_standards. */
export interface MasterSeedStandard {
  sourceKey: string;
  crop: string;
  seedClass: 'foundation' | 'certified';
  kind: 'hybrid' | 'variety' | 'inbred_line' | null;
  minGerminationPct: number | null;
  minPureSeedPct: number | null;
  maxInertMatterPct: number | null;
  maxOtherCropSeedsPerKg: number | null;
  maxWeedSeedsPerKg: number | null;
  maxObjectionableWeedSeedsPerKg: number | null;
  maxOtherVarietiesPerKg: number | null;
  minGeneticPurityPct: number | null;
  maxMoisturePct: number | null;
  maxMoistureVapourProofPct: number | null;
  hardSeeds: boolean | null;
  sourceDocument: string;
  sourceSection: string | null;
  sourceUrl: string | null;
  sourceNote: string | null;
}

/** Every entry of the data file; throws on an entry that does not parse or a key used twice. */
export function parseSeedStandardsFile(yamlText: string): MasterSeedStandard[] {
  const file = DataFile.parse(parse(yamlText));
  const keys = new Set<string>();
  return file.standards.map((entry) => {
    if (keys.has(entry.key)) throw new Error(`${SEED_STANDARDS_DATA_FILE}: key ${entry.key} is used twice`);
    keys.add(entry.key);
    return {
      sourceKey: `${SOURCE_KEY_PREFIX}:${entry.key}`,
      crop: entry.crop,
      seedClass: entry.class,
      kind: entry.type,
      minGerminationPct: entry.germination_min_pct,
      minPureSeedPct: entry.pure_seed_min_pct,
      maxInertMatterPct: entry.inert_matter_max_pct,
      maxOtherCropSeedsPerKg: entry.other_crop_seeds_max_per_kg,
      maxWeedSeedsPerKg: entry.weed_seeds_max_per_kg,
      maxObjectionableWeedSeedsPerKg: entry.objectionable_weed_seeds_max_per_kg,
      maxOtherVarietiesPerKg: entry.other_distinguishable_varieties_max_per_kg,
      minGeneticPurityPct: entry.genetic_purity_min_pct ?? null,
      maxMoisturePct: entry.moisture_max_pct,
      maxMoistureVapourProofPct: entry.moisture_vapour_proof_max_pct,
      hardSeeds: entry.hard_seeds,
      sourceDocument: entry.source.document,
      sourceSection: entry.source.section ?? null,
      sourceUrl: entry.source.url ?? null,
      sourceNote: entry.note ?? null,
    };
  });
}

/** Columns of the values list: name, cast, and the row's value. */
const COLUMNS: readonly [string, string | null, (row: MasterSeedStandard) => string | number | boolean | null][] = [
  ['crop', null, (row) => row.crop],
  ['seed_class', 'public.seed_class', (row) => row.seedClass],
  ['kind', 'public.seed_kind', (row) => row.kind],
  ['min_germination_pct', 'numeric', (row) => row.minGerminationPct],
  ['min_pure_seed_pct', 'numeric', (row) => row.minPureSeedPct],
  ['max_inert_matter_pct', 'numeric', (row) => row.maxInertMatterPct],
  ['max_other_crop_seeds_per_kg', 'integer', (row) => row.maxOtherCropSeedsPerKg],
  ['max_weed_seeds_per_kg', 'integer', (row) => row.maxWeedSeedsPerKg],
  ['max_objectionable_weed_seeds_per_kg', 'integer', (row) => row.maxObjectionableWeedSeedsPerKg],
  ['max_other_varieties_per_kg', 'integer', (row) => row.maxOtherVarietiesPerKg],
  ['min_genetic_purity_pct', 'numeric', (row) => row.minGeneticPurityPct],
  ['max_moisture_pct', 'numeric', (row) => row.maxMoisturePct],
  ['max_moisture_vapour_proof_pct', 'numeric', (row) => row.maxMoistureVapourProofPct],
  ['hard_seeds', 'boolean', (row) => row.hardSeeds],
  ['source_key', null, (row) => row.sourceKey],
  ['source_document', null, (row) => row.sourceDocument],
  ['source_section', null, (row) => row.sourceSection],
  ['source_url', null, (row) => row.sourceUrl],
  ['source_note', null, (row) => row.sourceNote],
];

/** The migration that loads (or updates) every entry of the data file; same input, same text. */
export function renderSeedStandardsMigration(yamlText: string): string {
  const rows = parseSeedStandardsFile(yamlText);
  return renderUpsertByCrop({
    header: [
      `seed standards: every entry of ${SEED_STANDARDS_DATA_FILE} (${rows.length} entries), each with`,
      "the source it was read from; see that file's header and supabase/data/README.md.",
      '',
      'GENERATED by apps/bff/src/db/master-data/seed-standards-master-data.ts: do not edit. Idempotent',
      '(upsert on source_key), so a regenerated copy in a later migration updates the rows in place.',
    ],
    table: 'public.seed_standards',
    columns: COLUMNS.map(([name, cast]) => [name, cast] as const),
    rows: rows.map((row) => COLUMNS.map(([, , value]) => sqlLiteral(value(row)))),
    sourceKeyPrefix: SOURCE_KEY_PREFIX,
    rowsName: 'seed standards',
    dataFile: SEED_STANDARDS_DATA_FILE,
  });
}
