import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const fromHere = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

export default defineConfig({
  resolve: {
    // Workspace libs resolve to their sources (as tsconfig.base.json paths do for tsc).
    alias: { '@seed/domain': fromHere('../../libs/domain/src/index.ts') },
  },
  test: {
    name: 'bff',
    environment: 'node',
    // Tests sit next to the code; the database policy tests live in supabase/tests.
    dir: fromHere('../..'),
    include: ['apps/bff/src/**/*.test.ts', 'supabase/tests/**/*.test.ts'],
    // One fresh database per run: created, migrated and dropped by the global setup.
    globalSetup: [fromHere('./src/test/global-setup.ts')],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // A 2-core machine: two workers share the one PostgreSQL.
    maxWorkers: 2,
  },
});
