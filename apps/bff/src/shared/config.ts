import path from 'node:path';
import { PublicConfig, RemotesManifest } from '@seed/domain';
import { z } from 'zod';
import { findRepoRoot } from './repo-root';

/** The six remotes of the portal, as the shell loads them by default. */
export const DEFAULT_REMOTES: RemotesManifest = Object.fromEntries(
  ['accounts', 'farms', 'seedlots', 'testing', 'transactions', 'varieties'].map((name) => [
    `mfe_${name}`,
    `/remotes/mfe-${name}/mf-manifest.json`,
  ]),
);

export const DEFAULT_MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

/** Placeholder outside production until the local auth issue issues real anon keys. */
export const DEVELOPMENT_ANON_KEY = 'local-development-anon-key';

export const AppEnv = z.enum(['development', 'production', 'test']);
export type AppEnv = z.infer<typeof AppEnv>;

export const LogLevel = z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']);
export type LogLevel = z.infer<typeof LogLevel>;

export const AuthMode = z.enum(['local', 'supabase']);
export type AuthMode = z.infer<typeof AuthMode>;

/** Rate limits of the auth server per window: requests per account / IP (sign-in per IP: failed attempts). */
export interface AuthRateLimits {
  windowSeconds: number;
  signInPerIp: number;
  signInPerAccount: number;
  otpPerIp: number;
  otpPerAccount: number;
}

/** The third-party OpenID Connect provider ("Sign in with Google"), when configured. */
export interface OidcProviderConfig {
  name: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/** /auth/v1: the BFF's own Supabase-Auth-compatible server (local) or a hosted project (supabase). */
export interface AuthConfig {
  mode: AuthMode;
  /**
   * Origin of the portal (GoTrue's SITE_URL): links in e-mails and the allowed redirect_to origin.
   * Never derived from a request's Host header (a forged Host would send reset links elsewhere):
   * AUTH_SITE_URL, or http://localhost:{PORT} outside production.
   */
  siteUrl: string;
  /** `iss` of the access tokens (local mode). */
  jwtIssuer: string;
  jwtExpirySeconds: number;
  refreshTokenReuseIntervalSeconds: number;
  emailOtpExpirySeconds: number;
  smsOtpExpirySeconds: number;
  /** Least time between two e-mails/SMS with a code to the same account. */
  otpMinIntervalSeconds: number;
  rateLimits: AuthRateLimits;
  /** How long the /api/v1 guards remember a token's session state (sign-out elsewhere shows within it). */
  sessionCacheSeconds: number;
  /** redirect_to values allowed besides the site's own origin (exact URLs or prefixes ending in *). */
  redirectAllowList: string[];
  enableSignup: boolean;
  /** Password change needs a reauthentication nonce (GoTrue's SECURE_PASSWORD_CHANGE). */
  securePasswordChange: boolean;
  smtpUrl: string | null;
  smtpFrom: string;
  /** Generic SMS webhook (POST {to, body} as JSON); null = SMS stay in the outbox. */
  smsProviderUrl: string | null;
  supabase: { url: string; anonKey: string; jwtSecret: string | null } | null;
  oidc: OidcProviderConfig | null;
}

export interface AppConfig {
  appEnv: AppEnv;
  /** The BFF's login role (see db/roles.ts); never a superuser. */
  databaseUrl: string;
  databasePoolMax: number;
  /** Connections of the pool of signed-in users' read-only requests (a pool of their own). */
  databaseReadPoolMax: number;
  port: number;
  host: string;
  logLevel: LogLevel;
  /** Holds apps/shell/dist, apps/mfe-<name>/dist and optionally remotes.json. */
  staticRoot: string;
  /** supabase/migrations: readiness compares it with what the database recorded. */
  migrationsDir: string;
  /** Remotes manifest from REMOTES_JSON, else the default one. */
  remotes: RemotesManifest;
  /** Serve the design system's Storybook (libs/ui/storybook-static) at /storybook/: STORYBOOK, on outside production by default. */
  storybook: boolean;
  publicConfig: PublicConfig;
  /** Base URL of the Nominatim-compatible search API behind GET /api/v1/geocode; null = none. */
  geocoderUrl: string | null;
  /** Open geocoder requests a second, counted across every BFF instance (beyond: 429). */
  geocoderMaxPerSecond: number;
  /** Express `trust proxy`: how many proxies (or which addresses) may set X-Forwarded-For. */
  trustProxy: number | string | false;
  auth: AuthConfig;
}

/** Every bad or missing variable, one line each. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const mustBe = (what: string) => ({ error: `must be ${what}` });

const required = (what: string) =>
  z.string({ error: (issue) => (issue.input === undefined ? 'is required' : `must be ${what}`) });

const isPostgresUrl = (value: string) => {
  try {
    return ['postgres:', 'postgresql:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

const isTileTemplate = (value: string) => value.startsWith('/') || /^https?:\/\/[^/]+/.test(value);

const integer = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, mustBe(`an integer from ${min} to ${max}`).error)
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(min, mustBe(`an integer from ${min} to ${max}`))
        .max(max, mustBe(`an integer from ${min} to ${max}`)),
    );

const isHttpUrl = (value: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

const httpUrl = z
  .string()
  .refine(isHttpUrl, mustBe('an http(s) URL'))
  .transform((value) => value.replace(/\/+$/, ''));

const boolean = z
  .enum(['true', 'false', '1', '0'], mustBe('true or false'))
  .transform((value) => value === 'true' || value === '1');

const urlList = z.string().transform((text, ctx) => {
  const items = text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  const bad = items.filter((item) => !isHttpUrl(item.replace(/\*/g, 'x')));
  if (bad.length > 0) {
    ctx.issues.push({
      code: 'custom',
      input: text,
      message: `has entries that are not http(s) URLs: ${bad.join(', ')}`,
    });
    return z.NEVER;
  }
  return items;
});

