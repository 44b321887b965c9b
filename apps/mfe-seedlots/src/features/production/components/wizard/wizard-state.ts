import {
  addFarmRefusal,
  areasInOneUnit,
  canRemoveFarm,
  checkContributions,
  checkDetails,
  checkSources,
  clampAreaUsed,
  contributionPercentages,
  defaultAreaUsed,
  defaultSourceQuantity,
  type Farm,
  farmsLeftToAdd,
  HYBRID_GENERATION,
  hybridCropOf,
  PRODUCTION_MESSAGES,
  type ProductionLotCreateInput,
  type SourceLotDraft,
  type SourceLotOption,
  type SourcePurpose,
  suggestGeneration,
} from '@seed/domain';

// The production wizard's state (spec 2 §2 "Production wizard", §4, §5) and the glue between it
// and the pure rules of libs/domain/production-rules: what each step checks, which steps may be
// visited, the body of the one submit call, and the copy kept in sessionStorage across a reload.

/** The four steps, in order; the URL carries the step as ?step=1…4. */
export const WIZARD_STEPS = ['sources', 'farms', 'details', 'review'] as const;
export type WizardStepId = (typeof WIZARD_STEPS)[number];
export const LAST_STEP = WIZARD_STEPS.length - 1;

/** A source lot row as typed: the chosen lot ('' while none) and the quantity's text. */
export interface SourceRow {
  key: string;
  lotId: string;
  quantity: string;
  purpose: SourcePurpose;
}

/** A farm row: the farm ('' while none) and the area used as typed, in the farm's own unit. */
export interface FarmRow {
  key: string;
  farmId: string;
  areaUsed: string;
}

/** Everything the user entered; kept in sessionStorage so a reload does not lose it. */
export interface WizardDraft {
  hybrid: boolean;
  sources: SourceRow[];
  farms: FarmRow[];
  /** null until the user types one: the suggestion (spec 2 §4) shows and is submitted. */
  generation: string | null;
  plantingDate: string;
  expectedHarvestDate: string;
  notes: string;
}

export const EMPTY_DRAFT: WizardDraft = {
  hybrid: false,
  sources: [],
  farms: [],
  generation: null,
  plantingDate: '',
  expectedHarvestDate: '',
  notes: '',
};

/** A farm as the wizard reads it (GET /api/v1/farms). */
export type FarmChoice = Pick<Farm, 'id' | 'name' | 'total_area' | 'area_unit' | 'address'>;

/** What the steps are checked against: the picker's lots and the organization's farms. */
export interface WizardData {
  options: readonly SourceLotOption[];
  farms: readonly FarmChoice[];
}

let keyCounter = 0;
/** A row key, unique within the page's life (restored rows keep theirs). */
export function newRowKey(): string {
  keyCounter += 1;
  return `r${Date.now().toString(36)}${keyCounter}`;
}

/** A number as typed: '' or text that is not a finite number gives null. */
export function parseNumber(text: string): number | null {
  if (text.trim() === '') return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
}

export const optionOf = (options: readonly SourceLotOption[], lotId: string) =>
  lotId ? options.find((o) => o.id === lotId) : undefined;

export const farmOf = (farms: readonly FarmChoice[], farmId: string) =>
  farmId ? farms.find((f) => f.id === farmId) : undefined;

// source lots ---------------------------------------------------------------------------------------------

/** The rows as checkSources reads them; a lot the picker no longer offers counts as not selected. */
export function sourceDrafts(draft: WizardDraft, options: readonly SourceLotOption[]): SourceLotDraft[] {
  return draft.sources.map((row) => {
    const option = optionOf(options, row.lotId);
    return {
      lotId: option ? option.id : null,
      quantity: parseNumber(row.quantity),
      available: option?.available ?? 0,
      unit: option?.unit ?? '',
      cropId: option?.crop_id ?? '',
      varietyId: option?.variety_id ?? null,
      orgVarietyId: option?.org_variety_id ?? null,
      purpose: row.purpose,
    };
  });
}

/** Spec 2 §5: the first problem of the Source Lots step, or null. */
export function sourcesError(draft: WizardDraft, options: readonly SourceLotOption[]): string | null {
  return checkSources(sourceDrafts(draft, options), { hybrid: draft.hybrid });
}

