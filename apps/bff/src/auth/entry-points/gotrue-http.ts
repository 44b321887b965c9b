import type { ErrorRequestHandler, Request, RequestHandler, Response, Router } from 'express';
import { AppError } from '../../shared/app-error';
import type { ZodType } from 'zod';
import { z } from 'zod';
import { TEXT_MESSAGES } from '@seed/domain';
import type { ApiRegistry, ErrorResponder, HttpMethod, RouteResponse } from '../../shared/http/api-registry';
import { findForbiddenText } from '../../shared/http/forbidden-text';
import { hasBody, requestProblemOf, type RequestProblem } from '../../shared/http/request-problems';
import { requestLanguage } from '../../shared/language';
import { toExpressPath } from '../../shared/http/route';
import type { AccessTokenVerifier } from '../domain/access-token-verifier';
import { InvalidAccessTokenError } from '../domain/access-token-verifier';
import { AuthError, authErrors } from '../domain/auth-error';
import type { AccessTokenClaims } from '../domain/claims';
import type { AuthDeps, RequestMeta } from '../domain/deps';
import type { ProviderDeps } from '../domain/provider-sign-in';

export const API_VERSION_HEADER = 'X-Supabase-Api-Version';
export const API_VERSION = '2024-01-01';

const AUTH_PREFIX = '/auth/v1';
const UNSUPPORTED_AUTH_BODY =
  'The request body must be JSON (Content-Type: application/json) or a form (application/x-www-form-urlencoded)';
const UNEXPECTED = 'Unexpected failure, please check server logs for more information';

/** JSON nulls count as absent, as in GoTrue (supabase-js sends code_challenge: null, ...). */
function withoutNulls(value: unknown): unknown {
  if (value === null || value === undefined) return {};
  if (typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null));
}

/**
 * Parses input with a zod schema; a bad input is GoTrue's 400 validation_failed. Text the
 * contract refuses (NUL, lone surrogates) is refused wherever it sits, metadata keys included:
 * these schemas use plain strings and z.unknown(), and PostgreSQL would fail on it.
 */
export function parseInput<T extends ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(withoutNulls(value));
  if (!result.success) throw authErrors.validation(result.error.issues[0]?.message ?? 'The request is invalid');
  if (findForbiddenText(result.data) !== null) throw authErrors.validation(TEXT_MESSAGES.forbiddenCharacters);
  return result.data;
}

/** The request's facts for the use cases. */
export function requestMeta(req: Request, siteUrl: string): RequestMeta {
  return {
    ip: req.ip ?? req.socket.remoteAddress ?? null,
    userAgent: req.get('user-agent') ?? null,
    // Configured, never the request's Host: a forged Host must not choose where links point.
    siteUrl,
    language: requestLanguage(req),
  };
}

/** GoTrue's requireAuthentication: a valid bearer access token, else 401/403 in its shape. */
export async function authenticateRequest(req: Request, verifier: AccessTokenVerifier): Promise<AccessTokenClaims> {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(req.get('authorization') ?? '');
  if (!match) throw authErrors.noAuthorization();
  try {
    return await verifier.verify(match[1]!);
  } catch (error) {
    if (error instanceof InvalidAccessTokenError) {
      throw authErrors.badJwt(error.reason === 'expired' ? 'token is expired' : 'token is invalid');
    }
    throw error;
  }
}

export interface AuthRouteSpec {
  method: HttpMethod;
  /** Path under /auth/v1, OpenAPI style (/factors/{factorId}). */
  path: string;
  operationId: string;
  summary: string;
  description?: string;
  /**
   * The bearer access token is checked first, before any input is read (GoTrue's
   * requireAuthentication): a request without one is a 401 whatever else is wrong with it.
   */
  authenticated?: true;
  /** Parsed in this order (params, body, query) and handed to the handler; bad input is GoTrue's 400. */
  params?: z.ZodObject;
  body?: ZodType;
  query?: z.ZodObject;
  /**
   * Input listed in the OpenAPI document that authRoute does not parse: the handler reads it
   * itself where its refusal is not that 400 (GET /verify redirects; /token's body depends on its
   * grant_type), or ignores it, as GoTrue does.
   */
  documented?: { body?: ZodType; query?: z.ZodObject };
  responses: Record<number, RouteResponse>;
}