const remotesJson = z.string().transform((text, ctx) => {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    ctx.issues.push({ code: 'custom', input: text, message: 'must be valid JSON' });
    return z.NEVER;
  }
  const parsed = RemotesManifest.safeParse(value);
  if (!parsed.success) {
    ctx.issues.push({
      code: 'custom',
      input: text,
      message: 'must be a JSON object mapping remote names (like mfe_farms) to manifest URLs',
    });
    return z.NEVER;
  }
  return parsed.data;
});

const features = z.string().transform((text, ctx) => {
  const names = text
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const bad = names.filter((name) => !/^[a-z][a-z0-9_.-]*$/.test(name));
  if (bad.length > 0) {
    ctx.issues.push({ code: 'custom', input: text, message: `has invalid feature names: ${bad.join(', ')}` });
    return z.NEVER;
  }
  return Object.fromEntries(names.map((name) => [name, true])) as Record<string, boolean>;
});

const EnvSchema = z
  .object({
    APP_ENV: z.enum(AppEnv.options, mustBe(AppEnv.options.join(', '))).default('production'),
    DATABASE_URL: required('a URL').refine(isPostgresUrl, mustBe('a postgres:// or postgresql:// URL')),
    DATABASE_POOL_MAX: integer(1, 100).default(10),
    DATABASE_READ_POOL_MAX: integer(1, 100).default(5),
    PORT: integer(0, 65535).default(8080),
    // Default set after parsing: every interface in production (containers, load balancers),
    // loopback elsewhere so a development portal is not reachable from the network by accident.
    HOST: z.string().optional(),
    LOG_LEVEL: z.enum(LogLevel.options, mustBe(LogLevel.options.join(', '))).default('info'),
    STATIC_ROOT: z.string().optional(),
    MIGRATIONS_DIR: z.string().optional(),
    REMOTES_JSON: remotesJson.optional(),
    STORYBOOK: z.enum(['on', 'off'], mustBe('on or off')).optional(),
    PUBLIC_ANON_KEY: z.string().optional(),
    AUTH_URL: z.string().default('/auth/v1'),
    MAPS_API_KEY: z.string().optional(),
    MAP_TILE_URL: z
      .string()
      .refine(isTileTemplate, mustBe('an http(s) URL template or a path starting with /'))
      .default(DEFAULT_MAP_TILE_URL),
    GEOCODER_URL: httpUrl.optional(),
    // Nominatim's public service allows one request a second per application.
    GEOCODER_MAX_PER_SECOND: integer(1, 100).default(1),
    FEATURES: features.optional(),
    TRUST_PROXY: z
      .string()
      .regex(/^(\d+|true|false|[a-z0-9.:/, ]+)$/i, mustBe('a hop count, true/false or a list of addresses/subnets'))
      .optional(),
    AUTH_MODE: z.enum(AuthMode.options, mustBe(AuthMode.options.join(', '))).default('local'),
    AUTH_SITE_URL: httpUrl.optional(),
    AUTH_JWT_ISSUER: z.string().optional(),
    AUTH_JWT_EXPIRY_SECONDS: integer(30, 604800).default(3600),
    AUTH_REFRESH_TOKEN_REUSE_INTERVAL_SECONDS: integer(0, 3600).default(10),
    AUTH_EMAIL_OTP_EXPIRY_SECONDS: integer(60, 86400).default(3600),
    AUTH_SMS_OTP_EXPIRY_SECONDS: integer(60, 86400).default(600),
    AUTH_OTP_MIN_INTERVAL_SECONDS: integer(0, 3600).default(60),
    AUTH_RATE_LIMIT_WINDOW_SECONDS: integer(1, 86400).default(300),
    AUTH_RATE_LIMIT_SIGN_IN_PER_IP: integer(1, 1_000_000).optional(),
    AUTH_RATE_LIMIT_SIGN_IN_PER_ACCOUNT: integer(1, 1_000_000).default(10),
    AUTH_RATE_LIMIT_OTP_PER_IP: integer(1, 1_000_000).optional(),
    AUTH_RATE_LIMIT_OTP_PER_ACCOUNT: integer(1, 1_000_000).default(5),
    AUTH_SESSION_CACHE_SECONDS: integer(0, 30).default(5),
    AUTH_REDIRECT_ALLOW_LIST: urlList.optional(),
    AUTH_ENABLE_SIGNUP: boolean.default(true),
    AUTH_SECURE_PASSWORD_CHANGE: boolean.default(false),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\/[^/]+/, mustBe('an smtp:// or smtps:// URL'))
      .optional(),
    SMTP_FROM: z.string().default('Seed Portal <no-reply@seed-portal.local>'),
    SMS_PROVIDER_URL: httpUrl.optional(),
    SUPABASE_URL: httpUrl.optional(),
    SUPABASE_ANON_KEY: z.string().optional(),
    SUPABASE_JWT_SECRET: z.string().min(32, mustBe('at least 32 characters')).optional(),
    // Kept exactly as given: discovery compares the issuer identifier character for character.
    OIDC_ISSUER: z.string().refine(isHttpUrl, mustBe('an http(s) URL')).optional(),
    OIDC_CLIENT_ID: z.string().optional(),
    OIDC_CLIENT_SECRET: z.string().optional(),
    OIDC_PROVIDER_NAME: z
      .string()
      .regex(/^[a-z][a-z0-9_-]{0,31}$/, mustBe('a lower-case provider name like google'))
      .default('google'),
  })
  .superRefine((env, ctx) => {
    const missing = (name: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [name], message: `is required ${message}` });
    if (env.APP_ENV === 'production' && !env.PUBLIC_ANON_KEY) {
      missing('PUBLIC_ANON_KEY', 'when APP_ENV=production');
    }
    if (env.APP_ENV === 'production' && !env.AUTH_SITE_URL) {
      // Links in e-mails (recovery, magic link, invitation) need the portal's real public origin.
      missing('AUTH_SITE_URL', 'when APP_ENV=production');
    }
    if (env.AUTH_MODE === 'supabase') {
      if (!env.SUPABASE_URL) missing('SUPABASE_URL', 'when AUTH_MODE=supabase');
      if (!env.SUPABASE_ANON_KEY) missing('SUPABASE_ANON_KEY', 'when AUTH_MODE=supabase');
    }
    const oidc = {
      OIDC_ISSUER: env.OIDC_ISSUER,
      OIDC_CLIENT_ID: env.OIDC_CLIENT_ID,
      OIDC_CLIENT_SECRET: env.OIDC_CLIENT_SECRET,
    };
    if (Object.values(oidc).some(Boolean)) {
      for (const [name, value] of Object.entries(oidc)) {
        if (!value) missing(name, 'when any OIDC_* variable is set (OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET)');
      }
    }
  });

