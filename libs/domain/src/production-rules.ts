// Lots made from lots (spec 2 §2 production wizard and packaging, §4 generation suggestion, §5, §9;
// spec 3 harvest): plain constants and pure rules, no zod, so the wizard, packaging and harvest
// screens can use them statically and the services can answer with the same words. The unit rule
// is the one of private.to_kilograms / private.convert_quantity (20261123070000_production_flows.sql).

import type { Farm } from './farms';
import { convertArea, FARM_LIMITS } from './farms-rules';
import type { SourceLotOption } from './production';
import {
  formatQuantity,
  PACK_UNITS,
  type PackUnit,
  QUANTITY_UNITS,
  type QuantityUnit,
  SEED_LOT_MESSAGES,
  type SourcePurpose,
} from './seed-lots-rules';

/** A farm's area unit (farms-rules' AREA_UNITS). */
type AreaUnit = Parameters<typeof convertArea>[1];

// messages ----------------------------------------------------------------------------------------

/**
 * Spec 2 §5 (production wizard source lots, farm contributions, details, wizard default; packaging
 * parent lots), spec 2 §8 (production and packaging toasts, wizard load errors) and spec 3 §5/§8
 * (harvest) words. Messages with placeholders are functions.
 */
export const PRODUCTION_MESSAGES = {
  // Production wizard source lots (spec 2 §5, checked in this order).
  sourceRequired: 'At least one source lot is required',
  sourceNotSelected: 'All source lots must be selected',
  sourceQuantityInvalid: 'All source lots must have a quantity greater than 0',
  quantityExceedsAvailable: (available: number, unit: string) =>
    `Quantity exceeds available amount (${formatQuantity(available)} ${unit})`,
  sourcesNotSameCrop: 'All source lots must be of the same crop type',
  sourcesNotSameVariety: 'All source lots must be of the same variety',
  maleParentRequired: 'A male parent lot is required for hybrid crosses',
  femaleParentRequired: 'A female parent lot is required for hybrid crosses',
  /** Not in the spec: a hybrid cross is exactly one male and one female parent (as create_production_lot). */
  hybridNeedsTwoParents: 'A hybrid cross takes exactly one male parent lot and one female parent lot',
  // Farm contributions (spec 2 §5).
  contributionRequired: 'At least one farm contribution is required',
  contributionsNotHundred: 'Farm contributions must add up to 100%',
  allFarmsAdded: 'All farms have been added already',
  noFarmsToAdd: 'No farms available to add',
  // Details and the wizard default (spec 2 §5).
  cropRequired: 'Crop is required',
  varietyRequired: 'Variety is required',
  generationRequired: 'Generation is required',
  /** Not in the spec: the edit screen's dates. */
  harvestBeforePlanting: 'The expected harvest date cannot be before the planting date',
  /** Not in the spec: the edit screen's toasts. */
  lotUpdated: 'Seed lot updated successfully',
  lotUpdateFailed: 'Failed to update seed lot',
  completeRequiredFields: 'Please complete all required fields',
  // Wizard toasts and load errors (spec 2 §8).
  productionCreated: 'Production lot created successfully!',
  productionFailed: 'Failed to create production lot',
  noFarms: 'No farms found. Please create a farm first.',
  farmsLoadFailed: 'Failed to load farms',
  sourceLotsLoadFailed: 'Failed to load available source lots',
  // Packaging (spec 2 §5 parent lots, checked in this order; §8 toasts).
  parentRequired: 'At least one parent lot must be selected',
  parentInvalid: 'Please select a valid source lot',
  parentQuantityInvalid: 'Please enter a valid quantity for all parent lots',
  parentUnitRequired: 'Please specify a unit for all parent lots',
  /** Not in the spec's words (it answered 'Invalid input'): the rule is a whole number from 1. */
  packagesCountInvalid: 'Please enter a whole number of packages, 1 or more',
  /** Not in the spec: several parents must give exactly what the packages hold (mass balance). */
  packagingQuantityMismatch: 'The parent lots’ quantities must add up to the packages × pack size',
  packagingDateRequired: 'Please select a packaging date',
  packagingCreated: 'Packaging lot created successfully',
  packagingFailed: 'Failed to create packaging lot',
  // Harvest (spec 3 §5 form in this order, lot refusals, §8 toasts).
  yieldInvalid: 'Please enter a valid yield quantity',
  packSizeInvalid: SEED_LOT_MESSAGES.packSizeInvalid,
  harvestDateRequired: 'Please select a harvest date',
  // not shown in the spec: dates that must agree with each other (issue 24)
  harvestDateInFuture: 'The harvest date cannot be in the future',
  harvestBeforePlantingDate: 'The harvest date cannot be before the planting date',
  packagingBeforeHarvest: 'The packaging date cannot be before the harvest of the lot it is packed from',
  onlyProductionHarvested: 'Only production lots can be harvested',
  harvestStatus: (status: string) =>
    `This lot must be in active or draft status to be harvested. Current status: ${status}`,
  notFound: SEED_LOT_MESSAGES.notFound,
  harvested: 'Seed lot marked as harvested successfully',
  harvestFailed: 'Failed to harvest seed lot',
} as const;

