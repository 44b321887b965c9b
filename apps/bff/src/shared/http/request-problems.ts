import type { Request } from 'express';

/**
 * A request the BFF cannot read, as status, machine code and message. Each API answers it in its
 * own error shape (ErrorBody on /api/v1, GoTrue's on /auth/v1).
 */
export interface RequestProblem {
  status: number;
  code: string;
  message: string;
}

const UNSUPPORTED_ENCODING: RequestProblem = {
  status: 415,
  code: 'unsupported_media_type',
  message: 'The request body encoding is not supported',
};

/** body-parser's and raw-body's error types (express.json, express.urlencoded, express.raw). */
const BODY_PROBLEMS: Record<string, RequestProblem> = {
  'entity.parse.failed': { status: 400, code: 'invalid_json', message: 'The request body is not valid JSON' },
  'entity.too.large': { status: 413, code: 'payload_too_large', message: 'The request body is too large' },
  'parameters.too.many': {
    status: 413,
    code: 'too_many_parameters',
    message: 'The request body has too many parameters',
  },
  'querystring.parse.rangeError': {
    status: 400,
    code: 'invalid_request',
    message: 'The request body is nested too deeply',
  },
  'charset.unsupported': UNSUPPORTED_ENCODING,
  'encoding.unsupported': UNSUPPORTED_ENCODING,
  'request.aborted': { status: 400, code: 'request_aborted', message: 'The request body was not sent completely' },
  'request.size.invalid': {
    status: 400,
    code: 'invalid_request',
    message: 'The request body does not match its Content-Length',
  },
};

/** A JSON body sent with another Content-Type (express.json leaves it unread). */
export const UNSUPPORTED_BODY_TYPE: RequestProblem = {
  status: 415,
  code: 'unsupported_media_type',
  message: 'The request body must be JSON (Content-Type: application/json)',
};

/** Errors raised by Express's own middleware (body parsers, router, static files). */
interface HttpError {
  status?: unknown;
  statusCode?: unknown;
  type?: unknown;
  expose?: unknown;
}

/**
 * The problem an error of Express's middleware stands for, or null for anything else (a bug):
 * body-parser's types by name; any other client error (a path that cannot be decoded, a
 * corrupt gzip body) by its status.
 */
export function requestProblemOf(error: unknown): RequestProblem | null {
  if (typeof error !== 'object' || error === null) return null;
  const e = error as HttpError;
  if (typeof e.type === 'string' && Object.hasOwn(BODY_PROBLEMS, e.type)) return BODY_PROBLEMS[e.type]!;
  const status = typeof e.status === 'number' ? e.status : e.statusCode;
  if (typeof status !== 'number' || status < 400 || status >= 500 || e.expose === false) return null;
  return status === 404
    ? { status, code: 'not_found', message: 'Not found' }
    : { status, code: 'bad_request', message: 'The request could not be processed' };
}

/** Whether the request carries a body: a Content-Length above 0, or a chunked one. */
export function hasBody(req: Request): boolean {
  if (req.headers['transfer-encoding'] !== undefined) return true;
  const length = Number(req.headers['content-length'] ?? 0);
  return Number.isFinite(length) && length > 0;
}
