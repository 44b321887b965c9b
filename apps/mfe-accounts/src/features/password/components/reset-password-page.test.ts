import { describe, expect, it } from 'vitest';
import { validateNewPassword } from './reset-password-page';

describe('validateNewPassword', () => {
  it('when the password is shorter than 6, then the spec message shows', () => {
    expect(validateNewPassword('12345', '12345')).toBe('Password must be at least 6 characters');
  });
  it('when the confirmation differs, then the spec message shows', () => {
    expect(validateNewPassword('123456', '123457')).toBe("Passwords don't match");
  });
  it('when both match, then there is no message', () => {
    expect(validateNewPassword('123456', '123456')).toBeNull();
  });
});
