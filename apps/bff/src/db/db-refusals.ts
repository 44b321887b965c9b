// What the database refuses on purpose, in the words a person reads: the ONE table from the
// machine codes that SQL functions and triggers raise (sqlstate class PT, the message is the
// code, e.g. raise exception using errcode = 'PT409', message = 'invitation_not_pending') and
// the constraints they name, to AppErrors. The central error handler applies it to whatever a
// request throws, so use cases never wrap repository calls. Anything not listed stays what it
// is: an unexpected error (500), never a user-input message.
import {
  ACCOUNT_MESSAGES as A,
  CERTIFICATION_MESSAGES as C,
  FARM_MESSAGES as F,
  PRODUCTION_MESSAGES as P,
  SERVICE_MESSAGES,
  SEED_LOT_MESSAGES as L,
  TESTING_MESSAGES as S,
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

/**
 * What the API says for one machine code: its words (made from the exception's detail where they
 * name something: a lot, an e-mail address, an amount and unit), then the API's code where it is
 * not the machine code itself. No words: the status's own answer (AppError's defaults).
 */
type Words = string | ((detail: string) => string);
type Answer = readonly [words?: Words, code?: string];

/** A detail of '{amount} {unit}' for words of an amount and its unit. */
const amountAndUnit =
  (words: (amount: number, unit: string) => string) =>
  (detail: string): string => {
    const [amount, unit] = detail.split(' ');
    return words(Number(amount), unit ?? '');
  };

/** A detail of '{lot's unit}|{unit given}'. */
const lotUnitAndGiven = (detail: string): [string, string] => {
  const [lotUnit = '', given = ''] = (detail || '|').split('|');
  return [lotUnit, given];
};

/**
 * Machine codes raised by our SQL (the message of a PT-class exception). The HTTP status is the
 * SQLSTATE's number (PT404 answers 404), except for the codes in OTHER_STATUS.
 */
const BY_CODE: Record<string, Answer> = {
  // no words of its own: AppError's answer for 401 ('Please sign in to continue', unauthorized)
  not_signed_in: [],
  user_not_found: [A.noUser],
  profile_not_found: [A.noProfile],
  invitation_not_found: [A.invitationInvalid],
  invitation_not_pending: [A.invitationNotPending],
  invitation_email_mismatch: [A.invitationEmailMismatch],
  email_not_confirmed: [A.invitationEmailNotConfirmed],
  already_in_another_organization: [A.invitationOtherOrganization],
  organization_type_platform_only: [A.organizationTypePlatformOnly],
  // Seed lots.
  no_organization: [L.noOrganization],
  seed_lot_role_required: [L.rolesRequired, 'role_required'],
  seed_lot_not_found: [L.notFound],
  not_seed_lot_grower: [L.notGrower],
  crop_and_variety_required: [L.cropAndVarietyRequired],
  seed_lot_has_descendants: [L.hasDescendants],
  seed_lot_owned_by_others: [L.ownedByOthers],
  seed_lot_has_history: [L.hasHistory],
  claim_code_invalid: [L.claimCodeInvalid],
  claim_code_used: [L.claimCodeUsed],
  claim_code_own_lot: [L.claimOwnLot],
  claim_code_not_unregistered: [L.claimNotUnregistered],
  claim_source_lot_not_found: [L.claimSourceNotFound],
  // Lots made from lots.
  source_lots_required: [P.sourceRequired],
  source_lots_not_selected: [P.sourceNotSelected],
  source_quantity_required: [P.sourceQuantityInvalid],
  source_lot_not_found: [P.parentInvalid],
  sources_not_same_crop: [P.sourcesNotSameCrop],
  sources_not_same_variety: [P.sourcesNotSameVariety],
  male_parent_required: [P.maleParentRequired],
  female_parent_required: [P.femaleParentRequired],
  hybrid_needs_two_parents: [P.hybridNeedsTwoParents],
  generation_required: [P.generationRequired],
  harvest_before_planting: [P.harvestBeforePlanting],
  // Dates that must agree.
  harvest_date_in_future: [P.harvestDateInFuture],
  harvest_before_planting_date: [P.harvestBeforePlantingDate],
  packaging_before_harvest: [P.packagingBeforeHarvest],
  farm_contributions_required: [P.contributionRequired],
  farm_not_found: [P.noFarmsToAdd],
  farm_area_invalid: [P.contributionsNotHundred],
  farm_added_twice: [P.allFarmsAdded],
  quantity_exceeds_available: [amountAndUnit(P.quantityExceedsAvailable)],
  unit_mismatch: [(detail) => T.unitMismatch(...lotUnitAndGiven(detail))],
  only_production_lots_harvested: [P.onlyProductionHarvested],
  harvest_status: [P.harvestStatus],
  yield_invalid: [P.yieldInvalid],
  harvest_date_required: [P.harvestDateRequired],
  parent_lots_required: [P.parentRequired],
  parent_lot_invalid: [P.parentInvalid],
  parent_quantity_invalid: [P.parentQuantityInvalid],
  parent_unit_required: [P.parentUnitRequired],
  pack_size_invalid: [P.packSizeInvalid],
  packages_invalid: [P.parentQuantityInvalid],
  packaging_date_required: [P.packagingDateRequired],
  packaging_quantity_mismatch: [P.packagingQuantityMismatch],
  // Transactions; the detail of an item's refusal is its lot.
  transaction_type_invalid: [T.typeInvalid],
  transaction_lots_required: [T.lotsRequired],
  transaction_quantity_invalid: [T.quantityInvalid],
  transaction_unit_required: [T.unitRequired],
  transaction_price_invalid: [T.priceInvalid],
  transaction_currency_required: [T.currencyRequired],
  transaction_lot_twice: [T.lotTwice],
  adjustment_reason_required: [T.adjustmentReasonRequired],
  transaction_recipient_invalid: [T.recipientEmailInvalid],
  transaction_recipient_required: [T.recipientRequired],
  transaction_recipient_self: [T.recipientSelf],
  transaction_recipient_not_found: [T.recipientNotFound],
  insufficient_quantity: [amountAndUnit(T.insufficientQuantity)],
  transaction_not_found: [T.notFound],
  transaction_not_waiting: [T.notWaiting],
  transfer_claim_invalid: [T.claimInvalid],
  transfer_claim_cancelled: [T.claimCancelled],
  transfer_claim_used: [T.claimUsed],
  transfer_claim_email_mismatch: [T.claimEmailMismatch],
  transaction_settings_admin_only: [T.settingsAdminOnly, 'role_required'],
  // The sale gate; the detail is the lot (and, for an expired test, '|' and its last valid day).
  sale_lot_failed_test: [(detail) => T.saleFailedTest(detail)],
  sale_lot_untested: [(detail) => T.saleUntested(detail)],
  sale_lot_certification_revoked: [(detail) => T.saleCertificationRevoked(detail)],
  // Seed certification (issue 28).
  certification_application_not_found: [C.applicationNotFound],
  certification_agency_only: [C.agencyOnly],
  certification_role_required: [C.rolesRequired, 'role_required'],
  certification_lot_trashed: [C.lotTrashed],
  certification_needs_production_lot: [C.needsProductionLot],
  certification_agency_not_found: [C.agencyNotFound],
  certification_class_invalid: [C.classInvalid],
  certification_source_class_invalid: [C.sourceClassInvalid],
  certification_area_invalid: [C.areaInvalid],
  certification_application_open: [C.applicationOpen],
  certification_application_closed: [C.applicationClosed],
  certification_inspection_date_invalid: [C.inspectionDateInvalid],
  certification_stage_required: [C.stageRequired],
  certification_inspector_required: [C.inspectorRequired],
  certification_percent_invalid: [C.percentInvalid],
  certification_inspection_invalid: [C.inspectionInvalid],
  certification_outcome_required: [C.outcomeRequired],
  certification_rejection_reason_required: [C.rejectionReasonRequired],
  certification_already_issued: [C.alreadyIssued],
  certification_number_required: [C.numberRequired],
  certification_tag_count_invalid: [C.tagCountInvalid],
  certification_issue_date_invalid: [C.issueDateInvalid],
  certification_inspection_required: [C.inspectionRequired],
  certification_test_required: [C.testRequired],
  certification_number_taken: [C.numberTaken],
  certification_certificate_not_found: [C.certificateNotFound],
  certification_revocation_reason_required: [C.revocationReasonRequired],
  certification_already_revoked: [C.alreadyRevoked],
  sale_lot_test_expired: [
    (detail) => {
      const [lot = '', validUntil = ''] = detail.split('|');
      return T.saleTestExpired(lot, validUntil);
    },
  ],
  // QR codes and recalls.
  packet_codes_need_packaged_lot: [Q.packetCodesNeedPackagedLot],
  too_many_packet_codes: [(detail) => Q.tooManyPacketCodes(Number(detail))],
  qr_code_not_found: [Q.codeNotFound],
  deactivation_reason_required: [Q.deactivationReasonRequired],
  qr_code_already_deactivated: [Q.alreadyDeactivated],
  recall_kind_invalid: [Q.recallKindInvalid],
  recall_reason_required: [Q.recallReasonRequired],
  recall_not_found: [Q.recallNotFound],
  verification_settings_admin_only: [Q.settingsAdminOnly, 'role_required'],
  verification_contact_required: [Q.contactRequired],
  // Seed testing.
  testing_lot_trashed: [S.lotTrashed],
  testing_laboratory_not_found: [S.laboratoryNotFound],
  testing_class_required: [S.classRequired],
  testing_sample_weight_invalid: [S.sampleWeightInvalid],
  testing_sample_date_invalid: [S.sampleDateInvalid],
  testing_request_open: [S.requestOpen],
  testing_revalidation_without_test: [S.revalidationWithoutTest],
  testing_request_not_found: [S.requestNotFound],
  testing_laboratory_only: [S.laboratoryOnly],
  testing_role_required: [S.laboratoryRolesRequired, 'role_required'],
  testing_request_closed: [S.requestClosed],
  testing_status_step_invalid: [S.stepInvalid],
  testing_rejection_reason_required: [S.rejectionReasonRequired],
  testing_not_received: [S.notReceived],
  test_results_already_issued: [S.resultsAlreadyIssued],
  test_report_number_required: [S.reportNumberRequired],
  test_report_number_taken: [S.reportNumberTaken],
  test_analyst_required: [S.analystRequired],
  test_date_invalid: [S.testDateInvalid],
  test_date_before_sample: [S.testDateBeforeSample],
  test_results_required: [S.resultsRequired],
  test_purity_over_100: [S.purityOver100],
  test_germination_over_100: [S.germinationOver100],
  test_other_varieties_required: [S.otherVarietiesRequired],
  test_genetic_purity_required: [S.geneticPurityRequired],
  test_seed_health_required: [S.seedHealthRequired],
  test_report_not_found: [S.reportNotFound],
  test_report_superseded: [S.reportSuperseded],
  test_correction_reason_required: [S.correctionReasonRequired],
  test_report_immutable: [S.reportImmutable],
};

/** Machine codes the API answers with another status than the SQLSTATE the SQL raises them with. */
const OTHER_STATUS: Record<string, number> = {
  // accept_invitation and complete_signup raise PT404 (no row for the caller's id): to the API the
  // caller's token names no user, a sign-in problem
  user_not_found: 401,
  // create_transaction raises PT400, claim_transfer PT409: the API answers both as the bad request it is
  transaction_recipient_self: 400,
};

/** A status's own answer (AppError's default words and code), for a machine code with no words. */
const PLAIN_ANSWER: Record<number, () => AppError> = {
  401: () => AppError.unauthorized(),
  403: () => AppError.forbidden(),
  404: () => AppError.notFound(),
};

/** The AppError for a PT-class exception whose message BY_CODE lists, or null. */
function answerTo(error: PgError): AppError | null {
  const machineCode = error.message ?? '';
  const answer = Object.hasOwn(BY_CODE, machineCode) ? BY_CODE[machineCode] : undefined;
  if (!answer) return null;
  const status = OTHER_STATUS[machineCode] ?? Number(error.code.slice(2));
  const [words, code = machineCode] = answer;
  if (words === undefined) return PLAIN_ANSWER[status]?.() ?? null;
  return new AppError(status, code, typeof words === 'string' ? words : words(error.detail ?? ''));
}

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
  if (error.code.startsWith('PT')) return answerTo(error);
  if (error.constraint) return BY_CONSTRAINT[error.constraint]?.(error) ?? null;
  // A row-level security check or a column privilege the caller lacks.
  if (error.code === '42501') return AppError.forbidden();
  // query_canceled: a statement outlasted statement_timeout (pool.ts). The database was too busy for
  // it, the request is not wrong: 503, try again later (review 2026-11-26 MEDIUM-4).
  if (error.code === '57014') {
    return AppError.unavailable(SERVICE_MESSAGES.databaseTimeout, 'database_timeout', {
      retryAfterSeconds: STATEMENT_TIMEOUT_RETRY_SECONDS,
      cause: error,
    });
  }
  // Another write held the lot's rows past lock_timeout (55P03), or a deadlock or serialization
  // failure outlasted db.ts's retries: the lot is busy, not the request wrong (issue 24).
  if (BUSY_SQLSTATES.has(error.code)) return AppError.conflict(L.lotBusy, 'lot_busy');
  // numeric_value_out_of_range: a total or a converted quantity past the quantity columns (an
  // opening balance on a full lot, a harvest in Tons stored in Kg); each input was within its limit.
  if (error.code === '22003') return AppError.badRequest(L.quantityTooLarge, 'quantity_too_large');
  return null;
}
