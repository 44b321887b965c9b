// The 'Report a suspicious packet' form as the page posts it: every bad input gets its own words.
import { hasForbiddenCharacters, VERIFICATION_LIMITS as LIMITS } from '@seed/domain';
import { PAGE_TEXT, type PageLanguage } from './page-text';
import type { ReportForm } from './verification-page';

export interface SuspiciousReport {
  shopName: string;
  place: string;
  /** Digits, with a leading + when one was typed; null when left empty. */
  phone: string | null;
}

const field = (body: unknown, name: string): string => {
  const value = (body as Record<string, unknown> | null | undefined)?.[name];
  return typeof value === 'string' ? value : '';
};

/** Characters a person did not type: control characters (NUL included), not newlines in a one-line field. */
const clean = (text: string) => (hasForbiddenCharacters(text) ? '' : text.replace(/\s+/g, ' ').trim());

/** The report, or the form's values with each problem in the page's language. */
export function parseReportForm(
  body: unknown,
  language: PageLanguage,
): { report: SuspiciousReport; form: null } | { report: null; form: ReportForm } {
  const words = PAGE_TEXT[language].report.errors;
  const values = { shop_name: field(body, 'shop_name'), place: field(body, 'place'), phone: field(body, 'phone') };
  const shopName = clean(values.shop_name);
  const place = clean(values.place);
  const typedPhone = values.phone.trim();
  const phone = typedPhone.replace(/[\s().-]/g, '');
  const errors: string[] = [];
  if (!shopName) errors.push(words.shopNameRequired);
  else if ([...shopName].length > LIMITS.shopNameMaxLength)
    errors.push(words.shopNameTooLong(LIMITS.shopNameMaxLength));
  if (!place) errors.push(words.placeRequired);
  else if ([...place].length > LIMITS.placeMaxLength) errors.push(words.placeTooLong(LIMITS.placeMaxLength));
  if (typedPhone && !/^\+?[0-9]{6,15}$/.test(phone)) errors.push(words.phoneInvalid);
  if (errors.length) {
    // what was typed goes back into the form, cut to what the fields take
    return {
      report: null,
      form: {
        values: {
          shop_name: values.shop_name.slice(0, LIMITS.shopNameMaxLength),
          place: values.place.slice(0, LIMITS.placeMaxLength),
          phone: values.phone.slice(0, 20),
        },
        errors,
      },
    };
  }
  return { report: { shopName, place, phone: typedPhone ? phone : null }, form: null };
}
