import { describe, expect, it } from 'vitest';
import {
  boundaryRingProblem,
  convertArea,
  FARM_MESSAGES,
  formatArea,
  formatSoilCharacteristics,
  generateFarmIdentifier,
  IRRIGATION_SOURCES,
  type LngLat,
  parseSoilCharacteristics,
  pointsFromRing,
  ringFromPoints,
  ringSelfIntersects,
  squareMetresTo,
  toSquareMetres,
} from './farms-rules';

describe('generateFarmIdentifier', () => {
  it('when the name has punctuation, then the first 3 alphanumerics in upper case are the prefix', () => {
    expect(generateFarmIdentifier('g-r een acres', () => 0)).toBe('GRE1000');
  });

  it('when random is at its ends, then the suffix stays within 1000..9999', () => {
    expect(generateFarmIdentifier('Farm', () => 0.999999999)).toBe('FAR9999');
    for (let i = 0; i < 200; i++) {
      const suffix = Number(generateFarmIdentifier('abc').slice(3));
      expect(suffix).toBeGreaterThanOrEqual(1000);
      expect(suffix).toBeLessThanOrEqual(9999);
    }
  });

  it('when the name is short, then the prefix is what there is', () => {
    expect(generateFarmIdentifier('A', () => 0.5)).toBe('A5500');
  });
});

describe('parseSoilCharacteristics', () => {
  it('when values parse as numbers, then they are stored as numbers, otherwise as text', () => {
    expect(parseSoilCharacteristics('ph:6.5, texture: fine , nitrogen:12')).toEqual({
      ph: 6.5,
      texture: 'fine',
      nitrogen: 12,
    });
  });

  it('when a pair misses a key or a value, then it is ignored', () => {
    expect(parseSoilCharacteristics('ph:, :7, loose, ok:yes')).toEqual({ ok: 'yes' });
  });

  it('when nothing is left, then the value is null', () => {
    expect(parseSoilCharacteristics('')).toBeNull();
    expect(parseSoilCharacteristics(' , x')).toBeNull();
  });

  it('when shown back on edit, then the same key:value format round-trips', () => {
    const value = { ph: 6.5, texture: 'fine' };
    expect(formatSoilCharacteristics(value)).toBe('ph:6.5, texture:fine');
    expect(parseSoilCharacteristics(formatSoilCharacteristics(value))).toEqual(value);
  });
});

describe('irrigation sources', () => {
  it("when listed, then they are the spec's five sources", () => {
    expect(IRRIGATION_SOURCES).toEqual(['well', 'river', 'lake', 'rain', 'municipal']);
  });
});

describe('area conversions', () => {
  it("when 1 hectare is shown in acres, then it is 2.47 with the spec's factor", () => {
    expect(formatArea(squareMetresTo('acres', 10_000))).toBe('2.47');
    expect(squareMetresTo('acres', 10_000)).toBeCloseTo(2.471054, 6);
  });

  it('when converted between units, then the round trip is exact within rounding', () => {
    expect(convertArea(1, 'hectares', 'sq_m')).toBeCloseTo(10_000, 9);
    expect(convertArea(1, 'sq_m', 'sq_ft')).toBeCloseTo(10.7639104, 6);
    expect(convertArea(convertArea(12.34, 'acres', 'hectares'), 'hectares', 'acres')).toBeCloseTo(12.34, 9);
    expect(toSquareMetres('acres', squareMetresTo('acres', 5000))).toBeCloseTo(5000, 9);
  });
});

describe('boundary rings', () => {
  const square: LngLat[] = [
    [77, 20],
    [77.01, 20],
    [77.01, 20.01],
    [77, 20.01],
    [77, 20],
  ];

  it('when points are saved, then the ring is closed and needs 3 points', () => {
    expect(
      ringFromPoints([
        { lat: 1, lng: 2 },
        { lat: 1, lng: 3 },
      ]),
    ).toBeNull();
    expect(
      ringFromPoints([
        { lat: 1, lng: 2 },
        { lat: 1, lng: 3 },
        { lat: 2, lng: 3 },
      ]),
    ).toEqual([
      [2, 1],
      [3, 1],
      [3, 2],
      [2, 1],
    ]);
  });

  it('when a ring is shown for editing, then the closing duplicate is dropped', () => {
    expect(pointsFromRing(square)).toHaveLength(4);
    expect(pointsFromRing(null)).toEqual([]);
  });

  it('when the ring is a bow tie, then it crosses itself', () => {
    const bowTie: LngLat[] = [
      [0, 0],
      [1, 1],
      [1, 0],
      [0, 1],
      [0, 0],
    ];
    expect(ringSelfIntersects(bowTie)).toBe(true);
    expect(boundaryRingProblem(bowTie)).toBe(FARM_MESSAGES.boundarySelfIntersects);
    expect(ringSelfIntersects(square)).toBe(false);
  });

  it('when the ring is valid, then there is no problem; when open or short, then the clear message', () => {
    expect(boundaryRingProblem(square)).toBeNull();
    expect(boundaryRingProblem(square.slice(0, 4))).toBe(FARM_MESSAGES.boundaryNotClosed);
    expect(
      boundaryRingProblem([
        [0, 0],
        [1, 1],
        [0, 0],
        [0, 0],
      ]),
    ).toBe(FARM_MESSAGES.createBoundaryTooFewPoints);
  });
});
