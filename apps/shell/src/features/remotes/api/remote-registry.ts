import {
  loadRemote,
  registerGlobalPlugins,
  registerPlugins,
  registerRemotes,
  satisfy,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import { loadContractModule } from '@seed/auth';
import type { RemotesManifest } from '@seed/domain';
import type { ComponentType } from 'react';
import { IncompatibleRemoteError, type RemoteRelease } from './incompatible-remote-error';

export type { RemoteRelease };

/** Container names of the six remotes; /remotes.json maps each to its mf-manifest.json. */
export type RemoteName =
  'mfe_accounts' | 'mfe_farms' | 'mfe_seedlots' | 'mfe_testing' | 'mfe_transactions' | 'mfe_varieties';

// What the manifests loaded on this page declare, and each remote's refused share (by container name).
const loadedReleases = new Map<string, RemoteRelease>();
const refusals = new Map<string, { pkgName: string; requiredVersion: string; providedVersion: string }>();

/**
 * Module Federation runtime plugin: remembers each remote's build from its manifest, and refuses
 * a shared singleton whose range the host's copy does not satisfy (Module Federation itself
 * would only warn and hand the remote an incompatible React). Registered globally, so the
 * remotes' own federation instances, which resolve their shares, apply it too.
 */
const versionCheck: ModuleFederationRuntimePlugin = {
  name: 'seed-remote-version-check',
  // Per instance: a share's consumer is the instance resolving it (a remote's container name).
  apply: (instance) => ({
    async afterLoadManifest({ moduleInfo, manifestUrl, manifestJson }) {
      const info = manifestJson?.metaData?.buildInfo;
      if (!info) return;
      loadedReleases.set(moduleInfo.name, {
        entry: manifestUrl,
        buildName: info.buildName || null,
        buildVersion: info.buildVersion || null,
      });
    },
    resolveShare(args) {
      const { pkgName, version, shareInfo } = args;
      const required = shareInfo.shareConfig?.requiredVersion;
      if (!shareInfo.shareConfig?.singleton || typeof required !== 'string' || !version) return args;
      if (satisfy(version, required)) return args;
      const remote = instance.options.name;
      refusals.set(remote, { pkgName, requiredVersion: required, providedVersion: version });
      return {
        ...args,
        resolver: () => {
          throw new Error(`${remote} needs ${pkgName} ${required}; the portal provides ${version}`);
        },
      };
    },
  }),
};

let manifest: Promise<Record<string, RemoteRelease>> | null = null;

async function fetchManifest(): Promise<Record<string, RemoteRelease>> {
  const res = await fetch('/remotes.json', { cache: 'no-cache' });
  if (!res.ok) throw new Error(`GET /remotes.json answered ${res.status}`);
  // The schema (and zod) load with the first remote, not with the landing page.
  const { RemotesManifest } = await loadContractModule('platform');
  const parsed: RemotesManifest = RemotesManifest.parse(await res.json());
  const remotes = Object.fromEntries(
    Object.entries(parsed).map(([name, value]) => {
      const release = typeof value === 'string' ? { entry: value, buildName: null, buildVersion: null } : value;
      return [name, { ...release, entry: new URL(release.entry, window.location.href).href }];
    }),
  );
  registerGlobalPlugins([versionCheck]);
  registerPlugins([versionCheck]);
  registerRemotes(Object.entries(remotes).map(([name, { entry }]) => ({ name, entry })));
  return remotes;
}

/** Reads /remotes.json once per page load (again after a failure) and registers every remote. */
export function loadRemotesManifest(): Promise<Record<string, RemoteRelease>> {
  if (!manifest) {
    manifest = fetchManifest();
    manifest.catch(() => (manifest = null));
  }
  return manifest;
}

/**
 * Each remote's release: what the manifest this page loaded declares, else what /remotes.json
 * said (the BFF read the same manifest when the page started).
 */
export async function remoteReleases(): Promise<Record<string, RemoteRelease>> {
  const listed = await loadRemotesManifest();
  return Object.fromEntries(
    Object.entries(listed).map(([name, release]) => [name, loadedReleases.get(name) ?? release]),
  );
}

const modules = new Map<RemoteName, Promise<ComponentType>>();

async function importRoutes(name: RemoteName, force: boolean): Promise<ComponentType> {
  const remotes = await loadRemotesManifest();
  const listed = remotes[name];
  if (!listed) throw new Error(`${name} is not listed in /remotes.json`);
  if (force) {
    // A failed load stays cached inside the federation runtime: re-registering clears it.
    refusals.delete(name);
    registerRemotes([{ name, entry: listed.entry }], { force: true });
  }
  try {
    const mod = await loadRemote<{ default: ComponentType }>(`${name}/Routes`);
    if (!mod?.default) throw new Error(`${name}/Routes did not load`);
    return mod.default;
  } catch (error) {
    const refusal = refusals.get(name);
    if (!refusal) throw error;
    const release = loadedReleases.get(name) ?? listed;
    const incompatible = new IncompatibleRemoteError(
      name,
      release,
      refusal.pkgName,
      refusal.requiredVersion,
      refusal.providedVersion,
    );
    // What an operator needs to fix it: which remote, which build, from where, and which share.
    console.error(
      `Remote ${name} cannot run in this portal: it needs ${refusal.pkgName} ${refusal.requiredVersion}, the portal provides ${refusal.providedVersion}.`,
      { remote: name, ...release, ...refusal, cause: error },
    );
    throw incompatible;
  }
}

const forceNext = new Set<RemoteName>();

/**
 * The route tree a remote exposes, loaded once and shared by every mount of that remote.
 * A failed load stays cached (so React does not retry it in a loop) until retryRemote.
 */
export function remoteRoutes(name: RemoteName): Promise<ComponentType> {
  let pending = modules.get(name);
  if (!pending) {
    pending = importRoutes(name, forceNext.delete(name));
    modules.set(name, pending);
  }
  return pending;
}

/** Forget a remote's failed or stale load so the next render fetches it afresh. */
export function retryRemote(name: RemoteName): void {
  modules.delete(name);
  forceNext.add(name);
}
