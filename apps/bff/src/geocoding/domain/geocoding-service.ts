// Address search (spec 3 §7 "a maps service provides … address geocoding") without Google:
// the configured open geocoder's best match, in the statuses of the Google geocoder the farm
// form already understands. Stateless: nothing is cached between requests or processes.
import { GEOCODE_MESSAGES as M, type GeocodeLocation, type GeocodeResponse } from '@seed/domain';
import { SERVICE, type Db } from '../../db/db';
import { deleteRateLimitWindowsBefore, hitRateLimit } from '../../db/rate-limits';
import { AppError } from '../../shared/app-error';

/** Why the open geocoder could not answer. */
export type GeocoderFailure = 'timeout' | 'failed';

/** Thrown by a Geocoder when the upstream service fails, times out or answers nonsense. */
export class GeocoderUnavailableError extends Error {
  constructor(
    readonly reason: GeocoderFailure,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'GeocoderUnavailableError';
  }
}

/** The port of an address geocoder: the best match, or null when it found none. */
export interface Geocoder {
  search(query: string): Promise<GeocodeLocation | null>;
}

export interface GeocodingService {
  geocode(query: string): Promise<GeocodeResponse>;
}

export interface GeocodingServiceDeps {
  /** null: no open geocoder is configured, and every search answers 501. */
  geocoder: Geocoder | null;
  db: Db;
  /** Searches a second for the whole portal (every instance), as the geocoder's policy asks. */
  maxPerSecond: number;
}

const BUCKET = 'geocode:all';

/**
 * Counts one search in this second's window, in PostgreSQL so every BFF instance shares the
 * count; over the limit → 429 without calling the geocoder.
 */
async function takeTurn({ db, maxPerSecond }: GeocodingServiceDeps): Promise<void> {
  const { hits } = await db.unitOfWork(SERVICE, {}, async (tx) => {
    // One search in a thousand sweeps windows that ended a day ago (one row a busy second).
    if (Math.random() < 0.001) await deleteRateLimitWindowsBefore(tx, new Date(Date.now() - 86_400_000));
    return hitRateLimit(tx, BUCKET, 1);
  });
  if (hits > maxPerSecond) throw new AppError(429, 'geocoder_rate_limited', M.tooManySearches);
}

export function createGeocodingService(deps: GeocodingServiceDeps): GeocodingService {
  const { geocoder } = deps;
  return {
    async geocode(query) {
      if (!geocoder) throw new AppError(501, 'geocoder_not_configured', M.notConfigured);
      await takeTurn(deps);
      let location: GeocodeLocation | null;
      try {
        location = await geocoder.search(query);
      } catch (error) {
        if (!(error instanceof GeocoderUnavailableError)) throw error;
        throw error.reason === 'timeout'
          ? new AppError(502, 'geocoder_timeout', M.upstreamTimedOut, { cause: error })
          : new AppError(502, 'geocoder_unavailable', M.upstreamFailed, { cause: error });
      }
      return location ? { status: 'OK', location } : { status: 'ZERO_RESULTS', location: null };
    },
  };
}
