// Farms (spec 3 §3, §5, §9): plain constants and pure rules, no zod, so the farms screens can
// use them statically without pulling in the schemas.

/** Area units a farm's total area is stated in (spec 3 §3). */
export const AREA_UNITS = ['acres', 'hectares', 'sq_ft', 'sq_m'] as const;
type AreaUnit = (typeof AREA_UNITS)[number];

/** Irrigation methods stored on a farm; `none` means rainfed (spec 3 §3). */
export const IRRIGATION_METHODS = ['drip', 'sprinkler', 'flood', 'center_pivot', 'none'] as const;

/** Irrigation choices of the list filter: the named methods plus `other` (any method not named). */
export const IRRIGATION_FILTERS = ['drip', 'sprinkler', 'flood', 'center_pivot', 'other'] as const;

/** Ownership statuses (spec 3 §3). */
export const OWNERSHIP_STATUSES = ['owned', 'leased', 'contract'] as const;
type OwnershipStatus = (typeof OWNERSHIP_STATUSES)[number];

/** Soil types (spec 3 §3). */
export const SOIL_TYPES = ['clay', 'sandy', 'loamy', 'silty', 'peaty', 'chalky', 'other'] as const;

/** Irrigation sources a farm may list (spec 3 §3). */
export const IRRIGATION_SOURCES = ['well', 'river', 'lake', 'rain', 'municipal'] as const;

/** Spec 3 wording for farms (§5 validation in the given order, §2 and §8 texts). */
export const FARM_MESSAGES = {
  // Create (§5, checked in this order).
  createNameRequired: 'Please enter a farm name',
  createAddressRequired: 'Please enter a farm address',
  createAreaInvalid: 'Please enter a valid total area',
  createBoundaryTooFewPoints: 'Please mark at least 3 boundary points on the map',
  // Edit (§5, checked in this order).
  editNameRequired: 'Farm name is required',
  editAddressRequired: 'Address is required',
  editAreaInvalid: 'Valid total area is required',
  editOwnershipRequired: 'Ownership status is required',
  editLocationInvalid: 'Please set a valid farm location',
  // Fields the form marks required without a message of their own in the spec.
  areaUnitRequired: 'Area unit is required',
  ownershipRequired: 'Ownership status is required',
  irrigationMethodRequired: 'Irrigation method is required',
  // Boundary shape (the server's checks; clear 400 answers).
  boundaryNotClosed: 'The boundary must be a closed ring (the last point equals the first)',
  boundarySelfIntersects: 'The boundary must not cross itself',
  boundaryInvalid: 'The boundary is not a valid polygon',
  boundaryCoordinatesInvalid: 'Boundary coordinates must be longitude -180..180 and latitude -90..90',
  // Screens and errors (§2, §8).
  notFound: "Farm not found. The farm you're looking for doesn't exist or you don't have access to it.",
  created: 'Farm created successfully',
  createFailed: 'Error creating farm',
  updated: 'Farm updated successfully',
  updateFailed: 'Failed to update farm',
  loadFailed: 'Failed to load farm data',
  detailLoadFailed: 'Error fetching farm details',
  listLoadFailed: 'An error occurred',
  idMissing: 'Farm ID is missing',
  noOrganization: 'No organization found',
  operationsRoleRequired: 'Only admins and managers can manage farms',
  noUser: 'No user found',
  emptyTitle: 'No farms found',
  emptyNoFarms: 'Get started by creating a new farm.',
  emptyFiltered: 'Try adjusting your search or filters.',
  locationNotSpecified: 'Location not specified',
  overlapWarning: (names: readonly string[]) =>
    `This boundary overlaps ${names.length === 1 ? 'another farm' : 'other farms'} of your organization: ${names.join(', ')}`,
} as const;

/** Spec 3 §9 constants of the farms screens and rules. */
export const FARM_LIMITS = {
  minBoundaryPoints: 3,
  /** Square metres to acres (spec 3 §9). */
  sqMetresToAcres: 0.0002471054,
  /** Spherical earth radius used by @turf/area and ST_Area(geog, false). */
  earthRadiusMetres: 6371008.8,
  areaDecimals: 2,
  identifierSuffixMin: 1000,
  identifierSuffixMax: 9999,
  defaultAreaUnit: 'acres' as AreaUnit,
  defaultCenter: { lat: 28.6129, lng: 77.2295 },
  detailFallbackCenter: { lat: 39.8283, lng: -98.5795 },
  formMapHeightPx: 400,
  listMapHeightPx: 600,
  mapPaddingPx: 50,
  redirectAfterCreateMs: 2000,
  detailPolygonRedrawMs: 500,
  refitAfterBoundaryChangeMs: 100,
  nameMaxLength: 200,
  identifierMaxLength: 50,
  addressMaxLength: 500,
  maxBoundaryPoints: 2000,
  maxTotalArea: 1e9,
} as const;

