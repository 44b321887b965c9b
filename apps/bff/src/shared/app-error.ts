/**
 * The one error type the BFF throws on purpose: a machine code, a message a person can read
 * (the spec's wording) and the HTTP status. The central error handler turns it into ErrorBody.
 */
export class AppError extends Error {
  /** Extra response headers, e.g. Retry-After on a 503. */
  readonly headers: Readonly<Record<string, string>>;

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    options?: { cause?: unknown; headers?: Record<string, string> },
  ) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'AppError';
    this.headers = options?.headers ?? {};
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

  /** 503: a dependency is down for a moment; Retry-After tells the client when to try again. */
  static unavailable(
    message = 'The service is temporarily unavailable. Please try again.',
    code = 'service_unavailable',
    options: { retryAfterSeconds?: number; cause?: unknown } = {},
  ): AppError {
    const headers: Record<string, string> =
      options.retryAfterSeconds === undefined ? {} : { 'Retry-After': String(options.retryAfterSeconds) };
    return new AppError(503, code, message, { cause: options.cause, headers });
  }
}
