import { z } from 'zod';
import { LANGUAGES } from './languages';
import { decimal, text } from './primitives';
import {
  isValidGtin,
  LABEL_LAYOUT_IDS,
  QR_CODE_KINDS,
  QR_IMAGE_FORMATS,
  QR_CODE_STATUSES,
  RECALL_KINDS,
  VERIFICATION_LIMITS as LIMITS,
  VERIFICATION_MESSAGES as M,
} from './qr-codes-rules';

// Request and response schemas of the QR codes' endpoints (/api/v1/qr-…, issue 14). The public
// verification page (/v/{code}) is HTML rendered by the BFF and has no schema here.

export const QrCodeKindEnum = z.enum(QR_CODE_KINDS);
export const QrCodeStatusEnum = z.enum(QR_CODE_STATUSES);
export const RecallKindEnum = z.enum(RECALL_KINDS, { error: M.recallKindInvalid });

/** /api/v1/qr-lots/{lotId}… */
export const QrLotParams = z.object({ lotId: text().min(1).max(200) });
/** /api/v1/qr-codes/{codeId}… */
export const QrCodeParams = z.object({ codeId: z.uuid({ error: M.codeNotFound }) });

/** One code with the URL its QR holds. */
export const QrCode = z
  .object({
    id: z.uuid(),
    code: text(),
    url: text(),
    kind: QrCodeKindEnum,
    serial: z.number().int().nullable(),
    status: QrCodeStatusEnum,
    provider: text(),
    deactivatedReason: text().nullable(),
    createdAt: text(),
  })
  .meta({ id: 'QrCode' });
export type QrCode = z.infer<typeof QrCode>;

export const LotRecall = z
  .object({ kind: RecallKindEnum, reason: text(), at: text(), originLotId: text() })
  .meta({ id: 'LotRecall' });
export type LotRecall = z.infer<typeof LotRecall>;

/** GET /api/v1/qr-lots/{lotId}: the lot detail's "QR code details". */
export const LotQrSummary = z
  .object({
    lotId: text(),
    lotType: text(),
    /** Whether the caller's organization grows the lot (only the grower recalls it). */
    isGrower: z.boolean(),
    packagesCount: z.number().int().nullable(),
    lotCode: QrCode.nullable(),
    /** While there is no active lot code: the one deactivated last, with its reason. */
    lastDeactivatedLotCode: QrCode.nullable(),
    packetCodes: z.object({ total: z.number().int(), active: z.number().int(), deactivated: z.number().int() }),
    scans: z.object({
      total: z.number().int(),
      devices: z.number().int(),
      lastAt: text().nullable(),
      afterRecall: z.number().int(),
      /** Located scans farther than VERIFICATION_LIMITS.farFromSaleKm from every place the lot was sold. */
      farFromSale: z.number().int(),
    }),
    recall: LotRecall.nullable(),
  })
  .meta({ id: 'LotQrSummary' });
export type LotQrSummary = z.infer<typeof LotQrSummary>;

/** POST /api/v1/qr-lots/{lotId}/packet-codes */
export const PacketCodesCreated = z
  .object({ created: z.number().int(), total: z.number().int() })
  .meta({ id: 'PacketCodesCreated' });
export type PacketCodesCreated = z.infer<typeof PacketCodesCreated>;

/** POST /api/v1/qr-codes/{codeId}/deactivate */
export const QrCodeDeactivate = z
  .object({
    reason: text({ error: M.deactivationReasonRequired })
      .trim()
      .min(1, M.deactivationReasonRequired)
      .max(LIMITS.deactivationReasonMaxLength, M.deactivationReasonRequired),
  })
  .meta({ id: 'QrCodeDeactivate' });
export type QrCodeDeactivate = z.infer<typeof QrCodeDeactivate>;

/**
 * POST /api/v1/qr-scans/staff: the verification page's own scan token, sent by its script when the
 * same browser is signed in to the portal, so a member's check is not counted as a customer's.
 */
export const StaffScanInput = z
  .object({ token: text().regex(/^[A-Za-z0-9_-]{22}$/, 'This is not the token of a verification page.') })
  .meta({ id: 'StaffScanInput' });
export type StaffScanInput = z.infer<typeof StaffScanInput>;

/** Whether the scan was marked (false: the token is unknown, used, expired or the lot not in the chain). */
export const StaffScanResult = z.object({ marked: z.boolean() }).meta({ id: 'StaffScanResult' });
export type StaffScanResult = z.infer<typeof StaffScanResult>;

/** POST /api/v1/qr-lots/{lotId}/recall */
export const LotRecallInput = z
  .object({
    kind: RecallKindEnum,
    reason: text({ error: M.recallReasonRequired })
      .trim()
      .min(1, M.recallReasonRequired)
      .max(LIMITS.recallReasonMaxLength, M.recallReasonRequired),
  })
  .meta({ id: 'LotRecallInput' });
export type LotRecallInput = z.infer<typeof LotRecallInput>;

/** The recall issued (or lifted) and how many lots of the lineage it reached. */
export const LotRecallResult = z
  .object({ lotId: text(), lotsReached: z.number().int(), recall: LotRecall.nullable() })
  .meta({ id: 'LotRecallResult' });
export type LotRecallResult = z.infer<typeof LotRecallResult>;

