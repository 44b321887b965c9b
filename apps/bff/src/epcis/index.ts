import express from 'express';
import type { AppComponent } from '../app';
import { createEpcisService } from './domain/epcis-service';
import { mountEpcisRoutes } from './entry-points/epcis-routes';

/** The EPCIS 2.0 export (issue 31): a lot's trace, its trace report, the organization's events. */
export function createEpcisComponent(): AppComponent {
  return {
    name: 'epcis',
    mount(app, { registry, db, config }) {
      const router = express.Router();
      // Identifiers are URIs of the configured site, never of the request's Host.
      mountEpcisRoutes(router, { registry, service: createEpcisService({ db, siteUrl: config.auth.siteUrl }) });
      app.use(router);
    },
  };
}
