import { E164_PHONE_PATTERN } from '@seed/domain';

/** Spec 1 §5 phone normalization: the one rule of @seed/domain, shared with the sign-in forms. */
export { normalizeAuthPhone as normalizePhone } from '@seed/domain';

/** E.164 (@seed/domain's E164_PHONE_PATTERN): a + and 8 to 15 digits, not starting with 0. */
export function isE164(phone: string): boolean {
  return E164_PHONE_PATTERN.test(phone);
}

/**
 * The phone as Supabase Auth stores and reports it (auth.users.phone, user.phone, the
 * `phone` claim): the E.164 digits without the leading +.
 */
export function storedPhone(normalized: string): string {
  return normalized.replace(/^\+/, '');
}
