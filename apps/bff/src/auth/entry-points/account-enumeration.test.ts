// Review 2026-11-26 L2: sign-up and passwordless sign-in must answer an address that has an
// account exactly as one that has none, while the real owner still learns what to do.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSession } from '../../test/auth-session';
import { adminQuery } from '../../test/database';
import {
  openLink,
  startAuthServer,
  uniqueEmail,
  uniquePhone,
  verifyLinkOf,
  type AuthServerKit,
} from '../../test/auth-server-kit';

let kit: AuthServerKit;
let strict: AuthServerKit;

beforeAll(async () => {
  kit = await startAuthServer();
  strict = await startAuthServer({ AUTH_OTP_MIN_INTERVAL_SECONDS: '60' });
});

afterAll(async () => {
  await Promise.all([kit.close(), strict.close()]);
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/;

/**
 * An answer with what must differ between two sign-ups (the address, fresh ids, the current
 * time) replaced by placeholders; ids keep their relations (<id 1> wherever the first id is …).
 */
function masked(answer: unknown, address?: string): unknown {
  const ids = new Map<string, string>();
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk);
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, walk(inner)]));
    }
    if (address !== undefined && value === address) return '<address>';
    if (typeof value === 'string' && UUID.test(value)) {
      if (!ids.has(value)) ids.set(value, `<id ${ids.size + 1}>`);
      return ids.get(value);
    }
    if (typeof value === 'string' && TIME.test(value)) return '<time>';
    return value;
  };
  return walk(answer);
}

