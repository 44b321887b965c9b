// Facts that agree with each other, and bad input that is refused in words (issue 24): a lot's
// dates (expected harvest, harvest and packaging after planting and harvest, no harvest in the
// future), real calendar dates, quantities the 3-decimal columns can hold, and totals or unit
// conversions that would overflow them. Each of these answered 500 or was accepted before.
import {
  PRODUCTION_MESSAGES as P,
  SEED_LOT_MESSAGES as L,
  TEXT_MESSAGES,
  todayInIndia,
  type UnregisteredSourceCreated,
} from '@seed/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { farmInput, square } from '../../test/farms-kit';
import { signUp } from '../../test/accounts';
import { adminQuery } from '../../test/database';
import { createFullTestApp, type FullTestApp } from '../../test/full-app';
import { api } from '../../test/http';

let testApp: FullTestApp;
let grower: Awaited<ReturnType<typeof signUp>>;
let wheat: { crop_id: string; variety_id: string };
let farm: string;

beforeAll(async () => {
  testApp = createFullTestApp();
  grower = await signUp(testApp, { userMetadata: { full_name: 'Date Admin', organization_name: 'Date Seeds' } });
  [wheat] = (await adminQuery(
    `select v.id as variety_id, v.crop_id from public.varieties v where v.name = 'HI 1544'`,
  )) as [typeof wheat];
  farm = (
    await api(testApp, grower)
      .post('/api/v1/farms')
      .send(farmInput({ name: 'Date Farm', total_area: 20, boundary: square(76.1, 20.5) }))
      .expect(201)
  ).body.farm.id;
});

afterAll(async () => {
  await testApp.close();
});

const as = () => api(testApp, grower);

async function source(packages = 40): Promise<string> {
  const response = await as()
    .post('/api/v1/seed-lots/unregistered')
    .send({ crop_id: wheat.crop_id, variety_id: wheat.variety_id, pack_size: 25, pack_unit: 'Kg', quantity: packages })
    .expect(201);
  return (response.body as UnregisteredSourceCreated).lot.id;
}

const production = (overrides: Record<string, unknown> = {}, seed?: string) =>
  (async () =>
    as()
      .post('/api/v1/seed-lots/production')
      .send({
        sources: [{ lot_id: seed ?? (await source()), quantity: 1, unit: 'packages' }],
        farms: [{ farm_id: farm, area_used: 5 }],
        generation: 'F2',
        planting_date: '2026-06-20',
        expected_harvest_date: '2026-10-30',
        ...overrides,
      }))();

async function harvested(kg = 100, harvestDate = '2026-10-28'): Promise<string> {
  const lot = (await production().then((r) => r.body)).id as string;
  await as()
    .post(`/api/v1/seed-lots/${lot}/harvests`)
    .send({ harvest_date: harvestDate, actual_yield: kg, pack_size: 25 })
    .expect(204);
  return lot;
}

const message = (response: { body: { error: { message: string } } }) => response.body.error.message;

describe('dates that agree', () => {
  it('when the expected harvest is before planting (20 Nov 2026 → 30 Mar 2026), then 400 with the field’s words and no lot', async () => {
    const before = await adminQuery(`select count(*)::int as n from public.seed_lots`);
    const refused = await production({ planting_date: '2026-11-20', expected_harvest_date: '2026-03-30' });

    expect(refused.status).toBe(400);
    expect(message(refused)).toBe(P.harvestBeforePlanting);
    // the source made for it is the only new lot
    expect((await adminQuery(`select count(*)::int as n from public.seed_lots`))[0]!.n).toBe(
      (before[0]!.n as number) + 1,
    );
  });

  it('when a harvest is dated before planting or in the future, then 400 in words and nothing is recorded', async () => {
    const lot = (await production({ planting_date: '2026-06-20' }).then((r) => r.body)).id as string;
    const early = await as()
      .post(`/api/v1/seed-lots/${lot}/harvests`)
      .send({ harvest_date: '2026-03-25', actual_yield: 50, pack_size: 25 })
      .expect(400);
    expect(message(early)).toBe(P.harvestBeforePlantingDate);
    const tomorrow = new Date(Date.parse(todayInIndia()) + 86_400_000).toISOString().slice(0, 10);
    const future = await as()
      .post(`/api/v1/seed-lots/${lot}/harvests`)
      .send({ harvest_date: tomorrow, actual_yield: 50, pack_size: 25 })
      .expect(400);
    expect(message(future)).toBe(P.harvestDateInFuture);
    expect(await adminQuery(`select 1 from public.production_details where lot_id = $1`, [lot])).toEqual([]);
  });

  it('when planting is moved after a recorded harvest, then 400', async () => {
    const lot = await harvested(100, '2026-10-28');
    const moved = await as()
      .patch(`/api/v1/seed-lots/${lot}`)
      .send({ generation: 'F2', planting_date: '2026-11-01', expected_harvest_date: '2026-11-20' })
      .expect(400);
    expect(message(moved)).toBe(P.harvestBeforePlantingDate);
  });

  it('when packaging is dated before the harvest it packs, then 400 and nothing is drawn', async () => {
    const lot = await harvested(100, '2026-10-28');
    const refused = await as()
      .post('/api/v1/seed-lots/packaging')
      .send({
        parents: [{ lot_id: lot }],
        pack_size: 5,
        pack_unit: 'Kg',
        packages_count: 2,
        packaging_date: '2026-10-01',
      })
      .expect(400);
    expect(message(refused)).toBe(P.packagingBeforeHarvest);
    const [owned] = await adminQuery<{ q: string }>(
      `select quantity_owned as q from public.lot_ownership where seed_lot_id = $1`,
      [lot],
    );
    expect(Number(owned!.q)).toBe(100);
  });
});

