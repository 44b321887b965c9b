/** Fingerprinted files never change: browsers and CDNs keep them for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Files whose name stays the same across deployments: always revalidate (ETag). */
export const REVALIDATE = 'no-cache';

// Entry points of the shell and the remotes: their names are fixed, their contents change.
const ENTRY_FILES = new Set(['remotes.json', 'mf-manifest.json', 'mf-stats.json', 'config.json', 'remoteEntry.js']);
// name.3f9a1c2b.js, 123.3f9a1c2b.chunk.js, name-3f9a1c2b.css
const CONTENT_HASH = /[.-][0-9a-f]{8,}(\.[a-z0-9]+)+$/i;

/** Cache-Control for a file of a dist folder, given its path relative to that folder. */
export function cacheControlFor(relativePath: string): string {
  const segments = relativePath.split(/[\\/]+/).filter(Boolean);
  const name = segments.at(-1) ?? '';
  if (ENTRY_FILES.has(name) || name.endsWith('.html')) return REVALIDATE;
  // Rsbuild emits every asset under static/ with a content hash in its name.
  if (segments.slice(0, -1).includes('static') || CONTENT_HASH.test(name)) return IMMUTABLE;
  return REVALIDATE;
}
