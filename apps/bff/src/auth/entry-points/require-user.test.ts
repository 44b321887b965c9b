import { SignJWT, decodeJwt, generateKeyPair } from 'jose';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { endpoint } from '@seed/domain';
import { z } from 'zod';
import type { AppComponent } from '../../app';
import { addRoute } from '../../shared/http/route';
import { createTestSession } from '../../test/auth-session';
import { withAdminClient } from '../../test/database';
import { createTestApp, type TestApp } from '../../test/test-app';
import { SIGNING_ALGORITHM } from '../domain/signing-keys';

const probeRoute = { summary: 'probe', tags: ['probe'] } as const;

/** One signed-in and one optional route, declared as every component declares its routes. */
const probe: AppComponent = {
  name: 'probe',
  mount(router, { registry }) {
    addRoute(
      router,
      registry,
      endpoint({
        ...probeRoute,
        method: 'get',
        path: '/api/v1/probe/private',
        operationId: 'probePrivate',
        auth: 'user',
        responses: { 200: { description: 'claims', schema: z.object({ claims: z.unknown() }) } },
      }),
      ({ caller }) => ({ status: 200, body: { claims: caller.claims } }),
    );
    addRoute(
      router,
      registry,
      endpoint({
        ...probeRoute,
        method: 'get',
        path: '/api/v1/probe/public',
        operationId: 'probePublic',
        auth: 'optional',
        responses: { 200: { description: 'sub', schema: z.object({ sub: z.string().nullable() }) } },
      }),
      ({ caller }) => ({ status: 200, body: { sub: caller?.claims.sub ?? null } }),
    );
  },
};

let testApp: TestApp;

beforeAll(() => {
  testApp = createTestApp({}, { components: [probe] });
});

afterAll(async () => {
  await testApp.close();
});

describe('requireUser', () => {
  it('when a signed-in user calls with their access token, then the route sees their claims', async () => {
    const session = await createTestSession(testApp, { userMetadata: { full_name: 'Asha Rao' } });

    const response = await request(testApp.app)
      .get('/api/v1/probe/private')
      .set('Authorization', `Bearer ${session.accessToken}`);

    expect(response.status).toBe(200);
    expect(response.body.claims).toMatchObject({
      sub: session.userId,
      role: 'authenticated',
      aud: 'authenticated',
      email: session.email,
      phone: '',
      aal: 'aal1',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { full_name: 'Asha Rao', email_verified: true },
      is_anonymous: false,
    });
    expect(response.body.claims.session_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.body.claims.amr).toEqual([{ method: 'password', timestamp: expect.any(Number) }]);
  });

  it('when there is no token, then 401 in the BFF error shape', async () => {
    const response = await request(testApp.app).get('/api/v1/probe/private');

    expect(response.status).toBe(401);
    expect(response.body).toEqual({ error: { code: 'unauthorized', message: 'Please sign in to continue' } });
  });

  it('when the token is signed by another key, then 401', async () => {
    const { privateKey } = await generateKeyPair('ES256');
    const forged = await new SignJWT({ role: 'authenticated' })
      .setProtectedHeader({ alg: 'ES256', kid: 'forged' })
      .setSubject('00000000-0000-4000-8000-000000000001')
      .setAudience('authenticated')
      .setIssuer(testApp.config.auth.jwtIssuer)
      .setExpirationTime('1h')
      .sign(privateKey);

    const response = await request(testApp.app).get('/api/v1/probe/private').set('Authorization', `Bearer ${forged}`);

    expect(response.status).toBe(401);
    expect(response.body.error.code).toBe('unauthorized');
  });

  it('when the token has expired, then 401 says the session expired', async () => {
    const shortLived = createTestApp({ AUTH_JWT_EXPIRY_SECONDS: '30' }, { components: [probe] });
    try {
      const session = await createTestSession(shortLived);
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + 60_000);
      let response;
      try {
        response = await request(shortLived.app)
          .get('/api/v1/probe/private')
          .set('Authorization', `Bearer ${session.accessToken}`);
      } finally {
        vi.useRealTimers();
      }

      expect(response.status).toBe(401);
      expect(response.body.error.message).toBe('Your session has expired. Please sign in again.');
    } finally {
      await shortLived.close();
    }
  });
});

