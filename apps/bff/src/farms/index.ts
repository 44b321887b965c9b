import express from 'express';
import type { AppComponent } from '../app';
import { createFarmsService } from './domain/farms-service';
import { mountFarmsRoutes } from './entry-points/farms-routes';

/** Farms with PostGIS boundaries (spec 3 farms); each new farm records a dashboard event (SQL trigger). */
export function createFarmsComponent(): AppComponent {
  return {
    name: 'farms',
    mount(app, { registry, db }) {
      const router = express.Router();
      mountFarmsRoutes(router, { registry, service: createFarmsService({ db }) });
      app.use(router);
    },
  };
}
