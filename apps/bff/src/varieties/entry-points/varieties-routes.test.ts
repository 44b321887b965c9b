import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { VARIETY_MESSAGES as M, type MasterVariety, type OrganizationVariety, type VarietyList } from '@seed/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseVarietiesFile, VARIETIES_DATA_FILE } from '../../db/master-data/varieties-master-data';
import { findRepoRoot } from '../../shared/repo-root';
import { organizationWithManager, signUp } from '../../test/accounts';
import { createTestSession } from '../../test/auth-session';
import { adminQuery } from '../../test/database';
import { createFullTestApp, type FullTestApp } from '../../test/full-app';
import { api } from '../../test/http';

let testApp: FullTestApp;
let team: Awaited<ReturnType<typeof organizationWithManager>>;
let memberWithoutRole: Awaited<ReturnType<typeof organizationWithManager>>['manager'];
let crops: Record<'Wheat' | 'Chickpea' | 'Soybean' | 'Paddy', string> & Record<string, string>;
let hi1544: { id: string };

beforeAll(async () => {
  testApp = createFullTestApp();
  team = await organizationWithManager(testApp, 'Variety');
  // A second member of the same kind, then without a role (reads only).
  const other = await organizationWithManager(testApp, 'Roleless');
  memberWithoutRole = other.manager;
  await adminQuery(`update public.profiles set role = null where auth_id = $1`, [memberWithoutRole.userId]);
  const rows = await adminQuery<{ id: string; name: string }>(`select id, name from public.crops`);
  crops = Object.fromEntries(rows.map((row) => [row.name, row.id])) as typeof crops;
  hi1544 = await one<{ id: string }>(`select id from public.varieties where name = 'HI 1544'`);
});

afterAll(async () => {
  await testApp.close();
});

/** The one row a query returns. */
async function one<T>(sql: string, params: unknown[] = []): Promise<T> {
  const [row] = await adminQuery<T>(sql, params);
  if (!row) throw new Error(`no row: ${sql}`);
  return row;
}

const asAdmin = () => api(testApp, team.admin);
const asManager = () => api(testApp, team.manager);

async function list(query: Record<string, string> = {}, session = team.admin): Promise<VarietyList> {
  const response = await api(testApp, session).get('/api/v1/varieties').query(query);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as VarietyList;
}

async function createCustom(overrides: Record<string, unknown> = {}): Promise<OrganizationVariety> {
  const response = await asManager()
    .post('/api/v1/varieties')
    .send({
      source: 'custom',
      crop_id: crops.Wheat,
      display_name: 'Sharbati Selection',
      maturity_days: 120,
      seasons: ['rabi'],
      recommended_states: ['Madhya Pradesh', 'Rajasthan'],
      characteristics: { 'Grain colour': 'amber', 'Yield (q/ha)': 52 },
      ...overrides,
    });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as OrganizationVariety;
}

