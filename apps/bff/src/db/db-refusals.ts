// What the database refuses on purpose, in the words a person reads: the ONE table from the
// machine codes that SQL functions and triggers raise (sqlstate class PT, the message is the
// code, e.g. raise exception using errcode = 'PT409', message = 'invitation_not_pending') and
// the constraints they name, to AppErrors. The central error handler applies it to whatever a
// request throws, so use cases never wrap repository calls. Anything not listed stays what it
// is: an unexpected error (500), never a user-input message.
import {
  ACCOUNT_MESSAGES as A,
  FARM_MESSAGES as F,
  PRODUCTION_MESSAGES as P,
  SEED_LOT_MESSAGES as L,
  TRANSACTION_MESSAGES as T,
  VARIETY_MESSAGES as V,
  VERIFICATION_MESSAGES as Q,
} from '@seed/domain';
import { AppError } from '../shared/app-error';

interface PgError {
  code: string;
  message?: string;
  detail?: string;
  constraint?: string;
}

const isPgError = (error: unknown): error is PgError =>
  typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'string';

type Refusal = (error: PgError) => AppError;

/** Machine codes raised by our SQL (the message of a PT-class exception). */
const BY_CODE: Record<string, Refusal> = {
  not_signed_in: () => AppError.unauthorized(),
  user_not_found: () => AppError.unauthorized(A.noUser, 'user_not_found'),
  profile_not_found: () => AppError.notFound(A.noProfile, 'profile_not_found'),
  invitation_not_found: () => AppError.notFound(A.invitationInvalid, 'invitation_not_found'),
  invitation_not_pending: () => AppError.conflict(A.invitationNotPending, 'invitation_not_pending'),
  invitation_email_mismatch: (e) =>
    AppError.forbidden(A.invitationEmailMismatch(e.detail ?? ''), 'invitation_email_mismatch'),
  email_not_confirmed: () => AppError.forbidden(A.invitationEmailNotConfirmed, 'email_not_confirmed'),
  already_in_another_organization: () =>
    AppError.conflict(A.invitationOtherOrganization, 'already_in_another_organization'),
  organization_type_platform_only: () =>
    AppError.forbidden(A.organizationTypePlatformOnly, 'organization_type_platform_only'),
  // Seed lots (20261123060100_seed_lots_functions.sql).
  no_organization: () => AppError.forbidden(L.noOrganization, 'no_organization'),
  seed_lot_role_required: () => AppError.forbidden(L.rolesRequired, 'role_required'),
  seed_lot_not_found: () => AppError.notFound(L.notFound, 'seed_lot_not_found'),
  not_seed_lot_grower: () => AppError.forbidden(L.notGrower, 'not_seed_lot_grower'),
  crop_and_variety_required: () => AppError.badRequest(L.cropAndVarietyRequired, 'crop_and_variety_required'),
  seed_lot_has_descendants: () => AppError.conflict(L.hasDescendants, 'seed_lot_has_descendants'),
  seed_lot_owned_by_others: () => AppError.conflict(L.ownedByOthers, 'seed_lot_owned_by_others'),
  seed_lot_has_history: () => AppError.conflict(L.hasHistory, 'seed_lot_has_history'),
  claim_code_invalid: () => AppError.notFound(L.claimCodeInvalid, 'claim_code_invalid'),
  claim_code_used: () => AppError.conflict(L.claimCodeUsed, 'claim_code_used'),
  claim_code_own_lot: () => AppError.conflict(L.claimOwnLot, 'claim_code_own_lot'),
  claim_code_not_unregistered: () => AppError.conflict(L.claimNotUnregistered, 'claim_code_not_unregistered'),
  claim_source_lot_not_found: () => AppError.notFound(L.claimSourceNotFound, 'claim_source_lot_not_found'),
  // Lots made from lots (20261123070000_production_flows.sql).
  source_lots_required: () => AppError.badRequest(P.sourceRequired, 'source_lots_required'),
  source_lots_not_selected: () => AppError.badRequest(P.sourceNotSelected, 'source_lots_not_selected'),
  source_quantity_required: () => AppError.badRequest(P.sourceQuantityInvalid, 'source_quantity_required'),
  source_lot_not_found: () => AppError.notFound(P.parentInvalid, 'source_lot_not_found'),
  sources_not_same_crop: () => AppError.badRequest(P.sourcesNotSameCrop, 'sources_not_same_crop'),
  sources_not_same_variety: () => AppError.badRequest(P.sourcesNotSameVariety, 'sources_not_same_variety'),
  male_parent_required: () => AppError.badRequest(P.maleParentRequired, 'male_parent_required'),
  female_parent_required: () => AppError.badRequest(P.femaleParentRequired, 'female_parent_required'),
  hybrid_needs_two_parents: () => AppError.badRequest(P.hybridNeedsTwoParents, 'hybrid_needs_two_parents'),
  generation_required: () => AppError.badRequest(P.generationRequired, 'generation_required'),
  harvest_before_planting: () => AppError.badRequest(P.harvestBeforePlanting, 'harvest_before_planting'),
  // Dates that must agree (20261127010100_dates_agree.sql).
  harvest_date_in_future: () => AppError.badRequest(P.harvestDateInFuture, 'harvest_date_in_future'),
  harvest_before_planting_date: () => AppError.badRequest(P.harvestBeforePlantingDate, 'harvest_before_planting_date'),
  packaging_before_harvest: () => AppError.badRequest(P.packagingBeforeHarvest, 'packaging_before_harvest'),
  farm_contributions_required: () => AppError.badRequest(P.contributionRequired, 'farm_contributions_required'),
  farm_not_found: () => AppError.notFound(P.noFarmsToAdd, 'farm_not_found'),
  farm_area_invalid: () => AppError.badRequest(P.contributionsNotHundred, 'farm_area_invalid'),
  farm_added_twice: () => AppError.badRequest(P.allFarmsAdded, 'farm_added_twice'),
  quantity_exceeds_available: (e) => {
    const [amount, unit] = (e.detail ?? '').split(' ');
    return AppError.conflict(P.quantityExceedsAvailable(Number(amount), unit ?? ''), 'quantity_exceeds_available');
  },
  unit_mismatch: (e) => {
    const [source, transfer] = (e.detail ?? '|').split('|');
    return AppError.badRequest(
      `Unit mismatch. Source lot uses ${source}, but transfer is in ${transfer}`,
      'unit_mismatch',
    );
  },
  only_production_lots_harvested: () => AppError.conflict(P.onlyProductionHarvested, 'only_production_lots_harvested'),
  harvest_status: (e) => AppError.conflict(P.harvestStatus(e.detail ?? ''), 'harvest_status'),
  yield_invalid: () => AppError.badRequest(P.yieldInvalid, 'yield_invalid'),
  harvest_date_required: () => AppError.badRequest(P.harvestDateRequired, 'harvest_date_required'),
  parent_lots_required: () => AppError.badRequest(P.parentRequired, 'parent_lots_required'),
  parent_lot_invalid: () => AppError.badRequest(P.parentInvalid, 'parent_lot_invalid'),
  parent_quantity_invalid: () => AppError.badRequest(P.parentQuantityInvalid, 'parent_quantity_invalid'),
  parent_unit_required: () => AppError.badRequest(P.parentUnitRequired, 'parent_unit_required'),
  pack_size_invalid: () => AppError.badRequest(P.packSizeInvalid, 'pack_size_invalid'),
  packages_invalid: () => AppError.badRequest(P.parentQuantityInvalid, 'packages_invalid'),
  packaging_date_required: () => AppError.badRequest('Please select a packaging date', 'packaging_date_required'),
  packaging_quantity_mismatch: () => AppError.badRequest(P.packagingQuantityMismatch, 'packaging_quantity_mismatch'),
  // Transactions (20261123090000_transactions.sql); the detail of an item's refusal is its lot.
  transaction_type_invalid: () => AppError.badRequest(T.typeInvalid, 'transaction_type_invalid'),
  transaction_lots_required: () => AppError.badRequest(T.lotsRequired, 'transaction_lots_required'),
  transaction_quantity_invalid: (e) =>
    AppError.badRequest(T.quantityInvalid(e.detail ?? ''), 'transaction_quantity_invalid'),
  transaction_unit_required: (e) => AppError.badRequest(T.unitRequired(e.detail ?? ''), 'transaction_unit_required'),
  transaction_price_invalid: (e) => AppError.badRequest(T.priceInvalid(e.detail ?? ''), 'transaction_price_invalid'),
  transaction_currency_required: (e) =>
    AppError.badRequest(T.currencyRequired(e.detail ?? ''), 'transaction_currency_required'),
  transaction_lot_twice: () => AppError.badRequest(T.lotTwice, 'transaction_lot_twice'),
  adjustment_reason_required: () => AppError.badRequest(T.adjustmentReasonRequired, 'adjustment_reason_required'),
  transaction_recipient_invalid: () => AppError.badRequest(T.recipientEmailInvalid, 'transaction_recipient_invalid'),
  transaction_recipient_required: () => AppError.badRequest(T.recipientRequired, 'transaction_recipient_required'),
  transaction_recipient_self: () => AppError.badRequest(T.recipientSelf, 'transaction_recipient_self'),
  transaction_recipient_not_found: () => AppError.notFound(T.recipientNotFound, 'transaction_recipient_not_found'),
  insufficient_quantity: (e) => {
    const [amount, unit] = (e.detail ?? '').split(' ');
    return AppError.conflict(T.insufficientQuantity(Number(amount), unit ?? ''), 'insufficient_quantity');
  },
  transaction_not_found: () => AppError.notFound(T.notFound, 'transaction_not_found'),
  transaction_not_waiting: (e) => AppError.conflict(T.notWaiting(e.detail ?? ''), 'transaction_not_waiting'),
  transfer_claim_invalid: () => AppError.notFound(T.claimInvalid, 'transfer_claim_invalid'),
  transfer_claim_cancelled: () => AppError.conflict(T.claimCancelled, 'transfer_claim_cancelled'),
  transfer_claim_used: () => AppError.conflict(T.claimUsed, 'transfer_claim_used'),
  transfer_claim_email_mismatch: (e) =>
    AppError.forbidden(T.claimEmailMismatch(e.detail ?? ''), 'transfer_claim_email_mismatch'),
  transaction_settings_admin_only: () => AppError.forbidden(T.settingsAdminOnly, 'role_required'),
  // QR codes and recalls (20261123100000_qr_codes.sql).
  packet_codes_need_packaged_lot: () =>
    AppError.conflict(Q.packetCodesNeedPackagedLot, 'packet_codes_need_packaged_lot'),
  too_many_packet_codes: (e) =>
    AppError.badRequest(Q.tooManyPacketCodes(Number(e.detail ?? 0)), 'too_many_packet_codes'),
  qr_code_not_found: () => AppError.notFound(Q.codeNotFound, 'qr_code_not_found'),
  deactivation_reason_required: () => AppError.badRequest(Q.deactivationReasonRequired, 'deactivation_reason_required'),
  qr_code_already_deactivated: () => AppError.conflict(Q.alreadyDeactivated, 'qr_code_already_deactivated'),
  recall_kind_invalid: () => AppError.badRequest(Q.recallKindInvalid, 'recall_kind_invalid'),
  recall_reason_required: () => AppError.badRequest(Q.recallReasonRequired, 'recall_reason_required'),
  recall_not_found: () => AppError.notFound(Q.recallNotFound, 'recall_not_found'),
  verification_settings_admin_only: () => AppError.forbidden(Q.settingsAdminOnly, 'role_required'),
  verification_contact_required: () => AppError.badRequest(Q.contactRequired, 'verification_contact_required'),
};

