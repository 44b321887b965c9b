/**
 * The one error type the BFF throws on purpose: a machine code, a message a person can read
 * (the spec's wording) and the HTTP status. The central error handler turns it into ErrorBody.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'AppError';
  }

  static badRequest(message: string, code = 'invalid_request'): AppError {
    return new AppError(400, code, message);
  }

  static unauthorized(message = 'Please sign in to continue', code = 'unauthorized'): AppError {
    return new AppError(401, code, message);
  }

  static forbidden(message = 'You do not have access to this', code = 'forbidden'): AppError {
    return new AppError(403, code, message);
  }

  static notFound(message = 'Not found', code = 'not_found'): AppError {
    return new AppError(404, code, message);
  }

  static conflict(message: string, code = 'conflict'): AppError {
    return new AppError(409, code, message);
  }
}
