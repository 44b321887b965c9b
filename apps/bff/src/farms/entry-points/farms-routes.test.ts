import area from '@turf/area';
import { FARM_MESSAGES as M, type Farm } from '@seed/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitationEmailTo, signUp } from '../../test/accounts';
import { createTestSession } from '../../test/auth-session';
import { adminQuery } from '../../test/database';
import { createFullTestApp, type FullTestApp } from '../../test/full-app';
import { api } from '../../test/http';
import { BOWTIE, farmInput, square } from '../../test/farms-kit';

let testApp: FullTestApp;
let admin: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  testApp = createFullTestApp();
  admin = await signUp(testApp, { userMetadata: { full_name: 'Farm Admin', organization_name: 'Farm Seeds' } });
});

afterAll(async () => {
  await testApp.close();
});

const as = () => api(testApp, admin);

async function createFarm(overrides: Record<string, unknown> = {}): Promise<Farm> {
  const response = await as().post('/api/v1/farms').send(farmInput(overrides));
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.farm as Farm;
}

describe('POST /api/v1/farms', () => {
  it('when a farm is created with a boundary, then it comes back with the boundary, the caller as grower and a generated identifier', async () => {
    const farm = await createFarm({
      name: 'Sahyadri Plot',
      soil_characteristics: { ph: 6.5, texture: 'fine' },
      irrigation_sources: ['well', 'rain'],
    });

    expect(farm.grower_id).toBe(admin.userId);
    expect(farm.grower_name).toBe('Farm Admin');
    expect(farm.organization_id).toBe(admin.organizationId);
    expect(farm.identifier).toMatch(/^SAH[1-9]\d{3}$/);
    expect(farm.boundary).toEqual(square(73.78, 20.0));
    expect(farm.soil_characteristics).toEqual({ ph: 6.5, texture: 'fine' });
    expect(farm.irrigation_sources).toEqual(['well', 'rain']);
    expect(farm.area_unit).toBe('acres');
  });

  it('when the boundary is stored, then PostGIS on the sphere and @turf/area agree within 0.01%', async () => {
    const boundary = {
      type: 'Polygon' as const,
      coordinates: [
        [
          [77.4, 23.2],
          [77.43, 23.21],
          [77.44, 23.25],
          [77.41, 23.26],
          [77.39, 23.23],
          [77.4, 23.2],
        ],
      ],
    };
    const farm = await createFarm({ boundary });
    const turf = area({ type: 'Feature', geometry: boundary, properties: {} });

    expect(Math.abs(farm.boundary_area_sq_m! - turf) / turf).toBeLessThan(0.0001);
  });

  const createCases: { when: string; body: Record<string, unknown>; message: string }[] = [
    { when: 'everything is missing', body: {}, message: M.createNameRequired },
    { when: 'the name is blank', body: farmInput({ name: '   ' }), message: M.createNameRequired },
    {
      when: 'the address is blank (and the area too)',
      body: farmInput({ address: '', total_area: 0 }),
      message: M.createAddressRequired,
    },
    { when: 'the area is 0', body: farmInput({ total_area: 0, boundary: null }), message: M.createAreaInvalid },
    { when: 'the area is not a number', body: farmInput({ total_area: 'lots' }), message: M.createAreaInvalid },
    { when: 'there is no boundary', body: farmInput({ boundary: undefined }), message: M.createBoundaryTooFewPoints },
    {
      when: 'the boundary has 2 points',
      body: farmInput({
        boundary: {
          type: 'Polygon',
          coordinates: [
            [
              [73, 20],
              [73.01, 20],
              [73, 20],
            ],
          ],
        },
      }),
      message: M.createBoundaryTooFewPoints,
    },
    {
      when: 'the boundary is not closed',
      body: farmInput({
        boundary: {
          type: 'Polygon',
          coordinates: [
            [
              [73, 20],
              [73.01, 20],
              [73.01, 20.01],
              [73, 20.01],
            ],
          ],
        },
      }),
      message: M.boundaryNotClosed,
    },
    {
      when: 'the boundary crosses itself',
      body: farmInput({
        boundary: BOWTIE,
      }),
      message: M.boundarySelfIntersects,
    },
    {
      when: 'the ownership status is missing',
      body: farmInput({ ownership_status: undefined }),
      message: M.ownershipRequired,
    },
    {
      when: 'the irrigation method is missing',
      body: farmInput({ irrigation_method: undefined }),
      message: M.irrigationMethodRequired,
    },
  ];

  it.each(createCases)('when $when, then 400 "$message"', async ({ body, message }) => {
    const response = await as().post('/api/v1/farms').send(body);

    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe(message);
  });

  it('when a boundary overlaps another farm of the organization, then the answer warns with its name', async () => {
    await createFarm({ name: 'Overlap Base', boundary: square(74.5, 19.5, 0.02) });
    const response = await as()
      .post('/api/v1/farms')
      .send(farmInput({ name: 'Overlap New', boundary: square(74.51, 19.51, 0.02) }));

    expect(response.status).toBe(201);
    expect(response.body.overlaps.map((o: { name: string }) => o.name)).toEqual(['Overlap Base']);
    expect(response.body.warning).toContain('Overlap Base');
  });

  it('when a boundary only touches another farm, then there is no warning', async () => {
    await createFarm({ name: 'Touch Base', boundary: square(75.5, 19.5, 0.01) });
    const response = await as()
      .post('/api/v1/farms/overlaps')
      .send({ boundary: square(75.51, 19.5, 0.01) });

    expect(response.status).toBe(200);
    expect(response.body).toEqual({ overlaps: [], message: null });
  });
});