// numbers -------------------------------------------------------------------------------------------

/** `value` × 10^`by`, exactly in decimal (3.65 stays 3.65, not 3.6499…). */
function shiftDecimal(value: number, by: number): number {
  const [mantissa, exponent] = value.toExponential().split('e');
  return Number(`${mantissa}e${Number(exponent) + by}`);
}

/** Rounds half away from zero to `decimals`, in decimal (as Postgres round(numeric, n)). */
function roundTo(value: number, decimals: number): number {
  if (!Number.isFinite(value)) return value;
  const rounded = shiftDecimal(Math.round(shiftDecimal(Math.abs(value), decimals)), -decimals);
  return value < 0 ? -rounded : rounded;
}

/** Quantities are numeric(14, 3) in the database (spec 2 §3): rounds to 3 decimals, half away from zero. */
export function roundQuantity(value: number): number {
  return roundTo(value, 3);
}

const isPositive = (value: number | null | undefined): value is number =>
  value != null && Number.isFinite(value) && value > 0;

// generation (spec 2 §4) -------------------------------------------------------------------------------------

/** Spec 2 §4: a hybrid is generation F1. */
export const HYBRID_GENERATION = 'F1';

/** Spec 2 §4: the generation suggested when the sources have none. */
export const FIRST_GENERATION = 'F1';

/** A class of the Indian seed chain, with an optional stage: 'Foundation', 'Certified seed stage II', 'Breeder 1'. */
const SEED_CLASS = /^(nucleus|breeder|foundation|certified)(?:\s+seed)?(?:[\s-]*(?:stage)?[\s-]*(?:\d+|i{1,3}|iv))?$/i;

/** Adds one to a string of digits, keeping its width: '9' → '10', '09' → '10', '007' → '008'. */
function incrementDigits(digits: string): string {
  const out = digits.split('');
  for (let i = out.length - 1; i >= 0; i--) {
    if (out[i] !== '9') {
      out[i] = String(Number(out[i]) + 1);
      return out.join('');
    }
    out[i] = '0';
  }
  return `1${out.join('')}`;
}

/**
 * Spec 2 §4, the generation the production wizard suggests after the sources' one:
 * - empty, null or blank → 'F1';
 * - F goes to the next F up to F4, then R1: F1→F2, F2→F3, F3→F4, F4→R1 (and F5 or above → R1);
 * - R goes to R1 or R2, then C1: R1→R2, R2→C1 (and R3 or above → C1);
 * - C and G just increment: C1→C2, G3→G4 (C9→C10);
 * - a bare letter counts as generation 0: 'F'→'F1', 'R'→'R1', 'C'→'C1', 'G'→'G1'.
 * The letter is read in any case, with optional spaces or a hyphen before the number ('f 2', 'R-1'),
 * and the suggestion is upper case without them ('F3', 'R2').
 *
 * The Indian seed chain's classes (Seeds Act 1966 certification: nucleus → breeder → foundation →
 * certified) follow the chain, not a counter (issue 26: 'Foundation' suggested 'Foundation 1'):
 * Nucleus→Breeder, Breeder→Foundation, Foundation (any stage: 'Foundation 2', 'Foundation II')→
 * Certified, Certified or its stage I→'Certified 2', a later certified stage stays 'Certified 2'
 * (stage II is the last that may be certified). Read in any case, '… seed' and 'stage' allowed.
 *
 * Anything else increments its last number, keeping the text around it and the number's width:
 * 'Gen 09'→'Gen 10', 'Lot 99'→'Lot 100'. Text without a number gets ' 1' appended:
 * 'Selection'→'Selection 1'. Outer spaces are dropped.
 */