export const CONFIG_VARIABLES = Object.keys(EnvSchema.shape) as (keyof typeof EnvSchema.shape)[];

/**
 * Parses the environment into the BFF's configuration. Empty variables count as unset.
 * Throws ConfigError listing every bad or missing variable.
 */
export function parseConfig(env: Record<string, string | undefined>): AppConfig {
  const input = Object.fromEntries(CONFIG_VARIABLES.map((key) => [key, env[key] === '' ? undefined : env[key]]));
  const result = EnvSchema.safeParse(input);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.') || 'environment'} ${issue.message}`);
    throw new ConfigError([...new Set(problems)]);
  }
  const e = result.data;
  const repoRoot = findRepoRoot();
  return {
    appEnv: e.APP_ENV,
    databaseUrl: e.DATABASE_URL,
    databasePoolMax: e.DATABASE_POOL_MAX,
    databaseReadPoolMax: e.DATABASE_READ_POOL_MAX,
    port: e.PORT,
    host: e.HOST ?? (e.APP_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'),
    logLevel: e.LOG_LEVEL,
    staticRoot: path.resolve(e.STATIC_ROOT ?? repoRoot),
    migrationsDir: path.resolve(e.MIGRATIONS_DIR ?? path.join(repoRoot, 'supabase', 'migrations')),
    remotes: e.REMOTES_JSON ?? DEFAULT_REMOTES,
    storybook: e.STORYBOOK ? e.STORYBOOK === 'on' : e.APP_ENV !== 'production',
    geocoderUrl: e.GEOCODER_URL ?? null,
    geocoderMaxPerSecond: e.GEOCODER_MAX_PER_SECOND,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    auth: authConfig(e),
    publicConfig: PublicConfig.parse({
      authUrl: e.AUTH_URL,
      anonKey:
        e.PUBLIC_ANON_KEY ?? (e.AUTH_MODE === 'supabase' ? e.SUPABASE_ANON_KEY : undefined) ?? DEVELOPMENT_ANON_KEY,
      mapsApiKey: e.MAPS_API_KEY ?? null,
      mapTileUrl: e.MAP_TILE_URL,
      // The browser geocodes with Google when it has a key, else through the BFF's open geocoder.
      geocoder: e.MAPS_API_KEY ? 'google' : e.GEOCODER_URL ? 'open' : null,
      features: e.FEATURES ?? {},
    }),
  };
}

