// Organization isolation, endpoint by endpoint: an anonymous caller, an admin of another
// organization, a signed-in user without an organization and a member of organization A without
// a role get nothing of organization A's seed lots — 401 / 403 / 404, or their own data — and
// organization A's lots, ownership and claim codes are unchanged. A's lot ids cannot be probed:
// another organization's lot answers exactly like a lot that does not exist. The last block is
// the designed cross-organization path: the supplier redeems A's real claim code, and still
// reads nothing of A.
import { randomBytes } from 'node:crypto';
import {
  SEED_LOT_MESSAGES as M,
  type SeedLotDetail,
  type SeedLotList,
  type UnregisteredSourceCreated,
} from '@seed/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitationEmailTo, signUp } from '../../test/accounts';
import { createTestSession, type TestSession } from '../../test/auth-session';
import { adminQuery } from '../../test/database';
import { createFullTestApp, type FullTestApp } from '../../test/full-app';
import { api } from '../../test/http';
import {
  describeOrganizationIsolation,
  type IsolationCase,
  roleLimitedCallers,
  roleLimitedCase,
  type RoleLimitedKey,
} from '../../test/organization-isolation';

let testApp: FullTestApp;
let ownerA: Awaited<ReturnType<typeof signUp>>;
let rolelessA: TestSession;
let outsider: Awaited<ReturnType<typeof signUp>>;
let noOrganization: TestSession;
/** A's active unregistered source, and the one A moved to the trash. */
let activeA: UnregisteredSourceCreated;
let trashedA: UnregisteredSourceCreated;
/** A's private variety of the crop (variety-choices must not show it to anyone else). */
let privateVarietyA: { id: string; display_name: string };
let hi1544: string;
let wheatId: string;
let secretsOfA: string[];

const label = `Isolot-${randomBytes(3).toString('hex')}`;
/** A lot id of the right shape that no lot has. */
const missingLotId = 'SL-20000101-0000000-0000';
/** A claim code of the right shape that no lot has. */
const wrongCode = 'ABCD-EF01-2345-6789-ABCD-EF01';

const stateOfA = async () => ({
  lots: await adminQuery(
    `select id, status, deleted_at, origin_organization_id, updated_at
     from public.seed_lots where grower_organization_id = $1 order by id`,
    [ownerA.organizationId],
  ),
  ownership: await adminQuery(
    `select o.id, o.seed_lot_id, o.owner_organization_id, o.quantity_owned::text, o.unit_of_measure, o.updated_at
     from public.lot_ownership o join public.seed_lots l on l.id = o.seed_lot_id
     where l.grower_organization_id = $1 or o.owner_organization_id = $1 order by o.id`,
    [ownerA.organizationId],
  ),
  claimCodes: await adminQuery(
    `select c.id, c.seed_lot_id, c.revoked_at, c.redeemed_at, c.redeemed_by_organization_id
     from public.lot_claim_codes c join public.seed_lots l on l.id = c.seed_lot_id
     where l.grower_organization_id = $1 order by c.id`,
    [ownerA.organizationId],
  ),
});

const source = (overrides: Record<string, unknown> = {}) => ({
  crop_id: wheatId,
  variety_id: hi1544,
  pack_size: 25,
  quantity: 40,
  generation: 'Foundation',
  notes: `${label} notes`,
  ...overrides,
});

/** A second member of A through the invitation flow, then without a role. */
async function rolelessMemberOf(admin: Awaited<ReturnType<typeof signUp>>): Promise<TestSession> {
  const email = `roleless-${randomBytes(4).toString('hex')}@example.test`;
  await api(testApp, admin).post('/api/v1/organization/invitations').send({ email }).expect(201);
  const { token } = await invitationEmailTo(email);
  const member = await createTestSession(testApp, { email, userMetadata: { full_name: `${label} Member` } });
  await api(testApp, member).post(`/api/v1/invitations/${token}/accept`).expect(200);
  const [profile] = await adminQuery<{ organization_id: string }>(
    `update public.profiles set role = null where auth_id = $1 returning organization_id`,
    [member.userId],
  );
  expect(profile?.organization_id).toBe(admin.organizationId);
  return member;
}