export function suggestGeneration(previous: string | null | undefined): string {
  const text = (previous ?? '').trim();
  if (!text) return FIRST_GENERATION;
  const seedClass = SEED_CLASS.exec(text);
  if (seedClass) {
    const name = seedClass[1]!.toLowerCase();
    if (name === 'nucleus') return 'Breeder';
    if (name === 'breeder') return 'Foundation';
    if (name === 'foundation') return 'Certified';
    return 'Certified 2';
  }
  const lettered = /^([fFrRcCgG])[\s-]*(\d*)$/.exec(text);
  if (lettered) {
    const letter = lettered[1]!.toUpperCase();
    const digits = lettered[2] ?? '';
    const n = digits ? Number(digits) : 0;
    if (letter === 'F') return n < 4 ? `F${n + 1}` : 'R1';
    if (letter === 'R') return n < 2 ? `R${n + 1}` : 'C1';
    return `${letter}${digits ? incrementDigits(digits.replace(/^0+(?=\d)/, '')) : '1'}`;
  }
  const last = /(\d+)(\D*)$/.exec(text);
  if (!last) return `${text} 1`;
  return `${text.slice(0, last.index)}${incrementDigits(last[1]!)}${last[2]}`;
}

// units ----------------------------------------------------------------------------------------------------

/**
 * Kilograms in one of each pack unit (spec 2 §3 choices): the one conversion rule of harvest,
 * packaging and transfers, the same factors as private.to_kilograms. Tons are metric tonnes,
 * lbs and oz the international avoirdupois pound and ounce.
 */
export const MASS_UNIT_KG: Readonly<Record<PackUnit, number>> = {
  Kg: 1,
  g: 0.001,
  Tons: 1000,
  lbs: 0.45359237,
  oz: 0.028349523125,
};

/** The pack a quantity in 'packages' is counted in: one package holds `size` `unit`. */
export interface Pack {
  size: number;
  unit: PackUnit;
}

const isPackUnit = (unit: string): unit is PackUnit => (PACK_UNITS as readonly string[]).includes(unit);
const isUsablePack = (pack: Pack | null | undefined): pack is Pack =>
  pack != null && isPositive(pack.size) && isPackUnit(pack.unit);

/** Kilograms in one `unit` (unrounded), or null: unknown unit, or packages without a usable pack. */
function kilogramsPerUnit(unit: QuantityUnit, pack?: Pack | null): number | null {
  if (isPackUnit(unit)) return MASS_UNIT_KG[unit];
  if (unit === 'packages' && isUsablePack(pack)) return pack.size * MASS_UNIT_KG[pack.unit];
  return null;
}

/**
 * A quantity in kilograms, rounded to 3 decimals. Mass units convert by MASS_UNIT_KG; 'packages'
 * convert through the pack (packages × size × the pack unit's factor). Returns null, as
 * private.to_kilograms does, when a packages quantity has no pack (or its size is not above 0),
 * or the unit is unknown.
 */
export function toKilograms(quantity: number, unit: QuantityUnit, pack?: Pack | null): number | null {
  const factor = kilogramsPerUnit(unit, pack);
  return factor == null ? null : roundQuantity(quantity * factor);
}

/**
 * Whether quantities convert between two units (spec 2 §3 units): a unit to itself and mass to
 * mass always; packages to or from mass only with a pack whose size is above 0.
 */
export function unitsConvert(from: QuantityUnit, to: QuantityUnit, pack?: Pack | null): boolean {
  if (from === to) return (QUANTITY_UNITS as readonly string[]).includes(from);
  return kilogramsPerUnit(from, pack) != null && kilogramsPerUnit(to, pack) != null;
}

/**
 * A quantity in another unit, rounded to 3 decimals (as private.convert_quantity), or null when
 * the units do not convert (see unitsConvert). The same unit gives the quantity back, rounded.
 */
export function convertQuantity(
  quantity: number,
  from: QuantityUnit,
  to: QuantityUnit,
  pack?: Pack | null,
): number | null {
  if (!unitsConvert(from, to, pack)) return null;
  if (from === to) return roundQuantity(quantity);
  return roundQuantity((quantity * kilogramsPerUnit(from, pack)!) / kilogramsPerUnit(to, pack)!);
}

