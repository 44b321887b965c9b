import type { Request, Router } from 'express';
import { z, type ZodObject, type ZodType } from 'zod';
import { TEXT_MESSAGES } from '@seed/domain';
import { AppError } from '../app-error';
import type { ApiRegistry, RouteSpec } from './api-registry';
import { findForbiddenText } from './forbidden-text';
import { hasBody, UNSUPPORTED_BODY_TYPE } from './request-problems';

type Parsed<T> = T extends ZodType ? z.output<T> : undefined;

export interface RouteInput<TParams, TQuery, TBody> {
  params: Parsed<TParams>;
  query: Parsed<TQuery>;
  body: Parsed<TBody>;
  /** For entry points only (e.g. reading the caller's session); never pass it to the domain. */
  req: Request;
}

export interface Reply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export type RouteHandler<TParams, TQuery, TBody> = (
  input: RouteInput<TParams, TQuery, TBody>,
) => Promise<Reply> | Reply;

/** /api/v1/farms/{farmId} → /api/v1/farms/:farmId */
export function toExpressPath(openApiPath: string): string {
  return openApiPath.replace(/\{([A-Za-z0-9_]+)\}/g, ':$1');
}

function parseInput<T extends ZodType | undefined>(schema: T, value: unknown): Parsed<T> {
  if (!schema) return undefined as Parsed<T>;
  const result = schema.safeParse(value);
  if (!result.success) throw AppError.badRequest(result.error.issues[0]?.message ?? 'The request is invalid');
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

/**
 * Registers an endpoint in the OpenAPI registry and mounts it: input parsed with the
 * request schemas (bad input → 400), output parsed with the schema of the status answered.
 */
export function addRoute<
  TParams extends ZodObject | undefined = undefined,
  TQuery extends ZodObject | undefined = undefined,
  TBody extends ZodType | undefined = undefined,
>(
  router: Router,
  registry: ApiRegistry,
  spec: RouteSpec<TParams, TQuery, TBody>,
  handler: RouteHandler<TParams, TQuery, TBody>,
): void {
  registry.register(spec);
  router[spec.method](toExpressPath(spec.path), async (req, res) => {
    if (spec.request?.body) refuseUnreadBody(req);
    const reply = await handler({
      params: parseInput(spec.request?.params, req.params) as Parsed<TParams>,
      query: parseInput(spec.request?.query, req.query) as Parsed<TQuery>,
      body: parseInput(spec.request?.body, req.body) as Parsed<TBody>,
      req,
    });
    const declared = spec.responses[reply.status];
    if (!declared) throw new Error(`${spec.operationId} answered ${reply.status}, which it does not declare`);
    res.status(reply.status);
    for (const [name, value] of Object.entries(reply.headers ?? {})) res.setHeader(name, value);
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
    if (contentType === 'application/json') res.json(output.data);
    else res.type(contentType).send(output.data);
  });
}
