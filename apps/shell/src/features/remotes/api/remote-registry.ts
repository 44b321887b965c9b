import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemotesManifest } from '@seed/domain';
import type { ComponentType } from 'react';

/** Container names of the five remotes; /remotes.json maps each to its mf-manifest.json. */
export type RemoteName = 'mfe_accounts' | 'mfe_farms' | 'mfe_seedlots' | 'mfe_transactions' | 'mfe_varieties';

let manifest: Promise<RemotesManifest> | null = null;

async function fetchManifest(): Promise<RemotesManifest> {
  const res = await fetch('/remotes.json', { cache: 'no-cache' });
  if (!res.ok) throw new Error(`GET /remotes.json answered ${res.status}`);
  // The schema (and zod) load with the first remote, not with the landing page.
  const { RemotesManifest } = await import('@seed/domain');
  const parsed = RemotesManifest.parse(await res.json());
  registerRemotes(
    Object.entries(parsed).map(([name, entry]) => ({ name, entry: new URL(entry, window.location.href).href })),
  );
  return parsed;
}

/** Reads /remotes.json once per page load (again after a failure) and registers every remote. */
export function loadRemotesManifest(): Promise<RemotesManifest> {
  if (!manifest) {
    manifest = fetchManifest();
    manifest.catch(() => (manifest = null));
  }
  return manifest;
}

const modules = new Map<RemoteName, Promise<ComponentType>>();

async function importRoutes(name: RemoteName, force: boolean): Promise<ComponentType> {
  const remotes = await loadRemotesManifest();
  const entry = remotes[name];
  if (!entry) throw new Error(`${name} is not listed in /remotes.json`);
  if (force) {
    // A failed load stays cached inside the federation runtime: re-registering clears it.
    registerRemotes([{ name, entry: new URL(entry, window.location.href).href }], { force: true });
  }
  const mod = await loadRemote<{ default: ComponentType }>(`${name}/Routes`);
  if (!mod?.default) throw new Error(`${name}/Routes did not load`);
  return mod.default;
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
