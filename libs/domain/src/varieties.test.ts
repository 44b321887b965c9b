import { describe, expect, it } from 'vitest';
import { VARIETY_MESSAGES as M } from './varieties-rules';
import { VarietyCreate, VarietyImport, VarietyListQuery, VarietyUpdate } from './varieties';

const CROP = '6f1c2a52-0d4b-4f6e-9a43-1b2c3d4e5f60';
const MASTER = '7a1c2a52-0d4b-4f6e-9a43-1b2c3d4e5f61';
const messages = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('VarietyCreate (spec 2 §5)', () => {
  it("when importing with nothing chosen and maturity out of range, then crop, master, maturity come in the spec's order", () => {
    const result = VarietyCreate.safeParse({ source: 'master', maturity_days: 400 });
    expect(messages(result)).toEqual([M.cropRequired, M.masterRequired, M.maturityDaysInvalid]);
  });

  it("when a custom variety has no crop, a blank name and maturity out of range, then crop, name, maturity in the spec's order", () => {
    const result = VarietyCreate.safeParse({ source: 'custom', display_name: '   ', maturity_days: -1 });
    expect(messages(result)).toEqual([M.cropRequired, M.nameRequired, M.maturityDaysInvalid]);
  });

  it('when no variety type is chosen, then the master-or-custom message', () => {
    expect(messages(VarietyCreate.safeParse({ crop_id: CROP }))).toEqual([M.masterRequired]);
  });

  it.each([
    [{ source: 'custom', display_name: 'X' }, M.cropRequired],
    [{ source: 'custom', crop_id: '', display_name: 'X' }, M.cropRequired],
    [{ source: 'master', crop_id: CROP }, M.masterRequired],
    [{ source: 'master', crop_id: CROP, master_variety_id: '' }, M.masterRequired],
    [{ source: 'custom', crop_id: CROP }, M.nameRequired],
    [{ source: 'custom', crop_id: CROP, display_name: '' }, M.nameRequired],
    [{ source: 'custom', crop_id: CROP, display_name: 'X', maturity_days: 366 }, M.maturityDaysInvalid],
    [{ source: 'custom', crop_id: CROP, display_name: 'X', maturity_days: 12.5 }, M.maturityDaysInvalid],
    [{ source: 'custom', crop_id: CROP, display_name: 'X', maturity_days: 'abc' }, M.maturityDaysInvalid],
  ])('when %j is sent, then %s', (input, message) => {
    expect(messages(VarietyCreate.safeParse(input))[0]).toBe(message);
  });

  it('when maturity days are 0 or 365 (or their text), then they pass as numbers', () => {
    for (const [value, expected] of [
      [0, 0],
      [365, 365],
      ['120', 120],
    ] as const) {
      const parsed = VarietyCreate.parse({ source: 'custom', crop_id: CROP, display_name: 'X', maturity_days: value });
      expect(parsed.maturity_days).toBe(expected);
    }
  });

  it('when a custom variety is complete, then defaults fill in and characteristics keep numbers as numbers', () => {
    const parsed = VarietyCreate.parse({
      source: 'custom',
      crop_id: CROP,
      display_name: ' Sharbati ',
      seasons: ['rabi', 'rabi'],
      recommended_states: ['Madhya Pradesh'],
      characteristics: { Yield: 52, Colour: 'amber' },
    });
    expect(parsed).toMatchObject({
      display_name: 'Sharbati',
      visibility: 'private',
      maturity_days: null,
      custom_description: null,
      seasons: ['rabi'],
      recommended_states: ['Madhya Pradesh'],
      characteristics: { Yield: 52, Colour: 'amber' },
    });
  });

  it('when an import leaves the name blank, then it is null (the master name is kept)', () => {
    const parsed = VarietyCreate.parse({
      source: 'master',
      crop_id: CROP,
      master_variety_id: MASTER,
      display_name: '',
    });
    expect(parsed).toMatchObject({ source: 'master', master_variety_id: MASTER, display_name: null });
  });

  it('when a season, a state or a characteristic is not allowed, then it is refused', () => {
    const base = { source: 'custom', crop_id: CROP, display_name: 'X' };
    expect(VarietyCreate.safeParse({ ...base, seasons: ['monsoon'] }).success).toBe(false);
    expect(VarietyCreate.safeParse({ ...base, recommended_states: ['Delhi'] }).success).toBe(false);
    expect(VarietyCreate.safeParse({ ...base, characteristics: { Traits: ['a'] } }).success).toBe(false);
    expect(VarietyCreate.safeParse({ ...base, characteristics: { '': 1 } }).success).toBe(false);
  });
});

describe('VarietyUpdate', () => {
  it("when the name is blank and maturity out of range, then name then maturity (the spec's order)", () => {
    expect(messages(VarietyUpdate.safeParse({ display_name: '', maturity_days: 999 }))).toEqual([
      M.nameRequired,
      M.maturityDaysInvalid,
    ]);
  });
});

describe('VarietyImport', () => {
  it('when no master is given, then the master message', () => {
    expect(messages(VarietyImport.safeParse({}))).toEqual([M.masterRequired]);
  });
});

describe('VarietyListQuery', () => {
  it('when nothing is given, then the My Varieties tab, page 1', () => {
    expect(VarietyListQuery.parse({})).toMatchObject({ tab: 'my', page: 1, limit: 24 });
  });

  it('when filters come as query text, then they parse; an unknown state or season is refused', () => {
    expect(
      VarietyListQuery.parse({
        search: ' hi ',
        crop: CROP,
        season: 'kharif',
        state: 'Maharashtra',
        tab: 'discover',
        page: '2',
      }),
    ).toMatchObject({ search: 'hi', crop: CROP, season: 'kharif', state: 'Maharashtra', tab: 'discover', page: 2 });
    expect(VarietyListQuery.safeParse({ state: 'Delhi' }).success).toBe(false);
    expect(VarietyListQuery.safeParse({ season: 'monsoon' }).success).toBe(false);
  });
});
