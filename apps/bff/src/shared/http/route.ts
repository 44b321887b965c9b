import type { Writable } from 'node:stream';
import type { Request, RequestHandler, Router } from 'express';
import { z, type ZodType } from 'zod';
import { ID_NOT_FOUND, TEXT_MESSAGES, type EndpointRoles } from '@seed/domain';
import type { UserClaims } from '../../db/db';
import { AppError } from '../app-error';
import type { ApiRegistry, RouteSpec } from './api-registry';
import { findForbiddenText } from './forbidden-text';
import { hasBody, UNSUPPORTED_BODY_TYPE } from './request-problems';
import { sendBody, sendJson } from './send-body';

type Parsed<T> = T extends ZodType ? z.output<T> : undefined;
type RequestSchema<E extends RouteSpec, K extends 'params' | 'query' | 'body'> =
  E['request'] extends Record<K, infer S> ? S : undefined;

/** Who called a signed-in route: verified claims, and the roles its declaration needs. */
export interface Caller {
  claims: UserClaims;
  accessToken: string;
  /** The declaration's roles: services check them with the membership in their transaction (db/membership.ts). */
  roles: EndpointRoles | null;
  /** A GET: its unit of work reads only (a READ ONLY transaction, db/membership.ts). */
  readOnly: boolean;
}

/** `user` routes always have a caller, `optional` ones maybe, `public` ones never. */
export type CallerOf<E extends RouteSpec> = E['auth'] extends 'user'
  ? Caller
  : E['auth'] extends 'optional'
    ? Caller | null
    : null;

export interface RouteInput<E extends RouteSpec> {
  params: Parsed<RequestSchema<E, 'params'>>;
  query: Parsed<RequestSchema<E, 'query'>>;
  body: Parsed<RequestSchema<E, 'body'>>;
  caller: CallerOf<E>;
  /** For entry points only (e.g. a raw body); never pass it to the domain. */
  req: Request;
}

export interface Reply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** One of the status's declared alternatives (text sent as it is), instead of its schema's type. */
  contentType?: string;
  /** Bytes sent as they are (an image) in `contentType` or the status's declared type. */
  bytes?: Buffer;
  /**
   * A body written as it is made (a PDF page by page) to the response, which it ends; in
   * `contentType` or the status's declared type. A failure once bytes are out aborts the response.
   */
  stream?: (out: Writable) => Promise<unknown>;
}

export type RouteHandler<E extends RouteSpec> = (input: RouteInput<E>) => Promise<Reply> | Reply;

/** /api/v1/farms/{farmId} → /api/v1/farms/:farmId */
export function toExpressPath(openApiPath: string): string {
  return openApiPath.replace(/\{([A-Za-z0-9_]+)\}/g, ':$1');
}

function parseInput<T extends ZodType | undefined>(schema: T, value: unknown): Parsed<T> {
  if (!schema) return undefined as Parsed<T>;
  const result = schema.safeParse(value);
  if (!result.success) {
    const issue = result.error.issues[0];
    // an idParam that is no id names no row: the 404 of a row that does not exist (primitives.ts)
    const notFound = issue?.code === 'custom' ? issue.params?.[ID_NOT_FOUND] : undefined;
    if (typeof notFound === 'string') throw AppError.notFound(issue!.message, notFound);
    throw AppError.badRequest(issue?.message ?? 'The request is invalid');
  }
  // What the schema let through unchecked (z.unknown(), records of unknown) must not reach
  // PostgreSQL with a NUL either.
  if (findForbiddenText(result.data) !== null) throw AppError.badRequest(TEXT_MESSAGES.forbiddenCharacters);
  return result.data as Parsed<T>;
}

/** A body the route would read, sent as something express.json left unread: 415, not a confusing 400. */
function refuseUnreadBody(req: Request): void {
  if (hasBody(req) && !req.is('application/json')) {
    const { status, code, message } = UNSUPPORTED_BODY_TYPE;
    throw new AppError(status, code, message);
  }
}

/** The caller the guard verified (res.locals.auth), with the declaration's roles. */
function callerOf(req: Request, spec: RouteSpec): Caller | null {
  if (spec.auth === 'public') return null;
  const auth = req.res?.locals.auth;
  if (!auth) {
    // requireUser always sets it: a `user` route without it was mounted without its guard.
    if (spec.auth === 'user') throw AppError.unauthorized();
    return null;
  }
  return {
    claims: auth.claims as UserClaims,
    accessToken: auth.accessToken,
    roles: spec.roles ?? null,
    readOnly: spec.method === 'get',
  };
}

