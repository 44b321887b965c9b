import { z } from 'zod';

// The two building blocks every schema of the contract uses for text and numbers, so bad input
// is refused by the schema (a 400 with a clear message) instead of failing deeper down:
// PostgreSQL refuses NUL in text and jsonb, and a lone UTF-16 surrogate cannot be encoded as
// UTF-8 (jsonb refuses its \ud800 escape); coercion turned true, [5] and '0x10' into numbers.

/** What the contract answers for text it refuses whatever the field. */
export const TEXT_MESSAGES = {
  forbiddenCharacters: 'Text must not contain control characters or invalid characters',
  dateInvalid: 'Please enter a real date as yyyy-mm-dd',
} as const;

/** NUL, or a surrogate without its pair (no lookbehind, for older Safari). */
const FORBIDDEN_CHARACTERS = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:^|[^\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether text holds a character no field of the contract accepts. */
export function hasForbiddenCharacters(value: string): boolean {
  return FORBIDDEN_CHARACTERS.test(value);
}

/**
 * The string every free-text field, record key and path or query parameter of the contract is
 * built from: z.string() that refuses NUL and lone surrogates first (so no later check or
 * transform sees them). Chain .trim(), .min(), .max() as on z.string().
 */
export function text(params?: string | { error?: string }) {
  return z
    .string(params)
    .refine((value) => !hasForbiddenCharacters(value), { message: TEXT_MESSAGES.forbiddenCharacters, abort: true });
}

/** A plain decimal: optional sign, digits, optional fraction; blanks around are ignored. */
const DECIMAL_TEXT = /^\s*[+-]?(?:\d+(?:\.\d*)?|\.\d+)\s*$/;

/**
 * A number parsed strictly: `target` (a z.number() with its checks) as a JSON number, or the
 * plain decimal text of one ('12', ' -3.5 ') as query strings and form fields carry it. Never
 * true, [5], '0x10', '1e3', 'Infinity', '' or an array of repeated query values. `error`
 * replaces the message for input that is no number at all.
 */
export function decimal<T extends z.ZodType<number, number>>(target: T, error?: string) {
  const fromText = z.string().regex(DECIMAL_TEXT).transform(Number).pipe(target);
  return z.union([target, fromText], error === undefined ? undefined : { error });
}

/** Years a date of the contract may fall in: the seed trade's records, not the calendar's extremes. */
const DATE_YEARS = { min: 1900, max: 2999 } as const;

/** Whether `value` (yyyy-mm-dd) names a day that exists: 2026-02-30 and 2026-13-45 do not. */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < DATE_YEARS.min || year > DATE_YEARS.max) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * A calendar date as yyyy-mm-dd that exists (checked here, so PostgreSQL never meets
 * 2026-02-30), with `message` for anything else.
 */
export function calendarDate(message: string = TEXT_MESSAGES.dateInvalid) {
  return text().refine(isCalendarDate, { message });
}

/** Any UUID's text, case-insensitive, whatever its version: the ids PostgreSQL's uuid type reads. */
const UUID_TEXT = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `value` is a UUID's text (PostgreSQL's uuid reads it; anything else names no row). */
export function isUuid(value: string): boolean {
  return UUID_TEXT.test(value);
}

/** What a request answers when an idParam is no id: 404 with this code and message. */
export interface IdNotFound {
  code: string;
  message: string;
}

/** The key of an idParam's refusal in its zod issue (`params`), read by the BFF's addRoute. */
export const ID_NOT_FOUND = 'idNotFound';

/**
 * A path parameter that names a row by its UUID: text that is no UUID names no row, so the
 * request is answered as one for a row that does not exist (404 `notFound.code` with
 * `notFound.message`, from addRoute), not as bad input. `base` keeps the parameter's other checks
 * (their 400s come first).
 */
export function idParam(notFound: IdNotFound, base: z.ZodType<string, string> = text()) {
  return base.refine(isUuid, { message: notFound.message, params: { [ID_NOT_FOUND]: notFound.code } });
}
