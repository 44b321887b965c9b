// Seed lots (spec 2 §2–§5, §9; spec 3 lot detail): plain constants and pure rules, no zod, so the
// seed-lot screens can use them statically. The database enums of 20261123060000_seed_lots.sql
// use the same values.

/** Colours of the status badges the specs name. */
export type BadgeColor = 'green' | 'blue' | 'yellow' | 'red' | 'purple' | 'gray';

/** Kinds of seed lot (spec 2 §3). */
export const LOT_TYPES = ['raw_production', 'packaged_unit', 'unregistered_source'] as const;
export type LotType = (typeof LOT_TYPES)[number];

/** Statuses of a seed lot (spec 2 §4 and spec 3 §4 together). */
export const LOT_STATUSES = [
  'draft',
  'active',
  'verified',
  'testing',
  'harvested',
  'growing',
  'planted',
  'rejected',
  'pending',
  'inactive',
  'processed',
  'packaged',
] as const;
export type LotStatus = (typeof LOT_STATUSES)[number];

/**
 * Badge colour of a lot status: spec 2 §4 (verified, growing, planted green; testing blue;
 * harvested yellow; rejected red; pending purple; others gray), with spec 3's active and
 * packaged green, inactive red and processed purple.
 */
export function lotStatusColor(status: string): BadgeColor {
  switch (status) {
    case 'verified':
    case 'growing':
    case 'planted':
    case 'active':
    case 'packaged':
      return 'green';
    case 'testing':
      return 'blue';
    case 'harvested':
      return 'yellow';
    case 'rejected':
    case 'inactive':
      return 'red';
    case 'pending':
    case 'processed':
      return 'purple';
    default:
      return 'gray';
  }
}

/** Units of a quantity: the pack units of spec 2 §3 and packages (what an unregistered source counts). */
export const QUANTITY_UNITS = ['Kg', 'g', 'lbs', 'oz', 'Tons', 'packages'] as const;
export type QuantityUnit = (typeof QUANTITY_UNITS)[number];

/** The pack unit choices (spec 2 §3); Kg first, the default (spec 2 §9). */
export const PACK_UNITS = ['Kg', 'g', 'lbs', 'oz', 'Tons'] as const;
export type PackUnit = (typeof PACK_UNITS)[number];

/** Containers of a package (spec 2 §3); bag is the default (spec 2 §9). */
export const CONTAINERS = ['bag', 'box', 'container', 'sack', 'packet'] as const;
export type Container = (typeof CONTAINERS)[number];

/** Currencies of a sale (spec 2 §3); USD is the default (spec 2 §9). */
export const CURRENCIES = ['USD', 'EUR', 'GBP', 'INR'] as const;
export type Currency = (typeof CURRENCIES)[number];

/**
 * Kinds of manifest (spec 2 §3; spec 3 harvest's production; claim: a supplier redeemed a claim
 * code; production_draw: what a production lot drew from its sources).
 */
export const MANIFEST_TYPES = [
  'SALE',
  'TRANSFER',
  'ADJUSTMENT',
  'INITIAL',
  'unregistered',
  'packaging',
  'production',
  'claim',
  'production_draw',
] as const;
export type ManifestType = (typeof MANIFEST_TYPES)[number];

/** Statuses of a manifest (spec 2 §4); 'active' is what the unregistered flow records. */
export const MANIFEST_STATUSES = [
  'COMPLETED',
  'PENDING',
  'CLAIMED_BY_RECIPIENT',
  'AWAITING_CLAIM',
  'CANCELLED',
  'active',
] as const;
export type ManifestStatus = (typeof MANIFEST_STATUSES)[number];

/** Badge colour of a manifest status (spec 2 §4). */
export function manifestStatusColor(status: string): BadgeColor {
  switch (status) {
    case 'COMPLETED':
    case 'active':
      return 'green';
    case 'PENDING':
    case 'AWAITING_CLAIM':
      return 'yellow';
    case 'CLAIMED_BY_RECIPIENT':
      return 'blue';
    case 'CANCELLED':
      return 'red';
    default:
      return 'gray';
  }
}

/** Roles of a source lot in a production lot. */
export const SOURCE_PURPOSES = ['source', 'male_parent', 'female_parent'] as const;
export type SourcePurpose = (typeof SOURCE_PURPOSES)[number];

/** The tabs of /seed-lots (spec 2 §2). */
export const SEED_LOT_TABS = ['overview', 'unregistered', 'production', 'packaging'] as const;
export type SeedLotTab = (typeof SEED_LOT_TABS)[number];

/**
 * A lot's certification status in the seed-lot lists (issue 28): its application's status
 * (certification-rules' CERTIFICATION_STATUSES), or expired when its certificate is past its validity.
 */
export const LOT_CERTIFICATION_STATUSES = [
  'applied',
  'inspecting',
  'rejected',
  'certified',
  'revoked',
  'expired',
] as const;
export type LotCertificationStatus = (typeof LOT_CERTIFICATION_STATUSES)[number];

/**
 * The seed-lot lists' certification filter (?certification=): certified and valid, in progress
 * (applied or inspecting), expired, revoked, rejected, or none (never applied for). Each lot is in
 * exactly one, so the parts add up to the whole list.
 */
