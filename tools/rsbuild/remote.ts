// One Rsbuild config for every remote: each exposes exactly one module, its route tree.
import { defineConfig, type RsbuildConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { buildVersion, containerName, sharedConfig, type Singleton } from './federation';
import { pluginPrecompress } from './precompress';

export interface RemoteOptions {
  /** Ranges of the shared singletons other than ^<installed version> (tests build incompatible remotes). */
  requiredVersions?: Partial<Record<Singleton, string>>;
}

export function remoteConfig(app: string, port: number, options: RemoteOptions = {}): RsbuildConfig {
  // Module Federation writes MF_BUILD_VERSION into mf-manifest.json; the portal shows it (user
  // menu, /remotes.json) so an operator sees which release of each remote is running.
  process.env.MF_BUILD_VERSION = buildVersion(process.cwd());
  return defineConfig({
    plugins: [
      pluginReact(),
      pluginPrecompress(),
      pluginModuleFederation({
        name: containerName(app),
        exposes: { './Routes': './src/app/routes.tsx' },
        shared: sharedConfig('remote', options.requiredVersions),
        manifest: true,
        dts: false,
        // The host provides the federation runtime (provideExternalRuntime), so a remote's
        // container does not ship its own ~30 kB copy.
        experiments: { externalRuntime: true, optimization: { target: 'web' } },
      }),
    ],
    source: { entry: { index: './src/main.ts' } },
    // Chunks resolve against wherever the remote is deployed, not the host's origin.
    output: { assetPrefix: 'auto', injectStyles: true, distPath: { root: 'dist' }, cleanDistPath: true },
    server: { port, headers: { 'Access-Control-Allow-Origin': '*' } },
    performance: { chunkSplit: { strategy: 'split-by-experience' } },
    html: { title: app },
  });
}
