import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findRepoRoot } from '../../shared/repo-root';
import {
  parseSeedStandardsFile,
  renderSeedStandardsMigration,
  SEED_STANDARDS_DATA_FILE,
  SEED_STANDARDS_MIGRATION_FILE,
} from './seed-standards-master-data';

const root = findRepoRoot();
const dataFile = () => readFile(path.join(root, SEED_STANDARDS_DATA_FILE), 'utf8');

describe('seed standards data', () => {
  it('when the migration is generated from the data file, then it is the committed migration', async () => {
    const committed = await readFile(path.join(root, SEED_STANDARDS_MIGRATION_FILE), 'utf8');
    expect(renderSeedStandardsMigration(await dataFile())).toBe(committed);
  });

  it('when the data file is read, then every entry has a crop, a class, a source document and a germination minimum', async () => {
    const rows = parseSeedStandardsFile(await dataFile());
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.sourceDocument).toBeTruthy();
      expect(row.sourceUrl).toMatch(/^https:\/\//);
    }
  });

  it('when a key is used twice or a limit is out of range, then the file is refused', () => {
    const entry = (key: string, germination: number) => `
  - key: "${key}"
    crop: Wheat
    class: certified
    type: null
    germination_min_pct: ${germination}
    pure_seed_min_pct: null
    inert_matter_max_pct: null
    other_crop_seeds_max_per_kg: null
    weed_seeds_max_per_kg: null
    objectionable_weed_seeds_max_per_kg: null
    other_distinguishable_varieties_max_per_kg: null
    moisture_max_pct: null
    moisture_vapour_proof_max_pct: null
    hard_seeds: null
    source: { document: "d", section: null, url: "https://example.org/" }`;
    expect(() => parseSeedStandardsFile(`standards:${entry('a', 85)}${entry('a', 85)}`)).toThrow(/used twice/);
    expect(() => parseSeedStandardsFile(`standards:${entry('a', 185)}`)).toThrow();
    expect(parseSeedStandardsFile(`standards:${entry('a', 85)}`)).toHaveLength(1);
  });
});
