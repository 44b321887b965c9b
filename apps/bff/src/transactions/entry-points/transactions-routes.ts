import { TRANSACTION_CSV_TYPE, TRANSACTIONS_API as API } from '@seed/domain';
import type { Router } from 'express';
import type { ApiRegistry } from '../../shared/http/api-registry';
import { addRoute } from '../../shared/http/route';
import type { TransactionsService } from '../domain/transactions-service';

export interface TransactionsRouteDeps {
  registry: ApiRegistry;
  service: TransactionsService;
}

/** The endpoints of libs/domain's TRANSACTIONS_API: /api/v1/transactions…, transfer claims, lots, recipients, settings. */
export function mountTransactionsRoutes(router: Router, deps: TransactionsRouteDeps): void {
  const { registry, service } = deps;

  addRoute(router, registry, API.list, async ({ caller, query }) => ({
    status: 200,
    body: await service.list(caller, query),
  }));
  // Mounted before /{id}, which would otherwise take "export" and "ledger" for ids.
  addRoute(router, registry, API.exportCsv, async ({ caller, query }) => ({
    status: 200,
    body: await service.exportCsv(caller, query),
    contentType: TRANSACTION_CSV_TYPE,
    headers: { 'Content-Disposition': 'attachment; filename="transactions.csv"' },
  }));
  addRoute(router, registry, API.ledger, async ({ caller }) => ({ status: 200, body: await service.ledger(caller) }));
  addRoute(router, registry, API.lotOptions, async ({ caller, query }) => ({
    status: 200,
    body: await service.lotOptions(caller, query.q, query.lotId),
  }));
  addRoute(router, registry, API.recipients, async ({ caller, query }) => ({
    status: 200,
    body: await service.recipients(caller, query.q),
  }));
  addRoute(router, registry, API.settings, async ({ caller }) => ({
    status: 200,
    body: await service.settings(caller),
  }));
  addRoute(router, registry, API.updateSettings, async ({ caller, body }) => ({
    status: 200,
    body: await service.updateSettings(caller, body),
  }));
  addRoute(router, registry, API.create, async ({ caller, body }) => ({
    status: 201,
    body: await service.create(caller, body),
  }));
  addRoute(router, registry, API.get, async ({ caller, params }) => ({
    status: 200,
    body: await service.get(caller, params.id),
  }));
  addRoute(router, registry, API.accept, async ({ caller, params }) => ({
    status: 200,
    body: await service.accept(caller, params.id),
  }));
  addRoute(router, registry, API.cancel, async ({ caller, params }) => ({
    status: 200,
    body: await service.cancel(caller, params.id),
  }));
  addRoute(router, registry, API.previewClaim, async ({ caller, body, req }) => ({
    status: 200,
    // the client's address joins the attempt limits (never stored: hashed into the bucket)
    body: await service.previewClaim(caller, body.token, req.ip),
  }));
  addRoute(router, registry, API.claim, async ({ caller, body, req }) => ({
    status: 200,
    body: await service.claim(caller, body.token, req.ip),
  }));
}
