import { z } from 'zod';
import { decimal, text } from './primitives';
import {
  INDIAN_STATES,
  SEASONS,
  VARIETY_LIMITS,
  VARIETY_LIST_PAGE,
  VARIETY_MESSAGES as M,
  VARIETY_SOURCE_TIERS,
  VARIETY_TABS,
  VARIETY_TEXT_LIMITS,
  VARIETY_VISIBILITIES,
} from './varieties-rules';

// Request and response schemas of the variety catalogue (/api/v1/crops, /api/v1/varieties…).
// The form schemas carry spec 2 §5's messages in its order (crop, master variety, name,
// maturity days), so the modal and the BFF refuse the same input with the same words.

/** Growing season (spec 2 §3). */
export const SeasonEnum = z.enum(SEASONS);
/** One of the 28 Indian states (spec 2 §3). */
export const IndianStateEnum = z.enum(INDIAN_STATES);
/** Who reads an organization's variety (spec 2 §3). */
export const VarietyVisibilityEnum = z.enum(VARIETY_VISIBILITIES);
/** How well a master row is sourced (the data file's tier). */
export const VarietySourceTierEnum = z.enum(VARIETY_SOURCE_TIERS);

/** Characteristics: key to text or number; numbers stay numbers (spec 2 §2). */
export const VarietyCharacteristics = z
  .record(
    text().min(1).max(VARIETY_TEXT_LIMITS.characteristicKeyMaxLength),
    z.union([text().max(VARIETY_TEXT_LIMITS.characteristicValueMaxLength), z.number()]),
  )
  .refine((value) => Object.keys(value).length <= VARIETY_TEXT_LIMITS.maxCharacteristics, {
    message: `At most ${VARIETY_TEXT_LIMITS.maxCharacteristics} characteristics`,
  })
  .meta({ id: 'VarietyCharacteristics', example: { 'Grain colour': 'amber', 'Yield (q/ha)': 52 } });
export type VarietyCharacteristics = z.infer<typeof VarietyCharacteristics>;

/** A crop of the master data (spec 2 §3). */
export const Crop = z
  .object({
    id: z.uuid(),
    name: text(),
    alias: text().nullable(),
    scientific_name: text().nullable(),
    hindi_name: text().nullable(),
    marathi_name: text().nullable().default(null),
    is_hybrid_capable: z.boolean(),
  })
  .meta({ id: 'Crop' });
export type Crop = z.infer<typeof Crop>;

/** GET /api/v1/crops: every crop, by name. */
export const CropList = z.object({ items: z.array(Crop) }).meta({ id: 'CropList' });
export type CropList = z.infer<typeof CropList>;

/** Where a master row comes from (the data file's source and tier). */
export const VarietySource = z
  .object({
    title: text().nullable(),
    publisher: text().nullable(),
    url: text().nullable(),
    archived_url: text().nullable(),
    tier: VarietySourceTierEnum.nullable(),
    note: text().nullable(),
  })
  .meta({ id: 'VarietySource' });
export type VarietySource = z.infer<typeof VarietySource>;

/** A master variety (the Discover card) with its notification details and source. */
export const MasterVariety = z
  .object({
    id: z.uuid(),
    crop_id: z.uuid(),
    crop_name: text(),
    crop_scientific_name: text().nullable(),
    name: text(),
    common_name: text().nullable(),
    description: text().nullable(),
    scientific_name: text().nullable(),
    maturity_days: z.number().int().nullable(),
    recommended_states: z.array(IndianStateEnum),
    seasons: z.array(SeasonEnum),
    characteristics: VarietyCharacteristics,
    release_year: z.number().int().nullable(),
    releasing_institute: text().nullable(),
    notification_number: text().nullable(),
    /** yyyy-mm-dd */
    notification_date: text().nullable(),
    zone: text().nullable(),
    source: VarietySource,
  })
  .meta({ id: 'MasterVariety' });
export type MasterVariety = z.infer<typeof MasterVariety>;

/** An organization's variety (the My Varieties card): imported (master_variety_id) or custom. */
export const OrganizationVariety = z
  .object({
    id: z.uuid(),
    organization_id: z.uuid(),
    master_variety_id: z.uuid().nullable(),
    crop_id: z.uuid(),
    crop_name: text(),
    display_name: text(),
    custom_description: text().nullable(),
    characteristics: VarietyCharacteristics,
    recommended_states: z.array(IndianStateEnum),
    seasons: z.array(SeasonEnum),
    maturity_days: z.number().int().nullable(),
    visibility: VarietyVisibilityEnum,
    is_active: z.boolean(),
    created_at: text(),
    updated_at: text(),
  })
  .meta({ id: 'OrganizationVariety' });
export type OrganizationVariety = z.infer<typeof OrganizationVariety>;

const maturityDays = decimal(
  z
    .number({ error: M.maturityDaysInvalid })
    .int(M.maturityDaysInvalid)
    .min(VARIETY_LIMITS.minMaturityDays, M.maturityDaysInvalid)
    .max(VARIETY_LIMITS.maxMaturityDays, M.maturityDaysInvalid),
  M.maturityDaysInvalid,
)
  .nullable()
  .optional()
  .transform((v) => v ?? null);

