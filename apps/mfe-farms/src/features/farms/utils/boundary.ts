import area from '@turf/area';
import { convertArea as convertUnits, FARM_LIMITS, formatArea as formatAreaText, squareMetresTo } from '@seed/domain';

/** A boundary point as the editor holds it (spec 3 §3 "Boundary point"). */
export interface LatLng {
  lat: number;
  lng: number;
}

export type AreaUnit = 'acres' | 'hectares' | 'sq_ft' | 'sq_m';

export const addPoint = (points: readonly LatLng[], p: LatLng): LatLng[] => [...points, p];

export const removePoint = (points: readonly LatLng[], index: number): LatLng[] => points.filter((_, i) => i !== index);

export const movePoint = (points: readonly LatLng[], index: number, p: LatLng): LatLng[] =>
  points.map((q, i) => (i === index ? p : q));

/** Spec 3 §4: 'Remove Selected Point' needs a selection and more than 3 points. */
export const canRemoveSelected = (points: readonly LatLng[], selected: number | null): boolean =>
  selected !== null && selected >= 0 && selected < points.length && points.length > FARM_LIMITS.minBoundaryPoints;

/** Spec 3 §4: 'Clear All Points' is disabled with no points. */
export const canClearPoints = (points: readonly LatLng[]): boolean => points.length > 0;

/** Spec 3 §4: a selection index after removing `removed` (null when the selected point went). */
export function selectionAfterRemove(selected: number | null, removed: number): number | null {
  if (selected === null || selected === removed) return null;
  return selected > removed ? selected - 1 : selected;
}

const samePoint = (a: readonly number[], b: readonly number[]) => a[0] === b[0] && a[1] === b[1];

/** Spec 3 §4: on detail and edit the closing duplicate point of a GeoJSON ring is dropped. */
export function ringToPoints(ring: readonly (readonly number[])[]): LatLng[] {
  const open = ring.length > 1 && samePoint(ring[0]!, ring[ring.length - 1]!) ? ring.slice(0, -1) : ring;
  return open.map(([lng, lat]) => ({ lat: lat!, lng: lng! }));
}

/** Spec 3 §4: on save the boundary is closed; null below 3 points (not saved). */
export function pointsToPolygon(
  points: readonly LatLng[],
): { type: 'Polygon'; coordinates: [number, number][][] } | null {
  if (points.length < FARM_LIMITS.minBoundaryPoints) return null;
  const ring = points.map((p): [number, number] => [p.lng, p.lat]);
  return { type: 'Polygon', coordinates: [[...ring, ring[0]!]] };
}

/** Area of the polygon in square metres on the sphere (equals PostGIS ST_Area(geog, false)). */
export function boundaryAreaSqM(points: readonly LatLng[]): number {
  const polygon = pointsToPolygon(points);
  return polygon ? area(polygon) : 0;
}

/** Square metres in the given unit (acres by the spec's factor). */
export const convertArea = (sqm: number, unit: AreaUnit): number => squareMetresTo(unit, sqm);

/** Converts between area units (e.g. when the user changes the unit of a drawn area). */
export const convertBetween = (value: number, from: AreaUnit, to: AreaUnit): number => convertUnits(value, from, to);

/** The area field's text: 2 decimals (spec 3 §4, §9). */
export const formatArea = (value: number): string => formatAreaText(value);

/** The centroid-ish centre of points for the location marker: the mean of the points. */
export function centreOf(points: readonly LatLng[]): LatLng | null {
  if (points.length === 0) return null;
  const s = points.reduce((a, p) => ({ lat: a.lat + p.lat, lng: a.lng + p.lng }), { lat: 0, lng: 0 });
  return { lat: s.lat / points.length, lng: s.lng / points.length };
}

/** Parses a typed coordinate ("28.61" or "28,61" is not accepted): a finite number in range, else null. */
export function parseCoordinate(text: string, kind: 'lat' | 'lng'): number | null {
  if (!/^\s*-?\d+(\.\d+)?\s*$/.test(text)) return null;
  const n = Number(text);
  const max = kind === 'lat' ? 90 : 180;
  return Number.isFinite(n) && Math.abs(n) <= max ? n : null;
}
