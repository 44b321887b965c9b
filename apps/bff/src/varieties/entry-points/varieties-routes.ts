import { VARIETIES_API as API } from '@seed/domain';
import type { Router } from 'express';
import type { ApiRegistry } from '../../shared/http/api-registry';
import { addRoute } from '../../shared/http/route';
import type { VarietiesService } from '../domain/varieties-service';

export interface VarietiesRouteDeps {
  registry: ApiRegistry;
  service: VarietiesService;
}

/** The endpoints of libs/domain's VARIETIES_API: /api/v1/crops, /api/v1/varieties, /import and /{id}. */
export function mountVarietiesRoutes(router: Router, deps: VarietiesRouteDeps): void {
  const { registry, service } = deps;

  addRoute(router, registry, API.listCrops, async ({ caller }) => ({ status: 200, body: await service.crops(caller) }));
  addRoute(router, registry, API.list, async ({ caller, query }) => ({
    status: 200,
    body: await service.list(caller, query),
  }));
  addRoute(router, registry, API.create, async ({ caller, body }) => ({
    status: 201,
    body: await service.create(caller, body),
  }));
  // Mounted before /{id}.
  addRoute(router, registry, API.importMaster, async ({ caller, body }) => ({
    status: 201,
    body: await service.importMaster(caller, body.master_variety_id),
  }));
  addRoute(router, registry, API.get, async ({ caller, params }) => ({
    status: 200,
    body: await service.get(caller, params.id),
  }));
  addRoute(router, registry, API.update, async ({ caller, params, body }) => ({
    status: 200,
    body: await service.update(caller, params.id, body),
  }));
  addRoute(router, registry, API.remove, async ({ caller, params }) => {
    await service.remove(caller, params.id);
    return { status: 204 };
  });
}
