import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { name: 'mfe-transactions', environment: 'jsdom', include: ['src/**/*.test.{ts,tsx}'] } });
