import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { name: 'mfe-seedlots', environment: 'jsdom', include: ['src/**/*.test.{ts,tsx}'] } });
