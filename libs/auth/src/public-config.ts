import type { PublicConfig } from '@seed/domain';
import { loadContractModule } from './lazy';

let config: Promise<PublicConfig> | null = null;

/** The browser's public settings from /config.json, fetched once and parsed with zod. */
export function loadPublicConfig(): Promise<PublicConfig> {
  if (!config) {
    config = fetch('/config.json', { cache: 'no-cache' })
      .then((res) => {
        if (!res.ok) throw new Error(`GET /config.json answered ${res.status}`);
        return res.json();
      })
      // zod comes with the first screen that needs settings, not with the landing page.
      .then(async (json) => (await loadContractModule('platform')).PublicConfig.parse(json));
    config.catch(() => (config = null));
  }
  return config;
}