// source lots (spec 2 §5) -----------------------------------------------------------------------------------

/** Spec 2 §5 and §9: the wizard's source quantity input, min 0.1, step 0.1. */
export const SOURCE_QUANTITY = { min: 0.1, step: 0.1 } as const;

/**
 * Spec 2 §5: the quantity a source lot gets when selected, half its available amount rounded to
 * 1 decimal (half up: 7.3 → 3.7), never above the available amount and at least 0.1 when 0.1 or
 * more is available. With less than 0.1 available (the input's minimum cannot be met) it is the
 * whole available amount, rounded down to 3 decimals; nothing available (0, negative, not a
 * number) gives 0.
 */
export function defaultSourceQuantity(available: number): number {
  if (!isPositive(available)) return 0;
  if (available < SOURCE_QUANTITY.min) return Math.floor(shiftDecimal(available, 3)) / 1000;
  return Math.min(available, Math.max(SOURCE_QUANTITY.min, roundTo(available / 2, 1)));
}

/** A source lot row of the production wizard, as checkSources reads it. */
export interface SourceLotDraft {
  /** The chosen lot, null (or blank) while none is. */
  lotId: string | null;
  quantity: number | null;
  /** What the organization owns of the lot, in `unit`. */
  available: number;
  unit: string;
  cropId: string;
  varietyId: string | null;
  /** The organization's own variety, compared with varietyId when given. */
  orgVarietyId?: string | null;
  purpose: SourcePurpose;
}

/** Whether the sources make a hybrid cross: some lot is a male or female parent (as create_production_lot). */
export function isHybridCross(sources: readonly Pick<SourceLotDraft, 'purpose'>[]): boolean {
  return sources.some((s) => s.purpose !== 'source');
}

/**
 * Spec 2 §5: the first problem of the wizard's source lots in the spec's order, or null:
 * at least one; every row has a lot (a lot chosen twice also gives 'All source lots must be
 * selected', as the database does); every quantity above 0; no quantity above its lot's available
 * amount (the first such row names its amount and unit; compared at 3 decimals). Then, not hybrid:
 * one crop, then one variety (varietyId with orgVarietyId). Hybrid: a male parent, a female parent,
 * and (beyond the spec, as create_production_lot) exactly those two lots.
 */
export function checkSources(sources: readonly SourceLotDraft[], options: { hybrid: boolean }): string | null {
  const m = PRODUCTION_MESSAGES;
  if (sources.length === 0) return m.sourceRequired;
  const ids = sources.map((s) => s.lotId?.trim() ?? '');
  if (ids.some((id) => !id) || new Set(ids).size !== ids.length) return m.sourceNotSelected;
  if (sources.some((s) => !isPositive(s.quantity))) return m.sourceQuantityInvalid;
  const over = sources.find((s) => roundQuantity(s.quantity!) > roundQuantity(s.available));
  if (over) return m.quantityExceedsAvailable(over.available, over.unit);
  if (!options.hybrid) {
    if (new Set(sources.map((s) => s.cropId)).size > 1) return m.sourcesNotSameCrop;
    const variety = (s: SourceLotDraft) => `${s.varietyId ?? ''}/${s.orgVarietyId ?? ''}`;
    if (new Set(sources.map(variety)).size > 1) return m.sourcesNotSameVariety;
    return null;
  }
  const males = sources.filter((s) => s.purpose === 'male_parent').length;
  const females = sources.filter((s) => s.purpose === 'female_parent').length;
  if (males === 0) return m.maleParentRequired;
  if (females === 0) return m.femaleParentRequired;
  if (males !== 1 || females !== 1 || sources.length !== 2) return m.hybridNeedsTwoParents;
  return null;
}

/** Spec 2 §4: a hybrid takes its crop from the female parent (the first one), or null without one. */
export function hybridCropOf(sources: readonly Pick<SourceLotDraft, 'purpose' | 'cropId'>[]): string | null {
  return sources.find((s) => s.purpose === 'female_parent')?.cropId ?? null;
}

// farm contributions (spec 2 §5, §9) -------------------------------------------------------------------------

/**
 * Spec 2 §5 and §9 farm contributions: area used at least 0.1; a new one takes 50% of the farm's
 * area, at most 10; percentages must sum to 100 within 0.5, and a sum off by more than 0.1 warns.
 */
