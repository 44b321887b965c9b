import { PRODUCTION_API, SEED_LOTS_API as API } from '@seed/domain';
import type { Router } from 'express';
import type { ApiRegistry } from '../../shared/http/api-registry';
import { addRoute } from '../../shared/http/route';
import type { SeedLotsService } from '../domain/seed-lots-service';

export interface SeedLotsRouteDeps {
  registry: ApiRegistry;
  service: SeedLotsService;
}

/** The endpoints of libs/domain's SEED_LOTS_API: /api/v1/seed-lots…, /api/v1/seed-lot-claims, /api/v1/variety-choices. */
export function mountSeedLotsRoutes(router: Router, deps: SeedLotsRouteDeps): void {
  const { registry, service } = deps;

  addRoute(router, registry, API.list, async ({ caller, query }) => ({
    status: 200,
    body: await service.list(caller, query),
  }));
  addRoute(router, registry, API.varietyChoices, async ({ caller, query }) => ({
    status: 200,
    body: await service.varietyChoices(caller, query.crop),
  }));
  // Mounted before /{id}.
  addRoute(router, registry, API.createUnregistered, async ({ caller, body }) => ({
    status: 201,
    body: await service.createUnregistered(caller, body),
  }));
  addRoute(router, registry, API.redeemClaim, async ({ caller, body, req }) => ({
    status: 200,
    // the client's address joins the attempt limits (never stored: hashed into the bucket)
    body: await service.redeemClaim(caller, body, req.ip),
  }));
  addRoute(router, registry, PRODUCTION_API.sourceOptions, async ({ caller, query }) => ({
    status: 200,
    body: await service.sourceOptions(caller, query.purpose),
  }));
  addRoute(router, registry, PRODUCTION_API.createProduction, async ({ caller, body }) => ({
    status: 201,
    body: await service.createProduction(caller, body),
  }));
  addRoute(router, registry, PRODUCTION_API.createPackaging, async ({ caller, body }) => ({
    status: 201,
    body: await service.createPackaging(caller, body),
  }));
  addRoute(router, registry, PRODUCTION_API.massBalance, async ({ caller, query }) => ({
    status: 200,
    body: await service.massBalance(caller, query.all),
  }));
  addRoute(router, registry, PRODUCTION_API.recordHarvest, async ({ caller, params, body }) => {
    await service.recordHarvest(caller, params.id, body);
    return { status: 204 };
  });
  addRoute(router, registry, API.get, async ({ caller, params }) => ({
    status: 200,
    body: await service.get(caller, params.id),
  }));
  addRoute(router, registry, PRODUCTION_API.update, async ({ caller, params, body }) => {
    await service.update(caller, params.id, body);
    return { status: 204 };
  });
  addRoute(router, registry, API.softDelete, async ({ caller, params }) => {
    await service.softDelete(caller, params.id);
    return { status: 204 };
  });
  addRoute(router, registry, API.deletePermanently, async ({ caller, params }) => {
    await service.deletePermanently(caller, params.id);
    return { status: 204 };
  });
  addRoute(router, registry, API.restore, async ({ caller, params }) => {
    await service.restore(caller, params.id);
    return { status: 204 };
  });
  addRoute(router, registry, API.newClaimCode, async ({ caller, params }) => ({
    status: 201,
    body: await service.newClaimCode(caller, params.id),
  }));
  addRoute(router, registry, API.revokeClaimCode, async ({ caller, params }) => {
    await service.revokeClaimCode(caller, params.id);
    return { status: 204 };
  });
}
