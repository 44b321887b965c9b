import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { uniquePhone } from '../../test/auth-server-kit';
import { createTestSession } from '../../test/auth-session';

let smsGateway: Server;
const received: { authorization: string | undefined; body: { to: string; body: string } }[] = [];
let testApp: TestApp;

beforeAll(async () => {
  smsGateway = createServer(async (req, res) => {
    let text = '';
    for await (const chunk of req) text += String(chunk);
    received.push({ authorization: req.headers.authorization, body: JSON.parse(text) });
    res.writeHead(202).end();
  });
  await new Promise<void>((resolve) => smsGateway.listen(0, '127.0.0.1', resolve));
  const port = (smsGateway.address() as AddressInfo).port;
  testApp = createTestApp({ SMS_PROVIDER_URL: `http://gateway:s3cret@127.0.0.1:${port}/send`, AUTH_OTP_MIN_INTERVAL_SECONDS: '0' });
});

afterAll(async () => {
  await testApp.close();
  await new Promise<void>((resolve) => smsGateway.close(() => resolve()));
});

describe('SMS delivery', () => {
  it('when SMS_PROVIDER_URL is set, then the code is posted to the gateway and the outbox row is marked delivered', async () => {
    const phone = uniquePhone();
    await createTestSession(testApp, { phone });

    await request(testApp.app).post('/auth/v1/otp').send({ phone, create_user: false });
    await testApp.app.auth.deps!.outbox.flush();

    const sent = received.find((r) => r.body.to === `+91${phone}`);
    expect(sent?.authorization).toBe(`Basic ${Buffer.from('gateway:s3cret').toString('base64')}`);
    expect(sent?.body.body).toMatch(/^Your seed portal code is \d{6}$/);
    const [message] = (await request(testApp.app).get(`/dev/inbox.json?to=91${phone}`)).body;
    expect(message).toMatchObject({ channel: 'sms', delivered: true });
  });
});
