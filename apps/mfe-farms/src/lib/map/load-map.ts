import { loadPublicConfig } from '@seed/auth';
import type { MapAdapter } from './map-port';

export interface MapSetup {
  adapter: MapAdapter;
  tileUrl: string;
  provider: 'google' | 'open';
}

/** Picks the adapter from /config.json: Google with a key, the open one without. Code loads on demand. */
export async function loadMapSetup(): Promise<MapSetup> {
  const config = await loadPublicConfig();
  if (config.mapsApiKey) {
    const { googleAdapter } = await import('./google-adapter');
    return { adapter: googleAdapter(config.mapsApiKey), tileUrl: config.mapTileUrl, provider: 'google' };
  }
  const { createMapLibreMap } = await import('./maplibre-adapter');
  return { adapter: createMapLibreMap, tileUrl: config.mapTileUrl, provider: 'open' };
}
