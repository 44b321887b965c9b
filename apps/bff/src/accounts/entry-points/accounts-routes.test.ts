import { existsSync } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitationEmailTo, signUp } from '../../test/accounts';
import { createTestSession } from '../../test/auth-session';
import { adminQuery } from '../../test/database';
import { createFullTestApp, type FullTestApp } from '../../test/full-app';
import { api } from '../../test/http';
import { JPEG_BYTES, PNG_BYTES } from '../../test/accounts-kit';

let testApp: FullTestApp;

beforeAll(() => {
  testApp = createFullTestApp();
});

afterAll(async () => {
  await testApp.close();
});

const uniqueEmail = (label: string) => `${label}-${randomBytes(4).toString('hex')}@example.test`;
const errorOf = (response: request.Response) => response.body.error as { code: string; message: string };

/** An admin with an organization, and a manager invited into it through the API. */
async function organizationWithManager(label = 'Team') {
  const admin = await signUp(testApp, { userMetadata: { full_name: `${label} Admin` } });
  const managerEmail = uniqueEmail('manager');
  await api(testApp, admin).post('/api/v1/organization/invitations').send({ email: managerEmail }).expect(201);
  const { token } = await invitationEmailTo(managerEmail);
  const managerSession = await createTestSession(testApp, {
    email: managerEmail,
    userMetadata: { full_name: `${label} Manager` },
  });
  await api(testApp, managerSession).post(`/api/v1/invitations/${token}/accept`).expect(200);
  return { admin, manager: managerSession, organizationId: admin.organizationId! };
}

describe('GET /api/v1/me', () => {
  it('when nobody is signed in, then 401', async () => {
    const response = await api(testApp, null).get('/api/v1/me');

    expect(response.status).toBe(401);
    expect(errorOf(response).code).toBe('unauthorized');
  });

  it('when a signed-in user has no profile yet, then the user comes back with null profile, organization and role', async () => {
    const session = await createTestSession(testApp, {
      phone: `98${randomBytes(4).readUInt32BE() % 100_000_000}`.padEnd(10, '7'),
    });

    const response = await api(testApp, session).get('/api/v1/me');

    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      user: { id: session.userId, email: null, phone: session.phone, email_confirmed: false, phone_confirmed: true },
      profile: null,
      organization: null,
      role: null,
      pending_invitation: null,
    });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('when an invitation waits for the user without a profile, then pending_invitation names the organization and role', async () => {
    const admin = await signUp(testApp, { userMetadata: { full_name: 'Meera Shah', organization_name: 'Shah Seeds' } });
    const email = uniqueEmail('waiting');
    await api(testApp, admin).post('/api/v1/organization/invitations').send({ email, role: 'admin' }).expect(201);
    const invitee = await createTestSession(testApp, { email });

    const response = await api(testApp, invitee).get('/api/v1/me');

    expect(response.body.pending_invitation).toEqual({ organization_name: 'Shah Seeds', role: 'admin' });
  });

  it('when the user has been onboarded, then profile, organization and role come back', async () => {
    const user = await signUp(testApp, { userMetadata: { full_name: 'Kiran Rao' } });

    const response = await api(testApp, user).get('/api/v1/me');

    expect(response.body).toMatchObject({
      user: { id: user.userId, email: user.email, email_confirmed: true },
      profile: { auth_id: user.userId, full_name: 'Kiran Rao', role: 'admin', organization_id: user.organizationId },
      organization: { id: user.organizationId, name: "Kiran Rao's Organization" },
      role: 'admin',
      pending_invitation: null,
    });
  });
});

