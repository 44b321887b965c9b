// Organization isolation, endpoint by endpoint: an anonymous caller, an admin of another
// organization and a signed-in user without an organization get nothing of organization A's
// farms — 401 / 403 / 404, or their own (empty) data — and organization A is unchanged.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import { signUp } from '../../test/accounts';
import { createTestSession, type TestSession } from '../../test/auth-session';
import { adminQuery } from '../../test/database';
import { createFullTestApp, type FullTestApp } from '../../test/full-app';
import { api } from '../../test/http';
import { describeOrganizationIsolation, type IsolationCase, outsiderCallers } from '../../test/organization-isolation';
import { farmInput, square } from '../../test/farms-kit';

let testApp: FullTestApp;
let ownerA: Awaited<ReturnType<typeof signUp>>;
let outsider: Awaited<ReturnType<typeof signUp>>;
let noOrganization: TestSession;
let farmA: { id: string; identifier: string };
let secretsOfA: string[];

const label = `Isofarm-${randomBytes(3).toString('hex')}`;

const stateOfA = () =>
  adminQuery(
    `select id, name, identifier, address, total_area, ownership_status, extensions.st_astext(boundary) as boundary, updated_at
     from public.farms where organization_id = $1 order by id`,
    [ownerA.organizationId],
  );

beforeAll(async () => {
  testApp = createFullTestApp();
  ownerA = await signUp(testApp, {
    userMetadata: { full_name: `${label} Admin`, organization_name: `${label} Seeds` },
  });
  const created = await api(testApp, ownerA)
    .post('/api/v1/farms')
    .send(farmInput({ name: `${label} Farm`, address: `${label} Road`, boundary: square(73.5, 19.5, 0.02) }))
    .expect(201);
  farmA = created.body.farm;
  outsider = await signUp(testApp, { userMetadata: { full_name: 'Other Admin', organization_name: 'Other Seeds' } });
  noOrganization = await createTestSession(testApp);
  secretsOfA = [ownerA.organizationId!, ownerA.userId, label, farmA.id, farmA.identifier];
});

afterAll(async () => {
  await testApp.close();
});

/**
 * The status each caller gets: anonymous; otherOrganization, an admin of organization B (their
 * own data at most); noOrganization, a signed-in user who has no organization yet.
 */
type Case = IsolationCase<'anonymous' | 'otherOrganization' | 'noOrganization'>;

const editBody = () => ({ ...farmInput({ name: 'Hijacked' }), location: { latitude: 19.5, longitude: 73.5 } });

const cases: Case[] = [
  {
    endpoint: 'GET /api/v1/farms',
    send: (c) => api(testApp, c).get('/api/v1/farms?limit=500'),
    anonymous: 401,
    otherOrganization: 200,
    noOrganization: 403,
  },
  {
    endpoint: 'POST /api/v1/farms',
    send: (c) =>
      api(testApp, c)
        .post('/api/v1/farms')
        .send(farmInput({ name: 'Theirs', boundary: square(73.5, 19.5, 0.02) })),
    anonymous: 401,
    otherOrganization: 201,
    noOrganization: 403,
  },
  {
    endpoint: "POST /api/v1/farms/overlaps (farm A's boundary)",
    send: (c) =>
      api(testApp, c)
        .post('/api/v1/farms/overlaps')
        .send({ boundary: square(73.5, 19.5, 0.02) }),
    anonymous: 401,
    otherOrganization: 200,
    noOrganization: 403,
  },
  {
    endpoint: 'GET /api/v1/farms/export',
    send: (c) => api(testApp, c).get('/api/v1/farms/export?format=csv'),
    anonymous: 401,
    otherOrganization: 200,
    noOrganization: 403,
  },
  {
    endpoint: 'GET /api/v1/farms/{id}',
    send: (c) => api(testApp, c).get(`/api/v1/farms/${farmA.id}`),
    anonymous: 401,
    otherOrganization: 404,
    noOrganization: 403,
  },
  {
    endpoint: 'PATCH /api/v1/farms/{id}',
    send: (c) => api(testApp, c).patch(`/api/v1/farms/${farmA.id}`).send(editBody()),
    anonymous: 401,
    otherOrganization: 404,
    noOrganization: 403,
  },
  {
    endpoint: 'GET /api/v1/dashboard',
    send: (c) => api(testApp, c).get('/api/v1/dashboard'),
    anonymous: 401,
    otherOrganization: 200,
    noOrganization: 200,
  },
];

describeOrganizationIsolation({
  title: 'farms organization isolation',
  callers: outsiderCallers(
    () => outsider,
    () => noOrganization,
  ),
  cases,
  secretsOfA: () => secretsOfA,
  unchanged: { what: "organization A's farms", state: stateOfA },
  // A farm is answered alone or inside { farm, warning }.
  record: (body) => (body as { farm?: unknown } | undefined)?.farm ?? body,
  coverage: {
    what: 'farms and dashboard',
    document: () => testApp.app.registry.openApiDocument(),
    operations: /\/api\/v1\/(farms|dashboard)/,
  },
});
