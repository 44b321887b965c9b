import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The Vitest project of an app's or library's component tests (jsdom), one definition for all:
 * src/**\/*.test.ts(x), testing-library's waits from jsdom-setup.ts, and 20 s per test, since a
 * screen's test under the whole suite's load on 2 cores (browsers and servers beside it) can take
 * longer than Vitest's default 5 s.
 */
export const jsdomProject = (name: string) =>
  defineConfig({
    test: {
      name,
      environment: 'jsdom',
      testTimeout: 20_000,
      setupFiles: [fileURLToPath(new URL('./jsdom-setup.ts', import.meta.url))],
      include: ['src/**/*.test.{ts,tsx}'],
    },
  });
