import type { z } from 'zod';
import { ApiError } from './api-error';
import { getSupabase } from './supabase-client';

/**
 * Calls the BFF with the signed-in user's access token and parses the answer with `schema`:
 * responses are checked, not just typed.
 */
export async function apiFetch<S extends z.ZodType>(
  path: string,
  schema: S,
  init: RequestInit & { json?: unknown } = {},
): Promise<z.output<S>> {
  const { json, headers, ...rest } = init;
  const supabase = await getSupabase();
  const { data } = await supabase.auth.getSession();
  const res = await fetch(path, {
    ...rest,
    headers: {
      Accept: 'application/json',
      ...(json === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(data.session ? { Authorization: `Bearer ${data.session.access_token}` } : {}),
      ...headers,
    },
    ...(json === undefined ? {} : { body: JSON.stringify(json) }),
  });
  const body: unknown = res.status === 204 ? undefined : await res.json().catch(() => undefined);
  if (!res.ok) {
    const error = (body as { error?: { code?: string; message?: string } } | undefined)?.error;
    throw new ApiError(res.status, error?.code ?? 'error', error?.message ?? 'An error occurred');
  }
  return schema.parse(body);
}
