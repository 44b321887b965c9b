// Writes the seed standards migration from the data file (see seed-standards-master-data.ts):
//   npx tsx apps/bff/src/db/master-data/generate-seed-standards-migration.ts [supabase/migrations/<new>.sql]
// Without an argument it rewrites the committed 20261127100100_seed_standards_master_data.sql, which
// is only right before that migration has landed anywhere; after, give a new file name.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { findRepoRoot } from '../../shared/repo-root';
import {
  renderSeedStandardsMigration,
  SEED_STANDARDS_DATA_FILE,
  SEED_STANDARDS_MIGRATION_FILE,
} from './seed-standards-master-data';

const root = findRepoRoot();
const target = path.resolve(root, process.argv[2] ?? SEED_STANDARDS_MIGRATION_FILE);
const sql = renderSeedStandardsMigration(await readFile(path.join(root, SEED_STANDARDS_DATA_FILE), 'utf8'));
await writeFile(target, sql);
console.log(`Wrote ${path.relative(root, target)}`);