/** Constraints whose violation is the user's input, not a bug. */
const BY_CONSTRAINT: Record<string, Refusal> = {
  organization_invitations_one_pending_idx: () => AppError.conflict(A.invitationAlreadySent, 'invitation_already_sent'),
  // The boundary trigger (private.check_farm_boundary) words the problem itself.
  farms_boundary_valid: (e) => AppError.badRequest(e.message ?? F.boundaryInvalid, 'invalid_boundary'),
  // One active copy of a master per organization (a second import).
  organization_variety_data_master_once: () => AppError.conflict(V.alreadyImported, 'variety_already_imported'),
  // private.prepare_organization_variety: the master is not of the crop (or does not exist).
  organization_variety_data_master_crop: () => AppError.badRequest(V.masterNotOfCrop, 'master_variety_not_of_crop'),
  organization_variety_data_crop_id_fkey: () => AppError.badRequest(V.cropRequired, 'crop_not_found'),
  farm_seed_lots_harvest_after_planting: () => AppError.badRequest(P.harvestBeforePlanting, 'harvest_before_planting'),
  // A link that would make a lot its own ancestor (private.refuse_lineage_cycle).
  seed_lots_lineage_acyclic: () => AppError.conflict(L.lineageCycle, 'seed_lot_lineage_cycle'),
};

