import { describe, expect, it } from 'vitest';
import { isE164, normalizePhone, storedPhone } from './phone';

describe('normalizePhone', () => {
  it('when the number has exactly 10 digits, then +91 is prefixed', () => {
    expect(normalizePhone('9876543210')).toBe('+919876543210');
  });

  it('when the number has separators, then only its digits count', () => {
    expect(normalizePhone('98765 43210')).toBe('+919876543210');
    expect(normalizePhone('(987) 654-3210')).toBe('+919876543210');
  });

  it('when the number has more than 10 digits, then a leading + is added', () => {
    expect(normalizePhone('919876543210')).toBe('+919876543210');
    expect(normalizePhone('+44 20 7946 0958')).toBe('+442079460958');
    expect(normalizePhone('+919876543210')).toBe('+919876543210');
  });

  it('when the number has fewer than 10 digits, then +91 is prefixed', () => {
    expect(normalizePhone('12345')).toBe('+9112345');
  });

  it('when a 10-digit number starts with 0, then +91 is prefixed as the spec says (the 0 stays)', () => {
    expect(normalizePhone('0987654321')).toBe('+910987654321');
  });

  it('when there are no digits, then the result is empty', () => {
    expect(normalizePhone('')).toBe('');
    expect(normalizePhone('phone')).toBe('');
  });

  it('when a number of 10 or more digits is normalized twice, then the result does not change', () => {
    for (const input of ['9876543210', '919876543210', '+1 415 555 0100']) {
      expect(normalizePhone(normalizePhone(input))).toBe(normalizePhone(input));
    }
  });
});

describe('isE164', () => {
  it('when the number is + and 8 to 15 digits not starting with 0, then it is valid', () => {
    expect(isE164('+919876543210')).toBe(true);
    expect(isE164('+9112345')).toBe(false);
    expect(isE164('+0123456789')).toBe(false);
    expect(isE164('+1234567890123456')).toBe(false);
  });
});

describe('storedPhone', () => {
  it('when a normalized number is stored, then it loses its + as in Supabase Auth', () => {
    expect(storedPhone('+919876543210')).toBe('919876543210');
  });
});
