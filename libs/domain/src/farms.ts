import { z } from 'zod';
import { decimal, text } from './primitives';
import {
  AREA_UNITS,
  boundaryRingProblem,
  FARM_LIMITS,
  FARM_LIST_PAGE,
  FARM_MESSAGES as M,
  IRRIGATION_FILTERS,
  IRRIGATION_METHODS,
  IRRIGATION_SOURCES,
  type LngLat,
  OWNERSHIP_STATUSES,
  SOIL_TYPES,
} from './farms-rules';

// Request and response schemas of the farms endpoints (/api/v1/farms…). The form schemas carry spec 3 §5's messages in its order, so the screens
// and the BFF reject the same input with the same words.

/** Area unit (spec 3 §3). */
export const AreaUnit = z.enum(AREA_UNITS);
/** Stored irrigation method; `none` means rainfed. */
export const IrrigationMethod = z.enum(IRRIGATION_METHODS);
/** Irrigation filter of the list (adds `other`). */
export const IrrigationFilter = z.enum(IRRIGATION_FILTERS);
/** Ownership status. */
export const OwnershipStatus = z.enum(OWNERSHIP_STATUSES);
/** Soil type. */
export const SoilType = z.enum(SOIL_TYPES);
/** Irrigation source. */
export const IrrigationSource = z.enum(IRRIGATION_SOURCES);

/** A GeoJSON position [longitude, latitude]. */
export const Position = z.tuple([z.number().finite(), z.number().finite()]);

/** A GeoJSON Point. */
export const GeoJsonPoint = z.object({ type: z.literal('Point'), coordinates: Position }).meta({ id: 'GeoJsonPoint' });
export type GeoJsonPoint = z.infer<typeof GeoJsonPoint>;

/** A GeoJSON Polygon as stored (one or more rings; the first is the outer ring). */
export const GeoJsonPolygon = z
  .object({ type: z.literal('Polygon'), coordinates: z.array(z.array(Position)) })
  .meta({ id: 'GeoJsonPolygon' });
export type GeoJsonPolygon = z.infer<typeof GeoJsonPolygon>;

/** A ring whose every position parsed: an array of [finite, finite]. */
function isRing(ring: unknown): ring is LngLat[] {
  return (
    Array.isArray(ring) &&
    ring.every((p) => Array.isArray(p) && p.length === 2 && p.every((n) => typeof n === 'number' && Number.isFinite(n)))
  );
}

/**
 * A farm boundary as input: a Polygon with one closed ring of at least 3 distinct points that
 * does not cross itself. Fewer points answer spec 3 §5's 'Please mark at least 3 boundary points
 * on the map'.
 */
