import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  openLink,
  redirectParams,
  startAuthServer,
  uniqueEmail,
  uniquePhone,
  verifyLinkOf,
  type AuthServerKit,
} from '../../test/auth-server-kit';
import { createTestSession } from '../../test/auth-session';

let kit: AuthServerKit;

beforeAll(async () => {
  kit = await startAuthServer();
});

afterAll(async () => {
  await kit.close();
});

/** Signs up by e-mail and confirms through the link of the confirmation e-mail. */
async function confirmedEmailUser(label: string, password = 'secret123') {
  const email = uniqueEmail(label);
  const client = kit.client();
  const { error } = await client.auth.signUp({ email, password, options: { data: { full_name: 'Asha Rao' } } });
  if (error) throw error;
  await openLink(verifyLinkOf(await kit.lastMessage(email)));
  return { email, password };
}

describe('sign-up by e-mail', () => {
  it('when a user signs up, then they get no session and a confirmation e-mail whose link signs them in', async () => {
    const email = uniqueEmail('signup');
    const client = kit.client();

    const { data, error } = await client.auth.signUp({
      email,
      password: 'secret123',
      options: { data: { full_name: 'Asha Rao' }, emailRedirectTo: `${kit.baseUrl}/auth/callback` },
    });

    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user).toMatchObject({
      email,
      user_metadata: { full_name: 'Asha Rao' },
      app_metadata: { provider: 'email' },
    });
    expect(data.user?.email_confirmed_at).toBeUndefined();
    const message = await kit.lastMessage(email);
    expect(message).toMatchObject({ channel: 'email', kind: 'signup', subject: 'Confirm your signup' });

    const location = await openLink(verifyLinkOf(message));

    expect(`${location.origin}${location.pathname}`).toBe(`${kit.baseUrl}/auth/callback`);
    const params = redirectParams(location);
    expect(params).toMatchObject({ token_type: 'bearer', type: 'signup', expires_in: '3600' });
    const { data: user } = await client.auth.getUser(params.access_token);
    expect(user.user?.email_confirmed_at).toEqual(expect.any(String));
  });

  it('when the user signs in before confirming, then "Email not confirmed"', async () => {
    const email = uniqueEmail('unconfirmed');
    const client = kit.client();
    await client.auth.signUp({ email, password: 'secret123' });

    const { data, error } = await client.auth.signInWithPassword({ email, password: 'secret123' });

    expect(data.session).toBeNull();
    expect(error).toMatchObject({ status: 400, code: 'email_not_confirmed', message: 'Email not confirmed' });
  });

  it('when a confirmation link is opened twice, then the second time redirects with otp_expired', async () => {
    const email = uniqueEmail('twice');
    await kit.client().auth.signUp({ email, password: 'secret123' });
    const link = verifyLinkOf(await kit.lastMessage(email));
    await openLink(link);

    const params = redirectParams(await openLink(link));

    expect(params).toMatchObject({ error: 'access_denied', error_code: 'otp_expired' });
  });

  it('when an address that has an account signs up, then the password is hashed all the same (no faster answer)', async () => {
    const { email } = await confirmedEmailUser('timing');
    const hash = vi.spyOn(kit.testApp.app.auth.deps!.hasher, 'hash');
    try {
      await kit.client().auth.signUp({ email, password: 'other-password' });
      const forExisting = hash.mock.calls.length;
      await kit.client().auth.signUp({ email: uniqueEmail('timing-new'), password: 'other-password' });
      const forNew = hash.mock.calls.length - forExisting;

      expect(forExisting).toBe(1);
      expect(forNew).toBe(1);
    } finally {
      hash.mockRestore();
    }
  });

  it('when the password is shorter than 6 characters, then weak_password', async () => {
    const { error } = await kit.client().auth.signUp({ email: uniqueEmail('weak'), password: '12345' });

    expect(error).toMatchObject({
      status: 422,
      code: 'weak_password',
      message: 'Password should be at least 6 characters.',
    });
  });
});

