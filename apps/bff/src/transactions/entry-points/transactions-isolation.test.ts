// Organization isolation of the transactions, endpoint by endpoint: organization A sells to B (a
// split and a whole lot) and transfers to an e-mail; an anonymous caller, an admin of a third
// organization C, a signed-in user without an organization and a member of A without a role get
// nothing of that sale — 401 / 403 / 404, or their own (empty) data — and A's manifests and
// ownership are unchanged. Organization names are public on the portal by design (the recipient
// search), so the searches here look for something else.
import { TRANSACTION_MESSAGES as M, type Transaction, type UnregisteredSourceCreated } from '@seed/domain';
import { randomBytes } from 'node:crypto';
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
type Member = Awaited<ReturnType<typeof signUp>>;
let ownerA: Member;
let buyerB: Member;
let outsiderC: Member;
let rolelessA: TestSession;
let noOrganization: TestSession;
let lotA: string;
let sale: Transaction;
let waitingId: string;
let secrets: string[];

const label = `Isotx-${randomBytes(3).toString('hex')}`;
const wrongToken = 'ABCD-EF01-2345-6789-ABCD-EF01';

const stateOfA = async () => ({
  manifests: await adminQuery(
    `select id, status, to_org_id, settled_at from public.transaction_manifests
      where from_org_id = $1 or to_org_id = $1 order by id`,
    [ownerA.organizationId],
  ),
  ownership: await adminQuery(
    `select o.id, o.seed_lot_id, o.owner_organization_id, o.quantity_owned::text from public.lot_ownership o
      join public.seed_lots l on l.id = o.seed_lot_id
      where l.grower_organization_id = $1 or o.owner_organization_id = $1 order by o.id`,
    [ownerA.organizationId],
  ),
  settings: await adminQuery(`select accept_transfers_manually from public.organizations where id = $1`, [
    ownerA.organizationId,
  ]),
});

beforeAll(async () => {
  testApp = createFullTestApp();
  const [variety] = await adminQuery<{ id: string; crop_id: string }>(
    `select id, crop_id from public.varieties where name = 'HI 1544'`,
  );
  ownerA = await signUp(testApp, { userMetadata: { full_name: `${label} Admin`, organization_name: `${label} A` } });
  buyerB = await signUp(testApp, { userMetadata: { full_name: `${label} Buyer`, organization_name: `${label} B` } });
  outsiderC = await signUp(testApp, { userMetadata: { full_name: 'Third Admin', organization_name: 'Third Seeds' } });
  noOrganization = await createTestSession(testApp);

  const email = `roleless-${randomBytes(4).toString('hex')}@example.test`;
  await api(testApp, ownerA).post('/api/v1/organization/invitations').send({ email }).expect(201);
  const { token } = await invitationEmailTo(email);
  rolelessA = await createTestSession(testApp, { email });
  await api(testApp, rolelessA).post(`/api/v1/invitations/${token}/accept`).expect(200);
  await adminQuery(`update public.profiles set role = null where auth_id = $1`, [rolelessA.userId]);

  const lot = await api(testApp, ownerA)
    .post('/api/v1/seed-lots/unregistered')
    .send({ crop_id: variety!.crop_id, variety_id: variety!.id, pack_size: 25, quantity: 40, notes: label })
    .expect(201);
  lotA = (lot.body as UnregisteredSourceCreated).lot.id;
  const created = await api(testApp, ownerA)
    .post('/api/v1/transactions')
    .send({
      manifest_type: 'SALE',
      untested_acknowledged: true, // the lot was never tested
      items: [{ lot_id: lotA, quantity: 10, unit: 'packages', price_per_unit: 900, currency: 'INR' }],
      recipient_organization_id: buyerB.organizationId,
      overall_notes: `${label} sale`,
    })
    .expect(201);
  sale = (await api(testApp, buyerB).get(`/api/v1/transactions/${created.body.id}`).expect(200)).body;
  const waiting = await api(testApp, ownerA)
    .post('/api/v1/transactions')
    .send({
      manifest_type: 'TRANSFER',
      items: [{ lot_id: lotA, quantity: 5, unit: 'packages' }],
      recipient_email: `${label.toLowerCase()}@example.test`,
    })
    .expect(201);
  waitingId = waiting.body.id;
  secrets = [
    ownerA.organizationId!,
    buyerB.organizationId!,
    ownerA.userId,
    label,
    lotA,
    sale.id,
    sale.items[0]!.deliveredLotId!,
    waitingId,
  ];
});

afterAll(async () => {
  await testApp.close();
});

type Case = IsolationCase<RoleLimitedKey>;

