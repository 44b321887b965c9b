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
});
