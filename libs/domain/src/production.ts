import { z } from 'zod';
import { calendarDate, decimal, isCalendarDate, text, TEXT_MESSAGES } from './primitives';
import { todayInIndia } from './dates';
import {
  PACKAGING_LIMITS,
  PRODUCTION_MESSAGES as P,
  WIZARD_STEPS,
  type WizardData,
  type WizardDraft,
  wizardStepRefusal,
} from './production-rules';
import { ContainerEnum, LotTypeEnum, PackUnitEnum, QuantityUnitEnum, SourcePurposeEnum } from './seed-lots';
import { SEED_LOT_LIMITS } from './seed-lots-rules';

// Request and response schemas of the flows that make lots from lots (issue 12): the production
// wizard, harvest and packaging. Their messages are spec 2 §5's and spec 3's, in the spec's order.

const isoDate = calendarDate();
const optionalDate = isoDate
  .nullable()
  .optional()
  .transform((v) => v ?? null);
const optionalText = (max: number) =>
  text()
    .trim()
    .max(max)
    .nullable()
    .optional()
    .transform((v) => v || null);
/** An amount the 3-decimal quantity columns can hold: from 0.001 up to `max`. */
const positive = (message: string, max = SEED_LOT_LIMITS.maxQuantity) =>
  decimal(z.number({ error: message }).min(SEED_LOT_LIMITS.storedPrecision, message).max(max, message), message);

/** The expected harvest comes after planting (spec 3's words), when both are given. */
const harvestAfterPlanting = <T extends { planting_date: string | null; expected_harvest_date: string | null }>(v: T) =>
  !v.planting_date || !v.expected_harvest_date || v.expected_harvest_date >= v.planting_date;

/** A source lot of the wizard: the lot, how much of it, and its role in a hybrid cross. */
export const ProductionSource = z.object({
  lot_id: text({ error: P.sourceNotSelected }).min(1, P.sourceNotSelected).max(64, P.sourceNotSelected),
  quantity: positive(P.sourceQuantityInvalid),
  unit: QuantityUnitEnum,
  purpose: SourcePurposeEnum.default('source'),
});

/** A farm of the wizard and the area of it used, in the farm's own unit. */
export const ProductionFarm = z.object({
  farm_id: z.uuid({ error: P.contributionRequired }),
  area_used: positive(P.contributionsNotHundred),
});

/**
 * POST /api/v1/seed-lots/production: the wizard's submit (spec 2 "Production wizard"). The crop
 * and variety are the sources' (a hybrid's crop is the female parent's), never the client's.
 */
export const ProductionLotCreate = z
  .object({
    sources: z.array(ProductionSource, { error: P.sourceRequired }).min(1, P.sourceRequired).max(20),
    farms: z.array(ProductionFarm, { error: P.contributionRequired }).min(1, P.contributionRequired).max(50),
    generation: text({ error: P.generationRequired }).trim().min(1, P.generationRequired).max(40),
    planting_date: optionalDate,
    expected_harvest_date: optionalDate,
    notes: optionalText(SEED_LOT_LIMITS.notesMaxLength),
  })
  .refine(harvestAfterPlanting, { path: ['expected_harvest_date'], message: P.harvestBeforePlanting })
  .meta({
    id: 'ProductionLotCreate',
    example: {
      sources: [{ lot_id: 'SL-20261123-1129169-7919', quantity: 12.5, unit: 'packages', purpose: 'source' }],
      farms: [{ farm_id: '00000000-0000-4000-8000-000000000000', area_used: 4 }],
      generation: 'F2',
      planting_date: '2026-11-25',
    },
  });
export type ProductionLotCreate = z.output<typeof ProductionLotCreate>;
export type ProductionLotCreateInput = z.input<typeof ProductionLotCreate>;

