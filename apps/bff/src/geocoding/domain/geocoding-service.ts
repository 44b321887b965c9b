// Address search (spec 3 §7 "a maps service provides … address geocoding") without Google:
// the configured open geocoder's best match, in the statuses of the Google geocoder the farm
// form already understands. Stateless: nothing is cached between requests or processes.
import { GEOCODE_MESSAGES as M, type GeocodeLocation, type GeocodeResponse } from '@seed/domain';
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

/** `geocoder` null: no open geocoder is configured, and every search answers 501. */
export function createGeocodingService({ geocoder }: { geocoder: Geocoder | null }): GeocodingService {
  return {
    async geocode(query) {
      if (!geocoder) throw new AppError(501, 'geocoder_not_configured', M.notConfigured);
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
