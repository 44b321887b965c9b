import { FARM_EXPORT_TYPES, FARMS_API as API } from '@seed/domain';
import type { Router } from 'express';
import type { ApiRegistry } from '../../shared/http/api-registry';
import { addRoute } from '../../shared/http/route';
import type { FarmsService } from '../domain/farms-service';

export interface FarmsRouteDeps {
  registry: ApiRegistry;
  service: FarmsService;
}

/** The farms endpoints of libs/domain's FARMS_API: /api/v1/farms, /{id}, /overlaps and /export. */
export function mountFarmsRoutes(router: Router, deps: FarmsRouteDeps): void {
  const { registry, service } = deps;

  addRoute(router, registry, API.list, async ({ caller, query }) => ({
    status: 200,
    body: await service.list(caller, query),
  }));
  addRoute(router, registry, API.create, async ({ caller, body }) => ({
    status: 201,
    body: await service.create(caller, body),
  }));
  addRoute(router, registry, API.checkOverlaps, async ({ caller, body }) => ({
    status: 200,
    body: await service.overlaps(caller, body.boundary, body.exclude_farm_id ?? null),
  }));
  // Mounted before /{id}, which would otherwise take "export" for an id.
  addRoute(router, registry, API.export, async ({ caller, query }) => {
    const result = await service.export(caller, query.format);
    return {
      status: 200,
      body: result.body,
      contentType: FARM_EXPORT_TYPES[result.format],
      headers: { 'Content-Disposition': `attachment; filename="farms.${result.format}"` },
    };
  });
  addRoute(router, registry, API.get, async ({ caller, params }) => ({
    status: 200,
    body: await service.get(caller, params.id),
  }));
  addRoute(router, registry, API.update, async ({ caller, params, body }) => ({
    status: 200,
    body: await service.update(caller, params.id, body),
  }));
}