export const FARM_CONTRIBUTION = {
  minArea: 0.1,
  defaultShare: 0.5,
  defaultMaxArea: 10,
  sumTolerance: 0.5,
  warningTolerance: 0.1,
  percentageDecimals: 2,
} as const;

const hasArea = (farmArea: number | null | undefined): farmArea is number => isPositive(farmArea);

/**
 * Spec 2 §5: a new contribution's area used, the lesser of 50% of the farm's area and 10, in the
 * farm's area unit. The 0.1 minimum wins over a smaller farm (a farm of 0.1 or less gives 0.1),
 * and a farm without a total area (null, 0, not a number) gives 0.1.
 */
export function defaultAreaUsed(farmArea: number | null | undefined): number {
  const area = hasArea(farmArea) ? farmArea : 0;
  return Math.max(
    FARM_CONTRIBUTION.minArea,
    Math.min(area * FARM_CONTRIBUTION.defaultShare, FARM_CONTRIBUTION.defaultMaxArea),
  );
}

/**
 * Spec 2 §5: an area used as typed, kept within [0.1, the farm's total area]. The 0.1 minimum wins
 * over a farm smaller than it; a farm without a total area has no upper bound (as
 * create_production_lot); a value that is not a number gives 0.1.
 */
export function clampAreaUsed(area: number, farmArea: number | null | undefined): number {
  if (!Number.isFinite(area)) return FARM_CONTRIBUTION.minArea;
  const capped = hasArea(farmArea) ? Math.min(area, farmArea) : area;
  return Math.max(FARM_CONTRIBUTION.minArea, capped);
}

/**
 * Areas used in one unit for contributionPercentages, when the farms state theirs in different
 * units (farms-rules' convertArea); `to` defaults to acres, the unit planted area is shown in.
 */
export function areasInOneUnit(
  rows: readonly { area: number; unit: AreaUnit | null }[],
  to: AreaUnit = 'acres',
): number[] {
  return rows.map((r) => convertArea(r.area, r.unit ?? FARM_LIMITS.defaultAreaUnit, to));
}

/**
 * Spec 2 §5: each farm's contribution percentage from its share of the areas used (all in one
 * unit), rounded to 2 decimals so that they add up to exactly 100: the rounding remainder goes to
 * the largest (the first of equals). Areas that are not positive numbers count as 0; when no area
 * is positive the shares are equal. No rows give [].
 */
export function contributionPercentages(areas: readonly number[]): number[] {
  if (areas.length === 0) return [];
  const clean = areas.map((a) => (isPositive(a) ? a : 0));
  const total = clean.reduce((sum, a) => sum + a, 0);
  const weights = total > 0 ? clean : clean.map(() => 1);
  const weightTotal = total > 0 ? total : clean.length;
  // in hundredths of a percent, whole numbers, so that the sum is exact
  const hundredths = weights.map((w) => Math.round(shiftDecimal((w / weightTotal) * 100, 2)));
  const remainder = 10_000 - hundredths.reduce((sum, h) => sum + h, 0);
  const largest = weights.indexOf(Math.max(...weights));
  hundredths[largest]! += remainder;
  return hundredths.map((h) => h / 100);
}

/** The sum of contribution percentages at 2 decimals (so 33.33 + 33.33 + 33.34 is exactly 100). */
export function contributionSum(percentages: readonly number[]): number {
  return roundTo(
    percentages.reduce((sum, p) => sum + p, 0),
    FARM_CONTRIBUTION.percentageDecimals,
  );
}

/**
 * Spec 2 §5: the first problem of the farm contributions, or null: at least one; the percentages
 * add up to 100 within 0.5 (a percentage that is not a number fails it).
 */
export function checkContributions(rows: readonly { percentage: number }[]): string | null {
  if (rows.length === 0) return PRODUCTION_MESSAGES.contributionRequired;
  const sum = contributionSum(rows.map((r) => r.percentage));
  if (!(Math.abs(sum - 100) <= FARM_CONTRIBUTION.sumTolerance)) return PRODUCTION_MESSAGES.contributionsNotHundred;
  return null;
}

/** Spec 2 §9: the percentages' sum warns when it is more than 0.1 away from 100 (or not a number). */
export function contributionWarning(sum: number): boolean {
  return !(Math.abs(roundTo(sum, FARM_CONTRIBUTION.percentageDecimals) - 100) <= FARM_CONTRIBUTION.warningTolerance);
}

