import {
  EMPTY_WIZARD_DRAFT as EMPTY_DRAFT,
  PRODUCTION_MESSAGES as M,
  ProductionWizardDraft,
  productionWizardSteps,
  type SourceLotOption,
  type WizardData,
  wizardDetails as deriveDetails,
  type WizardDraft,
  type WizardFarmChoice as FarmChoice,
  wizardFarmPercentages as farmPercentages,
  wizardFirstIncompleteStep as firstIncompleteStep,
  wizardStepRefusal as stepError,
} from '@seed/domain';
import { describe, expect, it } from 'vitest';
import {
  chosenFarmRow,
  chosenLotRow,
  clampedArea,
  clearDraft,
  emptySourceRow,
  farmToAdd,
  hybridOffered,
  hybridSourceRows,
  loadDraft,
  saveDraft,
  stepFromSearch,
  toProductionBody,
  WIZARD_STORAGE_KEY,
} from './wizard-state';

// The wizard's rows and each step's first message (libs/domain's wizardStepRefusal, which the step
// schemas refine with), the steps that may be visited, the submit body and the sessionStorage copy.
// Adding and removing rows is the form's field arrays' (production-wizard-page.test.tsx).

const WHEAT = '00000000-0000-4000-8000-0000000000a1';
const MAIZE = '00000000-0000-4000-8000-0000000000a2';
const HI1544 = '00000000-0000-4000-8000-0000000000b1';
const LOK1 = '00000000-0000-4000-8000-0000000000b2';

const lot = (id: string, overrides: Partial<SourceLotOption> = {}): SourceLotOption => ({
  id,
  lot_type: 'unregistered_source',
  generation: 'F2',
  crop_id: WHEAT,
  crop_name: 'Wheat',
  is_hybrid_capable: false,
  variety_id: HI1544,
  org_variety_id: null,
  variety_name: 'HI 1544',
  available: 40,
  unit: 'packages',
  pack_size: 25,
  pack_unit: 'Kg',
  ...overrides,
});

const A = lot('SL-20260101-0900000-0001');
const B = lot('SL-20260101-0900000-0002', { available: 7.3, generation: 'R2' });
const OTHER_VARIETY = lot('SL-20260101-0900000-0003', { variety_id: LOK1, variety_name: 'Lok 1' });
const MALE = lot('SL-20260101-0900000-0004', {
  crop_id: MAIZE,
  crop_name: 'Maize',
  is_hybrid_capable: true,
  variety_id: null,
  variety_name: null,
});
const FEMALE = lot('SL-20260101-0900000-0005', {
  crop_id: MAIZE,
  crop_name: 'Maize',
  is_hybrid_capable: true,
  available: 3,
});

const farm = (id: string, name: string, total_area: number | null, area_unit: FarmChoice['area_unit'] = 'acres') => ({
  id,
  name,
  total_area,
  area_unit,
  address: null,
});
const NORTH = farm('00000000-0000-4000-8000-0000000000f1', 'North Field', 30);
const SOUTH = farm('00000000-0000-4000-8000-0000000000f2', 'South Field', 4);

const DATA: WizardData = { options: [A, B, OTHER_VARIETY, MALE, FEMALE], farms: [NORTH, SOUTH] };

/** A draft with one row per lot given, each chosen (quantity the default). */
function withLots(...ids: string[]): WizardDraft {
  return { ...EMPTY_DRAFT, sources: ids.map((id) => chosenLotRow(emptySourceRow(), id, DATA.options)) };
}

function withFarms(draft: WizardDraft, count: number, farms: readonly FarmChoice[] = DATA.farms): WizardDraft {
  for (let i = 0; i < count; i++) {
    const added = farmToAdd(draft.farms, farms);
    if (added.refusal !== null) throw new Error(added.refusal);
    draft = { ...draft, farms: [...draft.farms, added.row] };
  }
  return draft;
}

const setHybrid = (draft: WizardDraft, on: boolean): WizardDraft => ({
  ...draft,
  hybrid: on,
  sources: hybridSourceRows(draft.sources, on),
});
const chooseLot = (draft: WizardDraft, index: number, lotId: string): WizardDraft => ({
  ...draft,
  sources: draft.sources.map((row, i) => (i === index ? chosenLotRow(row, lotId, DATA.options) : row)),
});
const setSourceQuantity = (draft: WizardDraft, index: number, quantity: string): WizardDraft => ({
  ...draft,
  sources: draft.sources.map((row, i) => (i === index ? { ...row, quantity } : row)),
});
const setFarmArea = (draft: WizardDraft, index: number, areaUsed: string): WizardDraft => ({
  ...draft,
  farms: draft.farms.map((row, i) => (i === index ? { ...row, areaUsed } : row)),
});
const sourcesError = (draft: WizardDraft, options: readonly SourceLotOption[]) =>
  stepError(0, draft, { ...DATA, options });
