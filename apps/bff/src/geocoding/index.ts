import express from 'express';
import type { AppComponent } from '../app';
import { createNominatimGeocoder } from './data-access/nominatim-client';
import { createGeocodingService } from './domain/geocoding-service';
import { mountGeocodeRoutes } from './entry-points/geocode-routes';

/**
 * Address search without a Google key: GET /api/v1/geocode through the Nominatim-compatible API
 * of GEOCODER_URL (501 when it is not set). `timeoutMs` defaults to 5 s.
 */
export function createGeocodingComponent(options: { timeoutMs?: number } = {}): AppComponent {
  return {
    name: 'geocoding',
    mount(app, { registry, config, db }) {
      const geocoder = config.geocoderUrl
        ? createNominatimGeocoder({
            baseUrl: config.geocoderUrl,
            ...(options.timeoutMs !== undefined ? { timeoutMs: options.timeoutMs } : {}),
          })
        : null;
      const router = express.Router();
      mountGeocodeRoutes(router, {
        registry,
        service: createGeocodingService({ geocoder, db, maxPerSecond: config.geocoderMaxPerSecond }),
      });
      app.use(router);
    },
  };
}
