import {
  SEED_LOT_MESSAGES as M,
  type SeedLotDetail,
  type SeedLotList,
  type UnregisteredSourceCreated,
} from '@seed/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizationWithManager, signUp } from '../../test/accounts';
import { adminQuery } from '../../test/database';
import { createFullTestApp, type FullTestApp } from '../../test/full-app';
import { api } from '../../test/http';
import { CLAIM_ATTEMPTS } from '../domain/seed-lots-service';

let testApp: FullTestApp;
let team: Awaited<ReturnType<typeof organizationWithManager>>;
let supplier: Awaited<ReturnType<typeof signUp>>;
let wheat: { crop_id: string; variety_id: string; name: string };
let chickpea: { crop_id: string; variety_id: string; name: string };

beforeAll(async () => {
  testApp = createFullTestApp();
  team = await organizationWithManager(testApp, 'Lots');
  supplier = await signUp(testApp, {
    userMetadata: { full_name: 'Supplier Admin', organization_name: 'Supplier Seeds' },
  });
  wheat = await one(`select v.id as variety_id, v.crop_id, v.name from public.varieties v where v.name = 'HI 1544'`);
  chickpea = await one(
    `select v.id as variety_id, v.crop_id, v.name from public.varieties v join public.crops c on c.id = v.crop_id
     where c.name = 'Chickpea' order by v.name limit 1`,
  );
});

afterAll(async () => {
  await testApp.close();
});

async function one<T>(sql: string, params: unknown[] = []): Promise<T> {
  const [row] = await adminQuery<T>(sql, params);
  if (!row) throw new Error(`no row: ${sql}`);
  return row;
}

const asManager = () => api(testApp, team.manager);

async function addSource(overrides: Record<string, unknown> = {}, session = team.manager) {
  const response = await api(testApp, session)
    .post('/api/v1/seed-lots/unregistered')
    .send({
      crop_id: wheat.crop_id,
      variety_id: wheat.variety_id,
      generation: 'Foundation',
      pack_size: 25,
      pack_unit: 'Kg',
      packaging_type: 'bag',
      quantity: 40,
      notes: 'Supplier: Indore Agro\nStored dry',
      ...overrides,
    });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as UnregisteredSourceCreated;
}

async function list(query: Record<string, string>, session = team.manager): Promise<SeedLotList> {
  const response = await api(testApp, session).get('/api/v1/seed-lots').query(query);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as SeedLotList;
}