describe('password sign-in', () => {
  it('when a confirmed e-mail user signs in, then they get a session whose user is theirs', async () => {
    const { email, password } = await confirmedEmailUser('signin');
    const client = kit.client();

    const { data, error } = await client.auth.signInWithPassword({ email, password });

    expect(error).toBeNull();
    expect(data.session).toMatchObject({ token_type: 'bearer', expires_in: 3600 });
    expect(data.user).toMatchObject({ email, user_metadata: { full_name: 'Asha Rao', email_verified: true } });
    expect(data.user?.identities?.[0]).toMatchObject({ provider: 'email', identity_data: { email } });
  });

  it('when the password is wrong, then supabase-js reports "Invalid login credentials"', async () => {
    const { email } = await confirmedEmailUser('wrong');

    const { data, error } = await kit.client().auth.signInWithPassword({ email, password: 'not-it' });

    expect(data.session).toBeNull();
    expect(error).toMatchObject({
      name: 'AuthApiError',
      status: 400,
      code: 'invalid_credentials',
      message: 'Invalid login credentials',
    });
  });

  it('when the account does not exist, then the same "Invalid login credentials"', async () => {
    const { error } = await kit
      .client()
      .auth.signInWithPassword({ email: uniqueEmail('nobody'), password: 'secret123' });

    expect(error).toMatchObject({ code: 'invalid_credentials', message: 'Invalid login credentials' });
  });

  it('when a confirmed phone user signs in with the number as typed, then it is normalized to +91 and they get a session', async () => {
    const phone = uniquePhone();
    await createTestSession(kit.testApp, { phone, password: 'secret123' });

    const { data, error } = await kit
      .client()
      .auth.signInWithPassword({ phone: `+91 ${phone}`, password: 'secret123' });

    expect(error).toBeNull();
    expect(data.user).toMatchObject({ phone: `91${phone}`, app_metadata: { provider: 'phone', providers: ['phone'] } });
  });
});

describe('sessions', () => {
  it('when the session is refreshed, then a new token pair replaces the old one', async () => {
    const { email, password } = await confirmedEmailUser('refresh');
    const client = kit.client();
    const { data: signedIn } = await client.auth.signInWithPassword({ email, password });

    const { data, error } = await client.auth.refreshSession();

    expect(error).toBeNull();
    expect(data.session?.refresh_token).not.toBe(signedIn.session?.refresh_token);
    expect(data.session?.access_token).toEqual(expect.any(String));
    expect(data.user?.email).toBe(email);
  });

  it('when a spent refresh token is used within the reuse interval, then the current token comes back', async () => {
    const { email, password } = await confirmedEmailUser('reuse-ok');
    const client = kit.client();
    const { data: signedIn } = await client.auth.signInWithPassword({ email, password });
    const first = signedIn.session!.refresh_token;
    const { data: rotated } = await client.auth.refreshSession({ refresh_token: first });

    const { data, error } = await kit.client().auth.refreshSession({ refresh_token: first });

    expect(error).toBeNull();
    expect(data.session?.refresh_token).toBe(rotated.session?.refresh_token);
  });

  it('when a spent refresh token is used after the reuse interval, then the whole session is revoked', async () => {
    const strict = await startAuthServer({ AUTH_REFRESH_TOKEN_REUSE_INTERVAL_SECONDS: '0' });
    try {
      const session = await createTestSession(strict.testApp);
      const client = strict.client();
      const { data: rotated } = await client.auth.refreshSession({ refresh_token: session.refreshToken });

      const { error } = await strict.client().auth.refreshSession({ refresh_token: session.refreshToken });

      expect(error).toMatchObject({
        status: 400,
        code: 'refresh_token_already_used',
        message: 'Invalid Refresh Token: Already Used',
      });
      const { error: afterRevoke } = await strict
        .client()
        .auth.refreshSession({ refresh_token: rotated.session!.refresh_token });
      expect(afterRevoke).toMatchObject({ code: 'refresh_token_not_found' });
      const { error: userError } = await strict.client().auth.getUser(rotated.session!.access_token);
      expect(userError).toMatchObject({ name: 'AuthSessionMissingError' });
    } finally {
      await strict.close();
    }
  });

  it('when getUser is called with the access token, then the user comes back with identities', async () => {
    const session = await createTestSession(kit.testApp, { userMetadata: { full_name: 'Ravi K' } });

    const { data, error } = await kit.client().auth.getUser(session.accessToken);

    expect(error).toBeNull();
    expect(data.user).toMatchObject({
      id: session.userId,
      email: session.email,
      user_metadata: { full_name: 'Ravi K' },
    });
  });
});