beforeAll(async () => {
  testApp = createFullTestApp();
  const [master] = await adminQuery<{ id: string; crop_id: string }>(
    `select id, crop_id from public.varieties where name = 'HI 1544'`,
  );
  hi1544 = master!.id;
  wheatId = master!.crop_id;
  ownerA = await signUp(testApp, {
    userMetadata: { full_name: `${label} Admin`, organization_name: `${label} Seeds` },
  });
  privateVarietyA = (
    await api(testApp, ownerA)
      .post('/api/v1/varieties')
      .send({
        source: 'custom',
        crop_id: wheatId,
        display_name: `${label} Private Wheat`,
        visibility: 'private',
        seasons: ['rabi'],
        recommended_states: ['Punjab'],
      })
      .expect(201)
  ).body;
  activeA = (await api(testApp, ownerA).post('/api/v1/seed-lots/unregistered').send(source()).expect(201)).body;
  trashedA = (
    await api(testApp, ownerA)
      .post('/api/v1/seed-lots/unregistered')
      .send(source({ variety_id: null, org_variety_id: privateVarietyA.id }))
      .expect(201)
  ).body;
  await api(testApp, ownerA).delete(`/api/v1/seed-lots/${trashedA.lot.id}`).expect(204);
  rolelessA = await rolelessMemberOf(ownerA);
  outsider = await signUp(testApp, { userMetadata: { full_name: 'Other Admin', organization_name: 'Other Seeds' } });
  noOrganization = await createTestSession(testApp);
  secretsOfA = [
    ownerA.organizationId!,
    ownerA.userId,
    ownerA.profileId,
    label,
    activeA.lot.id,
    trashedA.lot.id,
    activeA.claim_code,
    trashedA.claim_code,
    privateVarietyA.id,
  ];
  // What the harness compares before and after: two lots, their ownership and their codes.
  const state = await stateOfA();
  expect([state.lots.length, state.ownership.length, state.claimCodes.length]).toEqual([2, 2, 2]);
});

afterAll(async () => {
  await testApp.close();
});

/**
 * The status each caller gets: anonymous; otherOrganization, an admin of organization B (their
 * own data at most); noOrganization, a signed-in user who has no organization yet;
 * rolelessMember, a member of organization A itself without a role (spec 2 §6: reads too are
 * for admins and managers).
 */
type Case = IsolationCase<RoleLimitedKey>;

const callers = roleLimitedCallers(
  () => outsider,
  () => noOrganization,
  () => rolelessA,
);

/** A list endpoint: B gets its own (200), the others 401 / 403. */
const listCase = (note: string, query: () => string): Case =>
  roleLimitedCase(`GET /api/v1/seed-lots (${note})`, (c) => api(testApp, c).get(`/api/v1/seed-lots?${query()}`));

/** An endpoint on one of A's lots: 404 for B (as if it did not exist), 401 / 403 for the others. */
const lotCase = (endpoint: string, send: Case['send']): Case => roleLimitedCase(endpoint, send, 404);

