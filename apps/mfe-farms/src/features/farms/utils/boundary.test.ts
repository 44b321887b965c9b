import { describe, expect, it } from 'vitest';
import {
  addPoint,
  boundaryAreaSqM,
  canClearPoints,
  canRemoveSelected,
  convertArea,
  convertBetween,
  formatArea,
  movePoint,
  parseCoordinate,
  pointsToPolygon,
  removePoint,
  ringToPoints,
  selectionAfterRemove,
} from './boundary';

const square = [
  { lat: 28.61, lng: 77.23 },
  { lat: 28.61, lng: 77.24 },
  { lat: 28.62, lng: 77.24 },
  { lat: 28.62, lng: 77.23 },
];

describe('boundary point rules', () => {
  it('when a point is added, moved and removed, then the list follows', () => {
    const added = addPoint(square.slice(0, 2), { lat: 1, lng: 2 });
    expect(added).toHaveLength(3);
    expect(movePoint(added, 2, { lat: 3, lng: 4 })[2]).toEqual({ lat: 3, lng: 4 });
    expect(removePoint(added, 0)).toEqual([square[1], { lat: 1, lng: 2 }]);
  });

  it('when 3 points remain or nothing is selected, then Remove Selected Point is disabled', () => {
    expect(canRemoveSelected(square, 1)).toBe(true);
    expect(canRemoveSelected(square.slice(0, 3), 1)).toBe(false);
    expect(canRemoveSelected(square, null)).toBe(false);
  });

  it('when there are no points, then Clear All Points is disabled', () => {
    expect(canClearPoints([])).toBe(false);
    expect(canClearPoints(square.slice(0, 1))).toBe(true);
  });

  it('when a point before the selection is removed, then the selection shifts down', () => {
    expect(selectionAfterRemove(2, 0)).toBe(1);
    expect(selectionAfterRemove(2, 2)).toBeNull();
    expect(selectionAfterRemove(1, 3)).toBe(1);
  });

  it('when a ring is read, then its closing duplicate is dropped; on save it is closed again', () => {
    const polygon = pointsToPolygon(square)!;
    expect(polygon.coordinates[0]).toHaveLength(5);
    expect(ringToPoints(polygon.coordinates[0]!)).toEqual(square);
    expect(pointsToPolygon(square.slice(0, 2))).toBeNull();
  });
});

describe('area', () => {
  it('when 3 or more points are set, then the area is the spherical area in acres with 2 decimals', () => {
    const sqm = boundaryAreaSqM(square);
    // ~1.1 km × ~0.98 km at 28.6°N.
    expect(sqm).toBeGreaterThan(1_050_000);
    expect(sqm).toBeLessThan(1_130_000);
    expect(formatArea(convertArea(sqm, 'acres'))).toBe((sqm * 0.0002471054).toFixed(2));
    expect(boundaryAreaSqM(square.slice(0, 2))).toBe(0);
  });

  it('when the unit changes, then values convert exactly', () => {
    expect(convertArea(10_000, 'hectares')).toBe(1);
    expect(convertArea(4046.8564224, 'acres')).toBeCloseTo(1, 6);
    expect(convertArea(0.09290304, 'sq_ft')).toBeCloseTo(1, 9);
    expect(convertBetween(1, 'hectares', 'sq_m')).toBeCloseTo(10_000, 6);
    expect(convertBetween(1, 'acres', 'hectares')).toBeCloseTo(0.404686, 5);
  });
});

describe('typed coordinates', () => {
  it('when a coordinate is typed, then only numbers in range are accepted', () => {
    expect(parseCoordinate('28.61', 'lat')).toBe(28.61);
    expect(parseCoordinate('-77.2', 'lng')).toBe(-77.2);
    expect(parseCoordinate('91', 'lat')).toBeNull();
    expect(parseCoordinate('abc', 'lng')).toBeNull();
    expect(parseCoordinate('', 'lng')).toBeNull();
  });
});