export const FarmBoundary = z
  .object(
    {
      type: z.literal('Polygon', { error: M.boundaryInvalid }),
      coordinates: z
        .array(z.array(Position, { error: M.boundaryInvalid }), { error: M.createBoundaryTooFewPoints })
        .min(1, M.createBoundaryTooFewPoints)
        .max(1, M.boundaryInvalid),
    },
    { error: M.createBoundaryTooFewPoints },
  )
  .superRefine((polygon, ctx) => {
    // Refinements also run on partly invalid input (an empty or broken coordinates array has
    // its own issue already): check only a ring that parsed, never index into one that did not.
    const coordinates: unknown = polygon.coordinates;
    const ring: unknown = Array.isArray(coordinates) ? coordinates[0] : undefined;
    if (!isRing(ring)) return;
    if (ring.length > FARM_LIMITS.maxBoundaryPoints) {
      ctx.addIssue({ code: 'custom', message: M.boundaryInvalid });
      return;
    }
    const problem = boundaryRingProblem(ring);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .meta({
    id: 'FarmBoundary',
    example: {
      type: 'Polygon',
      coordinates: [
        [
          [73.78, 20.0],
          [73.79, 20.0],
          [73.79, 20.01],
          [73.78, 20.01],
          [73.78, 20.0],
        ],
      ],
    },
  });
export type FarmBoundary = z.infer<typeof FarmBoundary>;

/** Soil characteristics: key to text or number. */
export const SoilCharacteristics = z.record(text().min(1).max(100), z.union([text().max(500), z.number()]));

/** A farm as the API returns it, with its boundary as GeoJSON (spec 3 §3). */
export const Farm = z
  .object({
    id: z.uuid(),
    organization_id: z.uuid(),
    grower_id: z.uuid().nullable(),
    /** The grower's full name, from their profile in the organization; null when unknown or unnamed. */
    grower_name: text().nullable(),
    name: text(),
    identifier: text().nullable(),
    address: text().nullable(),
    total_area: z.number().nullable(),
    area_unit: AreaUnit.nullable(),
    irrigation_method: IrrigationMethod.nullable(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    ownership_status: OwnershipStatus.nullable(),
    soil_type: SoilType.nullable(),
    soil_characteristics: SoilCharacteristics.nullable(),
    irrigation_sources: z.array(IrrigationSource),
    boundary: GeoJsonPolygon.nullable(),
    /** The boundary's area on the sphere (ST_Area(geog, false)), square metres. */
    boundary_area_sq_m: z.number().nullable(),
    created_at: text(),
    updated_at: text().nullable(),
  })
  .meta({ id: 'Farm' });
export type Farm = z.infer<typeof Farm>;

/** A JSON number, or its decimal text as the form holds it; above 0 and at most the limit. */
const positiveArea = (message: string) =>
  decimal(
    z
      .number({ error: message })
      .refine((v) => v > 0, message)
      .refine((v) => v <= FARM_LIMITS.maxTotalArea, message),
    message,
  ).meta({ description: 'A number above 0, or its plain decimal text (as the form holds it)' });

const requiredName = (message: string) =>
  text({ error: message }).trim().min(1, message).max(FARM_LIMITS.nameMaxLength, message);
const requiredAddress = (message: string) =>
  text({ error: message }).trim().min(1, message).max(FARM_LIMITS.addressMaxLength, message);

/** Optional text where '' or null is stored as null. */
const optionalText = (max: number) =>
  text()
    .trim()
    .max(max)
    .nullable()
    .optional()
    .transform((value) => value || null);

/** A farm's point location: create and update send it in this one shape (spec 3 §5 message). */
const FarmLocation = z.object(
  {
    latitude: z.number({ error: M.editLocationInvalid }).min(-90, M.editLocationInvalid).max(90, M.editLocationInvalid),
    longitude: z
      .number({ error: M.editLocationInvalid })
      .min(-180, M.editLocationInvalid)
      .max(180, M.editLocationInvalid),
  },
  { error: M.editLocationInvalid },
);

const optionalFields = {
  identifier: optionalText(FARM_LIMITS.identifierMaxLength),
  soil_type: SoilType.nullable()
    .optional()
    .transform((v) => v ?? null),
  soil_characteristics: SoilCharacteristics.nullable()
    .optional()
    .transform((v) => (v && Object.keys(v).length > 0 ? v : null)),
  irrigation_sources: z
    .array(IrrigationSource)
    .max(IRRIGATION_SOURCES.length)
    .optional()
    .default([])
    .transform((v) => [...new Set(v)]),
};

/**
 * POST /api/v1/farms and the new-farm form. Spec 3 §5 create order: name, address, total area,
 * 3 boundary points; then the fields the form marks required.
 */
export const FarmCreate = z
  .object({
    name: requiredName(M.createNameRequired),
    address: requiredAddress(M.createAddressRequired),
    total_area: positiveArea(M.createAreaInvalid),
    boundary: FarmBoundary,
    area_unit: AreaUnit.default(FARM_LIMITS.defaultAreaUnit),
    ownership_status: z.enum(OWNERSHIP_STATUSES, { error: M.ownershipRequired }),
    irrigation_method: z.enum(IRRIGATION_METHODS, { error: M.irrigationMethodRequired }),
    // Optional on create (the form sends the boundary's centre when no location was set).
    location: FarmLocation.nullable()
      .optional()
      .transform((v) => v ?? null),
    ...optionalFields,
  })
  .meta({ id: 'FarmCreate' });
export type FarmCreate = z.output<typeof FarmCreate>;
export type FarmCreateInput = z.input<typeof FarmCreate>;

/**
 * PATCH /api/v1/farms/{id} and the edit form. Spec 3 §5 edit order: name, address, total area,
 * ownership status, location set and nonzero. A boundary is replaced when given (closed, ≥3
 * points), cleared with null and kept when absent.
 */
export const FarmUpdate = z
  .object({
    name: requiredName(M.editNameRequired),
    address: requiredAddress(M.editAddressRequired),
    total_area: positiveArea(M.editAreaInvalid),
    ownership_status: z.enum(OWNERSHIP_STATUSES, { error: M.editOwnershipRequired }),
    location: FarmLocation.refine((l) => l.latitude !== 0 || l.longitude !== 0, M.editLocationInvalid),
    area_unit: AreaUnit.default(FARM_LIMITS.defaultAreaUnit),
    irrigation_method: z.enum(IRRIGATION_METHODS, { error: M.irrigationMethodRequired }),
    boundary: FarmBoundary.nullable().optional(),
    ...optionalFields,
  })
  .meta({ id: 'FarmUpdate' });
export type FarmUpdate = z.output<typeof FarmUpdate>;
export type FarmUpdateInput = z.input<typeof FarmUpdate>;

/** The id of a farm, as a path parameter; the BFF answers a malformed id as not found (404). */
export const FarmIdParams = z.object({ id: text().min(1).max(64) });

/** GET /api/v1/farms query: server-side search and filters, newest first, paged. */
export const FarmListQuery = z
  .object({
    search: text().trim().max(200).optional(),
    ownership: OwnershipStatus.optional(),
    irrigation: IrrigationFilter.optional(),
    page: decimal(z.number().int().min(1)).default(1),
    limit: decimal(z.number().int().min(1).max(FARM_LIST_PAGE.maxLimit)).default(FARM_LIST_PAGE.defaultLimit),
  })
  .meta({ id: 'FarmListQuery' });
export type FarmListQuery = z.output<typeof FarmListQuery>;
export type FarmListQueryInput = z.input<typeof FarmListQuery>;

/** GET /api/v1/farms: one page of farms, each with its boundary; `total` counts the filtered farms. */
export const FarmList = z
  .object({
    items: z.array(Farm),
    total: z.number().int(),
    /** All farms of the organization, unfiltered (tells 'no farms at all' from 'filters match none'). */
    organization_total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
  })
  .meta({ id: 'FarmList' });
export type FarmList = z.infer<typeof FarmList>;

/** Another farm of the organization whose boundary overlaps the given one. */
export const FarmOverlap = z
  .object({
    id: z.uuid(),
    name: text(),
    identifier: text().nullable(),
    /** Overlapping area on the sphere, square metres. */
    overlap_sq_m: z.number(),
  })
  .meta({ id: 'FarmOverlap' });
export type FarmOverlap = z.infer<typeof FarmOverlap>;

/** POST /api/v1/farms/overlaps: a boundary to check, leaving out the farm being edited. */
export const FarmOverlapCheck = z
  .object({ boundary: FarmBoundary, exclude_farm_id: z.uuid().optional() })
  .meta({ id: 'FarmOverlapCheck' });
export type FarmOverlapCheck = z.infer<typeof FarmOverlapCheck>;

/** The overlap warning (empty list: no warning). */
export const FarmOverlapWarning = z
  .object({ overlaps: z.array(FarmOverlap), message: text().nullable() })
  .meta({ id: 'FarmOverlapWarning' });
export type FarmOverlapWarning = z.infer<typeof FarmOverlapWarning>;

/** POST and PATCH answers: the saved farm and any overlap warning. */
export const FarmSaved = z
  .object({ farm: Farm, overlaps: z.array(FarmOverlap), warning: text().nullable() })
  .meta({ id: 'FarmSaved' });
export type FarmSaved = z.infer<typeof FarmSaved>;

/** Export formats of GET /api/v1/farms/export. */
export const FARM_EXPORT_FORMATS = ['geojson', 'kml', 'csv'] as const;
/** GET /api/v1/farms/export query. */
export const FarmExportQuery = z
  .object({ format: z.enum(FARM_EXPORT_FORMATS).default('geojson') })
  .meta({ id: 'FarmExportQuery' });
export type FarmExportQuery = z.output<typeof FarmExportQuery>;

/** One feature of the GeoJSON export: the boundary (or the point) with name, area and centroid. */
export const FarmExportFeature = z
  .object({
    type: z.literal('Feature'),
    id: z.uuid(),
    geometry: z.union([GeoJsonPolygon, GeoJsonPoint]).nullable(),
    properties: z.object({
      name: text(),
      identifier: text().nullable(),
      total_area: z.number().nullable(),
      area_unit: AreaUnit.nullable(),
      boundary_area_acres: z.number().nullable(),
      centroid_lng: z.number().nullable(),
      centroid_lat: z.number().nullable(),
    }),
  })
  .meta({ id: 'FarmExportFeature' });
export type FarmExportFeature = z.infer<typeof FarmExportFeature>;

/** The GeoJSON export. */
export const FarmExportCollection = z
  .object({ type: z.literal('FeatureCollection'), features: z.array(FarmExportFeature) })
  .meta({ id: 'FarmExportCollection' });
export type FarmExportCollection = z.infer<typeof FarmExportCollection>;

/** An uploaded GeoJSON document to import a boundary from: a Polygon, a Feature or a FeatureCollection. */
export const BoundaryImportDocument = z.union([
  GeoJsonPolygon,
  z.object({ type: z.literal('Feature'), geometry: z.unknown() }),
  z.object({ type: z.literal('FeatureCollection'), features: z.array(z.object({ geometry: z.unknown() })) }),
]);

/** The first Polygon (or the first polygon of a MultiPolygon) of a GeoJSON document, or null. */
export function polygonFromGeoJson(document: unknown): GeoJsonPolygon | null {
  const parsed = BoundaryImportDocument.safeParse(document);
  if (!parsed.success) return null;
  const geometries =
    parsed.data.type === 'Polygon'
      ? [parsed.data]
      : parsed.data.type === 'Feature'
        ? [parsed.data.geometry]
        : parsed.data.features.map((f) => f.geometry);
  for (const geometry of geometries) {
    const polygon = GeoJsonPolygon.safeParse(geometry);
    if (polygon.success) return { type: 'Polygon', coordinates: [polygon.data.coordinates[0] ?? []] };
    const multi = z
      .object({ type: z.literal('MultiPolygon'), coordinates: z.array(z.array(z.array(Position))) })
      .safeParse(geometry);
    const first = multi.success ? multi.data.coordinates[0]?.[0] : undefined;
    if (first) return { type: 'Polygon', coordinates: [first] };
  }
  return null;
}

export type AreaUnit = z.infer<typeof AreaUnit>;
export type IrrigationMethod = z.infer<typeof IrrigationMethod>;
export type IrrigationFilter = z.infer<typeof IrrigationFilter>;
export type OwnershipStatus = z.infer<typeof OwnershipStatus>;
export type SoilType = z.infer<typeof SoilType>;
export type IrrigationSource = z.infer<typeof IrrigationSource>;