const cases: Case[] = [
  listCase('overview', () => 'limit=100'),
  listCase('overview, the trash', () => 'tab=overview&deleted=true&limit=100'),
  listCase("overview, searching A's lot id", () => `search=${encodeURIComponent(activeA.lot.id)}&limit=100`),
  listCase("overview, searching A's variety name", () => `search=${encodeURIComponent(label)}&limit=100`),
  listCase(
    'overview, type, status and crop filters',
    () => `type=unregistered_source&status=active&crop=${wheatId}&limit=100`,
  ),
  listCase('unregistered', () => 'tab=unregistered&limit=100'),
  listCase("unregistered, searching A's trashed lot id", () => `tab=unregistered&search=${trashedA.lot.id}`),
  listCase('production', () => 'tab=production&limit=100'),
  listCase('packaging', () => 'tab=packaging&limit=100'),
  {
    endpoint: "GET /api/v1/variety-choices (the crop of A's private variety)",
    send: (c) => api(testApp, c).get(`/api/v1/variety-choices?crop=${wheatId}`),
    anonymous: 401,
    otherOrganization: 200,
    noOrganization: 403,
    rolelessMember: 403,
  },
  {
    endpoint: "POST /api/v1/seed-lots/unregistered (B's own lot)",
    send: (c) =>
      api(testApp, c)
        .post('/api/v1/seed-lots/unregistered')
        .send(source({ notes: 'Theirs' })),
    anonymous: 401,
    otherOrganization: 201,
    noOrganization: 403,
    rolelessMember: 403,
  },
  {
    endpoint: "POST /api/v1/seed-lots/unregistered (of A's private variety)",
    send: (c) =>
      api(testApp, c)
        .post('/api/v1/seed-lots/unregistered')
        .send(source({ variety_id: null, org_variety_id: privateVarietyA.id, notes: 'Borrowed' })),
    anonymous: 401,
    otherOrganization: 400,
    noOrganization: 403,
    rolelessMember: 403,
  },
  {
    endpoint: 'POST /api/v1/seed-lot-claims (a wrong code)',
    send: (c) => api(testApp, c).post('/api/v1/seed-lot-claims').send({ code: wrongCode }),
    anonymous: 401,
    otherOrganization: 404,
    noOrganization: 403,
    rolelessMember: 403,
  },
  lotCase("GET /api/v1/seed-lots/{id} (A's active lot)", (c) =>
    api(testApp, c).get(`/api/v1/seed-lots/${activeA.lot.id}`),
  ),
  lotCase("GET /api/v1/seed-lots/{id} (A's trashed lot)", (c) =>
    api(testApp, c).get(`/api/v1/seed-lots/${trashedA.lot.id}`),
  ),
  lotCase("DELETE /api/v1/seed-lots/{id} (A's active lot)", (c) =>
    api(testApp, c).delete(`/api/v1/seed-lots/${activeA.lot.id}`),
  ),
  lotCase("DELETE /api/v1/seed-lots/{id}/permanently (A's trashed lot)", (c) =>
    api(testApp, c).delete(`/api/v1/seed-lots/${trashedA.lot.id}/permanently`),
  ),
  lotCase("DELETE /api/v1/seed-lots/{id}/permanently (A's active lot)", (c) =>
    api(testApp, c).delete(`/api/v1/seed-lots/${activeA.lot.id}/permanently`),
  ),
  lotCase("POST /api/v1/seed-lots/{id}/restore (A's trashed lot)", (c) =>
    api(testApp, c).post(`/api/v1/seed-lots/${trashedA.lot.id}/restore`),
  ),
  lotCase("POST /api/v1/seed-lots/{id}/claim-code (A's active lot)", (c) =>
    api(testApp, c).post(`/api/v1/seed-lots/${activeA.lot.id}/claim-code`),
  ),
  lotCase("DELETE /api/v1/seed-lots/{id}/claim-code (A's active lot)", (c) =>
    api(testApp, c).delete(`/api/v1/seed-lots/${activeA.lot.id}/claim-code`),
  ),
  ...(['production', 'packaging'] as const).map((purpose): Case => ({
    endpoint: `GET /api/v1/seed-lots/source-options (${purpose})`,
    send: (c) => api(testApp, c).get(`/api/v1/seed-lots/source-options?purpose=${purpose}`),
    anonymous: 401,
    otherOrganization: 200,
    noOrganization: 403,
    rolelessMember: 403,
  })),
  lotCase("POST /api/v1/seed-lots/production (drawing from A's lot)", (c) =>
    api(testApp, c)
      .post('/api/v1/seed-lots/production')
      .send({
        sources: [{ lot_id: activeA.lot.id, quantity: 1, unit: 'packages' }],
        farms: [{ farm_id: '00000000-0000-4000-8000-000000000001', area_used: 1 }],
        generation: 'F2',
      }),
  ),
  lotCase("POST /api/v1/seed-lots/packaging (packing A's lot)", (c) =>
    api(testApp, c)
      .post('/api/v1/seed-lots/packaging')
      .send({
        parents: [{ lot_id: activeA.lot.id, quantity: 1, unit: 'packages' }],
        pack_size: 25,
        pack_unit: 'Kg',
        packages_count: 1,
        packaging_date: '2026-11-23',
      }),
  ),
  lotCase("PATCH /api/v1/seed-lots/{id} (A's active lot)", (c) =>
    api(testApp, c).patch(`/api/v1/seed-lots/${activeA.lot.id}`).send({ generation: 'Hijacked', notes: 'Stolen' }),
  ),
  lotCase("POST /api/v1/seed-lots/{id}/harvests (A's lot)", (c) =>
    api(testApp, c)
      .post(`/api/v1/seed-lots/${activeA.lot.id}/harvests`)
      .send({ harvest_date: '2026-11-23', actual_yield: 10, pack_size: 25 }),
  ),
];

