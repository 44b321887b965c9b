import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeJwt, exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoint } from '@seed/domain';
import { z } from 'zod';
import type { AppComponent } from '../../app';
import { addRoute } from '../../shared/http/route';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * A stand-in for a hosted Supabase project: its JWKS, a /token that records what it got, and
 * GET /user, which (like Supabase Auth) refuses tokens of ended sessions and lists factors.
 */
interface FakeProject {
  url: string;
  received: {
    method: string;
    url: string;
    apikey: string | undefined;
    authorization: string | undefined;
    body: unknown;
  }[];
  sign(
    claims: Record<string, unknown>,
    options?: { expiresIn?: string; key?: CryptoKey; kid?: string; issuedAt?: number },
  ): Promise<string>;
  /** Sessions the project has ended: GET /user answers 403 session_not_found for their tokens. */
  endedSessions: Set<string>;
  /** Sessions whose GET /user fails with a 500 (the project in trouble). */
  failingSessions: Set<string>;
  /** Verified factors of the user (GET /user lists them). */
  verifiedFactors: number;
  close(): Promise<void>;
}

const USER_ID = '6b0f1c2e-8f5a-4a57-9d4e-2c1b0a9e8d7f';
const PROJECT_ANON_KEY = 'sb_publishable_project-anon-key';

