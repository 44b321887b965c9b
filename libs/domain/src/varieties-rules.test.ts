import { describe, expect, it } from 'vitest';
import { INDIAN_STATES, isIndianState, SEASONS, VARIETY_LIMITS, VARIETY_VISIBILITIES } from './varieties-rules';

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
});