/** Spec 2 §5: the last farm cannot be removed. */
export function canRemoveFarm(count: number): boolean {
  return count > 1;
}

/** Spec 2 §5: the farms that may still be added (each farm only once), in their order. */
export function farmsLeftToAdd<T extends { id: string }>(all: readonly T[], chosenIds: readonly string[]): T[] {
  const chosen = new Set(chosenIds);
  return all.filter((f) => !chosen.has(f.id));
}

/**
 * Spec 2 §5: why no farm can be added, or null when one can: 'No farms available to add' when the
 * organization has none, 'All farms have been added already' when every one is chosen.
 */
export function addFarmRefusal(all: readonly { id: string }[], chosenIds: readonly string[]): string | null {
  if (all.length === 0) return PRODUCTION_MESSAGES.noFarmsToAdd;
  if (farmsLeftToAdd(all, chosenIds).length === 0) return PRODUCTION_MESSAGES.allFarmsAdded;
  return null;
}

// details (spec 2 §5) -------------------------------------------------------------------------------------------

/**
 * Spec 2 §5 Seed Lot Details, the first problem or null: crop, variety (not for a hybrid, which
 * has none, spec 2 §4), generation (not blank).
 */
export function checkDetails(
  details: { cropId: string | null; varietyId: string | null; generation: string | null },
  options: { hybrid: boolean },
): string | null {
  if (!details.cropId) return PRODUCTION_MESSAGES.cropRequired;
  if (!options.hybrid && !details.varietyId) return PRODUCTION_MESSAGES.varietyRequired;
  if (!details.generation?.trim()) return PRODUCTION_MESSAGES.generationRequired;
  return null;
}

// packaging (spec 2 §5, §9) -------------------------------------------------------------------------------------

/** Spec 2 §5 and §9 packaging form: pack size min 0.1, step 0.1; at least 1 package, whole numbers. */
export const PACKAGING_LIMITS = { minPackSize: 0.1, packSizeStep: 0.1, minPackages: 1 } as const;

/**
 * What a packaging holds: packages × pack size in the pack unit and in kilograms, each rounded to
 * 3 decimals (as create_packaging_lot's mass balance).
 */
export function packedQuantity(
  packagesCount: number,
  packSize: number,
  packUnit: PackUnit,
): { quantity: number; unit: PackUnit; kilograms: number } {
  const quantity = packagesCount * packSize;
  return {
    quantity: roundQuantity(quantity),
    unit: packUnit,
    kilograms: roundQuantity(quantity * MASS_UNIT_KG[packUnit]),
  };
}

/**
 * Spec 2 §5 packaging parent lots, the first problem or null: at least one; each has a lot, and
 * no lot twice ('Please select a valid source lot'); each quantity above 0; each a unit. As
 * create_packaging_lot, a single parent may leave its quantity and unit out (it gives the packed
 * quantity in the pack unit).
 */
export function checkPackagingParents(
  parents: readonly { lotId: string | null; quantity: number | null; unit: string | null }[],
): string | null {
  const m = PRODUCTION_MESSAGES;
  if (parents.length === 0) return m.parentRequired;
  const ids = parents.map((p) => p.lotId?.trim() ?? '');
  if (ids.some((id) => !id) || new Set(ids).size !== ids.length) return m.parentInvalid;
  const single = parents.length === 1;
  if (parents.some((p) => !(single && p.quantity == null) && !isPositive(p.quantity))) return m.parentQuantityInvalid;
  if (parents.some((p) => !(single || p.unit?.trim()))) return m.parentUnitRequired;
  return null;
}

// harvest (spec 3 §4, §5, §9) ------------------------------------------------------------------------------------

/** Spec 3 §5 and §9 harvest form: packaging type bag, unit Kg, inputs min 0.1, step 0.1. */
export const HARVEST_DEFAULTS = { packagingType: 'bag', unit: 'Kg', min: 0.1, step: 0.1 } as const;

/** Spec 3 §4: the lot types and statuses a harvest is allowed for. */
export const HARVESTABLE = { lotType: 'raw_production', statuses: ['active', 'draft'] } as const;

/** Spec 3 §4: whether a lot may be harvested, a raw_production lot in active or draft. */
export function canHarvest(lotType: string, status: string): boolean {
  return harvestRefusal(lotType, status) === null;
}

