// QR codes and the public verification (issue 14): plain constants and pure rules, no zod, so the
// lot detail, the Scans view and the BFF's verification page use them statically.

import { ACCOUNT_MESSAGES } from './accounts-rules';

/** The kinds of code: the lot's own, and a serialized one per packet of a packaged lot. */
export const QR_CODE_KINDS = ['lot', 'packet'] as const;
export type QrCodeKind = (typeof QR_CODE_KINDS)[number];

export const QR_CODE_STATUSES = ['active', 'deactivated'] as const;
export type QrCodeStatus = (typeof QR_CODE_STATUSES)[number];

/** A recall takes the lot back; a stop-sale halts selling it while something is checked. */
export const RECALL_KINDS = ['recall', 'stop_sale'] as const;
export type RecallKind = (typeof RECALL_KINDS)[number];

/**
 * What the verification page shows for a scanned code: withdrawn is a code of a lot its company
 * moved to the trash; code_withdrawn a genuine code its company deactivated (who, when, why);
 * unknown a code that is not ours.
 */
export const VERIFICATION_STATES = [
  'genuine',
  'verified_before',
  'recalled',
  'stop_sale',
  'withdrawn',
  'code_withdrawn',
  'unknown',
] as const;
export type VerificationState = (typeof VERIFICATION_STATES)[number];

