import { z } from 'zod';
import { decimal, text } from './primitives';
import { LOT_QUALITY_STATUSES, SEED_CLASSES } from './testing-rules';
import {
  CONTAINERS,
  LOT_CERTIFICATION_FILTERS,
  LOT_CERTIFICATION_STATUSES,
  LOT_STATUSES,
  normalizeClaimCode,
  PACK_UNITS,
  SEED_LOT_LIMITS,
  SEED_LOT_LIST_PAGE,
  SEED_LOT_MESSAGES as M,
  SEED_LOT_TABS,
  SOURCE_PURPOSES,
} from './seed-lots-rules';
import { LotTypeEnum, ManifestStatusEnum, ManifestTypeEnum, QuantityUnitEnum } from './lot-enums';

export { LotTypeEnum, ManifestStatusEnum, ManifestTypeEnum, QuantityUnitEnum };

// Request and response schemas of the seed lots (/api/v1/seed-lots…, spec 2 seed lots, spec 3 lot
// detail). The form schemas carry spec 2 §5's messages in its order, so the dialogs and the BFF
// refuse the same input with the same words.

export const LotStatusEnum = z.enum(LOT_STATUSES);
export const PackUnitEnum = z.enum(PACK_UNITS, { error: M.unitInvalid });
export const ContainerEnum = z.enum(CONTAINERS, { error: M.packagingTypeInvalid });
export const SourcePurposeEnum = z.enum(SOURCE_PURPOSES, { error: M.purposeInvalid });
export const SeedLotTabEnum = z.enum(SEED_LOT_TABS);

/** A positive amount from 0.01 (spec 2 §5 "Input minimums 0.01"), as a number or its decimal text. */
const positiveAmount = (message: string) =>
  decimal(
    z
      .number({ error: message })
      .min(SEED_LOT_LIMITS.unregisteredMinimum, message)
      .max(SEED_LOT_LIMITS.maxQuantity, message),
    message,
  );

const optionalText = (max: number) =>
  text()
    .trim()
    .max(max)
    .nullable()
    .optional()
    .transform((v) => v || null);

/**
 * POST /api/v1/seed-lots/unregistered: the Add Unregistered Source dialog. The variety is a
 * master variety (variety_id) or one of the organization's (org_variety_id). Spec 2 §5 order:
 * crop, variety, pack size, quantity.
 */
export const UnregisteredSourceCreate = z
  .object({
    crop_id: z.uuid({ error: M.cropRequired }),
    variety_id: z.uuid({ error: M.varietyRequired }).nullable().optional(),
    org_variety_id: z.uuid({ error: M.varietyRequired }).nullable().optional(),
    generation: optionalText(SEED_LOT_LIMITS.generationMaxLength),
    pack_size: positiveAmount(M.packSizeInvalid),
    pack_unit: PackUnitEnum.default('Kg'),
    packaging_type: ContainerEnum.default('bag'),
    quantity: positiveAmount(M.quantityInvalid),
    notes: optionalText(SEED_LOT_LIMITS.notesMaxLength),
  })
  .refine((value) => Boolean(value.variety_id) !== Boolean(value.org_variety_id), {
    // Exactly one variety: a master or the organization's own. Checked even when other fields
    // fail, so the dialog shows every message at once.
    path: ['variety_id'],
    message: M.varietyRequired,
    when: (payload) => typeof payload.value === 'object' && payload.value !== null,
  })
  .meta({
    id: 'UnregisteredSourceCreate',
    example: {
      crop_id: '00000000-0000-4000-8000-000000000000',
      variety_id: '00000000-0000-4000-8000-000000000001',
      generation: 'Foundation',
      pack_size: 25,
      pack_unit: 'Kg',
      packaging_type: 'bag',
      quantity: 40,
      notes: 'Bought at the Indore mandi',
    },
  });
export type UnregisteredSourceCreate = z.output<typeof UnregisteredSourceCreate>;
export type UnregisteredSourceCreateInput = z.input<typeof UnregisteredSourceCreate>;

