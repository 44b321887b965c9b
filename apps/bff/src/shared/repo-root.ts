import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The workspace root: the nearest folder above this module holding nx.json or
 * supabase/migrations. Works from src/ (tsx, vitest) and from the dist/ bundle alike.
 * tools/testing/portal-server.ts keeps its own repoRoot: tools may not import apps, and the
 * BFF's production code stays free of @seed/tools (the dev helpers, not part of a deployment).
 */
export function findRepoRoot(start = path.dirname(fileURLToPath(import.meta.url))): string {
  let dir = start;
  for (;;) {
    if (existsSync(path.join(dir, 'nx.json')) || existsSync(path.join(dir, 'supabase', 'migrations'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
}
