import { defineConfig } from 'vitest/config';
import { LongFilesFirst } from './tools/testing/long-files-first.ts';

// `npm test` runs every project in one Vitest run so the totals come out as one line.
export default defineConfig({
  test: {
    projects: ['libs/*/vitest*.config.ts', 'apps/*/vitest*.config.ts', 'tools/vitest.config.ts'],
    // Two cores: the BFF integration tests and the browser tests each start servers.
    maxWorkers: 2,
    sequence: { sequencer: LongFilesFirst },
  },
});
