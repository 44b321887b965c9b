// Transactions (issue 13) through the real BFF and database: every spec 2 §5 message, whole
// transfers and splits, sales with prices, one transaction per manifest (a failing item leaves
// nothing), 50 concurrent transfers from one lot, claims by e-mail, cancelling, manual acceptance,
// adjustments and opening balances — and after every scenario the ledger reconciles with
// lot_ownership and every lot's mass balance holds.
import {
  TRANSACTION_MESSAGES as M,
  type Transaction,
  type TransactionList,
  type TransactionLotOptions,
  type SeedLotDetail,
  type UnregisteredSourceCreated,
} from '@seed/domain';
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizationWithManager, signUp } from '../../test/accounts';
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
  seller = await signUp(testApp, { userMetadata: { full_name: 'Sale Admin', organization_name: 'Sale Seeds' } });
  buyer = await signUp(testApp, { userMetadata: { full_name: 'Buy Admin', organization_name: 'Buy Seeds' } });
  [wheat] = (await adminQuery(
    `select v.id as variety_id, v.crop_id from public.varieties v where v.name = 'HI 1544'`,
  )) as [typeof wheat];
});

afterAll(async () => {
  await testApp.close();
});

const as = (member: { accessToken: string }) => api(testApp, member);

/** An unregistered source of `packages` packs of 25 Kg, owned by the member's organization. */
async function source(member: Member, packages = 40): Promise<string> {
  const response = await as(member)
    .post('/api/v1/seed-lots/unregistered')
    .send({ crop_id: wheat.crop_id, variety_id: wheat.variety_id, pack_size: 25, pack_unit: 'Kg', quantity: packages })
    .expect(201);
  return (response.body as UnregisteredSourceCreated).lot.id;
}

const owned = async (lot: string, organizationId: string | null) => {
  const rows = await adminQuery<{ q: string }>(
    `select quantity_owned as q from public.lot_ownership where seed_lot_id = $1 and owner_organization_id = $2`,
    [lot, organizationId],
  );
  return rows[0] ? Number(rows[0].q) : null;
};

const transact = (member: Member, body: Record<string, unknown>) => as(member).post('/api/v1/transactions').send(body);

/** A sale to the buyer. This file's lots are never tested: they sell as acknowledged untested seed. */
const sale = (lot: string, quantity: number, unit = 'packages', price = 1200) => ({
  manifest_type: 'SALE',
  items: [{ lot_id: lot, quantity, unit, price_per_unit: price, currency: 'INR' }],
  recipient_organization_id: buyer.organizationId,
  untested_acknowledged: true,
});

/** The ledger reconciles with lot_ownership everywhere, and every lot of both organizations balances. */
async function expectLedgerAndBalance() {
  // every lot this file's organizations grow, and the lots split off them for others (other test
  // files share the database and may write fixtures straight into lot_ownership)
  const differences = await adminQuery(
    `select r.* from public.ledger_reconciliation() r
      where not r.balanced and r.seed_lot_id in (
        select l.id from public.seed_lots l left join public.seed_lots p on p.id = l.parent_lot_id
         where l.grower_organization_id = any($1) or p.grower_organization_id = any($1))`,
    [[seller.organizationId, buyer.organizationId]],
  );
  expect(differences).toEqual([]);
  for (const member of [seller, buyer]) {
    const ledger = await as(member).get('/api/v1/transactions/ledger').expect(200);
    expect(ledger.body).toEqual({ items: [], unbalanced: 0 });
    const balance = await as(member).get('/api/v1/seed-lots/mass-balance').expect(200);
    expect(balance.body.unbalanced, JSON.stringify(balance.body.items)).toBe(0);
  }
}

