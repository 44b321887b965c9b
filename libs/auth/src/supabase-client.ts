import type { GoTrueClient } from '@supabase/auth-js';
import { withPageLanguage } from './page-language';
import { loadPublicConfig } from './public-config';

/**
 * The page's Supabase client, as far as the portal uses one: Supabase Auth (GoTrue) at the portal's
 * own origin, whose BFF speaks that protocol under /auth/v1. Data goes through the BFF's /api/v1,
 * never PostgREST, Realtime or Storage, so the browser loads @supabase/auth-js alone (a third of
 * supabase-js's download) with the options supabase-js would give it: the same storage key
 * (stored-session.ts reads it), the anon key as apikey and bearer.
 */
export interface SupabaseAuth {
  readonly auth: GoTrueClient;
}

let client: Promise<SupabaseAuth> | null = null;

/** The one client of the page, loaded on first use, so public pages never download it. */
export function getSupabase(): Promise<SupabaseAuth> {
  if (!client) {
    client = Promise.all([import('@supabase/auth-js'), loadPublicConfig()]).then(([{ AuthClient }, config]) => {
      const origin = new URL(window.location.origin);
      const auth = new AuthClient({
        url: new URL('auth/v1', origin).href,
        headers: { Authorization: `Bearer ${config.anonKey}`, apikey: config.anonKey },
        storageKey: `sb-${origin.hostname.split('.')[0]}-auth-token`,
        flowType: 'pkce',
        persistSession: true,
        autoRefreshToken: true,
        detectSessionInUrl: true,
        fetch: (input, init) => fetch(input, { ...init, headers: withPageLanguage(init?.headers) }),
      });
      return { auth };
    });
    client.catch(() => (client = null));
  }
  return client;
}
