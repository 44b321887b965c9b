import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestSession } from '../../test/auth-session';
import {
  codeOf,
  openLink,
  redirectParams,
  startAuthServer,
  uniqueEmail,
  uniquePhone,
  verifyLinkOf,
  type AuthServerKit,
} from '../../test/auth-server-kit';
import { SERVICE } from '../../db/db';
import { adminQuery } from '../../test/database';

let kit: AuthServerKit;

beforeAll(async () => {
  kit = await startAuthServer();
});

afterAll(async () => {
  await kit.close();
});

describe('magic link', () => {
  it('when an existing user asks for a magic link without user creation, then its link signs them in at redirect_to', async () => {
    const session = await createTestSession(kit.testApp);
    const email = session.email!;

    const { error } = await kit.client().auth.signInWithOtp({
      email,
      options: { shouldCreateUser: false, emailRedirectTo: `${kit.baseUrl}/auth/callback` },
    });

    expect(error).toBeNull();
    const message = await kit.lastMessage(email);
    expect(message).toMatchObject({ kind: 'magiclink', subject: 'Your magic link' });
    const location = await openLink(verifyLinkOf(message));
    expect(location.pathname).toBe('/auth/callback');
    const params = redirectParams(location);
    expect(params.type).toBe('magiclink');
    const { data } = await kit.client().auth.getUser(params.access_token);
    expect(data.user?.id).toBe(session.userId);
  });

  it('when the e-mailed code is entered instead of the link, then verifyOtp signs the user in', async () => {
    const session = await createTestSession(kit.testApp);
    const client = kit.client();
    await client.auth.signInWithOtp({ email: session.email!, options: { shouldCreateUser: false } });

    const { data, error } = await client.auth.verifyOtp({
      email: session.email!,
      token: codeOf(await kit.lastMessage(session.email!)),
      type: 'email',
    });

    expect(error).toBeNull();
    expect(data.session?.user.id).toBe(session.userId);
  });

  it('when a link goes to another site, then it redirects to the site URL instead', async () => {
    const session = await createTestSession(kit.testApp);
    await kit.client().auth.signInWithOtp({
      email: session.email!,
      options: { shouldCreateUser: false, emailRedirectTo: 'https://evil.example/steal' },
    });

    const location = await openLink(verifyLinkOf(await kit.lastMessage(session.email!)));

    expect(location.origin).toBe(kit.baseUrl);
  });

  it('when the PKCE flow is used, then the link carries a code that exchangeCodeForSession turns into a session', async () => {
    const session = await createTestSession(kit.testApp);
    const client = kit.client({ flowType: 'pkce' });
    await client.auth.signInWithOtp({
      email: session.email!,
      options: { shouldCreateUser: false, emailRedirectTo: `${kit.baseUrl}/auth/callback` },
    });

    const location = await openLink(verifyLinkOf(await kit.lastMessage(session.email!)));
    const code = location.searchParams.get('code');
    const { data, error } = await client.auth.exchangeCodeForSession(code!);

    expect(location.hash).toBe('');
    expect(error).toBeNull();
    expect(data.session?.user.id).toBe(session.userId);
  });
});

