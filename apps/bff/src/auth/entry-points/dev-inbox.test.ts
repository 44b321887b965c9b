import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { uniqueEmail } from '../test-support/auth-server-kit';

let testApp: TestApp;

beforeAll(() => {
  testApp = createTestApp();
});

afterAll(async () => {
  await testApp.close();
});

describe('dev inbox', () => {
  it('when two messages were sent, then inbox.json lists them newest first with to, subject, kind, body and sent_at', async () => {
    const email = uniqueEmail('inbox');
    await request(testApp.app).post('/auth/v1/signup').send({ email, password: 'secret123' });
    await request(testApp.app).post('/auth/v1/recover').send({ email });

    const response = await request(testApp.app).get(`/dev/inbox.json?to=${encodeURIComponent(email)}`);

    expect(response.status).toBe(200);
    expect(response.body).toEqual([
      expect.objectContaining({ to: email, kind: 'recovery', subject: 'Reset your password', sent_at: expect.any(String) }),
      expect.objectContaining({ to: email, kind: 'signup', subject: 'Confirm your signup', channel: 'email' }),
    ]);
    expect(response.body[0].body).toMatch(/\/auth\/v1\/verify\?token=/);
  });

  it('when the page is opened, then the links of the messages are clickable', async () => {
    const email = uniqueEmail('page');
    await request(testApp.app).post('/auth/v1/signup').send({ email, password: 'secret123' });

    const response = await request(testApp.app).get(`/dev/inbox?to=${encodeURIComponent(email)}`);

    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.text).toMatch(/<a href="http:\/\/127\.0\.0\.1:\d+\/auth\/v1\/verify\?token=[^"]+">/);
    expect(response.text).toContain('Confirm your signup');
  });

  it('when APP_ENV is production, then the inbox does not exist', async () => {
    const production = createTestApp({ APP_ENV: 'production', PUBLIC_ANON_KEY: 'k', AUTH_SITE_URL: 'https://seed.example.org' });
    try {
      expect((await request(production.app).get('/dev/inbox.json')).status).toBe(404);
      expect((await request(production.app).get('/dev/inbox').set('Accept', 'text/html')).status).toBe(404);
    } finally {
      await production.close();
    }
  });

  it('when AUTH_SITE_URL is set, then links in e-mails use it rather than the request host', async () => {
    const pinned = createTestApp({ AUTH_SITE_URL: 'https://seed.example.org' });
    try {
      const email = uniqueEmail('pinned');
      await request(pinned.app).post('/auth/v1/signup').set('Host', 'evil.example').send({ email, password: 'secret123' });

      const [message] = (await request(pinned.app).get(`/dev/inbox.json?to=${encodeURIComponent(email)}`)).body;

      expect(message.body).toContain('https://seed.example.org/auth/v1/verify?token=');
      expect(message.body).not.toContain('evil.example');
    } finally {
      await pinned.close();
    }
  });
});