describe('POST /api/v1/onboarding', () => {
  it('when a new user finishes sign-up, then they are admin of a new active seed_grower organization named after them', async () => {
    const session = await createTestSession(testApp, { userMetadata: { full_name: 'Asha Patel' } });

    const response = await api(testApp, session).post('/api/v1/onboarding');

    expect(response.status).toBe(200);
    expect(response.body.role).toBe('admin');
    expect(response.body.organization).toMatchObject({
      name: "Asha Patel's Organization",
      type: 'seed_grower',
      status: 'active',
      slug: `asha-patels-organization-${session.userId.slice(0, 8)}`,
      owner_id: session.userId,
    });
    expect(response.body.profile).toMatchObject({
      full_name: 'Asha Patel',
      organization_id: response.body.organization.id,
    });
  });

  it('when the user gave an organization name at registration, then the organization takes that name', async () => {
    const session = await createTestSession(testApp, {
      userMetadata: { full_name: 'Ravi Kumar', organization_name: 'Kisan Seeds Pvt Ltd' },
    });

    const response = await api(testApp, session).post('/api/v1/onboarding');

    expect(response.body.organization.name).toBe('Kisan Seeds Pvt Ltd');
    expect(response.body.profile.company_name).toBe('Kisan Seeds Pvt Ltd');
  });

  it('when onboarding runs twice (two tabs), then the second answers the same profile and organization', async () => {
    const session = await createTestSession(testApp, { userMetadata: { full_name: 'Twice' } });

    const [first, second] = await Promise.all([
      api(testApp, session).post('/api/v1/onboarding'),
      api(testApp, session).post('/api/v1/onboarding'),
    ]);

    expect(first.status).toBe(200);
    expect(second.body.profile.id).toBe(first.body.profile.id);
    expect(second.body.organization.id).toBe(first.body.organization.id);
    const [count] = await adminQuery<{ n: number }>(
      'select count(*)::int as n from public.organizations where owner_id = $1',
      [session.userId],
    );
    expect(count?.n).toBe(1);
  });

  it('when a pending invitation matches the confirmed e-mail, then the user joins with the invited role and it is accepted', async () => {
    const admin = await signUp(testApp, {
      userMetadata: { full_name: 'Inviting Admin', organization_name: 'Invite Co' },
    });
    const email = uniqueEmail('callback');
    await api(testApp, admin).post('/api/v1/organization/invitations').send({ email }).expect(201);
    const { token } = await invitationEmailTo(email);
    const invitee = await createTestSession(testApp, { email, userMetadata: { full_name: 'Callback Joiner' } });

    const response = await api(testApp, invitee).post('/api/v1/onboarding');

    expect(response.body).toMatchObject({
      role: 'manager',
      organization: { id: admin.organizationId, name: 'Invite Co' },
    });
    expect((await api(testApp, null).get(`/api/v1/invitations/${token}`)).body.status).toBe('accepted');
  });

  it('when nobody is signed in, then 401', async () => {
    expect((await api(testApp, null).post('/api/v1/onboarding')).status).toBe(401);
  });
});

