import path from 'node:path';
import { z } from 'zod';
import { ConfigError } from '../shared/config';
import { findRepoRoot } from '../shared/repo-root';

/** Where avatars go: the local disk (default) or a Supabase project's Storage. */
export type AccountsConfig =
  | { storage: { backend: 'local'; dir: string } }
  | { storage: { backend: 'supabase'; url: string; serviceRoleKey: string } };

const Env = z
  .object({
    STORAGE_BACKEND: z.enum(['local', 'supabase'], { error: 'must be local or supabase' }).default('local'),
    STORAGE_DIR: z.string().optional(),
    SUPABASE_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
    SUPABASE_SERVICE_ROLE_KEY: z.string().optional(),
  })
  .superRefine((env, ctx) => {
    if (env.STORAGE_BACKEND !== 'supabase') return;
    if (!env.SUPABASE_URL) ctx.addIssue({ code: 'custom', path: ['SUPABASE_URL'], message: 'is required when STORAGE_BACKEND=supabase' });
    if (!env.SUPABASE_SERVICE_ROLE_KEY) {
      ctx.addIssue({ code: 'custom', path: ['SUPABASE_SERVICE_ROLE_KEY'], message: 'is required when STORAGE_BACKEND=supabase' });
    }
  });

/**
 * The accounts component's variables: STORAGE_BACKEND (local | supabase, default local),
 * STORAGE_DIR (default <repo>/.data/storage), SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY
 * (supabase only). Empty values count as unset; throws ConfigError listing every problem.
 */
export function parseAccountsConfig(env: Record<string, string | undefined>): AccountsConfig {
  const input = Object.fromEntries(
    Object.keys(Env.shape).map((key) => [key, env[key] === '' ? undefined : env[key]]),
  );
  const result = Env.safeParse(input);
  if (!result.success) {
    throw new ConfigError([...new Set(result.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`))]);
  }
  const e = result.data;
  if (e.STORAGE_BACKEND === 'supabase') {
    return { storage: { backend: 'supabase', url: e.SUPABASE_URL!, serviceRoleKey: e.SUPABASE_SERVICE_ROLE_KEY! } };
  }
  return { storage: { backend: 'local', dir: path.resolve(e.STORAGE_DIR ?? path.join(findRepoRoot(), '.data', 'storage')) } };
}
