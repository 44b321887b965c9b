// The flows that make lots from lots (issue 12): the production wizard's submit, harvest and
// packaging, each one transaction; what they draw never goes below 0, also when 20 clients draw
// from one lot at once; the mass balance holds after every flow.
import { PRODUCTION_MESSAGES as P, type SeedLotDetail, type UnregisteredSourceCreated } from '@seed/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { farmInput, square } from '../../test/farms-kit';
import { signUp } from '../../test/accounts';
import { adminQuery } from '../../test/database';
import { createFullTestApp, type FullTestApp } from '../../test/full-app';
import { api } from '../../test/http';

let testApp: FullTestApp;
let grower: Awaited<ReturnType<typeof signUp>>;
let wheat: { crop_id: string; variety_id: string };
let otherWheat: { variety_id: string };
let farms: string[];

beforeAll(async () => {
  testApp = createFullTestApp();
  grower = await signUp(testApp, { userMetadata: { full_name: 'Flow Admin', organization_name: 'Flow Seeds' } });
  [wheat] = (await adminQuery(
    `select v.id as variety_id, v.crop_id from public.varieties v where v.name = 'HI 1544'`,
  )) as [typeof wheat];
  [otherWheat] = (await adminQuery(
    `select v.id as variety_id from public.varieties v where v.crop_id = $1 and v.name <> 'HI 1544' limit 1`,
    [wheat.crop_id],
  )) as [typeof otherWheat];
  farms = [];
  for (const [i, area] of [12.5, 30].entries()) {
    const farm = await api(testApp, grower)
      .post('/api/v1/farms')
      .send(farmInput({ name: `Flow Farm ${i + 1}`, total_area: area, boundary: square(74 + i * 0.05, 19.5) }))
      .expect(201);
    farms.push(farm.body.farm.id);
  }
});

afterAll(async () => {
  await testApp.close();
});

const as = () => api(testApp, grower);

async function source(packages = 40, varietyId = wheat.variety_id, packSize = 25): Promise<string> {
  const response = await as()
    .post('/api/v1/seed-lots/unregistered')
    .send({ crop_id: wheat.crop_id, variety_id: varietyId, pack_size: packSize, pack_unit: 'Kg', quantity: packages })
    .expect(201);
  return (response.body as UnregisteredSourceCreated).lot.id;
}

const owned = async (lot: string) =>
  Number(
    (
      await adminQuery<{ q: string }>(
        `select quantity_owned as q from public.lot_ownership where seed_lot_id = $1 and owner_organization_id = $2`,
        [lot, grower.organizationId],
      )
    )[0]?.q,
  );

async function expectBalanced() {
  const report = await as().get('/api/v1/seed-lots/mass-balance').query({ all: 'true' }).expect(200);
  expect(
    report.body.unbalanced,
    JSON.stringify(report.body.items.filter((b: { balanced: boolean }) => !b.balanced)),
  ).toBe(0);
  // and every owned quantity is the sum of its ledger entries (issue 13)
  const ledger = await as().get('/api/v1/transactions/ledger').expect(200);
  expect(ledger.body).toEqual({ items: [], unbalanced: 0 });
  return report.body.items as { seed_lot_id: string; produced_or_received_kg: number; owned_kg: number }[];
}

const production = (sources: unknown[], overrides: Record<string, unknown> = {}) =>
  as()
    .post('/api/v1/seed-lots/production')
    .send({
      sources,
      farms: [
        { farm_id: farms[0], area_used: 5 },
        { farm_id: farms[1], area_used: 10 },
      ],
      generation: 'F2',
      planting_date: '2026-06-20',
      expected_harvest_date: '2026-10-30',
      ...overrides,
    });