describe('SMS code', () => {
  it('when a new phone user signs up, then an SMS code confirms the phone and signs them in', async () => {
    const phone = uniquePhone();
    const client = kit.client();

    const { data: signedUp, error: signUpError } = await client.auth.signUp({
      phone,
      password: 'secret123',
      options: { data: { full_name: 'Meena' } },
    });
    expect(signUpError).toBeNull();
    expect(signedUp.session).toBeNull();
    const sms = await kit.lastMessage(`91${phone}`);
    expect(sms).toMatchObject({ channel: 'sms', kind: 'sms', subject: null });
    expect(sms.body).toMatch(/^Your seed portal code is \d{6}$/);

    const { data, error } = await client.auth.verifyOtp({ phone: `+91${phone}`, token: codeOf(sms), type: 'sms' });

    expect(error).toBeNull();
    expect(data.user).toMatchObject({
      phone: `91${phone}`,
      user_metadata: { full_name: 'Meena', phone_verified: true },
    });
    expect(data.user?.phone_confirmed_at).toEqual(expect.any(String));
    expect((await kit.client().auth.signInWithPassword({ phone, password: 'secret123' })).error).toBeNull();
  });

  it('when an existing phone user asks for a code (no user creation), then the code signs them in', async () => {
    const phone = uniquePhone();
    const session = await createTestSession(kit.testApp, { phone });
    const client = kit.client();

    const { data: sent, error: sendError } = await client.auth.signInWithOtp({
      phone,
      options: { shouldCreateUser: false },
    });
    expect(sendError).toBeNull();
    expect(sent.messageId).toEqual(expect.any(String));
    const { data, error } = await client.auth.verifyOtp({
      phone,
      token: codeOf(await kit.lastMessage(`91${phone}`)),
      type: 'sms',
    });

    expect(error).toBeNull();
    expect(data.user?.id).toBe(session.userId);
  });

  it('when a code is used twice, then the second time it is refused', async () => {
    const phone = uniquePhone();
    await createTestSession(kit.testApp, { phone });
    await kit.client().auth.signInWithOtp({ phone, options: { shouldCreateUser: false } });
    const token = codeOf(await kit.lastMessage(`91${phone}`));
    await kit.client().auth.verifyOtp({ phone, token, type: 'sms' });

    const { error } = await kit.client().auth.verifyOtp({ phone, token, type: 'sms' });

    expect(error).toMatchObject({ status: 403, code: 'otp_expired', message: 'Token has expired or is invalid' });
  });

  it('when the code has expired, then it is refused', async () => {
    const phone = uniquePhone();
    await createTestSession(kit.testApp, { phone });
    await kit.client().auth.signInWithOtp({ phone, options: { shouldCreateUser: false } });
    const token = codeOf(await kit.lastMessage(`91${phone}`));
    // SMS codes live AUTH_SMS_OTP_EXPIRY_SECONDS (600 s): move their expiry into the past.
    await kit.testApp.db.unitOfWork(SERVICE, {}, (tx) =>
      tx.query(`update auth.one_time_tokens set expires_at = now() - interval '1 second' where relates_to = $1`, [
        `91${phone}`,
      ]),
    );

    const { error } = await kit.client().auth.verifyOtp({ phone, token, type: 'sms' });

    expect(error).toMatchObject({ status: 403, code: 'otp_expired' });
  });

  it('when 5 wrong codes are entered, then the code is locked and even the right one fails', async () => {
    const phone = uniquePhone();
    await createTestSession(kit.testApp, { phone });
    await kit.client().auth.signInWithOtp({ phone, options: { shouldCreateUser: false } });
    const token = codeOf(await kit.lastMessage(`91${phone}`));
    const wrong = token === '000000' ? '111111' : '000000';

    const errors = [];
    for (let i = 0; i < 5; i++)
      errors.push((await kit.client().auth.verifyOtp({ phone, token: wrong, type: 'sms' })).error);
    const { data, error } = await kit.client().auth.verifyOtp({ phone, token, type: 'sms' });

    expect(errors.slice(0, 4).map((e) => e?.message)).toEqual(Array(4).fill('Token has expired or is invalid'));
    expect(errors[4]?.message).toBe('Too many wrong codes: this code no longer works. Please request a new one.');
    expect(data.session).toBeNull();
    expect(error).toMatchObject({ status: 403, code: 'otp_expired' });
  });

  it('when a second code is requested too soon, then GoTrue\'s "only request this after" 429', async () => {
    const strict = await startAuthServer({ AUTH_OTP_MIN_INTERVAL_SECONDS: '60' });
    try {
      const phone = uniquePhone();
      await createTestSession(strict.testApp, { phone });
      await strict.client().auth.signInWithOtp({ phone, options: { shouldCreateUser: false } });

      const { error } = await strict.client().auth.signInWithOtp({ phone, options: { shouldCreateUser: false } });

      expect(error).toMatchObject({ status: 429, code: 'over_sms_send_rate_limit' });
      expect(error?.message).toMatch(/^For security purposes, you can only request this after \d+ seconds\.$/);
    } finally {
      await strict.close();
    }
  });
});

