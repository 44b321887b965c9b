import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSession } from '../../test/auth-session';
import { startAuthServer, uniqueEmail, type AuthServerKit } from '../test-support/auth-server-kit';

let kit: AuthServerKit;

beforeAll(async () => {
  kit = await startAuthServer({
    TRUST_PROXY: '1',
    AUTH_RATE_LIMIT_SIGN_IN_PER_ACCOUNT: '4',
    AUTH_RATE_LIMIT_SIGN_IN_PER_IP: '5',
    AUTH_RATE_LIMIT_OTP_PER_ACCOUNT: '2',
  });
});

afterAll(async () => {
  await kit.close();
});

/** A client that appears to come from its own address (X-Forwarded-For, trusted one hop). */
const fromAddress = () => kit.client({ headers: { 'X-Forwarded-For': `198.51.100.${randomInt(1, 255)}, 10.0.0.${randomInt(1, 255)}` } });
const uniqueAddress = () => `203.0.${randomInt(0, 255)}.${randomInt(1, 255)}`;

describe('sign-in rate limits', () => {
  it('when an account gets more sign-in attempts than allowed, then 429 with a clear message, even with the right password', async () => {
    // createTestSession's own sign-in is the first of the 4 allowed attempts.
    const session = await createTestSession(kit.testApp);
    const client = kit.client({ headers: { 'X-Forwarded-For': uniqueAddress() } });
    for (let i = 0; i < 3; i++) {
      const { error } = await client.auth.signInWithPassword({ email: session.email!, password: 'wrong-one' });
      expect(error?.code).toBe('invalid_credentials');
    }

    const { data, error } = await fromAddress().auth.signInWithPassword({ email: session.email!, password: 'password123' });

    expect(data.session).toBeNull();
    expect(error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
    expect(error?.message).toMatch(/^Too many sign-in attempts\. Please wait \d+ minutes? and try again\.$/);
  });

  it('when one address tries more accounts than allowed, then that address gets 429 and another does not', async () => {
    const address = uniqueAddress();
    const client = kit.client({ headers: { 'X-Forwarded-For': address } });
    for (let i = 0; i < 5; i++) {
      await client.auth.signInWithPassword({ email: uniqueEmail('spray'), password: 'guess-123' });
    }

    const { error } = await client.auth.signInWithPassword({ email: uniqueEmail('spray'), password: 'guess-123' });
    const { error: elsewhere } = await kit
      .client({ headers: { 'X-Forwarded-For': uniqueAddress() } })
      .auth.signInWithPassword({ email: uniqueEmail('spray'), password: 'guess-123' });

    expect(error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
    expect(elsewhere?.code).toBe('invalid_credentials');
  });

  it('when the limit is hit, then the answer carries Retry-After and GoTrue\'s error shape', async () => {
    const address = uniqueAddress();
    const send = () =>
      fetch(`${kit.baseUrl}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address, 'x-supabase-api-version': '2024-01-01' },
        body: JSON.stringify({ email: uniqueEmail('shape'), password: 'guess-123' }),
      });
    for (let i = 0; i < 5; i++) await send();

    const response = await send();

    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(response.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(await response.json()).toMatchObject({ code: 'over_request_rate_limit', msg: expect.stringMatching(/^Too many/) });
  });
});

describe('OTP rate limits', () => {
  it('when an account asks for more codes than allowed, then 429', async () => {
    const session = await createTestSession(kit.testApp);
    const client = kit.client({ headers: { 'X-Forwarded-For': uniqueAddress() } });
    for (let i = 0; i < 2; i++) {
      expect((await client.auth.signInWithOtp({ email: session.email!, options: { shouldCreateUser: false } })).error).toBeNull();
    }

    const { error } = await client.auth.signInWithOtp({ email: session.email!, options: { shouldCreateUser: false } });

    expect(error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    expect(error?.message).toMatch(/^Too many codes or links requested/);
    expect(await kit.inbox(session.email!)).toHaveLength(2);
  });
});