/** Page sizes of GET /api/v1/farms: the grid's default and the map view's (all farms at once). */
export const FARM_LIST_PAGE = { defaultLimit: 24, mapLimit: 500, maxLimit: 500 } as const;

/** The farms list's views (spec 3 §2): a grid of cards, the default, or a map. */
export const FARM_LIST_VIEWS = ['grid', 'map'] as const;

/** How many events the dashboard's Recent Activity shows. */
export const DASHBOARD_RECENT_ACTIVITY_LIMIT = 10;

/** Square metres per one unit of each area unit. */
const SQ_METRES_PER_UNIT: Record<AreaUnit, number> = {
  acres: 1 / FARM_LIMITS.sqMetresToAcres,
  hectares: 10_000,
  sq_ft: 0.09290304,
  sq_m: 1,
};

/** Converts square metres to the given unit (acres use the spec's factor). */
export function squareMetresTo(unit: AreaUnit, squareMetres: number): number {
  if (unit === 'acres') return squareMetres * FARM_LIMITS.sqMetresToAcres;
  return squareMetres / SQ_METRES_PER_UNIT[unit];
}

/** Converts an area in the given unit to square metres. */
export function toSquareMetres(unit: AreaUnit, value: number): number {
  if (unit === 'acres') return value / FARM_LIMITS.sqMetresToAcres;
  return value * SQ_METRES_PER_UNIT[unit];
}

/** Converts an area between units. */
export function convertArea(value: number, from: AreaUnit, to: AreaUnit): number {
  return from === to ? value : squareMetresTo(to, toSquareMetres(from, value));
}

/** Rounds to the area field's 2 decimals (as a number). */
export function roundArea(value: number): number {
  return Math.round(value * 100) / 100;
}

/** The area field's text: 2 decimals. */
export function formatArea(value: number): string {
  return value.toFixed(FARM_LIMITS.areaDecimals);
}

/** 'Total Area: 12.5 acres' on cards uses the stored number and unit (default acres). */
export function formatTotalArea(totalArea: number | null, unit: AreaUnit | null): string {
  return `${totalArea ?? 0} ${unit ?? FARM_LIMITS.defaultAreaUnit}`;
}

/**
 * Spec 3 §5: the first 3 alphanumeric characters of the name in upper case plus a random
 * 4-digit number 1000–9999. `random` returns [0, 1) like Math.random.
 */
export function generateFarmIdentifier(name: string, random: () => number = Math.random): string {
  const prefix = name
    .replace(/[^a-z0-9]/gi, '')
    .slice(0, 3)
    .toUpperCase();
  const span = FARM_LIMITS.identifierSuffixMax - FARM_LIMITS.identifierSuffixMin + 1;
  const suffix = FARM_LIMITS.identifierSuffixMin + Math.min(span - 1, Math.floor(random() * span));
  return `${prefix}${suffix}`;
}

/** Soil characteristics: key to text or number (spec 3 §3). */
export type SoilCharacteristicsValue = Record<string, string | number>;

/**
 * Spec 3 §5: comma-separated 'key:value' pairs; values that parse as numbers are stored as
 * numbers, otherwise text; pairs missing a key or value are ignored. Empty input gives null.
 */
export function parseSoilCharacteristics(text: string | null | undefined): SoilCharacteristicsValue | null {
  if (!text) return null;
  const result: SoilCharacteristicsValue = {};
  for (const pair of text.split(',')) {
    const colon = pair.indexOf(':');
    if (colon < 0) continue;
    const key = pair.slice(0, colon).trim();
    const raw = pair.slice(colon + 1).trim();
    if (!key || !raw) continue;
    const asNumber = Number(raw);
    result[key] = Number.isFinite(asNumber) ? asNumber : raw;
  }
  return Object.keys(result).length > 0 ? result : null;
}

/** Spec 3 §5: shown back on edit in the same 'key:value, key:value' format. */
export function formatSoilCharacteristics(value: SoilCharacteristicsValue | null | undefined): string {
  if (!value) return '';
  return Object.entries(value)
    .map(([key, v]) => `${key}:${v}`)
    .join(', ');
}

/** A boundary point as the editor holds it (spec 3 §3). */
export interface BoundaryPoint {
  lat: number;
  lng: number;
}

/** A GeoJSON position: [longitude, latitude]. */
export type LngLat = [number, number];

