import { Dashboard } from '@seed/domain';
import type { Request, RequestHandler, Router } from 'express';
import type { UserClaims } from '../../db/db';
import { AppError } from '../../shared/app-error';
import type { ApiRegistry } from '../../shared/http/api-registry';
import { addRoute, toExpressPath } from '../../shared/http/route';
import type { DashboardService } from '../domain/dashboard-service';

export interface DashboardRouteDeps {
  registry: ApiRegistry;
  service: DashboardService;
  /** 401 unless a valid access token is sent; sets res.locals.auth = { claims }. */
  requireUser: RequestHandler;
}

function signedIn(req: Request): UserClaims {
  const auth = (req.res?.locals as { auth?: { claims: UserClaims } | null } | undefined)?.auth;
  if (!auth?.claims) throw AppError.unauthorized();
  return auth.claims;
}

/** GET /api/v1/dashboard. */
export function mountDashboardRoutes(router: Router, deps: DashboardRouteDeps): void {
  router.get(toExpressPath('/api/v1/dashboard'), deps.requireUser);
  addRoute(
    router,
    deps.registry,
    {
      method: 'get',
      path: '/api/v1/dashboard',
      operationId: 'getDashboard',
      summary: "The organization's four stat counts and its latest real events, in one query",
      description: 'Any signed-in user (spec 3 §6). Testing Requests is 0 until testing exists.',
      tags: ['dashboard'],
      responses: { 200: { description: 'Counts and recent activity', schema: Dashboard } },
    },
    async ({ req }) => ({
      status: 200,
      body: await deps.service.get(signedIn(req)),
      headers: { 'Cache-Control': 'no-store' },
    }),
  );
}