/**
 * The production wizard's entries as the browser keeps them for the tab's session: a stored copy
 * is read back with this schema. A copy that is not a draft (a row of the wrong shape, lists
 * missing, a NUL in a row) fails; loose fields fall back (a cross only when `hybrid` is true,
 * texts to '', an untyped generation to null) and unknown keys are dropped.
 */
export const ProductionWizardDraft = z.object({
  hybrid: z.unknown().transform((v) => v === true),
  sources: z.array(z.object({ lotId: text(), quantity: text(), purpose: SourcePurposeEnum })),
  farms: z.array(z.object({ farmId: text(), areaUsed: text() })),
  generation: text().nullable().catch(null),
  plantingDate: text().catch(''),
  expectedHarvestDate: text().catch(''),
  notes: text().catch(''),
}) satisfies z.ZodType<WizardDraft, unknown>;

/**
 * The schemas of the wizard's steps Source Lots, Farm Selection and Seed Lot Details, in order,
 * for the picker's lots and the organization's farms: each reads the draft and refines it with
 * its step's rules (wizardStepRefusal: checkSources, checkContributions, checkDetails), the first
 * message on `root.step`. The submit itself is ProductionLotCreate: the server has no picker
 * (available amounts, crops), and the database checks the same rules (create_production_lot).
 */
export function productionWizardSteps(data: WizardData) {
  return WIZARD_STEPS.slice(0, -1).map((_, step) =>
    ProductionWizardDraft.superRefine((draft, ctx) => {
      const message = wizardStepRefusal(step, draft, data);
      if (message) ctx.addIssue({ code: 'custom', path: ['root', 'step'], message });
    }),
  );
}

/** POST /api/v1/seed-lots/{id}/harvests: the harvest form (spec 3, its order of messages). */
export const HarvestCreate = z
  .object({
    actual_yield: positive(P.yieldInvalid),
    yield_unit: PackUnitEnum.default('Kg'),
    pack_size: positive(P.packSizeInvalid),
    pack_unit: PackUnitEnum.default('Kg'),
    packaging_type: ContainerEnum.default('bag'),
    harvest_date: text({ error: P.harvestDateRequired })
      .refine((v) => v !== '', { message: P.harvestDateRequired, abort: true })
      .refine(isCalendarDate, { message: TEXT_MESSAGES.dateInvalid, abort: true })
      // a harvest has happened: not after today in India (the planting date is the database's to check)
      .refine((v) => v <= todayInIndia(), P.harvestDateInFuture),
    notes: optionalText(SEED_LOT_LIMITS.notesMaxLength),
  })
  .meta({
    id: 'HarvestCreate',
    example: { harvest_date: '2026-11-23', actual_yield: 850, yield_unit: 'Kg', pack_size: 25, pack_unit: 'Kg' },
  });
export type HarvestCreate = z.output<typeof HarvestCreate>;
export type HarvestCreateInput = z.input<typeof HarvestCreate>;

/** A parent of a packaging lot; one parent may leave its quantity out (the packed quantity). */
export const PackagingParent = z.object({
  lot_id: text({ error: P.parentInvalid }).min(1, P.parentInvalid).max(64, P.parentInvalid),
  quantity: positive(P.parentQuantityInvalid)
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  unit: QuantityUnitEnum.nullable()
    .optional()
    .transform((v) => v ?? null),
});

