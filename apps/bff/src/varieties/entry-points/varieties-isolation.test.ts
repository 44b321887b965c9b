// Organization isolation, endpoint by endpoint: an anonymous caller, an admin of another
// organization and a signed-in user without an organization get nothing of organization A's
// varieties — 401 / 403 / 404, or their own data — and organization A's rows are unchanged.
// A's shared row is readable by the other organization but not writable (the last block).
import { randomBytes } from 'node:crypto';
import type { OrganizationVariety } from '@seed/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../test/accounts';
import { createTestSession, type TestSession } from '../../test/auth-session';
import { adminQuery } from '../../test/database';
import { createFullTestApp, type FullTestApp } from '../../test/full-app';
import { api } from '../../test/http';
import { describeOrganizationIsolation, type IsolationCase, outsiderCallers } from '../../test/organization-isolation';

let testApp: FullTestApp;
let ownerA: Awaited<ReturnType<typeof signUp>>;
let outsider: Awaited<ReturnType<typeof signUp>>;
let noOrganization: TestSession;
let privateA: OrganizationVariety;
let sharedA: OrganizationVariety;
let masterId: string;
let wheatId: string;
let secretsOfA: string[];

const label = `Isovar-${randomBytes(3).toString('hex')}`;

const stateOfA = () =>
  adminQuery(
    `select id, display_name, custom_description, characteristics, recommended_states::text[], seasons::text[],
       maturity_days, visibility, is_active, updated_at
     from public.organization_variety_data where organization_id = $1 order by id`,
    [ownerA.organizationId],
  );

const custom = (name: string, visibility: 'private' | 'shared') => ({
  source: 'custom',
  crop_id: wheatId,
  display_name: name,
  custom_description: `${name} description`,
  visibility,
  seasons: ['rabi'],
  recommended_states: ['Punjab'],
  characteristics: { 'Yield (q/ha)': 48 },
});

beforeAll(async () => {
  testApp = createFullTestApp();
  const [master] = await adminQuery<{ id: string; crop_id: string }>(
    `select id, crop_id from public.varieties where name = 'HI 1544'`,
  );
  masterId = master!.id;
  wheatId = master!.crop_id;
  ownerA = await signUp(testApp, {
    userMetadata: { full_name: `${label} Admin`, organization_name: `${label} Seeds` },
  });
  const imported = await api(testApp, ownerA).post('/api/v1/varieties/import').send({ master_variety_id: masterId });
  expect(imported.status).toBe(201);
  privateA = (
    await api(testApp, ownerA)
      .post('/api/v1/varieties')
      .send(custom(`${label} Private`, 'private'))
      .expect(201)
  ).body;
  sharedA = (
    await api(testApp, ownerA)
      .post('/api/v1/varieties')
      .send(custom(`Shared ${label}`, 'shared'))
      .expect(201)
  ).body;
  outsider = await signUp(testApp, { userMetadata: { full_name: 'Other Admin', organization_name: 'Other Seeds' } });
  noOrganization = await createTestSession(testApp);
  secretsOfA = [ownerA.organizationId!, ownerA.userId, label, privateA.id, imported.body.id, sharedA.id];
});

afterAll(async () => {
  await testApp.close();
});

type Case = IsolationCase<'anonymous' | 'otherOrganization' | 'noOrganization'>;

const editBody = { display_name: 'Hijacked', visibility: 'shared', characteristics: { Stolen: 1 } };

const cases: Case[] = [
  {
    endpoint: 'GET /api/v1/crops',
    send: (c) => api(testApp, c).get('/api/v1/crops'),
    anonymous: 401,
    otherOrganization: 200,
    noOrganization: 403,
  },
  {
    endpoint: 'GET /api/v1/varieties (my)',
    send: (c) => api(testApp, c).get('/api/v1/varieties?limit=100'),
    anonymous: 401,
    otherOrganization: 200,
    noOrganization: 403,
  },
  {
    endpoint: "GET /api/v1/varieties (discover, searching A's names)",
    send: (c) => api(testApp, c).get(`/api/v1/varieties?tab=discover&limit=100&search=${label}`),
    anonymous: 401,
    otherOrganization: 200,
    noOrganization: 403,
  },
  {
    endpoint: 'POST /api/v1/varieties',
    send: (c) => api(testApp, c).post('/api/v1/varieties').send(custom('Theirs', 'private')),
    anonymous: 401,
    otherOrganization: 201,
    noOrganization: 403,
  },
  {
    endpoint: "POST /api/v1/varieties/import (the master A imported: B's own copy)",
    send: (c) => api(testApp, c).post('/api/v1/varieties/import').send({ master_variety_id: masterId }),
    anonymous: 401,
    otherOrganization: 201,
    noOrganization: 403,
  },
  {
    endpoint: "GET /api/v1/varieties/{id} (A's private variety)",
    send: (c) => api(testApp, c).get(`/api/v1/varieties/${privateA.id}`),
    anonymous: 401,
    otherOrganization: 404,
    noOrganization: 403,
  },
  {
    endpoint: "PATCH /api/v1/varieties/{id} (A's private variety)",
    send: (c) => api(testApp, c).patch(`/api/v1/varieties/${privateA.id}`).send(editBody),
    anonymous: 401,
    otherOrganization: 404,
    noOrganization: 403,
  },
  {
    endpoint: "PATCH /api/v1/varieties/{id} (A's shared variety)",
    send: (c) => api(testApp, c).patch(`/api/v1/varieties/${sharedA.id}`).send(editBody),
    anonymous: 401,
    otherOrganization: 404,
    noOrganization: 403,
  },
  {
    endpoint: "DELETE /api/v1/varieties/{id} (A's private variety)",
    send: (c) => api(testApp, c).delete(`/api/v1/varieties/${privateA.id}`),
    anonymous: 401,
    otherOrganization: 404,
    noOrganization: 403,
  },
  {
    endpoint: "DELETE /api/v1/varieties/{id} (A's shared variety)",
    send: (c) => api(testApp, c).delete(`/api/v1/varieties/${sharedA.id}`),
    anonymous: 401,
    otherOrganization: 404,
    noOrganization: 403,
  },
];

describeOrganizationIsolation({
  title: 'varieties organization isolation',
  callers: outsiderCallers(
    () => outsider,
    () => noOrganization,
  ),
  cases,
  secretsOfA: () => secretsOfA,
  unchanged: { what: "organization A's varieties", state: stateOfA },
  coverage: {
    what: 'varieties and crops',
    document: () => testApp.app.registry.openApiDocument(),
    operations: /\/api\/v1\/(varieties|crops)/,
  },
});

describe("organization A's shared variety", () => {
  it('when an admin of another organization reads it, then it comes back read-only (as A saved it)', async () => {
    const response = await api(testApp, outsider).get(`/api/v1/varieties/${sharedA.id}`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: sharedA.id,
      organization_id: ownerA.organizationId,
      display_name: sharedA.display_name,
      visibility: 'shared',
    });
  });

  it('when anonymous or a user without an organization reads it, then 401 / 403', async () => {
    await api(testApp, null).get(`/api/v1/varieties/${sharedA.id}`).expect(401);
    await api(testApp, noOrganization).get(`/api/v1/varieties/${sharedA.id}`).expect(403);
  });

  it("when the other organization lists its varieties, then A's shared one is not among them", async () => {
    const response = await api(testApp, outsider).get('/api/v1/varieties?limit=100').expect(200);
    expect(response.body.my.map((v: { id: string }) => v.id)).not.toContain(sharedA.id);
  });
});
