import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_MAP_TILE_URL, DEFAULT_REMOTES, DEVELOPMENT_ANON_KEY, parseConfig } from './config';

const DATABASE_URL = 'postgresql://portal_bff@127.0.0.1:54329/seed_portal';

function problemsOf(env: Record<string, string | undefined>): string[] {
  try {
    parseConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('parseConfig', () => {
  it('when only DATABASE_URL is set, then every other variable takes its default', () => {
    const config = parseConfig({ DATABASE_URL });

    expect(config).toMatchObject({
      appEnv: 'development',
      databaseUrl: DATABASE_URL,
      port: 8080,
      host: '0.0.0.0',
      logLevel: 'info',
      remotes: DEFAULT_REMOTES,
      publicConfig: {
        authUrl: '/auth/v1',
        anonKey: DEVELOPMENT_ANON_KEY,
        mapsApiKey: null,
        mapTileUrl: DEFAULT_MAP_TILE_URL,
        features: {},
      },
    });
    expect(config.migrationsDir).toMatch(/supabase[\\/]migrations$/);
  });

  it('when several variables are bad or missing, then the error lists each of them', () => {
    const problems = problemsOf({
      PORT: 'eighty',
      APP_ENV: 'staging',
      LOG_LEVEL: 'loud',
      REMOTES_JSON: '{not json',
      MAP_TILE_URL: 'tiles.example.org/{z}/{x}/{y}.png',
    });

    expect(problems).toEqual(
      expect.arrayContaining([
        'DATABASE_URL is required',
        'PORT must be an integer from 0 to 65535',
        'APP_ENV must be development, production, test',
        'LOG_LEVEL must be fatal, error, warn, info, debug, trace, silent',
        'REMOTES_JSON must be valid JSON',
        'MAP_TILE_URL must be an http(s) URL template or a path starting with /',
      ]),
    );
    expect(problems).toHaveLength(6);
  });

  it('when the error is printed, then it names every variable on its own line', () => {
    const error = (() => {
      try {
        parseConfig({ DATABASE_URL: 'mysql://x', PORT: '70000' });
      } catch (e) {
        return e as Error;
      }
      return null;
    })();

    expect(error?.message).toBe(
      'Invalid configuration:\n' +
        '  - DATABASE_URL must be a postgres:// or postgresql:// URL\n' +
        '  - PORT must be an integer from 0 to 65535',
    );
  });

  it('when REMOTES_JSON names a remote with a hyphen, then it is refused', () => {
    expect(problemsOf({ DATABASE_URL, REMOTES_JSON: '{"mfe-farms":"/x"}' })).toEqual([
      'REMOTES_JSON must be a JSON object mapping remote names (like mfe_farms) to manifest URLs',
    ]);
  });

  it('when APP_ENV is production without PUBLIC_ANON_KEY, then it is refused', () => {
    expect(problemsOf({ DATABASE_URL, APP_ENV: 'production' })).toEqual([
      'PUBLIC_ANON_KEY is required when APP_ENV=production',
    ]);
  });

  it('when FEATURES lists names, then each is enabled in the public config', () => {
    const config = parseConfig({ DATABASE_URL, FEATURES: 'qr_codes, offline-maps ,' });

    expect(config.publicConfig.features).toEqual({ qr_codes: true, 'offline-maps': true });
  });

  it('when a variable is empty, then it counts as unset', () => {
    const config = parseConfig({ DATABASE_URL, PORT: '', MAPS_API_KEY: '' });

    expect(config.port).toBe(8080);
    expect(config.publicConfig.mapsApiKey).toBeNull();
  });

  it('when REMOTES_JSON is valid, then it replaces the default manifest', () => {
    const config = parseConfig({
      DATABASE_URL,
      REMOTES_JSON: '{"mfe_farms":"https://cdn.example.org/farms/mf-manifest.json"}',
    });

    expect(config.remotes).toEqual({ mfe_farms: 'https://cdn.example.org/farms/mf-manifest.json' });
  });
});