/**
 * Spec 3 §5: why a lot may not be harvested, or null: not a production lot first, then a status
 * other than active or draft (naming it).
 */
export function harvestRefusal(lotType: string, status: string): string | null {
  if (lotType !== HARVESTABLE.lotType) return PRODUCTION_MESSAGES.onlyProductionHarvested;
  if (!(HARVESTABLE.statuses as readonly string[]).includes(status)) return PRODUCTION_MESSAGES.harvestStatus(status);
  return null;
}

/**
 * Spec 3 §5 harvest form, the first problem or null: yield above 0, pack size above 0, harvest
 * date given (not blank).
 */
export function checkHarvestForm(form: {
  yieldQuantity: number | null;
  packSize: number | null;
  harvestDate: string | null;
}): string | null {
  if (!isPositive(form.yieldQuantity)) return PRODUCTION_MESSAGES.yieldInvalid;
  if (!isPositive(form.packSize)) return PRODUCTION_MESSAGES.packSizeInvalid;
  if (!form.harvestDate?.trim()) return PRODUCTION_MESSAGES.harvestDateRequired;
  return null;
}

// the production wizard's entries (spec 2 §2 "Production wizard", §4, §5) ----------------------------------------------

/** The wizard's four steps, in order; the screen's URL carries the step as ?step=1…4. */
export const WIZARD_STEPS = ['sources', 'farms', 'details', 'review'] as const;
export type WizardStepId = (typeof WIZARD_STEPS)[number];
export const WIZARD_LAST_STEP = WIZARD_STEPS.length - 1;

/** A source lot row as typed: the chosen lot ('' while none) and the quantity's text. */
export interface WizardSourceRow {
  lotId: string;
  quantity: string;
  purpose: SourcePurpose;
}

/** A farm row: the farm ('' while none) and the area used as typed, in the farm's own unit. */
export interface WizardFarmRow {
  farmId: string;
  areaUsed: string;
}

/** Everything the user entered in the wizard (ProductionWizardDraft reads a stored copy back). */
export interface WizardDraft {
  hybrid: boolean;
  sources: WizardSourceRow[];
  farms: WizardFarmRow[];
  /** null until the user types one: the suggestion (spec 2 §4) shows and is submitted. */
  generation: string | null;
  plantingDate: string;
  expectedHarvestDate: string;
  notes: string;
}

export const EMPTY_WIZARD_DRAFT: WizardDraft = {
  hybrid: false,
  sources: [],
  farms: [],
  generation: null,
  plantingDate: '',
  expectedHarvestDate: '',
  notes: '',
};

/** A farm as the wizard reads it (GET /api/v1/farms). */
export type WizardFarmChoice = Pick<Farm, 'id' | 'name' | 'total_area' | 'area_unit' | 'address'>;

/** What the steps are checked against: the picker's lots and the organization's farms. */
export interface WizardData {
  options: readonly SourceLotOption[];
  farms: readonly WizardFarmChoice[];
}

/** A number as typed: '' or text that is not a finite number gives null. */
export function wizardNumber(text: string): number | null {
  if (text.trim() === '') return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
}

/** The picker's lot of a row, if it still offers it. */
export const wizardOption = (options: readonly SourceLotOption[], lotId: string) =>
  lotId ? options.find((o) => o.id === lotId) : undefined;

/** The organization's farm of a row, if it still has it. */
export const wizardFarm = (farms: readonly WizardFarmChoice[], farmId: string) =>
  farmId ? farms.find((f) => f.id === farmId) : undefined;

/** The rows as checkSources reads them; a lot the picker no longer offers counts as not selected. */
export function wizardSourceDrafts(draft: WizardDraft, options: readonly SourceLotOption[]): SourceLotDraft[] {
  return draft.sources.map((row) => {
    const option = wizardOption(options, row.lotId);
    return {
      lotId: option ? option.id : null,
      quantity: wizardNumber(row.quantity),
      available: option?.available ?? 0,
      unit: option?.unit ?? '',
      cropId: option?.crop_id ?? '',
      varietyId: option?.variety_id ?? null,
      orgVarietyId: option?.org_variety_id ?? null,
      purpose: row.purpose,
    };
  });
}

/** The first row's chosen lot, if any (it gives the crop, variety and generation of a non-hybrid). */
export function wizardFirstOption(draft: WizardDraft, options: readonly SourceLotOption[]) {
  for (const row of draft.sources) {
    const option = wizardOption(options, row.lotId);
    if (option) return option;
  }
  return undefined;
}