const samePosition = (a: LngLat, b: LngLat) => a[0] === b[0] && a[1] === b[1];

/**
 * Spec 3 §4: on save the boundary is closed automatically and saved only with 3 or more points.
 * Returns the closed GeoJSON ring, or null when there are too few points.
 */
export function ringFromPoints(points: readonly BoundaryPoint[]): LngLat[] | null {
  const open = points.map((p): LngLat => [p.lng, p.lat]);
  if (open.length > 1 && samePosition(open[0]!, open[open.length - 1]!)) open.pop();
  if (open.length < FARM_LIMITS.minBoundaryPoints) return null;
  return [...open, [open[0]![0], open[0]![1]]];
}

/** Spec 3 §4: on detail and edit the closing duplicate point is dropped. */
export function pointsFromRing(ring: readonly (readonly number[])[] | null | undefined): BoundaryPoint[] {
  if (!ring || ring.length === 0) return [];
  const points = ring.map((p) => ({ lng: Number(p[0]), lat: Number(p[1]) }));
  const first = points[0]!;
  const last = points[points.length - 1]!;
  if (points.length > 1 && first.lat === last.lat && first.lng === last.lng) points.pop();
  return points;
}

/** Number of distinct positions of a ring. */
export function distinctPointCount(ring: readonly LngLat[]): number {
  return new Set(ring.map((p) => `${p[0]},${p[1]}`)).size;
}

function orientation(a: LngLat, b: LngLat, c: LngLat): number {
  const v = (b[1] - a[1]) * (c[0] - b[0]) - (b[0] - a[0]) * (c[1] - b[1]);
  return v === 0 ? 0 : v > 0 ? 1 : 2;
}

function onSegment(a: LngLat, b: LngLat, c: LngLat): boolean {
  return (
    b[0] <= Math.max(a[0], c[0]) &&
    b[0] >= Math.min(a[0], c[0]) &&
    b[1] <= Math.max(a[1], c[1]) &&
    b[1] >= Math.min(a[1], c[1])
  );
}

function segmentsIntersect(p1: LngLat, q1: LngLat, p2: LngLat, q2: LngLat): boolean {
  const o1 = orientation(p1, q1, p2);
  const o2 = orientation(p1, q1, q2);
  const o3 = orientation(p2, q2, p1);
  const o4 = orientation(p2, q2, q1);
  if (o1 !== o2 && o3 !== o4) return true;
  return (
    (o1 === 0 && onSegment(p1, p2, q1)) ||
    (o2 === 0 && onSegment(p1, q2, q1)) ||
    (o3 === 0 && onSegment(p2, p1, q2)) ||
    (o4 === 0 && onSegment(p2, q1, q2))
  );
}

/** True when two non-adjacent edges of a closed ring touch or cross (planar check, as ST_IsValid). */
export function ringSelfIntersects(ring: readonly LngLat[]): boolean {
  const n = ring.length - 1; // edges of a closed ring
  if (n < 3) return false;
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      if (j === i + 1 || (i === 0 && j === n - 1)) continue; // adjacent edges share a vertex
      if (segmentsIntersect(ring[i]!, ring[i + 1]!, ring[j]!, ring[j + 1]!)) return true;
    }
  }
  for (let i = 0; i < n; i++) {
    // a vertex repeated (other than the closing one) makes the ring touch itself
    for (let j = i + 1; j < n; j++) if (samePosition(ring[i]!, ring[j]!)) return true;
  }
  return false;
}

/**
 * The first problem of a boundary ring in the order the server checks it, or null when valid:
 * too few distinct points, not closed, coordinates out of range, crossing itself.
 */
export function boundaryRingProblem(ring: readonly LngLat[]): string | null {
  if (distinctPointCount(ring) < FARM_LIMITS.minBoundaryPoints) return FARM_MESSAGES.createBoundaryTooFewPoints;
  if (ring.length < 4 || !samePosition(ring[0]!, ring[ring.length - 1]!)) return FARM_MESSAGES.boundaryNotClosed;
  if (ring.some(([lng, lat]) => !(lng >= -180 && lng <= 180 && lat >= -90 && lat <= 90)))
    return FARM_MESSAGES.boundaryCoordinatesInvalid;
  if (ringSelfIntersects(ring)) return FARM_MESSAGES.boundarySelfIntersects;
  return null;
}

/** Ownership badge colour on cards: green owned, blue leased, yellow otherwise (spec 3 §2). */
export function ownershipBadgeColor(status: OwnershipStatus | null): 'green' | 'blue' | 'yellow' {
  return status === 'owned' ? 'green' : status === 'leased' ? 'blue' : 'yellow';
}
