import helmet from 'helmet';
import type { AppConfig } from './config';

/**
 * The CSP source that allows the map tiles of a URL template: https://tile.openstreetmap.org
 * for .../{z}/{x}/{y}.png, https://*.tile.example.org for https://{s}.tile.example.org/...
 */
export function tileSources(template: string): string[] {
  if (template.startsWith('/')) return [];
  const match = /^(https?):\/\/([^/?#]+)/.exec(template);
  if (!match) return [];
  const [, scheme, rawHost] = match;
  const host = rawHost!.replace(/\{[^}]*\}/g, '*');
  if (!host.includes('*')) return [`${scheme}://${host}`];
  // CSP accepts a wildcard only as the leftmost label; otherwise allow the scheme.
  return /^\*\.[^*]+$/.test(host) ? [`${scheme}://${host}`] : [`${scheme}:`];
}

// What the Maps JavaScript API loads (developers.google.com/maps/documentation/javascript/content-security-policy).
const GOOGLE_MAPS = {
  script: ['https://*.googleapis.com', 'https://*.gstatic.com', 'https://*.google.com'],
  img: ['https://*.googleapis.com', 'https://*.gstatic.com', 'https://*.google.com', 'https://*.googleusercontent.com'],
  connect: ['https://*.googleapis.com', 'https://*.google.com', 'https://*.gstatic.com'],
  style: ['https://fonts.googleapis.com'],
  font: ['https://fonts.gstatic.com'],
  frame: ['https://*.google.com'],
};

/** A Content-Security-Policy as helmet takes it: camelCase directive → its sources. */
export type CspDirectives = Record<string, string[]>;

/**
 * The portal's CSP for a Module Federation app served from one origin: remote chunks are
 * same-origin scripts; styles include inline <style> tags that CSS injection creates; images
 * include the map tiles' host. Remotes on other origins are added per page by the static
 * hosting (static-hosting/domain/remote-sources.ts), from the remotes manifest in effect.
 */
export function cspDirectives(config: Pick<AppConfig, 'appEnv' | 'publicConfig'>): CspDirectives {
  const tiles = tileSources(config.publicConfig.mapTileUrl);
  const google = config.publicConfig.mapsApiKey ? GOOGLE_MAPS : null;
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...(google?.script ?? [])],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'", "'unsafe-inline'", ...(google?.style ?? [])],
    imgSrc: ["'self'", 'data:', 'blob:', ...tiles, ...(google?.img ?? [])],
    fontSrc: ["'self'", 'data:', ...(google?.font ?? [])],
    // Vector-tile map libraries fetch tiles, so their host is a connect source too.
    connectSrc: ["'self'", ...tiles, ...(google?.connect ?? [])],
    workerSrc: ["'self'", 'blob:'],
    frameSrc: ["'self'", ...(google?.frame ?? [])],
    manifestSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'self'"],
    // Behind TLS in production; plain http on 127.0.0.1 or a LAN address in development.
    ...(config.appEnv === 'production' ? { upgradeInsecureRequests: [] } : {}),
  };
}

/** The header value of a policy, as helmet writes it (kebab-case directives, `;`-separated). */
export function serializeCsp(directives: CspDirectives): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`), ...sources].join(' '))
    .join(';');
}

/** helmet's headers with the portal's CSP (cspDirectives). */
export function securityHeaders(config: Pick<AppConfig, 'appEnv' | 'publicConfig'>) {
  return helmet({
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(config) },
    strictTransportSecurity: config.appEnv === 'production',
  });
}
