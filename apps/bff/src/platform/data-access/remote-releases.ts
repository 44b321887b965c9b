import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { remoteEntryUrl, type RemoteEntry, type RemotesManifest } from '@seed/domain';
import type { Logger } from '../../shared/logger';

type Release = Pick<RemoteEntry, 'buildName' | 'buildVersion'>;
const UNKNOWN: Release = { buildName: null, buildVersion: null };

// A manifest on another origin is fetched at most this often per URL and process: /remotes.json
// is read on every page load, a CDN need not be. A repointed remote has a new URL, so it is
// read at once; a redeploy at the same URL shows its version within this time.
const REMOTE_TTL_MS = 15_000;
const FETCH_TIMEOUT_MS = 2_000;
const cache = new Map<string, { at: number; release: Promise<Release> }>();

/** The release an mf-manifest.json declares (metaData.buildInfo, set by Module Federation's build). */
function releaseOf(manifest: unknown): Release {
  const info = (manifest as { metaData?: { buildInfo?: { buildName?: unknown; buildVersion?: unknown } } })?.metaData
    ?.buildInfo;
  const text = (v: unknown) => (typeof v === 'string' && v.length > 0 && v.length <= 200 ? v : null);
  return { buildName: text(info?.buildName), buildVersion: text(info?.buildVersion) };
}

async function readLocal(staticRoot: string, url: string): Promise<Release> {
  // /remotes/mfe-<name>/<file> is apps/mfe-<name>/dist/<file> (static-hosting), never outside it.
  const match = /^\/remotes\/(mfe-[a-z0-9-]+)\/([a-z0-9._/-]*mf-manifest\.json)$/.exec(url.split(/[?#]/)[0]!);
  if (!match || match[2]!.split('/').includes('..')) return UNKNOWN;
  try {
    return releaseOf(JSON.parse(await readFile(path.join(staticRoot, 'apps', match[1]!, 'dist', match[2]!), 'utf8')));
  } catch {
    return UNKNOWN;
  }
}

async function fetchRemote(url: string, logger: Logger): Promise<Release> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    if (!res.ok) throw new Error(`answered ${res.status}`);
    return releaseOf(await res.json());
  } catch (error) {
    logger.warn({ err: error, url }, 'cannot read the release of a remote manifest');
    return UNKNOWN;
  }
}

/**
 * Each remote of the manifest with the build name and version its mf-manifest.json declares:
 * read from STATIC_ROOT for the portal's own /remotes/ paths, fetched for other origins.
 */
export async function withReleases(
  manifest: RemotesManifest,
  staticRoot: string,
  logger: Logger,
): Promise<Record<string, RemoteEntry>> {
  const now = Date.now();
  const entries = await Promise.all(
    Object.entries(manifest).map(async ([name, value]): Promise<[string, RemoteEntry]> => {
      const entry = remoteEntryUrl(value);
      let release: Release;
      if (/^https?:\/\//i.test(entry)) {
        let cached = cache.get(entry);
        if (!cached || now - cached.at > REMOTE_TTL_MS) {
          cached = { at: now, release: fetchRemote(entry, logger) };
          cache.set(entry, cached);
        }
        release = await cached.release;
      } else {
        release = await readLocal(staticRoot, entry);
      }
      return [name, { entry, ...release }];
    }),
  );
  // Entries no longer in any manifest do not stay in memory.
  for (const [url, { at }] of cache) if (now - at > REMOTE_TTL_MS) cache.delete(url);
  return Object.fromEntries(entries);
}
