import { defineConfig } from 'vitest/config';

// End-to-end: the production builds served by the real BFF against a fresh database, driven
// in Debian's Chromium through playwright-core. `npm test` builds first.
export default defineConfig({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['./e2e/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