describe('GET /api/v1/crops', () => {
  it('when a member without a role asks, then every crop comes back by name', async () => {
    const response = await api(testApp, memberWithoutRole).get('/api/v1/crops').expect(200);
    const names = (response.body.items as { name: string }[]).map((crop) => crop.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(names).toEqual(expect.arrayContaining(['Paddy', 'Wheat', 'Chickpea', 'Soybean', 'Cotton']));
    expect(names).toHaveLength(Object.keys(crops).length);
  });

  it('when a screen names crops in Hindi or Marathi, then every crop has both names', async () => {
    const response = await api(testApp, memberWithoutRole).get('/api/v1/crops').expect(200);
    const items = response.body.items as { name: string; hindi_name: string | null; marathi_name: string | null }[];

    expect(items.filter((crop) => !crop.hindi_name || !crop.marathi_name).map((crop) => crop.name)).toEqual([]);
    expect(items.find((crop) => crop.name === 'Okra')).toMatchObject({ hindi_name: 'भिंडी', marathi_name: 'भेंडी' });
  });
});

describe('GET /api/v1/varieties', () => {
  it('when nothing is imported, then Discover counts every master of the data file (109) and My Varieties none', async () => {
    const fresh = await signUp(testApp, { userMetadata: { full_name: 'Fresh', organization_name: 'Fresh Seeds' } });
    const root = findRepoRoot();
    const rows = parseVarietiesFile(await readFile(path.join(root, VARIETIES_DATA_FILE), 'utf8'));

    const page = await list({ tab: 'discover', limit: '100' }, fresh);

    expect(rows).toHaveLength(109);
    expect(page.discover_count).toBe(rows.length);
    expect(page.my_count).toBe(0);
    expect(page.discover).toHaveLength(100);
    expect(page.my).toEqual([]);
    const second = await list({ tab: 'discover', limit: '100', page: '2' }, fresh);
    expect(second.discover).toHaveLength(9);
  });

  it('when a master comes back, then it has its crop, notification and source', async () => {
    const page = await list({ tab: 'discover', search: 'hi 1544' });
    const master = page.discover.find((v) => v.name === 'HI 1544') as MasterVariety;
    expect(master).toMatchObject({
      crop_name: 'Wheat',
      common_name: 'Purna',
      release_year: 2008,
      notification_number: '1108(E)',
      notification_date: '2008-05-08',
      zone: 'CZ',
      seasons: ['rabi'],
      source: { tier: 'official_document', publisher: 'ICAR-Indian Institute of Wheat & Barley Research, Karnal' },
    });
    expect(master.characteristics['Release year']).toBe(2008);
  });

  it('when the search names a variety, then only matching masters come back (case-insensitive, common names too)', async () => {
    const page = await list({ tab: 'discover', search: 'PURNA' });
    expect(page.discover.map((v) => v.name).sort()).toEqual(['AKW 1071', 'HI 1544']);
    expect(page.discover_count).toBe(2);
    const byName = await list({ tab: 'discover', search: 'hi 1544' });
    expect(byName.discover.map((v) => v.name)).toEqual(['HI 1544']);
  });

  it('when the crop filter is set, then only that crop, and the count is the database count', async () => {
    const { count } = await one<{ count: number }>(
      `select count(*)::int as count from public.varieties where crop_id = $1`,
      [crops.Chickpea],
    );
    const page = await list({ tab: 'discover', crop: crops.Chickpea, limit: '100' });
    expect(count).toBeGreaterThan(0);
    expect(page.discover_count).toBe(count);
    expect(new Set(page.discover.map((v) => v.crop_name))).toEqual(new Set(['Chickpea']));
  });

  it('when the season filter is set, then every master has that season', async () => {
    const page = await list({ tab: 'discover', season: 'kharif', limit: '100' });
    expect(page.discover.length).toBeGreaterThan(0);
    for (const v of page.discover) expect(v.seasons).toContain('kharif');
    const { count } = await one<{ count: number }>(
      `select count(*)::int as count from public.varieties where 'kharif' = any(seasons)`,
    );
    expect(page.discover_count).toBe(count);
  });

  it('when the state filter is set, then every master recommends that state', async () => {
    const page = await list({ tab: 'discover', state: 'Maharashtra', limit: '100' });
    expect(page.discover.length).toBeGreaterThan(0);
    for (const v of page.discover) expect(v.recommended_states).toContain('Maharashtra');
    const none = await list({ tab: 'discover', state: 'Sikkim' });
    expect(none.discover_count).toBe(0);
  });

  it('when the My Varieties tab is filtered, then search, crop, season and state apply to it too', async () => {
    const own = await createCustom({
      display_name: 'Kharif Filter Test',
      crop_id: crops.Soybean,
      seasons: ['kharif'],
      recommended_states: ['Maharashtra'],
    });
    const ids = (page: VarietyList) => page.my.map((v) => v.id);

    expect(ids(await list({ search: 'filter test' }))).toContain(own.id);
    expect(ids(await list({ search: 'no such name' }))).not.toContain(own.id);
    expect(ids(await list({ crop: crops.Soybean }))).toContain(own.id);
    expect(ids(await list({ crop: crops.Wheat }))).not.toContain(own.id);
    expect(ids(await list({ season: 'kharif' }))).toContain(own.id);
    expect(ids(await list({ season: 'rabi' }))).not.toContain(own.id);
    expect(ids(await list({ state: 'Maharashtra' }))).toContain(own.id);
    expect(ids(await list({ state: 'Goa' }))).not.toContain(own.id);
    const soy = await list({ crop: crops.Soybean });
    expect(soy.my[0]).toMatchObject({ crop_name: 'Soybean', organization_id: team.organizationId });
  });

  it('when a user has no organization, then the spec 2 words', async () => {
    const loner = await createTestSession(testApp);
    const response = await api(testApp, loner).get('/api/v1/varieties');
    expect(response.status).toBe(403);
    expect(response.body.error.message).toBe(M.noOrganization);
  });
});

describe('POST /api/v1/varieties/import', () => {
  it('when a master is imported, then its values are copied (private, active), it leaves Discover, and a second import is refused with 409', async () => {
    const before = await list({ tab: 'discover' });
    const response = await asAdmin().post('/api/v1/varieties/import').send({ master_variety_id: hi1544.id });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const imported = response.body as OrganizationVariety;
    const master = await one<Record<string, unknown>>(
      `select name, description, characteristics, recommended_states::text[] as states, seasons::text[] as seasons,
         maturity_days, crop_id from public.varieties where id = $1`,
      [hi1544.id],
    );
    expect(imported).toMatchObject({
      master_variety_id: hi1544.id,
      organization_id: team.organizationId,
      crop_id: master.crop_id,
      crop_name: 'Wheat',
      display_name: master.name,
      custom_description: master.description,
      characteristics: master.characteristics,
      recommended_states: master.states,
      seasons: master.seasons,
      maturity_days: master.maturity_days,
      visibility: 'private',
      is_active: true,
    });

    const after = await list({ tab: 'discover' });
    expect(after.discover_count).toBe(before.discover_count - 1);
    expect(after.my_count).toBe(before.my_count + 1);
    expect((await list({ tab: 'discover', search: 'hi 1544' })).discover).toEqual([]);
    expect((await list({ search: 'hi 1544' })).my.map((v) => v.id)).toEqual([imported.id]);

    const again = await asManager().post('/api/v1/varieties/import').send({ master_variety_id: hi1544.id });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(M.alreadyImported);
    const again2 = await asManager()
      .post('/api/v1/varieties')
      .send({ source: 'master', crop_id: master.crop_id, master_variety_id: hi1544.id });
    expect(again2.status).toBe(409);
    expect(again2.body.error.message).toBe(M.alreadyImported);
  });

  it('when the master does not exist, then 404; when no master is given, then the spec 2 message', async () => {
    const missing = await asAdmin()
      .post('/api/v1/varieties/import')
      .send({ master_variety_id: '00000000-0000-4000-8000-000000000000' });
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe(M.masterNotFound);
    const none = await asAdmin().post('/api/v1/varieties/import').send({});
    expect(none.status).toBe(400);
    expect(none.body.error.message).toBe(M.masterRequired);
  });

  it('when a member without a role imports, then 403 and nothing is added', async () => {
    const response = await api(testApp, memberWithoutRole)
      .post('/api/v1/varieties/import')
      .send({ master_variety_id: hi1544.id });
    expect(response.status).toBe(403);
    expect(response.body.error.message).toBe(M.rolesRequired);
  });
});

describe('POST /api/v1/varieties', () => {
  it('when a custom variety is created, then it comes back with numbers as numbers and the crop name', async () => {
    const variety = await createCustom();
    expect(variety).toMatchObject({
      master_variety_id: null,
      crop_name: 'Wheat',
      display_name: 'Sharbati Selection',
      maturity_days: 120,
      visibility: 'private',
      seasons: ['rabi'],
      recommended_states: ['Madhya Pradesh', 'Rajasthan'],
      characteristics: { 'Grain colour': 'amber', 'Yield (q/ha)': 52 },
      is_active: true,
    });
    const got = await asAdmin().get(`/api/v1/varieties/${variety.id}`).expect(200);
    expect(got.body.characteristics['Yield (q/ha)']).toBe(52);
  });

  it('when a master is saved from the modal with edits, then the edits are kept and a blank name takes the master name', async () => {
    const master = await one<{ id: string; crop_id: string; name: string }>(
      `select id, crop_id, name from public.varieties where name <> 'HI 1544' order by name limit 1`,
    );
    const response = await asAdmin()
      .post('/api/v1/varieties')
      .send({ source: 'master', crop_id: master.crop_id, master_variety_id: master.id, maturity_days: 99 });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body).toMatchObject({ master_variety_id: master.id, display_name: master.name, maturity_days: 99 });
  });

  it('when the master is not of the chosen crop, then 400 with the reason', async () => {
    const response = await asAdmin()
      .post('/api/v1/varieties')
      .send({ source: 'master', crop_id: crops.Paddy, master_variety_id: hi1544.id });
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe(M.masterNotOfCrop);
  });

  it.each([
    ['no crop', { source: 'custom', display_name: 'X', maturity_days: 400 }, M.cropRequired],
    ['no master when importing', { source: 'master', crop_id: 'CROP', maturity_days: 400 }, M.masterRequired],
    [
      'a blank custom name',
      { source: 'custom', crop_id: 'CROP', display_name: ' ', maturity_days: 400 },
      M.nameRequired,
    ],
    [
      'maturity days above 365',
      { source: 'custom', crop_id: 'CROP', display_name: 'X', maturity_days: 366 },
      M.maturityDaysInvalid,
    ],
    [
      'maturity days below 0',
      { source: 'custom', crop_id: 'CROP', display_name: 'X', maturity_days: -1 },
      M.maturityDaysInvalid,
    ],
    [
      'an unknown crop',
      { source: 'custom', crop_id: '00000000-0000-4000-8000-000000000000', display_name: 'X' },
      M.cropRequired,
    ],
  ])('when the form has %s, then 400 with the spec 2 §5 message', async (_what, body, message) => {
    const sent = JSON.parse(JSON.stringify(body).replace('"CROP"', JSON.stringify(crops.Wheat)));
    const response = await asManager().post('/api/v1/varieties').send(sent);
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe(message);
  });
});