describe('sign-out scopes', () => {
  async function threeSessions() {
    const { email, password } = await confirmedEmailUser('scopes');
    const clients = [kit.client(), kit.client(), kit.client()];
    const sessions = [];
    for (const client of clients)
      sessions.push((await client.auth.signInWithPassword({ email, password })).data.session!);
    return { clients, sessions };
  }
  const alive = async (refreshToken: string) =>
    !(await kit.client().auth.refreshSession({ refresh_token: refreshToken })).error;

  it('when signing out locally, then only this session ends', async () => {
    const { clients, sessions } = await threeSessions();

    const { error } = await clients[0]!.auth.signOut({ scope: 'local' });

    expect(error).toBeNull();
    expect(await alive(sessions[0]!.refresh_token)).toBe(false);
    expect(await alive(sessions[1]!.refresh_token)).toBe(true);
  });

  it('when signing out others, then every other session ends and this one stays', async () => {
    const { clients, sessions } = await threeSessions();

    await clients[0]!.auth.signOut({ scope: 'others' });

    expect(await alive(sessions[1]!.refresh_token)).toBe(false);
    expect(await alive(sessions[2]!.refresh_token)).toBe(false);
    expect(await alive(sessions[0]!.refresh_token)).toBe(true);
  });

  it('when signing out globally, then every session ends', async () => {
    const { clients, sessions } = await threeSessions();

    await clients[0]!.auth.signOut({ scope: 'global' });

    for (const session of sessions) expect(await alive(session.refresh_token)).toBe(false);
    expect((await clients[0]!.auth.getSession()).data.session).toBeNull();
  });
});

describe('password change', () => {
  it('when a signed-in user updates their password, then the new one works and the old one does not', async () => {
    const { email, password } = await confirmedEmailUser('change');
    const client = kit.client();
    await client.auth.signInWithPassword({ email, password });

    const { error } = await client.auth.updateUser({ password: 'brand-new-pass' });

    expect(error).toBeNull();
    expect((await kit.client().auth.signInWithPassword({ email, password })).error?.code).toBe('invalid_credentials');
    expect((await kit.client().auth.signInWithPassword({ email, password: 'brand-new-pass' })).error).toBeNull();
  });

  it('when the current password is sent with the new one, then a wrong one is current_password_mismatch and the right one changes it in this session', async () => {
    const { email, password } = await confirmedEmailUser('current');
    const client = kit.client();
    await client.auth.signInWithPassword({ email, password });

    const wrong = await client.auth.updateUser({ password: 'brand-new-pass', current_password: 'not-it' });
    expect(wrong.error).toMatchObject({ status: 400, code: 'current_password_mismatch' });
    expect((await kit.client().auth.signInWithPassword({ email, password })).error).toBeNull();

    const right = await client.auth.updateUser({ password: 'brand-new-pass', current_password: password });
    expect(right.error).toBeNull();
    // The session that changed it stays signed in (no second sign-in, so an aal2 session keeps aal2).
    expect((await client.auth.getUser()).error).toBeNull();
    expect((await kit.client().auth.signInWithPassword({ email, password: 'brand-new-pass' })).error).toBeNull();
  });

  it('when the new password equals the old one, then same_password', async () => {
    const { email, password } = await confirmedEmailUser('same');
    const client = kit.client();
    await client.auth.signInWithPassword({ email, password });

    const { error } = await client.auth.updateUser({ password });

    expect(error).toMatchObject({ status: 422, code: 'same_password' });
  });

  it('when user metadata is updated, then it is merged into user_metadata', async () => {
    const { email, password } = await confirmedEmailUser('meta');
    const client = kit.client();
    await client.auth.signInWithPassword({ email, password });

    const { data } = await client.auth.updateUser({ data: { company_name: 'Green Seeds' } });

    expect(data.user?.user_metadata).toMatchObject({ full_name: 'Asha Rao', company_name: 'Green Seeds' });
  });
});
