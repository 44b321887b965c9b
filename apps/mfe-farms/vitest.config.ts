import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { name: 'mfe-farms', environment: 'jsdom', include: ['src/**/*.test.{ts,tsx}'] } });