describe('invitations', () => {
  it('when an admin invites an e-mail, then 201, and the e-mail carries the accept link with the token', async () => {
    const admin = await signUp(testApp, { userMetadata: { full_name: 'Nisha', organization_name: 'Nisha Agro' } });
    const email = uniqueEmail('Invitee').toUpperCase();

    const response = await api(testApp, admin)
      .post('/api/v1/organization/invitations')
      .set('Host', 'evil.example')
      .send({ email });

    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      email: email.toLowerCase(),
      organization_id: admin.organizationId,
      role: 'manager',
      status: 'pending',
      invited_by: admin.userId,
    });
    expect(response.body).not.toHaveProperty('token');
    const mail = await invitationEmailTo(email.toLowerCase());
    expect(mail.subject).toContain('Nisha Agro');
    // The configured site URL (http://localhost:{PORT} by default), never the request's Host.
    expect(mail.link).toMatch(/^http:\/\/localhost:8080\/invitation\?token=[A-Za-z0-9_-]{43}$/);
    const [stored] = await adminQuery<{ hex: string }>(
      `select encode(token_hash, 'hex') as hex from public.organization_invitations where id = $1`,
      [response.body.id],
    );
    expect(stored?.hex).not.toContain(Buffer.from(mail.token).toString('hex'));
  });

  it('when the same e-mail is invited again while pending, then 409 with the spec message', async () => {
    const admin = await signUp(testApp);
    const email = uniqueEmail('twice');
    await api(testApp, admin).post('/api/v1/organization/invitations').send({ email }).expect(201);

    const response = await api(testApp, admin)
      .post('/api/v1/organization/invitations')
      .send({ email: email.toUpperCase() });

    expect(response.status).toBe(409);
    expect(errorOf(response)).toEqual({
      code: 'invitation_already_sent',
      message: 'An invitation has already been sent to this email address',
    });
  });

  it('when a manager invites, then 403 and nothing is created', async () => {
    const { manager } = await organizationWithManager();
    const email = uniqueEmail('by-manager');

    const response = await api(testApp, manager).post('/api/v1/organization/invitations').send({ email });

    expect(response.status).toBe(403);
    expect(errorOf(response).message).toBe('Only admins can invite members or manage invitations');
    expect(await adminQuery('select 1 from public.organization_invitations where email = $1', [email])).toEqual([]);
  });

  it('when the e-mail is missing or invalid, then 400 with the dialog messages', async () => {
    const admin = await signUp(testApp);

    const missing = await api(testApp, admin).post('/api/v1/organization/invitations').send({ role: 'admin' });
    const invalid = await api(testApp, admin).post('/api/v1/organization/invitations').send({ email: 'not-an-email' });

    expect([missing.status, errorOf(missing).message]).toEqual([400, 'Please enter an email address']);
    expect([invalid.status, errorOf(invalid).message]).toEqual([400, 'Please enter a valid email address']);
  });

  it('when the token is unknown, then reading, accepting and declining answer 404 "Invalid or expired invitation."', async () => {
    const user = await createTestSession(testApp);

    for (const response of [
      await api(testApp, null).get('/api/v1/invitations/not-a-real-token'),
      await api(testApp, user).post('/api/v1/invitations/not-a-real-token/accept'),
      await api(testApp, null).post('/api/v1/invitations/not-a-real-token/decline'),
    ]) {
      expect(response.status).toBe(404);
      expect(errorOf(response).message).toBe('Invalid or expired invitation.');
    }
  });

  it('when someone signed out opens the link, then they see organization, role, e-mail and status', async () => {
    const admin = await signUp(testApp, { userMetadata: { organization_name: 'Open Link Seeds' } });
    const email = uniqueEmail('open');
    await api(testApp, admin).post('/api/v1/organization/invitations').send({ email, role: 'admin' }).expect(201);
    const { token } = await invitationEmailTo(email);

    const response = await api(testApp, null).get(`/api/v1/invitations/${token}`);

    expect(response.status).toBe(200);
    expect(response.body).toEqual({ organization_name: 'Open Link Seeds', role: 'admin', email, status: 'pending' });
  });

  it('when the invited user accepts, then they are a member with the role and a second accept is 409', async () => {
    const admin = await signUp(testApp, { userMetadata: { organization_name: 'Accept Agro' } });
    const email = uniqueEmail('accept');
    await api(testApp, admin).post('/api/v1/organization/invitations').send({ email }).expect(201);
    const { token } = await invitationEmailTo(email);
    const invitee = await createTestSession(testApp, { email, userMetadata: { full_name: 'Joiner' } });

    const accepted = await api(testApp, invitee).post(`/api/v1/invitations/${token}/accept`);
    const again = await api(testApp, invitee).post(`/api/v1/invitations/${token}/accept`);

    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({
      role: 'manager',
      organization: { id: admin.organizationId, name: 'Accept Agro' },
      profile: { full_name: 'Joiner', organization_id: admin.organizationId },
    });
    expect([again.status, errorOf(again).message]).toEqual([409, 'This invitation has already been used or canceled.']);
  });

  it('when the signed-in e-mail is not the invited one, then 403 naming the invited address', async () => {
    const admin = await signUp(testApp);
    const email = uniqueEmail('intended');
    await api(testApp, admin).post('/api/v1/organization/invitations').send({ email }).expect(201);
    const { token } = await invitationEmailTo(email);
    const someoneElse = await createTestSession(testApp);

    const response = await api(testApp, someoneElse).post(`/api/v1/invitations/${token}/accept`);

    expect(response.status).toBe(403);
    expect(errorOf(response).message).toBe(
      `This invitation was sent to ${email}. Please sign in with that email address.`,
    );
  });

  it('when the invited e-mail is not confirmed yet, then accepting is 403', async () => {
    const admin = await signUp(testApp);
    const email = uniqueEmail('unconfirmed');
    await api(testApp, admin).post('/api/v1/organization/invitations').send({ email }).expect(201);
    const { token } = await invitationEmailTo(email);
    const invitee = await createTestSession(testApp, { email, confirmed: false });

    const response = await api(testApp, invitee).post(`/api/v1/invitations/${token}/accept`);

    expect(response.status).toBe(403);
    expect(errorOf(response).message).toBe('Please confirm your email address before accepting this invitation.');
  });

  it('when a member of another organization accepts an invitation to their e-mail, then 409 and they stay where they are', async () => {
    const other = await signUp(testApp);
    const admin = await signUp(testApp);
    await api(testApp, admin).post('/api/v1/organization/invitations').send({ email: other.email }).expect(201);
    const { token } = await invitationEmailTo(other.email!);

    const response = await api(testApp, other).post(`/api/v1/invitations/${token}/accept`);

    expect(response.status).toBe(409);
    expect(errorOf(response).message).toBe(
      'You already belong to another organization. Sign in with a different account to accept this invitation.',
    );
    expect((await api(testApp, other).get('/api/v1/me')).body.organization.id).toBe(other.organizationId);
  });

  it('when the holder of the link declines signed out, then it is declined and cannot be answered again', async () => {
    const admin = await signUp(testApp);
    const email = uniqueEmail('decline');
    await api(testApp, admin).post('/api/v1/organization/invitations').send({ email }).expect(201);
    const { token } = await invitationEmailTo(email);

    const declined = await api(testApp, null).post(`/api/v1/invitations/${token}/decline`);
    const again = await api(testApp, null).post(`/api/v1/invitations/${token}/decline`);

    expect(declined.status).toBe(204);
    expect((await api(testApp, null).get(`/api/v1/invitations/${token}`)).body.status).toBe('declined');
    expect([again.status, errorOf(again).message]).toEqual([409, 'This invitation has already been used or canceled.']);
  });

  it('when an admin cancels an invitation, then it is gone and its link is invalid; a manager may not cancel', async () => {
    const { admin, manager } = await organizationWithManager();
    const email = uniqueEmail('cancel');
    const created = await api(testApp, admin).post('/api/v1/organization/invitations').send({ email });
    const { token } = await invitationEmailTo(email);

    const byManager = await api(testApp, manager).delete(`/api/v1/organization/invitations/${created.body.id}`);
    const byAdmin = await api(testApp, admin).delete(`/api/v1/organization/invitations/${created.body.id}`);
    const again = await api(testApp, admin).delete(`/api/v1/organization/invitations/${created.body.id}`);

    expect([byManager.status, errorOf(byManager).message]).toEqual([
      403,
      'Only admins can invite members or manage invitations',
    ]);
    expect(byAdmin.status).toBe(204);
    expect(again.status).toBe(404);
    expect((await api(testApp, null).get(`/api/v1/invitations/${token}`)).status).toBe(404);
  });
});

