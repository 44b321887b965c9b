import express from 'express';
import type { AppComponent } from '../app';
import { createVarietiesService } from './domain/varieties-service';
import { mountVarietiesRoutes } from './entry-points/varieties-routes';

/** The variety catalogue (spec 2 varieties): crops, master varieties, the organization's own list. */
export function createVarietiesComponent(): AppComponent {
  return {
    name: 'varieties',
    mount(app, { registry, db }) {
      const router = express.Router();
      mountVarietiesRoutes(router, { registry, service: createVarietiesService({ db }) });
      app.use(router);
    },
  };
}