async function startFakeProject(): Promise<FakeProject> {
  const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
  const kid = 'project-key-1';
  const jwk = { ...(await exportJWK(publicKey)), kid, alg: 'ES256', use: 'sig' };
  const received: FakeProject['received'] = [];
  const endedSessions = new Set<string>();
  const failingSessions = new Set<string>();
  let url = '';
  const sign: FakeProject['sign'] = (claims, options = {}) =>
    new SignJWT({ role: 'authenticated', aal: 'aal1', session_id: randomUUID(), ...claims })
      .setProtectedHeader({ alg: 'ES256', kid: options.kid ?? kid })
      .setIssuer(`${url}/auth/v1`)
      .setAudience('authenticated')
      .setSubject(USER_ID)
      .setIssuedAt(options.issuedAt)
      .setExpirationTime(options.expiresIn ?? '1h')
      .sign(options.key ?? privateKey);
  const project = { endedSessions, failingSessions, verifiedFactors: 0 };
  const readBody = async (req: IncomingMessage) => {
    let text = '';
    for await (const chunk of req) text += String(chunk);
    return text ? (JSON.parse(text) as unknown) : null;
  };
  const server: Server = createServer(async (req, res) => {
    const body = await readBody(req);
    received.push({
      method: req.method!,
      url: req.url!,
      apikey: req.headers.apikey as string | undefined,
      authorization: req.headers.authorization,
      body,
    });
    if (req.url === '/auth/v1/.well-known/jwks.json') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [jwk] }));
      return;
    }
    if (req.url === '/auth/v1/user' && req.method === 'GET') {
      const { session_id: sessionId } = decodeJwt(req.headers.authorization?.replace(/^Bearer /, '') ?? '');
      const json = (status: number, body: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (failingSessions.has(String(sessionId))) return void json(500, { code: 'unexpected_failure', msg: 'boom' });
      if (endedSessions.has(String(sessionId))) {
        return void json(403, {
          code: 'session_not_found',
          msg: 'Session from session_id claim in JWT does not exist',
        });
      }
      const factors = Array.from({ length: project.verifiedFactors }, () => ({
        id: randomUUID(),
        factor_type: 'totp',
        status: 'verified',
      }));
      return void json(200, { id: USER_ID, aud: 'authenticated', email: 'hosted@example.org', factors });
    }
    if (req.url?.startsWith('/auth/v1/token')) {
      const token = await sign({ email: 'hosted@example.org' });
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          access_token: token,
          token_type: 'bearer',
          expires_in: 3600,
          expires_at: Math.floor(Date.now() / 1000) + 3600,
          refresh_token: 'hosted-refresh',
          user: { id: USER_ID, aud: 'authenticated', email: 'hosted@example.org', app_metadata: {}, user_metadata: {} },
        }),
      );
      return;
    }
    res
      .writeHead(404, { 'content-type': 'application/json' })
      .end(JSON.stringify({ code: 'not_found', msg: 'Not found' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return Object.assign(project, {
    url,
    received,
    sign,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

/** A signed-in route, declared as every component declares its routes. */
const probe: AppComponent = {
  name: 'probe',
  mount(router, { registry }) {
    addRoute(
      router,
      registry,
      endpoint({
        method: 'get',
        path: '/api/v1/probe',
        operationId: 'probe',
        summary: 'probe',
        tags: ['probe'],
        auth: 'user',
        responses: {
          200: { description: 'who', schema: z.object({ sub: z.string(), email: z.string().optional() }) },
        },
      }),
      ({ caller }) => ({
        status: 200,
        body: { sub: caller.claims.sub, email: (caller.claims as { email?: string }).email },
      }),
    );
  },
};

let project: FakeProject;
let testApp: TestApp;

beforeAll(async () => {
  project = await startFakeProject();
  testApp = createTestApp(
    { AUTH_MODE: 'supabase', SUPABASE_URL: project.url, SUPABASE_ANON_KEY: PROJECT_ANON_KEY },
    { components: [probe] },
  );
});

afterAll(async () => {
  await testApp.close();
  await project.close();
});

describe('supabase mode', () => {
  it('when the browser calls /auth/v1, then the call reaches the project with its body and the project anon key', async () => {
    const response = await request(testApp.app)
      .post('/auth/v1/token?grant_type=password')
      .set('apikey', PROJECT_ANON_KEY)
      .send({ email: 'hosted@example.org', password: 'secret123' });

    expect(response.status).toBe(200);
    expect(response.body.user.id).toBe(USER_ID);
    expect(project.received.at(-1)).toMatchObject({
      method: 'POST',
      url: '/auth/v1/token?grant_type=password',
      apikey: PROJECT_ANON_KEY,
      body: { email: 'hosted@example.org', password: 'secret123' },
    });
  });

  it("when /config.json is read, then the anon key is the project's", async () => {
    const response = await request(testApp.app).get('/config.json');

    expect(response.body).toMatchObject({ authUrl: '/auth/v1', anonKey: PROJECT_ANON_KEY });
  });

  it("when a route requires a user, then the project's token is verified against the project's JWKS", async () => {
    const token = await project.sign({ email: 'hosted@example.org' });

    const response = await request(testApp.app).get('/api/v1/probe').set('Authorization', `Bearer ${token}`);

    expect(response.status).toBe(200);
    expect(response.body).toEqual({ sub: USER_ID, email: 'hosted@example.org' });
    expect(project.received.some((r) => r.url === '/auth/v1/.well-known/jwks.json')).toBe(true);
  });

  it('when a token is signed by a key the project does not publish, then 401', async () => {
    const { privateKey } = await generateKeyPair('ES256');
    const forged = await project.sign({}, { key: privateKey, kid: 'not-published' });

    const response = await request(testApp.app).get('/api/v1/probe').set('Authorization', `Bearer ${forged}`);

    expect(response.status).toBe(401);
    expect(response.body.error.code).toBe('unauthorized');
  });

  it('when the project token has expired, then 401', async () => {
    const expired = await project.sign({}, { expiresIn: '-1m' });

    const response = await request(testApp.app).get('/api/v1/probe').set('Authorization', `Bearer ${expired}`);

    expect(response.status).toBe(401);
    expect(response.body.error.message).toBe('Your session has expired. Please sign in again.');
  });

  it('when the project token claims to be issued in the future, then 401', async () => {
    const future = await project.sign({}, { issuedAt: Math.floor(Date.now() / 1000) + 300 });
    const skewed = await project.sign({}, { issuedAt: Math.floor(Date.now() / 1000) + 30 });

    const response = await request(testApp.app).get('/api/v1/probe').set('Authorization', `Bearer ${future}`);
    const withinSkew = await request(testApp.app).get('/api/v1/probe').set('Authorization', `Bearer ${skewed}`);

    expect(response.status).toBe(401);
    expect(response.body.error.message).toBe('Your session is not valid. Please sign in again.');
    expect(withinSkew.status).toBe(200);
  });

  it('when the project has ended the session (signed out, revoked), then 401', async () => {
    const sessionId = randomUUID();
    const token = await project.sign({ session_id: sessionId });
    project.endedSessions.add(sessionId);

    const response = await request(testApp.app).get('/api/v1/probe').set('Authorization', `Bearer ${token}`);

    expect(response.status).toBe(401);
    expect(response.body).toEqual({
      error: { code: 'unauthorized', message: 'Your session is not valid. Please sign in again.' },
    });
  });

  it('when the project cannot say whether the session lives, then 503 rather than letting the token through', async () => {
    const sessionId = randomUUID();
    const token = await project.sign({ session_id: sessionId });
    project.failingSessions.add(sessionId);

    const response = await request(testApp.app).get('/api/v1/probe').set('Authorization', `Bearer ${token}`);

    expect(response.status).toBe(503);
    expect(response.body.error.code).toBe('auth_unavailable');
  });

  it("when a token is used twice within the cache's seconds, then the project is asked once", async () => {
    const sessionId = randomUUID();
    const token = await project.sign({ session_id: sessionId });
    const asked = () =>
      project.received.filter((r) => r.url === '/auth/v1/user' && r.authorization === `Bearer ${token}`).length;

    await request(testApp.app).get('/api/v1/probe').set('Authorization', `Bearer ${token}`).expect(200);
    await request(testApp.app).get('/api/v1/probe').set('Authorization', `Bearer ${token}`).expect(200);

    expect(asked()).toBe(1);
  });

  describe('a user with a verified factor', () => {
    beforeAll(() => {
      project.verifiedFactors = 1;
    });
    afterAll(() => {
      project.verifiedFactors = 0;
    });

    it('when the token is aal1, then 403 insufficient_aal', async () => {
      const token = await project.sign({ aal: 'aal1', amr: [{ method: 'password', timestamp: 1 }] });

      const response = await request(testApp.app).get('/api/v1/probe').set('Authorization', `Bearer ${token}`);

      expect(response.status).toBe(403);
      expect(response.body).toEqual({
        error: { code: 'insufficient_aal', message: 'Please complete two-factor verification to continue.' },
      });
    });

    it('when the token is aal2 with totp in its amr, then the route answers', async () => {
      const amr = [
        { method: 'totp', timestamp: 2 },
        { method: 'password', timestamp: 1 },
      ];
      const token = await project.sign({ aal: 'aal2', amr });

      const response = await request(testApp.app).get('/api/v1/probe').set('Authorization', `Bearer ${token}`);

      expect(response.status).toBe(200);
    });

    it('when the token says aal2 but its amr names no second factor, then 403 insufficient_aal', async () => {
      const token = await project.sign({ aal: 'aal2', amr: [{ method: 'password', timestamp: 1 }] });

      const response = await request(testApp.app).get('/api/v1/probe').set('Authorization', `Bearer ${token}`);

      expect(response.status).toBe(403);
    });
  });

  it('when in supabase mode, then the local dev inbox does not exist', async () => {
    const response = await request(testApp.app).get('/dev/inbox.json');

    expect(response.status).toBe(404);
  });
});