async function detail(id: string, session = team.manager): Promise<SeedLotDetail> {
  const response = await api(testApp, session).get(`/api/v1/seed-lots/${id}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as SeedLotDetail;
}

describe('POST /api/v1/seed-lots/unregistered', () => {
  it('when a manager adds a source, then the lot is active with its ownership, manifest and item, and a claim code is shown once', async () => {
    const created = await addSource();
    expect(created.lot).toMatchObject({
      lot_type: 'unregistered_source',
      status: 'active',
      crop_name: 'Wheat',
      variety_name: 'HI 1544',
      generation: 'Foundation',
      quantity_owned: 40,
      quantity_unit: 'packages',
      pack_size: 25,
      pack_unit: 'Kg',
      packaging_type: 'bag',
      is_grower: true,
      deleted_at: null,
    });
    expect(created.lot.id).toMatch(/^SL-\d{8}-\d{7}-\d{4}$/);
    expect(created.claim_code).toMatch(/^[0-9A-F]{4}(-[0-9A-F]{4}){5}$/);

    const lot = await detail(created.lot.id);
    expect(lot.owners).toEqual([
      expect.objectContaining({ organization_id: team.organizationId, quantity_owned: 40, unit: 'packages' }),
    ]);
    expect(lot.manifests).toEqual([
      expect.objectContaining({
        manifest_type: 'unregistered',
        status: 'active',
        from_org_name: null,
        items: [expect.objectContaining({ quantity_transferred: 40, item_notes: 'Unregistered source procurement' })],
      }),
    ]);
    expect(lot.claim).toEqual({ has_active_code: true, redeemed_at: null, origin_organization_name: null });
    expect(lot.lineage).toEqual([expect.objectContaining({ id: created.lot.id, direction: 'self', visible: true })]);
    expect(lot.actions).toEqual({ harvest: false, package: false, transaction: true });
    // Only the code's hash is kept.
    const stored = await adminQuery<{ hash: string }>(
      `select encode(code_hash, 'hex') as hash from public.lot_claim_codes where seed_lot_id = $1`,
      [created.lot.id],
    );
    expect(JSON.stringify(stored)).not.toContain(created.claim_code.replace(/-/g, ''));
  });

  it("when an organization's own variety is chosen, then the lot shows its name", async () => {
    const own = await api(testApp, team.admin)
      .post('/api/v1/varieties')
      .send({ source: 'custom', crop_id: chickpea.crop_id, display_name: 'Our Kabuli 7' })
      .expect(201);
    const created = await addSource({ crop_id: chickpea.crop_id, variety_id: null, org_variety_id: own.body.id });
    expect(created.lot).toMatchObject({ crop_name: 'Chickpea', variety_name: 'Our Kabuli 7' });
    const choices = await asManager().get('/api/v1/variety-choices').query({ crop: chickpea.crop_id }).expect(200);
    expect(choices.body.organization).toEqual([
      expect.objectContaining({ id: own.body.id, display_name: 'Our Kabuli 7' }),
    ]);
    expect(choices.body.masters.length).toBeGreaterThan(0);
  });

  it('when fields are missing or wrong, then spec 2 §5 messages come back, crop first', async () => {
    const empty = await asManager().post('/api/v1/seed-lots/unregistered').send({}).expect(400);
    expect(empty.body.error.message).toBe(M.cropRequired);
    const noVariety = await asManager()
      .post('/api/v1/seed-lots/unregistered')
      .send({ crop_id: wheat.crop_id, pack_size: 1, quantity: 1 })
      .expect(400);
    expect(noVariety.body.error.message).toBe(M.varietyRequired);
    const badPack = await asManager()
      .post('/api/v1/seed-lots/unregistered')
      .send({ crop_id: wheat.crop_id, variety_id: wheat.variety_id, pack_size: 0, quantity: 1 })
      .expect(400);
    expect(badPack.body.error.message).toBe(M.packSizeInvalid);
    const badQuantity = await asManager()
      .post('/api/v1/seed-lots/unregistered')
      .send({ crop_id: wheat.crop_id, variety_id: wheat.variety_id, pack_size: 1, quantity: -2 })
      .expect(400);
    expect(badQuantity.body.error.message).toBe(M.quantityInvalid);
  });

  it("when the variety is of another crop, or another organization's private variety, then 'Please select both crop and variety'", async () => {
    const otherCrop = await asManager()
      .post('/api/v1/seed-lots/unregistered')
      .send({ crop_id: chickpea.crop_id, variety_id: wheat.variety_id, pack_size: 1, quantity: 1 })
      .expect(400);
    expect(otherCrop.body.error.message).toBe(M.cropAndVarietyRequired);
    const theirs = await api(testApp, supplier)
      .post('/api/v1/varieties')
      .send({ source: 'custom', crop_id: wheat.crop_id, display_name: 'Secret Wheat' })
      .expect(201);
    const foreign = await asManager()
      .post('/api/v1/seed-lots/unregistered')
      .send({ crop_id: wheat.crop_id, org_variety_id: theirs.body.id, pack_size: 1, quantity: 1 })
      .expect(400);
    expect(foreign.body.error.message).toBe(M.cropAndVarietyRequired);
  });

  it('when a member without a role asks, then 403 with the spec 2 §6 words', async () => {
    const roleless = await organizationWithManager(testApp, 'Roleless lots');
    await adminQuery(`update public.profiles set role = null where auth_id = $1`, [roleless.manager.userId]);
    const response = await api(testApp, roleless.manager).get('/api/v1/seed-lots').expect(403);
    expect(response.body.error.message).toBe(M.rolesRequired);
  });
});

describe('GET /api/v1/seed-lots', () => {
  it('when the tabs are listed and filtered, then each shows its lots with the total, newest first', async () => {
    const fresh = await signUp(testApp, { userMetadata: { full_name: 'Lister', organization_name: 'Lister Seeds' } });
    const first = await addSource({ generation: 'F1' }, fresh);
    const second = await addSource({ crop_id: chickpea.crop_id, variety_id: chickpea.variety_id }, fresh);
    const overview = await list({}, fresh);
    expect(overview.total).toBe(2);
    expect(overview.items.map((l) => l.id)).toEqual([second.lot.id, first.lot.id]);

    expect((await list({ tab: 'unregistered' }, fresh)).total).toBe(2);
    expect((await list({ tab: 'production' }, fresh)).total).toBe(0);
    expect((await list({ tab: 'packaging' }, fresh)).total).toBe(0);
    expect((await list({ crop: chickpea.crop_id }, fresh)).items.map((l) => l.id)).toEqual([second.lot.id]);
    expect((await list({ search: 'hi 1544' }, fresh)).items.map((l) => l.id)).toEqual([first.lot.id]);
    expect((await list({ search: 'chickpea' }, fresh)).items.map((l) => l.id)).toEqual([second.lot.id]);
    expect((await list({ search: first.lot.id.slice(-6) }, fresh)).items.map((l) => l.id)).toEqual([first.lot.id]);
    expect((await list({ type: 'raw_production' }, fresh)).total).toBe(0);
    expect((await list({ status: 'active' }, fresh)).total).toBe(2);
    expect((await list({ status: 'draft' }, fresh)).total).toBe(0);
    const paged = await list({ limit: '1', page: '2' }, fresh);
    expect(paged).toMatchObject({ total: 2, page: 2, limit: 1 });
    expect(paged.items.map((l) => l.id)).toEqual([first.lot.id]);
    // A search with LIKE's own characters matches them literally.
    expect((await list({ search: '%' }, fresh)).total).toBe(0);
  });
});

describe('delete and restore', () => {
  it('when the grower deletes a lot, then it moves to the trash, shows with deleted=true and in Unregistered, and comes back on restore', async () => {
    const { lot } = await addSource();
    await asManager().delete(`/api/v1/seed-lots/${lot.id}`).expect(204);
    expect((await list({})).items.map((l) => l.id)).not.toContain(lot.id);
    const trash = await list({ deleted: 'true' });
    expect(trash.items.find((l) => l.id === lot.id)?.deleted_at).toEqual(expect.any(String));
    expect((await list({ tab: 'unregistered' })).items.map((l) => l.id)).toContain(lot.id);
    expect((await detail(lot.id)).actions.transaction).toBe(false);

    await asManager().post(`/api/v1/seed-lots/${lot.id}/restore`).expect(204);
    expect((await list({})).items.map((l) => l.id)).toContain(lot.id);
    expect((await list({ deleted: 'true' })).items.map((l) => l.id)).not.toContain(lot.id);
  });

  it('when another organization owns part of the lot, then it sees it but only the grower may delete it, and permanent deletion is refused', async () => {
    const { lot } = await addSource();
    await adminQuery(
      `insert into public.lot_ownership (seed_lot_id, owner_organization_id, quantity_owned, unit_of_measure)
       values ($1, $2, 5, 'packages')`,
      [lot.id, supplier.organizationId],
    );
    const seen = await detail(lot.id, supplier);
    expect(seen.lot.is_grower).toBe(false);
    expect(seen.claim).toBeNull();
    const refused = await api(testApp, supplier).delete(`/api/v1/seed-lots/${lot.id}`).expect(403);
    expect(refused.body.error.message).toBe(M.notGrower);
    await api(testApp, supplier).post(`/api/v1/seed-lots/${lot.id}/restore`).expect(403);
    const permanent = await asManager().delete(`/api/v1/seed-lots/${lot.id}/permanently`).expect(409);
    expect(permanent.body.error.message).toBe(M.ownedByOthers);
  });

  it('when a lot was made from it, then permanent deletion is refused; otherwise it removes the lot and its own manifest', async () => {
    const parent = await addSource();
    const child = await addSource();
    await adminQuery(
      `insert into public.source_lots (seed_lot_id, source_lot_id, quantity, quantity_unit) values ($1, $2, 1, 'packages')`,
      [child.lot.id, parent.lot.id],
    );
    const refused = await asManager().delete(`/api/v1/seed-lots/${parent.lot.id}/permanently`).expect(409);
    expect(refused.body.error.message).toBe(M.hasDescendants);

    // a lot drawn from another has history: it can only be trashed (issue 24)
    const drawn = await asManager().delete(`/api/v1/seed-lots/${child.lot.id}/permanently`).expect(409);
    expect(drawn.body.error.message).toBe(M.hasHistory);

    const plain = await addSource();
    await asManager().delete(`/api/v1/seed-lots/${plain.lot.id}/permanently`).expect(204);
    await asManager().get(`/api/v1/seed-lots/${plain.lot.id}`).expect(404);
    const left = await adminQuery(
      `select 1 from public.transaction_manifest_items where seed_lot_id = $1
       union all select 1 from public.lot_ownership where seed_lot_id = $1`,
      [plain.lot.id],
    );
    expect(left).toEqual([]);
  });

  it("when an unknown or another organization's lot is asked for, then 'Seed lot not found' alike", async () => {
    const { lot } = await addSource({}, supplier);
    for (const id of [lot.id, 'SL-20260101-0000000-0000', 'x'.repeat(80)]) {
      const response = await asManager().get(`/api/v1/seed-lots/${id}`).expect(404);
      expect(response.body.error.message).toBe(M.notFound);
      await asManager().delete(`/api/v1/seed-lots/${id}`).expect(404);
    }
  });
});

describe('claim codes', () => {
  it("when the supplier redeems the code with one of its own lots, then it is the lot's origin, the source is linked, and the code is used up", async () => {
    const bought = await addSource();
    const own = await addSource({}, supplier);
    const redeemed = await api(testApp, supplier)
      .post('/api/v1/seed-lot-claims')
      .send({ code: bought.claim_code.toLowerCase().replace(/-/g, ' '), source_lot_id: own.lot.id })
      .expect(200);
    expect(redeemed.body).toEqual({
      seed_lot_id: bought.lot.id,
      crop_name: 'Wheat',
      variety_name: 'HI 1544',
      linked_source_lot_id: own.lot.id,
    });

    const lot = await detail(bought.lot.id);
    expect(lot.claim).toMatchObject({ has_active_code: false, origin_organization_name: 'Supplier Seeds' });
    expect(lot.manifests.map((m) => m.manifest_type)).toContain('claim');
    // The supplier's lot is upstream now, shown without its owner's data.
    expect(lot.lineage).toContainEqual(
      expect.objectContaining({ id: own.lot.id, direction: 'ancestor', depth: 1, visible: false, status: null }),
    );
    // The buyer keeps the quantity.
    expect(lot.owners).toEqual([expect.objectContaining({ organization_id: team.organizationId, quantity_owned: 40 })]);

    const again = await api(testApp, supplier)
      .post('/api/v1/seed-lot-claims')
      .send({ code: bought.claim_code })
      .expect(409);
    expect(again.body.error.message).toBe(M.claimCodeUsed);
  });

  it('when a code is wrong, revoked or the lot is the claimant’s own, then a clear message; a new code replaces the old', async () => {
    const { lot, claim_code: first } = await addSource();
    const wrong = await api(testApp, supplier)
      .post('/api/v1/seed-lot-claims')
      .send({ code: '0000-0000-0000-0000-0000-0000' })
      .expect(404);
    expect(wrong.body.error.message).toBe(M.claimCodeInvalid);
    const own = await asManager().post('/api/v1/seed-lot-claims').send({ code: first }).expect(409);
    expect(own.body.error.message).toBe(M.claimOwnLot);

    const renewed = await asManager().post(`/api/v1/seed-lots/${lot.id}/claim-code`).expect(201);
    expect(renewed.body.claim_code).not.toBe(first);
    await api(testApp, supplier).post('/api/v1/seed-lot-claims').send({ code: first }).expect(404);
    await asManager().delete(`/api/v1/seed-lots/${lot.id}/claim-code`).expect(204);
    await api(testApp, supplier).post('/api/v1/seed-lot-claims').send({ code: renewed.body.claim_code }).expect(404);
    expect((await detail(lot.id)).claim?.has_active_code).toBe(false);
  });

  it('when the lot is in the trash, then its code does not work, and it works again once the lot is restored', async () => {
    const { lot, claim_code: code } = await addSource();
    await asManager().delete(`/api/v1/seed-lots/${lot.id}`).expect(204);
    const refused = await api(testApp, supplier).post('/api/v1/seed-lot-claims').send({ code }).expect(404);
    expect(refused.body.error.message).toBe(M.claimCodeInvalid);
    await asManager().post(`/api/v1/seed-lots/${lot.id}/restore`).expect(204);
    await api(testApp, supplier).post('/api/v1/seed-lot-claims').send({ code }).expect(200);
  });

  it('when a member without a role tries to claim, then 403 every time, never 429', async () => {
    const team2 = await organizationWithManager(testApp, 'Roleless claims');
    await adminQuery(`update public.profiles set role = null where auth_id = $1`, [team2.manager.userId]);
    for (let i = 0; i <= CLAIM_ATTEMPTS.perWindow; i++) {
      await api(testApp, team2.manager)
        .post('/api/v1/seed-lot-claims')
        .send({ code: '0000-0000-0000-0000-0000-0000' })
        .expect(403);
    }
  });

  it('when codes are guessed, then attempts beyond the limit are refused with 429', async () => {
    const guesser = await signUp(testApp, { userMetadata: { full_name: 'Guesser', organization_name: 'Guess Seeds' } });
    const statuses: number[] = [];
    for (let i = 0; i <= CLAIM_ATTEMPTS.perWindow; i++) {
      const response = await api(testApp, guesser)
        .post('/api/v1/seed-lot-claims')
        .send({ code: `${String(i).padStart(4, '0')}-AAAA-BBBB-CCCC-DDDD-EEEE` });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, CLAIM_ATTEMPTS.perWindow).every((s) => s === 404)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('GET /api/v1/seed-lots/{id} timestamps', () => {
  it('when a redeemed, deleted lot is read, then every timestamp is the instant the database holds, as ISO text in UTC with milliseconds', async () => {
    const bought = await addSource();
    const own = await addSource({}, supplier);
    await api(testApp, supplier)
      .post('/api/v1/seed-lot-claims')
      .send({ code: bought.claim_code, source_lot_id: own.lot.id })
      .expect(200);
    await asManager().delete(`/api/v1/seed-lots/${bought.lot.id}`).expect(204);

    const lot = await detail(bought.lot.id);
    const held = await one<{
      created_at: Date;
      updated_at: Date;
      deleted_at: Date;
      redeemed_at: Date;
      manifests: Date[];
    }>(
      `select l.created_at, l.updated_at, l.deleted_at,
         (select max(cc.redeemed_at) from public.lot_claim_codes cc where cc.seed_lot_id = l.id) as redeemed_at,
         array(select m.transaction_date from public.transaction_manifests m
               where m.id in (select i.manifest_id from public.transaction_manifest_items i where i.seed_lot_id = l.id
                              union select cc.manifest_id from public.lot_claim_codes cc where cc.seed_lot_id = l.id)
               order by m.transaction_date desc, m.id) as manifests
       from public.seed_lots l where l.id = $1`,
      [bought.lot.id],
    );
    const iso = (value: Date) => value.toISOString();

    expect(lot.lot).toMatchObject({
      created_at: iso(held.created_at),
      updated_at: iso(held.updated_at),
      deleted_at: iso(held.deleted_at),
    });
    expect(lot.claim?.redeemed_at).toBe(iso(held.redeemed_at));
    expect(lot.manifests.map((m) => m.transaction_date)).toEqual(held.manifests.map(iso));
    expect(lot.lineage.find((l) => l.direction === 'self')).toMatchObject({
      created_at: iso(held.created_at),
      deleted_at: iso(held.deleted_at),
    });
    for (const text of [lot.lot.created_at, lot.claim?.redeemed_at, ...lot.manifests.map((m) => m.transaction_date)]) {
      expect(text).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    }
  });
});

describe('GET /api/v1/seed-lots/{id} lineage', () => {
  it('when a lot sits in a chain of depth 30 with a foreign ancestor, then one request returns every ancestor and descendant at its depth', async () => {
    const { lot: top } = await addSource({}, supplier);
    // lot_1 … lot_30 of the team, each made from the one before (parent and source links in turn).
    const chain: string[] = [top.id];
    for (let i = 1; i <= 30; i++) {
      const previous = chain[i - 1]!;
      const [row] = await adminQuery<{ id: string }>(
        `insert into public.seed_lots (lot_type, status, generation, crop_id, variety_id, grower_organization_id, parent_lot_id)
         values ('raw_production', 'active', $1, $2, $3, $4, $5) returning id`,
        [`F${i}`, wheat.crop_id, wheat.variety_id, team.organizationId, i % 2 === 0 ? previous : null],
      );
      if (i % 2 === 1) {
        await adminQuery(
          `insert into public.source_lots (seed_lot_id, source_lot_id, quantity, quantity_unit) values ($1, $2, 1, 'Kg')`,
          [row!.id, previous],
        );
      }
      await adminQuery(
        `insert into public.lot_ownership (seed_lot_id, owner_organization_id, quantity_owned, unit_of_measure) values ($1, $2, 0, 'Kg')`,
        [row!.id, team.organizationId],
      );
      chain.push(row!.id);
    }
    const middle = chain[15]!;
    const lot = await detail(middle);
    const ancestors = lot.lineage.filter((l) => l.direction === 'ancestor');
    const descendants = lot.lineage.filter((l) => l.direction === 'descendant');
    expect(ancestors.map((l) => [l.id, l.depth])).toEqual(
      chain
        .slice(0, 15)
        .reverse()
        .map((id, index) => [id, index + 1])
        .sort((a, b) => Number(a[1]) - Number(b[1])),
    );
    expect(descendants.map((l) => [l.id, l.depth])).toEqual(chain.slice(16).map((id, index) => [id, index + 1]));
    const foreign = ancestors.find((l) => l.id === top.id)!;
    expect(foreign).toMatchObject({
      visible: false,
      status: null,
      created_at: null,
      crop_name: 'Wheat',
      lot_type: 'unregistered_source',
    });
    expect(ancestors.filter((l) => l.id !== top.id).every((l) => l.visible)).toBe(true);

    // A link that would close a cycle is refused by the database.
    await expect(
      adminQuery(`update public.seed_lots set parent_lot_id = $1 where id = $2`, [chain[30], chain[1]]),
    ).rejects.toMatchObject({ constraint: 'seed_lots_lineage_acyclic' });
  });
});
