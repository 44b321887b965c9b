// Organization isolation, endpoint by endpoint: an anonymous caller, an admin of another
// organization and a signed-in user without an organization get nothing of organization A's
// farms — 401 / 403 / 404, or their own (empty) data — and organization A is unchanged.
import { randomBytes } from 'node:crypto';
import type request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminQuery, api, signUp, type AccountsTestApp } from '../../accounts/accounts-test-kit';
import { createTestSession, type TestSession } from '../../test/auth-session';
import { createFarmsTestApp, farmInput, square } from '../farms-test-kit';

let testApp: AccountsTestApp;
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
let before: Awaited<ReturnType<typeof stateOfA>>;

beforeAll(async () => {
  testApp = createFarmsTestApp();
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
  before = await stateOfA();
});

afterAll(async () => {
  await testApp.close();
});

type Caller = { accessToken: string } | null;
interface Case {
  endpoint: string;
  send: (caller: Caller) => request.Test;
  anonymous: number;
  /** An admin of organization B (their own data at most). */
  otherOrganization: number;
  /** A signed-in user who has no organization yet. */
  noOrganization: number;
}

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
    endpoint: 'GET /api/v1/farms/{id}/boundary',
    send: (c) => api(testApp, c).get(`/api/v1/farms/${farmA.id}/boundary`),
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

const leaks = (response: request.Response) => {
  const text = JSON.stringify(response.body ?? '') + (response.text ?? '');
  return secretsOfA.filter((secret) => text.includes(secret));
};

describe('farms organization isolation', () => {
  it.each(cases)(
    'when an anonymous caller calls $endpoint, then $anonymous and nothing of organization A',
    async (c) => {
      const response = await c.send(null);
      expect(response.status).toBe(c.anonymous);
      expect(leaks(response)).toEqual([]);
    },
  );

  it.each(cases)(
    'when an admin of another organization calls $endpoint, then $otherOrganization and nothing of organization A',
    async (c) => {
      const response = await c.send(outsider);
      expect(response.status).toBe(c.otherOrganization);
      expect(leaks(response)).toEqual([]);
      const farm = response.body?.farm ?? response.body;
      if (farm?.organization_id) expect(farm.organization_id).toBe(outsider.organizationId);
    },
  );

  it.each(cases)(
    'when a user without an organization calls $endpoint, then $noOrganization and nothing of organization A',
    async (c) => {
      const response = await c.send(noOrganization);
      expect(response.status).toBe(c.noOrganization);
      expect(leaks(response)).toEqual([]);
    },
  );

  it("when every case has run, then organization A's farms are unchanged", async () => {
    expect(await stateOfA()).toEqual(before);
  });

  it('when the cases are listed, then they cover every farms and dashboard endpoint of the OpenAPI document', () => {
    const documented = Object.entries(testApp.app.registry.openApiDocument().paths ?? {})
      .flatMap(([path, item]) => Object.keys(item ?? {}).map((method) => `${method.toUpperCase()} ${path}`))
      .filter((operation) => /\/api\/v1\/(farms|dashboard)/.test(operation));
    expect(new Set(cases.map((c) => c.endpoint.split(' (')[0]))).toEqual(new Set(documented));
  });
});
