import { GEOCODING_API as API } from '@seed/domain';
import type { Router } from 'express';
import type { ApiRegistry } from '../../shared/http/api-registry';
import { addRoute } from '../../shared/http/route';
import type { GeocodingService } from '../domain/geocoding-service';

export interface GeocodeRouteDeps {
  registry: ApiRegistry;
  service: GeocodingService;
}

/** GET /api/v1/geocode?q=…: the open geocoder's best match for an address (GEOCODING_API). */
export function mountGeocodeRoutes(router: Router, deps: GeocodeRouteDeps): void {
  addRoute(router, deps.registry, API.geocode, async ({ query }) => ({
    status: 200,
    body: await deps.service.geocode(query.q),
  }));
}
