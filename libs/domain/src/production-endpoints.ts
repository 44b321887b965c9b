// The production endpoints (spec 2 §5 production lots, harvest and packaging; issue 12): seed-lot
// routes declared apart from SEED_LOTS_API, so the seed-lot list's first request builds none of
// their schemas. Roles as for every seed-lot route (seed-lots-endpoint-parts.ts).
import { endpoint } from './endpoint';
import { ErrorBody } from './platform';
import {
  HarvestCreate,
  LotCreated,
  MassBalanceQuery,
  MassBalanceReport,
  PackagingLotCreate,
  ProductionLotCreate,
  SeedLotUpdate,
  SourceLotOptions,
  SourceOptionsQuery,
} from './production';
import { PRODUCTION_MESSAGES as P } from './production-rules';
import { SeedLotIdParams } from './seed-lots';
import { invalid, LOT_ROLES, notFound, notGrower, tags } from './seed-lots-endpoint-parts';
import { SEED_LOT_MESSAGES as M } from './seed-lots-rules';

const exceeds = { description: P.quantityExceedsAvailable(12.5, 'Kg'), schema: ErrorBody };

export const PRODUCTION_API = {
  sourceOptions: endpoint({
    method: 'get',
    path: '/api/v1/seed-lots/source-options',
    operationId: 'listSourceLotOptions',
    summary:
      "What the production wizard (active raw production or unregistered lots) or packaging (raw production or packaged) may draw from: the organization's active lots with an owned quantity above 0",
    tags,
    auth: 'user',
    roles: LOT_ROLES,
    request: { query: SourceOptionsQuery },
    responses: { 200: { description: 'The lots and what the organization owns of each', schema: SourceLotOptions } },
  }),
  createProduction: endpoint({
    method: 'post',
    path: '/api/v1/seed-lots/production',
    operationId: 'createProductionLot',
    summary:
      'The production wizard in one transaction: lot (draft), ownership 0, source links, farm shares; each source drawn under a row lock',
    tags,
    auth: 'user',
    roles: LOT_ROLES,
    request: { body: ProductionLotCreate },
    responses: {
      201: { description: P.productionCreated, schema: LotCreated },
      400: invalid,
      404: { description: 'A source lot or farm that is not the organization’s', schema: ErrorBody },
      409: exceeds,
    },
  }),
  createPackaging: endpoint({
    method: 'post',
    path: '/api/v1/seed-lots/packaging',
    operationId: 'createPackagingLot',
    summary:
      'Packages lots in one transaction: the packaged lot owning its packages, details, a packaging manifest, parent links, each parent drawn under a row lock',
    tags,
    auth: 'user',
    roles: LOT_ROLES,
    request: { body: PackagingLotCreate },
    responses: {
      201: { description: P.packagingCreated, schema: LotCreated },
      400: invalid,
      404: { description: P.parentInvalid, schema: ErrorBody },
      409: exceeds,
    },
  }),
  massBalance: endpoint({
    method: 'get',
    path: '/api/v1/seed-lots/mass-balance',
    operationId: 'seedLotMassBalance',
    summary:
      "The organization's lots whose mass balance breaks (produced or received ≠ owned + drawn by children + transferred away), or every lot's with all=true",
    tags,
    auth: 'user',
    roles: {
      allowed: ['admin'],
      message: 'Only admins can see the mass-balance report',
      withoutOrganization: M.noOrganization,
    },
    request: { query: MassBalanceQuery },
    responses: { 200: { description: 'The report', schema: MassBalanceReport } },
  }),
  recordHarvest: endpoint({
    method: 'post',
    path: '/api/v1/seed-lots/{id}/harvests',
    operationId: 'recordHarvest',
    summary:
      "Records a harvest in one transaction: the record, the yield added to the grower's ownership, a production manifest, draft → active",
    tags,
    auth: 'user',
    roles: LOT_ROLES,
    request: { params: SeedLotIdParams, body: HarvestCreate },
    responses: {
      204: { description: P.harvested },
      400: invalid,
      403: notGrower,
      404: notFound,
      409: { description: `${P.onlyProductionHarvested} / ${P.harvestStatus('{status}')}`, schema: ErrorBody },
    },
  }),
  update: endpoint({
    method: 'patch',
    path: '/api/v1/seed-lots/{id}',
    operationId: 'updateSeedLot',
    summary: "Edits a lot's generation, notes and its farms' planting and expected harvest dates; the grower only",
    tags,
    auth: 'user',
    roles: LOT_ROLES,
    request: { params: SeedLotIdParams, body: SeedLotUpdate },
    responses: { 204: { description: P.lotUpdated }, 400: invalid, 403: notGrower, 404: notFound },
  }),
} as const;
