import { describe, expect, it } from 'vitest';
import { isClientRoute } from './client-routes';

const html = (path: string, method = 'GET') =>
  isClientRoute({ method, path, accept: 'text/html,application/xhtml+xml' });

describe('isClientRoute', () => {
  it.each(['/farms/123', '/seed-lots', '/transactions/claim', '/auth/callback', '/'])(
    'when a page navigation asks for %s, then the shell answers it',
    (path) => expect(html(path)).toBe(true),
  );

  it.each([
    '/api/v1/farms',
    '/auth/v1/user',
    '/v/abc',
    '/01/04006381333931/10/1/21/7',
    '/dev/inbox',
    '/remotes.json',
    '/logo.svg',
  ])('when a navigation asks for the server path %s, then the shell stays out of it', (path) =>
    expect(html(path)).toBe(false),
  );

  it('when the request is no page navigation (a POST, or JSON), then it is not a client route', () => {
    expect(html('/farms', 'POST')).toBe(false);
    expect(isClientRoute({ method: 'GET', path: '/farms', accept: 'application/json' })).toBe(false);
  });
});