type Parsed<T> = T extends ZodType ? z.output<T> : undefined;

/** What an /auth/v1 handler gets: its input parsed with the spec's schemas, the caller's claims when authenticated. */
export interface AuthRouteInput<E extends AuthRouteSpec> {
  params: Parsed<E['params']>;
  body: Parsed<E['body']>;
  query: Parsed<E['query']>;
  claims: E['authenticated'] extends true ? AccessTokenClaims : undefined;
  req: Request;
  res: Response;
}

/** What the /auth/v1 handlers work with. */
export interface GotrueContext {
  auth: AuthDeps;
  /** The auth use cases with the OpenID Connect provider, when configured. */
  providerDeps: ProviderDeps;
  verifier: AccessTokenVerifier;
  /** The request's facts for the use cases (requestMeta with the configured site URL). */
  meta(req: Request): RequestMeta;
}

/** One /auth/v1 endpoint: its declaration and its handler (one file per GoTrue handler file, under gotrue/). */
export interface AuthRoute<E extends AuthRouteSpec = AuthRouteSpec> {
  spec: E;
  // a method, so a table of routes with different specs type-checks (parameters are bivariant)
  handle(input: AuthRouteInput<E>, context: GotrueContext): Promise<void> | void;
}

/** Declares an /auth/v1 endpoint, its handler typed by its spec. */
export const authEndpoint = <const E extends AuthRouteSpec>(
  spec: E,
  handle: (input: AuthRouteInput<E>, context: GotrueContext) => Promise<void> | void,
): AuthRoute<E> => ({ spec, handle });

const parsed = <T extends ZodType | undefined>(schema: T, value: unknown): Parsed<T> =>
  (schema ? parseInput(schema, value) : undefined) as Parsed<T>;

/**
 * Mounts one /auth/v1 endpoint and lists it in the OpenAPI document (tag "auth"): the caller's
 * token checked first when the spec says so, then its input parsed (params, body, query) and
 * handed to the handler.
 */
export function authRoute(router: Router, registry: ApiRegistry, route: AuthRoute, context: GotrueContext): void {
  const { spec } = route;
  const body = spec.body ?? spec.documented?.body;
  const query = spec.query ?? spec.documented?.query;
  registry.register({
    method: spec.method,
    path: `${AUTH_PREFIX}${spec.path}`,
    operationId: spec.operationId,
    summary: spec.summary,
    ...(spec.description ? { description: spec.description } : {}),
    tags: ['auth'],
    // GoTrue checks its own bearer tokens (authenticateRequest) and answers in its own shape.
    auth: 'public',
    ...(body || query || spec.params
      ? {
          request: {
            ...(body ? { body } : {}),
            ...(query ? { query } : {}),
            ...(spec.params ? { params: spec.params } : {}),
          },
        }
      : {}),
    responses: spec.responses,
  });
  // Body parsing before this router and unknown /auth/v1 paths answer in GoTrue's shape too.
  registry.answerErrorsUnder(AUTH_PREFIX, answerProblem);
  router[spec.method](toExpressPath(spec.path), async (req, res) => {
    if (body && hasBody(req) && !req.is(['application/json', 'application/x-www-form-urlencoded'])) {
      throw new AuthError(415, 'unsupported_media_type', UNSUPPORTED_AUTH_BODY);
    }
    const claims = spec.authenticated ? await authenticateRequest(req, context.verifier) : undefined;
    const input = {
      params: parsed(spec.params, req.params),
      body: parsed(spec.body, req.body),
      query: parsed(spec.query, req.query),
      // the claims when the spec is authenticated (the route's own type says so)
      claims,
      req,
      res,
    } as AuthRouteInput<AuthRouteSpec>;
    await route.handle(input, context);
  });
}

