// Every bad input is a 4xx in the usual shape: probes derived from the served OpenAPI document
// (every operation, every parameter and body property) are sent anonymously and as an
// organization admin; none may answer 5xx, and every error must be in the shape of its API
// (GoTrue's on /auth/v1, ErrorBody elsewhere). New routes are probed without new cases.
import { once } from 'node:events';
import { Agent, createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ErrorBody, FARM_MESSAGES } from '@seed/domain';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { farmInput } from '../../test/farms-kit';
import { signUp } from '../../test/accounts';
import { createFullTestApp, type FullTestApp } from '../../test/full-app';
import { api } from '../../test/http';
import { ProbeBuilder, type OpenApiDocument, type Probe } from '../../test/bad-input-probes';

/** GoTrue's error body: { code, error_code, msg } (code is the status for pre-2024 clients). */
const GotrueError = z.looseObject({
  code: z.union([z.string(), z.number()]),
  error_code: z.string(),
  msg: z.string(),
});

let testApp: FullTestApp;
let server: Server;
let geocoder: Server;
let document: OpenApiDocument;
let token: string;
let farmId: string;

beforeAll(async () => {
  // A geocoder that finds nothing, so a valid address search answers 200 (not 501/502).
  geocoder = createServer((_req, res) => res.writeHead(200, { 'Content-Type': 'application/json' }).end('[]'));
  geocoder.listen(0, '127.0.0.1');
  await once(geocoder, 'listening');
  // Every feature component, as main.ts mounts them.
  testApp = createFullTestApp({
    env: {
      GEOCODER_URL: `http://127.0.0.1:${(geocoder.address() as AddressInfo).port}/`,
      GEOCODER_MAX_PER_SECOND: '100',
      // Limits would answer 429 before the input is read: raise them so validation is reached.
      AUTH_RATE_LIMIT_SIGN_IN_PER_IP: '1000000',
      AUTH_RATE_LIMIT_OTP_PER_IP: '1000000',
    },
    geocoding: { timeoutMs: 2_000 },
  });
  server = testApp.app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const admin = await signUp(testApp, { userMetadata: { full_name: 'Probe Admin', organization_name: 'Probe Seeds' } });
  token = admin.accessToken;
  // A farm of the admin, so probes of /api/v1/farms/{id} get past "not found" to the body's checks.
  const created = await api(testApp, admin).post('/api/v1/farms').send(farmInput());
  farmId = (created.body as { farm: { id: string } }).farm.id;
  const served = await api(testApp, null).get('/api/v1/openapi.json');
  document = served.body as OpenApiDocument;
}, 60_000);

afterAll(async () => {
  keepAlive.destroy();
  server?.closeAllConnections();
  server?.close();
  geocoder?.close();
  await testApp?.close();
});

interface Answer {
  probe: Probe;
  caller: string;
  status: number;
  body: unknown;
  text: string;
}

/** Connections are reused: a new one per request costs more than most probes. */
const keepAlive = new Agent({ keepAlive: true, maxSockets: 8 });

async function send(probe: Probe, caller: 'anonymous' | 'admin'): Promise<Answer> {
  let test = request(server)[probe.method as 'get'](probe.url).agent(keepAlive);
  for (const [name, value] of Object.entries(probe.headers)) test = test.set(name, value);
  if (caller === 'admin') {
    test = test.set('Authorization', `Bearer ${token}`);
    // supabase-js sends the 2024 API version: errors then carry code = error_code.
    if (probe.url.startsWith('/auth/v1/')) test = test.set('X-Supabase-Api-Version', '2024-01-01');
  }
  if (probe.body !== undefined) test = test.send(probe.body);
  test = test.redirects(0).buffer(true);
  const response = await test.catch((error: { response?: request.Response }) => {
    if (error.response) return error.response;
    throw error;
  });
  return { probe, caller, status: response.status, body: response.body as unknown, text: response.text ?? '' };
}

