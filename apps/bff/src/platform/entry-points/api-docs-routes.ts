import type { RequestHandler, Router } from 'express';
import swaggerUi from 'swagger-ui-express';
import { z } from 'zod';
import type { ApiRegistry } from '../../shared/http/api-registry';
import { addRoute } from '../../shared/http/route';

export const OPENAPI_PATH = '/api/v1/openapi.json';
export const DOCS_PATH = '/api/v1/docs';

/** The generated document, checked only for its outline. */
const OpenApiDocument = z
  .looseObject({
    openapi: z.string(),
    info: z.looseObject({ title: z.string(), version: z.string() }),
    paths: z.record(z.string(), z.unknown()),
  })
  .meta({ id: 'OpenApiDocument', description: 'An OpenAPI 3.1 document' });

/**
 * GET /api/v1/openapi.json (generated from the registry) and GET /api/v1/docs/, a Swagger UI
 * page whose scripts and styles are served from this origin (no CDN), so it works offline
 * and under the content security policy.
 */
export function mountApiDocsRoutes(router: Router, registry: ApiRegistry): void {
  addRoute(
    router,
    registry,
    {
      method: 'get',
      path: OPENAPI_PATH,
      operationId: 'getOpenApiDocument',
      summary: 'This API as an OpenAPI 3.1 document',
      tags: ['platform'],
      auth: 'public',
      responses: { 200: { description: 'OpenAPI document', schema: OpenApiDocument } },
    },
    () => ({ status: 200, body: registry.openApiDocument(), headers: { 'Cache-Control': 'no-cache' } }),
  );

  registry.register({
    method: 'get',
    path: `${DOCS_PATH}/`,
    operationId: 'getApiDocs',
    summary: 'Readable API reference (Swagger UI)',
    tags: ['platform'],
    auth: 'public',
    responses: { 200: { description: 'HTML page', schema: z.string(), contentType: 'text/html' } },
  });

  const options = {
    customSiteTitle: 'Seed portal API',
    swaggerUrl: OPENAPI_PATH,
    // validatorUrl null: never call swagger.io's online validator.
    swaggerOptions: { url: OPENAPI_PATH, validatorUrl: null },
  };
  const page = swaggerUi.setup(undefined, options);
  // The page links its assets relatively (./swagger-ui.css): it must be served at .../docs/.
  const redirectToFolder: RequestHandler = (req, res, next) => {
    if (req.path === '/' && !req.originalUrl.split('?')[0]!.endsWith('/')) {
      res.redirect(301, `${DOCS_PATH}/`);
      return;
    }
    next();
  };
  const pageAtFolder: RequestHandler = (req, res, next) => {
    if (req.path !== '/') {
      next();
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    page(req, res, next);
  };
  router.use(DOCS_PATH, redirectToFolder, ...swaggerUi.serveFiles(undefined, options), pageAtFolder);
}
