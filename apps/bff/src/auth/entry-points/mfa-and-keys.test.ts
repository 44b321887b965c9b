import { createRemoteJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSession } from '../../test/auth-session';
import { startAuthServer, type AuthServerKit } from '../../test/auth-server-kit';

let kit: AuthServerKit;

beforeAll(async () => {
  kit = await startAuthServer();
});

afterAll(async () => {
  await kit.close();
});

async function signedInClient() {
  const session = await createTestSession(kit.testApp);
  const client = kit.client();
  await client.auth.setSession({ access_token: session.accessToken, refresh_token: session.refreshToken });
  return { client, session };
}

function codeFor(secret: string): string {
  return new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 }).generate();
}

describe('TOTP MFA', () => {
  it('when a user enrolls, then they get a QR code (SVG data URL), the secret and an otpauth URI', async () => {
    const { client } = await signedInClient();

    const { data, error } = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone app' });

    expect(error).toBeNull();
    expect(data).toMatchObject({ type: 'totp', friendly_name: 'Phone app' });
    expect(data?.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg /);
    expect(data?.totp.uri).toMatch(/^otpauth:\/\/totp\/Seed%20Portal:.+\?issuer=Seed%20Portal&secret=[A-Z2-7]+/);
    expect(data?.totp.secret).toMatch(/^[A-Z2-7]{32}$/);
  });

  it('when the enrolled factor is verified, then the session becomes aal2 with totp in its amr', async () => {
    const { client } = await signedInClient();
    const { data: factor } = await client.auth.mfa.enroll({ factorType: 'totp' });
    const { data: challenge } = await client.auth.mfa.challenge({ factorId: factor!.id });

    const { error } = await client.auth.mfa.verify({ factorId: factor!.id, challengeId: challenge!.id, code: codeFor(factor!.totp.secret) });

    expect(error).toBeNull();
    const { data: aal } = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(aal).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });
    expect(aal?.currentAuthenticationMethods.map((m) => (typeof m === 'string' ? m : m.method)).sort()).toEqual(['password', 'totp']);
    const { data: factors } = await client.auth.mfa.listFactors();
    expect(factors?.totp.map((f) => f.status)).toEqual(['verified']);
  });

  it('when a user with a verified factor signs in again, then the session is aal1 and the next level is aal2', async () => {
    const { client, session } = await signedInClient();
    const { data: factor } = await client.auth.mfa.enroll({ factorType: 'totp' });
    await client.auth.mfa.challengeAndVerify({ factorId: factor!.id, code: codeFor(factor!.totp.secret) });

    const fresh = kit.client();
    await fresh.auth.signInWithPassword({ email: session.email!, password: 'password123' });
    const { data: aal } = await fresh.auth.mfa.getAuthenticatorAssuranceLevel();

    expect(aal).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });
    expect(aal?.currentAuthenticationMethods.map((m) => (typeof m === 'string' ? m : m.method))).toEqual(['password']);
  });

  it('when the code is wrong, then mfa_verification_failed and the session stays aal1', async () => {
    const { client } = await signedInClient();
    const { data: factor } = await client.auth.mfa.enroll({ factorType: 'totp' });
    const { data: challenge } = await client.auth.mfa.challenge({ factorId: factor!.id });
    const right = codeFor(factor!.totp.secret);

    const { error } = await client.auth.mfa.verify({
      factorId: factor!.id,
      challengeId: challenge!.id,
      code: right === '000000' ? '111111' : '000000',
    });

    expect(error).toMatchObject({ status: 422, code: 'mfa_verification_failed', message: 'Invalid TOTP code entered' });
    expect((await client.auth.mfa.getAuthenticatorAssuranceLevel()).data?.currentLevel).toBe('aal1');
  });

  it('when an aal1 session tries to unenroll a verified factor, then insufficient_aal; at aal2 it works', async () => {
    const { client, session } = await signedInClient();
    const { data: factor } = await client.auth.mfa.enroll({ factorType: 'totp' });
    await client.auth.mfa.challengeAndVerify({ factorId: factor!.id, code: codeFor(factor!.totp.secret) });
    const aal1 = kit.client();
    await aal1.auth.signInWithPassword({ email: session.email!, password: 'password123' });

    const { error: refused } = await aal1.auth.mfa.unenroll({ factorId: factor!.id });
    const { data, error } = await client.auth.mfa.unenroll({ factorId: factor!.id });

    expect(refused).toMatchObject({ status: 401, code: 'insufficient_aal' });
    expect(error).toBeNull();
    expect(data).toEqual({ id: factor!.id });
    const { data: user } = await client.auth.getUser();
    expect(user.user?.factors ?? []).toEqual([]);
  });
});

