import { ACTIVITY_KINDS, readActivityTitle } from '@seed/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOWTIE, farmInput, square } from '../../test/farms-kit';
import { signUp } from '../../test/accounts';
import { adminQuery } from '../../test/database';
import { createFullTestApp, type FullTestApp } from '../../test/full-app';
import { api } from '../../test/http';
import { insertLot, packetCode } from '../../test/qr-codes-kit';

let testApp: FullTestApp;

/** The panels of an organization with no tested lots, no laboratory queue (issue 27) and no certification (issue 28). */
const NO_TESTING = {
  seed_tests: { expiring: { count: 0, lots: [] }, failed_or_expired: { count: 0, lots: [] } },
  laboratory_queue: { counts: { requested: 0, received: 0, in_testing: 0 }, oldest: [] },
  certification: {
    agency_queue: { counts: { applied: 0, inspecting: 0 }, oldest: [] },
    in_progress: { count: 0, applications: [] },
    expiring: { count: 0, certificates: [] },
  },
};

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
      ...NO_TESTING,
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
      ...NO_TESTING,
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
    for (const event of buyerView.recent_activity as { kind: 'manifest_created'; title: string }[]) {
      if (event.kind === 'manifest_created') expect(readActivityTitle(event.kind, event.title).words).toBe('manifest');
    }
    const supplierView = (await api(testApp, supplier).get('/api/v1/dashboard').expect(200)).body;
    expect(supplierView.counts).toEqual({ farms: 0, seed_lots: 0, testing_requests: 0, transactions: 1 });

    // A trashed lot is not counted (issue 24); restored, it is again; a permanent delete of the
    // trashed lot takes its procurement away and does not count the lot down twice.
    await api(testApp, buyer).delete(`/api/v1/seed-lots/${second.lot.id}`).expect(204);
    const trashed = (await api(testApp, buyer).get('/api/v1/dashboard').expect(200)).body;
    expect(trashed.counts.seed_lots).toBe(1);
    expect(trashed.recent_activity[0]).toMatchObject({ kind: 'lot_trashed', title: second.lot.id });
    await api(testApp, buyer).post(`/api/v1/seed-lots/${second.lot.id}/restore`).expect(204);
    expect((await api(testApp, buyer).get('/api/v1/dashboard').expect(200)).body.counts.seed_lots).toBe(2);
    await api(testApp, buyer).delete(`/api/v1/seed-lots/${second.lot.id}`).expect(204);
    await api(testApp, buyer).delete(`/api/v1/seed-lots/${second.lot.id}/permanently`).expect(204);
    const after = (await api(testApp, buyer).get('/api/v1/dashboard').expect(200)).body;
    expect(after.counts).toEqual({ farms: 0, seed_lots: 1, testing_requests: 0, transactions: 2 });
    expect(after.recent_activity[0]).toMatchObject({ kind: expect.stringMatching(/^(lot|manifest)_deleted$/) });
  });

  it('when the organization issues a recall and a customer reports a suspicious packet, then its dashboard and the reached organization’s still load and show both', async () => {
    const grower = await signUp(testApp, {
      userMetadata: { full_name: 'Recall Admin', organization_name: 'Recall Seeds' },
    });
    const lot = await insertLot(grower.organizationId!, { packages: 20 });
    await api(testApp, grower).post(`/api/v1/qr-lots/${lot}/packet-codes`).expect(201);
    await api(testApp, grower)
      .post(`/api/v1/qr-lots/${lot}/recall`)
      .send({ kind: 'recall', reason: 'Seed-borne disease found' })
      .expect(200);
    await adminQuery(`select public.report_suspicious_packet($1, 'Shree Krishi Kendra', 'Nashik', null, null)`, [
      await packetCode(lot, 1),
    ]);

    const view = await api(testApp, grower).get('/api/v1/dashboard').expect(200);
    expect(view.body.recent_activity.map((e: { kind: string }) => e.kind).slice(0, 2)).toEqual([
      'suspicious_packet_reported',
      'lot_recall',
    ]);
    // The page reads the titles back into their parts to say them in its language.
    const [reported, recalled] = view.body.recent_activity as { kind: 'lot_recall'; title: string }[];
    expect(readActivityTitle(reported!.kind, reported!.title)).toEqual({
      words: 'suspicious',
      where: 'Shree Krishi Kendra, Nashik',
      lot,
    });
    expect(readActivityTitle(recalled!.kind, recalled!.title)).toEqual({
      words: 'recall',
      lot,
      reason: 'Seed-borne disease found',
    });
    // lifting the recall leaves the dashboard as it was
    await api(testApp, grower).delete(`/api/v1/qr-lots/${lot}/recall`).expect(200);
    await api(testApp, grower).get('/api/v1/dashboard').expect(200);
  });

  it('when an event of a kind the contract does not know is in the history, then the dashboard leaves it out instead of failing', async () => {
    const user = await signUp(testApp, { userMetadata: { full_name: 'Odd Admin', organization_name: 'Odd Seeds' } });
    await api(testApp, user)
      .post('/api/v1/farms')
      .send(farmInput({ name: 'Kept' }))
      .expect(201);
    await adminQuery(`insert into private.activity_kinds (kind, description) values ('future_kind', 'test only')
                      on conflict do nothing`);
    try {
      await adminQuery(
        `insert into public.activity_events (organization_id, kind, subject_id, title) values ($1, 'future_kind', gen_random_uuid(), 'x')`,
        [user.organizationId],
      );
      const view = await api(testApp, user).get('/api/v1/dashboard').expect(200);
      expect(view.body.recent_activity.map((e: { kind: string }) => e.kind)).toEqual(['farm_created']);
    } finally {
      await adminQuery(`delete from public.activity_events where kind = 'future_kind'`).catch(() => undefined);
    }
  });
});

describe('activity kinds', () => {
  it('when the database’s list of kinds is read, then it is exactly the contract’s ActivityKind (no kind the dashboard cannot show)', async () => {
    const rows = await adminQuery<{ kind: string }>(
      `select kind from private.activity_kinds where kind <> 'future_kind' order by kind`,
    );
    expect(rows.map((r) => r.kind)).toEqual([...ACTIVITY_KINDS].sort());
  });

  it('when a function records a kind that is not in the list, then the database refuses it', async () => {
    const [org] = await adminQuery<{ id: string }>(`select id from public.organizations limit 1`);
    await expect(
      adminQuery(`select private.record_activity($1, 'unlisted_kind', gen_random_uuid(), 'x', null)`, [org!.id]),
    ).rejects.toMatchObject({ code: '23503' });
  });
});
