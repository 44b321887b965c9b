// A Nominatim-compatible search API (nominatim.openstreetmap.org, a self-hosted Nominatim, or a
// provider speaking its API). The usage policy asks for an identifying User-Agent; the timeout
// keeps a slow upstream from holding requests open.
import { GeocodeLocation } from '@seed/domain';
import { z } from 'zod';
import { type Geocoder, GeocoderUnavailableError } from '../domain/geocoding-service';

export const GEOCODER_USER_AGENT = 'seed-traceability-portal/1.0 (farm address search; BFF)';
export const DEFAULT_GEOCODER_TIMEOUT_MS = 5_000;

// jsonv2 answers lat/lon as decimal strings; anything else is not a usable answer.
const degrees = z.union([z.number(), z.string().trim().min(1).transform(Number)]);
const NominatimResults = z.array(z.object({ lat: degrees, lon: degrees }).loose());

/** `${baseUrl}/search?format=jsonv2&limit=1&q=…`, keeping any path or query of the base (an API key). */
export function nominatimSearchUrl(baseUrl: string, query: string): URL {
  const url = new URL(baseUrl);
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/search`;
  url.searchParams.set('format', 'jsonv2');
  url.searchParams.set('limit', '1');
  url.searchParams.set('q', query);
  return url;
}

const isTimeout = (error: unknown) => error instanceof DOMException && error.name === 'TimeoutError';

export function createNominatimGeocoder(options: { baseUrl: string; timeoutMs?: number }): Geocoder {
  const timeoutMs = options.timeoutMs ?? DEFAULT_GEOCODER_TIMEOUT_MS;
  return {
    async search(query) {
      const fail = (error: unknown, what: string): never => {
        throw isTimeout(error)
          ? new GeocoderUnavailableError('timeout', `the geocoder did not answer within ${timeoutMs} ms`, {
              cause: error,
            })
          : new GeocoderUnavailableError('failed', what, { cause: error });
      };
      // One signal for the whole exchange: headers and body together must arrive in time.
      const signal = AbortSignal.timeout(timeoutMs);
      let response: Response;
      try {
        response = await fetch(nominatimSearchUrl(options.baseUrl, query), {
          headers: { 'User-Agent': GEOCODER_USER_AGENT, Accept: 'application/json' },
          signal,
        });
      } catch (error) {
        return fail(error, 'the geocoder could not be reached');
      }
      if (!response.ok) {
        await response.body?.cancel().catch(() => undefined);
        throw new GeocoderUnavailableError('failed', `the geocoder answered HTTP ${response.status}`);
      }
      let body: unknown;
      try {
        body = await response.json();
      } catch (error) {
        return fail(error, 'the geocoder answered something that is not JSON');
      }
      const results = NominatimResults.safeParse(body);
      if (!results.success) throw new GeocoderUnavailableError('failed', 'the geocoder answered an unexpected shape');
      const first = results.data[0];
      if (!first) return null;
      const location = GeocodeLocation.safeParse({ lat: first.lat, lng: first.lon });
      if (!location.success) throw new GeocoderUnavailableError('failed', 'the geocoder answered invalid coordinates');
      return location.data;
    },
  };
}
