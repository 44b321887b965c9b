import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { name: 'mfe-varieties', environment: 'jsdom', include: ['src/**/*.test.{ts,tsx}'] } });
