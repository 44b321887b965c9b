import express from 'express';
import type { AppComponent } from '../app';
import { createCertificationService } from './domain/certification-service';
import { mountCertificationRoutes } from './entry-points/certification-routes';

/** Seed certification (issue 28): applications, field inspections, certificates and their tags. */
export function createCertificationComponent(): AppComponent {
  return {
    name: 'certification',
    mount(app, { registry, db }) {
      const router = express.Router();
      mountCertificationRoutes(router, { registry, service: createCertificationService({ db }) });
      app.use(router);
    },
  };
}
