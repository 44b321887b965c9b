import { ErrorBody, type Endpoint, type EndpointResponse } from '@seed/domain';
import type { Request, RequestHandler, Response } from 'express';
import { z } from 'zod';
import {
  createDocument,
  type oas31,
  type ZodOpenApiOperationObject,
  type ZodOpenApiPathsObject,
  type ZodOpenApiResponsesObject,
} from 'zod-openapi';

export type { HttpMethod } from '@seed/domain';

/**
 * One endpoint as the OpenAPI document and the router both see it: libs/domain's Endpoint
 * declaration (method, path, schemas, responses, who may call it). /api/v1 declarations live in
 * libs/domain so the browser calls them with the same declaration; protocol routes (/auth/v1,
 * the platform's) declare theirs beside their handlers.
 */
export type RouteSpec = Endpoint;
export type RouteResponse = EndpointResponse;

/** The middlewares that make a declaration's `auth` true (built by the auth component). */
export interface RouteGuards {
  /** 401 without a live session; sets res.locals.auth. */
  requireUser: RequestHandler;
  /** Anonymous callers go on with res.locals.auth = null; a token sent is checked as requireUser does. */
  optionalUser: RequestHandler;
}

export type ApiInfo = oas31.InfoObject;

/** Answers a problem in the error shape of an API with its own protocol (GoTrue's on /auth/v1). */
export type ErrorResponder = (
  problem: { status: number; code: string; message: string },
  req: Request,
  res: Response,
) => void;

const JSON_TYPE = 'application/json';
const BEARER = 'bearerAuth';

/**
 * Every endpoint of the BFF registers here; GET /api/v1/openapi.json is generated from it
 * with zod-openapi, so the document lists exactly the schemas the routes parse with.
 */
export class ApiRegistry {
  private readonly routes: RouteSpec[] = [];
  private readonly errorResponders = new Map<string, ErrorResponder>();
  private document?: ReturnType<typeof createDocument>;
  private routeGuards?: RouteGuards;

  constructor(private readonly info: ApiInfo) {}

  /** The auth component's guards; routes that are not public refuse to mount before this is set. */
  useGuards(guards: RouteGuards): void {
    this.routeGuards = guards;
  }

  /** The guard that makes `auth` true for a route (none for public ones). */
  guardFor(spec: RouteSpec): RequestHandler | null {
    if (spec.auth === 'public') return null;
    if (!this.routeGuards) {
      throw new Error(`${spec.operationId} is for signed-in callers, but the registry has no auth guards yet`);
    }
    return spec.auth === 'user' ? this.routeGuards.requireUser : this.routeGuards.optionalUser;
  }

  /**
   * Errors of requests under `prefix` that reach the app's central handlers (body parsing before
   * any router, unknown paths) are answered by `responder` instead of as ErrorBody.
   */
  answerErrorsUnder(prefix: string, responder: ErrorResponder): void {
    this.errorResponders.set(prefix.replace(/\/+$/, ''), responder);
  }

  /** The responder of the API a path belongs to, if it has its own error shape. */
  errorResponderFor(path: string): ErrorResponder | undefined {
    for (const [prefix, responder] of this.errorResponders) {
      if (path === prefix || path.startsWith(`${prefix}/`)) return responder;
    }
    return undefined;
  }

  register(spec: RouteSpec): void {
    if (this.routes.some((r) => r.method === spec.method && r.path === spec.path)) {
      throw new Error(`${spec.method.toUpperCase()} ${spec.path} is registered twice`);
    }
    if (this.routes.some((r) => r.operationId === spec.operationId)) {
      throw new Error(`operationId ${spec.operationId} is registered twice`);
    }
    this.routes.push(spec);
    this.document = undefined;
  }

  list(): readonly RouteSpec[] {
    return this.routes;
  }

  /** The OpenAPI 3.1 document of every registered route (built once, then reused). */
  openApiDocument(): ReturnType<typeof createDocument> {
    if (!this.document) {
      const tags = [...new Set(this.routes.flatMap((r) => r.tags))].map((name) => ({ name }));
      this.document = createDocument({
        openapi: '3.1.0',
        info: this.info,
        tags,
        paths: this.paths(),
        components: {
          securitySchemes: {
            [BEARER]: {
              type: 'http',
              scheme: 'bearer',
              bearerFormat: 'JWT',
              description: 'The access token of a Supabase Auth session (POST /auth/v1/token).',
            },
          },
        },
      });
    }
    return this.document;
  }

  private paths(): ZodOpenApiPathsObject {
    const paths: ZodOpenApiPathsObject = {};
    for (const route of this.routes) {
      paths[route.path] = { ...paths[route.path], [route.method]: operation(route) };
    }
    return paths;
  }
}

function operation(route: RouteSpec): ZodOpenApiOperationObject {
  const responses: ZodOpenApiResponsesObject = {};
  for (const [status, response] of Object.entries(route.responses)) {
    const content = {
      ...(response.schema ? { [response.contentType ?? JSON_TYPE]: { schema: response.schema } } : {}),
      ...Object.fromEntries((response.alternatives ?? []).map((type) => [type, { schema: z.string() }])),
    };
    responses[status as `${1 | 2 | 3 | 4 | 5}${string}`] = {
      description: response.description,
      ...(Object.keys(content).length > 0 ? { content } : {}),
    };
  }
  const errorResponse = { description: 'Error', content: { [JSON_TYPE]: { schema: ErrorBody } } };
  if (route.request && !responses['400']) responses['400'] = { ...errorResponse, description: 'Invalid request' };
  if (route.auth !== 'public' && !responses['401']) {
    responses['401'] = { ...errorResponse, description: 'No live session (signed out, revoked or expired token)' };
  }
  if (route.auth !== 'public' && !responses['403']) {
    const refusal = route.roles ? `; ${route.roles.message}` : '';
    responses['403'] = { ...errorResponse, description: `Second factor required (insufficient_aal)${refusal}` };
  }
  responses.default = errorResponse;
  const params = route.request?.params;
  const query = route.request?.query;
  const body = route.request?.body;
  return {
    operationId: route.operationId,
    summary: route.summary,
    ...(route.description ? { description: route.description } : {}),
    tags: [...route.tags],
    // Signed-in routes need the bearer token; optional ones take it when there is one.
    ...(route.auth === 'user' ? { security: [{ [BEARER]: [] }] } : {}),
    ...(route.auth === 'optional' ? { security: [{}, { [BEARER]: [] }] } : {}),
    ...(params || query ? { requestParams: { ...(params ? { path: params } : {}), ...(query ? { query } : {}) } } : {}),
    ...(body ? { requestBody: { required: true, content: { [JSON_TYPE]: { schema: body } } } } : {}),
    ...(route.request?.rawBody
      ? {
          requestBody: {
            required: true,
            content: Object.fromEntries(
              route.request.rawBody.map((type) => [type, { schema: z.string().meta({ format: 'binary' }) }]),
            ),
          },
        }
      : {}),
    responses,
  };
}