const farmsError = (draft: WizardDraft, farms: readonly FarmChoice[]) => stepError(1, draft, { ...DATA, farms });
const detailsError = (draft: WizardDraft, options: readonly SourceLotOption[]) =>
  stepError(2, draft, { ...DATA, options });

describe('the URL step', () => {
  it('reads ?step=1…4 as steps 0…3 and anything else as the first', () => {
    expect([stepFromSearch('1'), stepFromSearch('2'), stepFromSearch('4')]).toEqual([0, 1, 3]);
    for (const bad of [null, '', '0', '5', '2.5', 'two']) expect(stepFromSearch(bad)).toBe(0);
  });
});

describe('source lots', () => {
  it('gives the spec messages in order: none, a row without a lot, no quantity, above available', () => {
    expect(sourcesError(EMPTY_DRAFT, DATA.options)).toBe(M.sourceRequired);
    expect(sourcesError({ ...EMPTY_DRAFT, sources: [emptySourceRow()] }, DATA.options)).toBe(M.sourceNotSelected);
    const draft = withLots(A.id);
    expect(sourcesError(setSourceQuantity(draft, 0, ''), DATA.options)).toBe(M.sourceQuantityInvalid);
    expect(sourcesError(setSourceQuantity(draft, 0, '0'), DATA.options)).toBe(M.sourceQuantityInvalid);
    expect(sourcesError(setSourceQuantity(draft, 0, '40.5'), DATA.options)).toBe(
      'Quantity exceeds available amount (40 packages)',
    );
    expect(sourcesError(setSourceQuantity(draft, 0, '40'), DATA.options)).toBeNull();
  });

  it('sets the quantity to half of what is available, 1 decimal, when a lot is chosen', () => {
    expect(withLots(A.id).sources[0]!.quantity).toBe('20');
    expect(withLots(B.id).sources[0]!.quantity).toBe('3.7');
  });

  it('wants one crop and one variety without a cross', () => {
    expect(sourcesError(withLots(A.id, B.id), DATA.options)).toBeNull();
    expect(sourcesError(withLots(A.id, OTHER_VARIETY.id), DATA.options)).toBe(M.sourcesNotSameVariety);
    expect(sourcesError(withLots(A.id, FEMALE.id), DATA.options)).toBe(M.sourcesNotSameCrop);
  });

  it('counts a lot the picker no longer offers, or one chosen twice, as not selected', () => {
    expect(sourcesError(withLots(A.id), [B])).toBe(M.sourceNotSelected);
    expect(sourcesError(withLots(A.id, A.id), DATA.options)).toBe(M.sourceNotSelected);
  });

  it('turns a hybrid cross on as a male and a female parent row, keeping the lots, and off again', () => {
    const draft = setHybrid(withLots(MALE.id), true);
    expect(draft.sources.map((r) => [r.purpose, r.lotId])).toEqual([
      ['male_parent', MALE.id],
      ['female_parent', ''],
    ]);
    expect(sourcesError(draft, DATA.options)).toBe(M.sourceNotSelected);
    const crossed = chooseLot(draft, 1, FEMALE.id);
    expect(sourcesError(crossed, DATA.options)).toBeNull();
    const off = setHybrid(crossed, false);
    expect(off.hybrid).toBe(false);
    expect(off.sources.map((r) => r.purpose)).toEqual(['source', 'source']);
  });

  it('offers the cross only for a hybrid-capable crop: the first chosen lot, else any lot', () => {
    expect(hybridOffered(EMPTY_DRAFT, DATA.options)).toBe(true);
    expect(hybridOffered(EMPTY_DRAFT, [A, B])).toBe(false);
    expect(hybridOffered(withLots(A.id), DATA.options)).toBe(false);
    expect(hybridOffered(withLots(MALE.id), DATA.options)).toBe(true);
    expect(hybridOffered(setHybrid(withLots(A.id), true), DATA.options)).toBe(true);
  });
});

