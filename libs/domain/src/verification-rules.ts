// QR codes and the public verification (issue 14): plain constants and pure rules, no zod, so the
// lot detail, the Scans view and the BFF's verification page use them statically.

/** The kinds of code: the lot's own, and a serialized one per packet of a packaged lot. */
export const QR_CODE_KINDS = ['lot', 'packet'] as const;
export type QrCodeKind = (typeof QR_CODE_KINDS)[number];

export const QR_CODE_STATUSES = ['active', 'deactivated'] as const;
export type QrCodeStatus = (typeof QR_CODE_STATUSES)[number];

/** A recall takes the lot back; a stop-sale halts selling it while something is checked. */
export const RECALL_KINDS = ['recall', 'stop_sale'] as const;
export type RecallKind = (typeof RECALL_KINDS)[number];

/** What the verification page shows for a scanned code (unknown covers deactivated codes too). */
export const VERIFICATION_STATES = ['genuine', 'verified_before', 'recalled', 'stop_sale', 'unknown'] as const;
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
  /** The most packets one lot gets codes for. */
  maxPacketCodes: 500_000,
  /** A packet code scanned from at least this many devices is a counterfeit signal. */
  manyDevices: 3,
} as const;

/** The URL printed in a code's QR: {public origin}/v/{code}. */
export function verificationUrl(origin: string, code: string): string {
  return `${origin.replace(/\/+$/, '')}/v/${encodeURIComponent(code)}`;
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
  recallKindInvalid: 'Please choose recall or stop-sale.',
  recallReasonRequired: `Please give the reason farmers will read (up to ${VERIFICATION_LIMITS.recallReasonMaxLength} characters).`,
  recallNotFound: 'This lot has no recall or stop-sale to lift.',
  notGrower: 'Only the organization that grows this lot can recall it.',
  contactRequired: 'Please enter the contact to show on the verification page.',
  contactTooLong: `The contact can be up to ${VERIFICATION_LIMITS.contactMaxLength} characters.`,
} as const;
