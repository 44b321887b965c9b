import { defineConfig } from 'vitest/config';

// One flat project (the root config lists libs/*/vitest*.config.ts and ignores nested
// projects). Unit tests run in jsdom; src/stories.render.test.ts switches itself to node
// with a docblock and drives Chromium against the built Storybook.
export default defineConfig({
  test: {
    name: 'ui',
    environment: 'jsdom',
    // a screen's test under the whole suite's load on 2 cores (browsers and servers beside it)
    // can take longer than Vitest's default 5 s
    testTimeout: 20_000,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // One environment per worker instead of per file: files clean up after each test
    // (src/test/setup.ts) and share no module state; saves ~1 s per jsdom file on 2 cores.
    isolate: false,
  },
});