describe('password and e-mail changes of a user with a verified factor', () => {
  async function twoFactorUser() {
    const { client, session } = await signedInClient();
    const { data: factor } = await client.auth.mfa.enroll({ factorType: 'totp' });
    await client.auth.mfa.challengeAndVerify({ factorId: factor!.id, code: codeFor(factor!.totp.secret) });
    const aal1 = kit.client();
    await aal1.auth.signInWithPassword({ email: session.email!, password: 'password123' });
    return { aal2: client, aal1, session };
  }

  it('when an aal1 session changes the password or the e-mail, then insufficient_aal and nothing changes', async () => {
    const { aal1, session } = await twoFactorUser();

    const { error: password } = await aal1.auth.updateUser({ password: 'taken-over-1' });
    const { error: email } = await aal1.auth.updateUser({ email: `taken-${session.userId}@example.test` });
    const { error: metadata } = await aal1.auth.updateUser({ data: { full_name: 'Asha Rao' } });

    const refusal = {
      status: 401,
      code: 'insufficient_aal',
      message: 'AAL2 session is required to update email or password when MFA is enabled.',
    };
    expect(password).toMatchObject(refusal);
    expect(email).toMatchObject(refusal);
    expect(metadata).toBeNull();
    expect(
      (await kit.client().auth.signInWithPassword({ email: session.email!, password: 'password123' })).error,
    ).toBeNull();
    expect((await kit.inbox(`taken-${session.userId}@example.test`)).length).toBe(0);
  });

  it('when an aal2 session changes the password and the e-mail, then both go through', async () => {
    const { aal2, session } = await twoFactorUser();

    const { error: password } = await aal2.auth.updateUser({ password: 'brand-new-1' });
    const { data, error: email } = await aal2.auth.updateUser({ email: `moved-${session.userId}@example.test` });

    expect(password).toBeNull();
    expect(email).toBeNull();
    expect(data.user?.new_email).toBe(`moved-${session.userId}@example.test`);
    expect(
      (await kit.client().auth.signInWithPassword({ email: session.email!, password: 'brand-new-1' })).error,
    ).toBeNull();
  });
});

describe('signing keys', () => {
  it('when an issued access token is checked against the JWKS with jose, then it verifies (ES256 with kid)', async () => {
    const session = await createTestSession(kit.testApp);
    const jwks = createRemoteJWKSet(new URL(`${kit.baseUrl}/auth/v1/.well-known/jwks.json`));

    const { payload, protectedHeader } = await jwtVerify(session.accessToken, jwks, {
      audience: 'authenticated',
      issuer: kit.testApp.config.auth.jwtIssuer,
    });

    expect(protectedHeader).toMatchObject({ alg: 'ES256', typ: 'JWT', kid: expect.any(String) });
    expect(payload).toMatchObject({ sub: session.userId, role: 'authenticated', aal: 'aal1', is_anonymous: false });
    expect(payload.exp! - payload.iat!).toBe(3600);
  });

  it("when supabase-js's getClaims checks the token, then it verifies it with the published key", async () => {
    const { client, session } = await signedInClient();

    const { data, error } = await client.auth.getClaims();

    expect(error).toBeNull();
    expect(data?.header).toMatchObject({ alg: 'ES256', kid: decodeProtectedHeader(session.accessToken).kid });
    expect(data?.claims).toMatchObject({ sub: session.userId, email: session.email, session_id: expect.any(String) });
  });

  it('when the JWKS is fetched, then it lists the current and next public keys without private parts', async () => {
    const response = await fetch(`${kit.baseUrl}/auth/v1/.well-known/jwks.json`);
    const body = (await response.json()) as { keys: Record<string, unknown>[] };

    expect(body.keys.length).toBeGreaterThanOrEqual(2);
    for (const key of body.keys) {
      expect(key).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' });
      expect(key).not.toHaveProperty('d');
    }
  });

  it('when keys rotate, then new tokens use the former next key and earlier tokens still verify', async () => {
    const before = await createTestSession(kit.testApp);
    const jwksBefore = (await (await fetch(`${kit.baseUrl}/auth/v1/.well-known/jwks.json`)).json()) as { keys: { kid: string }[] };
    const oldKid = decodeProtectedHeader(before.accessToken).kid;

    await kit.testApp.app.auth.deps!.keys.rotate();
    const after = await createTestSession(kit.testApp);
    const newKid = decodeProtectedHeader(after.accessToken).kid;

    expect(newKid).not.toBe(oldKid);
    expect(jwksBefore.keys.map((k) => k.kid)).toContain(newKid);
    const { data, error } = await kit.client().auth.getUser(before.accessToken);
    expect(error).toBeNull();
    expect(data.user?.id).toBe(before.userId);
  });
});

describe('settings', () => {
  it('when settings are read, then e-mail and phone are enabled and no external provider is configured', async () => {
    const response = await fetch(`${kit.baseUrl}/auth/v1/settings`);

    expect(await response.json()).toMatchObject({
      external: { email: true, phone: true },
      disable_signup: false,
      mailer_autoconfirm: false,
      phone_autoconfirm: false,
    });
  });

  it('when the OpenAPI document is read, then the /auth/v1 endpoints are listed under the auth tag', async () => {
    const doc = (await (await fetch(`${kit.baseUrl}/api/v1/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { tags: string[] }>>;
    };

    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/auth/v1/signup',
        '/auth/v1/token',
        '/auth/v1/verify',
        '/auth/v1/otp',
        '/auth/v1/user',
        '/auth/v1/factors/{factorId}/verify',
        '/auth/v1/.well-known/jwks.json',
      ]),
    );
    expect(doc.paths['/auth/v1/token']?.post?.tags).toEqual(['auth']);
    expect(Object.keys(doc.paths).some((path) => path.startsWith('/dev/'))).toBe(false);
  });
});