describe('password recovery', () => {
  it('when a user asks to reset, then the link signs them in as a recovery and they can set a new password', async () => {
    const session = await createTestSession(kit.testApp, { password: 'old-password' });
    const email = session.email!;

    const { error } = await kit
      .client()
      .auth.resetPasswordForEmail(email, { redirectTo: `${kit.baseUrl}/reset-password` });

    expect(error).toBeNull();
    const message = await kit.lastMessage(email);
    expect(message).toMatchObject({ kind: 'recovery', subject: 'Reset your password' });
    const location = await openLink(verifyLinkOf(message));
    expect(location.pathname).toBe('/reset-password');
    const params = redirectParams(location);
    expect(params.type).toBe('recovery');
    const client = kit.client();
    await client.auth.setSession({ access_token: params.access_token!, refresh_token: params.refresh_token! });
    const { error: updateError } = await client.auth.updateUser({ password: 'new-password' });
    expect(updateError).toBeNull();
    expect((await kit.client().auth.signInWithPassword({ email, password: 'new-password' })).error).toBeNull();
    expect((await kit.client().auth.signInWithPassword({ email, password: 'old-password' })).error?.code).toBe(
      'invalid_credentials',
    );
  });

  it('when the address has no account, then the answer is the same and nothing is sent', async () => {
    const email = uniqueEmail('ghost');

    const { error } = await kit.client().auth.resetPasswordForEmail(email);

    expect(error).toBeNull();
    expect(await kit.inbox(email)).toEqual([]);
  });
});

describe('resend and reauthenticate', () => {
  it('when the sign-up confirmation is resent, then a new link works and the old one does not', async () => {
    const email = uniqueEmail('resend');
    await kit.client().auth.signUp({ email, password: 'secret123' });
    const oldLink = verifyLinkOf(await kit.lastMessage(email));

    const { error } = await kit.client().auth.resend({ type: 'signup', email });

    expect(error).toBeNull();
    const newLink = verifyLinkOf(await kit.lastMessage(email));
    expect(newLink).not.toBe(oldLink);
    expect(redirectParams(await openLink(oldLink)).error_code).toBe('otp_expired');
    expect(redirectParams(await openLink(newLink)).access_token).toEqual(expect.any(String));
  });

  it('when a signed-in user reauthenticates, then the e-mailed nonce lets them change the password', async () => {
    const secure = await startAuthServer({ AUTH_SECURE_PASSWORD_CHANGE: 'true' });
    try {
      const session = await createTestSession(secure.testApp);
      const client = secure.client();
      await client.auth.setSession({ access_token: session.accessToken, refresh_token: session.refreshToken });
      const { error: without } = await client.auth.updateUser({ password: 'changed-1' });
      expect(without).toMatchObject({ code: 'reauthentication_needed' });

      const { error } = await client.auth.reauthenticate();
      expect(error).toBeNull();
      const nonce = codeOf(await secure.lastMessage(session.email!));
      const { error: changeError } = await client.auth.updateUser({ password: 'changed-1', nonce });

      expect(changeError).toBeNull();
    } finally {
      await secure.close();
    }
  });
});

describe('e-mail and phone change', () => {
  it('when a user changes their phone, then the SMS code sent to the new number applies the change', async () => {
    const session = await createTestSession(kit.testApp);
    const client = kit.client();
    await client.auth.setSession({ access_token: session.accessToken, refresh_token: session.refreshToken });
    const phone = uniquePhone();

    const { data: pending } = await client.auth.updateUser({ phone });
    expect(pending.user).toMatchObject({ new_phone: `91${phone}`, phone: '' });
    const { data, error } = await client.auth.verifyOtp({
      phone,
      token: codeOf(await kit.lastMessage(`91${phone}`)),
      type: 'phone_change',
    });

    expect(error).toBeNull();
    expect(data.user).toMatchObject({ phone: `91${phone}`, app_metadata: { providers: ['email', 'phone'] } });
  });

  it('when a user changes their e-mail, then the link sent to the new address applies it', async () => {
    const session = await createTestSession(kit.testApp);
    const client = kit.client();
    await client.auth.setSession({ access_token: session.accessToken, refresh_token: session.refreshToken });
    const email = uniqueEmail('moved');

    const { data: pending, error: updateError } = await client.auth.updateUser({ email });
    expect(updateError).toBeNull();
    expect(pending.user?.new_email).toBe(email);
    const params = redirectParams(await openLink(verifyLinkOf(await kit.lastMessage(email))));

    const { data } = await kit.client().auth.getUser(params.access_token);
    expect(data.user?.email).toBe(email);
  });
});

