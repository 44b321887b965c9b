import { ErrorBody } from '@seed/domain';
import type { Request, Response } from 'express';
import type { ZodObject, ZodType } from 'zod';
import {
  createDocument,
  type oas31,
  type ZodOpenApiOperationObject,
  type ZodOpenApiPathsObject,
  type ZodOpenApiResponsesObject,
} from 'zod-openapi';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface RouteResponse {
  description: string;
  /** Parsed on the way out; omitted for an empty body. */
  schema?: ZodType;
  /** application/json unless said otherwise. */
  contentType?: string;
}

export interface RouteRequest<
  TParams extends ZodObject | undefined = undefined,
  TQuery extends ZodObject | undefined = undefined,
  TBody extends ZodType | undefined = undefined,
> {
  params?: TParams;
  query?: TQuery;
  body?: TBody;
}

/** One endpoint as the OpenAPI document and the router both see it. */
export interface RouteSpec<
  TParams extends ZodObject | undefined = ZodObject | undefined,
  TQuery extends ZodObject | undefined = ZodObject | undefined,
  TBody extends ZodType | undefined = ZodType | undefined,
> {
  method: HttpMethod;
  /** OpenAPI path template, e.g. /api/v1/farms/{farmId}. */
  path: string;
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  request?: RouteRequest<TParams, TQuery, TBody>;
  responses: Record<number, RouteResponse>;
}

export type ApiInfo = oas31.InfoObject;

/** Answers a problem in the error shape of an API with its own protocol (GoTrue's on /auth/v1). */
export type ErrorResponder = (
  problem: { status: number; code: string; message: string },
  req: Request,
  res: Response,
) => void;

const JSON_TYPE = 'application/json';

/**
 * Every endpoint of the BFF registers here; GET /api/v1/openapi.json is generated from it
 * with zod-openapi, so the document lists exactly the schemas the routes parse with.
 */
export class ApiRegistry {
  private readonly routes: RouteSpec[] = [];
  private readonly errorResponders = new Map<string, ErrorResponder>();
  private document?: ReturnType<typeof createDocument>;

  constructor(private readonly info: ApiInfo) {}

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
    responses[status as `${1 | 2 | 3 | 4 | 5}${string}`] = {
      description: response.description,
      ...(response.schema ? { content: { [response.contentType ?? JSON_TYPE]: { schema: response.schema } } } : {}),
    };
  }
  const errorResponse = { description: 'Error', content: { [JSON_TYPE]: { schema: ErrorBody } } };
  if (route.request && !responses['400']) responses['400'] = { ...errorResponse, description: 'Invalid request' };
  responses.default = errorResponse;
  const params = route.request?.params;
  const query = route.request?.query;
  const body = route.request?.body;
  return {
    operationId: route.operationId,
    summary: route.summary,
    ...(route.description ? { description: route.description } : {}),
    tags: route.tags,
    ...(params || query ? { requestParams: { ...(params ? { path: params } : {}), ...(query ? { query } : {}) } } : {}),
    ...(body ? { requestBody: { required: true, content: { [JSON_TYPE]: { schema: body } } } } : {}),
    responses,
  };
}
