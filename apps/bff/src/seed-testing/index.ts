import express from 'express';
import type { AppComponent } from '../app';
import { createTestingService } from './domain/testing-service';
import { mountTestingRoutes } from './entry-points/testing-routes';

/** Seed testing (issue 27): testing requests, the laboratory's steps and reports, a lot's quality. */
export function createTestingComponent(): AppComponent {
  return {
    name: 'testing',
    mount(app, { registry, db }) {
      const router = express.Router();
      mountTestingRoutes(router, { registry, service: createTestingService({ db }) });
      app.use(router);
    },
  };
}
