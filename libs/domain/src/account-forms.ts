import { z } from 'zod';
import { AUTH_MESSAGES as M, isValidRegistrationPhone, MIN_PASSWORD_LENGTH, OTP_LENGTH } from './auth-forms';
import { text } from './primitives';

// The sign-in, registration and password forms of spec 1 §5 as schemas, so the screens show
// the spec's messages under the fields they belong to, in the spec's order. They check forms:
// what the auth server then receives is its own protocol (Supabase Auth), checked there.

/** Text the user must fill in: trimmed, and `message` when empty. */
const filled = (message: string) => text({ error: message }).trim().min(1, message);

/** A one-time code: its 6 digits (spec 1 §9), else the spec's message. */
const oneTimeCode = () => text({ error: M.codeRequired }).trim().length(OTP_LENGTH, M.codeRequired);

/**
 * Sign-in with an identifier (e-mail or phone) and a password: when either is missing the spec
 * has one message for the pair, shown once, under the first empty field.
 */
const bothFilled =
  (identifier: 'email' | 'phone') => (form: Record<string, string>, ctx: z.RefinementCtx<Record<string, string>>) => {
    const empty = [identifier, 'password'].find((field) => !form[field]);
    if (empty) ctx.addIssue({ code: 'custom', path: [empty], message: M.credentialsRequired });
  };

/** /login, e-mail tab: the e-mail and the password. */
export const EmailSignInForm = z
  .object({ email: text({ error: M.credentialsRequired }).trim(), password: text({ error: M.credentialsRequired }) })
  .superRefine(bothFilled('email'));
/** /login, phone tab: the phone number and the password. */
export const PhoneSignInForm = z
  .object({ phone: text({ error: M.credentialsRequired }).trim(), password: text({ error: M.credentialsRequired }) })
  .superRefine(bothFilled('phone'));

/** An e-mail to send a link to: 'Email me a sign-in link' on /login, and /forgot-password. */
export const EmailLinkForm = z.object({ email: filled(M.emailRequired) });

/** /login, phone tab, one-time code path: the number to text a code to. */
export const PhoneCodeRequestForm = z.object({ phone: filled(M.phoneRequired) });

/** /login, phone tab, one-time code path: the code received and, optionally, a new password. */
export const PhoneCodeSignInForm = PhoneCodeRequestForm.extend({ code: oneTimeCode(), newPassword: text() });

/**
 * A one-time code alone: the second factor at sign-in, the SMS code after registering by phone,
 * and on the profile the first code of a new authenticator and the code texted to verify the phone.
 */
export const OneTimeCodeForm = z.object({ code: oneTimeCode() });

/** /reset-password: the new password and its confirmation. */
export const NewPasswordForm = z
  .object({ password: text().min(MIN_PASSWORD_LENGTH, M.passwordTooShort), confirm: text() })
  .refine((form) => form.password === form.confirm, { path: ['confirm'], message: M.passwordsDontMatch });

/** Profile, Change Password: the current password (checked by the auth server), the new one and its confirmation. */
export const PasswordChangeForm = z
  .object({ current: text(), next: text().min(MIN_PASSWORD_LENGTH, M.newPasswordTooShort), confirm: text() })
  .refine((form) => form.next === form.confirm, { path: ['confirm'], message: M.newPasswordsDontMatch });

/** How a person registers (spec 1 §5): e-mail confirmation link, SMS code or the identity provider. */
export type RegistrationMethod = 'email' | 'phone' | 'google';

/**
 * /register for one method. The issues come in the spec's order: the e-mail or the phone, the
 * full name, the password, then the phone's 10 digits.
 */
export function registrationForm(method: RegistrationMethod) {
  return z
    .object({
      email: method === 'email' ? filled(M.emailRequired) : text().trim(),
      phone: method === 'phone' ? filled(M.phoneRequired) : text().trim(),
      fullName: filled(M.fullNameRequired),
      organizationName: text().trim(),
      password: text().min(MIN_PASSWORD_LENGTH, M.passwordRequired),
    })
    .superRefine((form, ctx) => {
      // After every field's own check, as the spec lists it last.
      if (method === 'phone' && form.phone && !isValidRegistrationPhone(form.phone))
        ctx.addIssue({ code: 'custom', path: ['phone'], message: M.phoneInvalid });
    });
}
export type RegistrationForm = z.output<ReturnType<typeof registrationForm>>;
