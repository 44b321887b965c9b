import { describe, expect, it } from 'vitest';
import { FarmCreate, FarmListQuery, FarmUpdate, polygonFromGeoJson } from './farms';
import { FARM_MESSAGES as M } from './farms-rules';

const boundary = {
  type: 'Polygon' as const,
  coordinates: [
    [
      [77, 20],
      [77.01, 20],
      [77.01, 20.01],
      [77, 20],
    ],
  ],
};
const validCreate = {
  name: 'Green Acres',
  address: 'Nashik, Maharashtra',
  total_area: 12.5,
  boundary,
  ownership_status: 'owned',
  irrigation_method: 'drip',
};
const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('FarmCreate', () => {
  it("when everything is missing, then the messages come in the spec's order", () => {
    const result = FarmCreate.safeParse({});
    expect(result.error?.issues.slice(0, 4).map((i) => i.message)).toEqual([
      M.createNameRequired,
      M.createAddressRequired,
      M.createAreaInvalid,
      M.createBoundaryTooFewPoints,
    ]);
  });

  it('when the area is zero, then "Please enter a valid total area"', () => {
    expect(firstMessage(FarmCreate.safeParse({ ...validCreate, total_area: 0 }))).toBe(M.createAreaInvalid);
  });

  it('when the boundary has 2 points, then "Please mark at least 3 boundary points on the map"', () => {
    const short = {
      type: 'Polygon',
      coordinates: [
        [
          [77, 20],
          [77.01, 20],
          [77, 20],
        ],
      ],
    };
    expect(firstMessage(FarmCreate.safeParse({ ...validCreate, boundary: short }))).toBe(M.createBoundaryTooFewPoints);
  });

  it('when valid, then optional blanks become null and the unit defaults to acres', () => {
    const parsed = FarmCreate.parse({ ...validCreate, identifier: '  ', soil_characteristics: {} });
    expect(parsed.identifier).toBeNull();
    expect(parsed.soil_characteristics).toBeNull();
    expect(parsed.area_unit).toBe('acres');
    expect(parsed.irrigation_sources).toEqual([]);
  });
});

describe('FarmUpdate', () => {
  it("when everything is missing, then the messages come in the spec's edit order", () => {
    const result = FarmUpdate.safeParse({ name: ' ', address: '', total_area: 'x' });
    expect(result.error?.issues.slice(0, 5).map((i) => i.message)).toEqual([
      M.editNameRequired,
      M.editAddressRequired,
      M.editAreaInvalid,
      M.editOwnershipRequired,
      M.editLocationInvalid,
    ]);
  });

  it('when the location is 0,0, then "Please set a valid farm location"', () => {
    const input = { ...validCreate, location: { latitude: 0, longitude: 0 } };
    expect(firstMessage(FarmUpdate.safeParse(input))).toBe(M.editLocationInvalid);
  });
});

describe('FarmListQuery', () => {
  it('when query strings are given, then page and limit are numbers with defaults', () => {
    expect(FarmListQuery.parse({ limit: '500' })).toEqual({ page: 1, limit: 500 });
    expect(FarmListQuery.safeParse({ limit: '501' }).success).toBe(false);
  });
});

describe('polygonFromGeoJson', () => {
  it('when a FeatureCollection holds a MultiPolygon, then its first outer ring is imported', () => {
    const doc = {
      type: 'FeatureCollection',
      features: [{ geometry: { type: 'MultiPolygon', coordinates: [[boundary.coordinates[0]]] } }],
    };
    expect(polygonFromGeoJson(doc)).toEqual(boundary);
    expect(polygonFromGeoJson({ type: 'Point', coordinates: [1, 2] })).toBeNull();
  });
});