describe('GET /api/v1/organization/members', () => {
  it('when an admin lists members, then everyone with e-mail and role comes back, and the pending invitations', async () => {
    const { admin, manager, organizationId } = await organizationWithManager('Listing');
    const pendingEmail = uniqueEmail('pending');
    await api(testApp, admin).post('/api/v1/organization/invitations').send({ email: pendingEmail }).expect(201);

    const response = await api(testApp, admin).get('/api/v1/organization/members');

    expect(response.status).toBe(200);
    expect(response.body.members).toEqual([
      { id: expect.any(String), full_name: 'Listing Admin', email: admin.email, role: 'admin' },
      { id: expect.any(String), full_name: 'Listing Manager', email: manager.email, role: 'manager' },
    ]);
    expect(response.body.invitations).toEqual([
      expect.objectContaining({ email: pendingEmail, organization_id: organizationId, status: 'pending' }),
    ]);
  });

  it('when a manager lists members, then the members come back without invitations', async () => {
    const { manager } = await organizationWithManager();

    const response = await api(testApp, manager).get('/api/v1/organization/members');

    expect(response.body.members).toHaveLength(2);
    expect(response.body.invitations).toEqual([]);
  });

  it('when the user has no organization, then 404 "No organization found for user"', async () => {
    const session = await createTestSession(testApp);

    const response = await api(testApp, session).get('/api/v1/organization/members');

    expect([response.status, errorOf(response).message]).toEqual([404, 'No organization found for user']);
  });
});

