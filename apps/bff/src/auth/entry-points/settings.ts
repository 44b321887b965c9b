import type { AuthConfig } from '../../shared/config';

/**
 * GET /auth/v1/settings as GoTrue answers it. `external.<provider>` is true for the
 * configured OpenID Connect provider (the front end shows "Sign in with Google" only then).
 */
export function authSettings(config: AuthConfig) {
  const external: Record<string, boolean> = { email: true, phone: true, anonymous_users: false };
  if (config.oidc) external[config.oidc.name] = true;
  return {
    external,
    disable_signup: !config.enableSignup,
    mailer_autoconfirm: false,
    phone_autoconfirm: false,
    sms_provider: config.smsProviderUrl ? 'webhook' : 'outbox',
    mfa_enabled: true,
    saml_enabled: false,
  };
}
