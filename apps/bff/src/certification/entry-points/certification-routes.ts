import { CERTIFICATION_API as API } from '@seed/domain';
import type { Router } from 'express';
import type { ApiRegistry } from '../../shared/http/api-registry';
import { addRoute } from '../../shared/http/route';
import type { CertificationService } from '../domain/certification-service';

/** The endpoints of libs/domain's CERTIFICATION_API: /api/v1/certification/… */
export function mountCertificationRoutes(
  router: Router,
  deps: { registry: ApiRegistry; service: CertificationService },
): void {
  const { registry, service } = deps;
  addRoute(router, registry, API.agencies, async ({ caller }) => ({
    status: 200,
    body: await service.agencies(caller),
  }));
  addRoute(router, registry, API.apply, async ({ caller, body }) => ({
    status: 201,
    body: await service.apply(caller, body),
  }));
  addRoute(router, registry, API.listApplications, async ({ caller, query }) => ({
    status: 200,
    body: await service.applications(caller, query),
  }));
  addRoute(router, registry, API.getApplication, async ({ caller, params }) => ({
    status: 200,
    body: await service.getApplication(caller, params.id),
  }));
  addRoute(router, registry, API.inspect, async ({ caller, params, body }) => ({
    status: 201,
    body: await service.inspect(caller, params.id, body),
  }));
  addRoute(router, registry, API.issueCertificate, async ({ caller, params, body }) => ({
    status: 201,
    body: await service.issueCertificate(caller, params.id, body),
  }));
  addRoute(router, registry, API.revokeCertificate, async ({ caller, params, body }) => {
    await service.revokeCertificate(caller, params.id, body.reason);
    return { status: 204 };
  });
  addRoute(router, registry, API.lot, async ({ caller, params }) => ({
    status: 200,
    body: await service.lot(caller, params.id),
  }));
}