export const LOT_CERTIFICATION_FILTERS = [
  'certified',
  'in_progress',
  'expired',
  'revoked',
  'rejected',
  'none',
] as const;
export type LotCertificationFilter = (typeof LOT_CERTIFICATION_FILTERS)[number];

/** The words of the filter's options. */
export const LOT_CERTIFICATION_FILTER_LABELS: Record<LotCertificationFilter, string> = {
  certified: 'Certified (valid)',
  in_progress: 'In progress (applied or inspecting)',
  expired: 'Certificate expired',
  revoked: 'Revoked',
  rejected: 'Rejected',
  none: 'Not applied for',
};

/** The statuses each filter value lists (none: the lots with no certification at all). */
export const LOT_CERTIFICATION_FILTER_STATUSES: Record<LotCertificationFilter, readonly LotCertificationStatus[]> = {
  certified: ['certified'],
  in_progress: ['applied', 'inspecting'],
  expired: ['expired'],
  revoked: ['revoked'],
  rejected: ['rejected'],
  none: [],
};

/** The filter value a lot of this certification status (null: none) is listed under. */
export function certificationFilterOf(status: LotCertificationStatus | null): LotCertificationFilter {
  if (status === null) return 'none';
  return (
    LOT_CERTIFICATION_FILTERS.find((filter) => LOT_CERTIFICATION_FILTER_STATUSES[filter].includes(status)) ?? 'none'
  );
}

/** Paging of the seed-lot lists. */
export const SEED_LOT_LIST_PAGE = { defaultLimit: 25, maxLimit: 100 } as const;

/** Limits of the seed-lot forms (spec 2 §5, §9). */
export const SEED_LOT_LIMITS = {
  /** Unregistered source inputs: minimum 0.01. */
  unregisteredMinimum: 0.01,
  shortIdLength: 6,
  generationMaxLength: 40,
  notesMaxLength: 4000,
  /** The most a quantity may be (numeric(14, 3) in the database). */
  maxQuantity: 99_999_999_999,
  /** The quantity columns keep 3 decimals: a smaller amount would be stored as 0. */
  storedPrecision: 0.001,
} as const;

/** Spec 2 §5, §6 and §8 words of the seed-lot screens, and the BFF's refusals. */
export const SEED_LOT_MESSAGES = {
  cropRequired: 'Please select a crop',
  varietyRequired: 'Please select a variety',
  packSizeInvalid: 'Please enter a valid pack size',
  /** A unit or packaging choice outside the lists (the schema said 'Invalid option: expected one of …'). */
  unitInvalid: 'Please choose a unit from the list',
  packagingTypeInvalid: 'Please choose a packaging type from the list',
  purposeInvalid: 'Please choose what the source lot is used for',
  quantityInvalid: 'Please enter a valid quantity',
  noOrganization: 'User organization not found',
  cropAndVarietyRequired: 'Please select both crop and variety',
  rolesRequired: 'Only admins and managers can manage seed lots',
  notFound: 'Seed lot not found',
  // not shown in the spec: a write that waited too long for another one on the same lot (issue 24)
  lotBusy: 'Someone else is changing this seed lot right now. Please try again in a moment.',
  // not shown in the spec: a total or a converted quantity past what a lot can hold (issue 24)
  quantityTooLarge: 'This quantity is larger than a seed lot can hold (at most 99,999,999,999.999)',
  notGrower: "Only the lot's grower can delete or restore it",
  hasDescendants: 'This seed lot cannot be deleted permanently: other lots were made from it',
  ownedByOthers: 'This seed lot cannot be deleted permanently: other organizations own part of it',
  // not shown in the spec: the ledger keeps what moved seed (issue 24)
  hasHistory:
    'This seed lot cannot be deleted permanently: it has a history (seed drawn from or into it, transactions, QR codes or a recall). It stays in the trash, where it can be restored.',
  unregisteredAdded: 'Unregistered source added successfully!',
  unregisteredFailed: 'Failed to create unregistered source',
  unregisteredLoadFailed: 'Failed to load unregistered lots',
  noUnregistered: 'No unregistered seed lots found',
  noLots: 'No seed lots found. Create your first seed lot to get started.',
  noProductionLots: 'No production lots found. Create your first production lot to get started.',
  noPackagingLots: 'No packaging lots found. Create your first packaging lot to get started.',
  loadFailed: 'Failed to load your seed lots.',
  deleteFailed: 'Failed to delete seed lot',
  restoreFailed: 'Failed to restore seed lot',
  movedToTrash: (id: string) => `Seed lot ${id} has been moved to trash`,
  deletedPermanently: (id: string) => `Seed lot ${id} has been permanently deleted`,
  restored: (id: string) => `Seed lot ${id} has been restored`,
  claimCodeInvalid: 'This claim code is not valid. Check it with the buyer, or ask them for a new one.',
  claimCodeUsed: 'This claim code has already been redeemed.',
  claimOwnLot: 'This lot is your own organization’s: a claim code is for the supplier who sold it.',
  claimSourceNotFound: 'Choose one of your own seed lots as the source.',
  claimNotUnregistered: 'Only unregistered sources have claim codes.',
  claimTooManyAttempts: 'Too many claim attempts. Please wait a few minutes and try again.',
  claimed: 'Claim recorded: your organization is now the lot’s recorded origin.',
  lineageCycle: 'A seed lot cannot descend from itself',
} as const;

