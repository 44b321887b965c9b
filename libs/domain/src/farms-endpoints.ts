// The farms endpoints (spec 3 farms): declared once for the BFF and the browser (see endpoint.ts).
import { endpoint } from './endpoint';
import { FARM_MESSAGES as M } from './farms-rules';
import {
  Farm,
  FarmCreate,
  FarmExportCollection,
  FarmExportQuery,
  FarmIdParams,
  FarmList,
  FarmListQuery,
  FarmOverlapCheck,
  FarmOverlapWarning,
  FarmSaved,
  FarmUpdate,
} from './farms';
import { ErrorBody } from './platform';

const tags = ['farms'] as const;
/** Spec 3 §2: every farm route needs role admin or manager in an organization. */
const OPERATIONS = {
  allowed: ['admin', 'manager'],
  message: M.operationsRoleRequired,
  withoutOrganization: M.noOrganization,
} as const;
const notFound = { description: M.notFound, schema: ErrorBody };
const invalid = { description: 'Validation failed (spec 3 §5 message) or the boundary is invalid', schema: ErrorBody };

/** What GET /api/v1/farms/export answers for each format. */
export const FARM_EXPORT_TYPES = {
  geojson: 'application/geo+json',
  kml: 'application/vnd.google-earth.kml+xml',
  csv: 'text/csv; charset=utf-8',
} as const;

export const FARMS_API = {
  list: endpoint({
    method: 'get',
    path: '/api/v1/farms',
    operationId: 'listFarms',
    summary: "One page of the organization's farms, newest first, each with its boundary (one query)",
    description:
      'Search (name, identifier, address), ownership and irrigation filters run in the database. ' +
      'The map view asks for all farms at once (limit=500) and gets every boundary in this one answer.',
    tags,
    auth: 'user',
    roles: OPERATIONS,
    request: { query: FarmListQuery },
    responses: { 200: { description: 'The page', schema: FarmList } },
  }),
  create: endpoint({
    method: 'post',
    path: '/api/v1/farms',
    operationId: 'createFarm',
    summary: 'Registers a farm with its boundary; the identifier is generated when blank; warns about overlaps',
    tags,
    auth: 'user',
    roles: OPERATIONS,
    request: { body: FarmCreate },
    responses: { 201: { description: 'The new farm', schema: FarmSaved }, 400: invalid },
  }),
  checkOverlaps: endpoint({
    method: 'post',
    path: '/api/v1/farms/overlaps',
    operationId: 'checkFarmOverlaps',
    summary: 'Other farms of the organization whose boundary overlaps the given one (a warning, not a refusal)',
    tags,
    auth: 'user',
    roles: OPERATIONS,
    request: { body: FarmOverlapCheck },
    responses: { 200: { description: 'Overlaps, largest first', schema: FarmOverlapWarning }, 400: invalid },
  }),
  export: endpoint({
    method: 'get',
    path: '/api/v1/farms/export',
    operationId: 'exportFarms',
    summary: "The organization's farms as GeoJSON, KML or CSV (name, area, centroid)",
    description: 'format=geojson answers application/geo+json; kml and csv answer text in their own types.',
    tags,
    auth: 'user',
    roles: OPERATIONS,
    request: { query: FarmExportQuery },
    responses: {
      200: {
        description: 'GeoJSON FeatureCollection (format=geojson), KML or CSV',
        schema: FarmExportCollection,
        contentType: FARM_EXPORT_TYPES.geojson,
        alternatives: [FARM_EXPORT_TYPES.kml, FARM_EXPORT_TYPES.csv],
      },
    },
  }),
  get: endpoint({
    method: 'get',
    path: '/api/v1/farms/{id}',
    operationId: 'getFarm',
    summary: 'One farm with its boundary',
    tags,
    auth: 'user',
    roles: OPERATIONS,
    request: { params: FarmIdParams },
    responses: { 200: { description: 'The farm', schema: Farm }, 404: notFound },
  }),
  update: endpoint({
    method: 'patch',
    path: '/api/v1/farms/{id}',
    operationId: 'updateFarm',
    summary: 'Saves the edit form; a boundary given replaces the stored one, null clears it, absent keeps it',
    tags,
    auth: 'user',
    roles: OPERATIONS,
    request: { params: FarmIdParams, body: FarmUpdate },
    responses: { 200: { description: 'The saved farm', schema: FarmSaved }, 400: invalid, 404: notFound },
  }),
} as const;
