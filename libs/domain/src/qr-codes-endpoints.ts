// The QR code endpoints (issue 14): declared once for the BFF and the browser (see endpoint.ts).
// Open to admins and managers, like the seed lots they belong to; the organization's setting is
// the admins'. The public page /v/{code} is not part of this API (HTML, apps/bff/src/qr-codes: its verification page).
import { z } from 'zod';
import { endpoint } from './endpoint';
import { ErrorBody } from './platform';
import {
  LotQrSummary,
  LotRecallInput,
  LotRecallResult,
  PacketCodesCreated,
  QrCode,
  QrCodeDeactivate,
  QrCodeImageQuery,
  QrCodeParams,
  QrLabelSheetQuery,
  QrLotParams,
  ScanReport,
  StaffScanInput,
  StaffScanResult,
  SuspiciousReportList,
  SuspiciousReportParams,
  VerificationSettings,
  VerificationSettingsInput,
} from './qr-codes';
import { VERIFICATION_LIMITS, VERIFICATION_MESSAGES as M } from './qr-codes-rules';
import { decimal, text } from './primitives';

const tags = ['qr-codes'] as const;
const ROLES = {
  allowed: ['admin', 'manager'],
  message: M.rolesRequired,
  withoutOrganization: M.noOrganization,
} as const;
const invalid = { description: 'Validation failed', schema: ErrorBody };
const lotNotFound = { description: M.lotNotFound, schema: ErrorBody };

/** The words of the packet-code lookup (GET /api/v1/qr-lots/{lotId}/packet-codes/{serial}). */
export const PACKET_CODE_MESSAGES = {
  serialInvalid: `Enter a packet number from 1 to ${VERIFICATION_LIMITS.maxPacketSerial}.`,
  notFound: 'This lot has no packet code with that number.',
} as const;

const packetNumber = z
  .number(PACKET_CODE_MESSAGES.serialInvalid)
  .int(PACKET_CODE_MESSAGES.serialInvalid)
  .min(1, PACKET_CODE_MESSAGES.serialInvalid)
  .max(VERIFICATION_LIMITS.maxPacketSerial, PACKET_CODE_MESSAGES.serialInvalid);

/** /api/v1/qr-lots/{lotId}/packet-codes/{serial}: one packet of the lot, by the number on its label. */
export const QrPacketParams = QrLotParams.extend({
  serial: decimal(packetNumber, PACKET_CODE_MESSAGES.serialInvalid),
});