describe('the New Transaction form: spec 2 §5 messages, in order, from the BFF', () => {
  it.each([
    ['no lot', { manifest_type: 'SALE', items: [] }, M.lotsRequired],
    [
      'a quantity of 0',
      {
        manifest_type: 'SALE',
        items: [{ lot_id: 'SL-X', quantity: 0, unit: 'Kg', price_per_unit: 1, currency: 'USD' }],
      },
      M.quantityInvalid('SL-X'),
    ],
    [
      'a quantity that is no number, before the missing unit',
      { manifest_type: 'SALE', items: [{ lot_id: 'SL-X', quantity: 'ten', unit: '' }] },
      M.quantityInvalid('SL-X'),
    ],
    [
      'no unit',
      { manifest_type: 'TRANSFER', items: [{ lot_id: 'SL-X', quantity: 2, unit: '' }] },
      M.unitRequired('SL-X'),
    ],
    [
      'a sale without a price',
      { manifest_type: 'SALE', items: [{ lot_id: 'SL-X', quantity: 2, unit: 'Kg', currency: 'USD' }] },
      M.priceInvalid('SL-X'),
    ],
    [
      'a sale with a negative price',
      {
        manifest_type: 'SALE',
        items: [{ lot_id: 'SL-X', quantity: 2, unit: 'Kg', price_per_unit: -1, currency: 'USD' }],
      },
      M.priceInvalid('SL-X'),
    ],
    [
      'a sale without a currency',
      { manifest_type: 'SALE', items: [{ lot_id: 'SL-X', quantity: 2, unit: 'Kg', price_per_unit: 0 }] },
      M.currencyRequired('SL-X'),
    ],
    [
      'the first lot fine and the second without a quantity',
      {
        manifest_type: 'TRANSFER',
        items: [
          { lot_id: 'SL-A', quantity: 1, unit: 'Kg' },
          { lot_id: 'SL-B', quantity: null, unit: 'Kg' },
        ],
      },
      M.quantityInvalid('SL-B'),
    ],
    [
      'a transfer without a recipient',
      { manifest_type: 'TRANSFER', items: [{ lot_id: 'SL-X', quantity: 1, unit: 'Kg' }] },
      M.recipientRequired,
    ],
    [
      'an adjustment without a reason',
      { manifest_type: 'ADJUSTMENT', items: [{ lot_id: 'SL-X', quantity: 1, unit: 'Kg' }] },
      M.adjustmentReasonRequired,
    ],
    [
      'a lot twice',
      {
        manifest_type: 'INITIAL',
        items: [
          { lot_id: 'SL-X', quantity: 1, unit: 'Kg' },
          { lot_id: 'SL-X', quantity: 2, unit: 'Kg' },
        ],
      },
      M.lotTwice,
    ],
    [
      'a recipient e-mail that is no address',
      { manifest_type: 'TRANSFER', items: [{ lot_id: 'SL-X', quantity: 1, unit: 'Kg' }], recipient_email: 'nobody' },
      M.recipientEmailInvalid,
    ],
    ['an unknown type', { manifest_type: 'GIFT', items: [{ lot_id: 'SL-X', quantity: 1, unit: 'Kg' }] }, M.typeInvalid],
  ])('when the form has %s, then 400 with its message', async (_, body, message) => {
    const response = await transact(seller, body).expect(400);
    expect(response.body.error?.message).toBe(message);
  });

  it("when the recipient is the seller's own organization or none on the portal, then the database's words", async () => {
    const lot = await source(seller, 4);
    const self = await transact(seller, { ...sale(lot, 1), recipient_organization_id: seller.organizationId });
    expect([self.status, self.body.error?.message]).toEqual([400, M.recipientSelf]);
    const nobody = await transact(seller, {
      ...sale(lot, 1),
      recipient_organization_id: '00000000-0000-4000-8000-000000000000',
    });
    expect([nobody.status, nobody.body.error?.message]).toEqual([404, M.recipientNotFound]);
    expect(await owned(lot, seller.organizationId)).toBe(4);
  });
});

describe('the sale of untested seed', () => {
  it('when a lot never tested is sold without the acknowledgement, then 409 names the lot and nothing moves; with it, the item says it was sold untested', async () => {
    const lot = await source(seller, 6);
    const refused = await transact(seller, { ...sale(lot, 2), untested_acknowledged: false }).expect(409);
    expect(refused.body.error).toMatchObject({ code: 'sale_lot_untested', message: M.saleUntested(lot) });
    expect(await owned(lot, seller.organizationId)).toBe(6);
    // a transfer between stores is not a sale: no acknowledgement asked
    const { untested_acknowledged: _, ...transfer } = { ...sale(lot, 1), manifest_type: 'TRANSFER' };
    await transact(seller, transfer).expect(201);

    const created = await transact(seller, sale(lot, 2)).expect(201);
    const detail = (await as(seller).get(`/api/v1/transactions/${created.body.id}`).expect(200)).body as Transaction;
    expect(detail.items[0]).toMatchObject({ lotId: lot, soldUntested: true });
    const options = (await as(seller).get('/api/v1/transaction-lots').query({ lotId: lot }).expect(200))
      .body as TransactionLotOptions;
    expect(options.items.find((o) => o.id === lot)?.quality).toBe('not_tested');
  });
});

