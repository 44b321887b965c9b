import { AppError } from '../shared/app-error';

// The one place that decides whether a database failure means "the connection is gone or
// cannot be had right now" (answered 503, the client may retry) rather than "this request
// is wrong" or "this code is wrong". A connection error must never become a 4xx.

/**
 * SQLSTATEs after which the session is gone or was never opened. Class 08 (connection
 * exception) is matched by prefix.
 */
const CONNECTION_SQLSTATES = new Set([
  '57P01', // admin_shutdown: pg_terminate_backend, a fast or smart shutdown
  '57P02', // crash_shutdown: another backend crashed, the server restarts
  '57P03', // cannot_connect_now: starting up, shutting down, in recovery
  '57P05', // idle_session_timeout
  '25P03', // idle_in_transaction_session_timeout
  '53300', // too_many_connections: the server is full for now
]);

/**
 * Class 08 codes the server answers on a connection that stays open: protocol_violation is what a
 * statement given the wrong number of parameters gets ("bind message supplies 2 parameters, but
 * prepared statement requires 1"), a fault of the code (500), not a lost database. Were the
 * connection really broken, the rollback after it fails and the client is destroyed (db.ts).
 */
const NOT_CONNECTION_08 = new Set(['08P01']);

/** Socket errors of the driver (node's errno codes). */
const CONNECTION_ERRNOS = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/** pg and pg-pool raise these as plain Errors without a code. */
const CONNECTION_MESSAGES = [
  /^Connection terminated/, // unexpectedly; due to connection timeout
  /^timeout exceeded when trying to connect$/, // pool checkout timeout
  /is not queryable$/, // a query on a client whose connection already failed
];

interface ErrorLike {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
  errors?: unknown;
}

/**
 * True when the error (or an error in its `cause` chain, or one of an AggregateError's) says
 * the database connection failed or could not be opened.
 */
export function isConnectionError(error: unknown): boolean {
  const seen = new Set<object>();
  const pending: unknown[] = [error];
  while (pending.length > 0) {
    const candidate = pending.pop();
    if (typeof candidate !== 'object' || candidate === null || seen.has(candidate)) continue;
    seen.add(candidate);
    const { code, message, cause, errors } = candidate as ErrorLike;
    if (typeof code === 'string') {
      const connectionClass = code.startsWith('08') && !NOT_CONNECTION_08.has(code);
      if (connectionClass || CONNECTION_SQLSTATES.has(code) || CONNECTION_ERRNOS.has(code)) return true;
    }
    if (typeof message === 'string' && CONNECTION_MESSAGES.some((pattern) => pattern.test(message))) return true;
    pending.push(cause);
    if (Array.isArray(errors)) pending.push(...(errors as unknown[]));
  }
  return false;
}

export const DATABASE_UNAVAILABLE = 'database_unavailable';

/** Seconds a client is asked to wait: about what a restart or failover of the server takes. */
const RETRY_AFTER_SECONDS = 5;

/** The 503 a request answers when its database connection failed; the cause is logged, not shown. */
export function databaseUnavailable(cause: unknown): AppError {
  if (cause instanceof AppError && cause.code === DATABASE_UNAVAILABLE) return cause;
  return AppError.unavailable('The service is temporarily unavailable. Please try again.', DATABASE_UNAVAILABLE, {
    retryAfterSeconds: RETRY_AFTER_SECONDS,
    cause,
  });
}
