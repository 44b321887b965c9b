import { describe, expect, it } from 'vitest';
import { ProductionWizardDraft, productionWizardSteps } from './production';
import { EMPTY_WIZARD_DRAFT, PRODUCTION_MESSAGES as M, type WizardData, type WizardDraft } from './production-rules';

// The production wizard's draft as the browser stores it, and its step schemas (the wizard's own
// cases, with the picker's lots, are in mfe-seedlots' wizard-state.test.ts).

const row = { lotId: 'SL-20260101-0900000-0001', quantity: '20', purpose: 'source' as const };
const NO_DATA: WizardData = { options: [], farms: [] };

describe('ProductionWizardDraft', () => {
  it('reads a stored draft back, dropping unknown keys', () => {
    const draft: WizardDraft = {
      ...EMPTY_WIZARD_DRAFT,
      hybrid: true,
      sources: [row],
      farms: [{ farmId: 'f1', areaUsed: '2' }],
      generation: 'F3',
      notes: 'n',
    };
    const stored = { ...draft, sources: [{ ...row, key: 'r1' }], extra: 1 };
    expect(ProductionWizardDraft.parse(stored)).toEqual(draft);
  });

  it('falls back for loose fields and refuses a copy that is not a draft', () => {
    expect(ProductionWizardDraft.parse({ sources: [], farms: [], hybrid: 'yes', generation: 3, notes: null })).toEqual(
      EMPTY_WIZARD_DRAFT,
    );
    for (const bad of [
      null,
      {},
      { sources: [{ lotId: 'a' }], farms: [] },
      { sources: [{ ...row, lotId: 'a\u0000' }], farms: [] },
    ])
      expect(ProductionWizardDraft.safeParse(bad).success).toBe(false);
  });
});

describe('productionWizardSteps', () => {
  it('gives Source Lots, Farm Selection and Seed Lot Details, each refusing with its first message on root.step', () => {
    const steps = productionWizardSteps(NO_DATA);
    expect(steps).toHaveLength(3);
    const first = (step: number) => {
      const result = steps[step]!.safeParse(EMPTY_WIZARD_DRAFT);
      return result.success ? null : result.error.issues.map((i) => [i.path.join('.'), i.message]);
    };
    expect([first(0), first(1), first(2)]).toEqual([
      [['root.step', M.sourceRequired]],
      [['root.step', M.contributionRequired]],
      [['root.step', M.cropRequired]],
    ]);
  });
});