/** A lot id in a path; anything else is answered as not found (404), never as a bad request. */
export const SeedLotIdParams = z.object({ id: text().min(1).max(200) });

/** GET /api/v1/seed-lots query: the tab and its filters, applied in the database; paged. */
export const SeedLotListQuery = z
  .object({
    tab: SeedLotTabEnum.default('overview'),
    search: text().trim().max(200).optional(),
    type: LotTypeEnum.optional(),
    status: LotStatusEnum.optional(),
    crop: z.uuid().optional(),
    /** The lots of one quality status (their seed test's standing, issue 27). */
    quality: z.enum(LOT_QUALITY_STATUSES).optional(),
    /** The lots of one certification standing (issue 28): certified, in progress, expired, revoked, rejected or none. */
    certification: z
      .enum(LOT_CERTIFICATION_FILTERS, {
        error: `Certification must be one of: ${LOT_CERTIFICATION_FILTERS.join(', ')}`,
      })
      .optional(),
    /** Overview only: the trash instead of the active lots. */
    deleted: z
      .enum(['true', 'false'])
      .optional()
      .transform((v) => v === 'true'),
    page: decimal(z.number().int().min(1).max(100_000)).default(1),
    limit: decimal(z.number().int().min(1).max(SEED_LOT_LIST_PAGE.maxLimit)).default(SEED_LOT_LIST_PAGE.defaultLimit),
  })
  .meta({ id: 'SeedLotListQuery' });
export type SeedLotListQuery = z.output<typeof SeedLotListQuery>;
export type SeedLotListQueryInput = z.input<typeof SeedLotListQuery>;

/** A list row's certification: its status, class and certificate number (null until certified). */
export const LotCertificationSummary = z.object({
  status: z.enum(LOT_CERTIFICATION_STATUSES),
  seedClass: z.enum(SEED_CLASSES),
  certificateNumber: text().nullable(),
});
export type LotCertificationSummary = z.infer<typeof LotCertificationSummary>;

/** One row of the seed-lot lists: what the four tabs show (spec 2 §2). */
export const SeedLotListItem = z
  .object({
    id: text(),
    lot_type: LotTypeEnum,
    status: LotStatusEnum,
    generation: text().nullable(),
    crop_id: z.uuid(),
    crop_name: text(),
    /** The organization's name for the variety, else the master's; null for a hybrid. */
    variety_name: text().nullable(),
    /** What the caller's organization owns of the lot, in its unit (null: it owns none). */
    quantity_owned: z.number().nullable(),
    quantity_unit: QuantityUnitEnum.nullable(),
    pack_size: z.number().nullable(),
    pack_unit: QuantityUnitEnum.nullable(),
    packaging_type: ContainerEnum.nullable(),
    /** The first farm's name (by planting date) and how many farms. */
    location: text().nullable(),
    farms_count: z.number().int(),
    /** yyyy-mm-dd: the earliest planting date of its farms. */
    planting_date: text().nullable(),
    /** Sum of farm area × share, in acres. */
    area_planted_acres: z.number().nullable(),
    /** Sum of the harvests, kg. */
    yield_kg: z.number().nullable(),
    /** yyyy-mm-dd: the latest harvest. */
    harvest_date: text().nullable(),
    packages_count: z.number().int().nullable(),
    /** yyyy-mm-dd */
    packaging_date: text().nullable(),
    parent_lot_id: text().nullable(),
    notes: text().nullable(),
    /** Whether the caller's organization grows the lot (it alone may delete or restore it). */
    is_grower: z.boolean(),
    created_at: text(),
    updated_at: text(),
    deleted_at: text().nullable(),
    /** The lot's seed-test status (issue 27): its own test, or the lot's it was packed from. */
    quality: z.enum(LOT_QUALITY_STATUSES),
    /** yyyy-mm-dd: the last day its current test is valid (passed, no standard, expired), else null. */
    quality_valid_until: text().nullable(),
    /**
     * The lot's certification (issue 28): its own application's, or the lot's it was packed or split
     * from (private.lot_certification); the class sought, or the certificate's; null when none.
     */
    certification: LotCertificationSummary.nullable(),
  })
  .meta({ id: 'SeedLotListItem' });
