import { EPCIS_API as API, EPCIS_MEDIA_TYPE, TRACE_REPORT_MEDIA_TYPE } from '@seed/domain';
import type { Router } from 'express';
import type { ApiRegistry } from '../../shared/http/api-registry';
import { addRoute } from '../../shared/http/route';
import type { EpcisService } from '../domain/epcis-service';

export interface EpcisRouteDeps {
  registry: ApiRegistry;
  service: EpcisService;
}

/** The URL of the next page: this request's, with the next page's token. */
function nextPageLink(originalUrl: string, token: string): string {
  const url = new URL(originalUrl, 'http://portal.invalid');
  url.searchParams.set('nextPageToken', token);
  return `${url.pathname}${url.search}`;
}

/** The endpoints of libs/domain's EPCIS_API: a lot's trace, its trace report, the organization's events. */
export function mountEpcisRoutes(router: Router, deps: EpcisRouteDeps): void {
  const { registry, service } = deps;

  addRoute(router, registry, API.lotEvents, async ({ caller, params }) => {
    const document = await service.lotTrace(caller, params.id);
    const filename = `trace-${params.id.replace(/[^A-Za-z0-9._-]+/g, '-').slice(0, 60)}.jsonld`;
    return {
      status: 200,
      body: JSON.stringify(document),
      headers: { 'Content-Disposition': `attachment; filename="${filename}"` },
    };
  });

  addRoute(router, registry, API.traceReport, async ({ caller, params }) => {
    const { pdf, filename } = await service.traceReport(caller, params.id);
    return {
      status: 200,
      contentType: TRACE_REPORT_MEDIA_TYPE,
      bytes: pdf,
      headers: { 'Content-Disposition': `attachment; filename="${filename}"` },
    };
  });

  addRoute(router, registry, API.events, async ({ caller, query, req }) => {
    const page = await service.events(caller, query);
    return {
      status: 200,
      contentType: EPCIS_MEDIA_TYPE,
      headers: page.nextPageToken
        ? { Link: `<${nextPageLink(req.originalUrl, page.nextPageToken)}>; rel="next"` }
        : ({} as Record<string, string>),
      stream: async (out) => {
        for (const chunk of page.chunks) {
          if (!out.write(chunk)) await new Promise((resolve) => out.once('drain', resolve));
        }
        out.end();
      },
    };
  });
}