const requiredName = text({ error: M.nameRequired })
  .trim()
  .min(1, M.nameRequired)
  .max(VARIETY_TEXT_LIMITS.nameMaxLength, M.nameRequired);

const unique = <T>(values: T[]) => [...new Set(values)];

/** The fields after the name that create and edit share (spec 2 "Add/Edit Variety modal"). */
const detailFields = {
  maturity_days: maturityDays,
  visibility: VarietyVisibilityEnum.default('private'),
  custom_description: text()
    .trim()
    .max(VARIETY_TEXT_LIMITS.descriptionMaxLength)
    .nullable()
    .optional()
    .transform((v) => v || null),
  seasons: z
    .array(SeasonEnum)
    .max(SEASONS.length * 2)
    .default([])
    .transform(unique),
  recommended_states: z
    .array(IndianStateEnum)
    .max(INDIAN_STATES.length * 2)
    .default([])
    .transform(unique),
  characteristics: VarietyCharacteristics.default({}),
};

const cropId = z.uuid({ error: M.cropRequired });

/** The modal's "Import from Master Varieties": the master's values as pre-filled and edited. */
export const VarietyFromMaster = z.object({
  source: z.literal('master'),
  crop_id: cropId,
  master_variety_id: z.uuid({ error: M.masterRequired }),
  /** Pre-filled with the master's name; blank keeps the master's name. */
  display_name: text()
    .trim()
    .max(VARIETY_TEXT_LIMITS.nameMaxLength, M.nameRequired)
    .nullable()
    .optional()
    .transform((v) => v || null),
  ...detailFields,
});

/** The modal's "Create Custom Variety". */
export const CustomVariety = z.object({
  source: z.literal('custom'),
  crop_id: cropId,
  display_name: requiredName,
  ...detailFields,
});

/**
 * POST /api/v1/varieties and the Add Variety form. Spec 2 §5 order: crop, master variety (when
 * importing), name (custom), maturity days 0–365.
 */
export const VarietyCreate = z
  .discriminatedUnion('source', [VarietyFromMaster, CustomVariety], { error: M.masterRequired })
  .meta({
    id: 'VarietyCreate',
    example: {
      source: 'custom',
      crop_id: '00000000-0000-4000-8000-000000000000',
      display_name: 'Sharbati selection',
      maturity_days: 120,
      visibility: 'private',
      seasons: ['rabi'],
      recommended_states: ['Madhya Pradesh'],
      characteristics: { 'Grain colour': 'amber', 'Yield (q/ha)': 52 },
    },
  });
export type VarietyCreate = z.output<typeof VarietyCreate>;
export type VarietyCreateInput = z.input<typeof VarietyCreate>;

/** PATCH /api/v1/varieties/{id} and the Edit Variety form (the crop and master stay). */
export const VarietyUpdate = z.object({ display_name: requiredName, ...detailFields }).meta({
  id: 'VarietyUpdate',
  example: { display_name: 'HI 1544 (our lot)', maturity_days: 118, characteristics: { 'Yield (q/ha)': 50 } },
});
export type VarietyUpdate = z.output<typeof VarietyUpdate>;
export type VarietyUpdateInput = z.input<typeof VarietyUpdate>;

/** POST /api/v1/varieties/import: the Discover card's Import (copies the master as it is). */
export const VarietyImport = z
  .object({ master_variety_id: z.uuid({ error: M.masterRequired }) })
  .meta({ id: 'VarietyImport' });
export type VarietyImport = z.infer<typeof VarietyImport>;

/** The id of an organization's variety; a malformed id is answered as not found (404). */
export const VarietyIdParams = z.object({ id: text().min(1).max(64) });

export const VarietyTab = z.enum(VARIETY_TABS);
export type VarietyTab = z.infer<typeof VarietyTab>;

/** GET /api/v1/varieties query: the filter panel and the tab, applied in the database; paged. */
export const VarietyListQuery = z
  .object({
    search: text().trim().max(200).optional(),
    crop: z.uuid().optional(),
    season: SeasonEnum.optional(),
    state: IndianStateEnum.optional(),
    tab: VarietyTab.default('my'),
    page: decimal(z.number().int().min(1).max(100_000)).default(1),
    limit: decimal(z.number().int().min(1).max(VARIETY_LIST_PAGE.maxLimit)).default(VARIETY_LIST_PAGE.defaultLimit),
  })
  .meta({ id: 'VarietyListQuery' });
export type VarietyListQuery = z.output<typeof VarietyListQuery>;
export type VarietyListQueryInput = z.input<typeof VarietyListQuery>;

/**
 * GET /api/v1/varieties: one page of the chosen tab (`my` or `discover`, the other list empty)
 * and both tabs' counts under the same filters, so the page needs one request.
 */
export const VarietyList = z
  .object({
    tab: VarietyTab,
    my: z.array(OrganizationVariety),
    discover: z.array(MasterVariety),
    my_count: z.number().int(),
    discover_count: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
  })
  .meta({ id: 'VarietyList' });
export type VarietyList = z.infer<typeof VarietyList>;
