import { z } from 'zod';
import { text } from './primitives';

/** The one error shape every /api/v1 endpoint answers with. */
export const ErrorBody = z
  .object({
    error: z.object({
      code: text().meta({ example: 'not_found' }),
      message: text().meta({ example: 'Not found' }),
    }),
  })
  .meta({ id: 'ErrorBody' });
export type ErrorBody = z.infer<typeof ErrorBody>;

/** What the API answers when the service, not the request, is at fault for a moment. */
export const SERVICE_MESSAGES = {
  /** A statement outlasted the database's statement_timeout: 503, with Retry-After. */
  databaseTimeout: 'The service is too busy to finish this right now. Please try again in a minute.',
} as const;

/** GET /healthz: the process is up. */
export const Health = z.object({ status: z.literal('ok') }).meta({ id: 'Health' });
export type Health = z.infer<typeof Health>;

/** GET /readyz: the database is reachable and every migration is applied. */
/** A database pool's state: its limit, open and idle connections, and checkouts waiting. */
export const PoolState = z.object({
  max: z.number().int(),
  total: z.number().int(),
  idle: z.number().int(),
  waiting: z.number().int(),
});

export const Readiness = z
  .object({
    status: z.enum(['ready', 'not_ready']),
    database: z.boolean(),
    migrations: z.object({ applied: z.number().int(), expected: z.number().int() }),
    /**
     * The BFF's pools (writes; signed-in reads) and whether either is saturated: every
     * connection in use and requests waiting for one. Saturation is reported, not a reason
     * to stop routing here (the queue drains by itself; a busy instance taken out of a
     * balancer only moves its load to the others).
     */
    pools: z.object({ writes: PoolState, reads: PoolState, saturated: z.boolean() }).optional(),
  })
  .meta({ id: 'Readiness' });
export type Readiness = z.infer<typeof Readiness>;

/**
 * A remote as /remotes.json answers it: the URL of its mf-manifest.json and the build name and
 * version that manifest declares (null when it could not be read).
 */
export const RemoteEntry = z
  .object({
    entry: text().min(1),
    buildName: text().nullable(),
    buildVersion: text().nullable(),
  })
  .meta({ id: 'RemoteEntry' });
export type RemoteEntry = z.infer<typeof RemoteEntry>;

/**
 * Remote name (Module Federation container name) → URL of its mf-manifest.json, or (as
 * /remotes.json answers) a RemoteEntry with that URL and the release it serves.
 */
export const RemotesManifest = z
  .record(text().regex(/^[a-z][a-z0-9_]*$/), z.union([text().min(1), RemoteEntry]))
  .meta({ id: 'RemotesManifest' });
export type RemotesManifest = z.infer<typeof RemotesManifest>;

/** The manifest URL of a remotes-manifest value, whichever of its two forms it has. */
export const remoteEntryUrl = (value: RemotesManifest[string]): string =>
  typeof value === 'string' ? value : value.entry;

/** Address geocoders the browser can use: Google's (with a Maps key) or the BFF's open one. */
export const GEOCODERS = ['google', 'open'] as const;

/** The browser's public settings, served at /config.json so one build runs everywhere. */
export const PublicConfig = z
  .object({
    authUrl: text().min(1),
    anonKey: text().min(1),
    mapsApiKey: text().nullable(),
    mapTileUrl: text().min(1),
    /** Which address geocoder exists: google (a Maps key), open (GET /api/v1/geocode) or none. */
    geocoder: z.enum(GEOCODERS).nullable(),
    features: z.record(text(), z.boolean()),
  })
  .meta({ id: 'PublicConfig' });
export type PublicConfig = z.infer<typeof PublicConfig>;

/** The answer of an endpoint that answers 204 No Content (nothing to parse). */
export const NoContent = z.undefined();
