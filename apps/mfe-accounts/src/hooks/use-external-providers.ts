import { loadPublicConfig } from '@seed/auth';
import { useEffect, useState } from 'react';

/** Which third-party sign-in providers the auth server has enabled (GET /auth/v1/settings). */
export function useExternalProviders(): Record<string, boolean> {
  const [providers, setProviders] = useState<Record<string, boolean>>({});
  useEffect(() => {
    let live = true;
    loadPublicConfig()
      .then((config) => fetch('/auth/v1/settings', { headers: { apikey: config.anonKey } }))
      .then((res): Promise<{ external?: Record<string, boolean> }> => (res.ok ? res.json() : Promise.resolve({})))
      .then((settings) => live && setProviders(settings.external ?? {}))
      .catch(() => undefined); // no settings: no third-party button
    return () => {
      live = false;
    };
  }, []);
  return providers;
}