/** Admin-only reports: their refusal has words of its own. */
const adminOnlyCases: Case[] = [
  {
    endpoint: "GET /api/v1/seed-lots/mass-balance (B's own lots)",
    send: (c) => api(testApp, c).get('/api/v1/seed-lots/mass-balance?all=true'),
    anonymous: 401,
    otherOrganization: 200,
    noOrganization: 403,
    rolelessMember: 403,
  },
];

/** The EPCIS export (issue 31): its refusals have words of their own. */
const epcisCases: Case[] = [
  lotCase("GET /api/v1/seed-lots/{id}/epcis (A's active lot)", (c) =>
    api(testApp, c).get(`/api/v1/seed-lots/${activeA.lot.id}/epcis`),
  ),
  lotCase("GET /api/v1/seed-lots/{id}/trace-report (A's active lot)", (c) =>
    api(testApp, c).get(`/api/v1/seed-lots/${activeA.lot.id}/trace-report`),
  ),
  {
    endpoint: "GET /api/v1/epcis/events (B's own events, asking for A's lot)",
    send: (c) =>
      api(testApp, c)
        .get('/api/v1/epcis/events')
        .query({ MATCH_anyEPC: `${testApp.config.auth.siteUrl}/seed-lots/${activeA.lot.id}` }),
    anonymous: 401,
    otherOrganization: 200,
    noOrganization: 403,
    rolelessMember: 403,
  },
];

describeOrganizationIsolation({
  title: 'seed lots organization isolation',
  callers,
  cases: [...cases, ...adminOnlyCases, ...epcisCases],
  secretsOfA: () => secretsOfA,
  unchanged: { what: "organization A's seed lots, their ownership and claim codes", state: stateOfA },
  coverage: {
    what: 'seed lots, seed-lot claims, variety choices and EPCIS',
    document: () => testApp.app.registry.openApiDocument(),
    operations: /\/api\/v1\/(seed-lots|seed-lot-claims|variety-choices|epcis)/,
  },
});