/** The first row's chosen lot, if any (it gives the crop, variety and generation of a non-hybrid). */
export function firstChosenOption(draft: WizardDraft, options: readonly SourceLotOption[]) {
  for (const row of draft.sources) {
    const option = optionOf(options, row.lotId);
    if (option) return option;
  }
  return undefined;
}

/**
 * Whether the Hybrid cross toggle is offered: the first chosen lot's crop is hybrid-capable, or,
 * before any lot is chosen, some lot of the picker is; always while a cross is on (to turn it off).
 */
export function hybridOffered(draft: WizardDraft, options: readonly SourceLotOption[]): boolean {
  if (draft.hybrid) return true;
  const first = firstChosenOption(draft, options);
  return first ? first.is_hybrid_capable : options.some((o) => o.is_hybrid_capable);
}

const emptySource = (purpose: SourcePurpose = 'source'): SourceRow => ({
  key: newRowKey(),
  lotId: '',
  quantity: '',
  purpose,
});

/** Turns the cross on (a male parent row and a female parent row, keeping chosen lots) or off. */
export function setHybrid(draft: WizardDraft, on: boolean): WizardDraft {
  if (on === draft.hybrid) return draft;
  if (!on) return { ...draft, hybrid: false, sources: draft.sources.map((row) => ({ ...row, purpose: 'source' })) };
  const [first, second] = draft.sources;
  return {
    ...draft,
    hybrid: true,
    sources: [
      first ? { ...first, purpose: 'male_parent' } : emptySource('male_parent'),
      second ? { ...second, purpose: 'female_parent' } : emptySource('female_parent'),
    ],
  };
}

export function addSource(draft: WizardDraft): WizardDraft {
  if (draft.hybrid) return draft;
  return { ...draft, sources: [...draft.sources, emptySource()] };
}

export function removeSource(draft: WizardDraft, key: string): WizardDraft {
  if (draft.hybrid) return draft;
  return { ...draft, sources: draft.sources.filter((row) => row.key !== key) };
}

/** Spec 2 §5: choosing a lot sets its quantity to the default (half of what is available, 1 decimal). */
export function chooseLot(
  draft: WizardDraft,
  key: string,
  lotId: string,
  options: readonly SourceLotOption[],
): WizardDraft {
  const option = optionOf(options, lotId);
  return updateRow(draft, 'sources', key, {
    lotId,
    quantity: option ? String(defaultSourceQuantity(option.available)) : '',
  });
}

export function setSourceQuantity(draft: WizardDraft, key: string, quantity: string): WizardDraft {
  return updateRow(draft, 'sources', key, { quantity });
}

// farms ----------------------------------------------------------------------------------------------------------

/** The areas that will be submitted: each as typed, kept within [0.1, the farm's total area]. */
export function farmAreas(draft: WizardDraft, farms: readonly FarmChoice[]): number[] {
  return draft.farms.map((row) =>
    clampAreaUsed(parseNumber(row.areaUsed) ?? Number.NaN, farmOf(farms, row.farmId)?.total_area),
  );
}

/** Spec 2 §5: each row's percentage from its share of the areas used (farms in different units compared in acres). */
export function farmPercentages(draft: WizardDraft, farms: readonly FarmChoice[]): number[] {
  const areas = farmAreas(draft, farms);
  return contributionPercentages(
    areasInOneUnit(
      draft.farms.map((row, i) => ({ area: areas[i]!, unit: farmOf(farms, row.farmId)?.area_unit ?? null })),
    ),
  );
}

/** Spec 2 §5: the first problem of the Farm Selection step, or null. */
export function farmsError(draft: WizardDraft, farms: readonly FarmChoice[]): string | null {
  const missing = checkContributions(farmPercentages(draft, farms).map((percentage) => ({ percentage })));
  if (missing) return missing;
  // A row whose farm is gone (a restored draft): beyond the spec, the wizard's default message.
  if (draft.farms.some((row) => !farmOf(farms, row.farmId))) return PRODUCTION_MESSAGES.completeRequiredFields;
  return null;
}