const BUSY_SQLSTATES = new Set(['55P03', '40P01', '40001']);

/** Seconds a client whose statement timed out is asked to wait. */
const STATEMENT_TIMEOUT_RETRY_SECONDS = 30;

/** The AppError a database refusal stands for, or null for anything else. */
export function refusalOf(error: unknown): AppError | null {
  if (!isPgError(error)) return null;
  if (error.code.startsWith('PT')) return BY_CODE[error.message ?? '']?.(error) ?? null;
  if (error.constraint) return BY_CONSTRAINT[error.constraint]?.(error) ?? null;
  // A row-level security check or a column privilege the caller lacks.
  if (error.code === '42501') return AppError.forbidden();
  // query_canceled: a statement outlasted statement_timeout (pool.ts). The database was too busy for
  // it, the request is not wrong: 503, try again later (review 2026-11-26 MEDIUM-4).
  if (error.code === '57014') {
    return AppError.unavailable(
      'The service is too busy to finish this right now. Please try again in a minute.',
      'database_timeout',
      { retryAfterSeconds: STATEMENT_TIMEOUT_RETRY_SECONDS, cause: error },
    );
  }
  // Another write held the lot's rows past lock_timeout (55P03), or a deadlock or serialization
  // failure outlasted db.ts's retries: the lot is busy, not the request wrong (issue 24).
  if (BUSY_SQLSTATES.has(error.code)) return AppError.conflict(L.lotBusy, 'lot_busy');
  // numeric_value_out_of_range: a total or a converted quantity past the quantity columns (an
  // opening balance on a full lot, a harvest in Tons stored in Kg); each input was within its limit.
  if (error.code === '22003') return AppError.badRequest(L.quantityTooLarge, 'quantity_too_large');
  return null;
}
