// The seed-lot endpoints (spec 2 seed lots, spec 3 lot detail, issue 11): declared once for the
// BFF and the browser (see endpoint.ts). Spec 2 §6: the seed-lot routes are open to the roles
// admin and manager, reads included; delete and restore are for the lot's grower only.
import { endpoint } from './endpoint';
import { ErrorBody } from './platform';
import {
  ClaimCodeIssued,
  ClaimRedeem,
  ClaimRedeemed,
  SeedLotDetail,
  SeedLotIdParams,
  SeedLotList,
  SeedLotListQuery,
  UnregisteredSourceCreate,
  UnregisteredSourceCreated,
  VarietyChoices,
  VarietyChoicesQuery,
} from './seed-lots';
import { SEED_LOT_MESSAGES as M } from './seed-lots-rules';
import { invalid, LOT_ROLES, notFound, notGrower, tags } from './seed-lots-endpoint-parts';

export const SEED_LOTS_API = {
  list: endpoint({
    method: 'get',
    path: '/api/v1/seed-lots',
    operationId: 'listSeedLots',
    summary: 'One page of a seed-lot tab (overview, unregistered, production, packaging) with its total',
    description:
      'The lots the organization grows or owns, newest first. Overview: every type, active lots or (deleted=true) ' +
      'the trash; unregistered: unregistered sources, deleted ones too; production and packaging: their type, not ' +
      'deleted. Search (lot id, crop, variety), type, status and crop filters run in the database.',
    tags,
    auth: 'user',
    roles: LOT_ROLES,
    request: { query: SeedLotListQuery },
    responses: { 200: { description: 'The page and the total', schema: SeedLotList } },
  }),
  varietyChoices: endpoint({
    method: 'get',
    path: '/api/v1/variety-choices',
    operationId: 'listVarietyChoices',
    summary: "The master varieties of a crop and the organization's own ('(Organization)'), for the lot forms",
    tags,
    auth: 'user',
    roles: LOT_ROLES,
    request: { query: VarietyChoicesQuery },
    responses: { 200: { description: 'The choices', schema: VarietyChoices }, 400: invalid },
  }),
  createUnregistered: endpoint({
    method: 'post',
    path: '/api/v1/seed-lots/unregistered',
    operationId: 'createUnregisteredSource',
    summary:
      'Adds an unregistered source in one transaction: lot, ownership, activation, manifest, item and a claim code (shown once)',
    tags,
    auth: 'user',
    roles: LOT_ROLES,
    request: { body: UnregisteredSourceCreate },
    responses: { 201: { description: M.unregisteredAdded, schema: UnregisteredSourceCreated }, 400: invalid },
  }),
  redeemClaim: endpoint({
    method: 'post',
    path: '/api/v1/seed-lot-claims',
    operationId: 'redeemSeedLotClaim',
    summary:
      "The supplier redeems a lot's claim code: it becomes the lot's recorded origin, optionally with a source lot",
    tags,
    auth: 'user',
    roles: LOT_ROLES,
    request: { body: ClaimRedeem },
    responses: {
      200: { description: M.claimed, schema: ClaimRedeemed },
      400: invalid,
      404: { description: M.claimCodeInvalid, schema: ErrorBody },
      409: { description: M.claimCodeUsed, schema: ErrorBody },
      429: { description: M.claimTooManyAttempts, schema: ErrorBody },
    },
  }),
  get: endpoint({
    method: 'get',
    path: '/api/v1/seed-lots/{id}',
    operationId: 'getSeedLot',
    summary: 'The lot detail in one answer: owners, farms, harvests, packaging, manifests and the whole lineage',
    tags,
    auth: 'user',
    roles: LOT_ROLES,
    request: { params: SeedLotIdParams },
    responses: { 200: { description: 'The lot', schema: SeedLotDetail }, 404: notFound },
  }),
  softDelete: endpoint({
    method: 'delete',
    path: '/api/v1/seed-lots/{id}',
    operationId: 'deleteSeedLot',
    summary: "Moves a lot to the trash (restorable); the lot's grower only",
    tags,
    auth: 'user',
    roles: LOT_ROLES,
    request: { params: SeedLotIdParams },
    responses: { 204: { description: 'Moved to the trash' }, 403: notGrower, 404: notFound },
  }),
  deletePermanently: endpoint({
    method: 'delete',
    path: '/api/v1/seed-lots/{id}/permanently',
    operationId: 'deleteSeedLotPermanently',
    summary:
      "Removes a lot and its own data for good; the lot's grower only, refused while lots descend from it or others own part of it",
    tags,
    auth: 'user',
    roles: LOT_ROLES,
    request: { params: SeedLotIdParams },
    responses: {
      204: { description: 'Deleted' },
      403: notGrower,
      404: notFound,
      409: { description: `${M.hasDescendants} / ${M.ownedByOthers}`, schema: ErrorBody },
    },
  }),
  restore: endpoint({
    method: 'post',
    path: '/api/v1/seed-lots/{id}/restore',
    operationId: 'restoreSeedLot',
    summary: "Takes a lot out of the trash; the lot's grower only",
    tags,
    auth: 'user',
    roles: LOT_ROLES,
    request: { params: SeedLotIdParams },
    responses: { 204: { description: 'Restored' }, 403: notGrower, 404: notFound },
  }),
  newClaimCode: endpoint({
    method: 'post',
    path: '/api/v1/seed-lots/{id}/claim-code',
    operationId: 'newSeedLotClaimCode',
    summary: 'Issues a new claim code for an unregistered source (the earlier one stops working); the grower only',
    tags,
    auth: 'user',
    roles: LOT_ROLES,
    request: { params: SeedLotIdParams },
    responses: {
      201: { description: 'The new code, shown this once', schema: ClaimCodeIssued },
      403: notGrower,
      404: notFound,
      409: { description: `${M.claimNotUnregistered} / ${M.claimCodeUsed}`, schema: ErrorBody },
    },
  }),
  revokeClaimCode: endpoint({
    method: 'delete',
    path: '/api/v1/seed-lots/{id}/claim-code',
    operationId: 'revokeSeedLotClaimCode',
    summary: "Revokes a lot's unredeemed claim code; the grower only",
    tags,
    auth: 'user',
    roles: LOT_ROLES,
    request: { params: SeedLotIdParams },
    responses: { 204: { description: 'Revoked' }, 403: notGrower, 404: notFound },
  }),
} as const;
