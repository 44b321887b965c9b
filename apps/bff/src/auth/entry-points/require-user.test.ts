import { SignJWT, generateKeyPair } from 'jose';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AppComponent } from '../../app';
import { createTestSession } from '../../test/auth-session';
import { createTestApp, type TestApp } from '../../test/test-app';

const probe: AppComponent = {
  name: 'probe',
  mount(router, { auth }) {
    router.get('/api/v1/probe/private', auth.requireUser, (_req, res) => {
      res.json({ claims: res.locals.auth?.claims });
    });
    router.get('/api/v1/probe/public', auth.optionalUser, (_req, res) => {
      res.json({ sub: res.locals.auth?.claims.sub ?? null });
    });
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

  it('when a token is present but invalid, then 401 rather than anonymous', async () => {
    const response = await request(testApp.app).get('/api/v1/probe/public').set('Authorization', 'Bearer not.a.jwt');

    expect(response.status).toBe(401);
  });
});
