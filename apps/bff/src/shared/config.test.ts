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
    const config = parseConfig({ APP_ENV: 'development', DATABASE_URL });

    expect(config).toMatchObject({
      appEnv: 'development',
      databaseUrl: DATABASE_URL,
      port: 8080,
      // Outside production the portal listens on loopback only.
      host: '127.0.0.1',
      logLevel: 'info',
      remotes: DEFAULT_REMOTES,
      geocoderUrl: null,
      geocoderMaxPerSecond: 1,
      publicConfig: {
        authUrl: '/auth/v1',
        anonKey: DEVELOPMENT_ANON_KEY,
        mapsApiKey: null,
        mapTileUrl: DEFAULT_MAP_TILE_URL,
        geocoder: null,
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
        parseConfig({ APP_ENV: 'development', DATABASE_URL: 'mysql://x', PORT: '70000' });
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
    expect(problemsOf({ APP_ENV: 'development', DATABASE_URL, REMOTES_JSON: '{"mfe-farms":"/x"}' })).toEqual([
      'REMOTES_JSON must be a JSON object mapping remote names (like mfe_farms) to manifest URLs',
    ]);
  });

  it('when APP_ENV is not set, then production is assumed: its required settings are asked for and no development inbox', () => {
    expect(problemsOf({ DATABASE_URL })).toEqual([
      'PUBLIC_ANON_KEY is required when APP_ENV=production',
      'AUTH_SITE_URL is required when APP_ENV=production',
    ]);
    expect(parseConfig({ DATABASE_URL, PUBLIC_ANON_KEY: 'k', AUTH_SITE_URL: 'https://seed.example.org' }).appEnv).toBe(
      'production',
    );
  });

  it('when APP_ENV is production without PUBLIC_ANON_KEY, then it is refused', () => {
    expect(problemsOf({ DATABASE_URL, APP_ENV: 'production', AUTH_SITE_URL: 'https://seed.example.org' })).toEqual([
      'PUBLIC_ANON_KEY is required when APP_ENV=production',
    ]);
  });

  it('when FEATURES lists names, then each is enabled in the public config', () => {
    const config = parseConfig({ APP_ENV: 'development', DATABASE_URL, FEATURES: 'qr_codes, offline-maps ,' });

    expect(config.publicConfig.features).toEqual({ qr_codes: true, 'offline-maps': true });
  });

  it('when a variable is empty, then it counts as unset', () => {
    const config = parseConfig({ APP_ENV: 'development', DATABASE_URL, PORT: '', MAPS_API_KEY: '' });

    expect(config.port).toBe(8080);
    expect(config.publicConfig.mapsApiKey).toBeNull();
  });

  it('when GEOCODER_URL is set without a Maps key, then the open geocoder is used and the browser is told so', () => {
    const config = parseConfig({
      APP_ENV: 'development',
      DATABASE_URL,
      GEOCODER_URL: 'https://nominatim.example.org/',
    });

    expect(config.geocoderUrl).toBe('https://nominatim.example.org');
    expect(config.publicConfig.geocoder).toBe('open');
  });

  it('when both MAPS_API_KEY and GEOCODER_URL are set, then the browser geocodes with Google', () => {
    const config = parseConfig({
      APP_ENV: 'development',
      DATABASE_URL,
      MAPS_API_KEY: 'maps-key',
      GEOCODER_URL: 'https://nominatim.example.org',
    });

    expect(config.publicConfig.geocoder).toBe('google');
    expect(config.geocoderUrl).toBe('https://nominatim.example.org');
  });

  it('when GEOCODER_MAX_PER_SECOND is set, then it bounds the open geocoder; out of range it is named', () => {
    expect(
      parseConfig({ APP_ENV: 'development', DATABASE_URL, GEOCODER_MAX_PER_SECOND: '5' }).geocoderMaxPerSecond,
    ).toBe(5);
    expect(problemsOf({ APP_ENV: 'development', DATABASE_URL, GEOCODER_MAX_PER_SECOND: '0' })).toHaveLength(1);
  });

  it('when GEOCODER_URL is not an http(s) URL, then it is named with what it must be', () => {
    expect(problemsOf({ APP_ENV: 'development', DATABASE_URL, GEOCODER_URL: 'nominatim.example.org' })).toEqual([
      'GEOCODER_URL must be an http(s) URL',
    ]);
    expect(problemsOf({ APP_ENV: 'development', DATABASE_URL, GEOCODER_URL: 'ftp://nominatim.example.org' })).toEqual([
      'GEOCODER_URL must be an http(s) URL',
    ]);
  });

  it('when REMOTES_JSON is valid, then it replaces the default manifest', () => {
    const config = parseConfig({
      APP_ENV: 'development',
      DATABASE_URL,
      REMOTES_JSON: '{"mfe_farms":"https://cdn.example.org/farms/mf-manifest.json"}',
    });

    expect(config.remotes).toEqual({ mfe_farms: 'https://cdn.example.org/farms/mf-manifest.json' });
  });

  it('when no auth variable is set, then local auth with Supabase-like defaults', () => {
    const config = parseConfig({ APP_ENV: 'development', DATABASE_URL });

    expect(config.trustProxy).toBe(false);
    expect(config.auth).toEqual({
      mode: 'local',
      siteUrl: 'http://localhost:8080',
      jwtIssuer: 'seed-portal-auth',
      jwtExpirySeconds: 3600,
      refreshTokenReuseIntervalSeconds: 10,
      emailOtpExpirySeconds: 3600,
      smsOtpExpirySeconds: 600,
      otpMinIntervalSeconds: 60,
      rateLimits: { windowSeconds: 300, signInPerIp: 100, signInPerAccount: 10, otpPerIp: 30, otpPerAccount: 5 },
      sessionCacheSeconds: 5,
      redirectAllowList: [],
      enableSignup: true,
      securePasswordChange: false,
      smtpUrl: null,
      smtpFrom: 'Seed Portal <no-reply@seed-portal.local>',
      smsProviderUrl: null,
      supabase: null,
      oidc: null,
    });
  });

  it('when APP_ENV is test, then per-IP limits are generous unless set', () => {
    const config = parseConfig({ DATABASE_URL, APP_ENV: 'test', AUTH_RATE_LIMIT_OTP_PER_IP: '7' });

    expect(config.auth.rateLimits).toMatchObject({ signInPerIp: 100_000, otpPerIp: 7 });
  });

  it('when AUTH_SITE_URL is set, then it is the site URL and the issuer of access tokens', () => {
    const config = parseConfig({ APP_ENV: 'development', DATABASE_URL, AUTH_SITE_URL: 'https://seed.example.org/' });

    expect(config.auth).toMatchObject({
      siteUrl: 'https://seed.example.org',
      jwtIssuer: 'https://seed.example.org/auth/v1',
    });
  });

  it('when AUTH_MODE is supabase, then SUPABASE_URL and SUPABASE_ANON_KEY are required and the anon key is public', () => {
    expect(problemsOf({ APP_ENV: 'development', DATABASE_URL, AUTH_MODE: 'supabase' })).toEqual([
      'SUPABASE_URL is required when AUTH_MODE=supabase',
      'SUPABASE_ANON_KEY is required when AUTH_MODE=supabase',
    ]);

    const config = parseConfig({
      APP_ENV: 'development',
      DATABASE_URL,
      AUTH_MODE: 'supabase',
      SUPABASE_URL: 'https://abc.supabase.co',
      SUPABASE_ANON_KEY: 'sb_publishable_x',
    });
    expect(config.auth.supabase).toEqual({
      url: 'https://abc.supabase.co',
      anonKey: 'sb_publishable_x',
      jwtSecret: null,
    });
    expect(config.publicConfig.anonKey).toBe('sb_publishable_x');
  });

  it('when only some OIDC variables are set, then the missing ones are named', () => {
    expect(problemsOf({ APP_ENV: 'development', DATABASE_URL, OIDC_ISSUER: 'https://accounts.google.com' })).toEqual([
      'OIDC_CLIENT_ID is required when any OIDC_* variable is set (OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET)',
      'OIDC_CLIENT_SECRET is required when any OIDC_* variable is set (OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET)',
    ]);
  });

  it('when the OIDC variables are set, then the provider is configured with its name (google by default)', () => {
    const config = parseConfig({
      APP_ENV: 'development',
      DATABASE_URL,
      OIDC_ISSUER: 'https://accounts.google.com',
      OIDC_CLIENT_ID: 'id',
      OIDC_CLIENT_SECRET: 'secret',
    });

    expect(config.auth.oidc).toEqual({
      name: 'google',
      issuer: 'https://accounts.google.com',
      clientId: 'id',
      clientSecret: 'secret',
    });
  });

  it('when auth variables are malformed, then each is named with what it must be', () => {
    expect(
      problemsOf({
        APP_ENV: 'development',
        DATABASE_URL,
        AUTH_MODE: 'gotrue',
        AUTH_JWT_EXPIRY_SECONDS: '5',
        AUTH_ENABLE_SIGNUP: 'yes',
        SMTP_URL: 'mail.example.org',
        AUTH_REDIRECT_ALLOW_LIST: 'https://ok.example.org/*, not a url',
      }),
    ).toEqual([
      'AUTH_MODE must be local, supabase',
      'AUTH_JWT_EXPIRY_SECONDS must be an integer from 30 to 604800',
      'AUTH_REDIRECT_ALLOW_LIST has entries that are not http(s) URLs: not a url',
      'AUTH_ENABLE_SIGNUP must be true or false',
      'SMTP_URL must be an smtp:// or smtps:// URL',
    ]);
  });

  it('when APP_ENV is production, then AUTH_SITE_URL is required in either auth mode', () => {
    expect(problemsOf({ DATABASE_URL, APP_ENV: 'production', PUBLIC_ANON_KEY: 'k' })).toEqual([
      'AUTH_SITE_URL is required when APP_ENV=production',
    ]);
    expect(
      problemsOf({
        DATABASE_URL,
        APP_ENV: 'production',
        PUBLIC_ANON_KEY: 'k',
        AUTH_MODE: 'supabase',
        SUPABASE_URL: 'https://abc.supabase.co',
        SUPABASE_ANON_KEY: 'anon',
      }),
    ).toEqual(['AUTH_SITE_URL is required when APP_ENV=production']);
  });

  it('when AUTH_SITE_URL is not set outside production, then the site is http://localhost:{PORT}, never a request Host', () => {
    expect(parseConfig({ APP_ENV: 'development', DATABASE_URL, PORT: '9090' }).auth.siteUrl).toBe(
      'http://localhost:9090',
    );
  });

  it('when HOST is not set, then production listens on every interface and other environments on loopback', () => {
    const production = { DATABASE_URL, PUBLIC_ANON_KEY: 'k', AUTH_SITE_URL: 'https://seed.example.org' };
    expect(parseConfig(production).host).toBe('0.0.0.0');
    expect(parseConfig({ DATABASE_URL, APP_ENV: 'test' }).host).toBe('127.0.0.1');
    expect(parseConfig({ DATABASE_URL, APP_ENV: 'development', HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('when TRUST_PROXY is a hop count, then Express gets the number', () => {
    expect(parseConfig({ APP_ENV: 'development', DATABASE_URL, TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(parseConfig({ APP_ENV: 'development', DATABASE_URL, TRUST_PROXY: 'loopback, 10.0.0.0/8' }).trustProxy).toBe(
      'loopback, 10.0.0.0/8',
    );
  });
});
