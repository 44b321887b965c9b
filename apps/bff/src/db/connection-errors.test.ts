import { describe, expect, it } from 'vitest';
import { AppError } from '../shared/app-error';
import { databaseUnavailable, isConnectionError } from './connection-errors';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('isConnectionError', () => {
  it.each([
    ['57P01 admin_shutdown (pg_terminate_backend, fast shutdown)', withCode('57P01')],
    ['57P02 crash_shutdown', withCode('57P02')],
    ['57P03 cannot_connect_now (starting up)', withCode('57P03')],
    ['25P03 idle_in_transaction_session_timeout', withCode('25P03')],
    ['08006 connection_failure', withCode('08006')],
    ['ECONNREFUSED', withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['ECONNRESET', withCode('ECONNRESET', 'read ECONNRESET')],
    ['pg: Connection terminated unexpectedly', new Error('Connection terminated unexpectedly')],
    ['pg-pool: connection timeout', new Error('Connection terminated due to connection timeout')],
    ['pg-pool: checkout timeout', new Error('timeout exceeded when trying to connect')],
    [
      'pg: a query after the connection failed',
      new Error('Client has encountered a connection error and is not queryable'),
    ],
    ['a wrapped cause', new Error('use case failed', { cause: withCode('57P01') })],
    ['an AggregateError of refused addresses', new AggregateError([withCode('ECONNREFUSED')], 'connect failed')],
  ])('when the error is %s, then true', (_name, error) => {
    expect(isConnectionError(error)).toBe(true);
  });

  it.each([
    ['23505 unique_violation', withCode('23505')],
    ['42501 insufficient_privilege (RLS)', withCode('42501')],
    ['57014 query_canceled (statement timeout)', withCode('57014')],
    // what a statement given the wrong number of parameters gets, on a connection that stays open
    [
      '08P01 protocol_violation',
      withCode('08P01', 'bind message supplies 2 parameters, but prepared statement "" requires 1'),
    ],
    ['a 404 AppError', AppError.notFound()],
    ['a plain error', new Error('something else')],
    ['not an error', 'Connection terminated'],
    ['null', null],
  ])('when the error is %s, then false', (_name, error) => {
    expect(isConnectionError(error)).toBe(false);
  });
});

describe('databaseUnavailable', () => {
  it('when given a connection error, then a 503 database_unavailable AppError with Retry-After and the cause kept', () => {
    const cause = withCode('57P01', 'terminating connection due to administrator command');

    const error = databaseUnavailable(cause);

    expect(error).toMatchObject({
      status: 503,
      code: 'database_unavailable',
      message: 'The service is temporarily unavailable. Please try again.',
      headers: { 'Retry-After': '5' },
      cause,
    });
  });

  it('when given the 503 it made before, then that same error (no double wrapping)', () => {
    const first = databaseUnavailable(new Error('Connection terminated unexpectedly'));

    expect(databaseUnavailable(first)).toBe(first);
  });
});