describe('PUT /api/v1/profile/language', () => {
  it('when a user chooses Marathi, then their profile keeps it and /me answers it on any device', async () => {
    const user = await signUp(testApp);
    const before = await api(testApp, user).get('/api/v1/me');
    expect(before.body.profile.language).toBeNull();

    const response = await api(testApp, user).put('/api/v1/profile/language').send({ language: 'mr' });

    expect([response.status, response.body.language]).toEqual([200, 'mr']);
    expect((await api(testApp, user).get('/api/v1/me')).body.profile.language).toBe('mr');
  });

  it("when the language is not one of the portal's, then 400 with the message and nothing changes", async () => {
    const user = await signUp(testApp);
    await api(testApp, user).put('/api/v1/profile/language').send({ language: 'hi' });

    const response = await api(testApp, user).put('/api/v1/profile/language').send({ language: 'fr' });

    expect([response.status, errorOf(response).message]).toEqual([400, 'Please choose English, Hindi or Marathi']);
    expect((await api(testApp, user).get('/api/v1/me')).body.profile.language).toBe('hi');
  });
});

describe('PATCH /api/v1/profile', () => {
  it('when the user saves name, phone and address, then the profile has them with the phone normalized', async () => {
    const user = await signUp(testApp);

    const response = await api(testApp, user)
      .patch('/api/v1/profile')
      .send({ full_name: '  Sunita Devi ', phone: '098765 43210', address: 'Nashik, Maharashtra' });

    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      full_name: 'Sunita Devi',
      phone: '+919876543210',
      address: 'Nashik, Maharashtra',
    });
  });

  it('when the body tries to change role or organization, then those keys are ignored', async () => {
    const { manager } = await organizationWithManager();

    const response = await api(testApp, manager)
      .patch('/api/v1/profile')
      .send({ full_name: 'Sneaky', role: 'admin', organization_id: '00000000-0000-4000-8000-000000000000' });

    expect(response.body).toMatchObject({ full_name: 'Sneaky', role: 'manager' });
  });

  it('when the full name is blank, then 400 "Full name is required"', async () => {
    const user = await signUp(testApp);

    const response = await api(testApp, user).patch('/api/v1/profile').send({ full_name: '  ', phone: '9876543210' });

    expect([response.status, errorOf(response).message]).toEqual([400, 'Full name is required']);
  });

  it('when the phone is not a phone number, then 400 with the phone message', async () => {
    const user = await signUp(testApp);

    const response = await api(testApp, user).patch('/api/v1/profile').send({ full_name: 'A', phone: '12' });

    expect([response.status, errorOf(response).message]).toEqual([
      400,
      'Please enter a valid phone number with country code (e.g., +91 for India)',
    ]);
  });

  it('when the user has no profile yet, then 404', async () => {
    const session = await createTestSession(testApp);

    const response = await api(testApp, session).patch('/api/v1/profile').send({ full_name: 'Nobody' });

    expect([response.status, errorOf(response).message]).toEqual([404, 'Failed to retrieve profile information']);
  });
});

