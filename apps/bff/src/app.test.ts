import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppComponent } from './app';
import { AppError } from './shared/app-error';
import { captureLogs, createTestApp, type CapturedLogs, type TestApp } from './test/test-app';

// A component whose routes fail the two ways a real one can.
const failing: AppComponent = {
  name: 'failing',
  mount(router) {
    router.get('/api/v1/boom', () => {
      throw new Error('connection string postgresql://secret@db leaked?');
    });
    router.get('/api/v1/teapot', () => {
      throw new AppError(409, 'lot_already_packed', 'This seed lot is already packed');
    });
  },
};

let testApp: TestApp;
let logs: CapturedLogs;

beforeAll(() => {
  logs = captureLogs('info');
  testApp = createTestApp({}, { logger: logs.logger, components: [failing] });
});

afterAll(async () => {
  await testApp.close();
});

describe('errors', () => {
  it('when an /api route does not exist, then 404 in the error shape', async () => {
    const response = await request(testApp.app).get('/api/v1/nope');

    expect(response.status).toBe(404);
    expect(response.body).toEqual({ error: { code: 'not_found', message: 'Not found' } });
  });

  it('when a POST to /api is not valid JSON, then 400 in the error shape', async () => {
    const response = await request(testApp.app)
      .post('/api/v1/nope')
      .set('content-type', 'application/json')
      .send('{"broken":');

    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: { code: 'invalid_json', message: 'The request body is not valid JSON' } });
  });

  it('when a route throws an AppError, then its status, code and message are answered', async () => {
    const response = await request(testApp.app).get('/api/v1/teapot');

    expect(response.status).toBe(409);
    expect(response.body).toEqual({
      error: { code: 'lot_already_packed', message: 'This seed lot is already packed' },
    });
  });

  it('when a route throws unexpectedly, then 500 without internals, and the log has the error and request id', async () => {
    const response = await request(testApp.app).get('/api/v1/boom').set('x-request-id', 'req-boom-1');

    expect(response.status).toBe(500);
    expect(response.body).toEqual({ error: { code: 'internal_error', message: 'An error occurred' } });
    expect(response.text).not.toContain('secret');
    const logged = logs.lines().find((line) => line.msg === 'unexpected error');
    expect(logged).toMatchObject({
      level: 50,
      req: { id: 'req-boom-1', method: 'GET', url: '/api/v1/boom' },
      err: { message: 'connection string postgresql://secret@db leaked?' },
    });
    expect((logged?.err as { stack?: string }).stack).toContain('app.test.ts');
  });
});

describe('request ids', () => {
  it('when the caller sends x-request-id, then it is echoed back', async () => {
    const response = await request(testApp.app).get('/healthz').set('x-request-id', 'abc-123');

    expect(response.headers['x-request-id']).toBe('abc-123');
  });

  it('when the caller sends none (or an unsafe one), then a fresh uuid is answered', async () => {
    const none = await request(testApp.app).get('/healthz');
    const unsafe = await request(testApp.app).get('/healthz').set('x-request-id', 'bad id "forged":1');

    expect(none.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(unsafe.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('when a request completes, then one structured log line carries its id and status', async () => {
    await request(testApp.app).get('/config.json').set('x-request-id', 'req-log-1');

    const line = logs.lines().find((l) => (l.req as { id?: string } | undefined)?.id === 'req-log-1');
    expect(line).toMatchObject({ msg: 'request completed', res: { statusCode: 200 }, service: 'seed-bff' });
    expect(JSON.stringify(line)).not.toContain('user-agent');
  });
});

describe('security headers', () => {
  it('when any page is served, then helmet headers and a CSP fit for same-origin Module Federation are set', async () => {
    const response = await request(testApp.app).get('/healthz');

    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['x-powered-by']).toBeUndefined();
    const csp = Object.fromEntries(
      String(response.headers['content-security-policy'])
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .map(([name, ...values]) => [name, values]),
    );
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://tile.openstreetmap.org']);
    expect(csp['connect-src']).toContain("'self'");
    expect(csp['worker-src']).toEqual(["'self'", 'blob:']);
    expect(csp['object-src']).toEqual(["'none'"]);
  });

  it('when the tile URL has a subdomain placeholder, then the CSP allows that host family', async () => {
    const other = createTestApp({ MAP_TILE_URL: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png' });
    try {
      const response = await request(other.app).get('/healthz');

      expect(response.headers['content-security-policy']).toContain(
        "img-src 'self' data: blob: https://*.tiles.example.org",
      );
    } finally {
      await other.close();
    }
  });
});
