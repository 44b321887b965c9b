import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { name: 'shell', environment: 'jsdom', include: ['src/**/*.test.{ts,tsx}'] } });
