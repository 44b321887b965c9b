import {
  ErrorBody,
  Farm,
  FarmBoundaryResult,
  FarmCreate,
  FarmExportCollection,
  FarmExportQuery,
  FarmIdParams,
  FarmList,
  FarmListQuery,
  FarmOverlapCheck,
  FarmOverlapWarning,
  FarmSaved,
  FarmUpdate,
} from '@seed/domain';
import type { Request, RequestHandler, Router } from 'express';
import { z } from 'zod';
import type { UserClaims } from '../../db/db';
import { AppError } from '../../shared/app-error';
import type { ApiRegistry, HttpMethod } from '../../shared/http/api-registry';
import { addRoute, toExpressPath } from '../../shared/http/route';
import type { FarmsService } from '../domain/farms-service';

export interface FarmsRouteDeps {
  registry: ApiRegistry;
  service: FarmsService;
  /** 401 unless a valid access token is sent; sets res.locals.auth = { claims }. */
  requireUser: RequestHandler;
}

const TAGS = ['farms'];
const NO_STORE = { 'Cache-Control': 'no-store' };
const forbidden = { description: 'Not an admin or manager of an organization', schema: ErrorBody };
const notFound = {
  description: "Farm not found. The farm you're looking for doesn't exist or you don't have access to it.",
  schema: ErrorBody,
};
const invalid = { description: 'Validation failed (spec 3 §5 message) or the boundary is invalid', schema: ErrorBody };

function signedIn(req: Request): UserClaims {
  const auth = (req.res?.locals as { auth?: { claims: UserClaims } | null } | undefined)?.auth;
  if (!auth?.claims) throw AppError.unauthorized();
  return auth.claims;
}

const EXPORT_TYPES = {
  geojson: 'application/geo+json',
  kml: 'application/vnd.google-earth.kml+xml',
  csv: 'text/csv; charset=utf-8',
} as const;

/** /api/v1/farms, /api/v1/farms/{id}, /overlaps, /export and /{id}/boundary. */
export function mountFarmsRoutes(router: Router, deps: FarmsRouteDeps): void {
  const { registry, service } = deps;
  const before = (method: HttpMethod, path: string) => router[method](toExpressPath(path), deps.requireUser);

  before('get', '/api/v1/farms');
  addRoute(
    router,
    registry,
    {
      method: 'get',
      path: '/api/v1/farms',
      operationId: 'listFarms',
      summary: "One page of the organization's farms, newest first, each with its boundary (one query)",
      description:
        'Search (name, identifier, address), ownership and irrigation filters run in the database. ' +
        'The map view asks for all farms at once (limit=500) and gets every boundary in this one answer.',
      tags: TAGS,
      request: { query: FarmListQuery },
      responses: { 200: { description: 'The page', schema: FarmList }, 403: forbidden },
    },
    async ({ req, query }) => ({ status: 200, body: await service.list(signedIn(req), query), headers: NO_STORE }),
  );

  before('post', '/api/v1/farms');
  addRoute(
    router,
    registry,
    {
      method: 'post',
      path: '/api/v1/farms',
      operationId: 'createFarm',
      summary: 'Registers a farm with its boundary; the identifier is generated when blank; warns about overlaps',
      tags: TAGS,
      request: { body: FarmCreate },
      responses: { 201: { description: 'The new farm', schema: FarmSaved }, 400: invalid, 403: forbidden },
    },
    async ({ req, body }) => ({ status: 201, body: await service.create(signedIn(req), body), headers: NO_STORE }),
  );

  before('post', '/api/v1/farms/overlaps');
  addRoute(
    router,
    registry,
    {
      method: 'post',
      path: '/api/v1/farms/overlaps',
      operationId: 'checkFarmOverlaps',
      summary: 'Other farms of the organization whose boundary overlaps the given one (a warning, not a refusal)',
      tags: TAGS,
      request: { body: FarmOverlapCheck },
      responses: {
        200: { description: 'Overlaps, largest first', schema: FarmOverlapWarning },
        400: invalid,
        403: forbidden,
      },
    },
    async ({ req, body }) => ({
      status: 200,
      body: await service.overlaps(signedIn(req), body.boundary, body.exclude_farm_id ?? null),
      headers: NO_STORE,
    }),
  );

  // Three content types on one path: registered for the document, answered by hand (addRoute
  // answers one content type per status).
  registry.register({
    method: 'get',
    path: '/api/v1/farms/export',
    operationId: 'exportFarms',
    summary: "The organization's farms as GeoJSON, KML or CSV (name, area, centroid)",
    description: 'format=geojson answers application/geo+json; kml and csv answer text in their own types.',
    tags: TAGS,
    request: { query: FarmExportQuery },
    responses: {
      200: {
        description: 'GeoJSON FeatureCollection (format=geojson)',
        schema: FarmExportCollection,
        contentType: EXPORT_TYPES.geojson,
      },
      403: forbidden,
    },
  });
  router.get('/api/v1/farms/export', deps.requireUser, async (req, res) => {
    const query = FarmExportQuery.safeParse(req.query);
    if (!query.success) throw AppError.badRequest(query.error.issues[0]?.message ?? 'The request is invalid');
    const result = await service.export(signedIn(req), query.data.format);
    const body =
      result.format === 'geojson'
        ? JSON.stringify(FarmExportCollection.parse(result.body))
        : z.string().parse(result.body);
    res
      .status(200)
      .set({ ...NO_STORE, 'Content-Disposition': `attachment; filename="farms.${result.format}"` })
      .type(EXPORT_TYPES[result.format])
      .send(body);
  });

  before('get', '/api/v1/farms/{id}');
  addRoute(
    router,
    registry,
    {
      method: 'get',
      path: '/api/v1/farms/{id}',
      operationId: 'getFarm',
      summary: 'One farm with its boundary',
      tags: TAGS,
      request: { params: FarmIdParams },
      responses: { 200: { description: 'The farm', schema: Farm }, 403: forbidden, 404: notFound },
    },
    async ({ req, params }) => ({ status: 200, body: await service.get(signedIn(req), params.id), headers: NO_STORE }),
  );

  before('get', '/api/v1/farms/{id}/boundary');
  addRoute(
    router,
    registry,
    {
      method: 'get',
      path: '/api/v1/farms/{id}/boundary',
      operationId: 'getFarmBoundary',
      summary: "The spec's per-farm boundary call (public.get_farm_with_boundary); kept for comparison in the bench",
      tags: TAGS,
      request: { params: FarmIdParams },
      responses: { 200: { description: 'The boundary', schema: FarmBoundaryResult }, 403: forbidden, 404: notFound },
    },
    async ({ req, params }) => ({
      status: 200,
      body: await service.boundary(signedIn(req), params.id),
      headers: NO_STORE,
    }),
  );

  before('patch', '/api/v1/farms/{id}');
  addRoute(
    router,
    registry,
    {
      method: 'patch',
      path: '/api/v1/farms/{id}',
      operationId: 'updateFarm',
      summary: 'Saves the edit form; a boundary given replaces the stored one, null clears it, absent keeps it',
      tags: TAGS,
      request: { params: FarmIdParams, body: FarmUpdate },
      responses: {
        200: { description: 'The saved farm', schema: FarmSaved },
        400: invalid,
        403: forbidden,
        404: notFound,
      },
    },
    async ({ req, params, body }) => ({
      status: 200,
      body: await service.update(signedIn(req), params.id, body),
      headers: NO_STORE,
    }),
  );
}