function parseTrustProxy(value: string | undefined): number | string | false {
  if (value === undefined || value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value === 'true' ? 1 : value;
}

// Tests sign many users in from 127.0.0.1 at once: per-IP limits are generous there unless set.
const TEST_PER_IP_LIMIT = 100_000;

function authConfig(e: z.output<typeof EnvSchema>): AuthConfig {
  const testing = e.APP_ENV === 'test';
  return {
    mode: e.AUTH_MODE,
    siteUrl: e.AUTH_SITE_URL ?? `http://localhost:${e.PORT}`,
    jwtIssuer: e.AUTH_JWT_ISSUER ?? (e.AUTH_SITE_URL ? `${e.AUTH_SITE_URL}/auth/v1` : 'seed-portal-auth'),
    jwtExpirySeconds: e.AUTH_JWT_EXPIRY_SECONDS,
    refreshTokenReuseIntervalSeconds: e.AUTH_REFRESH_TOKEN_REUSE_INTERVAL_SECONDS,
    emailOtpExpirySeconds: e.AUTH_EMAIL_OTP_EXPIRY_SECONDS,
    smsOtpExpirySeconds: e.AUTH_SMS_OTP_EXPIRY_SECONDS,
    otpMinIntervalSeconds: e.AUTH_OTP_MIN_INTERVAL_SECONDS,
    rateLimits: {
      windowSeconds: e.AUTH_RATE_LIMIT_WINDOW_SECONDS,
      // Failed attempts per address, not attempts: an office signs everyone in from one address.
      signInPerIp: e.AUTH_RATE_LIMIT_SIGN_IN_PER_IP ?? (testing ? TEST_PER_IP_LIMIT : 100),
      signInPerAccount: e.AUTH_RATE_LIMIT_SIGN_IN_PER_ACCOUNT,
      otpPerIp: e.AUTH_RATE_LIMIT_OTP_PER_IP ?? (testing ? TEST_PER_IP_LIMIT : 30),
      otpPerAccount: e.AUTH_RATE_LIMIT_OTP_PER_ACCOUNT,
    },
    sessionCacheSeconds: e.AUTH_SESSION_CACHE_SECONDS,
    redirectAllowList: e.AUTH_REDIRECT_ALLOW_LIST ?? [],
    enableSignup: e.AUTH_ENABLE_SIGNUP,
    securePasswordChange: e.AUTH_SECURE_PASSWORD_CHANGE,
    smtpUrl: e.SMTP_URL ?? null,
    smtpFrom: e.SMTP_FROM,
    smsProviderUrl: e.SMS_PROVIDER_URL ?? null,
    supabase:
      e.AUTH_MODE === 'supabase' && e.SUPABASE_URL && e.SUPABASE_ANON_KEY
        ? { url: e.SUPABASE_URL, anonKey: e.SUPABASE_ANON_KEY, jwtSecret: e.SUPABASE_JWT_SECRET ?? null }
        : null,
    oidc:
      e.OIDC_ISSUER && e.OIDC_CLIENT_ID && e.OIDC_CLIENT_SECRET
        ? {
            name: e.OIDC_PROVIDER_NAME,
            issuer: e.OIDC_ISSUER,
            clientId: e.OIDC_CLIENT_ID,
            clientSecret: e.OIDC_CLIENT_SECRET,
          }
        : null,
  };
}