/**
 * Registers a declared endpoint in the OpenAPI registry and mounts it: first the guard its
 * `auth` names (the registry's; a route cannot be public by accident), then `before` (e.g. a
 * raw body parser), then input parsed with the request schemas (bad input → 400), the handler
 * with a typed caller, and the output parsed with the schema of the status answered. /api/v1
 * answers are `Cache-Control: no-store` unless the handler says otherwise.
 */
export function addRoute<E extends RouteSpec>(
  router: Router,
  registry: ApiRegistry,
  spec: E,
  handler: RouteHandler<E>,
  options: { before?: RequestHandler[] } = {},
): void {
  const guard = registry.guardFor(spec);
  registry.register(spec);
  const noStore = spec.path.startsWith('/api/v1/');
  router[spec.method](
    toExpressPath(spec.path),
    ...(guard ? [guard] : []),
    ...(options.before ?? []),
    async (req, res) => {
      if (spec.request?.body) refuseUnreadBody(req);
      // An id that names no row is answered after the query's and body's 400s, as a use case
      // that looks the row up would.
      let params: unknown;
      let noSuchRow: AppError | undefined;
      try {
        params = parseInput(spec.request?.params, req.params);
      } catch (error) {
        if (!(error instanceof AppError) || error.status !== 404) throw error;
        noSuchRow = error;
      }
      const query = parseInput(spec.request?.query, req.query);
      const body = parseInput(spec.request?.body, req.body);
      if (noSuchRow) throw noSuchRow;
      const reply = await handler({
        params,
        query,
        body,
        caller: callerOf(req, spec) as CallerOf<E>,
        req,
      } as RouteInput<E>);
      const declared = spec.responses[reply.status];
      if (!declared) throw new Error(`${spec.operationId} answered ${reply.status}, which it does not declare`);
      res.status(reply.status);
      if (noStore) res.setHeader('Cache-Control', 'no-store');
      for (const [name, value] of Object.entries(reply.headers ?? {})) res.setHeader(name, value);
      if (reply.bytes !== undefined || reply.stream !== undefined) {
        const type = reply.contentType ?? declared.contentType;
        if (!type || (type !== declared.contentType && !declared.alternatives?.includes(type))) {
          throw new Error(
            `${spec.operationId} answered ${type ?? 'bytes'}, which its ${reply.status} does not declare`,
          );
        }
        res.type(type);
        if (reply.bytes !== undefined) {
          res.end(reply.bytes);
          return;
        }
        try {
          await reply.stream!(res);
        } catch (error) {
          // the status line has gone: the only honest answer left is a cut connection
          if (res.headersSent) res.destroy(error instanceof Error ? error : new Error(String(error)));
          else throw error;
        }
        return;
      }
      if (reply.contentType !== undefined && reply.contentType !== declared.contentType) {
        if (!declared.alternatives?.includes(reply.contentType)) {
          throw new Error(
            `${spec.operationId} answered ${reply.contentType}, which its ${reply.status} does not declare`,
          );
        }
        res.type(reply.contentType).send(z.string().parse(reply.body));
        return;
      }
      if (!declared.schema) {
        res.end();
        return;
      }
      const output = declared.schema.safeParse(reply.body);
      if (!output.success) {
        throw new Error(
          `${spec.operationId} answered a body that breaks its ${reply.status} schema: ${z.prettifyError(output.error)}`,
        );
      }
      const contentType = declared.contentType ?? 'application/json';
      if (contentType === 'application/json') {
        if (noStore) sendJson(req, res, output.data);
        else res.json(output.data);
      } else if (typeof output.data === 'string') {
        // a no-store text (an export as JSON-LD) is gzipped in one call, as JSON answers are; its
        // type says utf-8 as res.send's does for a string
        if (noStore) {
          const type = res.type(contentType).get('Content-Type') ?? contentType;
          sendBody(req, res, output.data, /;\s*charset=/i.test(type) ? type : `${type}; charset=utf-8`);
        } else res.type(contentType).send(output.data);
      } else res.type(contentType).send(JSON.stringify(output.data));
    },
  );
}