/** The areas that will be submitted: each as typed, kept within [0.1, the farm's total area]. */
export function wizardFarmAreas(draft: WizardDraft, farms: readonly WizardFarmChoice[]): number[] {
  return draft.farms.map((row) =>
    clampAreaUsed(wizardNumber(row.areaUsed) ?? Number.NaN, wizardFarm(farms, row.farmId)?.total_area),
  );
}

/** Spec 2 §5: each row's percentage from its share of the areas used (farms in different units compared in acres). */
export function wizardFarmPercentages(draft: WizardDraft, farms: readonly WizardFarmChoice[]): number[] {
  const areas = wizardFarmAreas(draft, farms);
  return contributionPercentages(
    areasInOneUnit(
      draft.farms.map((row, i) => ({ area: areas[i]!, unit: wizardFarm(farms, row.farmId)?.area_unit ?? null })),
    ),
  );
}

/** What the Seed Lot Details step shows: crop and variety from the sources, the generation. */
export interface WizardDetails {
  cropId: string | null;
  cropName: string | null;
  varietyId: string | null;
  orgVarietyId: string | null;
  varietyName: string | null;
  /** The sources' generation the suggestion follows (non-hybrid), for the hint. */
  previousGeneration: string | null;
  suggestedGeneration: string;
  /** What will be submitted: 'F1' for a hybrid, else the typed text or the suggestion. */
  generation: string;
}

/** Spec 2 §4: a non-hybrid takes crop and variety from its sources; a hybrid the female parent's crop, no variety, F1. */
export function wizardDetails(draft: WizardDraft, options: readonly SourceLotOption[]): WizardDetails {
  if (draft.hybrid) {
    const cropId = hybridCropOf(wizardSourceDrafts(draft, options)) || null;
    const female = draft.sources.find((row) => row.purpose === 'female_parent');
    return {
      cropId,
      cropName: cropId ? (wizardOption(options, female?.lotId ?? '')?.crop_name ?? null) : null,
      varietyId: null,
      orgVarietyId: null,
      varietyName: null,
      previousGeneration: null,
      suggestedGeneration: HYBRID_GENERATION,
      generation: HYBRID_GENERATION,
    };
  }
  const first = wizardFirstOption(draft, options);
  const suggestedGeneration = suggestGeneration(first?.generation);
  return {
    cropId: first?.crop_id ?? null,
    cropName: first?.crop_name ?? null,
    varietyId: first?.variety_id ?? null,
    orgVarietyId: first?.org_variety_id ?? null,
    varietyName: first?.variety_name ?? null,
    previousGeneration: first?.generation ?? null,
    suggestedGeneration,
    generation: draft.generation ?? suggestedGeneration,
  };
}

/**
 * Spec 2 §5: the first message of a wizard step (what Next shows), or null when the step is
 * complete; Review has none. Source Lots runs checkSources, Farm Selection checkContributions (and
 * a row whose farm is gone, a restored draft, gets the wizard's default message), Seed Lot
 * Details checkDetails. The step schemas (productionWizardSteps) refine with it.
 */
export function wizardStepRefusal(step: number, draft: WizardDraft, data: WizardData): string | null {
  if (step === 0) return checkSources(wizardSourceDrafts(draft, data.options), { hybrid: draft.hybrid });
  if (step === 1) {
    const missing = checkContributions(wizardFarmPercentages(draft, data.farms).map((percentage) => ({ percentage })));
    if (missing) return missing;
    if (draft.farms.some((row) => !wizardFarm(data.farms, row.farmId)))
      return PRODUCTION_MESSAGES.completeRequiredFields;
    return null;
  }
  if (step === 2) {
    const details = wizardDetails(draft, data.options);
    return checkDetails(
      { cropId: details.cropId, varietyId: details.varietyId ?? details.orgVarietyId, generation: details.generation },
      { hybrid: draft.hybrid },
    );
  }
  return null;
}

/** The first step that is not complete (the review step when all are); a step may be visited up to it. */
export function wizardFirstIncompleteStep(draft: WizardDraft, data: WizardData): number {
  for (let step = 0; step < WIZARD_LAST_STEP; step++) if (wizardStepRefusal(step, draft, data)) return step;
  return WIZARD_LAST_STEP;
}