describe('PUT /api/v1/profile/avatar', () => {
  const upload = (session: { accessToken: string } | null, bytes: Buffer, type: string) =>
    api(testApp, session).put('/api/v1/profile/avatar').set('Content-Type', type).send(bytes);

  it('when a PNG is uploaded, then it is stored under the user id plus a timestamp and served with a 3600 s cache', async () => {
    const user = await signUp(testApp);

    const response = await upload(user, PNG_BYTES, 'image/png');

    expect(response.status).toBe(200);
    expect(response.body.avatar_url).toMatch(
      new RegExp(`^/storage/v1/object/public/user-avatars/${user.userId}/\\d+-[A-Za-z0-9_-]{8}\\.png$`),
    );
    expect(response.body.profile.avatar_url).toBe(response.body.avatar_url);
    const served = await request(testApp.app).get(response.body.avatar_url);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=3600');
    expect(Buffer.from(served.body as Buffer).equals(PNG_BYTES)).toBe(true);
  });

  it('when one user uploads twice in the same millisecond, then both are stored under their own names', async () => {
    const frozen = createFullTestApp({ now: () => 1_790_000_000_000 });
    try {
      const user = await signUp(frozen);
      const put = (bytes: Buffer, type: string) =>
        api(frozen, user).put('/api/v1/profile/avatar').set('Content-Type', type).send(bytes);

      const [first, second] = await Promise.all([put(PNG_BYTES, 'image/png'), put(PNG_BYTES, 'image/png')]);

      expect([first.status, second.status]).toEqual([200, 200]);
      expect(first.body.avatar_url).not.toBe(second.body.avatar_url);
      const me = await api(frozen, user).get('/api/v1/me');
      expect((await request(frozen.app).get(me.body.profile.avatar_url)).status).toBe(200);
    } finally {
      await frozen.close();
    }
  });

  it('when a second picture replaces the first, then the old file is removed', async () => {
    const user = await signUp(testApp);
    const first = await upload(user, PNG_BYTES, 'image/png');
    const oldFile = path.join(testApp.storageDir, first.body.avatar_url.replace('/storage/v1/object/public/', ''));
    expect(existsSync(oldFile)).toBe(true);

    const second = await upload(user, JPEG_BYTES, 'image/jpeg');

    expect(second.status).toBe(200);
    expect(second.body.avatar_url).toMatch(/\.jpg$/);
    expect(existsSync(oldFile)).toBe(false);
    expect((await request(testApp.app).get(first.body.avatar_url)).status).toBe(404);
  });

  it('when the file is not JPEG, PNG, GIF or WebP (by type or by content), then 400 with the spec message', async () => {
    const user = await signUp(testApp);
    const message = 'Please select a valid image file (JPEG, PNG, GIF, or WebP)';

    for (const response of [
      await upload(user, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml'),
      await upload(user, Buffer.from('hello'), 'text/plain'),
      await upload(user, Buffer.from('<html>not a png</html>'), 'image/png'),
    ]) {
      expect([response.status, errorOf(response).message]).toEqual([400, message]);
    }
  });

  it('when the image is over 5 MB, then 413 with the spec message', async () => {
    const user = await signUp(testApp);
    const big = Buffer.concat([PNG_BYTES, Buffer.alloc(5 * 1024 * 1024)]);

    const response = await upload(user, big, 'image/png');

    expect([response.status, errorOf(response).message]).toEqual([
      413,
      'Image is too large. Please select an image under 5MB.',
    ]);
  });

  it('when a served avatar path does not exist, then 404', async () => {
    const response = await request(testApp.app).get('/storage/v1/object/public/user-avatars/nobody/1.png');

    expect(response.status).toBe(404);
  });
});

describe('POST /api/v1/profile/verification/sync', () => {
  it('when the auth server has confirmed the e-mail and phone, then the profile says verified', async () => {
    const session = await createTestSession(testApp, {
      confirmed: false,
      userMetadata: { full_name: 'Late Confirmer' },
    });
    const onboarded = await api(testApp, session).post('/api/v1/onboarding');
    expect(onboarded.body.profile.email_verified).toBe(false);
    await adminQuery('update auth.users set email_confirmed_at = now() where id = $1', [session.userId]);

    const response = await api(testApp, session).post('/api/v1/profile/verification/sync');

    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ email_verified: true, phone_verified: false });
  });

  it('when the user has no profile, then 404', async () => {
    const session = await createTestSession(testApp);

    expect((await api(testApp, session).post('/api/v1/profile/verification/sync')).status).toBe(404);
  });
});