/**
 * Spec 2 §5 Add farm: the first farm not added yet, with the default area (50% of the farm, at
 * most 10), or the refusal ('No farms available to add', 'All farms have been added already').
 */
export function addFarm(
  draft: WizardDraft,
  farms: readonly FarmChoice[],
): { draft: WizardDraft; refusal: null } | { draft: null; refusal: string } {
  const chosen = draft.farms.map((row) => row.farmId);
  const refusal = addFarmRefusal(farms, chosen);
  if (refusal) return { draft: null, refusal };
  const farm = farmsLeftToAdd(farms, chosen)[0]!;
  const row: FarmRow = { key: newRowKey(), farmId: farm.id, areaUsed: String(defaultAreaUsed(farm.total_area)) };
  return { draft: { ...draft, farms: [...draft.farms, row] }, refusal: null };
}

/** Another farm for a row: its area becomes that farm's default. */
export function chooseFarm(draft: WizardDraft, key: string, farmId: string, farms: readonly FarmChoice[]): WizardDraft {
  return updateRow(draft, 'farms', key, {
    farmId,
    areaUsed: String(defaultAreaUsed(farmOf(farms, farmId)?.total_area)),
  });
}

export function setFarmArea(draft: WizardDraft, key: string, areaUsed: string): WizardDraft {
  return updateRow(draft, 'farms', key, { areaUsed });
}

/** On leaving the area input: the typed area kept within [0.1, the farm's total area]. */
export function clampFarmArea(draft: WizardDraft, key: string, farms: readonly FarmChoice[]): WizardDraft {
  const i = draft.farms.findIndex((row) => row.key === key);
  if (i < 0) return draft;
  const clamped = String(farmAreas(draft, farms)[i]);
  return draft.farms[i]!.areaUsed === clamped ? draft : updateRow(draft, 'farms', key, { areaUsed: clamped });
}

/** Spec 2 §5: the last farm cannot be removed. */
export function removeFarm(draft: WizardDraft, key: string): WizardDraft {
  if (!canRemoveFarm(draft.farms.length)) return draft;
  return { ...draft, farms: draft.farms.filter((row) => row.key !== key) };
}

// details --------------------------------------------------------------------------------------------------------