describe('farms', () => {
  it('adds the next farm with half its area, at most 10, and refuses when none is left', () => {
    const draft = withFarms(EMPTY_DRAFT, 2);
    expect(draft.farms.map((r) => [r.farmId, r.areaUsed])).toEqual([
      [NORTH.id, '10'],
      [SOUTH.id, '2'],
    ]);
    expect(farmToAdd(draft.farms, DATA.farms)).toEqual({ row: null, refusal: M.allFarmsAdded });
    expect(farmToAdd([], [])).toEqual({ row: null, refusal: M.noFarmsToAdd });
  });

  it('derives the percentages from the areas, adding up to 100', () => {
    const draft = withFarms(EMPTY_DRAFT, 2);
    expect(farmPercentages(draft, DATA.farms)).toEqual([83.33, 16.67]);
    expect(farmsError(draft, DATA.farms)).toBeNull();
    expect(farmsError(EMPTY_DRAFT, DATA.farms)).toBe(M.contributionRequired);
  });

  it('compares farms of different units in one unit', () => {
    const hectares = farm('00000000-0000-4000-8000-0000000000f3', 'Hectare Plot', 10, 'hectares');
    const draft = withFarms({ ...EMPTY_DRAFT, farms: [chosenFarmRow(hectares.id, [hectares, NORTH])] }, 1, [
      hectares,
      NORTH,
    ]);
    // 5 ha is 12.355 acres, against 10 acres
    expect(farmPercentages(draft, [hectares, NORTH])).toEqual([55.27, 44.73]);
  });

  it('keeps an area within 0.1 and the farm’s total area when leaving the input', () => {
    const draft = withFarms(EMPTY_DRAFT, 2);
    expect(clampedArea(setFarmArea(draft, 0, '50').farms[0]!, DATA.farms)).toBe('30');
    expect(clampedArea(setFarmArea(draft, 1, '0').farms[1]!, DATA.farms)).toBe('0.1');
    expect(clampedArea(setFarmArea(draft, 1, '').farms[1]!, DATA.farms)).toBe('0.1');
    expect(clampedArea(draft.farms[0]!, DATA.farms)).toBe(draft.farms[0]!.areaUsed);
  });

  it('gives a changed farm its default area (the last farm is never removed: the page test)', () => {
    expect(chosenFarmRow(SOUTH.id, DATA.farms)).toEqual({ farmId: SOUTH.id, areaUsed: '2' });
  });

  it('asks for the required fields when a restored row’s farm is gone', () => {
    const draft = withFarms(EMPTY_DRAFT, 2);
    expect(farmsError(draft, [NORTH])).toBe(M.completeRequiredFields);
  });
});

describe('details', () => {
  it('takes crop and variety from the sources and suggests the next generation', () => {
    const draft = withLots(A.id, B.id);
    expect(deriveDetails(draft, DATA.options)).toMatchObject({
      cropId: WHEAT,
      cropName: 'Wheat',
      varietyId: HI1544,
      varietyName: 'HI 1544',
      previousGeneration: 'F2',
      suggestedGeneration: 'F3',
      generation: 'F3',
    });
    expect(detailsError(draft, DATA.options)).toBeNull();
    expect(deriveDetails({ ...draft, generation: 'Foundation 2' }, DATA.options).generation).toBe('Foundation 2');
    expect(detailsError({ ...draft, generation: '  ' }, DATA.options)).toBe(M.generationRequired);
  });

  it('asks for crop, then variety', () => {
    expect(detailsError(EMPTY_DRAFT, DATA.options)).toBe(M.cropRequired);
    expect(detailsError(withLots(MALE.id), DATA.options)).toBe(M.varietyRequired);
  });

  it('gives a hybrid the female parent’s crop, no variety and F1', () => {
    let draft = setHybrid(withLots(MALE.id), true);
    draft = chooseLot(draft, 1, FEMALE.id);
    expect(deriveDetails({ ...draft, generation: 'F7' }, DATA.options)).toMatchObject({
      cropId: MAIZE,
      cropName: 'Maize',
      varietyId: null,
      varietyName: null,
      generation: 'F1',
    });
    expect(detailsError(draft, DATA.options)).toBeNull();
  });
});

