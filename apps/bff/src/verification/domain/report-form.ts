// The 'Report a suspicious packet' form as the page posts it: every bad input gets its own words.
// Without JavaScript it comes as multipart/form-data with the photo as taken (or urlencoded from an
// older page); with it, the page has downscaled the photo in the browser first.
import { hasForbiddenCharacters, photoTypeOf, VERIFICATION_LIMITS as LIMITS } from '@seed/domain';
import { PAGE_TEXT, type PageLanguage } from './page-text';
import { type AcceptedPhotoType, photoSizeProblem } from './report-photo';
import type { ReportForm } from './verification-page';

export interface SuspiciousReport {
  shopName: string;
  place: string;
  /** Digits, with a leading + when one was typed; null when left empty. */
  phone: string | null;
  /** The photo's bytes as received (JPEG or PNG, told by its signature; its header's size checked), or null without one. */
  photo: Buffer | null;
  /** The photo's type, from its bytes. */
  photoType: AcceptedPhotoType | null;
}

/** A multipart report's text fields and its photo's bytes (null when none was chosen). */
export interface MultipartReport {
  fields: Record<string, string>;
  photo: Buffer | null;
}

/**
 * Reads a multipart/form-data body with the platform's own parser (the WHATWG Request of Node's
 * fetch): the first value of each text field, and the file of `photo` when one was chosen (a form
 * without one sends an empty part). Null for a body that is not valid multipart.
 */
export async function readMultipartReport(body: Buffer, contentType: string): Promise<MultipartReport | null> {
  let form: FormData;
  try {
    form = await new Request('http://report.invalid/', {
      method: 'POST',
      headers: { 'content-type': contentType },
      body: new Uint8Array(body.buffer, body.byteOffset, body.byteLength),
    }).formData();
  } catch {
    return null;
  }
  const fields: Record<string, string> = {};
  let photo: Buffer | null = null;
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') {
      if (!(name in fields)) fields[name] = value;
    } else if (name === 'photo' && photo === null && value.size > 0) {
      photo = Buffer.from(await value.arrayBuffer());
    }
  }
  return { fields, photo };
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
  photo: Buffer | null = null,
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
  // WebP is refused too: there is no decoder here to re-encode it with (the page's script sends JPEG)
  const type = photo ? photoTypeOf(photo) : null;
  const photoType = type === 'image/jpeg' || type === 'image/png' ? type : null;
  if (photo && photo.length > LIMITS.photoMaxBytes)
    errors.push(words.photoTooLarge(LIMITS.photoMaxBytes / 1024 / 1024));
  else if (photo && !photoType) errors.push(words.photoNotImage);
  else if (photo && photoType) {
    // the size its header declares, before anything decodes it (a few kB can claim 50,000 × 50,000 px)
    const problem = photoSizeProblem(photo, photoType);
    if (problem === 'tooManyPixels')
      errors.push(words.photoTooManyPixels(LIMITS.photoMaxMegapixels, LIMITS.photoMaxEdge));
    else if (problem === 'unreadable') errors.push(words.photoUnreadable);
  }
  if (errors.length) return { report: null, form: refusedForm(values, errors) };
  return { report: { shopName, place, phone: typedPhone ? phone : null, photo, photoType }, form: null };
}

/** The form again with what was typed, cut to what the fields take, and its problems. */
function refusedForm(values: ReportForm['values'], errors: string[]): ReportForm {
  return {
    values: {
      shop_name: values.shop_name.slice(0, LIMITS.shopNameMaxLength),
      place: values.place.slice(0, LIMITS.placeMaxLength),
      phone: values.phone.slice(0, 20),
    },
    errors,
  };
}

/** The form again for a photo that passed its header's checks but could not be decoded. */
export function unreadablePhotoForm(body: unknown, language: PageLanguage): ReportForm {
  return refusedForm(
    { shop_name: field(body, 'shop_name'), place: field(body, 'place'), phone: field(body, 'phone') },
    [PAGE_TEXT[language].report.errors.photoUnreadable],
  );
}
