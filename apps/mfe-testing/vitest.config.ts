import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'mfe-testing', environment: 'jsdom', include: ['src/**/*.test.{ts,tsx}'] },
});
