import {
  addFarmRefusal,
  clampAreaUsed,
  defaultAreaUsed,
  defaultSourceQuantity,
  farmsLeftToAdd,
  type ProductionLotCreateInput,
  type SourceLotOption,
  type SourcePurpose,
  type WizardData,
  wizardDetails,
  type WizardDraft,
  wizardFarm,
  wizardFarmAreas,
  type WizardFarmChoice,
  type WizardFarmRow,
  wizardFirstOption,
  wizardNumber,
  wizardOption,
  type WizardSourceRow,
  WIZARD_STEPS,
} from '@seed/domain';

// The production wizard's rows (spec 2 §2 "Production wizard", §4, §5) as the form's field arrays
// take them, the step in the URL, the body of the one submit call and the copy kept in
// sessionStorage across a reload. What each step checks is libs/domain's (wizardStepRefusal, run
// by the step schemas productionWizardSteps); the form holds the entries (use-production-wizard).

/** A source row without a lot yet. */
export const emptySourceRow = (purpose: SourcePurpose = 'source'): WizardSourceRow => ({
  lotId: '',
  quantity: '',
  purpose,
});

/**
 * The source rows with the cross turned on (a male parent row and a female parent row, keeping
 * the first two rows' lots) or off (every row a plain source again).
 */
export function hybridSourceRows(sources: readonly WizardSourceRow[], on: boolean): WizardSourceRow[] {
  if (!on) return sources.map((row) => ({ ...row, purpose: 'source' }));
  const [first, second] = sources;
  return [
    first ? { ...first, purpose: 'male_parent' } : emptySourceRow('male_parent'),
    second ? { ...second, purpose: 'female_parent' } : emptySourceRow('female_parent'),
  ];
}

/** Spec 2 §5: choosing a lot sets its quantity to the default (half of what is available, 1 decimal). */
export function chosenLotRow(
  row: WizardSourceRow,
  lotId: string,
  options: readonly SourceLotOption[],
): WizardSourceRow {
  const option = wizardOption(options, lotId);
  return { ...row, lotId, quantity: option ? String(defaultSourceQuantity(option.available)) : '' };
}

/**
 * Whether the Hybrid cross toggle is offered: the first chosen lot's crop is hybrid-capable, or,
 * before any lot is chosen, some lot of the picker is; always while a cross is on (to turn it off).
 */
export function hybridOffered(draft: WizardDraft, options: readonly SourceLotOption[]): boolean {
  if (draft.hybrid) return true;
  const first = wizardFirstOption(draft, options);
  return first ? first.is_hybrid_capable : options.some((o) => o.is_hybrid_capable);
}

/**
 * Spec 2 §5 Add farm: the first farm not added yet, with the default area (50% of the farm, at
 * most 10), or the refusal ('No farms available to add', 'All farms have been added already').
 */
export function farmToAdd(
  rows: readonly WizardFarmRow[],
  farms: readonly WizardFarmChoice[],
): { row: WizardFarmRow; refusal: null } | { row: null; refusal: string } {
  const chosen = rows.map((row) => row.farmId);
  const refusal = addFarmRefusal(farms, chosen);
  if (refusal) return { row: null, refusal };
  const farm = farmsLeftToAdd(farms, chosen)[0]!;
  return { row: { farmId: farm.id, areaUsed: String(defaultAreaUsed(farm.total_area)) }, refusal: null };
}

/** Another farm for a row: its area becomes that farm's default. */
export function chosenFarmRow(farmId: string, farms: readonly WizardFarmChoice[]): WizardFarmRow {
  return { farmId, areaUsed: String(defaultAreaUsed(wizardFarm(farms, farmId)?.total_area)) };
}

/** On leaving the area input: the typed area kept within [0.1, the farm's total area]. */
export function clampedArea(row: WizardFarmRow, farms: readonly WizardFarmChoice[]): string {
  return String(clampAreaUsed(wizardNumber(row.areaUsed) ?? Number.NaN, wizardFarm(farms, row.farmId)?.total_area));
}

/** The step of ?step=1…4 (0-based); anything else is the first step. */
export function stepFromSearch(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= WIZARD_STEPS.length ? n - 1 : 0;
}

/**
 * The one submit call's body (ProductionLotCreate); the steps are checked before it is made. The
 * crop and variety are not in it: the server takes them from the sources, as the wizard shows them.
 */
export function toProductionBody(draft: WizardDraft, data: WizardData): ProductionLotCreateInput {
  const details = wizardDetails(draft, data.options);
  const areas = wizardFarmAreas(draft, data.farms);
  return {
    sources: draft.sources.map((row) => ({
      lot_id: row.lotId,
      quantity: wizardNumber(row.quantity) ?? 0,
      unit: wizardOption(data.options, row.lotId)?.unit ?? 'packages',
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

type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The tab's session storage, or null where there is none (or it refuses access). */
export function sessionStore(): DraftStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** What reads a stored copy back: the contract's ProductionWizardDraft. */
interface DraftSchema {
  safeParse(value: unknown): { success: true; data: WizardDraft } | { success: false };
}

/** The stored draft read back with the draft's schema, or null when it is missing or not one (a stale or tampered copy). */
export function loadDraft(storage: DraftStorage | null, schema: DraftSchema): WizardDraft | null {
  try {
    const raw = storage?.getItem(WIZARD_STORAGE_KEY);
    if (!raw) return null;
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function saveDraft(storage: DraftStorage | null, draft: unknown): void {
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