describe('GET /api/v1/farms', () => {
  let other: Awaited<ReturnType<typeof signUp>>;
  beforeAll(async () => {
    other = await signUp(testApp, { userMetadata: { full_name: 'Filter Admin', organization_name: 'Filter Seeds' } });
    const mine = (body: Record<string, unknown>) =>
      api(testApp, other).post('/api/v1/farms').send(farmInput(body)).expect(201);
    await mine({
      name: 'Alpha Drip',
      ownership_status: 'owned',
      irrigation_method: 'drip',
      address: 'Pune 100%_ road',
    });
    await mine({
      name: 'Beta Flood',
      ownership_status: 'leased',
      irrigation_method: 'flood',
      boundary: square(73.9, 20.1),
    });
    await mine({
      name: 'Gamma Rainfed',
      ownership_status: 'contract',
      irrigation_method: 'none',
      boundary: square(74.0, 20.2),
      identifier: 'GAM-77',
    });
  });

  const listOf = async (query: string) => {
    const response = await api(testApp, other).get(`/api/v1/farms${query}`);
    expect(response.status).toBe(200);
    return response.body as { items: Farm[]; total: number; organization_total: number };
  };

  it('when listed, then every farm comes newest first with its boundary as GeoJSON', async () => {
    const list = await listOf('');
    expect(list.items.map((f) => f.name)).toEqual(['Gamma Rainfed', 'Beta Flood', 'Alpha Drip']);
    expect(list.items.every((f) => f.boundary?.type === 'Polygon')).toBe(true);
    expect(list.total).toBe(3);
  });

  it('when listed, then each farm is exactly what reading it alone answers, timestamps as ISO text in UTC', async () => {
    const list = await listOf('');
    for (const farm of list.items) {
      expect((await api(testApp, other).get(`/api/v1/farms/${farm.id}`).expect(200)).body).toEqual(farm);
      expect(farm.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    }
  });

  it.each([
    ['?search=beta', ['Beta Flood']],
    ['?search=gam-77', ['Gamma Rainfed']],
    ['?search=100%25_', ['Alpha Drip']],
    ['?search=%25', ['Alpha Drip']],
    ['?ownership=leased', ['Beta Flood']],
    ['?irrigation=drip', ['Alpha Drip']],
    ['?irrigation=other', ['Gamma Rainfed']],
    ['?irrigation=sprinkler', []],
  ])('when filtered with %s, then the server answers %j', async (query, names) => {
    const list = await listOf(query);
    expect(list.items.map((f) => f.name)).toEqual(names);
    expect(list.total).toBe(names.length);
    expect(list.organization_total).toBe(3);
  });

  it('when paged, then limit and page cut the list and the total stays', async () => {
    const list = await listOf('?limit=2&page=2');
    expect(list.items.map((f) => f.name)).toEqual(['Alpha Drip']);
    expect(list.total).toBe(3);
  });

  it('when the filter is not one of the choices, then 400', async () => {
    expect((await api(testApp, other).get('/api/v1/farms?ownership=stolen')).status).toBe(400);
  });
});

describe('GET and PATCH /api/v1/farms/{id}', () => {
  it('when a farm is read, then it has every field and its boundary; the per-farm boundary call agrees', async () => {
    const farm = await createFarm({ name: 'Detail Farm', soil_type: 'loamy' });
    const detail = await as().get(`/api/v1/farms/${farm.id}`).expect(200);
    // The spec's per-farm call (the bench's comparison), as the signed-in user.
    const boundary = await testApp.db.unitOfWork(
      { claims: { sub: admin.userId } },
      {},
      async (tx) => (await tx.query('select public.get_farm_with_boundary($1) as farm', [farm.id])).rows[0].farm,
    );

    expect(detail.body).toEqual(farm);
    expect({ id: boundary.id, boundary: boundary.boundary }).toEqual({ id: farm.id, boundary: farm.boundary });
  });

  it("when the farm does not exist or the id is malformed, then 404 with the spec's message", async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const response = await as().get(`/api/v1/farms/${id}`);
      expect(response.status).toBe(404);
      expect(response.body.error.message).toBe(M.notFound);
    }
  });

  it('when edited with a new boundary, then every field and the boundary are saved and the identifier is kept', async () => {
    const farm = await createFarm({ name: 'Edit Me', identifier: 'EDT1234' });
    const response = await as()
      .patch(`/api/v1/farms/${farm.id}`)
      .send({
        name: 'Edited',
        address: 'Indore, Madhya Pradesh',
        total_area: 3.25,
        area_unit: 'hectares',
        ownership_status: 'leased',
        irrigation_method: 'sprinkler',
        location: { latitude: 22.72, longitude: 75.86 },
        boundary: square(75.85, 22.71, 0.005),
        identifier: '',
        soil_type: 'clay',
        soil_characteristics: { ph: 7 },
        irrigation_sources: ['river'],
      });

    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const saved = response.body.farm as Farm;
    expect(saved).toMatchObject({
      name: 'Edited',
      identifier: 'EDT1234',
      address: 'Indore, Madhya Pradesh',
      total_area: 3.25,
      area_unit: 'hectares',
      ownership_status: 'leased',
      irrigation_method: 'sprinkler',
      latitude: 22.72,
      longitude: 75.86,
      soil_type: 'clay',
      soil_characteristics: { ph: 7 },
      irrigation_sources: ['river'],
      boundary: square(75.85, 22.71, 0.005),
    });
    expect(saved.updated_at).not.toBeNull();
    expect((await as().get(`/api/v1/farms/${farm.id}`)).body).toEqual(saved);
  });

  it('when edited without a boundary, then the stored boundary is kept', async () => {
    const farm = await createFarm({ name: 'Keep Boundary' });
    const response = await as()
      .patch(`/api/v1/farms/${farm.id}`)
      .send({ ...farmInput({ name: 'Kept', boundary: undefined }), location: { latitude: 20, longitude: 73.78 } });

    expect(response.status).toBe(200);
    expect(response.body.farm.boundary).toEqual(farm.boundary);
  });

  const valid = { ...farmInput(), location: { latitude: 20.005, longitude: 73.785 } };
  const editCases: { when: string; body: Record<string, unknown>; message: string }[] = [
    { when: 'everything is blank', body: {}, message: M.editNameRequired },
    { when: 'the name is blank', body: { ...valid, name: ' ' }, message: M.editNameRequired },
    { when: 'the address is blank', body: { ...valid, address: ' ', total_area: -1 }, message: M.editAddressRequired },
    {
      when: 'the area is negative',
      body: { ...valid, total_area: -1, ownership_status: null },
      message: M.editAreaInvalid,
    },
    {
      when: 'no ownership status is chosen',
      body: { ...valid, ownership_status: '', location: null },
      message: M.editOwnershipRequired,
    },
    { when: 'the location is missing', body: { ...valid, location: null }, message: M.editLocationInvalid },
    {
      when: 'the location is 0,0',
      body: { ...valid, location: { latitude: 0, longitude: 0 } },
      message: M.editLocationInvalid,
    },
    {
      when: 'the boundary crosses itself',
      body: {
        ...valid,
        boundary: BOWTIE,
      },
      message: M.boundarySelfIntersects,
    },
  ];

  it.each(editCases)('when $when, then 400 "$message"', async ({ body, message }) => {
    const farm = await createFarm();
    const response = await as().patch(`/api/v1/farms/${farm.id}`).send(body);

    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe(message);
  });

  it('when a bad boundary reaches the database directly, then the trigger refuses it with the same message', async () => {
    const farm = await createFarm();
    await expect(
      adminQuery(
        `update public.farms set boundary = 'SRID=4326;POLYGON((73 20, 73.01 20.01, 73.01 20, 73 20.01, 73 20))'::extensions.geography where id = $1`,
        [farm.id],
      ),
    ).rejects.toThrow(M.boundarySelfIntersects);
  });
});