describe('ownership moves', () => {
  it('when the seller sells everything it owns of a lot, then the whole ownership moves to the buyer and the seller owns none', async () => {
    const lot = await source(seller, 6);
    const created = await transact(seller, sale(lot, 6)).expect(201);
    expect(created.body.status).toBe('COMPLETED');

    expect(await owned(lot, seller.organizationId)).toBeNull();
    expect(await owned(lot, buyer.organizationId)).toBe(6);
    const detail = (await as(buyer).get(`/api/v1/transactions/${created.body.id}`).expect(200)).body as Transaction;
    expect(detail).toMatchObject({ type: 'SALE', status: 'COMPLETED', direction: 'received' });
    expect(detail.items[0]).toMatchObject({
      lotId: lot,
      deliveredLotId: lot,
      quantity: 6,
      unit: 'packages',
      pricePerUnit: 1200,
      currency: 'INR',
      lotVisible: true,
    });
    await as(buyer).get(`/api/v1/seed-lots/${lot}`).expect(200);
    await expectLedgerAndBalance();
  });

  it('when the seller sells part of a lot, then a child lot owned by the buyer holds exactly that, with the lineage back to the seller’s lot (limited fields)', async () => {
    const lot = await source(seller, 40);
    const created = await transact(seller, sale(lot, 15)).expect(201);

    expect(await owned(lot, seller.organizationId)).toBe(25);
    const detail = (await as(buyer).get(`/api/v1/transactions/${created.body.id}`).expect(200)).body as Transaction;
    const child = detail.items[0]!.deliveredLotId!;
    expect(child).not.toBe(lot);
    expect(detail.items[0]).toMatchObject({
      lotVisible: false,
      deliveredLotVisible: true,
      crop: 'Wheat',
      variety: 'HI 1544',
    });
    expect(await owned(child, buyer.organizationId)).toBe(15);

    const childLot = (await as(buyer).get(`/api/v1/seed-lots/${child}`).expect(200)).body as SeedLotDetail;
    expect(childLot.lot).toMatchObject({ lot_type: 'unregistered_source', variety_name: 'HI 1544', status: 'active' });
    // its Transactions tab shows the sale that made it, with crop and variety though A's lot is hidden
    expect(childLot.manifests).toContainEqual(
      expect.objectContaining({
        id: created.body.id,
        manifest_type: 'SALE',
        items: [expect.objectContaining({ seed_lot_id: lot, crop_name: 'Wheat', variety_name: 'HI 1544' })],
      }),
    );
    expect(childLot.lineage).toContainEqual(
      expect.objectContaining({
        id: lot,
        direction: 'ancestor',
        relation: 'parent',
        visible: false,
        crop_name: 'Wheat',
      }),
    );
    // the buyer never sees the seller's lot itself; the seller sees its list entry as 'sent'
    await as(buyer).get(`/api/v1/seed-lots/${lot}`).expect(404);
    const sellerList = (await as(seller).get('/api/v1/transactions').query({ lot }).expect(200))
      .body as TransactionList;
    expect(sellerList.items.map((t) => [t.type, t.direction])).toContainEqual(['SALE', 'sent']);
    await expectLedgerAndBalance();
  });

  it('when the transfer is in Kg of a lot counted in 25 Kg packages, then 50 Kg moves 2 packages; packages of a Kg lot without a pack is a unit mismatch', async () => {
    const lot = await source(seller, 10);
    await transact(seller, {
      manifest_type: 'TRANSFER',
      items: [{ lot_id: lot, quantity: 50, unit: 'Kg', price_per_unit: 99, currency: 'USD' }],
      recipient_organization_id: buyer.organizationId,
    }).expect(201);
    expect(await owned(lot, seller.organizationId)).toBe(8);
    const [item] = await adminQuery<{ price_per_unit: string | null; currency: string | null }>(
      `select price_per_unit, currency from public.transaction_manifest_items i
         join public.transaction_manifests m on m.id = i.manifest_id
        where i.seed_lot_id = $1 and m.manifest_type = 'TRANSFER'`,
      [lot],
    );
    // spec 2 §5: a transfer stores price and currency empty
    expect(item).toEqual({ price_per_unit: null, currency: null });

    // an opening balance in Kg of a lot without a pack, then a transfer in packages
    const production = await adminQuery<{ id: string }>(
      `insert into public.seed_lots (lot_type, status, crop_id, variety_id, grower_organization_id)
       values ('raw_production', 'active', $1, $2, $3) returning id`,
      [wheat.crop_id, wheat.variety_id, seller.organizationId],
    );
    const kgLot = production[0]!.id;
    await adminQuery(
      `insert into public.lot_ownership (seed_lot_id, owner_organization_id, quantity_owned, unit_of_measure) values ($1, $2, 0, 'Kg')`,
      [kgLot, seller.organizationId],
    );
    await transact(seller, { manifest_type: 'INITIAL', items: [{ lot_id: kgLot, quantity: 120, unit: 'Kg' }] }).expect(
      201,
    );
    const mismatch = await transact(seller, sale(kgLot, 2, 'packages')).expect(400);
    expect(mismatch.body.error?.message).toBe('Unit mismatch. Source lot uses Kg, but transfer is in packages');
    await expectLedgerAndBalance();
  });

  it("when more is sold than owned, then 409 'Insufficient quantity available. Available: {n} {unit}' and nothing changes", async () => {
    const lot = await source(seller, 3);
    const response = await transact(seller, sale(lot, 3.5)).expect(409);
    expect(response.body.error?.message).toBe(M.insufficientQuantity(3, 'packages'));
    expect(await owned(lot, seller.organizationId)).toBe(3);
  });

  it('when the second item of a manifest fails, then the first item, the manifest and every move are gone too', async () => {
    const first = await source(seller, 10);
    const second = await source(seller, 2);
    const [ordered1, ordered2] = [first, second].sort();
    const manifestsBefore = await adminQuery(
      `select count(*)::int as n from public.transaction_manifests where from_org_id = $1`,
      [seller.organizationId],
    );
    const response = await transact(seller, {
      manifest_type: 'SALE',
      items: [
        {
          lot_id: ordered1,
          quantity: ordered1 === first ? 5 : 5,
          unit: 'packages',
          price_per_unit: 1,
          currency: 'USD',
        },
        { lot_id: ordered2, quantity: 50, unit: 'packages', price_per_unit: 1, currency: 'USD' },
      ],
      recipient_organization_id: buyer.organizationId,
      untested_acknowledged: true,
    }).expect(409);
    expect(response.body.error?.code).toBe('insufficient_quantity');
    expect(await owned(first, seller.organizationId)).toBe(10);
    expect(await owned(second, seller.organizationId)).toBe(2);
    const manifestsAfter = await adminQuery(
      `select count(*)::int as n from public.transaction_manifests where from_org_id = $1`,
      [seller.organizationId],
    );
    expect(manifestsAfter).toEqual(manifestsBefore);
    await expectLedgerAndBalance();
  });

  it('when 50 transfers of 1 package race for a lot of 30, then exactly 30 succeed, 20 are refused, and the total is conserved', async () => {
    const lot = await source(seller, 30);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        transact(seller, {
          manifest_type: 'TRANSFER',
          items: [{ lot_id: lot, quantity: 1, unit: 'packages' }],
          recipient_organization_id: buyer.organizationId,
        }),
      ),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(new Set(statuses), JSON.stringify(answers.map((a) => a.body))).toEqual(new Set([201, 409]));
    expect(statuses.filter((s) => s === 201)).toHaveLength(30);
    expect(statuses.filter((s) => s === 409)).toHaveLength(20);
    // 29 splits and one whole move (the last package): the total is still 30
    const [total] = await adminQuery<{ total: string }>(
      `select sum(o.quantity_owned) as total from public.lot_ownership o
        where o.seed_lot_id = $1 or o.seed_lot_id in (select id from public.seed_lots where parent_lot_id = $1)`,
      [lot],
    );
    expect(Number(total!.total)).toBe(30);
    expect(await owned(lot, seller.organizationId)).toBeNull();
    await expectLedgerAndBalance();
  });

  it('when the seller corrects a quantity (ADJUSTMENT) or records an opening balance (INITIAL), then the ledger explains both', async () => {
    const lot = await source(seller, 20);
    await transact(seller, {
      manifest_type: 'ADJUSTMENT',
      items: [{ lot_id: lot, quantity: 17, unit: 'packages' }],
      overall_notes: 'Three bags damaged by rain',
    }).expect(201);
    expect(await owned(lot, seller.organizationId)).toBe(17);
    await transact(seller, {
      manifest_type: 'INITIAL',
      items: [{ lot_id: lot, quantity: 4, unit: 'packages' }],
    }).expect(201);
    expect(await owned(lot, seller.organizationId)).toBe(21);
    const entries = await adminQuery<{ change: string; type: string }>(
      `select e.quantity_change as change, m.manifest_type as type from public.lot_ledger_entries e
         join public.transaction_manifest_items i on i.id = e.manifest_item_id
         join public.transaction_manifests m on m.id = i.manifest_id
        where e.seed_lot_id = $1 order by e.id`,
      [lot],
    );
    expect(entries.map((e) => [e.type, Number(e.change)])).toEqual([
      ['unregistered', 20],
      ['ADJUSTMENT', -3],
      ['INITIAL', 4],
    ]);
    // the lot's Transactions tab says what the adjustment changed; other manifests carry no change
    const detail = (await as(seller).get(`/api/v1/seed-lots/${lot}`).expect(200)).body as SeedLotDetail;
    const changes = detail.manifests.map((m) => [m.manifest_type, m.items[0]?.change ?? null]);
    expect(changes).toContainEqual(['ADJUSTMENT', { quantity: -3, unit: 'packages' }]);
    expect(changes).toContainEqual(['INITIAL', null]);
    await expectLedgerAndBalance();
  });
});

