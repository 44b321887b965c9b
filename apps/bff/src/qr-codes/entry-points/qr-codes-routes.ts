import { QR_CODES_API as API } from '@seed/domain';
import type { Router } from 'express';
import type { ApiRegistry } from '../../shared/http/api-registry';
import { addRoute } from '../../shared/http/route';
import type { QrCodesService } from '../domain/qr-codes-service';

/** The endpoints of libs/domain's QR_CODES_API: /api/v1/qr-lots…, /api/v1/qr-codes…, scans, reports and the setting. */
export function mountQrCodesRoutes(router: Router, deps: { registry: ApiRegistry; service: QrCodesService }): void {
  const { registry, service } = deps;
  addRoute(router, registry, API.lotSummary, async ({ caller, params }) => ({
    status: 200,
    body: await service.lotSummary(caller, params.lotId),
  }));
  addRoute(router, registry, API.lotCode, async ({ caller, params }) => ({
    status: 200,
    body: await service.lotCode(caller, params.lotId),
  }));
  addRoute(router, registry, API.packetCodes, async ({ caller, params }) => ({
    status: 201,
    body: await service.createPacketCodes(caller, params.lotId),
  }));
  addRoute(router, registry, API.packetCode, async ({ caller, params }) => ({
    status: 200,
    body: await service.packetCode(caller, params.lotId, params.serial),
  }));
  addRoute(router, registry, API.recall, async ({ caller, params, body }) => ({
    status: 200,
    body: await service.recall(caller, params.lotId, body),
  }));
  addRoute(router, registry, API.liftRecall, async ({ caller, params }) => ({
    status: 200,
    body: await service.liftRecall(caller, params.lotId),
  }));
  addRoute(router, registry, API.deactivate, async ({ caller, params, body }) => ({
    status: 200,
    body: await service.deactivate(caller, params.codeId, body.reason),
  }));
  addRoute(router, registry, API.image, async ({ caller, params, query }) => {
    const image = await service.image(caller, params.codeId, query);
    // a code's image changes only with the organization's GTIN: the browser may keep it a while
    const headers = { 'Cache-Control': 'private, max-age=300' };
    return image.format === 'png'
      ? { status: 200, headers, contentType: 'image/png', bytes: image.png }
      : { status: 200, headers, body: image.svg };
  });
  addRoute(router, registry, API.labelSheet, async ({ caller, params, query, req }) => {
    // every check (lot, codes, range, cap, the organization's turn) answers before the first byte;
    // then pages stream out as the worker thread makes them
    const sheet = await service.printLabelSheet(caller, params.lotId, query);
    // the turn goes back when the response closes, even were its stream never to start
    req.res?.once('close', sheet.release);
    return {
      status: 200,
      headers: {
        'X-Label-Count': String(sheet.labels),
        'Content-Disposition': `attachment; filename="${sheet.filename}"`,
      },
      stream: (out) => sheet.print(out),
    };
  });
  addRoute(router, registry, API.staffScan, async ({ caller, body }) => ({
    status: 200,
    body: { marked: await service.markStaffScan(caller, body.token) },
  }));
  addRoute(router, registry, API.scans, async ({ caller }) => ({ status: 200, body: await service.scans(caller) }));
  addRoute(router, registry, API.reports, async ({ caller }) => ({
    status: 200,
    body: await service.reports(caller),
  }));
  addRoute(router, registry, API.reportPhoto, async ({ caller, params }) => {
    const photo = await service.reportPhoto(caller, params.reportId);
    // a report's photo never changes, and is the organization's alone: the browser may keep it, no proxy
    return {
      status: 200,
      headers: { 'Cache-Control': 'private, max-age=3600', 'X-Content-Type-Options': 'nosniff' },
      contentType: photo.type,
      bytes: photo.bytes,
    };
  });
  addRoute(router, registry, API.settings, async ({ caller }) => ({
    status: 200,
    body: await service.settings(caller),
  }));
  addRoute(router, registry, API.updateSettings, async ({ caller, body }) => ({
    status: 200,
    body: await service.updateSettings(caller, body),
  }));
}
