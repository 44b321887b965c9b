// Organization isolation, endpoint by endpoint: an anonymous caller and a member of another
// organization get nothing of organization A — 401 where a sign-in is required, 404 / their
// own organization's data otherwise — and organization A is unchanged afterwards.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import { invitationEmailTo, signUp } from '../../test/accounts';
import { createTestSession, type TestSession } from '../../test/auth-session';
import { adminQuery } from '../../test/database';
import { createFullTestApp, type FullTestApp } from '../../test/full-app';
import { api } from '../../test/http';
import { describeOrganizationIsolation, type IsolationCase } from '../../test/organization-isolation';
import { PNG_BYTES } from '../../test/accounts-kit';

let testApp: FullTestApp;
let orgA: {
  admin: Awaited<ReturnType<typeof signUp>>;
  manager: TestSession;
  organizationId: string;
  invitationId: string;
  invitationEmail: string;
};
let outsider: Awaited<ReturnType<typeof signUp>>;
/** Strings that identify organization A: none may appear in an answer to the callers below. */
let secretsOfA: string[];

const label = `Alpha-${randomBytes(3).toString('hex')}`;

async function stateOfA() {
  return {
    organization: await adminQuery(
      'select name, type, status, slug, owner_id from public.organizations where id = $1',
      [orgA.organizationId],
    ),
    profiles: await adminQuery(
      'select id, full_name, role, organization_id, phone, address, avatar_url from public.profiles where organization_id = $1 order by id',
      [orgA.organizationId],
    ),
    invitations: await adminQuery(
      'select id, email, status from public.organization_invitations where organization_id = $1 order by id',
      [orgA.organizationId],
    ),
  };
}

beforeAll(async () => {
  testApp = createFullTestApp();
  const admin = await signUp(testApp, {
    userMetadata: { full_name: `${label} Admin`, organization_name: `${label} Seeds` },
  });
  const managerEmail = `${label.toLowerCase()}-manager@example.test`;
  await api(testApp, admin).post('/api/v1/organization/invitations').send({ email: managerEmail }).expect(201);
  const manager = await createTestSession(testApp, {
    email: managerEmail,
    userMetadata: { full_name: `${label} Manager` },
  });
  await api(testApp, manager)
    .post(`/api/v1/invitations/${(await invitationEmailTo(managerEmail)).token}/accept`)
    .expect(200);
  const invitationEmail = `${label.toLowerCase()}-pending@example.test`;
  const invitation = await api(testApp, admin)
    .post('/api/v1/organization/invitations')
    .send({ email: invitationEmail, role: 'admin' });
  await api(testApp, admin).put('/api/v1/profile/avatar').set('Content-Type', 'image/png').send(PNG_BYTES).expect(200);
  orgA = { admin, manager, organizationId: admin.organizationId!, invitationId: invitation.body.id, invitationEmail };
  outsider = await signUp(testApp, { userMetadata: { full_name: 'Bravo Admin', organization_name: 'Bravo Seeds' } });

  const profiles = await adminQuery<{ id: string }>('select id from public.profiles where organization_id = $1', [
    orgA.organizationId,
  ]);
  secretsOfA = [
    orgA.organizationId,
    label,
    admin.userId,
    manager.userId,
    admin.email!,
    managerEmail,
    invitationEmail,
    orgA.invitationId,
    ...profiles.map((p) => p.id),
  ];
});

afterAll(async () => {
  await testApp.close();
});

/** The status each caller gets: anonymous; otherOrganization, a member of organization B (their own data at most). */
type Case = IsolationCase<'anonymous' | 'otherOrganization'>;

const guessedToken = () => randomBytes(32).toString('base64url');

const cases: Case[] = [
  {
    endpoint: 'GET /api/v1/me',
    send: (c) => api(testApp, c).get('/api/v1/me'),
    anonymous: 401,
    otherOrganization: 200,
  },
  {
    endpoint: 'POST /api/v1/onboarding',
    send: (c) => api(testApp, c).post('/api/v1/onboarding'),
    anonymous: 401,
    otherOrganization: 200,
  },
  {
    endpoint: 'GET /api/v1/invitations/{token} (a guessed token)',
    send: (c) => api(testApp, c).get(`/api/v1/invitations/${guessedToken()}`),
    anonymous: 404,
    otherOrganization: 404,
  },
  {
    endpoint: 'POST /api/v1/invitations/{token}/accept (a guessed token)',
    send: (c) => api(testApp, c).post(`/api/v1/invitations/${guessedToken()}/accept`),
    anonymous: 401,
    otherOrganization: 404,
  },
  {
    endpoint: 'POST /api/v1/invitations/{token}/decline (a guessed token)',
    send: (c) => api(testApp, c).post(`/api/v1/invitations/${guessedToken()}/decline`),
    anonymous: 404,
    otherOrganization: 404,
  },
  {
    endpoint: 'GET /api/v1/organization/members',
    send: (c) => api(testApp, c).get('/api/v1/organization/members'),
    anonymous: 401,
    otherOrganization: 200,
  },
  {
    endpoint: 'POST /api/v1/organization/invitations',
    send: (c) =>
      api(testApp, c)
        .post('/api/v1/organization/invitations')
        .send({ email: `iso-${randomBytes(4).toString('hex')}@example.test` }),
    anonymous: 401,
    otherOrganization: 201,
  },
  {
    endpoint: "DELETE /api/v1/organization/invitations/{id} (organization A's invitation)",
    send: (c) => api(testApp, c).delete(`/api/v1/organization/invitations/${orgA.invitationId}`),
    anonymous: 401,
    otherOrganization: 404,
  },
  {
    endpoint: 'PATCH /api/v1/profile',
    send: (c) => api(testApp, c).patch('/api/v1/profile').send({ full_name: 'Changed By Caller', phone: '9876543210' }),
    anonymous: 401,
    otherOrganization: 200,
  },
  {
    endpoint: 'PUT /api/v1/profile/language',
    send: (c) => api(testApp, c).put('/api/v1/profile/language').send({ language: 'mr' }),
    anonymous: 401,
    otherOrganization: 200,
  },
  {
    endpoint: 'PUT /api/v1/profile/avatar',
    send: (c) => api(testApp, c).put('/api/v1/profile/avatar').set('Content-Type', 'image/png').send(PNG_BYTES),
    anonymous: 401,
    otherOrganization: 200,
  },
  {
    endpoint: 'POST /api/v1/profile/verification/sync',
    send: (c) => api(testApp, c).post('/api/v1/profile/verification/sync'),
    anonymous: 401,
    otherOrganization: 200,
  },
  {
    endpoint: 'PATCH /api/v1/organization',
    send: (c) =>
      api(testApp, c)
        .patch('/api/v1/organization')
        .send({ name: 'Bravo Renamed', type: 'seed_grower', status: 'active' }),
    anonymous: 401,
    otherOrganization: 200,
  },
];

describeOrganizationIsolation({
  title: 'organization isolation',
  callers: [
    { key: 'anonymous', who: 'an anonymous caller', session: () => null },
    {
      key: 'otherOrganization',
      who: 'a member of another organization',
      session: () => outsider,
      organizationId: () => outsider.organizationId,
    },
  ],
  cases,
  secretsOfA: () => secretsOfA,
  unchanged: { what: 'organization A, its members and its invitations', state: stateOfA },
  coverage: {
    what: 'accounts',
    document: () => testApp.app.registry.openApiDocument(),
    operations: /\/api\/v1\/(me|onboarding|invitations|organization|profile)/,
  },
});
