import express from 'express';
import type { AppComponent } from '../app';
import { createNotificationsService } from './domain/notifications-service';
import { mountNotificationsRoutes } from './entry-points/notifications-routes';

/**
 * The top bar's notifications (issue 26): incoming transfers waiting for the organization's
 * acceptance and recalls or stop-sales of lots it holds, read from the data they are about.
 */
export function createNotificationsComponent(): AppComponent {
  return {
    name: 'notifications',
    mount(app, { registry, db }) {
      const router = express.Router();
      mountNotificationsRoutes(router, { registry, service: createNotificationsService({ db }) });
      app.use(router);
    },
  };
}
