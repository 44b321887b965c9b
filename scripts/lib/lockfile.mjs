// The committed lockfile must name every platform's optional packages (rspack, tailwind's oxide,
// esbuild, nx, rollup …), or `npm ci` refuses it on the platforms it lacks and `npm install`
// rewrites it. Node built-ins only: it runs before node_modules exists.
import fs from 'node:fs';
import path from 'node:path';

/**
 * Where Node would find `name` from the lockfile entry at `from` ('' is the root): the nearest
 * `node_modules/name` up the entry's path, as npm records nested packages.
 */
function resolveEntry(packages, from, name) {
  let dir = from;
  for (;;) {
    const candidate = dir ? `${dir}/node_modules/${name}` : `node_modules/${name}`;
    if (candidate in packages) return candidate;
    if (!dir) return null;
    const parent = dir.lastIndexOf('/node_modules/');
    dir = parent === -1 ? '' : dir.slice(0, parent);
  }
}

/**
 * The optional dependencies that some lockfile entry declares but the lockfile does not hold,
 * as "dependent → name@range" lines; empty when `npm ci` can install on every platform.
 */
export function missingOptionalPackages(lock) {
  const packages = lock.packages ?? {};
  const missing = [];
  for (const [at, entry] of Object.entries(packages)) {
    // A link names a workspace folder whose own entry carries its dependencies.
    if (entry.link) continue;
    for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
      if (!resolveEntry(packages, at, name)) missing.push(`${at || '(root)'} → ${name}@${range}`);
    }
  }
  return missing;
}

/** missingOptionalPackages of the repository's package-lock.json. */
export function missingOptionalPackagesIn(repoRoot) {
  return missingOptionalPackages(JSON.parse(fs.readFileSync(path.join(repoRoot, 'package-lock.json'), 'utf8')));
}
