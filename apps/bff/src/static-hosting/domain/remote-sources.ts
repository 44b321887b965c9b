import type { RemotesManifest } from '@seed/domain';
import type { CspDirectives } from '../../shared/security-headers';

/** An entry of the remotes manifest left out of the CSP, and why (for the operator's log). */
export interface IgnoredRemote {
  name: string;
  entry: string;
  reason: string;
}

export interface RemoteOrigins {
  /** Other origins the manifest loads remotes from, each once, e.g. https://cdn.example. */
  origins: string[];
  ignored: IgnoredRemote[];
}

// A host a CSP source can carry as it is: DNS labels, an IPv4 address or a bracketed IPv6
// address. Anything else (a wildcard, `;`, quotes) could widen or rewrite the policy.
const PLAIN_HOST = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])$/;

function entryUrl(value: RemotesManifest[string]): string {
  return typeof value === 'string' ? value : value.entry;
}

/**
 * The origins a remotes manifest loads remotes from. A path on the portal (`/remotes/…`) needs
 * nothing more than 'self'. An entry that is no plain http(s) URL of a host is ignored (and
 * reported), so a typo never widens the policy, let alone to `*`.
 */
export function remoteOrigins(manifest: RemotesManifest): RemoteOrigins {
  const origins = new Set<string>();
  const ignored: IgnoredRemote[] = [];
  for (const [name, value] of Object.entries(manifest)) {
    const entry = entryUrl(value);
    const ignore = (reason: string) => ignored.push({ name, entry, reason });
    if (entry.startsWith('//')) {
      ignore('a protocol-relative URL: write https://');
      continue;
    }
    // The shell resolves entries against the page, so a relative one is on the portal itself.
    if (!/^[a-z][a-z0-9+.-]*:/i.test(entry)) continue;
    let url: URL;
    try {
      url = new URL(entry);
    } catch {
      ignore('not a URL');
      continue;
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:')
      ignore(`the scheme ${url.protocol} cannot serve a remote`);
    else if (url.username || url.password) ignore('a URL with credentials');
    else if (!PLAIN_HOST.test(url.hostname)) ignore('a host that is not a plain name or address');
    else origins.add(url.origin);
  }
  return { origins: [...origins].sort(), ignored };
}

/**
 * The policy of the page that loads the shell: `base` plus, for every remote origin, what a
 * remote needs there: its mf-manifest.json (connect), its entry and chunks (script), and the
 * CSS and fonts it may ship (style, font). Nothing else is widened.
 */
export function withRemoteOrigins(base: CspDirectives, origins: readonly string[]): CspDirectives {
  if (origins.length === 0) return base;
  const add = (directive: string) => [...(base[directive] ?? ["'self'"]), ...origins];
  return {
    ...base,
    scriptSrc: add('scriptSrc'),
    connectSrc: add('connectSrc'),
    styleSrc: add('styleSrc'),
    fontSrc: add('fontSrc'),
  };
}