export type SeedLotListItem = z.infer<typeof SeedLotListItem>;

/** GET /api/v1/seed-lots: one page of a tab, with the total under its filters. */
export const SeedLotList = z
  .object({
    tab: SeedLotTabEnum,
    items: z.array(SeedLotListItem),
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
  })
  .meta({ id: 'SeedLotList' });
export type SeedLotList = z.infer<typeof SeedLotList>;

/** An owner of a lot and what it owns (spec 3 lot detail "current owners"). */
export const SeedLotOwner = z.object({
  organization_id: z.uuid(),
  organization_name: text(),
  quantity_owned: z.number(),
  unit: QuantityUnitEnum,
});
export type SeedLotOwner = z.infer<typeof SeedLotOwner>;

/** A farm a lot grows on (spec 3 lot detail "farms"). */
export const SeedLotFarm = z.object({
  farm_id: z.uuid(),
  name: text(),
  address: text().nullable(),
  total_area: z.number().nullable(),
  area_unit: text().nullable(),
  contribution_percentage: z.number(),
  area_used: z.number().nullable(),
  planting_date: text().nullable(),
  expected_harvest_date: text().nullable(),
  harvest_date: text().nullable(),
});

/** A harvest record (spec 3 §3 production_details). */
export const SeedLotHarvest = z.object({
  id: z.uuid(),
  actual_yield: z.number(),
  yield_unit: QuantityUnitEnum,
  harvest_date: text(),
  notes: text().nullable(),
});

/** How a packaged lot was packed. */
export const SeedLotPackaging = z.object({
  packages_count: z.number().int(),
  pack_size: z.number(),
  pack_unit: QuantityUnitEnum,
  packaging_type: ContainerEnum,
  packaging_date: text(),
  packaging_location: text().nullable(),
  batch_number: text().nullable(),
  notes: text().nullable(),
});

/** An item of a manifest, with its lot's crop and variety. */
export const ManifestItem = z.object({
  seed_lot_id: text(),
  crop_name: text().nullable(),
  variety_name: text().nullable(),
  quantity_transferred: z.number(),
  quantity_unit: QuantityUnitEnum,
  price_per_unit: z.number().nullable(),
  currency: text().nullable(),
  item_notes: text().nullable(),
  /** What an adjustment changed the organization's balance by (its ledger entry); absent otherwise. */
  change: z.object({ quantity: z.number(), unit: QuantityUnitEnum }).nullable().optional(),
});

/** A manifest as the lot's Transactions tab shows it. */
export const ManifestSummary = z.object({
  id: z.uuid(),
  manifest_type: ManifestTypeEnum,
  status: ManifestStatusEnum,
  from_org_name: text().nullable(),
  to_org_name: text().nullable(),
  transaction_date: text(),
  overall_notes: text().nullable(),
  items: z.array(ManifestItem),
});
export type ManifestSummary = z.infer<typeof ManifestSummary>;

/**
 * A lot of the lineage (spec 3 "Relationships"): every ancestor and descendant over parent and
 * source links. A lot of another organization (visible false) carries only id, crop, variety,
 * generation and lot type.
 */
export const LineageLot = z.object({
  id: text(),
  direction: z.enum(['self', 'ancestor', 'descendant']),
  depth: z.number().int(),
  /** The lot of the chain this one links to (its child for an ancestor, its parent for a descendant). */
  via: text().nullable(),
  relation: z.enum(['parent', 'source']).nullable(),
  purpose: SourcePurposeEnum.nullable(),
  lot_type: LotTypeEnum,
  crop_name: text(),
  variety_name: text().nullable(),
  generation: text().nullable(),
  visible: z.boolean(),
  status: LotStatusEnum.nullable(),
  deleted_at: text().nullable(),
  created_at: text().nullable(),
});
export type LineageLot = z.infer<typeof LineageLot>;