/** Runs the probes `concurrency` at a time (a 2-core machine: enough to overlap database waits). */
async function sendAll(probes: Probe[], caller: 'anonymous' | 'admin', concurrency = 6): Promise<Answer[]> {
  const answers: Answer[] = [];
  let next = 0;
  const worker = async () => {
    while (next < probes.length) {
      const probe = probes[next++]!;
      answers.push(await send(probe, caller));
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return answers;
}

/** What is wrong with an answer, or null: a 5xx, or an error body not in its API's shape. */
function problemOf(answer: Answer): string | null {
  const { probe, status } = answer;
  if (status >= 500) return `${status} ${answer.text.slice(0, 200)}`;
  if (status < 400) return null;
  if (probe.url.startsWith('/auth/v1/')) {
    const parsed = GotrueError.safeParse(answer.body);
    if (!parsed.success) return `${status} not GoTrue's error shape: ${answer.text.slice(0, 200)}`;
    if (answer.caller === 'admin' && parsed.data.code !== parsed.data.error_code) return `${status} code ≠ error_code`;
    if (answer.caller === 'anonymous' && parsed.data.code !== status) return `${status} code ≠ status`;
    return null;
  }
  return ErrorBody.strict().safeParse(answer.body).success
    ? null
    : `${status} not ErrorBody: ${answer.text.slice(0, 200)}`;
}

function report(answers: Answer[]): string[] {
  return answers
    .map((a) => ({ a, problem: problemOf(a) }))
    .filter((x) => x.problem !== null)
    .map(({ a, problem }) => `${a.caller} ${a.probe.operation} [${a.probe.what}] → ${problem}`)
    .sort();
}

/** Each caller's answer to each operation's baseline (the anonymous run comes first). */
const baselineStatus = { anonymous: new Map<string, number>(), admin: new Map<string, number>() };

/** Logout ends the admin's session: its probes run last, after everything else. */
const endsSession = (probe: Probe) => /\/logout$/.test(probe.operation);

describe('bad input on every route of the OpenAPI document', () => {
  it('when the document is read, then it lists /api/v1 and /auth/v1 operations to probe', () => {
    const operations = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
      Object.keys(item ?? {}).map((method) => `${method.toUpperCase()} ${path}`),
    );

    expect(operations).toEqual(
      expect.arrayContaining(['POST /api/v1/farms', 'POST /auth/v1/token', 'PUT /auth/v1/user']),
    );
  });

  for (const caller of ['anonymous', 'admin'] as const) {
    it(`when ${caller === 'admin' ? 'an organization admin' : 'an anonymous caller'} sends every probe, then no answer is 5xx and every error is in its API's shape`, async () => {
      const probes = new ProbeBuilder(document, {
        pathValue: (path, name) => (path.startsWith('/api/v1/farms/{') && name === 'id' ? farmId : undefined),
      }).all();
      const baselines = await sendAll(
        probes.filter((p) => p.kind === 'baseline' && !endsSession(p)),
        caller,
      );
      for (const a of baselines) baselineStatus[caller].set(a.probe.operation, a.status);
      const fieldsProbed = (operation: string) => {
        const anonymous = baselineStatus.anonymous.get(operation);
        // Anonymously, an operation that wants a session refuses every broken field the same
        // way (authentication comes first): its fields are probed signed in.
        if (caller === 'anonymous') return anonymous !== 401;
        // Signed in, the fields of an operation that answers anonymous callers alike were probed
        // anonymously already; the session is what unlocks the others.
        return anonymous === undefined || anonymous === 401 || anonymous !== baselineStatus.admin.get(operation);
      };
      const rest = probes.filter(
        (p) =>
          (p.kind === 'baseline' && endsSession(p)) ||
          p.kind === 'request' ||
          (p.kind === 'field' && fieldsProbed(p.operation)),
      );
      const answers = [
        ...baselines,
        ...(await sendAll(
          rest.filter((p) => !endsSession(p)),
          caller,
        )),
        ...(await sendAll(rest.filter(endsSession), caller)),
      ];

      expect(answers.length).toBeGreaterThan(500);
      expect(report(answers)).toEqual([]);
    }, 120_000);
  }
});

describe("body problems, each in its API's shape", () => {
  const form = 'application/x-www-form-urlencoded';
  const manyParameters = Array.from({ length: 1500 }, (_, i) => `p${i}=1`).join('&');
  const overOneMegabyte = JSON.stringify({ big: 'x'.repeat(1_100_000) });
  it.each([
    {
      path: '/api/v1/farms',
      what: 'malformed JSON',
      type: 'application/json',
      body: '{"name":',
      status: 400,
      code: 'invalid_json',
    },
    {
      path: '/api/v1/farms',
      what: 'JSON over 1 MB',
      type: 'application/json',
      body: overOneMegabyte,
      status: 413,
      code: 'payload_too_large',
    },
    {
      path: '/api/v1/farms',
      what: 'an unknown charset',
      type: 'application/json; charset=klingon',
      body: '{}',
      status: 415,
      code: 'unsupported_media_type',
    },
    {
      path: '/auth/v1/signup',
      what: 'malformed JSON',
      type: 'application/json',
      body: '{"email":',
      status: 400,
      code: 'bad_json',
    },
    {
      path: '/auth/v1/signup',
      what: 'JSON over 1 MB',
      type: 'application/json',
      body: overOneMegabyte,
      status: 413,
      code: 'payload_too_large',
    },
    {
      path: '/auth/v1/signup',
      what: 'an unknown charset',
      type: 'application/json; charset=klingon',
      body: '{}',
      status: 415,
      code: 'unsupported_media_type',
    },
    {
      path: '/auth/v1/signup',
      what: 'a form over the parameter limit',
      type: form,
      body: manyParameters,
      status: 413,
      code: 'too_many_parameters',
    },
    {
      path: '/auth/v1/signup',
      what: 'a form in an unknown charset',
      type: `${form}; charset=klingon`,
      body: 'email=a',
      status: 415,
      code: 'unsupported_media_type',
    },
    {
      path: '/auth/v1/signup',
      what: 'a form over 100 kB',
      type: form,
      body: `email=${'x'.repeat(200_000)}`,
      status: 413,
      code: 'payload_too_large',
    },
    {
      path: '/auth/v1/signup',
      what: 'JSON as text/plain',
      type: 'text/plain',
      body: '{"email":"a@example.test"}',
      status: 415,
      code: 'unsupported_media_type',
    },
    {
      path: '/auth/v1/signup',
      what: 'a form with a NUL',
      type: form,
      body: 'email=a%00b%40example.test&password=password123',
      status: 400,
      code: 'validation_failed',
    },
  ])('when POST $path gets $what, then $status $code', async ({ path, type, body, status, code }) => {
    const response = await request(server).post(path).set('Content-Type', type).send(body);

    expect(response.status).toBe(status);
    if (path.startsWith('/auth/v1/')) expect(response.body).toMatchObject({ code: status, error_code: code });
    else expect(response.body).toEqual({ error: { code, message: expect.any(String) } });
  });

  it("when an /auth/v1 path does not exist, then 404 in GoTrue's shape", async () => {
    const response = await request(server).delete('/auth/v1/factors/');

    expect([response.status, response.body.error_code]).toEqual([404, 'not_found']);
  });
});

describe('signed in, after the probes', () => {
  // The probes end with logout (scope=global): these checks sign in afresh.
  let session: { accessToken: string };
  beforeAll(async () => {
    session = await signUp(testApp);
  });

  it('when a JSON body is sent as text/plain to /api/v1, then 415 in ErrorBody', async () => {
    const response = await api(testApp, session)
      .post('/api/v1/farms')
      .set('Content-Type', 'text/plain')
      .send(JSON.stringify(farmInput()));

    expect([response.status, response.body.error?.code]).toEqual([415, 'unsupported_media_type']);
  });

  it.each([
    'limit=0x10',
    'page=0x2',
    'limit=1e1',
    'limit=',
    'limit=%20',
    'limit=5&limit=6',
    'page=1.5',
    'page=Infinity',
  ])('when GET /api/v1/farms?%s, then 400 (numbers are plain decimals, never coerced)', async (query) => {
    const response = await api(testApp, session).get(`/api/v1/farms?${query}`);

    expect(response.status).toBe(400);
  });

  it('when the page size is plain decimal text, then it is read', async () => {
    const response = await api(testApp, session).get('/api/v1/farms?limit=10&page=1');

    expect([response.status, response.body.limit]).toEqual([200, 10]);
  });

  it.each([[true], [[5]], ['0x10'], ['1e3'], [''], [{}]])(
    "when a farm's total_area is %j, then 400 with the spec's message",
    async (totalArea) => {
      const response = await api(testApp, session)
        .post('/api/v1/farms')
        .send(farmInput({ total_area: totalArea }));

      expect([response.status, response.body.error?.message]).toEqual([400, FARM_MESSAGES.createAreaInvalid]);
    },
  );
});