describe('steps and the submit body', () => {
  it('opens a step only when every earlier step is complete', () => {
    expect(firstIncompleteStep(EMPTY_DRAFT, DATA)).toBe(0);
    const sources = withLots(A.id);
    expect(firstIncompleteStep(sources, DATA)).toBe(1);

    const all = withFarms(sources, 1);
    expect(firstIncompleteStep(all, DATA)).toBe(3);
    expect(stepError(3, EMPTY_DRAFT, DATA)).toBeNull();
  });

  it('makes ProductionLotCreate from the draft', () => {
    let draft = withFarms(withLots(A.id, B.id), 2);
    draft = setFarmArea(draft, 0, '45');
    draft = { ...draft, plantingDate: '2026-06-01', notes: '  Kharif sowing  ' };
    expect(toProductionBody(draft, DATA)).toEqual({
      sources: [
        { lot_id: A.id, quantity: 20, unit: 'packages', purpose: 'source' },
        { lot_id: B.id, quantity: 3.7, unit: 'packages', purpose: 'source' },
      ],
      farms: [
        { farm_id: NORTH.id, area_used: 30 },
        { farm_id: SOUTH.id, area_used: 2 },
      ],
      generation: 'F3',
      planting_date: '2026-06-01',
      expected_harvest_date: null,
      notes: 'Kharif sowing',
    });
  });

  it('submits a hybrid as F1 without a variety, with the parents’ purposes', () => {
    let draft = setHybrid(withLots(MALE.id), true);
    draft = withFarms(chooseLot(draft, 1, FEMALE.id), 1);
    const body = toProductionBody(draft, DATA);
    expect(body.sources.map((s) => [s.lot_id, s.purpose])).toEqual([
      [MALE.id, 'male_parent'],
      [FEMALE.id, 'female_parent'],
    ]);
    expect(body.generation).toBe('F1');
  });
});

describe('the step schemas', () => {
  it('refine each step with its rules, the first message on root.step', () => {
    const steps = productionWizardSteps(DATA);
    const issues = (step: number, draft: WizardDraft) => {
      const result = steps[step]!.safeParse(draft);
      return result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]);
    };
    expect(issues(0, EMPTY_DRAFT)).toEqual([['root.step', M.sourceRequired]]);
    expect(issues(0, withLots(A.id, FEMALE.id))).toEqual([['root.step', M.sourcesNotSameCrop]]);
    expect(issues(0, withLots(A.id))).toEqual([]);
    expect(issues(1, withLots(A.id))).toEqual([['root.step', M.contributionRequired]]);
    expect(issues(1, withFarms(withLots(A.id), 1))).toEqual([]);
    expect(issues(2, { ...withLots(A.id), generation: ' ' })).toEqual([['root.step', M.generationRequired]]);
    expect(issues(2, withLots(A.id))).toEqual([]);
  });
});

describe('the sessionStorage copy', () => {
  const memory = () => {
    const items = new Map<string, string>();
    return {
      getItem: (k: string) => items.get(k) ?? null,
      setItem: (k: string, v: string) => void items.set(k, v),
      removeItem: (k: string) => void items.delete(k),
      items,
    };
  };

  it('saves, restores and clears the draft', () => {
    const storage = memory();
    const draft = { ...withFarms(withLots(A.id), 1), generation: 'F9', notes: 'n' };
    saveDraft(storage, draft);
    expect(storage.items.has(WIZARD_STORAGE_KEY)).toBe(true);
    expect(loadDraft(storage, ProductionWizardDraft)).toEqual(draft);
    clearDraft(storage);
    expect(loadDraft(storage, ProductionWizardDraft)).toBeNull();
  });

  it('ignores a copy that is not a draft, and works without storage', () => {
    const storage = memory();
    storage.setItem(WIZARD_STORAGE_KEY, '{not json');
    expect(loadDraft(storage, ProductionWizardDraft)).toBeNull();
    const parse = (value: unknown) => {
      storage.setItem(WIZARD_STORAGE_KEY, JSON.stringify(value));
      return loadDraft(storage, ProductionWizardDraft);
    };
    expect(parse({ sources: [{ key: 'a' }], farms: [] })).toBeNull();
    expect(parse({ sources: [], farms: [], hybrid: 'yes' })).toEqual(EMPTY_DRAFT);
    expect(parse(null)).toBeNull();
    expect(loadDraft(null, ProductionWizardDraft)).toBeNull();
    expect(() => saveDraft(null, EMPTY_DRAFT)).not.toThrow();
  });
});
