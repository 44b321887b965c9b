import type { ErrorBody } from '@seed/domain';
import type { ErrorRequestHandler, Request, RequestHandler, Response } from 'express';
import { refusalOf } from '../db/db-refusals';
import { AppError } from './app-error';
import type { ApiRegistry, ErrorResponder } from './http/api-registry';
import { requestProblemOf, type RequestProblem } from './http/request-problems';

const body = (code: string, message: string): ErrorBody => ({ error: { code, message } });

/** The API's own error responder when the request's path belongs to one (GoTrue's /auth/v1). */
function ownErrorShape(req: Request): ErrorResponder | undefined {
  // createApp attaches its registry to the app; tests may mount these handlers on a bare app.
  const registry = (req.app as { registry?: ApiRegistry } | undefined)?.registry;
  return registry?.errorResponderFor(req.originalUrl.split('?')[0] ?? '');
}

/** Answers a problem in the shape of the request's API (ErrorBody unless the API has its own). */
function answer(problem: RequestProblem, req: Request, res: Response): void {
  const responder = ownErrorShape(req);
  if (responder) responder(problem, req, res);
  else res.status(problem.status).json(body(problem.code, problem.message));
}

/** Answers every unmatched route with 404 in the ErrorBody shape (or its API's own). */
export const notFoundHandler: RequestHandler = (req, res) => {
  answer({ status: 404, code: 'not_found', message: 'Not found' }, req, res);
};

/**
 * The one place errors become responses: AppError as it says, what the database refuses on
 * purpose in its words (db/db-refusals.ts), a body parser's refusal in its status, anything
 * unexpected logged with the request's context and answered 500 without internals. Input was
 * checked by the route (400 there), so a ZodError here is the server's own data breaking its
 * contract: a 500, never a message about the user's input.
 */
export const errorHandler: ErrorRequestHandler = (error, req, res, next) => {
  if (res.headersSent) {
    next(error);
    return;
  }
  const appError = error instanceof AppError ? error : refusalOf(error);
  if (appError) {
    if (appError.status >= 500) req.log?.error({ err: appError }, 'request failed');
    res.set(appError.headers).status(appError.status).json(body(appError.code, appError.message));
    return;
  }
  const known = requestProblemOf(error);
  if (known) {
    answer(known, req, res);
    return;
  }
  (req.log ?? console).error({ err: error, method: req.method, url: req.originalUrl }, 'unexpected error');
  answer({ status: 500, code: 'internal_error', message: 'An error occurred' }, req, res);
};