/** POST /auth/v1/signup as a browser sends it: status and body. */
async function signUpRaw(target: AuthServerKit, body: Record<string, unknown>) {
  const response = await fetch(`${target.baseUrl}/auth/v1/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', apikey: target.testApp.config.publicConfig.anonKey },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** POST /auth/v1/otp: status and body. */
async function otpRaw(target: AuthServerKit, body: Record<string, unknown>) {
  const response = await fetch(`${target.baseUrl}/auth/v1/otp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', apikey: target.testApp.config.publicConfig.anonKey },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const data = { full_name: 'Asha Rao', organization_name: 'Rao Seeds' };

describe('sign-up of an address that has an account', () => {
  it('when a confirmed e-mail signs up again, then the answer equals a new sign-up but for fresh ids and times, and the owner is told they already have an account', async () => {
    const owner = await createTestSession(kit.testApp, { userMetadata: { full_name: 'Real Owner' } });
    const email = owner.email!;

    const newEmail = uniqueEmail('new');
    const fresh = await signUpRaw(kit, { email: newEmail, password: 'secret123', data });
    const again = await signUpRaw(kit, { email, password: 'secret123', data });

    expect(again.status).toBe(fresh.status);
    expect(masked(again.body, email)).toEqual(masked(fresh.body, newEmail));
    expect(again.body.id).not.toBe(owner.userId);
    expect(again.body.identities).toEqual([
      expect.objectContaining({
        provider: 'email',
        identity_data: expect.objectContaining({ email, email_verified: false }),
      }),
    ]);
    expect(JSON.stringify(again.body)).not.toContain('Real Owner');
    const [notice, ...older] = await kit.inbox(email);
    expect(notice).toMatchObject({ kind: 'account_exists', subject: 'You already have a Seed Portal account' });
    expect(notice!.body).toContain(`${kit.baseUrl}/login`);
    expect(notice!.body).toContain(`${kit.baseUrl}/forgot-password`);
    expect(notice!.body).not.toMatch(/\b\d{6}\b/);
    expect(older.filter((message) => message.kind === 'signup')).toEqual([]);
  });

  it('when an unconfirmed address signs up again, then it gets a new confirmation and an answer that shows nothing stored about it', async () => {
    const email = uniqueEmail('unconfirmed');
    const first = await signUpRaw(kit, { email, password: 'secret123', data: { full_name: 'First Try' } });

    const newEmail = uniqueEmail('new');
    const fresh = await signUpRaw(kit, { email: newEmail, password: 'secret123', data });
    const again = await signUpRaw(kit, { email, password: 'secret456', data });

    expect(masked(again.body, email)).toEqual(masked(fresh.body, newEmail));
    expect(again.body.id).not.toBe(first.body.id);
    expect(JSON.stringify(again.body)).not.toContain('First Try');
    const confirmation = await kit.lastMessage(email);
    expect(confirmation.kind).toBe('signup');
    const location = await openLink(verifyLinkOf(confirmation));
    expect(location.hash).toContain('access_token=');
    const { error } = await kit.client().auth.signInWithPassword({ email, password: 'secret456' });
    expect(error).toBeNull();
  });

  it('when a confirmed phone signs up again, then the answer equals a new phone sign-up and the number gets a notice, not a code', async () => {
    const phone = uniquePhone();
    await createTestSession(kit.testApp, { phone });

    const newPhone = uniquePhone();
    const fresh = await signUpRaw(kit, { phone: `+91${newPhone}`, password: 'secret123', data });
    const again = await signUpRaw(kit, { phone: `+91${phone}`, password: 'secret123', data });

    expect(again.status).toBe(fresh.status);
    expect(masked(again.body, `91${phone}`)).toEqual(masked(fresh.body, `91${newPhone}`));
    const sms = await kit.lastMessage(`91${phone}`);
    expect(sms).toMatchObject({ channel: 'sms', kind: 'account_exists' });
    expect(sms.body).not.toMatch(/\b\d{6}\b/);
  });

  it('when supabase-js signs up an existing address, then it sees a user with an identity and no session, as for a new one', async () => {
    const owner = await createTestSession(kit.testApp);

    const { data: answer, error } = await kit.client().auth.signUp({ email: owner.email!, password: 'secret123' });

    expect(error).toBeNull();
    expect(answer.session).toBeNull();
    expect(answer.user?.identities).toHaveLength(1);
  });

  it('when an address signs up twice within the interval, then the second answer is the same 429 whether or not it had an account', async () => {
    const owner = await createTestSession(strict.testApp);
    const newEmail = uniqueEmail('twice');
    await signUpRaw(strict, { email: newEmail, password: 'secret123', data });
    await signUpRaw(strict, { email: owner.email!, password: 'secret123', data });

    const forNew = await signUpRaw(strict, { email: newEmail, password: 'secret123', data });
    const forOwner = await signUpRaw(strict, { email: owner.email!, password: 'secret123', data });

    expect(forNew.status).toBe(429);
    expect(forOwner.status).toBe(429);
    expect(forOwner.body.error_code).toBe(forNew.body.error_code);
    expect(String(forOwner.body.msg)).toMatch(/^For security purposes, you can only request this after \d+ seconds\.$/);
    expect((await strict.inbox(owner.email!)).filter((message) => message.kind === 'account_exists')).toHaveLength(1);
  });
});

describe('magic link and SMS code without user creation', () => {
  it('when the address has no account, then the answer is the one an account gets, and the address is told it has none', async () => {
    const owner = await createTestSession(kit.testApp);
    const stranger = uniqueEmail('nobody');

    const known = await otpRaw(kit, { email: owner.email, create_user: false });
    const unknown = await otpRaw(kit, { email: stranger, create_user: false });

    expect(unknown).toEqual(known);
    const [notice, ...more] = await kit.inbox(stranger);
    expect(more).toEqual([]);
    expect(notice).toMatchObject({ kind: 'no_account', subject: 'No Seed Portal account for this address' });
    expect(notice!.body).toContain(`${kit.baseUrl}/register`);
    expect(notice!.body).not.toMatch(/\b\d{6}\b/);
    const { error } = await kit.client().auth.signInWithPassword({ email: stranger, password: 'anything' });
    expect(error?.code).toBe('invalid_credentials');
  });

  it('when a number has no account, then the answer has a message id like an account gets, and nothing is sent', async () => {
    const phone = uniquePhone();
    await createTestSession(kit.testApp, { phone });
    const strangerPhone = uniquePhone();

    const known = await otpRaw(kit, { phone: `+91${phone}`, create_user: false });
    const unknown = await otpRaw(kit, { phone: `+91${strangerPhone}`, create_user: false });

    expect(unknown.status).toBe(known.status);
    expect(masked(unknown.body)).toEqual(masked(known.body));
    expect(await kit.inbox(`91${strangerPhone}`)).toEqual([]);
  });

  it('when supabase-js asks for a link for an unknown address, then no error, as for a known one', async () => {
    const { data: answer, error } = await kit
      .client()
      .auth.signInWithOtp({ email: uniqueEmail('nobody'), options: { shouldCreateUser: false } });

    expect(error).toBeNull();
    expect(answer).toEqual({ user: null, session: null, messageId: undefined });
  });

  it('when a link is asked for twice within the interval, then the second answer is the same 429 whether or not the address has an account', async () => {
    const owner = await createTestSession(strict.testApp);
    const stranger = uniqueEmail('nobody-twice');
    await otpRaw(strict, { email: owner.email, create_user: false });
    await otpRaw(strict, { email: stranger, create_user: false });

    const known = await otpRaw(strict, { email: owner.email, create_user: false });
    const unknown = await otpRaw(strict, { email: stranger, create_user: false });

    expect(known.status).toBe(429);
    expect(unknown.status).toBe(429);
    expect(unknown.body.error_code).toBe(known.body.error_code);
    expect(await strict.inbox(stranger)).toHaveLength(1);
  });

  it('when sign-ups are off and a link is asked for an unknown address with user creation on, then the same answer as a known address, and no account', async () => {
    const closed = await startAuthServer({ AUTH_ENABLE_SIGNUP: 'false' });
    try {
      const owner = await createTestSession(closed.testApp);
      const stranger = uniqueEmail('closed');

      const known = await otpRaw(closed, { email: owner.email, create_user: true });
      const unknown = await otpRaw(closed, { email: stranger, create_user: true });

      expect(unknown).toEqual(known);
      expect((await closed.lastMessage(stranger)).kind).toBe('no_account');
    } finally {
      await closed.close();
    }
  });
});

describe("notices in the recipient's language (issue 30)", () => {
  it('when a confirmed address whose owner chose Marathi signs up again, then the owner is told in Marathi', async () => {
    const owner = await createTestSession(kit.testApp);
    await adminQuery(`insert into public.profiles (auth_id, language) values ($1, 'mr')`, [owner.userId]);

    await kit.client({ headers: { 'Accept-Language': 'en-IN' } }).auth.signUp({
      email: owner.email!,
      password: 'secret123',
    });

    const notice = await kit.lastMessage(owner.email!);
    expect(notice).toMatchObject({ kind: 'account_exists', subject: 'बियाणे ट्रेसेबिलिटी पोर्टलवर आपले खाते आधीच आहे' });
    expect(notice.body).toContain(`पासवर्ड विसरलात? तो रीसेट करा: ${kit.baseUrl}/forgot-password`);
  });

  it('when a Marathi browser asks for a link for an address without an account, then the notice is Marathi', async () => {
    const stranger = uniqueEmail('nobody-mr');

    await kit
      .client({ headers: { 'Accept-Language': 'mr-IN,mr;q=0.9,en;q=0.5' } })
      .auth.signInWithOtp({ email: stranger, options: { shouldCreateUser: false } });

    const notice = await kit.lastMessage(stranger);
    expect(notice).toMatchObject({ kind: 'no_account', subject: 'या पत्त्याचे बियाणे ट्रेसेबिलिटी पोर्टलवर खाते नाही' });
    expect(notice.body).toContain(`नोंदणी करा: ${kit.baseUrl}/register`);
  });
});
