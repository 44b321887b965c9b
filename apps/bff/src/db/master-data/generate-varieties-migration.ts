// Writes the master varieties migration from the data file (see varieties-master-data.ts):
//   npx tsx apps/bff/src/db/master-data/generate-varieties-migration.ts [supabase/migrations/<new>.sql]
// Without an argument it rewrites the committed 20261123050100_varieties_master_data.sql, which is
// only right before that migration has landed anywhere; after, give a new file name.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { findRepoRoot } from '../../shared/repo-root';
import { renderVarietiesMigration, VARIETIES_DATA_FILE, VARIETIES_MIGRATION_FILE } from './varieties-master-data';

const root = findRepoRoot();
const target = path.resolve(root, process.argv[2] ?? VARIETIES_MIGRATION_FILE);
const sql = renderVarietiesMigration(await readFile(path.join(root, VARIETIES_DATA_FILE), 'utf8'));
await writeFile(target, sql);
console.log(`Wrote ${path.relative(root, target)}`);