describe('the words of the refusals', () => {
  const each = () => cases.map((c) => [c.endpoint, c.send] as const);

  it("when a member of A without a role calls any endpoint, then 403 'Only admins and managers can manage seed lots'", async () => {
    for (const [endpoint, send] of each()) {
      const response = await send(rolelessA);
      expect([endpoint, response.status, response.body?.error?.message]).toEqual([endpoint, 403, M.rolesRequired]);
    }
  });

  it("when a user without an organization calls any endpoint, then 403 'User organization not found'", async () => {
    for (const [endpoint, send] of each()) {
      const response = await send(noOrganization);
      expect([endpoint, response.status, response.body?.error?.message]).toEqual([endpoint, 403, M.noOrganization]);
    }
  });

  it("when the other organization asks for A's lots, then each answer is the one of a lot that does not exist", async () => {
    const asB = () => api(testApp, outsider);
    const calls: [string, (id: string) => ReturnType<ReturnType<typeof api>['get']>][] = [
      ['GET', (id) => asB().get(`/api/v1/seed-lots/${id}`)],
      ['DELETE', (id) => asB().delete(`/api/v1/seed-lots/${id}`)],
      ['DELETE permanently', (id) => asB().delete(`/api/v1/seed-lots/${id}/permanently`)],
      ['POST restore', (id) => asB().post(`/api/v1/seed-lots/${id}/restore`)],
      ['POST claim-code', (id) => asB().post(`/api/v1/seed-lots/${id}/claim-code`)],
      ['DELETE claim-code', (id) => asB().delete(`/api/v1/seed-lots/${id}/claim-code`)],
    ];
    for (const [what, call] of calls) {
      const missing = await call(missingLotId);
      expect([what, missing.status, missing.body]).toEqual([
        what,
        404,
        { error: { code: 'seed_lot_not_found', message: M.notFound } },
      ]);
      for (const lot of [activeA.lot.id, trashedA.lot.id]) {
        const theirs = await call(lot);
        expect([what, theirs.status, theirs.body]).toEqual([what, missing.status, missing.body]);
      }
    }
  });
});

describe("the other organization's answers", () => {
  it("when B lists every tab, then only B's own lots come back, none of A's", async () => {
    for (const query of [
      'limit=100',
      'deleted=true&limit=100',
      'tab=unregistered&limit=100',
      'tab=production&limit=100',
      'tab=packaging&limit=100',
    ]) {
      const list = (await api(testApp, outsider).get(`/api/v1/seed-lots?${query}`).expect(200)).body as SeedLotList;
      expect(list.items.every((lot) => lot.is_grower)).toBe(true);
      expect(list.items.map((lot) => lot.id)).not.toContain(activeA.lot.id);
      expect(list.items.map((lot) => lot.id)).not.toContain(trashedA.lot.id);
    }
  });

  it("when B asks for the variety choices of A's crop, then the masters come back and none of A's varieties", async () => {
    const choices = (await api(testApp, outsider).get(`/api/v1/variety-choices?crop=${wheatId}`).expect(200)).body;
    expect(choices.masters.map((v: { id: string }) => v.id)).toContain(hi1544);
    expect(choices.organization.map((v: { id: string }) => v.id)).not.toContain(privateVarietyA.id);
    const ofA = (await api(testApp, ownerA).get(`/api/v1/variety-choices?crop=${wheatId}`).expect(200)).body;
    expect(ofA.organization.map((v: { id: string }) => v.id)).toContain(privateVarietyA.id);
  });
});