describe('delivery', () => {
  it('when SMTP is not configured, then messages stay in the outbox undelivered', async () => {
    const flush = vi.spyOn(kit.testApp.app.auth.deps!.outbox, 'flush');
    const session = await createTestSession(kit.testApp);

    await kit.client().auth.resetPasswordForEmail(session.email!);

    expect(flush).toHaveBeenCalled();
    const [message] = await kit.inbox(session.email!);
    expect(message).toMatchObject({ delivered: false });
    flush.mockRestore();
  });
});

describe("the recipient's language (issue 30)", () => {
  const DEVANAGARI = /[\u0900-\u097F]/;
  const hindiBrowser = { 'Accept-Language': 'hi-IN,hi;q=0.9,en;q=0.8' };

  /** The language the user chose on their profile (a profile as onboarding leaves it, with that choice). */
  const chooseLanguage = (userId: string, language: 'hi' | 'mr') =>
    adminQuery(
      `insert into public.profiles (auth_id, language) values ($1, $2)
       on conflict (auth_id) do update set language = excluded.language`,
      [userId, language],
    );

  it('when a user who chose Marathi asks for a magic link from a Hindi browser, then the e-mail is Marathi and its link signs them in', async () => {
    const session = await createTestSession(kit.testApp);
    await chooseLanguage(session.userId, 'mr');

    await kit.client({ headers: hindiBrowser }).auth.signInWithOtp({
      email: session.email!,
      options: { shouldCreateUser: false },
    });

    const message = await kit.lastMessage(session.email!);
    expect(message).toMatchObject({ kind: 'magiclink', subject: 'आपली मॅजिक लिंक' });
    expect(message.body).toContain('बियाणे ट्रेसेबिलिटी पोर्टलवर साइन इन करण्यासाठी ही लिंक वापरा.');
    expect(redirectParams(await openLink(verifyLinkOf(message))).access_token).toEqual(expect.any(String));
  });

  it('when a user who chose Marathi asks to reset the password, then the reset e-mail is Marathi with its code', async () => {
    const session = await createTestSession(kit.testApp);
    await chooseLanguage(session.userId, 'mr');

    await kit.client().auth.resetPasswordForEmail(session.email!);

    const message = await kit.lastMessage(session.email!);
    expect(message).toMatchObject({ kind: 'recovery', subject: 'आपला पासवर्ड रीसेट करा' });
    expect(message.body).toContain(`किंवा हा कोड प्रविष्ट करा: ${codeOf(message)}`);
  });

  it('when a phone user who chose Marathi asks for a code, then the SMS is Marathi', async () => {
    const phone = uniquePhone();
    const session = await createTestSession(kit.testApp, { phone });
    await chooseLanguage(session.userId, 'mr');

    await kit.client().auth.signInWithOtp({ phone, options: { shouldCreateUser: false } });

    const message = await kit.lastMessage(`91${phone}`);
    expect(message.body).toBe(`आपला बियाणे ट्रेसेबिलिटी पोर्टल कोड ${codeOf(message)} आहे`);
  });

  it('when a user who chose Marathi changes their e-mail, then the new address gets the Marathi confirmation', async () => {
    const session = await createTestSession(kit.testApp);
    await chooseLanguage(session.userId, 'mr');
    const client = kit.client();
    await client.auth.setSession({ access_token: session.accessToken, refresh_token: session.refreshToken });
    const email = uniqueEmail('moved-mr');

    await client.auth.updateUser({ email });

    expect(await kit.lastMessage(email)).toMatchObject({
      kind: 'email_change',
      subject: 'आपल्या नवीन ई-मेल पत्त्याची पुष्टी करा',
    });
  });

  it('when someone new signs up from a Hindi browser, then the confirmation is Hindi; from any other, English', async () => {
    const hindi = uniqueEmail('signup-hi');
    const other = uniqueEmail('signup-fr');

    await kit.client({ headers: hindiBrowser }).auth.signUp({ email: hindi, password: 'secret123' });
    await kit
      .client({ headers: { 'Accept-Language': 'fr-FR,fr;q=0.9' } })
      .auth.signUp({ email: other, password: 'secret123' });

    const message = await kit.lastMessage(hindi);
    expect(message).toMatchObject({ kind: 'signup', subject: 'अपने पंजीकरण की पुष्टि करें' });
    expect(message.body).toMatch(DEVANAGARI);
    expect(redirectParams(await openLink(verifyLinkOf(message))).access_token).toEqual(expect.any(String));
    expect((await kit.lastMessage(other)).subject).toBe('Confirm your signup');
  });
});
