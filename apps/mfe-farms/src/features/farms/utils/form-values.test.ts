import { FarmCreate, FarmUpdate, type Farm } from '@seed/domain';
import { describe, expect, it } from 'vitest';
import { EMPTY_FARM_FORM, firstMessage, fromFarm, toCreateInput, toUpdateInput } from './form-values';

const triangle = [
  { lat: 18.52, lng: 73.85 },
  { lat: 18.52, lng: 73.86 },
  { lat: 18.53, lng: 73.86 },
];

const createMessage = (v: Partial<typeof EMPTY_FARM_FORM>) => {
  const result = FarmCreate.safeParse(toCreateInput({ ...EMPTY_FARM_FORM, ...v }));
  return result.success ? null : firstMessage(result.error);
};

describe('new farm form', () => {
  it('when fields are missing, then the spec messages come in the spec order', () => {
    expect(createMessage({})).toBe('Please enter a farm name');
    expect(createMessage({ name: 'Sunrise' })).toBe('Please enter a farm address');
    expect(createMessage({ name: 'Sunrise', address: 'Pune' })).toBe('Please enter a valid total area');
    expect(createMessage({ name: 'Sunrise', address: 'Pune', totalArea: '12.5' })).toBe(
      'Please mark at least 3 boundary points on the map',
    );
  });

  it('when the identifier is blank, then it is left to the server, the boundary is closed and the location is its centre', () => {
    const input = toCreateInput({
      ...EMPTY_FARM_FORM,
      name: 'sun rise',
      address: 'Pune',
      totalArea: '3',
      points: triangle,
      ownership: 'owned',
      irrigationMethod: 'drip',
    });
    expect(input.identifier).toBeNull();
    expect(input.boundary?.coordinates[0]).toHaveLength(4);
    expect(input.location?.latitude).toBeCloseTo(18.5233, 3);
    expect(FarmCreate.safeParse(input).success).toBe(true);
  });
});

describe('edit farm form', () => {
  const farm: Farm = {
    id: '00000000-0000-4000-8000-000000000001',
    organization_id: '00000000-0000-4000-8000-000000000002',
    grower_id: null,
    grower_name: null,
    name: 'Sunrise',
    identifier: 'SUN1234',
    address: 'Pune',
    total_area: 3.5,
    area_unit: 'acres',
    irrigation_method: 'drip',
    latitude: 18.52,
    longitude: 73.85,
    ownership_status: 'owned',
    soil_type: 'loamy',
    soil_characteristics: { ph: 6.5, texture: 'fine' },
    irrigation_sources: ['well'],
    boundary: {
      type: 'Polygon',
      coordinates: [
        [
          [73.85, 18.52],
          [73.86, 18.52],
          [73.86, 18.53],
          [73.85, 18.52],
        ],
      ],
    },
    boundary_area_sq_m: 1,
    created_at: '2026-01-01T00:00:00Z',
    updated_at: null,
  };

  it('when a farm is loaded, then the closing point is dropped and soil characteristics read back as key:value', () => {
    const values = fromFarm(farm);
    expect(values.points).toHaveLength(3);
    expect(values.soilCharacteristics).toBe('ph:6.5, texture:fine');
    expect(FarmUpdate.safeParse(toUpdateInput(values)).success).toBe(true);
  });

  it('when ownership or the location is missing, then the edit messages show in order', () => {
    const values = fromFarm(farm);
    const message = (v: Partial<typeof values>) => {
      const r = FarmUpdate.safeParse(toUpdateInput({ ...values, ...v }));
      return r.success ? null : firstMessage(r.error);
    };
    expect(message({ name: ' ' })).toBe('Farm name is required');
    expect(message({ ownership: '' })).toBe('Ownership status is required');
    expect(message({ location: null, points: [] })).toBe('Please set a valid farm location');
  });
});
