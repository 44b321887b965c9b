import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOWTIE, farmInput, square } from '../../farms/farms-test-kit';
import { signUp } from '../../test/accounts';
import { adminQuery } from '../../test/database';
import { createFullTestApp, type FullTestApp } from '../../test/full-app';
import { api } from '../../test/http';

let testApp: FullTestApp;

beforeAll(() => {
  testApp = createFullTestApp();
});

afterAll(async () => {
  await testApp.close();
});

describe('GET /api/v1/dashboard', () => {
  it('when the organization has farms, then the counts are real and the latest events name them, newest first', async () => {
    const user = await signUp(testApp, { userMetadata: { full_name: 'Dash Admin', organization_name: 'Dash Seeds' } });
    const empty = await api(testApp, user).get('/api/v1/dashboard').expect(200);
    expect(empty.body).toEqual({
      counts: { farms: 0, seed_lots: 0, testing_requests: 0, transactions: 0 },
      recent_activity: [],
    });

    await api(testApp, user)
      .post('/api/v1/farms')
      .send(farmInput({ name: 'First' }))
      .expect(201);
    await api(testApp, user)
      .post('/api/v1/farms')
      .send(farmInput({ name: 'Second', boundary: square(76, 21) }))
      .expect(201);
    const response = await api(testApp, user).get('/api/v1/dashboard').expect(200);

    expect(response.body.counts).toEqual({ farms: 2, seed_lots: 0, testing_requests: 0, transactions: 0 });
    expect(
      response.body.recent_activity.map((e: { title: string; kind: string; actor_name: string }) => [
        e.kind,
        e.title,
        e.actor_name,
      ]),
    ).toEqual([
      ['farm_created', 'Second', 'Dash Admin'],
      ['farm_created', 'First', 'Dash Admin'],
    ]);
  });

  it('when nobody is signed in, then 401', async () => {
    expect((await api(testApp, null).get('/api/v1/dashboard')).status).toBe(401);
  });

  it('when a farm insert is rolled back, then neither its event nor its count remains', async () => {
    const user = await signUp(testApp);
    // An invalid boundary makes the insert fail after the trigger would have run for a valid one.
    const refused = await api(testApp, user)
      .post('/api/v1/farms')
      .send(farmInput({ boundary: BOWTIE }));
    expect(refused.status).toBe(400);

    const response = await api(testApp, user).get('/api/v1/dashboard').expect(200);
    expect(response.body).toEqual({
      counts: { farms: 0, seed_lots: 0, testing_requests: 0, transactions: 0 },
      recent_activity: [],
    });
    const [events] = await adminQuery<{ n: number }>(
      'select count(*)::int as n from public.activity_events where organization_id = $1',
      [user.organizationId],
    );
    expect(events?.n).toBe(0);
  });

  it('when seed lots are added, claimed and deleted, then the seed-lot and transaction counts and the events follow', async () => {
    const buyer = await signUp(testApp, { userMetadata: { full_name: 'Lot Buyer', organization_name: 'Buyer Seeds' } });
    const supplier = await signUp(testApp, {
      userMetadata: { full_name: 'Lot Supplier', organization_name: 'Supplier Co' },
    });
    const [wheat] = await adminQuery<{ id: string; crop_id: string }>(
      `select id, crop_id from public.varieties where name = 'HI 1544'`,
    );
    const add = async () =>
      (
        await api(testApp, buyer)
          .post('/api/v1/seed-lots/unregistered')
          .send({ crop_id: wheat!.crop_id, variety_id: wheat!.id, pack_size: 25, quantity: 10 })
          .expect(201)
      ).body as { lot: { id: string }; claim_code: string };
    const first = await add();
    const second = await add();
    await api(testApp, supplier).post('/api/v1/seed-lot-claims').send({ code: first.claim_code }).expect(200);

    const buyerView = (await api(testApp, buyer).get('/api/v1/dashboard').expect(200)).body;
    // Two lots owned; three manifests: two procurements and the claim (the buyer receives it).
    expect(buyerView.counts).toEqual({ farms: 0, seed_lots: 2, testing_requests: 0, transactions: 3 });
    expect(buyerView.recent_activity.map((e: { kind: string; title: string }) => [e.kind, e.title])).toEqual([
      ['manifest_created', 'Origin claim'],
      ['manifest_created', 'Unregistered source procurement'],
      ['lot_created', `${second.lot.id} (Wheat)`],
      ['manifest_created', 'Unregistered source procurement'],
      ['lot_created', `${first.lot.id} (Wheat)`],
    ]);
    const supplierView = (await api(testApp, supplier).get('/api/v1/dashboard').expect(200)).body;
    expect(supplierView.counts).toEqual({ farms: 0, seed_lots: 0, testing_requests: 0, transactions: 1 });

    // Soft delete keeps the lot counted; a permanent delete takes it and its procurement away.
    await api(testApp, buyer).delete(`/api/v1/seed-lots/${second.lot.id}`).expect(204);
    expect((await api(testApp, buyer).get('/api/v1/dashboard').expect(200)).body.counts.seed_lots).toBe(2);
    await api(testApp, buyer).delete(`/api/v1/seed-lots/${second.lot.id}/permanently`).expect(204);
    const after = (await api(testApp, buyer).get('/api/v1/dashboard').expect(200)).body;
    expect(after.counts).toEqual({ farms: 0, seed_lots: 1, testing_requests: 0, transactions: 2 });
    expect(after.recent_activity[0]).toMatchObject({ kind: expect.stringMatching(/^(lot|manifest)_deleted$/) });
  });
});
