import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { sharedConfig } from '../../tools/rsbuild/federation';
import { pluginPrecompress } from '../../tools/rsbuild/precompress';

// The host knows no remote at build time: it reads /remotes.json at start-up and registers
// them at run time, so a remote is redeployed without rebuilding the shell.
export default defineConfig({
  plugins: [
    pluginReact(),
    pluginPrecompress(),
    pluginModuleFederation({
      name: 'shell',
      remotes: {},
      shared: sharedConfig('host'),
      dts: false,
      // Remotes are built with externalRuntime and use this copy of the federation runtime.
      experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
    }),
  ],
  source: { entry: { index: './src/index.ts' } },
  html: {
    template: './src/index.html',
    title: 'Seed Traceability Portal',
  },
  output: { distPath: { root: 'dist' }, cleanDistPath: true },
  server: { port: 3000, proxy: { '/api': 'http://127.0.0.1:8080', '/auth': 'http://127.0.0.1:8080', '/config.json': 'http://127.0.0.1:8080', '/remotes.json': 'http://127.0.0.1:8080', '/remotes': 'http://127.0.0.1:8080' } },
});