describe('PATCH /api/v1/varieties/{id}', () => {
  it('when a variety is edited, then the new values come back and stay (a number stays a number)', async () => {
    const variety = await createCustom({ display_name: 'Before Edit' });
    const response = await asManager()
      .patch(`/api/v1/varieties/${variety.id}`)
      .send({
        display_name: 'After Edit',
        maturity_days: 0,
        visibility: 'shared',
        custom_description: 'Edited',
        seasons: ['summer', 'kharif'],
        recommended_states: ['Goa'],
        characteristics: { Height: 95.5, Awns: 'present' },
      });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const got = await asAdmin().get(`/api/v1/varieties/${variety.id}`).expect(200);
    expect(got.body).toMatchObject({
      id: variety.id,
      crop_id: variety.crop_id,
      display_name: 'After Edit',
      maturity_days: 0,
      visibility: 'shared',
      custom_description: 'Edited',
      seasons: ['summer', 'kharif'],
      recommended_states: ['Goa'],
      characteristics: { Height: 95.5, Awns: 'present' },
    });
    expect(Date.parse(got.body.updated_at)).toBeGreaterThanOrEqual(Date.parse(variety.updated_at));
  });

  it("when the name is blank or maturity is out of range, then the spec's messages in order", async () => {
    const variety = await createCustom({ display_name: 'Edit Messages' });
    const blank = await asManager()
      .patch(`/api/v1/varieties/${variety.id}`)
      .send({ display_name: '', maturity_days: 500 });
    expect(blank.body.error.message).toBe(M.nameRequired);
    const late = await asManager()
      .patch(`/api/v1/varieties/${variety.id}`)
      .send({ display_name: 'Y', maturity_days: 500 });
    expect(late.status).toBe(400);
    expect(late.body.error.message).toBe(M.maturityDaysInvalid);
  });

  it('when the id names no variety, then 404', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const response = await asManager().patch(`/api/v1/varieties/${id}`).send({ display_name: 'Z' });
      expect(response.status).toBe(404);
      expect(response.body.error.message).toBe(M.notFound);
    }
  });
});