describe('tokens issued in the future', () => {
  /** The session's own token, signed again by the app's key with another iat. */
  async function reissuedAt(testApp: TestApp, accessToken: string, iat: number): Promise<string> {
    const { kid, privateKey } = await testApp.app.auth.deps!.keys.signingKey();
    return new SignJWT(decodeJwt(accessToken))
      .setProtectedHeader({ alg: SIGNING_ALGORITHM, kid, typ: 'JWT' })
      .setIssuedAt(iat)
      .sign(privateKey);
  }

  it('when a valid token claims an iat beyond the clock skew, then 401; within it, the route answers', async () => {
    const session = await createTestSession(testApp);
    const now = Math.floor(Date.now() / 1000);
    const future = await reissuedAt(testApp, session.accessToken, now + 300);
    const skewed = await reissuedAt(testApp, session.accessToken, now + 30);

    const refused = await request(testApp.app).get('/api/v1/probe/private').set('Authorization', `Bearer ${future}`);
    const accepted = await request(testApp.app).get('/api/v1/probe/private').set('Authorization', `Bearer ${skewed}`);

    expect(refused.status).toBe(401);
    expect(refused.body.error.message).toBe('Your session is not valid. Please sign in again.');
    expect(accepted.status).toBe(200);
  });
});

describe('the session behind a token', () => {
  const probeWith = (app: TestApp, token: string) =>
    request(app.app).get('/api/v1/probe/private').set('Authorization', `Bearer ${token}`);
  const endInDatabase = (sessionId: string) =>
    withAdminClient((client) => client.query('delete from auth.sessions where id = $1', [sessionId]));
  const sessionIdOf = (token: string) => decodeJwt(token).session_id as string;

  it('when the session ends elsewhere (another instance), then its token is refused once the cached state is older than AUTH_SESSION_CACHE_SECONDS', async () => {
    const cached = createTestApp({ AUTH_SESSION_CACHE_SECONDS: '5' }, { components: [probe] });
    try {
      const session = await createTestSession(cached);
      await probeWith(cached, session.accessToken).expect(200);
      await endInDatabase(sessionIdOf(session.accessToken));

      const withinTtl = await probeWith(cached, session.accessToken);
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + 6_000);
      let afterTtl;
      try {
        afterTtl = await probeWith(cached, session.accessToken);
      } finally {
        vi.useRealTimers();
      }

      expect(withinTtl.status).toBe(200);
      expect(afterTtl.status).toBe(401);
    } finally {
      await cached.close();
    }
  });

  it('when AUTH_SESSION_CACHE_SECONDS is 0 and the session ends elsewhere, then its token is refused at once', async () => {
    const uncached = createTestApp({ AUTH_SESSION_CACHE_SECONDS: '0' }, { components: [probe] });
    try {
      const session = await createTestSession(uncached);
      await probeWith(uncached, session.accessToken).expect(200);

      await endInDatabase(sessionIdOf(session.accessToken));

      expect((await probeWith(uncached, session.accessToken)).status).toBe(401);
    } finally {
      await uncached.close();
    }
  });

  it('when the user signs out through this instance, then the cached token is refused at once', async () => {
    const session = await createTestSession(testApp);
    await probeWith(testApp, session.accessToken).expect(200);

    await request(testApp.app)
      .post('/auth/v1/logout?scope=local')
      .set('Authorization', `Bearer ${session.accessToken}`)
      .expect(204);

    expect(testApp.config.auth.sessionCacheSeconds).toBeGreaterThan(0);
    expect((await probeWith(testApp, session.accessToken)).status).toBe(401);
  });
});

describe('optionalUser', () => {
  it('when the anon key is the bearer token, then the route runs anonymously', async () => {
    const response = await request(testApp.app)
      .get('/api/v1/probe/public')
      .set('Authorization', `Bearer ${testApp.config.publicConfig.anonKey}`);

    expect(response.status).toBe(200);
    expect(response.body).toEqual({ sub: null });
  });

  it('when a valid token is sent, then the route sees the user', async () => {
    const digits = String(Math.floor(Math.random() * 1e9)).padStart(9, '0');
    const session = await createTestSession(testApp, { phone: `9${digits.slice(0, 4)} ${digits.slice(4)}` });

    const response = await request(testApp.app)
      .get('/api/v1/probe/public')
      .set('Authorization', `Bearer ${session.accessToken}`);

    expect(response.body).toEqual({ sub: session.userId });
    expect(session.phone).toBe(`919${digits}`);
  });

  it('when the token of a signed-out session is sent, then 401 rather than anonymous', async () => {
    const session = await createTestSession(testApp);
    await request(testApp.app)
      .post('/auth/v1/logout?scope=local')
      .set('Authorization', `Bearer ${session.accessToken}`)
      .expect(204);

    const response = await request(testApp.app)
      .get('/api/v1/probe/public')
      .set('Authorization', `Bearer ${session.accessToken}`);

    expect(response.status).toBe(401);
  });

  it('when a token is present but invalid, then 401 rather than anonymous', async () => {
    const response = await request(testApp.app).get('/api/v1/probe/public').set('Authorization', 'Bearer not.a.jwt');

    expect(response.status).toBe(401);
  });
});