describe('GET /api/v1/farms/export', () => {
  let exporter: Awaited<ReturnType<typeof signUp>>;
  beforeAll(async () => {
    exporter = await signUp(testApp, {
      userMetadata: { full_name: 'Export Admin', organization_name: 'Export Seeds' },
    });
    await api(testApp, exporter)
      .post('/api/v1/farms')
      .send(farmInput({ name: 'Export, "Quoted"' }))
      .expect(201);
  });

  it('when exported as GeoJSON, then each farm is a Feature with its boundary, area in acres and centroid', async () => {
    const response = await api(testApp, exporter).get('/api/v1/farms/export?format=geojson');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toContain('application/geo+json');
    const collection = JSON.parse(response.text);
    expect(collection.features).toHaveLength(1);
    expect(collection.features[0].geometry).toEqual(square(73.78, 20.0));
    expect(collection.features[0].properties.centroid_lng).toBeCloseTo(73.785, 4);
    // 0.01° × 0.01° at 20° N: about 1.113 km × 1.046 km ≈ 287 acres.
    expect(collection.features[0].properties.boundary_area_acres).toBeCloseTo(287.09, 1);
  });

  it('when exported as KML, then a Placemark carries the name and the ring', async () => {
    const response = await api(testApp, exporter).get('/api/v1/farms/export?format=kml');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toContain('kml');
    expect(response.text).toContain('<name>Export, &quot;Quoted&quot;</name>');
    expect(response.text).toContain('<coordinates>73.78,20 73.79,20 73.79,20.01 73.78,20.01 73.78,20</coordinates>');
  });

  it('when exported as CSV, then one quoted row per farm follows the header', async () => {
    const response = await api(testApp, exporter).get('/api/v1/farms/export?format=csv');
    expect(response.status).toBe(200);
    const lines = response.text.trim().split('\r\n');
    expect(lines[0]).toBe('id,name,identifier,total_area,area_unit,boundary_area_acres,centroid_lng,centroid_lat');
    expect(lines[1]).toContain('"Export, ""Quoted"""');
  });
});