export const DEVICE_CLASSES = ['phone', 'tablet', 'desktop', 'other'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

/** A code as printed: 22 base64url characters (16 random bytes). */
export const QR_CODE_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/** Input limits (the database checks the same). */
export const VERIFICATION_LIMITS = {
  deactivationReasonMaxLength: 500,
  recallReasonMaxLength: 1000,
  contactMaxLength: 200,
  shopNameMaxLength: 120,
  placeMaxLength: 120,
  /**
   * The most packets one lot gets codes for: one request makes them all in one statement, which must
   * end within the database's statement timeout (30 s); on a 2-core server 100,000 take ~5 s, 500,000
   * did not finish (security review 2026-11-26, MEDIUM-4).
   */
  maxPacketCodes: 100_000,
  /**
   * The highest packet number a code may have: lots coded before the cap was lowered from 500,000 keep
   * their codes, which are still looked up and printed by number.
   */
  maxPacketSerial: 500_000,
  /** A packet code scanned from at least this many devices is a counterfeit signal. */
  manyDevices: 3,
  /**
   * A located scan farther than this (km) from every place the lot was sold is a counterfeit
   * signal: a district or two around a dealer is normal, another state is not.
   */
  farFromSaleKm: 300,
  /** The largest photo a suspicious-packet report takes (bytes, as received). */
  photoMaxBytes: 2 * 1024 * 1024,
  /**
   * The most pixels a report photo may decode to, read from its header before it is decoded (a
   * few-kB PNG can claim 50,000 × 50,000 px): a phone's main camera is 12-50 MP.
   */
  photoMaxMegapixels: 40,
  /** The longest side a report photo may have (px), however few its pixels. */
  photoMaxEdge: 10_000,
  /** The longest side of the photo as stored (re-encoded as JPEG): what the page's script sends anyway. */
  photoStoredMaxEdge: 1600,
  /** The most labels one label sheet prints: beyond, it is printed in ranges of serials. */
  maxLabelsPerSheet: 20_000,
  /** A QR image's width in pixels (the quiet zone included). */
  imageMinSize: 64,
  imageMaxSize: 2048,
  imageDefaultSize: 256,
} as const;

/** The media types a report's photo may have (told by its bytes, never by its name). */
export const REPORT_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type ReportPhotoType = (typeof REPORT_PHOTO_TYPES)[number];

/** A photo's type from its first bytes (JPEG, PNG or WebP signature), or null for anything else. */
export function photoTypeOf(bytes: Uint8Array): ReportPhotoType | null {
  const starts = (offset: number, signature: number[]) =>
    bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);
  if (starts(0, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts(0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  // RIFF····WEBP
  if (starts(0, [0x52, 0x49, 0x46, 0x46]) && starts(8, [0x57, 0x45, 0x42, 0x50])) return 'image/webp';
  return null;
}

/** The label sheets a lot's codes print on: the label grid of an A4 page, or one label a page of a thermal roll. */
export const LABEL_LAYOUTS = {
  'a4-3x8': { name: 'A4, 3 × 8 labels (70 × 37 mm)', perPage: 24 },
  'a4-4x10': { name: 'A4, 4 × 10 labels (52.5 × 29.7 mm)', perPage: 40 },
  'thermal-50x25': { name: 'Thermal roll, one 50 × 25 mm label a page', perPage: 1 },
} as const;
export type LabelLayout = keyof typeof LABEL_LAYOUTS;
export const LABEL_LAYOUT_IDS = Object.keys(LABEL_LAYOUTS) as [LabelLayout, ...LabelLayout[]];

/** The formats of a code's QR image. */
export const QR_IMAGE_FORMATS = ['svg', 'png'] as const;
export type QrImageFormat = (typeof QR_IMAGE_FORMATS)[number];

/** The URL printed in a code's QR: {public origin}/v/{code}. */
export function verificationUrl(origin: string, code: string): string {
  return `${origin.replace(/\/+$/, '')}/v/${encodeURIComponent(code)}`;
}

/** Whether text is a GTIN-8, -12, -13 or -14 whose last digit is the GS1 check digit of the others. */
export function isValidGtin(value: string): boolean {
  if (!/^(\d{8}|\d{12,14})$/.test(value) || /^0+$/.test(value)) return false;
  const digits = value.padStart(14, '0');
  let sum = 0;
  // weights 3, 1, 3, … from the digit left of the check digit
  for (let i = 0; i < 13; i += 1) sum += Number(digits[i]) * (i % 2 === 0 ? 3 : 1);
  return (10 - (sum % 10)) % 10 === Number(digits[13]);
}

/** A GTIN as the 14 digits a GS1 Digital Link carries. */
export const gtin14 = (gtin: string) => gtin.padStart(14, '0');

/**
 * A lot's batch/lot number (GS1 application identifier 10) on its labels: AI 10 holds at most 20
 * characters and a lot id (SL-YYYYMMDD-NNNNNNN-NNNN) has 24, so the batch is the id's 19 digits.
 */
export function gs1BatchOfLot(lotId: string): string | null {
  return /^SL-\d{8}-\d{7}-\d{4}$/.test(lotId) ? lotId.slice(3).replaceAll('-', '') : null;
}

/** The URL a packet code prints when the organization has a GTIN: {origin}/01/{gtin-14}/10/{batch}/21/{serial}. */
export function gs1DigitalLinkUrl(origin: string, gtin: string, lotId: string, serial: number): string | null {
  const batch = gs1BatchOfLot(lotId);
  if (!batch || !isValidGtin(gtin)) return null;
  return `${origin.replace(/\/+$/, '')}/01/${gtin14(gtin)}/10/${batch}/21/${serial}`;
}

/** The lot detail's and the BFF's words for codes, recalls and the organization's setting. */
export const VERIFICATION_MESSAGES = {
  rolesRequired: 'Only admins and managers can manage QR codes.',
  noOrganization: 'You need to belong to an organization to manage QR codes.',
  settingsAdminOnly: 'Only admins can change what the verification page shows.',
  lotNotFound: "The seed lot you're looking for doesn't exist or you don't have permission to view it.",
  codeNotFound: 'QR code not found.',
  packetCodesNeedPackagedLot: 'Packet codes are made for packaged lots only. Package the lot first.',
  tooManyPacketCodes: (count: number) =>
    `This lot has ${count} packages; packet codes are made for at most ${VERIFICATION_LIMITS.maxPacketCodes} per lot.`,
  deactivationReasonRequired: `Please give a reason for deactivating the code (up to ${VERIFICATION_LIMITS.deactivationReasonMaxLength} characters).`,
  alreadyDeactivated: 'This QR code is already deactivated.',
  reportNotFound: 'Report not found.',
  photoNotFound: 'This report has no photo.',
  recallKindInvalid: 'Please choose recall or stop-sale.',
  recallReasonRequired: `Please give the reason farmers will read (up to ${VERIFICATION_LIMITS.recallReasonMaxLength} characters).`,
  recallNotFound: 'This lot has no recall or stop-sale to lift.',
  notGrower: 'Only the organization that grows this lot can recall it.',
  contactRequired: 'Please enter the contact to show on the verification page.',
  contactTooLong: `The contact can be up to ${VERIFICATION_LIMITS.contactMaxLength} characters.`,
  gtinInvalid:
    'Please enter a GTIN of 8, 12, 13 or 14 digits whose last digit is its GS1 check digit (as your GS1 member organization issued it).',
  imageFormatInvalid: 'Please choose the image format svg or png.',
  imageSizeInvalid: `Please choose an image size from ${VERIFICATION_LIMITS.imageMinSize} to ${VERIFICATION_LIMITS.imageMaxSize} pixels.`,
  labelLayoutInvalid: `Please choose a label layout: ${Object.keys(LABEL_LAYOUTS).join(', ')}.`,
  labelKindInvalid: 'Please choose packet labels or the lot label.',
  /** The labels' words are in one of the portal's languages (issue 30): the profile's words for the same choice. */
  labelLanguageInvalid: ACCOUNT_MESSAGES.languageInvalid,
  labelRangeInvalid: 'Please give a range of packet numbers from 1 upwards, the first no greater than the last.',
  packetCodesFirst: 'Create the packet codes first: this lot has no packet codes to print.',
  lotCodeFirst: "Create the lot's QR code first: it has none to print.",
  noLabelsInRange: 'No active packet codes have a number in this range.',
  tooManyLabels: (count: number) =>
    `This sheet would have ${count.toLocaleString('en-IN')} labels; at most ${VERIFICATION_LIMITS.maxLabelsPerSheet.toLocaleString('en-IN')} are printed at a time. Print the lot in ranges of packet numbers (from, to).`,
  labelSheetInProgress: 'A label sheet is already being prepared for your organization. Please wait for it to finish.',
  labelSheetsBusy: 'Many label sheets are being prepared right now. Please try again in a minute.',
  qrImagesBusy: 'Many QR images are being prepared right now. Please try again in a moment.',
} as const;
