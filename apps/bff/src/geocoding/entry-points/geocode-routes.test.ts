import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { GEOCODE_MESSAGES as M, GeocodeResponse } from '@seed/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestSession, type TestSession } from '../../test/auth-session';
import { api } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';
import { GEOCODER_USER_AGENT } from '../data-access/nominatim-client';
import { createGeocodingComponent } from '../index';

// A fake Nominatim on a local port: each test says how it answers; it records what it was asked.
type Handler = (req: IncomingMessage, res: ServerResponse) => void;
let answer: Handler;
const received: { url: URL; userAgent: string | undefined }[] = [];
let nominatim: Server;
let nominatimUrl: string;

const json =
  (status: number, body: unknown): Handler =>
  (_req, res) => {
    res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
  };

let testApp: TestApp;
let unconfigured: TestApp;
let limited: TestApp;
let user: TestSession;

beforeAll(async () => {
  nominatim = createServer((req, res) => {
    received.push({ url: new URL(req.url ?? '/', 'http://fake'), userAgent: req.headers['user-agent'] });
    answer(req, res);
  });
  nominatim.listen(0, '127.0.0.1');
  await once(nominatim, 'listening');
  nominatimUrl = `http://127.0.0.1:${(nominatim.address() as AddressInfo).port}/nominatim/`;
  // A short timeout so the slow-upstream case stays cheap; production uses 5 s.
  testApp = createTestApp(
    { GEOCODER_URL: nominatimUrl, GEOCODER_MAX_PER_SECOND: '100' },
    { components: [createGeocodingComponent({ timeoutMs: 300 })] },
  );
  unconfigured = createTestApp({}, { components: [createGeocodingComponent()] });
  limited = createTestApp(
    { GEOCODER_URL: nominatimUrl, GEOCODER_MAX_PER_SECOND: '2' },
    { components: [createGeocodingComponent()] },
  );
  user = await createTestSession(testApp);
});

afterAll(async () => {
  nominatim.closeAllConnections();
  nominatim.close();
  await Promise.all([testApp.close(), unconfigured.close(), limited.close()]);
});

beforeEach(() => {
  received.length = 0;
  answer = json(500, { error: 'no answer set' });
});

const geocode = (q: string | null, session: TestSession | null = user, app = testApp) =>
  api(app, session).get(q === null ? '/api/v1/geocode' : `/api/v1/geocode?q=${encodeURIComponent(q)}`);

describe('GET /api/v1/geocode', () => {
  it('when more searches arrive in a second than GEOCODER_MAX_PER_SECOND, then the rest get 429 and never reach the geocoder', async () => {
    answer = json(200, []);

    const responses = await Promise.all(Array.from({ length: 6 }, () => geocode('Nashik', user, limited)));

    // Two per second: six at once straddle at most two windows, so at most four pass.
    const refused = responses.filter((r) => r.status === 429);
    expect(refused.length).toBeGreaterThanOrEqual(2);
    expect(refused[0]!.body).toMatchObject({ error: { code: 'geocoder_rate_limited', message: M.tooManySearches } });
    expect(received).toHaveLength(6 - refused.length);
  });

  it('when the geocoder finds the address, then OK with its coordinates, asked as the usage policy wants', async () => {
    answer = json(200, [{ place_id: 1, lat: '20.0112475', lon: '73.7902364', display_name: 'Village Road, Nashik' }]);

    const response = await geocode('  Village Road, Nashik  ');

    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(GeocodeResponse.parse(response.body)).toEqual({
      status: 'OK',
      location: { lat: 20.0112475, lng: 73.7902364 },
    });
    expect(received).toHaveLength(1);
    const [{ url, userAgent }] = received as [(typeof received)[number]];
    expect(url.pathname).toBe('/nominatim/search');
    expect(Object.fromEntries(url.searchParams)).toEqual({ format: 'jsonv2', limit: '1', q: 'Village Road, Nashik' });
    expect(userAgent).toBe(GEOCODER_USER_AGENT);
  });

  it('when the geocoder finds nothing, then ZERO_RESULTS with no location', async () => {
    answer = json(200, []);

    const response = await geocode('Nowhere at all');

    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ZERO_RESULTS', location: null });
  });

  it('when the geocoder answers 500, then 502 with a clear message', async () => {
    answer = json(500, { error: 'database down' });

    const response = await geocode('Nashik');

    expect(response.status).toBe(502);
    expect(response.body).toEqual({ error: { code: 'geocoder_unavailable', message: M.upstreamFailed } });
  });

  it('when the geocoder answers something that is not a result list, then 502', async () => {
    answer = (_req, res) => res.writeHead(200, { 'Content-Type': 'text/html' }).end('<html>maintenance</html>');
    expect((await geocode('Nashik')).status).toBe(502);

    answer = json(200, [{ lat: '95.5', lon: '73.7' }]);
    expect((await geocode('Nashik')).body).toEqual({
      error: { code: 'geocoder_unavailable', message: M.upstreamFailed },
    });
  });

  it('when the geocoder does not answer within the timeout, then 502 saying so', async () => {
    answer = (_req, res) => {
      const timer = setTimeout(() => json(200, [])(_req, res), 3_000);
      res.on('close', () => clearTimeout(timer));
    };

    const started = Date.now();
    const response = await geocode('Nashik');

    expect(response.status).toBe(502);
    expect(response.body).toEqual({ error: { code: 'geocoder_timeout', message: M.upstreamTimedOut } });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('when the geocoder cannot be reached, then 502', async () => {
    const closed = createTestApp(
      { GEOCODER_URL: 'http://127.0.0.1:1', GEOCODER_MAX_PER_SECOND: '100' },
      { components: [createGeocodingComponent({ timeoutMs: 1_000 })] },
    );
    try {
      const response = await geocode('Nashik', await createTestSession(closed), closed);

      expect(response.status).toBe(502);
      expect(response.body.error.code).toBe('geocoder_unavailable');
    } finally {
      await closed.close();
    }
  });

  const invalid: { when: string; q: string | null; message: string }[] = [
    { when: 'q is missing', q: null, message: M.queryRequired },
    { when: 'q is blank', q: '   ', message: M.queryRequired },
    { when: 'q is longer than 300 characters', q: 'a'.repeat(301), message: M.queryTooLong },
  ];
  for (const { when, q, message } of invalid) {
    it(`when ${when}, then 400 '${message}' and the geocoder is not asked`, async () => {
      const response = await geocode(q);

      expect(response.status).toBe(400);
      expect(response.body).toEqual({ error: { code: 'invalid_request', message } });
      expect(received).toHaveLength(0);
    });
  }

  it('when nobody is signed in, then 401 and the geocoder is not asked', async () => {
    const response = await geocode('Nashik', null);

    expect(response.status).toBe(401);
    expect(response.body.error.code).toBe('unauthorized');
    expect(received).toHaveLength(0);
  });

  it('when GEOCODER_URL is not set, then 501 saying no open geocoder is configured', async () => {
    const response = await geocode('Nashik', await createTestSession(unconfigured), unconfigured);

    expect(response.status).toBe(501);
    expect(response.body).toEqual({ error: { code: 'geocoder_not_configured', message: M.notConfigured } });
  });

  it('when the API document is read, then the endpoint is listed with its query and answers', async () => {
    const response = await api(testApp, null).get('/api/v1/openapi.json');
    const operation = response.body.paths['/api/v1/geocode'].get;

    expect(operation.operationId).toBe('geocodeAddress');
    expect(operation.parameters).toEqual([expect.objectContaining({ name: 'q', in: 'query', required: true })]);
    expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '501', '502']));
  });
});
