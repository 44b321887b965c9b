import type { SupabaseClient } from '@supabase/supabase-js';
import { loadPublicConfig } from './public-config';

let client: Promise<SupabaseClient> | null = null;

/**
 * The one Supabase client of the page, pointed at the portal's own origin (its BFF speaks the
 * Supabase Auth protocol under /auth/v1). Loaded on first use, so public pages never download it.
 */
export function getSupabase(): Promise<SupabaseClient> {
  if (!client) {
    client = Promise.all([import('@supabase/supabase-js'), loadPublicConfig()]).then(([{ createClient }, config]) =>
      createClient(window.location.origin, config.anonKey, {
        auth: { flowType: 'pkce', persistSession: true, autoRefreshToken: true, detectSessionInUrl: true },
      }),
    );
    client.catch(() => (client = null));
  }
  return client;
}
