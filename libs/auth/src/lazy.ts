// Thin async doors to the client code, so the shared @seed/auth module that every page loads
// stays small: the implementations (and supabase-js, and zod) arrive with the first call.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { PublicConfig } from '@seed/domain';
import type { z } from 'zod';

export async function getSupabase(): Promise<SupabaseClient> {
  return (await import('./supabase-client')).getSupabase();
}

export async function apiFetch<S extends z.ZodType>(
  path: string,
  schema: S,
  init?: RequestInit & { json?: unknown },
): Promise<z.output<S>> {
  return (await import('./api-client')).apiFetch(path, schema, init);
}

export async function loadPublicConfig(): Promise<PublicConfig> {
  return (await import('./public-config')).loadPublicConfig();
}

/** libs/domain's exports: the zod schemas of the API contract, its constants and rules. */
export type ApiContract = typeof import('@seed/domain');

let contract: Promise<ApiContract> | null = null;

/**
 * The API contract (libs/domain's zod schemas), loaded once for the whole page through this
 * shared singleton: remotes parse responses with the host's copy instead of shipping zod. The
 * promise is kept, so React's use() (useApiContract) sees the same, settled one on re-render.
 */
export function loadApiContract(): Promise<ApiContract> {
  if (!contract) {
    contract = import('@seed/domain');
    contract.catch(() => (contract = null));
  }
  return contract;
}
