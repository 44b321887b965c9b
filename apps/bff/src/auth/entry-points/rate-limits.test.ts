import { randomInt } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSession } from '../../test/auth-session';
import { enrollVerifiedFactor, signInAgain, totpCode } from '../../test/second-factor';
import { startAuthServer, uniqueEmail, uniquePhone, type AuthServerKit } from '../../test/auth-server-kit';

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
const fromAddress = () =>
  kit.client({ headers: { 'X-Forwarded-For': `198.51.100.${randomInt(1, 255)}, 10.0.0.${randomInt(1, 255)}` } });
const uniqueAddress = () => `203.0.${randomInt(0, 255)}.${randomInt(1, 255)}`;

describe('sign-in rate limits', () => {
  it('when one address sends more sign-in attempts to an account than allowed, then 429 there with a clear message, even with the right password', async () => {
    const session = await createTestSession(kit.testApp);
    const client = kit.client({ headers: { 'X-Forwarded-For': uniqueAddress() } });
    for (let i = 0; i < 4; i++) {
      const { error } = await client.auth.signInWithPassword({ email: session.email!, password: 'wrong-one' });
      expect(error?.code).toBe('invalid_credentials');
    }

    const { data, error } = await client.auth.signInWithPassword({ email: session.email!, password: 'password123' });

    expect(data.session).toBeNull();
    expect(error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
    expect(error?.message).toMatch(/^Too many sign-in attempts\. Please wait \d+ minutes? and try again\.$/);
  });

  it('when wrong passwords from one address reach the limit, then the owner still signs in from another address', async () => {
    const session = await createTestSession(kit.testApp);
    const attacker = kit.client({ headers: { 'X-Forwarded-For': uniqueAddress() } });
    for (let i = 0; i < 5; i++)
      await attacker.auth.signInWithPassword({ email: session.email!, password: 'wrong-one' });
    const { error: locked } = await attacker.auth.signInWithPassword({
      email: session.email!,
      password: 'password123',
    });

    const { data, error } = await fromAddress().auth.signInWithPassword({
      email: session.email!,
      password: 'password123',
    });

    expect(locked).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
    expect(error).toBeNull();
    expect(data.session?.user.id).toBe(session.userId);
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

  it("when the limit is hit, then the answer carries Retry-After and GoTrue's error shape", async () => {
    const address = uniqueAddress();
    const send = () =>
      fetch(`${kit.baseUrl}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': address,
          'x-supabase-api-version': '2024-01-01',
        },
        body: JSON.stringify({ email: uniqueEmail('shape'), password: 'guess-123' }),
      });
    for (let i = 0; i < 5; i++) await send();

    const response = await send();

    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(response.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(await response.json()).toMatchObject({
      code: 'over_request_rate_limit',
      msg: expect.stringMatching(/^Too many/),
    });
  });
});

describe('sign-in behind one address (an office: failures count per address, successes do not)', () => {
  it('when 12 different users sign in from one address (more than twice its limit of 5), then all succeed, and a wrong password after them is a wrong password, not 429', async () => {
    const office = kit.client({ headers: { 'X-Forwarded-For': uniqueAddress() } });
    const staff = [];
    // successes only: counted as before this fix, the sixth would have been refused
    for (let i = 0; i < 12; i++) staff.push(await createTestSession(kit.testApp));
    const fieldWorker = await createTestSession(kit.testApp, { phone: uniquePhone() });

    const signedIn = [];
    for (const member of staff) {
      const { data, error } = await office.auth.signInWithPassword({ email: member.email!, password: 'password123' });
      signedIn.push(error ? error.status : data.session?.user.id === member.userId);
    }
    const byPhone = await office.auth.signInWithPassword({ phone: `+${fieldWorker.phone!}`, password: 'password123' });
    const { error: typo } = await office.auth.signInWithPassword({ email: staff[0]!.email!, password: 'password12' });

    expect(signedIn).toEqual(staff.map(() => true));
    expect(byPhone.error).toBeNull();
    expect(byPhone.data.session?.user.id).toBe(fieldWorker.userId);
    expect(typo).toMatchObject({ status: 400, code: 'invalid_credentials' });
  });

  it('when failures from one address pass the limit between successes, then that address gets 429 and a colleague elsewhere signs in', async () => {
    const address = uniqueAddress();
    const office = kit.client({ headers: { 'X-Forwarded-For': address } });
    const colleagues = [];
    for (let i = 0; i < 5; i++) colleagues.push(await createTestSession(kit.testApp));
    const codes: (string | undefined)[] = [];
    // Five failures (the limit) with a colleague's success after each of the first four.
    for (let i = 0; i < 5; i++) {
      codes.push(
        (await office.auth.signInWithPassword({ email: uniqueEmail('guess'), password: 'guess-123' })).error?.code,
      );
      if (i < 4) {
        const { error } = await office.auth.signInWithPassword({
          email: colleagues[i + 1]!.email!,
          password: 'password123',
        });
        expect(error).toBeNull();
      }
    }
    const colleague = colleagues[0]!;

    const { error } = await office.auth.signInWithPassword({ email: colleague.email!, password: 'password123' });
    const { error: elsewhere } = await fromAddress().auth.signInWithPassword({
      email: colleague.email!,
      password: 'password123',
    });

    expect(codes).toEqual(Array(5).fill('invalid_credentials'));
    expect(error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
    expect(elsewhere).toBeNull();
  });

  it('when 20 wrong passwords arrive from one address at once, then no more than the limit are tried and the rest get 429', async () => {
    const address = uniqueAddress();
    const client = kit.client({ headers: { 'X-Forwarded-For': address } });

    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        client.auth.signInWithPassword({ email: uniqueEmail('burst'), password: 'guess-123' }),
      ),
    );

    const codes = results.map((result) => result.error?.code);
    expect(codes.filter((code) => code === 'invalid_credentials').length).toBeLessThanOrEqual(5);
    expect(codes.filter((code) => code === 'over_request_rate_limit').length).toBeGreaterThanOrEqual(15);
  });

  it('when six users pass their second factor from one address, then every challenge and code is accepted', async () => {
    const address = uniqueAddress();
    const users = [];
    for (let i = 0; i < 6; i++) {
      const session = await createTestSession(kit.testApp);
      const { factor } = await enrollVerifiedFactor(kit.testApp, session.accessToken);
      users.push({ factor, aal1: await signInAgain(kit.testApp, session.email!) });
    }

    const statuses: number[] = [];
    for (const { factor, aal1 } of users) {
      const post = (path: string) =>
        request(kit.testApp.app)
          .post(`/auth/v1/factors/${factor.id}/${path}`)
          .set('Authorization', `Bearer ${aal1.accessToken}`)
          .set('X-Forwarded-For', address);
      const challenge = await post('challenge').send({});
      statuses.push(challenge.status);
      statuses.push(
        (await post('verify').send({ challenge_id: challenge.body.id, code: totpCode(factor.secret) })).status,
      );
    }

    expect(statuses).toEqual(Array(12).fill(200));
  });
});

describe('OTP rate limits', () => {
  it('when an account asks for more codes than allowed, then 429', async () => {
    const session = await createTestSession(kit.testApp);
    const client = kit.client({ headers: { 'X-Forwarded-For': uniqueAddress() } });
    for (let i = 0; i < 2; i++) {
      expect(
        (await client.auth.signInWithOtp({ email: session.email!, options: { shouldCreateUser: false } })).error,
      ).toBeNull();
    }

    const { error } = await client.auth.signInWithOtp({ email: session.email!, options: { shouldCreateUser: false } });

    expect(error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    expect(error?.message).toMatch(/^Too many codes or links requested/);
    expect(await kit.inbox(session.email!)).toHaveLength(2);
  });
});

describe("second-factor rate limits (sign-in's limits: 4 per account in this app)", () => {
  /** A user with TOTP on (its enrollment spent one challenge and one verify) and a new aal1 session. */
  async function twoFactorUser() {
    const session = await createTestSession(kit.testApp);
    const { factor } = await enrollVerifiedFactor(kit.testApp, session.accessToken);
    const aal1 = await signInAgain(kit.testApp, session.email!);
    const as = (address: string) => ({
      challenge: () =>
        request(kit.testApp.app)
          .post(`/auth/v1/factors/${factor.id}/challenge`)
          .set('Authorization', `Bearer ${aal1.accessToken}`)
          .set('X-Forwarded-For', address)
          .send({}),
      verify: (challengeId: string, code: string) =>
        request(kit.testApp.app)
          .post(`/auth/v1/factors/${factor.id}/verify`)
          .set('Authorization', `Bearer ${aal1.accessToken}`)
          .set('X-Forwarded-For', address)
          .send({ challenge_id: challengeId, code }),
    });
    const wrong = () => (totpCode(factor.secret) === '000000' ? '111111' : '000000');
    return { as, right: () => totpCode(factor.secret), wrong };
  }

  it('when TOTP codes are guessed (a challenge and a code each), then 429 with a clear message', async () => {
    const user = await twoFactorUser();
    const guesser = user.as(uniqueAddress());
    const statuses: number[] = [];
    let limited: request.Response | null = null;
    for (let i = 0; i < 5 && !limited; i++) {
      const challenge = await guesser.challenge();
      statuses.push(challenge.status);
      if (challenge.status === 429) limited = challenge;
      else {
        const verify = await guesser.verify(challenge.body.id, user.wrong());
        statuses.push(verify.status);
        if (verify.status === 429) limited = verify;
      }
    }

    expect(statuses).toEqual([200, 422, 200, 422, 200, 422, 429]);
    expect(limited?.body).toMatchObject({
      error_code: 'over_request_rate_limit',
      msg: expect.stringMatching(/^Too many verification attempts/),
    });
    expect(Number(limited?.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('when codes are sent to verify again and again, then verify itself answers 429, even to the right code from elsewhere', async () => {
    const user = await twoFactorUser();
    const guesser = user.as(uniqueAddress());
    const { body: challenge } = await guesser.challenge().expect(200);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await guesser.verify(challenge.id, user.wrong())).status);

    const owner = user.as(uniqueAddress());
    const { body: fresh } = await owner.challenge().expect(200);
    const response = await owner.verify(fresh.id, user.right());

    // The first wrong code spends the challenge (422), later ones find none (404), then the limit.
    expect(statuses).toEqual([422, 404, 404, 429]);
    expect(response.status).toBe(429);
  });
});