/** The claim code state of an unregistered source, for its grower. */
export const SeedLotClaim = z.object({
  /** An unredeemed, unrevoked code exists (it was shown once; a new one can be issued). */
  has_active_code: z.boolean(),
  redeemed_at: text().nullable(),
  origin_organization_name: text().nullable(),
});

/** GET /api/v1/seed-lots/{id}: the lot detail page in one answer (spec 3 lot detail). */
export const SeedLotDetail = z
  .object({
    // The detail's Certification card reads GET /api/v1/certification/lots/{id} instead.
    lot: SeedLotListItem.omit({ location: true, farms_count: true, certification: true }),
    quantity_total: z.number().nullable(),
    owners: z.array(SeedLotOwner),
    /** The owner of the largest share. */
    primary_owner: text().nullable(),
    grower_organization_name: text(),
    farms: z.array(SeedLotFarm),
    harvests: z.array(SeedLotHarvest),
    packaging: SeedLotPackaging.nullable(),
    manifests: z.array(ManifestSummary),
    lineage: z.array(LineageLot),
    claim: SeedLotClaim.nullable(),
    /** Spec 3: Record Harvest, Package Lot and Record Transaction under their conditions. */
    actions: z.object({ harvest: z.boolean(), package: z.boolean(), transaction: z.boolean() }),
  })
  .meta({ id: 'SeedLotDetail' });
export type SeedLotDetail = z.infer<typeof SeedLotDetail>;

/** POST /api/v1/seed-lots/unregistered answer: the lot and its claim code, shown this once. */
export const UnregisteredSourceCreated = z
  .object({ lot: SeedLotListItem, claim_code: text() })
  .meta({ id: 'UnregisteredSourceCreated' });
export type UnregisteredSourceCreated = z.infer<typeof UnregisteredSourceCreated>;

/** POST /api/v1/seed-lots/{id}/claim-code answer: a new code (the earlier one no longer works). */
export const ClaimCodeIssued = z.object({ claim_code: text() }).meta({ id: 'ClaimCodeIssued' });
export type ClaimCodeIssued = z.infer<typeof ClaimCodeIssued>;

/** POST /api/v1/seed-lot-claims: the supplier's claim screen. */
export const ClaimRedeem = z
  .object({
    code: text({ error: M.claimCodeInvalid })
      .max(64, M.claimCodeInvalid)
      .refine((code) => normalizeClaimCode(code).length === 24, M.claimCodeInvalid),
    /** One of the claiming organization's own lots, recorded as the lot's source. */
    source_lot_id: text()
      .trim()
      .max(64)
      .nullable()
      .optional()
      .transform((v) => v || null),
  })
  .meta({ id: 'ClaimRedeem', example: { code: 'C2B5-AC14-4D73-B440-B6B3-EE0E', source_lot_id: null } });
export type ClaimRedeem = z.output<typeof ClaimRedeem>;
export type ClaimRedeemInput = z.input<typeof ClaimRedeem>;

/** The claim recorded: the lot whose origin the organization now is. */
export const ClaimRedeemed = z
  .object({
    seed_lot_id: text(),
    crop_name: text(),
    variety_name: text().nullable(),
    linked_source_lot_id: text().nullable(),
  })
  .meta({ id: 'ClaimRedeemed' });
export type ClaimRedeemed = z.infer<typeof ClaimRedeemed>;

/** GET /api/v1/variety-choices?crop=: the varieties a lot of a crop may be of. */
export const VarietyChoicesQuery = z.object({ crop: z.uuid({ error: M.cropRequired }) });

/** Master varieties of the crop and the organization's own ('(Organization)' in the selects). */
export const VarietyChoices = z
  .object({
    masters: z.array(z.object({ id: z.uuid(), name: text() })),
    organization: z.array(z.object({ id: z.uuid(), display_name: text(), master_variety_id: z.uuid().nullable() })),
  })
  .meta({ id: 'VarietyChoices' });
export type VarietyChoices = z.infer<typeof VarietyChoices>;