/** Every /auth/v1 answer carries GoTrue's API version, which tells supabase-js how to read errors. */
export const apiVersionHeader: RequestHandler = (_req, res, next) => {
  res.setHeader(API_VERSION_HEADER, API_VERSION);
  res.setHeader('Cache-Control', 'no-store');
  next();
};

/** Kong's check in front of Supabase Auth: an apikey header, when sent, must be the anon key. */
export function apiKeyCheck(anonKey: string): RequestHandler {
  return (req, res, next) => {
    const key = req.get('apikey');
    if (key !== undefined && key !== anonKey) {
      res
        .status(401)
        .json({ message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' });
      return;
    }
    next();
  };
}

function usesApiVersion2024(req: Request): boolean {
  const version = req.get(API_VERSION_HEADER);
  return Boolean(version && /^\d{4}-\d{2}-\d{2}$/.test(version) && version >= API_VERSION);
}

/**
 * A request problem (body parsing, an undecodable path, an unknown path) as GoTrue answers it:
 * its bad_json for a body that is not JSON, validation_failed for other bad requests.
 */
function authErrorOf(problem: RequestProblem): AuthError {
  if (problem.code === 'invalid_json') return new AuthError(400, 'bad_json', 'Could not parse request body as JSON');
  if (problem.code === 'bad_request') return authErrors.validation(problem.message);
  return new AuthError(problem.status, problem.code, problem.message);
}

/** The app's central handlers answer /auth/v1 requests through this (see ApiRegistry.answerErrorsUnder). */
const answerProblem: ErrorResponder = (problem, req, res) => {
  answerAuthError(problem.status >= 500 ? authErrors.unexpected(UNEXPECTED) : authErrorOf(problem), req, res);
};

/** Errors in GoTrue's shape; /token errors also carry OAuth's error/error_description. */
export const gotrueErrorHandler: ErrorRequestHandler = (error, req, res, next) => {
  if (res.headersSent) {
    next(error);
    return;
  }
  if (error instanceof AuthError) {
    answerAuthError(error, req, res);
    return;
  }
  // The database went away under the request (db/connection-errors.ts): 503 with Retry-After in
  // GoTrue's shape, so a client retries instead of reading "unexpected failure".
  if (error instanceof AppError && error.status === 503) {
    answerAuthError(new AuthError(503, error.code, error.message, {}, { ...error.headers }), req, res);
    return;
  }
  const problem = requestProblemOf(error);
  if (problem) {
    answerAuthError(authErrorOf(problem), req, res);
    return;
  }
  (req.log ?? console).error({ err: error, method: req.method, url: req.originalUrl }, 'unexpected auth error');
  answerAuthError(authErrors.unexpected(UNEXPECTED), req, res);
};

function answerAuthError(authError: AuthError, req: Request, res: Response): void {
  // Also reached from the app's central handlers, before apiVersionHeader has run.
  res.setHeader(API_VERSION_HEADER, API_VERSION);
  res.setHeader('Cache-Control', 'no-store');
  const body: Record<string, unknown> = usesApiVersion2024(req)
    ? { code: authError.errorCode, error_code: authError.errorCode, msg: authError.message }
    : { code: authError.status, error_code: authError.errorCode, msg: authError.message };
  // req.path is relative inside the router and absolute in the app's central handlers.
  if (`${req.baseUrl}${req.path}`.endsWith(`${AUTH_PREFIX}/token`)) {
    body.error = authError.status === 400 ? 'invalid_grant' : authError.errorCode;
    body.error_description = authError.message;
  }
  Object.assign(body, authError.extra);
  for (const [name, value] of Object.entries(authError.headers)) res.setHeader(name, value);
  res.status(authError.status).json(body);
}
