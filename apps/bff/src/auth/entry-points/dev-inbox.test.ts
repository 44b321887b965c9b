import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { uniqueEmail } from '../../test/auth-server-kit';
import { isLoopbackClient } from './dev-inbox-routes';

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
      expect.objectContaining({
        to: email,
        kind: 'recovery',
        subject: 'Reset your password',
        sent_at: expect.any(String),
      }),
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
    expect(response.text).toMatch(/<a href="http:\/\/localhost:8080\/auth\/v1\/verify\?token=[^"]+">/);
    expect(response.text).toContain('Confirm your signup');
  });

  it('when a message is in Hindi, then the page is UTF-8 and shows its Devanagari as written', async () => {
    const email = uniqueEmail('page-hi');
    await request(testApp.app)
      .post('/auth/v1/signup')
      .set('Accept-Language', 'hi-IN,hi;q=0.9')
      .send({ email, password: 'secret123' });

    const page = await request(testApp.app).get(`/dev/inbox?to=${encodeURIComponent(email)}`);
    const json = await request(testApp.app).get(`/dev/inbox.json?to=${encodeURIComponent(email)}`);

    expect(page.headers['content-type']).toMatch(/^text\/html; charset=utf-8$/i);
    expect(page.text).toContain('<meta charset="utf-8">');
    expect(page.text).toContain('<strong>अपने पंजीकरण की पुष्टि करें</strong>');
    expect(page.text).toContain('बीज ट्रेसेबिलिटी पोर्टल में आपका स्वागत है।');
    expect(json.headers['content-type']).toMatch(/charset=utf-8/i);
    expect(json.body[0].subject).toBe('अपने पंजीकरण की पुष्टि करें');
  });

  it('when APP_ENV is production, then the inbox does not exist', async () => {
    const production = createTestApp({
      APP_ENV: 'production',
      PUBLIC_ANON_KEY: 'k',
      AUTH_SITE_URL: 'https://seed.example.org',
    });
    try {
      expect((await request(production.app).get('/dev/inbox.json')).status).toBe(404);
      expect((await request(production.app).get('/dev/inbox').set('Accept', 'text/html')).status).toBe(404);
    } finally {
      await production.close();
    }
  });

  it('when AUTH_SITE_URL is not set and the Host header is forged, then links and redirects still use http://localhost:{PORT}', async () => {
    const email = uniqueEmail('forged');
    await request(testApp.app)
      .post('/auth/v1/signup?redirect_to=http%3A%2F%2Fevil.example%2Fsteal')
      .set('Host', 'evil.example')
      .set('X-Forwarded-Host', 'evil.example')
      .send({ email, password: 'secret123' });
    await request(testApp.app)
      .post('/auth/v1/recover?redirect_to=http%3A%2F%2Fevil.example%2Fsteal')
      .set('Host', 'evil.example')
      .send({ email });

    const messages: { body: string }[] = (
      await request(testApp.app).get(`/dev/inbox.json?to=${encodeURIComponent(email)}`)
    ).body;

    expect(messages).toHaveLength(2);
    for (const message of messages) {
      expect(message.body).toContain('http://localhost:8080/auth/v1/verify?token=');
      expect(message.body).not.toContain('evil.example');
    }
  });

  it('when the client is not on this machine (or came through a proxy), then the inbox does not exist', async () => {
    const proxied = await request(testApp.app).get('/dev/inbox.json').set('X-Forwarded-For', '203.0.113.9');
    expect(proxied.status).toBe(404);
    expect(proxied.body).toEqual({ error: { code: 'not_found', message: 'Not found' } });
    expect((await request(testApp.app).get('/dev/inbox').set('Forwarded', 'for=203.0.113.9')).status).toBe(404);

    const peer = (remoteAddress: string) => ({ socket: { remoteAddress }, headers: {} }) as never;
    expect(isLoopbackClient(peer('127.0.0.1'))).toBe(true);
    expect(isLoopbackClient(peer('::1'))).toBe(true);
    expect(isLoopbackClient(peer('::ffff:127.0.0.1'))).toBe(true);
    expect(isLoopbackClient(peer('192.168.1.20'))).toBe(false);
    expect(isLoopbackClient(peer('::ffff:10.0.0.1'))).toBe(false);
    expect(isLoopbackClient(peer('127.example'))).toBe(false);
  });

  it('when AUTH_SITE_URL is set, then links in e-mails use it rather than the request host', async () => {
    const pinned = createTestApp({ AUTH_SITE_URL: 'https://seed.example.org' });
    try {
      const email = uniqueEmail('pinned');
      await request(pinned.app)
        .post('/auth/v1/signup')
        .set('Host', 'evil.example')
        .send({ email, password: 'secret123' });

      const [message] = (await request(pinned.app).get(`/dev/inbox.json?to=${encodeURIComponent(email)}`)).body;

      expect(message.body).toContain('https://seed.example.org/auth/v1/verify?token=');
      expect(message.body).not.toContain('evil.example');
    } finally {
      await pinned.close();
    }
  });
});