/** What the Seed Lot Details step shows: crop and variety from the sources, the generation. */
export interface DerivedDetails {
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
export function deriveDetails(draft: WizardDraft, options: readonly SourceLotOption[]): DerivedDetails {
  if (draft.hybrid) {
    const cropId = hybridCropOf(sourceDrafts(draft, options)) || null;
    const female = draft.sources.find((row) => row.purpose === 'female_parent');
    return {
      cropId,
      cropName: cropId ? (optionOf(options, female?.lotId ?? '')?.crop_name ?? null) : null,
      varietyId: null,
      orgVarietyId: null,
      varietyName: null,
      previousGeneration: null,
      suggestedGeneration: HYBRID_GENERATION,
      generation: HYBRID_GENERATION,
    };
  }
  const first = firstChosenOption(draft, options);
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

/** Spec 2 §5: the first problem of the Seed Lot Details step, or null. */
export function detailsError(draft: WizardDraft, options: readonly SourceLotOption[]): string | null {
  const details = deriveDetails(draft, options);
  return checkDetails(
    { cropId: details.cropId, varietyId: details.varietyId ?? details.orgVarietyId, generation: details.generation },
    { hybrid: draft.hybrid },
  );
}

// steps --------------------------------------------------------------------------------------------------------------

/** The first message of a step (what Next shows), or null when the step is complete. Review has none. */
export function stepError(step: number, draft: WizardDraft, data: WizardData): string | null {
  if (step === 0) return sourcesError(draft, data.options);
  if (step === 1) return farmsError(draft, data.farms);
  if (step === 2) return detailsError(draft, data.options);
  return null;
}

/** The first step that is not complete (the review step when all are). */
export function firstIncompleteStep(draft: WizardDraft, data: WizardData): number {
  for (let step = 0; step < LAST_STEP; step++) if (stepError(step, draft, data)) return step;
  return LAST_STEP;
}

/** Spec 2 §2: a step may be visited only when every earlier step is complete. */
export function canVisit(step: number, draft: WizardDraft, data: WizardData): boolean {
  return step >= 0 && step <= firstIncompleteStep(draft, data);
}

/** The step of ?step=1…4 (0-based); anything else is the first step. */
export function stepFromSearch(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= WIZARD_STEPS.length ? n - 1 : 0;
}

// submit ---------------------------------------------------------------------------------------------------------------

/**
 * The one submit call's body (ProductionLotCreate); the steps are checked before it is made. The
 * crop and variety are not in it: the server takes them from the sources, as the wizard shows them.
 */
export function toProductionBody(draft: WizardDraft, data: WizardData): ProductionLotCreateInput {
  const details = deriveDetails(draft, data.options);
  const areas = farmAreas(draft, data.farms);
  return {
    sources: draft.sources.map((row) => ({
      lot_id: row.lotId,
      quantity: parseNumber(row.quantity) ?? 0,
      unit: optionOf(data.options, row.lotId)?.unit ?? 'packages',
      purpose: row.purpose,
    })),
    farms: draft.farms.map((row, i) => ({ farm_id: row.farmId, area_used: areas[i]! })),
    generation: details.generation.trim(),
    planting_date: draft.plantingDate || null,
    expected_harvest_date: draft.expectedHarvestDate || null,
    notes: draft.notes.trim() || null,
  };
}

// storage ----------------------------------------------------------------------------------------------------------------

/** Where the draft is kept for the tab's session. */
export const WIZARD_STORAGE_KEY = 'seed-lots:production-wizard';

const isString = (v: unknown): v is string => typeof v === 'string';
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const PURPOSES: readonly string[] = ['source', 'male_parent', 'female_parent'];

/** A stored draft read back, or null when it is missing or not one (a stale or tampered copy). */
export function parseDraft(value: unknown): WizardDraft | null {
  if (!isRecord(value) || !Array.isArray(value.sources) || !Array.isArray(value.farms)) return null;
  const sources = value.sources.filter(
    (r): r is SourceRow =>
      isRecord(r) &&
      isString(r.key) &&
      isString(r.lotId) &&
      isString(r.quantity) &&
      PURPOSES.includes(String(r.purpose)),
  );
  const farms = value.farms.filter(
    (r): r is FarmRow => isRecord(r) && isString(r.key) && isString(r.farmId) && isString(r.areaUsed),
  );
  if (sources.length !== value.sources.length || farms.length !== value.farms.length) return null;
  const text = (v: unknown) => (isString(v) ? v : '');
  return {
    hybrid: value.hybrid === true,
    sources: sources.map(({ key, lotId, quantity, purpose }) => ({ key, lotId, quantity, purpose })),
    farms: farms.map(({ key, farmId, areaUsed }) => ({ key, farmId, areaUsed })),
    generation: isString(value.generation) ? value.generation : null,
    plantingDate: text(value.plantingDate),
    expectedHarvestDate: text(value.expectedHarvestDate),
    notes: text(value.notes),
  };
}

type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The tab's session storage, or null where there is none (or it refuses access). */
export function sessionStore(): DraftStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function loadDraft(storage: DraftStorage | null): WizardDraft | null {
  try {
    const raw = storage?.getItem(WIZARD_STORAGE_KEY);
    return raw ? parseDraft(JSON.parse(raw)) : null;
  } catch {
    return null;
  }
}

export function saveDraft(storage: DraftStorage | null, draft: WizardDraft): void {
  try {
    storage?.setItem(WIZARD_STORAGE_KEY, JSON.stringify(draft));
  } catch {
    // Full or refused storage: the wizard still works, it just does not survive a reload.
  }
}

export function clearDraft(storage: DraftStorage | null): void {
  try {
    storage?.removeItem(WIZARD_STORAGE_KEY);
  } catch {
    // nothing to clear
  }
}

// helpers --------------------------------------------------------------------------------------------------------------

function updateRow<K extends 'sources' | 'farms'>(
  draft: WizardDraft,
  list: K,
  key: string,
  changes: Partial<WizardDraft[K][number]>,
): WizardDraft {
  const rows = draft[list] as WizardDraft[K][number][];
  return { ...draft, [list]: rows.map((row) => (row.key === key ? { ...row, ...changes } : row)) };
}
