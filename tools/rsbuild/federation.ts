// Build-time Module Federation settings shared by the host and every remote, so the
// singleton list lives in one place (ARCHITECTURE.md "Runtime composition").
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(join(root, 'package.json'));

function versionOf(pkg: string): string {
  if (pkg === '@seed/auth') {
    return (JSON.parse(readFileSync(join(root, 'libs/auth/package.json'), 'utf8')) as { version: string }).version;
  }
  return (require(`${pkg}/package.json`) as { version: string }).version;
}

/** The only modules shared between host and remotes; everything else a remote bundles itself. */
export const SINGLETONS = [
  'react',
  'react-dom',
  'react-router-dom',
  '@tanstack/react-query',
  'zustand',
  '@seed/auth',
  'i18next',
  'react-i18next',
] as const;
export type Singleton = (typeof SINGLETONS)[number];

/**
 * Shared config. The host provides every singleton; remotes declare `import: false`, so they
 * never ship (or download) a second React: they always take the host's copy.
 */
export function sharedConfig(role: 'host' | 'remote', requiredVersions: Partial<Record<Singleton, string>> = {}) {
  return Object.fromEntries(
    SINGLETONS.flatMap((name) => {
      const version = versionOf(name);
      const entry = {
        singleton: true,
        requiredVersion: requiredVersions[name] ?? `^${version}`,
        version,
        ...(role === 'remote' ? { import: false as const } : {}),
      };
      // react-dom/client is a separate entry point that must come from the same copy.
      return name === 'react-dom'
        ? [
            [name, entry],
            ['react-dom/client', entry],
          ]
        : name === 'react'
          ? [
              [name, entry],
              ['react/jsx-runtime', entry],
            ]
          : [[name, entry]];
    }),
  );
}

/** Remote app name (folder) → federation container name, e.g. mfe-farms → mfe_farms. */
export const containerName = (app: string) => app.replace(/-/g, '_');

/**
 * The release a build names in its mf-manifest.json (metaData.buildInfo.buildVersion, which
 * Module Federation reads from MF_BUILD_VERSION): SEED_BUILD_VERSION (or MF_BUILD_VERSION) when
 * the pipeline sets one (a release tag), else `git describe` of the checkout (tag, commits since, commit, -dirty),
 * else the package version.
 */
export function buildVersion(packageDir: string): string {
  const fromPipeline = process.env.SEED_BUILD_VERSION?.trim() || process.env.MF_BUILD_VERSION?.trim();
  if (fromPipeline) return fromPipeline;
  try {
    return execFileSync('git', ['describe', '--tags', '--always', '--dirty'], {
      cwd: packageDir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return (JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as { version: string }).version;
  }
}
