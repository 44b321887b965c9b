// One declaration per endpoint, read by both sides (the ts-rest idea without its runtime): the
// BFF mounts and documents it (apps/bff/src/shared/http/route.ts), the browser calls it
// (apiFetch in libs/auth) with the same path, parameters, schemas and access rule.
import type { z } from 'zod';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * Who may call an endpoint. `user`: a signed-in user with a live session (401 otherwise; 403
 * below aal2 when they have a second factor). `optional`: anyone, and a token that is sent is
 * checked as for `user`. `public`: anyone; no session is read.
 */
export type EndpointAuth = 'user' | 'optional' | 'public';

/** Member roles an endpoint needs in the caller's organization, and the spec's refusal. */
export interface EndpointRoles {
  allowed: readonly ('admin' | 'manager')[];
  /** 403 message when the caller has another role (or none). */
  message: string;
  /** 403 message when the caller belongs to no organization; `message` when absent. */
  withoutOrganization?: string;
}

export interface EndpointResponse {
  description: string;
  /** The body's schema; omitted for an empty body. */
  schema?: z.ZodType;
  /** application/json unless said otherwise (GeoJSON, an HTML page, …). */
  contentType?: string;
  /** Other content types the same status may answer as text (an export's KML or CSV). */
  alternatives?: readonly string[];
}

export interface EndpointRequest {
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** A body that is not JSON (the avatar's image bytes): its content types, read as it is. */
  rawBody?: readonly string[];
}

export interface Endpoint {
  method: HttpMethod;
  /** OpenAPI path template, e.g. /api/v1/farms/{id}. */
  path: string;
  operationId: string;
  summary: string;
  description?: string;
  tags: readonly string[];
  auth: EndpointAuth;
  roles?: EndpointRoles;
  request?: EndpointRequest;
  responses: Readonly<Record<number, EndpointResponse>>;
}

/** Declares an endpoint, keeping its literal types (path, schemas, statuses) for both sides. */
export function endpoint<const E extends Endpoint>(declaration: E): E {
  return declaration;
}

type Schema<E extends Endpoint, K extends keyof EndpointRequest> =
  E['request'] extends Record<K, infer S extends z.ZodType> ? S : never;

/** What a caller passes: path parameters, query and body as their schemas accept them. */
export type EndpointInput<E extends Endpoint> = ([Schema<E, 'params'>] extends [never]
  ? { params?: undefined }
  : { params: z.input<Schema<E, 'params'>> }) &
  ([Schema<E, 'query'>] extends [never] ? { query?: undefined } : { query?: z.input<Schema<E, 'query'>> }) &
  ([Schema<E, 'body'>] extends [never] ? { body?: unknown } : { body: z.input<Schema<E, 'body'>> });

type SuccessStatus = 200 | 201 | 202 | 204;

/** The parsed body of the endpoint's success answer (undefined for 204). */
export type EndpointResult<E extends Endpoint> = {
  [S in keyof E['responses'] & SuccessStatus]: E['responses'][S] extends { schema: infer R extends z.ZodType }
    ? E['responses'][S] extends { contentType: string }
      ? string
      : z.output<R>
    : undefined;
}[keyof E['responses'] & SuccessStatus];

/** The first 2xx status an endpoint declares: the one its callers expect. */
export function successStatus(declaration: Endpoint): number {
  const status = Object.keys(declaration.responses)
    .map(Number)
    .find((code) => code >= 200 && code < 300);
  if (status === undefined) throw new Error(`${declaration.operationId} declares no success answer`);
  return status;
}

/** The URL of a call: {name} filled (encoded) from params, the query serialised (undefined left out). */
export function endpointUrl(
  declaration: Pick<Endpoint, 'path' | 'operationId'>,
  params?: Record<string, unknown>,
  query?: Record<string, unknown>,
): string {
  const path = declaration.path.replace(/\{([A-Za-z0-9_]+)\}/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`${declaration.operationId} needs the path parameter ${name}`);
    }
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
