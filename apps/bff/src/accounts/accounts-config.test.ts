import { describe, expect, it } from 'vitest';
import { ConfigError } from '../shared/config';
import { parseAccountsConfig } from './accounts-config';

describe('parseAccountsConfig', () => {
  it('when nothing is set, then avatars go to <repo>/.data/storage on the local disk', () => {
    const config = parseAccountsConfig({});

    expect(config.storage.backend).toBe('local');
    expect(config.storage.backend === 'local' && config.storage.dir).toMatch(/\.data[\\/]storage$/);
  });

  it('when STORAGE_BACKEND=supabase lacks its URL and key, then both are reported', () => {
    let problems: string[] = [];
    try {
      parseAccountsConfig({ STORAGE_BACKEND: 'supabase', SUPABASE_URL: '' });
    } catch (error) {
      if (error instanceof ConfigError) problems = error.problems;
    }

    expect(problems).toEqual([
      'SUPABASE_URL is required when STORAGE_BACKEND=supabase',
      'SUPABASE_SERVICE_ROLE_KEY is required when STORAGE_BACKEND=supabase',
    ]);
  });

  it('when STORAGE_BACKEND=supabase is complete, then the Supabase Storage settings come back', () => {
    expect(
      parseAccountsConfig({ STORAGE_BACKEND: 'supabase', SUPABASE_URL: 'https://p.supabase.co', SUPABASE_SERVICE_ROLE_KEY: 'k' }),
    ).toEqual({ storage: { backend: 'supabase', url: 'https://p.supabase.co', serviceRoleKey: 'k' } });
  });
});