/** POST /api/v1/seed-lots/packaging: 'Create Packaging Lot' (spec 2 "Packaging lot creation"). */
export const PackagingLotCreate = z
  .object({
    parents: z.array(PackagingParent, { error: P.parentRequired }).min(1, P.parentRequired).max(20),
    pack_size: decimal(
      z.number({ error: P.packSizeInvalid }).min(PACKAGING_LIMITS.minPackSize, P.packSizeInvalid).max(100_000),
      P.packSizeInvalid,
    ),
    pack_unit: PackUnitEnum,
    packages_count: decimal(
      z
        .number({ error: P.packagesCountInvalid })
        .int(P.packagesCountInvalid)
        .min(PACKAGING_LIMITS.minPackages, P.packagesCountInvalid)
        .max(10_000_000, P.packagesCountInvalid),
      P.packagesCountInvalid,
    ),
    packaging_date: isoDate,
    packaging_type: ContainerEnum.default('bag'),
    packaging_location: optionalText(200),
    batch_number: optionalText(100),
    notes: optionalText(SEED_LOT_LIMITS.notesMaxLength),
  })
  .meta({
    id: 'PackagingLotCreate',
    example: {
      parents: [{ lot_id: 'SL-20261123-1129169-7919', quantity: 500, unit: 'Kg' }],
      pack_size: 5,
      pack_unit: 'Kg',
      packages_count: 100,
      packaging_date: '2026-11-23',
    },
  });
export type PackagingLotCreate = z.output<typeof PackagingLotCreate>;
export type PackagingLotCreateInput = z.input<typeof PackagingLotCreate>;

/** The new lot of a flow. */
export const LotCreated = z.object({ id: text() }).meta({ id: 'LotCreated' });
export type LotCreated = z.infer<typeof LotCreated>;

/** GET /api/v1/seed-lots/source-options?purpose=: what the wizard's and packaging's pickers offer. */
export const SourceOptionsQuery = z.object({ purpose: z.enum(['production', 'packaging']).default('production') });

/** A lot the organization may draw from, with what it owns of it. */
export const SourceLotOption = z.object({
  id: text(),
  lot_type: LotTypeEnum,
  generation: text().nullable(),
  crop_id: z.uuid(),
  crop_name: text(),
  is_hybrid_capable: z.boolean(),
  variety_id: z.uuid().nullable(),
  org_variety_id: z.uuid().nullable(),
  variety_name: text().nullable(),
  available: z.number(),
  unit: QuantityUnitEnum,
  pack_size: z.number().nullable(),
  pack_unit: QuantityUnitEnum.nullable(),
});
export type SourceLotOption = z.infer<typeof SourceLotOption>;

export const SourceLotOptions = z.object({ items: z.array(SourceLotOption) }).meta({ id: 'SourceLotOptions' });
export type SourceLotOptions = z.infer<typeof SourceLotOptions>;

/** One lot's mass balance in kilograms: in = owned + drawn by children + transferred away. */
export const MassBalance = z.object({
  seed_lot_id: text(),
  produced_or_received_kg: z.number(),
  owned_kg: z.number(),
  drawn_by_children_kg: z.number(),
  transferred_away_kg: z.number(),
  adjusted_kg: z.number(),
  balanced: z.boolean(),
});
export type MassBalance = z.infer<typeof MassBalance>;

/** GET /api/v1/seed-lots/mass-balance: the organization's lots that do not balance (all with ?all=true). */
export const MassBalanceQuery = z.object({
  all: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});
export const MassBalanceReport = z
  .object({ items: z.array(MassBalance), unbalanced: z.number().int() })
  .meta({ id: 'MassBalanceReport' });
export type MassBalanceReport = z.infer<typeof MassBalanceReport>;

/** PATCH /api/v1/seed-lots/{id}: what a grower may change (issue 12), with creation's checks. */
export const SeedLotUpdate = z
  .object({
    generation: text({ error: P.generationRequired }).trim().min(1, P.generationRequired).max(40),
    notes: optionalText(SEED_LOT_LIMITS.notesMaxLength),
    planting_date: optionalDate,
    expected_harvest_date: optionalDate,
  })
  .refine(harvestAfterPlanting, { path: ['expected_harvest_date'], message: P.harvestBeforePlanting })
  .meta({ id: 'SeedLotUpdate', example: { generation: 'F3', notes: 'Rogued twice', planting_date: '2026-06-20' } });
export type SeedLotUpdate = z.output<typeof SeedLotUpdate>;
export type SeedLotUpdateInput = z.input<typeof SeedLotUpdate>;
