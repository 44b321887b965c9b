import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { createAccount, validEmail, validPhone } from '../auth/domain/accounts';
import { startSession } from '../auth/domain/sessions';
import type { TestApp } from './test-app';
import { SERVICE } from '../db/db';

export interface TestSessionOptions {
  /** Default: a unique test-<random>@example.test (none when only `phone` is given). */
  email?: string;
  /** Any format spec 1 §5 accepts (9876543210, +91 98765 43210, ...). */
  phone?: string;
  /** Default 'password123'. */
  password?: string;
  /**
   * Default true: e-mail/phone confirmed and the session comes from a real password sign-in
   * (POST /auth/v1/token?grant_type=password). false: unconfirmed, and the session is issued
   * directly by the auth server (a state a password sign-in would refuse; for testing
   * unverified users).
   */
  confirmed?: boolean;
  /** user_metadata, e.g. { full_name: 'Asha Rao' }. */
  userMetadata?: Record<string, unknown>;
}

export interface TestSession {
  userId: string;
  accessToken: string;
  refreshToken: string;
  /** Lower-cased e-mail, or null for a phone-only user. */
  email: string | null;
  /** As Supabase Auth stores it (E.164 digits without +), or null. */
  phone: string | null;
}

/**
 * A real user of the local auth server with a real session: the account is created through
 * the auth domain (argon2id hash, identities) and signed in over HTTP, so the tokens are
 * exactly what the BFF issues in production. Works on createTestApp()'s app without listening.
 */
export async function createTestSession(testApp: TestApp, options: TestSessionOptions = {}): Promise<TestSession> {
  const deps = testApp.app.auth.deps;
  if (!deps) throw new Error('createTestSession needs AUTH_MODE=local');
  const confirmed = options.confirmed ?? true;
  const password = options.password ?? 'password123';
  const email =
    options.email !== undefined
      ? validEmail(options.email)
      : options.phone !== undefined
        ? null
        : `test-${randomBytes(6).toString('hex')}@example.test`;
  const phone = options.phone !== undefined ? validPhone(options.phone) : null;
  const user = await testApp.db.unitOfWork(SERVICE, {}, (tx) =>
    createAccount(tx, deps.hasher, {
      ...(email ? { email } : {}),
      ...(phone ? { phone } : {}),
      password,
      emailConfirmed: confirmed,
      phoneConfirmed: confirmed,
      userMetadata: options.userMetadata ?? {},
    }),
  );
  if (!confirmed) {
    const session = await testApp.db.unitOfWork(SERVICE, {}, (tx) =>
      startSession(tx, deps, user.id, 'password', { ip: '127.0.0.1', userAgent: 'createTestSession' }),
    );
    return { userId: user.id, accessToken: session.access_token, refreshToken: session.refresh_token, email, phone };
  }
  // Its own client address (used only where TRUST_PROXY is set), so per-IP limits of a test
  // app are not spent by the sessions other tests create from 127.0.0.1 at the same time.
  const address = `192.0.2.${(randomBytes(1)[0]! % 254) + 1}`;
  const response = await request(testApp.app)
    .post('/auth/v1/token?grant_type=password')
    .set('X-Forwarded-For', address)
    .send(email ? { email, password } : { phone, password });
  if (response.status !== 200) {
    throw new Error(`createTestSession: sign-in answered ${response.status} ${JSON.stringify(response.body)}`);
  }
  const body = response.body as { access_token: string; refresh_token: string };
  return { userId: user.id, accessToken: body.access_token, refreshToken: body.refresh_token, email, phone };
}
