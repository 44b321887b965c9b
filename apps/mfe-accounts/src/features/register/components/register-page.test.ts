import { describe, expect, it } from 'vitest';
import { validateRegistration } from './register-page';

const ok = { fullName: 'Asha Patil', email: 'asha@example.com', phone: '9876543210', password: 'secret1' };

describe('validateRegistration', () => {
  it.each([
    ['email', { ...ok, email: ' ' }, 'Please enter your email address'],
    ['phone', { ...ok, phone: '' }, 'Please enter your phone number'],
    ['email', { ...ok, fullName: '' }, 'Please enter your full name'],
    ['email', { ...ok, password: '12345' }, 'Please enter a password (minimum 6 characters)'],
    ['phone', { ...ok, phone: '98765' }, 'Please enter a valid phone number with country code (e.g., +91 for India)'],
    ['google', { ...ok, fullName: '' }, 'Please enter your full name'],
  ] as const)('when registering by %s with a bad field, then the spec message shows', (method, form, message) => {
    expect(validateRegistration(method, form)).toBe(message);
  });

  it('when every field is right, then there is no message', () => {
    expect(validateRegistration('phone', ok)).toBeNull();
  });
});
