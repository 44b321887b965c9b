// The variety catalogue's endpoints (spec 2 "Varieties page", "Add/Edit Variety modal", §4, §6):
// declared once for the BFF and the browser (see endpoint.ts). Reads are open to every member of
// an organization; writes to its admins and managers (spec 2 §6).
import { endpoint } from './endpoint';
import { ErrorBody } from './platform';
import {
  CropList,
  OrganizationVariety,
  VarietyCreate,
  VarietyIdParams,
  VarietyImport,
  VarietyList,
  VarietyListQuery,
  VarietyUpdate,
} from './varieties';
import { VARIETY_MESSAGES as M } from './varieties-rules';

const tags = ['varieties'] as const;
/** Spec 2 §6: the variety routes are open to roles admin and manager, in an organization. */
const MANAGE_VARIETIES = {
  allowed: ['admin', 'manager'],
  message: M.rolesRequired,
  withoutOrganization: M.noOrganization,
} as const;
const notFound = { description: M.notFound, schema: ErrorBody };
const invalid = { description: 'Validation failed (spec 2 §5 message)', schema: ErrorBody };
const noOrganization = { description: M.noOrganization, schema: ErrorBody };

export const VARIETIES_API = {
  listCrops: endpoint({
    method: 'get',
    path: '/api/v1/crops',
    operationId: 'listCrops',
    summary: 'Every crop of the master data, by name',
    tags,
    auth: 'user',
    responses: { 200: { description: 'The crops', schema: CropList }, 403: noOrganization },
  }),
  list: endpoint({
    method: 'get',
    path: '/api/v1/varieties',
    operationId: 'listVarieties',
    summary: "One page of My Varieties or Discover Varieties, with both tabs' counts (one request per page view)",
    description:
      "tab=my: the organization's active varieties, newest updated first. tab=discover: the master varieties " +
      'by crop and name, those the organization has already imported hidden. Search (trigram), crop, season and ' +
      'state filters run in the database and apply to both counts.',
    tags,
    auth: 'user',
    request: { query: VarietyListQuery },
    responses: { 200: { description: 'The page and the counts', schema: VarietyList }, 403: noOrganization },
  }),
  create: endpoint({
    method: 'post',
    path: '/api/v1/varieties',
    operationId: 'createVariety',
    summary: 'Saves the Add Variety form: a master variety as pre-filled and edited, or a custom variety',
    tags,
    auth: 'user',
    roles: MANAGE_VARIETIES,
    request: { body: VarietyCreate },
    responses: {
      201: { description: M.added, schema: OrganizationVariety },
      400: invalid,
      409: { description: M.alreadyImported, schema: ErrorBody },
    },
  }),
  importMaster: endpoint({
    method: 'post',
    path: '/api/v1/varieties/import',
    operationId: 'importVariety',
    summary:
      'Imports a master variety in one transaction: name, description, characteristics, states, seasons and maturity days copied, private, active',
    tags,
    auth: 'user',
    roles: MANAGE_VARIETIES,
    request: { body: VarietyImport },
    responses: {
      201: { description: M.imported, schema: OrganizationVariety },
      400: invalid,
      404: { description: M.masterNotFound, schema: ErrorBody },
      409: { description: M.alreadyImported, schema: ErrorBody },
    },
  }),
  get: endpoint({
    method: 'get',
    path: '/api/v1/varieties/{id}',
    operationId: 'getVariety',
    summary: "One active variety of the organization, or another organization's shared one",
    tags,
    auth: 'user',
    request: { params: VarietyIdParams },
    responses: { 200: { description: 'The variety', schema: OrganizationVariety }, 403: noOrganization, 404: notFound },
  }),
  update: endpoint({
    method: 'patch',
    path: '/api/v1/varieties/{id}',
    operationId: 'updateVariety',
    summary: 'Saves the Edit Variety form (the crop and master stay)',
    tags,
    auth: 'user',
    roles: MANAGE_VARIETIES,
    request: { params: VarietyIdParams, body: VarietyUpdate },
    responses: { 200: { description: M.updated, schema: OrganizationVariety }, 400: invalid, 404: notFound },
  }),
  remove: endpoint({
    method: 'delete',
    path: '/api/v1/varieties/{id}',
    operationId: 'removeVariety',
    summary: 'Removes a variety: is_active becomes false (spec 2 §4); a removed master may be imported again',
    tags,
    auth: 'user',
    roles: MANAGE_VARIETIES,
    request: { params: VarietyIdParams },
    responses: { 204: { description: M.removed }, 404: notFound },
  }),
} as const;