describe('DELETE /api/v1/varieties/{id}', () => {
  it('when an imported variety is removed, then it is inactive, no longer listed, back in Discover, and importable again', async () => {
    const master = await one<{ id: string; name: string }>(
      `select id, name from public.varieties where name = 'JG 130' or name like 'JS %' order by name limit 1`,
    );
    const imported = (
      await asAdmin().post('/api/v1/varieties/import').send({ master_variety_id: master.id }).expect(201)
    ).body as OrganizationVariety;

    await asManager().delete(`/api/v1/varieties/${imported.id}`).expect(204);

    const row = await one<{ is_active: boolean }>(
      `select is_active from public.organization_variety_data where id = $1`,
      [imported.id],
    );
    expect(row.is_active).toBe(false);
    expect((await list({ limit: '100' })).my.map((v) => v.id)).not.toContain(imported.id);
    expect((await list({ tab: 'discover', limit: '100' })).discover.map((v) => v.id)).toContain(master.id);
    await asAdmin().get(`/api/v1/varieties/${imported.id}`).expect(404);
    await asManager().delete(`/api/v1/varieties/${imported.id}`).expect(404);

    const again = await asAdmin().post('/api/v1/varieties/import').send({ master_variety_id: master.id });
    expect(again.status).toBe(201);
    expect(again.body.id).not.toBe(imported.id);
  });

  it('when a member without a role removes, then 403', async () => {
    const variety = await createCustom({ display_name: 'Not Yours To Remove' });
    const response = await api(testApp, memberWithoutRole).delete(`/api/v1/varieties/${variety.id}`);
    expect(response.status).toBe(403);
  });
});