describe('roles (spec 3 §2: admin or manager)', () => {
  it('when an invited manager creates, lists and edits a farm, then it works and the manager is its grower', async () => {
    const email = `farm-manager-${Date.now()}@example.test`;
    await as().post('/api/v1/organization/invitations').send({ email, role: 'manager' }).expect(201);
    const manager = await createTestSession(testApp, { email });
    await api(testApp, manager)
      .post(`/api/v1/invitations/${(await invitationEmailTo(email)).token}/accept`)
      .expect(200);

    const created = await api(testApp, manager)
      .post('/api/v1/farms')
      .send(farmInput({ name: 'Manager Farm', boundary: square(76.5, 18.5) }));
    expect(created.status).toBe(201);
    expect(created.body.farm.grower_id).toBe(manager.userId);
    const listed = await api(testApp, manager).get('/api/v1/farms?search=manager%20farm').expect(200);
    expect(listed.body.items.map((f: Farm) => f.id)).toEqual([created.body.farm.id]);
  });

  it('when a member has no role, then every farm endpoint answers 403 and the dashboard still answers', async () => {
    const email = `farm-norole-${Date.now()}@example.test`;
    await as().post('/api/v1/organization/invitations').send({ email, role: 'manager' }).expect(201);
    const member = await createTestSession(testApp, { email });
    await api(testApp, member)
      .post(`/api/v1/invitations/${(await invitationEmailTo(email)).token}/accept`)
      .expect(200);
    await adminQuery('update public.profiles set role = null where auth_id = $1', [member.userId]);

    expect((await api(testApp, member).get('/api/v1/farms')).status).toBe(403);
    expect((await api(testApp, member).post('/api/v1/farms').send(farmInput())).status).toBe(403);
    expect((await api(testApp, member).get('/api/v1/dashboard')).status).toBe(200);
  });
});
