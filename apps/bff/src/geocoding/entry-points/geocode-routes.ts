import { ErrorBody, GEOCODE_MESSAGES as M, GeocodeQuery, GeocodeResponse } from '@seed/domain';
import type { RequestHandler, Router } from 'express';
import type { ApiRegistry } from '../../shared/http/api-registry';
import { addRoute, toExpressPath } from '../../shared/http/route';
import type { GeocodingService } from '../domain/geocoding-service';

export interface GeocodeRouteDeps {
  registry: ApiRegistry;
  service: GeocodingService;
  /** 401 unless a valid access token is sent. */
  requireUser: RequestHandler;
}

const PATH = '/api/v1/geocode';

/** GET /api/v1/geocode?q=…: the open geocoder's best match for an address. */
export function mountGeocodeRoutes(router: Router, deps: GeocodeRouteDeps): void {
  router.get(toExpressPath(PATH), deps.requireUser);
  addRoute(
    router,
    deps.registry,
    {
      method: 'get',
      path: PATH,
      operationId: 'geocodeAddress',
      summary: "An address's best match from the open (Nominatim-compatible) geocoder of GEOCODER_URL",
      description:
        "Any signed-in user. Answers the Google geocoder's statuses: OK with a location, or ZERO_RESULTS. " +
        'The browser uses it when /config.json says geocoder: open.',
      tags: ['geocoding'],
      request: { query: GeocodeQuery },
      responses: {
        200: { description: 'The best match, or ZERO_RESULTS', schema: GeocodeResponse },
        400: { description: `q is blank or longer than 300 characters ('${M.queryRequired}')`, schema: ErrorBody },
        401: { description: 'Not signed in', schema: ErrorBody },
        429: {
          description: `Over GEOCODER_MAX_PER_SECOND for the whole portal ('${M.tooManySearches}')`,
          schema: ErrorBody,
        },
        501: { description: `GEOCODER_URL is not set ('${M.notConfigured}')`, schema: ErrorBody },
        502: { description: 'The geocoder failed, answered nonsense or did not answer within 5 s', schema: ErrorBody },
      },
    },
    async ({ query }) => ({
      status: 200,
      body: await deps.service.geocode(query.q),
      headers: { 'Cache-Control': 'no-store' },
    }),
  );
}
