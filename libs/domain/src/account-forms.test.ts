import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  EmailLinkForm,
  EmailSignInForm,
  NewPasswordForm,
  OneTimeCodeForm,
  PasswordChangeForm,
  PhoneCodeSignInForm,
  registrationForm,
} from './account-forms';

/** The first message a form shows, in the schema's (the spec's) order, or null when valid. */
function firstMessage(schema: z.ZodType, form: unknown): string | null {
  const result = schema.safeParse(form);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

/** Each field's messages, as the form shows them under the fields. */
function messagesByField(schema: z.ZodType, form: unknown): Record<string, string[]> {
  const result = schema.safeParse(form);
  const byField: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) (byField[issue.path.join('.')] ??= []).push(issue.message);
  return byField;
}

// Moved with the validators from register-page, reset-password-page and password-form: same cases, same words.
describe('registrationForm', () => {
  const ok = {
    fullName: 'Asha Patil',
    organizationName: '',
    email: 'asha@example.com',
    phone: '9876543210',
    password: 'secret1',
  };

  it.each([
    ['email', { ...ok, email: ' ' }, 'Please enter your email address'],
    ['phone', { ...ok, phone: '' }, 'Please enter your phone number'],
    ['email', { ...ok, fullName: '' }, 'Please enter your full name'],
    ['email', { ...ok, password: '12345' }, 'Please enter a password (minimum 6 characters)'],
    ['phone', { ...ok, phone: '98765' }, 'Please enter a valid phone number with country code (e.g., +91 for India)'],
    ['google', { ...ok, fullName: '' }, 'Please enter your full name'],
  ] as const)('when registering by %s with a bad field, then the spec message shows', (method, form, message) => {
    expect(firstMessage(registrationForm(method), form)).toBe(message);
  });

  it('when every field is right, then there is no message', () => {
    expect(firstMessage(registrationForm('phone'), ok)).toBeNull();
  });

  it('when the phone is short and the name missing, then the name comes first, as the spec orders them', () => {
    expect(firstMessage(registrationForm('phone'), { ...ok, phone: '98765', fullName: '' })).toBe(
      'Please enter your full name',
    );
    expect(messagesByField(registrationForm('phone'), { ...ok, phone: '98765', fullName: '' })).toEqual({
      fullName: ['Please enter your full name'],
      phone: ['Please enter a valid phone number with country code (e.g., +91 for India)'],
    });
  });

  it('when registering by e-mail, then the phone is not asked for, and the other way round', () => {
    expect(firstMessage(registrationForm('email'), { ...ok, phone: '' })).toBeNull();
    expect(firstMessage(registrationForm('phone'), { ...ok, email: '' })).toBeNull();
  });
});

describe('NewPasswordForm', () => {
  it('when the password is shorter than 6, then the spec message shows', () => {
    expect(firstMessage(NewPasswordForm, { password: '12345', confirm: '12345' })).toBe(
      'Password must be at least 6 characters',
    );
  });
  it('when the confirmation differs, then the spec message shows under the confirmation', () => {
    expect(messagesByField(NewPasswordForm, { password: '123456', confirm: '123457' })).toEqual({
      confirm: ["Passwords don't match"],
    });
  });
  it('when both match, then there is no message', () => {
    expect(firstMessage(NewPasswordForm, { password: '123456', confirm: '123456' })).toBeNull();
  });
});

describe('PasswordChangeForm', () => {
  it('when the new password is short, then the spec message shows', () => {
    expect(firstMessage(PasswordChangeForm, { current: 'x', next: '12345', confirm: '12345' })).toBe(
      'New password must be at least 6 characters',
    );
  });
  it('when the confirmation differs, then the spec message shows', () => {
    expect(firstMessage(PasswordChangeForm, { current: 'x', next: '123456', confirm: '654321' })).toBe(
      'New passwords do not match',
    );
  });
});

describe('sign-in forms', () => {
  const credentials = 'You must provide either an email or phone number and a password';

  it('when the e-mail or the password is missing, then the one spec message shows once, at the first empty field', () => {
    expect(messagesByField(EmailSignInForm, { email: '', password: '' })).toEqual({ email: [credentials] });
    expect(messagesByField(EmailSignInForm, { email: 'asha@example.com', password: '' })).toEqual({
      password: [credentials],
    });
    expect(firstMessage(EmailSignInForm, { email: ' asha@example.com ', password: 'x' })).toBeNull();
  });

  it('when a link is asked for without an e-mail, then the spec message shows', () => {
    expect(firstMessage(EmailLinkForm, { email: '  ' })).toBe('Please enter your email address');
  });

  it.each(['', '12345', '1234567'])('when the one-time code is %j, then the spec message shows', (code) => {
    expect(firstMessage(OneTimeCodeForm, { code })).toBe('Please enter the verification code');
  });

  it('when the phone code path misses the phone, then the spec message shows', () => {
    expect(firstMessage(PhoneCodeSignInForm, { phone: '', code: '123456', newPassword: '' })).toBe(
      'Please enter your phone number',
    );
  });
});