export const QR_CODES_API = {
  lotSummary: endpoint({
    method: 'get',
    path: '/api/v1/qr-lots/{lotId}',
    operationId: 'getLotQrSummary',
    summary: "A lot's QR code, packet-code counts, scans and the recall in force (lot detail)",
    tags,
    auth: 'user',
    roles: ROLES,
    request: { params: QrLotParams },
    responses: { 200: { description: 'The summary', schema: LotQrSummary }, 404: lotNotFound },
  }),
  lotCode: endpoint({
    method: 'post',
    path: '/api/v1/qr-lots/{lotId}/code',
    operationId: 'getOrCreateLotQrCode',
    summary: "The lot's active QR code, made on first asking (grower or owner)",
    tags,
    auth: 'user',
    roles: ROLES,
    request: { params: QrLotParams },
    responses: { 200: { description: 'The code', schema: QrCode }, 404: lotNotFound },
  }),
  packetCodes: endpoint({
    method: 'post',
    path: '/api/v1/qr-lots/{lotId}/packet-codes',
    operationId: 'createPacketQrCodes',
    summary: 'Serialized codes 1..n for every packet of a packaged lot that has none yet, in one transaction',
    tags,
    auth: 'user',
    roles: ROLES,
    request: { params: QrLotParams },
    responses: {
      201: { description: 'How many were made, and the total', schema: PacketCodesCreated },
      400: { description: M.tooManyPacketCodes(VERIFICATION_LIMITS.maxPacketCodes + 1), schema: ErrorBody },
      404: lotNotFound,
      409: { description: M.packetCodesNeedPackagedLot, schema: ErrorBody },
    },
  }),
  packetCode: endpoint({
    method: 'get',
    path: '/api/v1/qr-lots/{lotId}/packet-codes/{serial}',
    operationId: 'getPacketQrCode',
    summary: 'One packet code of a lot, by its packet number (to deactivate a misused one)',
    tags,
    auth: 'user',
    roles: ROLES,
    request: { params: QrPacketParams },
    responses: {
      200: { description: 'The code, active or deactivated (with its reason)', schema: QrCode },
      400: { description: PACKET_CODE_MESSAGES.serialInvalid, schema: ErrorBody },
      404: { description: `${M.lotNotFound} / ${PACKET_CODE_MESSAGES.notFound}`, schema: ErrorBody },
    },
  }),
  labelSheet: endpoint({
    method: 'get',
    path: '/api/v1/qr-lots/{lotId}/labels.pdf',
    operationId: 'getLotLabelSheet',
    summary: "A PDF of the lot's packet labels (from..to, every one by default) or of its own code (kind=lot)",
    description:
      'Layouts: a4-3x8 (70 × 37 mm), a4-4x10 (52.5 × 29.7 mm), thermal-50x25 (one label a page). Each label: the ' +
      'QR (vector; the URL the code prints), crop, variety, lot id, "Packet n of N" and the packaging date. Active ' +
      'codes only, by packet number. The words of the labels in language (en, hi or mr; en by default), the crop in ' +
      'that language where it has a name in it; variety, agency, producer and ids as typed. ' +
      'Streamed as its pages are made: X-Label-Count (the labels in the sheet) and ' +
      'Content-Disposition come first, Content-Length is not sent (the size is known only at the end). One sheet ' +
      'at a time per organization, and a few at a time in all. At most ' +
      `${VERIFICATION_LIMITS.maxLabelsPerSheet} labels a sheet: beyond, print in ranges.`,
    tags,
    auth: 'user',
    roles: ROLES,
    request: { params: QrLotParams, query: QrLabelSheetQuery },
    responses: {
      200: { description: 'The label sheet', schema: text(), contentType: 'application/pdf' },
      400: {
        description: `${M.tooManyLabels(VERIFICATION_LIMITS.maxLabelsPerSheet + 1)} / ${M.labelLanguageInvalid}`,
        schema: ErrorBody,
      },
      404: lotNotFound,
      409: {
        description: `${M.packetCodesFirst} / ${M.lotCodeFirst} / ${M.noLabelsInRange} / ${M.labelSheetInProgress}`,
        schema: ErrorBody,
      },
      429: { description: `${M.labelSheetsBusy} (with Retry-After)`, schema: ErrorBody },
    },
  }),
  recall: endpoint({
    method: 'post',
    path: '/api/v1/qr-lots/{lotId}/recall',
    operationId: 'recallLot',
    summary: 'Recall or stop-sale of a lot the organization grows, reaching every descendant lot',
    tags,
    auth: 'user',
    roles: ROLES,
    request: { params: QrLotParams, body: LotRecallInput },
    responses: {
      200: { description: 'The recall and the lots it reached', schema: LotRecallResult },
      400: invalid,
      403: { description: M.notGrower, schema: ErrorBody },
      404: lotNotFound,
    },
  }),
  liftRecall: endpoint({
    method: 'delete',
    path: '/api/v1/qr-lots/{lotId}/recall',
    operationId: 'liftLotRecall',
    summary: 'Lifts the recall or stop-sale issued on the lot, from every lot it reached',
    tags,
    auth: 'user',
    roles: ROLES,
    request: { params: QrLotParams },
    responses: {
      200: { description: 'The lots it was lifted from', schema: LotRecallResult },
      403: { description: M.notGrower, schema: ErrorBody },
      404: { description: M.recallNotFound, schema: ErrorBody },
    },
  }),
  deactivate: endpoint({
    method: 'post',
    path: '/api/v1/qr-codes/{codeId}/deactivate',
    operationId: 'deactivateQrCode',
    summary: 'Deactivates a code (misuse, Terms of Service): the page then answers it as a code that is not ours',
    tags,
    auth: 'user',
    roles: ROLES,
    request: { params: QrCodeParams, body: QrCodeDeactivate },
    responses: {
      200: { description: 'The code', schema: QrCode },
      400: invalid,
      404: { description: M.codeNotFound, schema: ErrorBody },
      409: { description: M.alreadyDeactivated, schema: ErrorBody },
    },
  }),
  image: endpoint({
    method: 'get',
    path: '/api/v1/qr-codes/{codeId}/image',
    operationId: 'getQrCodeImage',
    summary: "A code's QR image: the URL it prints ({public origin}/v/{code}, or its GS1 Digital Link)",
    description:
      'format=svg answers image/svg+xml, format=png image/png, of `size` pixels square, quiet zone included (error correction M). ' +
      'A packet code of an organization with a GTIN encodes {origin}/01/{gtin}/10/{batch}/21/{serial}; every other code ' +
      "{origin}/v/{code}. The origin is the configured public site, never the request's Host.",
    tags,
    auth: 'user',
    roles: ROLES,
    request: { params: QrCodeParams, query: QrCodeImageQuery },
    responses: {
      200: {
        description: 'The QR code as SVG (format=svg) or PNG (format=png)',
        schema: text(),
        contentType: 'image/svg+xml',
        alternatives: ['image/png'],
      },
      400: invalid,
      404: { description: M.codeNotFound, schema: ErrorBody },
      429: { description: `${M.qrImagesBusy} (with Retry-After)`, schema: ErrorBody },
    },
  }),
  scans: endpoint({
    method: 'get',
    path: '/api/v1/qr-scans',
    operationId: 'getScanReport',
    summary: 'Scan counts per lot of the organization and the counterfeit signals (the Scans view)',
    tags,
    auth: 'user',
    roles: ROLES,
    responses: { 200: { description: 'Lots with scans, most scanned first', schema: ScanReport } },
  }),
  staffScan: endpoint({
    method: 'post',
    path: '/api/v1/qr-scans/staff',
    operationId: 'markStaffScan',
    summary: "Marks the verification page's scan as a member's check (not a customer's first verification)",
    description:
      "The public page cannot see the portal's session (it is kept in the browser's storage, not in a cookie): " +
      "its script sends the token of its own scan with the signed-in member's access token. The scan is marked " +
      "when the member's organization grows, owns, or moved seed of the code's lot (or a lot split from it).",
    tags,
    auth: 'user',
    request: { body: StaffScanInput },
    responses: {
      200: { description: 'Whether the scan was marked', schema: StaffScanResult },
      400: invalid,
    },
  }),
  reports: endpoint({
    method: 'get',
    path: '/api/v1/qr-reports',
    operationId: 'getSuspiciousReports',
    summary: "The organization's 'Report a suspicious packet' reports from the verification page, newest first",
    tags,
    auth: 'user',
    roles: ROLES,
    responses: { 200: { description: 'The latest 100 reports', schema: SuspiciousReportList } },
  }),
  reportPhoto: endpoint({
    method: 'get',
    path: '/api/v1/qr-reports/{reportId}/photo',
    operationId: 'getSuspiciousReportPhoto',
    summary: "The photo sent with one of the organization's reports",
    description:
      'JPEG, PNG or WebP as the bytes are (their type told by their signature), Cache-Control: private. 404 for a ' +
      "report without a photo, and for another organization's report.",
    tags,
    auth: 'user',
    roles: ROLES,
    request: { params: SuspiciousReportParams },
    responses: {
      200: {
        description: 'The photo',
        schema: text(),
        contentType: 'image/jpeg',
        alternatives: ['image/png', 'image/webp'],
      },
      400: invalid,
      404: { description: `${M.reportNotFound} / ${M.photoNotFound}`, schema: ErrorBody },
    },
  }),
  settings: endpoint({
    method: 'get',
    path: '/api/v1/qr-settings',
    operationId: 'getVerificationSettings',
    summary: "Whether the verification page shows the organization's name and contact",
    tags,
    auth: 'user',
    roles: ROLES,
    responses: { 200: { description: 'The setting', schema: VerificationSettings } },
  }),
  updateSettings: endpoint({
    method: 'put',
    path: '/api/v1/qr-settings',
    operationId: 'updateVerificationSettings',
    summary: "Show the organization's name and contact on the verification page (off by default)",
    tags,
    auth: 'user',
    roles: { allowed: ['admin'], message: M.settingsAdminOnly, withoutOrganization: M.noOrganization },
    request: { body: VerificationSettingsInput },
    responses: { 200: { description: 'The setting', schema: VerificationSettings }, 400: invalid },
  }),
} as const;