describe("the supplier redeems A's real claim code (the designed cross-organization path)", () => {
  // Runs after the harness's blocks (vitest keeps the order within a file), so their
  // "unchanged" check has already been made when A's lot gains an origin here.
  let ownLotB: UnregisteredSourceCreated;

  beforeAll(async () => {
    ownLotB = (
      await api(testApp, outsider)
        .post('/api/v1/seed-lots/unregistered')
        .send(source({ notes: 'The source B sold from' }))
        .expect(201)
    ).body;
  });

  it("when B links one of A's lots as the source, then 404 and the code is still unredeemed", async () => {
    const response = await api(testApp, outsider)
      .post('/api/v1/seed-lot-claims')
      .send({ code: activeA.claim_code, source_lot_id: trashedA.lot.id });
    expect([response.status, response.body?.error?.message]).toEqual([404, M.claimSourceNotFound]);
    const [code] = await adminQuery<{ redeemed_at: string | null }>(
      `select redeemed_at from public.lot_claim_codes where seed_lot_id = $1 and revoked_at is null`,
      [activeA.lot.id],
    );
    expect(code).toEqual({ redeemed_at: null });
  });

  it("when B redeems it with its own lot as the source, then 200 and A's lot names B as its origin", async () => {
    const response = await api(testApp, outsider)
      .post('/api/v1/seed-lot-claims')
      .send({ code: activeA.claim_code, source_lot_id: ownLotB.lot.id });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toEqual({
      seed_lot_id: activeA.lot.id,
      crop_name: 'Wheat',
      variety_name: 'HI 1544',
      linked_source_lot_id: ownLotB.lot.id,
    });
    const [lot] = await adminQuery<{ origin_organization_id: string }>(
      `select origin_organization_id from public.seed_lots where id = $1`,
      [activeA.lot.id],
    );
    expect(lot?.origin_organization_id).toBe(outsider.organizationId);
  });

  it("when B then reads or changes A's lot, then 404 as before: the origin is not an owner", async () => {
    await api(testApp, outsider).get(`/api/v1/seed-lots/${activeA.lot.id}`).expect(404);
    await api(testApp, outsider).delete(`/api/v1/seed-lots/${activeA.lot.id}`).expect(404);
    await api(testApp, outsider).post(`/api/v1/seed-lots/${activeA.lot.id}/claim-code`).expect(404);
    const list = (await api(testApp, outsider).get('/api/v1/seed-lots?limit=100').expect(200)).body as SeedLotList;
    expect(list.items.map((lot) => lot.id)).not.toContain(activeA.lot.id);
    const search = (
      await api(testApp, outsider)
        .get(`/api/v1/seed-lots?search=${encodeURIComponent(activeA.lot.id)}`)
        .expect(200)
    ).body as SeedLotList;
    expect(search).toMatchObject({ items: [], total: 0 });
  });

  it('when B redeems the same code again, then 409 (used)', async () => {
    const response = await api(testApp, outsider).post('/api/v1/seed-lot-claims').send({ code: activeA.claim_code });
    expect([response.status, response.body?.error?.message]).toEqual([409, M.claimCodeUsed]);
  });

  it("when A lists its lots, then none of B's lots are among them, and B's source shows in A's lineage without its details", async () => {
    for (const query of ['limit=100', 'deleted=true&limit=100', 'tab=unregistered&limit=100']) {
      const list = (await api(testApp, ownerA).get(`/api/v1/seed-lots?${query}`).expect(200)).body as SeedLotList;
      expect(list.items.map((lot) => lot.id)).not.toContain(ownLotB.lot.id);
      expect(list.items.every((lot) => lot.is_grower)).toBe(true);
    }
    await api(testApp, ownerA).get(`/api/v1/seed-lots/${ownLotB.lot.id}`).expect(404);
    const detail = (await api(testApp, ownerA).get(`/api/v1/seed-lots/${activeA.lot.id}`).expect(200))
      .body as SeedLotDetail;
    expect(detail.claim).toMatchObject({ has_active_code: false, origin_organization_name: 'Other Seeds' });
    expect(detail.owners.map((o) => o.organization_id)).toEqual([ownerA.organizationId]);
    const sourceOfB = detail.lineage.find((lot) => lot.id === ownLotB.lot.id);
    expect(sourceOfB).toMatchObject({
      direction: 'ancestor',
      visible: false,
      status: null,
      deleted_at: null,
      created_at: null,
    });
  });

  it("when A's member without a role tries the redeemed lot, then 403 still", async () => {
    const response = await api(testApp, rolelessA).get(`/api/v1/seed-lots/${activeA.lot.id}`);
    expect([response.status, response.body?.error?.message]).toEqual([403, M.rolesRequired]);
  });
});
