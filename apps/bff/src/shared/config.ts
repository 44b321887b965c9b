import path from 'node:path';
import { PublicConfig, RemotesManifest } from '@seed/domain';
import { z } from 'zod';
import { findRepoRoot } from './repo-root';

/** The five remotes of the portal, as the shell loads them by default. */
export const DEFAULT_REMOTES: RemotesManifest = Object.fromEntries(
  ['accounts', 'farms', 'seedlots', 'transactions', 'varieties'].map((name) => [
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

export interface AppConfig {
  appEnv: AppEnv;
  /** The BFF's login role (see db/roles.ts); never a superuser. */
  databaseUrl: string;
  databasePoolMax: number;
  port: number;
  host: string;
  logLevel: LogLevel;
  /** Holds apps/shell/dist, apps/mfe-<name>/dist and optionally remotes.json. */
  staticRoot: string;
  /** supabase/migrations: readiness compares it with what the database recorded. */
  migrationsDir: string;
  /** Remotes manifest from REMOTES_JSON, else the default one. */
  remotes: RemotesManifest;
  publicConfig: PublicConfig;
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
    APP_ENV: z.enum(AppEnv.options, mustBe(AppEnv.options.join(', '))).default('development'),
    DATABASE_URL: required('a URL').refine(isPostgresUrl, mustBe('a postgres:// or postgresql:// URL')),
    DATABASE_POOL_MAX: integer(1, 100).default(10),
    PORT: integer(0, 65535).default(8080),
    // Listen on every interface: the BFF runs in containers and behind load balancers.
    HOST: z.string().default('0.0.0.0'),
    LOG_LEVEL: z.enum(LogLevel.options, mustBe(LogLevel.options.join(', '))).default('info'),
    STATIC_ROOT: z.string().optional(),
    MIGRATIONS_DIR: z.string().optional(),
    REMOTES_JSON: remotesJson.optional(),
    PUBLIC_ANON_KEY: z.string().optional(),
    AUTH_URL: z.string().default('/auth/v1'),
    MAPS_API_KEY: z.string().optional(),
    MAP_TILE_URL: z
      .string()
      .refine(isTileTemplate, mustBe('an http(s) URL template or a path starting with /'))
      .default(DEFAULT_MAP_TILE_URL),
    FEATURES: features.optional(),
  })
  .superRefine((env, ctx) => {
    if (env.APP_ENV === 'production' && !env.PUBLIC_ANON_KEY) {
      ctx.addIssue({ code: 'custom', path: ['PUBLIC_ANON_KEY'], message: 'is required when APP_ENV=production' });
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
    port: e.PORT,
    host: e.HOST,
    logLevel: e.LOG_LEVEL,
    staticRoot: path.resolve(e.STATIC_ROOT ?? repoRoot),
    migrationsDir: path.resolve(e.MIGRATIONS_DIR ?? path.join(repoRoot, 'supabase', 'migrations')),
    remotes: e.REMOTES_JSON ?? DEFAULT_REMOTES,
    publicConfig: PublicConfig.parse({
      authUrl: e.AUTH_URL,
      anonKey: e.PUBLIC_ANON_KEY ?? DEVELOPMENT_ANON_KEY,
      mapsApiKey: e.MAPS_API_KEY ?? null,
      mapTileUrl: e.MAP_TILE_URL,
      features: e.FEATURES ?? {},
    }),
  };
}