const callers = roleLimitedCallers(
  () => outsiderC,
  () => noOrganization,
  () => rolelessA,
);

const cases: Case[] = [
  roleLimitedCase('GET /api/v1/transactions', (c) => api(testApp, c).get('/api/v1/transactions?limit=100')),
  roleLimitedCase("GET /api/v1/transactions (A's lot as the filter)", (c) =>
    api(testApp, c).get(`/api/v1/transactions?lot=${lotA}&type=SALE`),
  ),
  roleLimitedCase('GET /api/v1/transactions/export', (c) => api(testApp, c).get('/api/v1/transactions/export')),
  roleLimitedCase('GET /api/v1/transactions/ledger', (c) => api(testApp, c).get('/api/v1/transactions/ledger')),
  roleLimitedCase("GET /api/v1/transaction-lots (A's lot asked for)", (c) =>
    api(testApp, c).get(`/api/v1/transaction-lots?lotId=${lotA}&q=${lotA}`),
  ),
  roleLimitedCase("GET /api/v1/transaction-recipients (A's lot id as the search)", (c) =>
    api(testApp, c).get(`/api/v1/transaction-recipients?q=${lotA}`),
  ),
  roleLimitedCase('GET /api/v1/transaction-settings', (c) => api(testApp, c).get('/api/v1/transaction-settings')),
  roleLimitedCase("PUT /api/v1/transaction-settings (C's own)", (c) =>
    api(testApp, c).put('/api/v1/transaction-settings').send({ accept_transfers_manually: false }),
  ),
  roleLimitedCase(
    "POST /api/v1/transactions (selling A's lot)",
    (c) =>
      api(testApp, c)
        .post('/api/v1/transactions')
        .send({
          manifest_type: 'SALE',
          items: [{ lot_id: lotA, quantity: 1, unit: 'packages', price_per_unit: 1, currency: 'USD' }],
        }),
    404,
  ),
  roleLimitedCase(
    "GET /api/v1/transactions/{id} (A's sale to B)",
    (c) => api(testApp, c).get(`/api/v1/transactions/${sale.id}`),
    404,
  ),
  roleLimitedCase(
    "POST /api/v1/transactions/{id}/accept (A's sale to B)",
    (c) => api(testApp, c).post(`/api/v1/transactions/${sale.id}/accept`),
    404,
  ),
  roleLimitedCase(
    "POST /api/v1/transactions/{id}/cancel (A's waiting transfer)",
    (c) => api(testApp, c).post(`/api/v1/transactions/${waitingId}/cancel`),
    404,
  ),
  roleLimitedCase(
    'POST /api/v1/transfer-claims (a wrong token)',
    (c) => api(testApp, c).post('/api/v1/transfer-claims').send({ token: wrongToken }),
    404,
  ),
  {
    // open to any signed-in user: the person a link was sent to may not have a role yet
    endpoint: 'POST /api/v1/transfer-claims/preview (a wrong token)',
    send: (c) => api(testApp, c).post('/api/v1/transfer-claims/preview').send({ token: wrongToken }),
    anonymous: 401,
    otherOrganization: 404,
    noOrganization: 404,
    rolelessMember: 404,
  },
];

describeOrganizationIsolation({
  title: 'transactions organization isolation',
  callers,
  cases,
  secretsOfA: () => secrets,
  unchanged: { what: "organization A's manifests, ownership and setting", state: stateOfA },
  coverage: {
    what: 'transactions, transaction lots, recipients, settings and transfer claims',
    document: () => testApp.app.registry.openApiDocument(),
    operations: /\/api\/v1\/(transactions|transaction-|transfer-claims)/,
  },
});

describe('the parties see the sale, the third organization sees nothing', () => {
  it('when B lists its transactions, then the sale is there as received, with the lot B got', async () => {
    const list = await api(testApp, buyerB).get('/api/v1/transactions').expect(200);
    const seen = (list.body.items as Transaction[]).find((t) => t.id === sale.id)!;
    expect(seen).toMatchObject({ direction: 'received', from: { id: ownerA.organizationId } });
    expect(seen.items[0]).toMatchObject({ lotVisible: false, deliveredLotVisible: true });
  });

  it("when C lists everything, then none of A's or B's manifests are there", async () => {
    const list = await api(testApp, outsiderC).get('/api/v1/transactions?limit=100').expect(200);
    expect(list.body.items).toEqual([]);
    const refused = await api(testApp, outsiderC).get(`/api/v1/transactions/${sale.id}`).expect(404);
    expect(refused.body.error.message).toBe(M.notFound);
  });
});