describe('the production wizard, harvest and packaging', () => {
  it('when a source is grown on two farms, harvested and packaged, then every lot, link, quantity and manifest follows and the mass balance holds', async () => {
    const seed = await source(40);
    const made = await production([{ lot_id: seed, quantity: 10, unit: 'packages' }]).expect(201);
    const lotId = made.body.id as string;
    expect(await owned(seed)).toBe(30);

    let lot = (await as().get(`/api/v1/seed-lots/${lotId}`).expect(200)).body as SeedLotDetail;
    expect(lot.lot).toMatchObject({
      lot_type: 'raw_production',
      status: 'draft',
      generation: 'F2',
      variety_name: 'HI 1544',
    });
    expect(lot.farms.map((f) => f.contribution_percentage).sort()).toEqual([33.333, 66.667]);
    // the areas used, 5 + 10 acres (not spec 3's farm total × share, which gave 24.17 here)
    expect(lot.lot.area_planted_acres).toBe(15);
    expect(lot.lineage).toContainEqual(
      expect.objectContaining({ id: seed, direction: 'ancestor', relation: 'source', depth: 1 }),
    );
    expect(lot.actions).toMatchObject({ harvest: true, package: false });

    // Harvest: the yield is owned, draft → active, a production manifest; two harvests add up.
    await as()
      .post(`/api/v1/seed-lots/${lotId}/harvests`)
      .send({ harvest_date: '2026-10-28', actual_yield: 800, pack_size: 25 })
      .expect(204);
    await as()
      .post(`/api/v1/seed-lots/${lotId}/harvests`)
      .send({ harvest_date: '2026-10-30', actual_yield: 0.5, yield_unit: 'Tons', pack_size: 25 })
      .expect(204);
    lot = (await as().get(`/api/v1/seed-lots/${lotId}`).expect(200)).body as SeedLotDetail;
    expect(lot.lot).toMatchObject({ status: 'active', yield_kg: 1300, harvest_date: '2026-10-30' });
    expect(lot.harvests).toHaveLength(2);
    expect(await owned(lotId)).toBe(1300);
    expect(lot.manifests.filter((m) => m.manifest_type === 'production')).toHaveLength(2);
    expect(lot.actions.package).toBe(true);

    // Packaging: 100 × 5 Kg from the harvest, then the rest of it in 2 × 400 Kg.
    const packed = await as()
      .post('/api/v1/seed-lots/packaging')
      .send({
        parents: [{ lot_id: lotId }],
        pack_size: 5,
        pack_unit: 'Kg',
        packages_count: 100,
        packaging_date: '2026-11-01',
      })
      .expect(201);
    expect(await owned(lotId)).toBe(800);
    const pack = (await as().get(`/api/v1/seed-lots/${packed.body.id}`).expect(200)).body as SeedLotDetail;
    expect(pack.lot).toMatchObject({
      lot_type: 'packaged_unit',
      status: 'active',
      parent_lot_id: lotId,
      packages_count: 100,
    });
    expect(pack.owners).toEqual([expect.objectContaining({ quantity_owned: 100, unit: 'packages' })]);
    expect(pack.manifests.map((m) => [m.manifest_type, m.status])).toEqual([['packaging', 'COMPLETED']]);
    // The whole chain: source → production → package.
    expect(pack.lineage.filter((l) => l.direction === 'ancestor').map((l) => [l.id, l.depth])).toEqual(
      expect.arrayContaining([
        [lotId, 1],
        [seed, 2],
      ]),
    );
    await as()
      .post('/api/v1/seed-lots/packaging')
      .send({
        parents: [{ lot_id: lotId, quantity: 0.8, unit: 'Tons' }],
        pack_size: 400,
        pack_unit: 'Kg',
        packages_count: 2,
        packaging_date: '2026-11-02',
      })
      .expect(201);
    expect(await owned(lotId)).toBe(0);

    const balance = await expectBalanced();
    expect(balance.find((b) => b.seed_lot_id === lotId)).toMatchObject({ produced_or_received_kg: 1300, owned_kg: 0 });
    expect(balance.find((b) => b.seed_lot_id === seed)).toMatchObject({ produced_or_received_kg: 1000, owned_kg: 750 });
  });

  it('when a hybrid cross is made, then the crop is the female parent’s, there is no variety, and the generation is F1', async () => {
    const male = await source(10);
    const female = await source(10, otherWheat.variety_id);
    const made = await production(
      [
        { lot_id: male, quantity: 2, unit: 'packages', purpose: 'male_parent' },
        { lot_id: female, quantity: 3, unit: 'packages', purpose: 'female_parent' },
      ],
      { generation: 'G7' },
    ).expect(201);
    const lot = (await as().get(`/api/v1/seed-lots/${made.body.id}`).expect(200)).body as SeedLotDetail;
    expect(lot.lot).toMatchObject({ generation: 'F1', variety_name: null, crop_name: 'Wheat' });
    expect(
      lot.lineage
        .filter((l) => l.direction === 'ancestor')
        .map((l) => l.purpose)
        .sort(),
    ).toEqual(['female_parent', 'male_parent']);
    const noFemale = await production([{ lot_id: male, quantity: 1, unit: 'packages', purpose: 'male_parent' }]).expect(
      400,
    );
    expect(noFemale.body.error.message).toBe(P.femaleParentRequired);
    const noMale = await production([
      { lot_id: female, quantity: 1, unit: 'packages', purpose: 'female_parent' },
    ]).expect(400);
    expect(noMale.body.error.message).toBe(P.maleParentRequired);
  });

  it('when the wizard is refused, then the spec’s message comes back and nothing is drawn', async () => {
    const seed = await source(4);
    const other = await source(4, otherWheat.variety_id);
    const cases: [unknown[], Record<string, unknown>, number, string][] = [
      [[], {}, 400, P.sourceRequired],
      [[{ lot_id: seed, quantity: 0, unit: 'packages' }], {}, 400, P.sourceQuantityInvalid],
      [[{ lot_id: seed, quantity: 5, unit: 'packages' }], {}, 409, P.quantityExceedsAvailable(4, 'packages')],
      [[{ lot_id: seed, quantity: 101, unit: 'Kg' }], {}, 409, P.quantityExceedsAvailable(4, 'packages')],
      [
        [
          { lot_id: seed, quantity: 1, unit: 'packages' },
          { lot_id: other, quantity: 1, unit: 'packages' },
        ],
        {},
        400,
        P.sourcesNotSameVariety,
      ],
      [[{ lot_id: seed, quantity: 1, unit: 'packages' }], { farms: [] }, 400, P.contributionRequired],
      [[{ lot_id: seed, quantity: 1, unit: 'packages' }], { generation: '  ' }, 400, P.generationRequired],
      [
        [{ lot_id: seed, quantity: 1, unit: 'packages' }],
        { farms: [{ farm_id: farms[0], area_used: 13 }] },
        400,
        P.contributionsNotHundred,
      ],
    ];
    for (const [sources, overrides, status, message] of cases) {
      const response = await production(sources, overrides);
      expect([response.status, response.body.error?.message]).toEqual([status, message]);
    }
    expect(await owned(seed)).toBe(4);
    // A source of another organization is not found, as one that does not exist.
    const stranger = await signUp(testApp);
    const theirs = await api(testApp, stranger)
      .post('/api/v1/seed-lots/unregistered')
      .send({ crop_id: wheat.crop_id, variety_id: wheat.variety_id, pack_size: 1, quantity: 5 })
      .expect(201);
    await production([{ lot_id: theirs.body.lot.id, quantity: 1, unit: 'packages' }]).expect(404);
  });

  it('when 20 wizards draw from one source at once, then none overdraws and the quantities add up', async () => {
    const seed = await source(50);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => production([{ lot_id: seed, quantity: 3, unit: 'packages' }])),
    );
    const made = results.filter((r) => r.status === 201).length;
    expect(made).toBe(16);
    expect(
      results
        .filter((r) => r.status === 409)
        .every((r) => r.body.error.message === P.quantityExceedsAvailable(2, 'packages')),
    ).toBe(true);
    expect(results.every((r) => r.status === 201 || r.status === 409)).toBe(true);
    expect(await owned(seed)).toBe(2);
    await expectBalanced();
  });

  it('when 20 packagings draw from one harvest at once, then none overdraws', async () => {
    const seed = await source(10);
    const lotId = (await production([{ lot_id: seed, quantity: 1, unit: 'packages' }]).expect(201)).body.id as string;
    await as()
      .post(`/api/v1/seed-lots/${lotId}/harvests`)
      .send({ harvest_date: '2026-10-28', actual_yield: 95, pack_size: 25 })
      .expect(204);
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        as()
          .post('/api/v1/seed-lots/packaging')
          .send({
            parents: [{ lot_id: lotId }],
            pack_size: 10,
            pack_unit: 'Kg',
            packages_count: 1,
            packaging_date: '2026-11-01',
          }),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(9);
    expect(results.every((r) => r.status === 201 || r.status === 409)).toBe(true);
    expect(await owned(lotId)).toBe(5);
    await expectBalanced();
  });

  it('when a harvest is refused, then spec 3’s words come back', async () => {
    const seed = await source(5);
    const notProduction = await as()
      .post(`/api/v1/seed-lots/${seed}/harvests`)
      .send({ harvest_date: '2026-10-28', actual_yield: 5, pack_size: 25 })
      .expect(409);
    expect(notProduction.body.error.message).toBe(P.onlyProductionHarvested);
    const lotId = (await production([{ lot_id: seed, quantity: 1, unit: 'packages' }]).expect(201)).body.id as string;
    await adminQuery(`update public.seed_lots set status = 'rejected' where id = $1`, [lotId]);
    const rejected = await as()
      .post(`/api/v1/seed-lots/${lotId}/harvests`)
      .send({ harvest_date: '2026-10-28', actual_yield: 5, pack_size: 25 })
      .expect(409);
    expect(rejected.body.error.message).toBe(P.harvestStatus('rejected'));
    const noYield = await as()
      .post(`/api/v1/seed-lots/${lotId}/harvests`)
      .send({ harvest_date: '2026-10-28', actual_yield: 0, pack_size: 25 })
      .expect(400);
    expect(noYield.body.error.message).toBe(P.yieldInvalid);
    const noDate = await as()
      .post(`/api/v1/seed-lots/${lotId}/harvests`)
      .send({ harvest_date: '', actual_yield: 3, pack_size: 25 })
      .expect(400);
    expect(noDate.body.error.message).toBe(P.harvestDateRequired);
    await as()
      .post('/api/v1/seed-lots/SL-20260101-0000000-0000/harvests')
      .send({ harvest_date: '2026-10-28', actual_yield: 5, pack_size: 25 })
      .expect(404);
  });

  it('when packaging is refused, then spec 2’s words come back and nothing is drawn', async () => {
    const seed = await source(5);
    const lotId = (await production([{ lot_id: seed, quantity: 1, unit: 'packages' }]).expect(201)).body.id as string;
    await as()
      .post(`/api/v1/seed-lots/${lotId}/harvests`)
      .send({ harvest_date: '2026-10-28', actual_yield: 50, pack_size: 25 })
      .expect(204);
    const body = { pack_size: 5, pack_unit: 'Kg', packages_count: 2, packaging_date: '2026-11-01' };
    const none = await as()
      .post('/api/v1/seed-lots/packaging')
      .send({ ...body, parents: [] })
      .expect(400);
    expect(none.body.error.message).toBe(P.parentRequired);
    const tooMuch = await as()
      .post('/api/v1/seed-lots/packaging')
      .send({ ...body, packages_count: 11, parents: [{ lot_id: lotId }] })
      .expect(409);
    expect(tooMuch.body.error.message).toBe(P.quantityExceedsAvailable(50, 'Kg'));
    const mismatch = await as()
      .post('/api/v1/seed-lots/packaging')
      .send({
        ...body,
        parents: [
          { lot_id: lotId, quantity: 5, unit: 'Kg' },
          { lot_id: seed, quantity: 1, unit: 'packages' },
        ],
      })
      .expect(400);
    expect(mismatch.body.error.message).toBe(P.packagingQuantityMismatch);
    const noUnit = await as()
      .post('/api/v1/seed-lots/packaging')
      .send({
        ...body,
        parents: [
          { lot_id: lotId, quantity: 5 },
          { lot_id: seed, quantity: 5, unit: 'Kg' },
        ],
      })
      .expect(400);
    expect(noUnit.body.error.message).toBe(P.parentUnitRequired);
    expect(await owned(lotId)).toBe(50);
    expect(await owned(seed)).toBe(4);
  });

  it('when the last step of the wizard fails, then nothing of it remains', async () => {
    const seed = await source(8);
    // Only this organization's lots fail (other test files insert farm links at the same time).
    await adminQuery(
      `create or replace function public.forced_failure() returns trigger language plpgsql as $$
       begin
         if exists (select 1 from public.seed_lots l where l.id = new.lot_id
                    and l.grower_organization_id = '${grower.organizationId}') then
           raise exception 'forced failure';
         end if;
         return new;
       end $$`,
    );
    await adminQuery(
      `create trigger forced_failure after insert on public.farm_seed_lots for each row execute function public.forced_failure()`,
    );
    try {
      const count = `select count(*)::int as n from public.seed_lots where grower_organization_id = $1`;
      const before = await adminQuery(count, [grower.organizationId]);
      const response = await production([{ lot_id: seed, quantity: 2, unit: 'packages' }]);
      expect(response.status).toBe(500);
      expect(await adminQuery(count, [grower.organizationId])).toEqual(before);
      expect(await owned(seed)).toBe(8);
    } finally {
      await adminQuery(`drop trigger forced_failure on public.farm_seed_lots`);
      await adminQuery(`drop function public.forced_failure()`);
    }
  });

  it('when the grower edits a lot, then its generation, notes and farm dates change; others and bad dates are refused', async () => {
    const seed = await source(5);
    const lotId = (await production([{ lot_id: seed, quantity: 1, unit: 'packages' }]).expect(201)).body.id as string;
    await as()
      .patch(`/api/v1/seed-lots/${lotId}`)
      .send({
        generation: 'F3',
        notes: 'Rogued twice',
        planting_date: '2026-06-21',
        expected_harvest_date: '2026-10-31',
      })
      .expect(204);
    const lot = (await as().get(`/api/v1/seed-lots/${lotId}`).expect(200)).body as SeedLotDetail;
    expect(lot.lot).toMatchObject({ generation: 'F3', notes: 'Rogued twice', planting_date: '2026-06-21' });
    expect(lot.farms.every((f) => f.expected_harvest_date === '2026-10-31')).toBe(true);

    const blank = await as().patch(`/api/v1/seed-lots/${lotId}`).send({ generation: ' ' }).expect(400);
    expect(blank.body.error.message).toBe(P.generationRequired);
    const backwards = await as()
      .patch(`/api/v1/seed-lots/${lotId}`)
      .send({ generation: 'F3', planting_date: '2026-06-21', expected_harvest_date: '2026-01-01' })
      .expect(400);
    expect(backwards.body.error.message).toBe(P.harvestBeforePlanting);
    const stranger = await signUp(testApp);
    await api(testApp, stranger).patch(`/api/v1/seed-lots/${lotId}`).send({ generation: 'X' }).expect(404);
  });

  it('when the farms state their areas in different units, then the shares come from the areas in acres', async () => {
    const hectares = await as()
      .post('/api/v1/farms')
      .send(farmInput({ name: 'Hectare Farm', total_area: 5, area_unit: 'hectares', boundary: square(74.3, 19.5) }))
      .expect(201);
    const seed = await source(3);
    const made = await production([{ lot_id: seed, quantity: 1, unit: 'packages' }], {
      farms: [
        { farm_id: hectares.body.farm.id, area_used: 2 },
        { farm_id: farms[0], area_used: 4.94210762 },
      ],
    }).expect(201);
    const lot = (await as().get(`/api/v1/seed-lots/${made.body.id}`).expect(200)).body as SeedLotDetail;
    expect(lot.farms.map((f) => f.contribution_percentage)).toEqual([50, 50]);
  });
});
