import { TESTING_API as API, TESTING_REPORT_PDF_TYPE } from '@seed/domain';
import type { Router } from 'express';
import type { ApiRegistry } from '../../shared/http/api-registry';
import { addRoute } from '../../shared/http/route';
import type { TestingService } from '../domain/testing-service';

export interface TestingRouteDeps {
  registry: ApiRegistry;
  service: TestingService;
}

/** The endpoints of libs/domain's TESTING_API: /api/v1/testing/… */
export function mountTestingRoutes(router: Router, deps: TestingRouteDeps): void {
  const { registry, service } = deps;
  addRoute(router, registry, API.laboratories, async ({ caller }) => ({
    status: 200,
    body: await service.laboratories(caller),
  }));
  addRoute(router, registry, API.createRequest, async ({ caller, body }) => ({
    status: 201,
    body: await service.createRequest(caller, body),
  }));
  addRoute(router, registry, API.queue, async ({ caller, query }) => ({
    status: 200,
    body: await service.queue(caller, query),
  }));
  addRoute(router, registry, API.getRequest, async ({ caller, params }) => ({
    status: 200,
    body: await service.getRequest(caller, params.id),
  }));
  addRoute(router, registry, API.changeStatus, async ({ caller, params, body }) => ({
    status: 200,
    body: await service.changeStatus(caller, params.id, body),
  }));
  addRoute(router, registry, API.issueReport, async ({ caller, params, body }) => ({
    status: 201,
    body: await service.issueReport(caller, params.id, body),
  }));
  addRoute(router, registry, API.correctReport, async ({ caller, params, body }) => ({
    status: 201,
    body: await service.correctReport(caller, params.id, body),
  }));
  addRoute(router, registry, API.reportPdf, async ({ caller, params }) => {
    const { pdf, filename } = await service.reportPdf(caller, params.id);
    return {
      status: 200,
      contentType: TESTING_REPORT_PDF_TYPE,
      bytes: pdf,
      headers: { 'Content-Disposition': `attachment; filename="${filename}"` },
    };
  });
  addRoute(router, registry, API.lot, async ({ caller, params }) => ({
    status: 200,
    body: await service.lot(caller, params.id),
  }));
}