describe('waiting transfers: claims by e-mail, cancelling, manual acceptance', () => {
  /** The newest claim e-mail to `email`, read through the development inbox as a person would. */
  const claimEmail = async (email: string) => {
    const inbox = await request(testApp.app)
      .get(`/dev/inbox.json?to=${encodeURIComponent(email)}`)
      .expect(200);
    const mail = (inbox.body as { kind: string; subject: string; body: string }[]).find(
      (m) => m.kind === 'transfer_claim',
    )!;
    const link = /https?:\/\/\S+\/transactions\/claim\?token=\S+/.exec(mail.body)![0];
    return {
      subject: mail.subject,
      body: mail.body,
      token: decodeURIComponent(new URL(link).searchParams.get('token')!),
    };
  };

  it('when the seller transfers to the e-mail of someone not on the portal, then the quantity waits until they sign up and claim it', async () => {
    const lot = await source(seller, 12);
    const email = `claimant-${randomBytes(4).toString('hex')}@example.test`;
    const created = await transact(seller, {
      manifest_type: 'TRANSFER',
      items: [{ lot_id: lot, quantity: 5, unit: 'packages' }],
      recipient_email: email,
    }).expect(201);
    expect(created.body.status).toBe('AWAITING_CLAIM');
    expect(await owned(lot, seller.organizationId)).toBe(7);
    const mail = await claimEmail(email);
    expect(mail.subject).toBe('Sale Seeds sent you seed on the Seed Portal');
    expect(mail.body).toContain('Wheat - HI 1544: 5 packages');
    await expectLedgerAndBalance();

    // someone else signed in cannot claim it; the right person can, once
    const stranger = await signUp(testApp, { userMetadata: { organization_name: 'Stranger Seeds' } });
    const preview = await as(stranger).post('/api/v1/transfer-claims/preview').send({ token: mail.token }).expect(200);
    expect(preview.body).toMatchObject({ from: 'Sale Seeds', status: 'AWAITING_CLAIM' });
    const wrong = await as(stranger).post('/api/v1/transfer-claims').send({ token: mail.token }).expect(403);
    expect(wrong.body.error?.message).toBe(M.claimEmailMismatch(email));

    const claimant = await signUp(testApp, { email, userMetadata: { organization_name: 'Claimant Farm' } });
    const claimed = await as(claimant).post('/api/v1/transfer-claims').send({ token: mail.token }).expect(200);
    const detail = (await as(claimant).get(`/api/v1/transactions/${claimed.body.id}`).expect(200)).body as Transaction;
    expect(detail).toMatchObject({
      status: 'CLAIMED_BY_RECIPIENT',
      direction: 'received',
      to: { name: 'Claimant Farm' },
    });
    expect(await owned(detail.items[0]!.deliveredLotId!, claimant.organizationId)).toBe(5);
    const again = await as(claimant).post('/api/v1/transfer-claims').send({ token: mail.token }).expect(409);
    expect(again.body.error?.message).toBe(M.claimUsed);
    const bad = await as(claimant).post('/api/v1/transfer-claims').send({ token: 'AAAA-BBBB' }).expect(404);
    expect(bad.body.error?.message).toBe(M.claimInvalid);
    await expectLedgerAndBalance();
  });

  it('when the seller cancels an unclaimed transfer, then the quantity returns and the link says it was cancelled', async () => {
    const lot = await source(seller, 8);
    const email = `late-${randomBytes(4).toString('hex')}@example.test`;
    const created = await transact(seller, {
      manifest_type: 'TRANSFER',
      items: [{ lot_id: lot, quantity: 8, unit: 'packages' }],
      recipient_email: email,
    }).expect(201);
    expect(await owned(lot, seller.organizationId)).toBe(0);
    const list = (await as(seller).get('/api/v1/transactions').query({ status: 'AWAITING_CLAIM' }).expect(200))
      .body as TransactionList;
    const waiting = list.items.find((t) => t.id === created.body.id)!;
    expect(waiting).toMatchObject({ canCancel: true, canAccept: false, toEmail: email, to: null });

    const cancelled = await as(seller).post(`/api/v1/transactions/${created.body.id}/cancel`).expect(200);
    expect(cancelled.body.status).toBe('CANCELLED');
    expect(await owned(lot, seller.organizationId)).toBe(8);
    const again = await as(seller).post(`/api/v1/transactions/${created.body.id}/cancel`).expect(409);
    expect(again.body.error?.message).toBe(M.notWaiting('CANCELLED'));

    const { token } = await claimEmail(email);
    const claimant = await signUp(testApp, { email, userMetadata: { organization_name: 'Late Farm' } });
    const refused = await as(claimant).post('/api/v1/transfer-claims').send({ token }).expect(409);
    expect(refused.body.error?.message).toBe(M.claimCancelled);
    await expectLedgerAndBalance();
  });

  it('when the buyer accepts transfers manually, then a sale waits PENDING until it accepts; a declined one returns', async () => {
    // only an admin changes the setting
    await as(buyer).put('/api/v1/transaction-settings').send({ accept_transfers_manually: true }).expect(200);
    try {
      const lot = await source(seller, 10);
      const first = await transact(seller, sale(lot, 4)).expect(201);
      expect(first.body.status).toBe('PENDING');
      expect(await owned(lot, seller.organizationId)).toBe(6);
      const seen = (await as(buyer).get(`/api/v1/transactions/${first.body.id}`).expect(200)).body as Transaction;
      expect(seen).toMatchObject({ canAccept: true, canDecline: true, canCancel: false, direction: 'received' });
      // the seller cannot accept for the buyer
      await as(seller).post(`/api/v1/transactions/${first.body.id}/accept`).expect(404);

      const accepted = (await as(buyer).post(`/api/v1/transactions/${first.body.id}/accept`).expect(200))
        .body as Transaction;
      expect(accepted.status).toBe('COMPLETED');
      expect(await owned(accepted.items[0]!.deliveredLotId!, buyer.organizationId)).toBe(4);

      const second = await transact(seller, sale(lot, 6)).expect(201);
      expect(await owned(lot, seller.organizationId)).toBe(0);
      const declined = (await as(buyer).post(`/api/v1/transactions/${second.body.id}/cancel`).expect(200))
        .body as Transaction;
      expect(declined.status).toBe('CANCELLED');
      expect(await owned(lot, seller.organizationId)).toBe(6);
      await expectLedgerAndBalance();
    } finally {
      await as(buyer).put('/api/v1/transaction-settings').send({ accept_transfers_manually: false }).expect(200);
    }
  });
});

