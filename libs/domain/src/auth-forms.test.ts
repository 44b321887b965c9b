import { describe, expect, it } from 'vitest';
import { isValidRegistrationPhone, normalizeAuthPhone } from './auth-forms';

describe('normalizeAuthPhone', () => {
  it.each([
    ['98765 43210', '+919876543210'],
    ['(987) 654-3210', '+919876543210'],
    ['919876543210', '+919876543210'],
    ['+1 415 555 0100', '+14155550100'],
    ['12345', '+9112345'],
    ['no digits', ''],
  ])('when the input is %s, then it becomes %s', (input, expected) => {
    expect(normalizeAuthPhone(input)).toBe(expected);
  });
});

describe('isValidRegistrationPhone', () => {
  it('when the number has 10 digits, then it is valid', () =>
    expect(isValidRegistrationPhone('9876543210')).toBe(true));
  it('when the number has 9 digits, then it is refused', () =>
    expect(isValidRegistrationPhone('987654321')).toBe(false));
});
