import { defineConfig } from 'vitest/config';

// As tools/testing/jsdom-project.ts makes the apps' projects, written out: @seed/tools depends on
// @seed/auth, so importing the helper here would make the two depend on each other.

export default defineConfig({
  test: {
    name: 'auth',
    environment: 'jsdom',
    // a screen's test under the whole suite's load on 2 cores (browsers and servers beside it)
    // can take longer than Vitest's default 5 s
    testTimeout: 20_000,
    setupFiles: ['../../tools/testing/jsdom-setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