describe('PATCH /api/v1/organization', () => {
  it('when an admin saves name and type with the status as it is, then the organization has them', async () => {
    const admin = await signUp(testApp);

    const response = await api(testApp, admin)
      .patch('/api/v1/organization')
      .send({ name: ' Renamed Seeds ', type: 'testing_agency', status: 'active' });

    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: admin.organizationId,
      name: 'Renamed Seeds',
      type: 'testing_agency',
      status: 'active',
    });
  });

  it('when an admin of a suspended organization sends status active, then 403 and nothing changes', async () => {
    const admin = await signUp(testApp);
    await adminQuery(`update public.organizations set status = 'suspended' where id = $1`, [admin.organizationId]);

    const response = await api(testApp, admin)
      .patch('/api/v1/organization')
      .send({ name: 'Lifted Seeds', type: 'seed_grower', status: 'active' });

    expect([response.status, errorOf(response).code, errorOf(response).message]).toEqual([
      403,
      'organization_status_platform_only',
      "Only the portal's administrators can change an organization's status. Please contact support.",
    ]);
    const [row] = await adminQuery<{ name: string; status: string }>(
      'select name, status from public.organizations where id = $1',
      [admin.organizationId],
    );
    expect(row).toMatchObject({ status: 'suspended' });
    expect(row?.name).not.toBe('Lifted Seeds');
  });

  it('when an admin gives their organization the platform type admin, then 403 and the type stays', async () => {
    const admin = await signUp(testApp);

    const response = await api(testApp, admin)
      .patch('/api/v1/organization')
      .send({ name: 'Platform Now', type: 'admin', status: 'active' });

    expect([response.status, errorOf(response).code]).toEqual([403, 'organization_type_platform_only']);
    const [row] = await adminQuery<{ type: string }>('select type from public.organizations where id = $1', [
      admin.organizationId,
    ]);
    expect(row?.type).toBe('seed_grower');
  });

  it('when a manager saves, then 403 "Only admins can update organization details" and nothing changes', async () => {
    const { manager, organizationId } = await organizationWithManager();

    const response = await api(testApp, manager)
      .patch('/api/v1/organization')
      .send({ name: 'Taken Over', type: 'seed_grower', status: 'active' });

    expect([response.status, errorOf(response).message]).toEqual([403, 'Only admins can update organization details']);
    const [row] = await adminQuery<{ name: string }>('select name from public.organizations where id = $1', [
      organizationId,
    ]);
    expect(row?.name).not.toBe('Taken Over');
  });

  it('when name, type or status is missing, then 400 with its required message', async () => {
    const admin = await signUp(testApp);

    const noName = await api(testApp, admin)
      .patch('/api/v1/organization')
      .send({ name: '', type: 'seed_grower', status: 'active' });
    const noType = await api(testApp, admin).patch('/api/v1/organization').send({ name: 'X', status: 'active' });
    const noStatus = await api(testApp, admin)
      .patch('/api/v1/organization')
      .send({ name: 'X', type: 'seed_grower', status: 'closed' });

    expect(errorOf(noName).message).toBe('Organization name is required');
    expect(errorOf(noType).message).toBe('Organization type is required');
    expect(errorOf(noStatus).message).toBe('Organization status is required');
  });
});

