import { DASHBOARD_API as API } from '@seed/domain';
import type { Router } from 'express';
import type { ApiRegistry } from '../../shared/http/api-registry';
import { addRoute } from '../../shared/http/route';
import type { DashboardService } from '../domain/dashboard-service';

export interface DashboardRouteDeps {
  registry: ApiRegistry;
  service: DashboardService;
}

/** GET /api/v1/dashboard (libs/domain's DASHBOARD_API). */
export function mountDashboardRoutes(router: Router, deps: DashboardRouteDeps): void {
  addRoute(router, deps.registry, API.get, async ({ caller }) => ({
    status: 200,
    body: await deps.service.get(caller),
  }));
}