describe('the transactions list', () => {
  it('when filtered by type, status, date and lot and paged by its cursor, then every manifest comes once, newest first', async () => {
    const lot = await source(seller, 50);
    for (let i = 0; i < 5; i++) await transact(seller, sale(lot, 1)).expect(201);
    const seen: Transaction[] = [];
    let before: string | undefined;
    do {
      const page = (
        await as(seller)
          .get('/api/v1/transactions')
          .query({ type: 'SALE', lot, limit: 2, ...(before ? { before } : {}) })
          .expect(200)
      ).body as TransactionList;
      seen.push(...page.items);
      before = page.nextCursor ?? undefined;
    } while (before);
    expect(seen).toHaveLength(5);
    expect(new Set(seen.map((t) => t.id)).size).toBe(5);
    const dates = seen.map((t) => t.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(seen[0]).toMatchObject({ from: { name: 'Sale Seeds' }, to: { name: 'Buy Seeds' }, direction: 'sent' });

    const today = new Date().toISOString().slice(0, 10);
    const none = (await as(seller).get('/api/v1/transactions').query({ lot, to: '2020-01-01' }).expect(200)).body;
    expect(none.items).toEqual([]);
    const todays = (await as(seller).get('/api/v1/transactions').query({ lot, from: today, to: today }).expect(200))
      .body;
    expect(todays.items.length).toBeGreaterThanOrEqual(6);
    const bad = await as(seller).get('/api/v1/transactions').query({ before: 'nonsense' }).expect(400);
    expect(bad.body.error?.code).toBe('invalid_cursor');
  });

  it('when exported, then the CSV has a header and one row per item of the filtered manifests', async () => {
    const lot = await source(seller, 9);
    await transact(seller, { ...sale(lot, 2), overall_notes: '=HYPERLINK("x")' }).expect(201);
    const csv = await as(seller).get('/api/v1/transactions/export').query({ lot, type: 'SALE' }).expect(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.text.trim().split('\r\n');
    expect(lines[0]).toBe('Date,Type,Status,From,To,Lot,Crop,Variety,Quantity,Unit,Price per unit,Currency,Notes');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`SALE,COMPLETED,Sale Seeds,Buy Seeds,${lot},Wheat,HI 1544,2,packages,1200,INR`);
    // a formula is defused for spreadsheets
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"")"`);
  });

  it('when the form asks for lots and recipients, then it gets its own lots with quantities, and other organizations by name', async () => {
    const lot = await source(seller, 7);
    const lots = (await as(seller).get('/api/v1/transaction-lots').query({ lotId: lot }).expect(200)).body;
    expect(lots.items[0]).toMatchObject({ id: lot, quantity: 7, unit: 'packages', crop: 'Wheat', variety: 'HI 1544' });
    const found = (await as(seller).get('/api/v1/transaction-recipients').query({ q: 'buy see' }).expect(200)).body;
    expect(found.items).toContainEqual(expect.objectContaining({ id: buyer.organizationId, name: 'Buy Seeds' }));
    const own = (await as(seller).get('/api/v1/transaction-recipients').query({ q: 'Sale Seeds' }).expect(200)).body;
    expect(own.items.map((o: { id: string }) => o.id)).not.toContain(seller.organizationId);
  });

  it('when a manager reads the acceptance setting, then it is there; changing it is 403 with the admins-only words', async () => {
    const team = await organizationWithManager(testApp, 'Setting');
    const read = await as(team.manager).get('/api/v1/transaction-settings').expect(200);
    expect(read.body).toEqual({ accept_transfers_manually: false });
    const refused = await as(team.manager)
      .put('/api/v1/transaction-settings')
      .send({ accept_transfers_manually: true });
    expect([refused.status, refused.body.error?.message]).toEqual([403, M.settingsAdminOnly]);
    const ledger = await as(team.manager).get('/api/v1/transactions/ledger');
    expect([ledger.status, ledger.body.error?.message]).toEqual([403, M.ledgerAdminOnly]);
  });
});
