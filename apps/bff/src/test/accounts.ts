// Users and invitations through the accounts component, for the tests of any component.
import { randomBytes } from 'node:crypto';
import { createTestSession, type TestSession, type TestSessionOptions } from './auth-session';
import { withAdminClient } from './database';
import { api } from './http';
import type { TestApp } from './test-app';

/** A real user who has been through onboarding (admin of a new organization unless invited). */
export async function signUp(
  testApp: TestApp,
  options: TestSessionOptions = {},
): Promise<TestSession & { organizationId: string | null; profileId: string }> {
  const session = await createTestSession(testApp, options);
  const response = await api(testApp, session).post('/api/v1/onboarding');
  if (response.status !== 200)
    throw new Error(`onboarding answered ${response.status} ${JSON.stringify(response.body)}`);
  return { ...session, organizationId: response.body.organization?.id ?? null, profileId: response.body.profile.id };
}

/** The newest invitation e-mail to `email` in the auth outbox, with the token of its link. */
export async function invitationEmailTo(
  email: string,
): Promise<{ subject: string; body: string; link: string; token: string }> {
  return withAdminClient(async (client) => {
    const { rows } = await client.query(
      `select subject, body_text from auth.outbox_messages where recipient = $1 and kind = 'invite' order by created_at desc limit 1`,
      [email],
    );
    if (!rows[0]) throw new Error(`no invitation e-mail to ${email}`);
    const link = /https?:\/\/\S+\/invitation\?token=\S+/.exec(rows[0].body_text)?.[0];
    if (!link) throw new Error('the invitation e-mail has no link');
    return {
      subject: rows[0].subject,
      body: rows[0].body_text,
      link,
      token: decodeURIComponent(new URL(link).searchParams.get('token')!),
    };
  });
}

/** An admin with an organization, and a manager invited into it through the API. */
export async function organizationWithManager(testApp: TestApp, label = 'Team') {
  const admin = await signUp(testApp, { userMetadata: { full_name: `${label} Admin` } });
  const managerEmail = `manager-${randomBytes(4).toString('hex')}@example.test`;
  const invited = await api(testApp, admin).post('/api/v1/organization/invitations').send({ email: managerEmail });
  if (invited.status !== 201) throw new Error(`inviting answered ${invited.status} ${JSON.stringify(invited.body)}`);
  const { token } = await invitationEmailTo(managerEmail);
  const manager = await createTestSession(testApp, {
    email: managerEmail,
    userMetadata: { full_name: `${label} Manager` },
  });
  const accepted = await api(testApp, manager).post(`/api/v1/invitations/${token}/accept`);
  if (accepted.status !== 200)
    throw new Error(`accepting answered ${accepted.status} ${JSON.stringify(accepted.body)}`);
  return { admin, manager, organizationId: admin.organizationId! };
}