/** GET /api/v1/qr-scans: the Scans view, per lot, with the counterfeit signals. */
export const ScanReportRow = z.object({
  lotId: text(),
  crop: text(),
  variety: text().nullable(),
  scans: z.number().int(),
  devices: z.number().int(),
  lastScanAt: text(),
  /** Packet codes scanned from `manyDevices` devices or more: the copied label's sign. */
  packetCodesManyDevices: z.number().int(),
  /** Scans while a recall or stop-sale was in force. */
  scansAfterRecall: z.number().int(),
  /** Located scans farther than `farFromSaleKm` from every place the lot was sold. */
  scansFarFromSale: z.number().int(),
  recallKind: RecallKindEnum.nullable(),
});
export type ScanReportRow = z.infer<typeof ScanReportRow>;
export const ScanReport = z
  .object({ manyDevices: z.number().int(), farFromSaleKm: z.number(), lots: z.array(ScanReportRow) })
  .meta({ id: 'ScanReport' });
export type ScanReport = z.infer<typeof ScanReport>;

/** /api/v1/qr-reports/{reportId}… */
export const SuspiciousReportParams = z.object({ reportId: z.uuid({ error: M.reportNotFound }) });

/** One 'Report a suspicious packet' the organization received from the verification page. */
export const SuspiciousReportRow = z.object({
  id: z.uuid(),
  /** The lot of the code the report names (null once the code is gone). */
  lotId: text().nullable(),
  shopName: text(),
  place: text(),
  phone: text().nullable(),
  createdAt: text(),
  /** Whether a photo came with it (GET …/photo serves it). */
  hasPhoto: z.boolean(),
});
export type SuspiciousReportRow = z.infer<typeof SuspiciousReportRow>;

/** GET /api/v1/qr-reports: the organization's reports, newest first. */
export const SuspiciousReportList = z
  .object({ reports: z.array(SuspiciousReportRow) })
  .meta({ id: 'SuspiciousReportList' });
export type SuspiciousReportList = z.infer<typeof SuspiciousReportList>;

/**
 * GET /api/v1/qr-settings: whether the verification page names the company and its contact, and
 * the organization's GTIN (its packet codes print as GS1 Digital Links when it has one).
 */
export const VerificationSettings = z
  .object({
    show_contact_on_verification: z.boolean(),
    verification_contact: text().nullable(),
    gtin: text().nullable(),
  })
  .meta({ id: 'VerificationSettings' });
export type VerificationSettings = z.infer<typeof VerificationSettings>;

/** PUT /api/v1/qr-settings: showing the company needs a contact to show. */
export const VerificationSettingsInput = z
  .object({
    show_contact_on_verification: z.boolean(),
    verification_contact: text()
      .trim()
      .max(LIMITS.contactMaxLength, M.contactTooLong)
      .nullable()
      .transform((v) => v || null),
    /** A GTIN sets it, null or '' clears it, absent keeps it. */
    gtin: text({ error: M.gtinInvalid })
      .trim()
      .refine((v) => v === '' || isValidGtin(v), M.gtinInvalid)
      .nullable()
      .optional()
      .transform((v) => (v === undefined ? undefined : v || null)),
  })
  .refine((s) => !s.show_contact_on_verification || s.verification_contact !== null, {
    message: M.contactRequired,
    path: ['verification_contact'],
  })
  .meta({ id: 'VerificationSettingsInput' });
export type VerificationSettingsInput = z.infer<typeof VerificationSettingsInput>;

/** GET /api/v1/qr-codes/{codeId}/image */
export const QrCodeImageQuery = z
  .object({
    format: z.enum(QR_IMAGE_FORMATS, { error: M.imageFormatInvalid }).default('svg'),
    /** Width and height in pixels, the quiet zone included. */
    size: decimal(
      z
        .number()
        .int(M.imageSizeInvalid)
        .min(LIMITS.imageMinSize, M.imageSizeInvalid)
        .max(LIMITS.imageMaxSize, M.imageSizeInvalid),
      M.imageSizeInvalid,
    ).default(LIMITS.imageDefaultSize),
  })
  .meta({ id: 'QrCodeImageQuery' });
export type QrCodeImageQuery = z.output<typeof QrCodeImageQuery>;

const serialBound = decimal(
  z.number().int(M.labelRangeInvalid).min(1, M.labelRangeInvalid).max(LIMITS.maxPacketSerial, M.labelRangeInvalid),
  M.labelRangeInvalid,
);

/**
 * The label sheet of a lot: its packet codes from..to (every one by default), or its own code
 * (kind=lot), its words in English, Hindi or Marathi (issue 30; the data as typed).
 */
export const QrLabelSheetQuery = z
  .object({
    layout: z.enum(LABEL_LAYOUT_IDS, { error: M.labelLayoutInvalid }).default('a4-3x8'),
    kind: z.enum(QR_CODE_KINDS, { error: M.labelKindInvalid }).default('packet'),
    from: serialBound.optional(),
    to: serialBound.optional(),
    language: z.enum(LANGUAGES, { error: M.labelLanguageInvalid }).default('en'),
  })
  .refine((q) => q.from === undefined || q.to === undefined || q.from <= q.to, {
    message: M.labelRangeInvalid,
    path: ['to'],
  })
  .meta({ id: 'QrLabelSheetQuery' });
export type QrLabelSheetQuery = z.output<typeof QrLabelSheetQuery>;
