/**
 * An error of the auth server, answered in Supabase Auth's (GoTrue's) shape so supabase-js
 * surfaces `message` and `code` as it does against Supabase: `{ code, msg }` for API version
 * 2024-01-01 clients (what supabase-js sends), else `{ code: <status>, error_code, msg }`.
 */
export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
    /** Extra members of the body (e.g. weak_password). */
    readonly extra: Record<string, unknown> = {},
    /** Response headers (e.g. Retry-After). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'AuthError';
  }
}

export const authErrors = {
  validation: (message: string) => new AuthError(400, 'validation_failed', message),
  invalidCredentials: () => new AuthError(400, 'invalid_credentials', 'Invalid login credentials'),
  emailNotConfirmed: () => new AuthError(400, 'email_not_confirmed', 'Email not confirmed'),
  phoneNotConfirmed: () => new AuthError(400, 'phone_not_confirmed', 'Phone not confirmed'),
  userBanned: () => new AuthError(400, 'user_banned', 'User is banned'),
  signupDisabled: () => new AuthError(422, 'signup_disabled', 'Signups not allowed for this instance'),
  weakPassword: (minLength: number) =>
    new AuthError(422, 'weak_password', `Password should be at least ${minLength} characters.`, {
      weak_password: { reasons: ['length'] },
    }),
  passwordRequired: () => new AuthError(422, 'validation_failed', 'Signup requires a valid password'),
  currentPasswordMismatch: () =>
    new AuthError(400, 'current_password_mismatch', 'Current password required when setting new password.'),
  samePassword: () => new AuthError(422, 'same_password', 'New password should be different from the old password.'),
  emailExists: () => new AuthError(422, 'email_exists', 'A user with this email address has already been registered'),
  phoneExists: () => new AuthError(422, 'phone_exists', 'A user with this phone number has already been registered'),
  otpExpired: () => new AuthError(403, 'otp_expired', 'Token has expired or is invalid'),
  otpLocked: () =>
    new AuthError(403, 'otp_expired', 'Too many wrong codes: this code no longer works. Please request a new one.'),
  refreshTokenNotFound: () =>
    new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found'),
  refreshTokenAlreadyUsed: () =>
    new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used'),
  sessionExpired: () => new AuthError(400, 'session_expired', 'Session Expired'),
  noAuthorization: () => new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token'),
  badJwt: (detail: string) =>
    new AuthError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${detail}`),
  sessionNotFound: () => new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist'),
  userNotFound: () => new AuthError(404, 'user_not_found', 'User not found'),
  insufficientAal: () => new AuthError(401, 'insufficient_aal', 'AAL2 required'),
  insufficientAalForUpdate: () =>
    new AuthError(401, 'insufficient_aal', 'AAL2 session is required to update email or password when MFA is enabled.'),
  flowStateNotFound: () => new AuthError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found'),
  flowStateExpired: () => new AuthError(422, 'flow_state_expired', 'invalid flow state, flow state has expired'),
  badCodeVerifier: () =>
    new AuthError(400, 'bad_code_verifier', 'code challenge does not match previously saved code verifier'),
  reauthenticationNeeded: () =>
    new AuthError(400, 'reauthentication_needed', 'Password update requires reauthentication'),
  reauthenticationInvalid: () =>
    new AuthError(400, 'reauthentication_not_valid', 'Requires a valid reauthentication nonce'),
  factorNotFound: () => new AuthError(404, 'mfa_factor_not_found', 'Factor not found'),
  challengeNotFound: () => new AuthError(404, 'mfa_challenge_not_found', 'MFA challenge not found'),
  challengeExpired: (id: string) =>
    new AuthError(
      422,
      'mfa_challenge_expired',
      `MFA challenge ${id} has expired, verify against another challenge or create a new challenge.`,
    ),
  mfaVerificationFailed: () => new AuthError(422, 'mfa_verification_failed', 'Invalid TOTP code entered'),
  factorNameConflict: (name: string) =>
    new AuthError(
      422,
      'mfa_factor_name_conflict',
      `A factor with the friendly name "${name}" for this user already exists`,
    ),
  providerDisabled: () => new AuthError(400, 'provider_disabled', 'Unsupported provider: provider is not enabled'),
  unexpected: (message: string) => new AuthError(500, 'unexpected_failure', message),
  /** 429 with Retry-After. */
  rateLimited: (code: string, message: string, retryAfterSeconds: number) =>
    new AuthError(429, code, message, {}, { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) }),
};
