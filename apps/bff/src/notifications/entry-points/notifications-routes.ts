import { NOTIFICATIONS_API as API } from '@seed/domain';
import type { Router } from 'express';
import type { ApiRegistry } from '../../shared/http/api-registry';
import { addRoute } from '../../shared/http/route';
import type { NotificationsService } from '../domain/notifications-service';

export interface NotificationsRouteDeps {
  registry: ApiRegistry;
  service: NotificationsService;
}

/** GET /api/v1/notifications (libs/domain's NOTIFICATIONS_API). */
export function mountNotificationsRoutes(router: Router, deps: NotificationsRouteDeps): void {
  addRoute(router, deps.registry, API.list, async ({ caller }) => ({
    status: 200,
    body: await deps.service.list(caller),
  }));
}