describe('bad input answered in words, never a 500', () => {
  it.each(['2026-02-30', '2026-13-45', '0000-00-00'])(
    'when a date is %s, then every endpoint that takes a date answers 400 with the date’s words',
    async (date) => {
      const lot = await harvested();
      const answers = await Promise.all([
        production({ planting_date: date }),
        production({ expected_harvest_date: date }),
        as().post(`/api/v1/seed-lots/${lot}/harvests`).send({ harvest_date: date, actual_yield: 5, pack_size: 25 }),
        as()
          .post('/api/v1/seed-lots/packaging')
          .send({ parents: [{ lot_id: lot }], pack_size: 5, pack_unit: 'Kg', packages_count: 1, packaging_date: date }),
        as().patch(`/api/v1/seed-lots/${lot}`).send({ generation: 'F2', planting_date: date }),
        as().get('/api/v1/transactions').query({ from: date }),
        as().get('/api/v1/transactions/export').query({ to: date }),
      ]);
      expect(answers.map((a) => a.status)).toEqual(answers.map(() => 400));
      for (const answer of answers) expect(JSON.stringify(answer.body)).toContain(TEXT_MESSAGES.dateInvalid);
    },
  );

  it('when a quantity is below what the columns keep (0.0001), then 400 with the field’s words', async () => {
    const seed = await source();
    const lot = await harvested();
    const answers = await Promise.all([
      production({}, seed).then(() =>
        as()
          .post('/api/v1/seed-lots/production')
          .send({
            sources: [{ lot_id: seed, quantity: 0.0001, unit: 'packages' }],
            farms: [{ farm_id: farm, area_used: 5 }],
            generation: 'F2',
          }),
      ),
      as()
        .post(`/api/v1/seed-lots/${lot}/harvests`)
        .send({ harvest_date: '2026-10-29', actual_yield: 0.0001, pack_size: 25 }),
      as()
        .post(`/api/v1/seed-lots/${lot}/harvests`)
        .send({ harvest_date: '2026-10-29', actual_yield: 5, pack_size: 0.0001 }),
      as()
        .post('/api/v1/seed-lots/packaging')
        .send({
          parents: [{ lot_id: lot, quantity: 0.0001, unit: 'Kg' }],
          pack_size: 5,
          pack_unit: 'Kg',
          packages_count: 1,
          packaging_date: '2026-11-01',
        }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([400, 400, 400, 400]);
    expect(answers.map(message)).toEqual([
      P.sourceQuantityInvalid,
      P.yieldInvalid,
      P.packSizeInvalid,
      P.parentQuantityInvalid,
    ]);
  });

  it('when a total or a conversion would overflow the quantity columns, then 400 with words and nothing changes', async () => {
    const seed = await source(1);
    // 1 package + 99,999,999,998: the most a lot holds
    const full = await as()
      .post('/api/v1/transactions')
      .send({ manifest_type: 'INITIAL', items: [{ lot_id: seed, quantity: 99_999_999_998, unit: 'packages' }] });
    expect(full.status).toBe(201);
    const overflow = await as()
      .post('/api/v1/transactions')
      .send({ manifest_type: 'INITIAL', items: [{ lot_id: seed, quantity: 99_999_999_999, unit: 'packages' }] })
      .expect(400);
    expect(message(overflow)).toBe(L.quantityTooLarge);

    const lot = await harvested();
    const tons = await as()
      .post(`/api/v1/seed-lots/${lot}/harvests`)
      .send({ harvest_date: '2026-10-29', actual_yield: 99_999_999_999, yield_unit: 'Tons', pack_size: 25 })
      .expect(400);
    expect(message(tons)).toBe(L.quantityTooLarge);
    const adjusted = await as()
      .post('/api/v1/transactions')
      .send({
        manifest_type: 'ADJUSTMENT',
        items: [{ lot_id: lot, quantity: 99_999_999_999, unit: 'Tons' }],
        overall_notes: 'recount',
      })
      .expect(400);
    expect(message(adjusted)).toBe(L.quantityTooLarge);
    const [owned] = await adminQuery<{ q: string }>(
      `select quantity_owned as q from public.lot_ownership where seed_lot_id = $1`,
      [lot],
    );
    expect(Number(owned!.q)).toBe(100);
  });
});

describe('a ledger deletions cannot break', () => {
  it('when each kind of lot is trashed and then deleted permanently, then only a lot without history goes, the ledger reconciles, the mass balance holds and no manifest is left without items', async () => {
    const buyer = await signUp(testApp, {
      userMetadata: { full_name: 'Ledger Buyer', organization_name: 'Ledger Buyer' },
    });
    const plain = await source(10);
    const opened = await source(10);
    await as()
      .post('/api/v1/transactions')
      .send({ manifest_type: 'INITIAL', items: [{ lot_id: opened, quantity: 5, unit: 'packages' }] })
      .expect(201);
    const grown = await harvested(600);
    const packed = (
      await as()
        .post('/api/v1/seed-lots/packaging')
        .send({
          parents: [{ lot_id: grown }],
          pack_size: 5,
          pack_unit: 'Kg',
          packages_count: 100,
          packaging_date: '2026-11-01',
        })
        .expect(201)
    ).body.id as string;
    const sold = await source(10);
    await as()
      .post('/api/v1/transactions')
      .send({
        manifest_type: 'SALE',
        untested_acknowledged: true, // the lot was never tested
        items: [{ lot_id: sold, quantity: 2, unit: 'packages', price_per_unit: 900, currency: 'INR' }],
        recipient_organization_id: buyer.organizationId,
      })
      .expect(201);
    const coded = await source(4);
    await as().post(`/api/v1/qr-lots/${coded}/code`).expect(200);

    const outcome: Record<string, number> = {};
    for (const [name, lot] of Object.entries({ plain, opened, grown, packed, sold, coded })) {
      await as().delete(`/api/v1/seed-lots/${lot}`).expect(204);
      const deleted = await as().delete(`/api/v1/seed-lots/${lot}/permanently`);
      outcome[name] = deleted.status;
      if (deleted.status === 409) expect([L.hasHistory, L.hasDescendants]).toContain(message(deleted));
    }
    // its own stock records only: gone; seed drawn into or out of it, a sale, a QR code: kept in the trash
    expect(outcome).toEqual({ plain: 204, opened: 204, grown: 409, packed: 409, sold: 409, coded: 409 });

    const unbalanced = await adminQuery(
      `select r.* from public.ledger_reconciliation() r join public.seed_lots l on l.id = r.seed_lot_id
        where not r.balanced and l.grower_organization_id = any($1)`,
      [[grower.organizationId, buyer.organizationId]],
    );
    expect(unbalanced).toEqual([]);
    const balance = await as().get('/api/v1/seed-lots/mass-balance').query({ all: 'true' }).expect(200);
    expect(balance.body.unbalanced).toBe(0);
    const emptyManifests = await adminQuery(
      `select m.id, m.manifest_type from public.transaction_manifests m
        where (m.from_org_id = $1 or m.to_org_id = $1)
          and not exists (select 1 from public.transaction_manifest_items i where i.manifest_id = m.id)`,
      [grower.organizationId],
    );
    expect(emptyManifests).toEqual([]);
    // the trashed lots with history can still be restored, whole
    await as().post(`/api/v1/seed-lots/${packed}/restore`).expect(204);
    const [owned] = await adminQuery<{ q: string }>(
      `select quantity_owned as q from public.lot_ownership where seed_lot_id = $1`,
      [packed],
    );
    expect(Number(owned!.q)).toBe(100);
  });
});
