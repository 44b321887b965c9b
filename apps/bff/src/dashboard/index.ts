import express from 'express';
import type { AppComponent } from '../app';
import { createDashboardService } from './domain/dashboard-service';
import { mountDashboardRoutes } from './entry-points/dashboard-routes';

/**
 * The dashboard (spec 3 §2): counts and recent activity from activity_events and
 * organization_stats. Other components feed it through private.record_activity() in SQL.
 */
export function createDashboardComponent(): AppComponent {
  return {
    name: 'dashboard',
    mount(app, { registry, db }) {
      const router = express.Router();
      mountDashboardRoutes(router, { registry, service: createDashboardService({ db }) });
      app.use(router);
    },
  };
}