/** The two phrases of the delete dialog (spec 2 §2); matching ignores case and outer spaces. */
export const DELETE_PHRASES = { soft: 'delete', permanent: 'delete permanently' } as const;
export type DeleteKind = keyof typeof DELETE_PHRASES;

/** Which delete a typed phrase asks for, or null while it matches neither (confirm stays disabled). */
export function deleteKindOf(typed: string): DeleteKind | null {
  const phrase = typed.trim().toLowerCase();
  if (phrase === DELETE_PHRASES.soft) return 'soft';
  if (phrase === DELETE_PHRASES.permanent) return 'permanent';
  return null;
}

/** A lot id as the database makes it: SL-yyyymmdd-hhmmss, a tenth of a second, 4 digits (spec 2 §3). */
export const SEED_LOT_ID_PATTERN = /^SL-\d{8}-\d{7}-\d{4}$/;

/** Whether a text is a lot id in the spec's format. */
export function isSeedLotId(value: string): boolean {
  return SEED_LOT_ID_PATTERN.test(value);
}

/** The short id of a lot: its last 6 characters (spec 2 §9). */
export function shortLotId(id: string): string {
  return id.slice(-SEED_LOT_LIMITS.shortIdLength);
}

// Indian digit grouping (1,00,000) in every language of the portal: the digits stay Latin, as
// lot numbers and packet codes are, and '.' is the decimal point in en-IN, hi-IN and mr-IN alike.
// built on first use, not when the module loads
let quantityFormat: Intl.NumberFormat | undefined;

/** A quantity, area or count as the portal prints it: Indian grouping, up to 3 decimals, no trailing zeros. */
export function formatQuantity(value: number): string {
  // `|| 0`: a value that rounds to -0 prints as 0.
  quantityFormat ??= new Intl.NumberFormat('en-IN', { maximumFractionDigits: 3 });
  return quantityFormat.format(Number(value.toFixed(3)) || 0);
}

const MONEY = new Map<string, Intl.NumberFormat>();

/**
 * A price as the portal prints it: ₹1,250.50 for INR, the currency's own symbol and decimals for
 * another ISO 4217 code, and the amount with the text as given when the code is not one Intl knows.
 */
export function formatMoney(amount: number, currency: string | null | undefined): string {
  const code = (currency ?? '').trim().toUpperCase();
  let format = MONEY.get(code);
  if (!format && /^[A-Z]{3}$/.test(code)) {
    try {
      format = new Intl.NumberFormat('en-IN', { style: 'currency', currency: code });
      MONEY.set(code, format);
    } catch {
      format = undefined;
    }
  }
  return format ? format.format(amount) : `${formatQuantity(amount)} ${currency ?? ''}`.trim();
}

/** The words packageFormat prints for a unit and a container: a screen passes its translations of them. */
export interface PackageWords {
  unit(unit: string): string;
  container(container: string): string;
}

/**
 * The 'Package Format' preview of the unregistered-source dialog and the package description
 * of its rows: '10 Kg bag', and with a count '25 × 10 Kg bag'. Blank or invalid parts are left
 * out, so the preview grows as the user types. Without `words`, the unit and container are printed
 * as their values (English); a screen in another language passes its own words for them.
 */
export function packageFormat(
  pack: {
    size?: number | null;
    unit?: string | null;
    container?: string | null;
    count?: number | null;
  },
  words?: PackageWords,
): string {
  const size = pack.size != null && Number.isFinite(pack.size) && pack.size > 0 ? formatQuantity(pack.size) : '';
  const unit = size && pack.unit ? (words ? words.unit(pack.unit) : pack.unit) : '';
  const container = pack.container ? (words ? words.container(pack.container) : pack.container) : '';
  const one = [size, unit, container].filter(Boolean).join(' ');
  const count = pack.count != null && Number.isFinite(pack.count) && pack.count > 0 ? formatQuantity(pack.count) : '';
  return count && one ? `${count} × ${one}` : one;
}

/** Notes as a list row shows them: without the supplier line the older product wrote into them (spec 2 §2). */
export function notesWithoutSupplier(notes: string | null | undefined): string {
  return (notes ?? '')
    .split(/\r?\n/)
    .filter((line) => !/^\s*supplier\s*:/i.test(line))
    .join('\n')
    .trim();
}

/** A claim code as printed: 24 hex digits in groups of 4, e.g. 'C2B5-AC14-4D73-B440-B6B3-EE0E'. */
export const CLAIM_CODE_PATTERN = /^[0-9A-F]{4}(?:-[0-9A-F]{4}){5}$/;

/** What a person typed as a claim code, as the database hashes it: upper case, hex digits only. */
export function normalizeClaimCode(typed: string): string {
  return typed.toUpperCase().replace(/[^0-9A-F]/g, '');
}