describe('OpenAPI', () => {
  it('when the document is generated, then every accounts endpoint is in it', async () => {
    const document = testApp.app.registry.openApiDocument();
    const operations = Object.entries(document.paths ?? {}).flatMap(([p, item]) =>
      Object.keys(item ?? {}).map((method) => `${method.toUpperCase()} ${p}`),
    );

    expect(operations).toEqual(
      expect.arrayContaining([
        'GET /api/v1/me',
        'POST /api/v1/onboarding',
        'GET /api/v1/invitations/{token}',
        'POST /api/v1/invitations/{token}/accept',
        'POST /api/v1/invitations/{token}/decline',
        'GET /api/v1/organization/members',
        'POST /api/v1/organization/invitations',
        'DELETE /api/v1/organization/invitations/{id}',
        'PATCH /api/v1/profile',
        'PUT /api/v1/profile/avatar',
        'POST /api/v1/profile/verification/sync',
        'PATCH /api/v1/organization',
      ]),
    );
  });
});

describe("the invitation e-mail's language (issue 30)", () => {
  const MARATHI_SUBJECT = 'बियाणे ट्रेसेबिलिटी पोर्टलवर Lang Co मध्ये सामील होण्याचे आमंत्रण';
  const HINDI_SUBJECT = 'बीज ट्रेसेबिलिटी पोर्टल पर Lang Co से जुड़ने का आमंत्रण';
  const admin = () => signUp(testApp, { userMetadata: { full_name: 'Lang Admin', organization_name: 'Lang Co' } });

  it('when the invited address has an account whose person chose Marathi, then the e-mail is Marathi whatever the admin reads', async () => {
    const inviter = await admin();
    await api(testApp, inviter).put('/api/v1/profile/language').send({ language: 'hi' }).expect(200);
    const invitee = await createTestSession(testApp, { email: uniqueEmail('invitee-mr') });
    await adminQuery(`insert into public.profiles (auth_id, language) values ($1, 'mr')`, [invitee.userId]);

    await api(testApp, inviter)
      .post('/api/v1/organization/invitations')
      .set('Accept-Language', 'hi-IN')
      .send({ email: invitee.email })
      .expect(201);

    const mail = await invitationEmailTo(invitee.email!);
    expect(mail.subject).toBe(MARATHI_SUBJECT);
    expect(mail.body).toContain('Lang Admin यांनी आपल्याला');
    expect(mail.body).toContain(`\n${mail.link}\n`);
  });

  it('when the invited address has no account, then the e-mail is in the language the admin chose', async () => {
    const inviter = await admin();
    await api(testApp, inviter).put('/api/v1/profile/language').send({ language: 'mr' }).expect(200);
    const email = uniqueEmail('stranger');

    await api(testApp, inviter).post('/api/v1/organization/invitations').send({ email }).expect(201);

    expect((await invitationEmailTo(email)).subject).toBe(MARATHI_SUBJECT);
  });

  it('when neither has chosen a language, then the e-mail follows the Accept-Language of the invitation request', async () => {
    const inviter = await admin();
    const email = uniqueEmail('stranger');

    await api(testApp, inviter)
      .post('/api/v1/organization/invitations')
      .set('Accept-Language', 'fr-FR, hi;q=0.8, en;q=0.5')
      .send({ email })
      .expect(201);

    expect((await invitationEmailTo(email)).subject).toBe(HINDI_SUBJECT);
  });
});
