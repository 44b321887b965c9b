// Rules of the sign-in and registration forms (spec 1 §5), shared by the forms and the server.

/** Spec 1 §9: minimum password length. */
export const MIN_PASSWORD_LENGTH = 6;
/** Spec 1 §9: one-time codes have 6 digits. */
export const OTP_LENGTH = 6;
/** E.164, as the auth server and profiles keep phones: a + and 8 to 15 digits, not starting with 0. */
export const E164_PHONE_PATTERN = /^\+[1-9][0-9]{7,14}$/;

/** The spec's messages for sign-in, registration and password forms. */
export const AUTH_MESSAGES = {
  credentialsRequired: 'You must provide either an email or phone number and a password',
  wrongCredentials: 'The email or password you entered is incorrect. Please try again.',
  emailRequired: 'Please enter your email address',
  phoneRequired: 'Please enter your phone number',
  fullNameRequired: 'Please enter your full name',
  passwordRequired: 'Please enter a password (minimum 6 characters)',
  phoneInvalid: 'Please enter a valid phone number with country code (e.g., +91 for India)',
  codeRequired: 'Please enter the verification code',
  passwordsDontMatch: "Passwords don't match",
  passwordTooShort: 'Password must be at least 6 characters',
  newPasswordTooShort: 'New password must be at least 6 characters',
  newPasswordsDontMatch: 'New passwords do not match',
  currentPasswordWrong: 'Current password is incorrect.',
} as const;

/**
 * Spec 1 §5 phone normalization for sign-in and registration (the form and the auth server
 * alike): non-digits stripped; exactly 10 digits get +91; more than 10 get a leading +; fewer
 * get +91 too. No digits at all gives ''.
 */
export function normalizeAuthPhone(input: string): string {
  const digits = input.replace(/\D/g, '');
  if (digits.length === 0) return '';
  return digits.length > 10 ? `+${digits}` : `+91${digits}`;
}

/** The registration phone must have 10 digits (the input shows the +91 prefix beside it). */
export function isValidRegistrationPhone(input: string): boolean {
  return input.replace(/\D/g, '').length === 10;
}
