// Test helpers for two-factor accounts of the local auth server, over HTTP (supertest on the
// app, no listening): enroll and verify a TOTP factor, sign in again, pass the second factor.
import { randomInt } from 'node:crypto';
import * as OTPAuth from 'otpauth';
import request from 'supertest';
import type { TestApp } from './test-app';

export interface Tokens {
  accessToken: string;
  refreshToken: string;
}

/** The current code of a TOTP secret (what the user's authenticator app shows). */
export function totpCode(secret: string): string {
  return new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 }).generate();
}

/**
 * A client address of its own (X-Forwarded-For, read only where TRUST_PROXY is set), so the
 * per-address limits of a test app are not spent by other tests' helpers.
 */
const someAddress = () => `192.0.2.${randomInt(1, 255)}`;

function expectStatus(response: request.Response, status: number, what: string): void {
  if (response.status !== status)
    throw new Error(`${what} answered ${response.status} ${JSON.stringify(response.body)}`);
}

function tokensOf(response: request.Response): Tokens {
  const body = response.body as { access_token: string; refresh_token: string };
  return { accessToken: body.access_token, refreshToken: body.refresh_token };
}

/** Challenge and verify `factorId` with the right code: the session becomes aal2 (new token pair). */
export async function passSecondFactor(
  testApp: TestApp,
  accessToken: string,
  factor: { id: string; secret: string },
): Promise<Tokens> {
  const agent = request(testApp.app);
  const address = someAddress();
  const challenge = await agent
    .post(`/auth/v1/factors/${factor.id}/challenge`)
    .set('Authorization', `Bearer ${accessToken}`)
    .set('X-Forwarded-For', address)
    .send({});
  expectStatus(challenge, 200, 'challenge');
  const verified = await agent
    .post(`/auth/v1/factors/${factor.id}/verify`)
    .set('Authorization', `Bearer ${accessToken}`)
    .set('X-Forwarded-For', address)
    .send({ challenge_id: challenge.body.id, code: totpCode(factor.secret) });
  expectStatus(verified, 200, 'verify');
  return tokensOf(verified);
}

/** Turns TOTP on for the signed-in user; returns the factor and the session's new aal2 tokens. */
export async function enrollVerifiedFactor(
  testApp: TestApp,
  accessToken: string,
): Promise<{ factor: { id: string; secret: string }; aal2: Tokens }> {
  const enrolled = await request(testApp.app)
    .post('/auth/v1/factors')
    .set('Authorization', `Bearer ${accessToken}`)
    .send({ factor_type: 'totp' });
  expectStatus(enrolled, 200, 'enroll');
  const factor = { id: enrolled.body.id as string, secret: enrolled.body.totp.secret as string };
  return { factor, aal2: await passSecondFactor(testApp, accessToken, factor) };
}

/** A new password session (aal1) of an existing account. */
export async function signInAgain(testApp: TestApp, email: string, password = 'password123'): Promise<Tokens> {
  const response = await request(testApp.app)
    .post('/auth/v1/token?grant_type=password')
    .set('X-Forwarded-For', someAddress())
    .send({ email, password });
  expectStatus(response, 200, 'sign-in');
  return tokensOf(response);
}
