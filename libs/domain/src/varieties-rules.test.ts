import { describe, expect, it } from 'vitest';
import {
  cropName,
  cardStates,
  characteristicsToRows,
  INDIAN_STATES,
  isIndianState,
  rowsToCharacteristics,
  SEASONS,
  VARIETY_LIMITS,
  VARIETY_VISIBILITIES,
} from './varieties-rules';

describe('varieties rules', () => {
  it('when the recommended states are listed, then they are the 28 states from Andhra Pradesh to West Bengal, sorted and unique', () => {
    expect(INDIAN_STATES).toHaveLength(28);
    expect(INDIAN_STATES[0]).toBe('Andhra Pradesh');
    expect(INDIAN_STATES[27]).toBe('West Bengal');
    expect([...INDIAN_STATES].sort((a, b) => a.localeCompare(b))).toEqual([...INDIAN_STATES]);
    expect(new Set(INDIAN_STATES).size).toBe(28);
  });

  it('when a union territory or a misspelling is checked, then it is not a state', () => {
    expect(isIndianState('Maharashtra')).toBe(true);
    expect(isIndianState('Delhi')).toBe(false);
    expect(isIndianState('Jammu and Kashmir')).toBe(false);
    expect(isIndianState('maharashtra')).toBe(false);
  });

  it("when seasons and visibilities are listed, then they are spec 2 §3's values", () => {
    expect(SEASONS).toEqual(['rabi', 'kharif', 'summer', 'perennial']);
    expect(VARIETY_VISIBILITIES).toEqual(['private', 'shared']);
    expect(VARIETY_LIMITS).toMatchObject({ minMaturityDays: 0, maxMaturityDays: 365 });
  });

  it('when characteristics rows are saved, then plain numbers become numbers and other text stays text', () => {
    expect(
      rowsToCharacteristics([
        { key: ' Yield (q/ha) ', value: ' 52 ' },
        { key: 'Protein %', value: '11.5' },
        { key: 'Offset', value: '-3' },
        { key: 'Half', value: '.5' },
        { key: 'Range', value: '5-7 t/ha' },
        { key: 'Exponent', value: '1e3' },
        { key: 'Hex', value: '0x10' },
        { key: 'Grain colour', value: 'amber' },
        { key: 'Blank', value: '' },
      ]),
    ).toEqual({
      'Yield (q/ha)': 52,
      'Protein %': 11.5,
      Offset: -3,
      Half: 0.5,
      Range: '5-7 t/ha',
      Exponent: '1e3',
      Hex: '0x10',
      'Grain colour': 'amber',
      Blank: '',
    });
  });

  it('when a row has no key, then it is skipped; when a key repeats, then the later row wins', () => {
    expect(
      rowsToCharacteristics([
        { key: '', value: 'orphan' },
        { key: '   ', value: '4' },
        { key: 'Height', value: '90' },
        { key: 'Height', value: '95' },
      ]),
    ).toEqual({ Height: 95 });
  });

  it('when stored characteristics are edited, then they become rows of text, and at least one row always remains', () => {
    expect(characteristicsToRows({ 'Yield (q/ha)': 52, Colour: 'amber' })).toEqual([
      { key: 'Yield (q/ha)', value: '52' },
      { key: 'Colour', value: 'amber' },
    ]);
    expect(characteristicsToRows({})).toEqual([{ key: '', value: '' }]);
    // A round trip keeps numbers numbers.
    expect(rowsToCharacteristics(characteristicsToRows({ a: 1.25, b: 'x' }))).toEqual({ a: 1.25, b: 'x' });
  });

  it("when a card shows states, then it shows the first 3 and '+N more' counts the rest", () => {
    expect(cardStates(['A', 'B'])).toEqual({ shown: ['A', 'B'], more: 0 });
    expect(cardStates(['A', 'B', 'C'])).toEqual({ shown: ['A', 'B', 'C'], more: 0 });
    expect(cardStates(['A', 'B', 'C', 'D', 'E'])).toEqual({ shown: ['A', 'B', 'C'], more: 2 });
  });
});

describe('cropName', () => {
  const okra = { name: 'Okra', hindi_name: 'भिंडी', marathi_name: 'भेंडी' };
  it('when a screen is in Hindi or Marathi, then the crop has its name in that language, else English', () => {
    expect([cropName(okra, 'en'), cropName(okra, 'hi'), cropName(okra, 'mr')]).toEqual(['Okra', 'भिंडी', 'भेंडी']);
    expect(cropName({ name: 'Sesame', hindi_name: null, marathi_name: null }, 'mr')).toBe('Sesame');
  });
});
