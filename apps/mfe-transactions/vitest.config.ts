import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'mfe-transactions',
    environment: 'jsdom',
    // a screen's test under the whole suite's load on 2 cores (browsers and servers beside it)
    // can take longer than Vitest's default 5 s
    testTimeout: 20_000,
    setupFiles: ['../../tools/testing/jsdom-setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
