// Notifications through the real BFF and database: an incoming sale waiting for acceptance and
// a recall of a held lot appear for the organization they concern, and for no other.
import type { Notifications, UnregisteredSourceCreated } from '@seed/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../test/accounts';
import { adminQuery } from '../../test/database';
import { createFullTestApp, type FullTestApp } from '../../test/full-app';
import { api } from '../../test/http';

let testApp: FullTestApp;
type Member = Awaited<ReturnType<typeof signUp>>;
let seller: Member;
let buyer: Member;
let wheat: { crop_id: string; variety_id: string };

beforeAll(async () => {
  testApp = createFullTestApp();
  seller = await signUp(testApp, { userMetadata: { full_name: 'Note Seller', organization_name: 'Note Sale Seeds' } });
  buyer = await signUp(testApp, { userMetadata: { full_name: 'Note Buyer', organization_name: 'Note Buy Seeds' } });
  [wheat] = (await adminQuery(
    `select v.id as variety_id, v.crop_id from public.varieties v where v.name = 'HI 1544'`,
  )) as [typeof wheat];
});

afterAll(async () => {
  await testApp.close();
});

const as = (member: { accessToken: string }) => api(testApp, member);
const notifications = async (member: Member) =>
  ((await as(member).get('/api/v1/notifications').expect(200)).body as Notifications).items;

async function source(member: Member, packages: number): Promise<string> {
  const response = await as(member)
    .post('/api/v1/seed-lots/unregistered')
    .send({ crop_id: wheat.crop_id, variety_id: wheat.variety_id, pack_size: 25, pack_unit: 'Kg', quantity: packages })
    .expect(201);
  return (response.body as UnregisteredSourceCreated).lot.id;
}

describe('GET /api/v1/notifications', () => {
  it('when nothing waits, then the list is empty (the bell shows no dot)', async () => {
    expect(await notifications(buyer)).toEqual([]);
  });

  it('when a sale waits for the buyer to accept it, then the buyer is notified until it accepts, and the seller is not', async () => {
    await as(buyer).put('/api/v1/transaction-settings').send({ accept_transfers_manually: true }).expect(200);
    const lot = await source(seller, 10);
    const sale = await as(seller)
      .post('/api/v1/transactions')
      .send({
        manifest_type: 'SALE',
        untested_acknowledged: true, // the lot was never tested
        items: [{ lot_id: lot, quantity: 4, unit: 'packages', price_per_unit: 100, currency: 'INR' }],
        recipient_organization_id: buyer.organizationId,
      })
      .expect(201);

    const waiting = await notifications(buyer);
    expect(waiting).toEqual([
      expect.objectContaining({ kind: 'incoming_transfer', subject_id: sale.body.id, subject: 'SALE' }),
    ]);
    expect(await notifications(seller)).toEqual([]);

    await as(buyer)
      .post(`/api/v1/transactions/${sale.body.id as string}/accept`)
      .expect(200);
    expect(await notifications(buyer)).toEqual([]);
  });

  it('when a lot the organization holds is recalled, then it is notified until the recall is lifted; others are not', async () => {
    const lot = await source(buyer, 5);
    await adminQuery(
      `insert into public.lot_recalls (seed_lot_id, origin_lot_id, organization_id, kind, reason) values ($1, $1, $2, 'recall', 'Germination failed')`,
      [lot, buyer.organizationId],
    );

    expect(await notifications(buyer)).toContainEqual(expect.objectContaining({ kind: 'lot_recall', subject_id: lot }));
    expect((await notifications(seller)).some((n) => n.subject_id === lot)).toBe(false);

    await adminQuery(`update public.lot_recalls set lifted_at = now() where seed_lot_id = $1`, [lot]);
    expect((await notifications(buyer)).some((n) => n.subject_id === lot)).toBe(false);
  });
});
