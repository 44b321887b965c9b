import express from 'express';
import type { AppComponent } from '../app';
import { createSeedLotsService } from './domain/seed-lots-service';
import { mountSeedLotsRoutes } from './entry-points/seed-lots-routes';

/** Seed lots (spec 2 seed lots, spec 3 lot detail): lists, unregistered sources, delete and restore, claims, detail. */
export function createSeedLotsComponent(): AppComponent {
  return {
    name: 'seed-lots',
    mount(app, { registry, db }) {
      const router = express.Router();
      mountSeedLotsRoutes(router, { registry, service: createSeedLotsService({ db }) });
      app.use(router);
    },
  };
}
