import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { name: 'mfe-accounts', environment: 'jsdom', include: ['src/**/*.test.{ts,tsx}'] } });
