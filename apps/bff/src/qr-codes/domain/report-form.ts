// The 'Report a suspicious packet' form as the page posts it, checked by the zod schema ReportForm
// in the page's language: every bad input gets its own words. Without JavaScript it comes as
// multipart/form-data with the photo as taken (or urlencoded from an older page); with it, the page
// has downscaled the photo in the browser first.
import { hasForbiddenCharacters, photoTypeOf, VERIFICATION_LIMITS as LIMITS } from '@seed/domain';
import { z } from 'zod';
import { PAGE_LANGUAGES, PAGE_TEXT, type PageLanguage } from './page-text';
import { type AcceptedPhotoType, photoSizeProblem } from './report-photo';
import type { FilledReportForm } from './verification-page';

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
      // a Buffer's memory is an ArrayBuffer here (express.raw never shares it)
      body: new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength),
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

/** Digits, with a leading + when one was typed: 6 to 15 of them. */
const PHONE = /^\+?[0-9]{6,15}$/;
/** What a person types between a phone number's digits. */
const PHONE_SEPARATORS = /[\s().-]/g;
/** What the phone field takes as typed (the form's maxlength). */
const PHONE_MAX_TYPED = 20;

/** A one-line field as typed: '' for a field not sent or sent twice. */
const typed = z.string().catch('');
/** The form's text fields as typed: what a refused form shows again. */
const TypedFields = z
  .object({ shop_name: typed, place: typed, phone: typed })
  .catch({ shop_name: '', place: '', phone: '' });

/** Characters a person did not type (control characters, NUL included) clear the field; spaces fold to one. */
const oneLine = (text: string) => (hasForbiddenCharacters(text) ? '' : text.replace(/\s+/g, ' ').trim());

/** The report form's schema in one language: its fields in the order their problems are listed. */
function reportFormIn(language: PageLanguage) {
  const words = PAGE_TEXT[language].report.errors;
  const lineOf = (max: number, required: string, tooLong: string) =>
    z
      .string()
      .transform(oneLine)
      .pipe(
        z
          .string()
          .min(1, required)
          .refine((text) => [...text].length <= max, tooLong),
      );
  return z.object({
    shop_name: lineOf(
      LIMITS.shopNameMaxLength,
      words.shopNameRequired,
      words.shopNameTooLong(LIMITS.shopNameMaxLength),
    ),
    place: lineOf(LIMITS.placeMaxLength, words.placeRequired, words.placeTooLong(LIMITS.placeMaxLength)),
    // optional: digits, with a leading + when one was typed; null when left empty
    phone: z
      .string()
      .transform((phone) => phone.trim())
      .refine((phone) => !phone || PHONE.test(phone.replace(PHONE_SEPARATORS, '')), words.phoneInvalid)
      .transform((phone) => (phone ? phone.replace(PHONE_SEPARATORS, '') : null)),
    // JPEG or PNG, told by its bytes, whose header declares a size it may have. WebP is refused
    // too: there is no decoder here to re-encode it with (the page's script sends JPEG).
    photo: z
      .custom<Buffer | null>((photo) => photo === null || Buffer.isBuffer(photo))
      .transform((photo, ctx) => {
        if (!photo) return { photo: null, photoType: null };
        const type = photoTypeOf(photo);
        const photoType: AcceptedPhotoType | null = type === 'image/jpeg' || type === 'image/png' ? type : null;
        const problem = (message: string) => ctx.issues.push({ code: 'custom', message, input: photo });
        if (photo.length > LIMITS.photoMaxBytes) problem(words.photoTooLarge(LIMITS.photoMaxBytes / 1024 / 1024));
        else if (!photoType) problem(words.photoNotImage);
        else {
          // the size its header declares, before anything decodes it (a few kB can claim 50,000 × 50,000 px)
          const size = photoSizeProblem(photo, photoType);
          if (size === 'tooManyPixels')
            problem(words.photoTooManyPixels(LIMITS.photoMaxMegapixels, LIMITS.photoMaxEdge));
          else if (size === 'unreadable') problem(words.photoUnreadable);
        }
        return { photo, photoType };
      }),
  });
}

/** The report form's schema in each of the page's languages (its words are the language's). */
export const ReportForm = Object.fromEntries(PAGE_LANGUAGES.map((language) => [language, reportFormIn(language)])) as {
  [L in PageLanguage]: ReturnType<typeof reportFormIn>;
};

/** The report, or the form's values with each problem in the page's language. */
export function parseReportForm(
  body: unknown,
  language: PageLanguage,
  photo: Buffer | null = null,
): { report: SuspiciousReport; form: null } | { report: null; form: FilledReportForm } {
  const values = TypedFields.parse(body);
  const parsed = ReportForm[language].safeParse({ ...values, photo });
  if (!parsed.success) {
    return {
      report: null,
      form: refusedForm(
        values,
        parsed.error.issues.map((issue) => issue.message),
      ),
    };
  }
  const { shop_name: shopName, place, phone, photo: checked } = parsed.data;
  return { report: { shopName, place, phone, photo: checked.photo, photoType: checked.photoType }, form: null };
}

/** The form again with what was typed, cut to what the fields take, and its problems. */
function refusedForm(values: FilledReportForm['values'], errors: string[]): FilledReportForm {
  return {
    values: {
      shop_name: values.shop_name.slice(0, LIMITS.shopNameMaxLength),
      place: values.place.slice(0, LIMITS.placeMaxLength),
      phone: values.phone.slice(0, PHONE_MAX_TYPED),
    },
    errors,
  };
}

/** The form again for a photo that passed its header's checks but could not be decoded. */
export function unreadablePhotoForm(body: unknown, language: PageLanguage): FilledReportForm {
  return refusedForm(TypedFields.parse(body), [PAGE_TEXT[language].report.errors.photoUnreadable]);
}
