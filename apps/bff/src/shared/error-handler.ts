import type { ErrorBody } from '@seed/domain';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ZodError } from 'zod';
import { AppError } from './app-error';

const body = (code: string, message: string): ErrorBody => ({ error: { code, message } });

/** Errors raised by Express's own middleware (body parser, static files). */
interface HttpError {
  status?: number;
  statusCode?: number;
  type?: string;
  expose?: boolean;
}

function knownHttpError(error: unknown): { status: number; code: string; message: string } | null {
  if (typeof error !== 'object' || error === null) return null;
  const e = error as HttpError;
  const status = e.status ?? e.statusCode;
  if (e.type === 'entity.parse.failed')
    return { status: 400, code: 'invalid_json', message: 'The request body is not valid JSON' };
  if (e.type === 'entity.too.large')
    return { status: 413, code: 'payload_too_large', message: 'The request body is too large' };
  if (e.type === 'encoding.unsupported' || e.type === 'charset.unsupported') {
    return { status: 415, code: 'unsupported_media_type', message: 'The request body encoding is not supported' };
  }
  if (typeof status === 'number' && status >= 400 && status < 500 && e.expose !== false) {
    return status === 404
      ? { status, code: 'not_found', message: 'Not found' }
      : { status, code: 'bad_request', message: 'The request could not be processed' };
  }
  return null;
}

/** Answers every unmatched route with 404 in the ErrorBody shape. */
export const notFoundHandler: RequestHandler = (_req, res) => {
  res.status(404).json(body('not_found', 'Not found'));
};

/**
 * The one place errors become responses: AppError as it says, bad input as 400, anything
 * unexpected logged with the request's context and answered 500 without internals.
 */
export const errorHandler: ErrorRequestHandler = (error, req, res, next) => {
  if (res.headersSent) {
    next(error);
    return;
  }
  if (error instanceof AppError) {
    if (error.status >= 500) req.log?.error({ err: error }, 'request failed');
    res.set(error.headers).status(error.status).json(body(error.code, error.message));
    return;
  }
  if (error instanceof ZodError) {
    const first = error.issues[0];
    const where = first && first.path.length > 0 ? `${first.path.join('.')}: ` : '';
    res.status(400).json(body('invalid_request', `${where}${first?.message ?? 'The request is invalid'}`));
    return;
  }
  const known = knownHttpError(error);
  if (known) {
    res.status(known.status).json(body(known.code, known.message));
    return;
  }
  (req.log ?? console).error({ err: error, method: req.method, url: req.originalUrl }, 'unexpected error');
  res.status(500).json(body('internal_error', 'An error occurred'));
};
