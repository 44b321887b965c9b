// Dates in one style per kind across the portal, in the Indian convention: a date is
// '26 Nov 2026', a moment is '26 Nov 2026, 11:30 pm'; in Hindi '26 नव॰ 2026' and in Marathi
// '26 नोव्हें, 2026', with the locale's clock. Plain Intl, no zod and no date library,
// so every screen can import them statically. Moments show in the reader's own time zone; a
// calendar date ('2026-11-26', as the API sends planting or transaction dates) is printed as
// that day everywhere, never moved by a time zone.

import { documentLanguage, type Language } from './languages';

// Parts come from en-US (short months are 'Sep', where en-GB and en-IN now say 'Sept') and are
// put in Indian order here, so the output does not depend on the ICU version's locale data.
// Each is built on first use: a formatter costs the page's start-up time whether it prints or not.
const english = {
  date: once(() => new Intl.DateTimeFormat('en-US', { day: 'numeric', month: 'short', year: 'numeric' })),
  calendar: once(
    () => new Intl.DateTimeFormat('en-US', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }),
  ),
  time: once(() => new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', hour12: true })),
};

function once<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

type Translated = Exclude<Language, 'en'>;
// Hindi and Marathi as Intl writes them for India, with the digits of the lot numbers and packets
// (latn) rather than Devanagari ones; built on first use, one set per language.
const translatedFormats = new Map<
  Translated,
  { date: Intl.DateTimeFormat; calendar: Intl.DateTimeFormat; moment: Intl.DateTimeFormat }
>();
function formatsOf(language: Translated) {
  let formats = translatedFormats.get(language);
  if (!formats) {
    const locale = `${language}-IN-u-nu-latn`;
    const day = { day: 'numeric', month: 'short', year: 'numeric' } as const;
    formats = {
      date: new Intl.DateTimeFormat(locale, day),
      calendar: new Intl.DateTimeFormat(locale, { ...day, timeZone: 'UTC' }),
      moment: new Intl.DateTimeFormat(locale, { ...day, hour: 'numeric', minute: '2-digit' }),
    };
    translatedFormats.set(language, formats);
  }
  return formats;
}

function parse(value: string | Date): Date | null {
  const date = value instanceof Date ? value : new Date(CALENDAR_DATE.test(value) ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function partsOf(format: Intl.DateTimeFormat, date: Date): Record<string, string> {
  return Object.fromEntries(format.formatToParts(date).map((p) => [p.type, p.value]));
}

/**
 * A date, '26 Nov 2026' (in the page's language unless given); a 'yyyy-mm-dd' calendar date is
 * that day in any time zone. An unreadable date is returned as it is.
 */
export function formatDate(value: string | Date, language: Language = documentLanguage()): string {
  const date = parse(value);
  if (!date) return String(value);
  const calendar = typeof value === 'string' && CALENDAR_DATE.test(value);
  if (language !== 'en') {
    const formats = formatsOf(language);
    return (calendar ? formats.calendar : formats.date).format(date);
  }
  const p = partsOf(calendar ? english.calendar() : english.date(), date);
  return `${p.day} ${p.month} ${p.year}`;
}

/**
 * A moment, '26 Nov 2026, 11:30 pm' in the reader's time zone (in the page's language unless
 * given, with that locale's clock). An unreadable value is returned as it is.
 */
export function formatDateTime(value: string | Date, language: Language = documentLanguage()): string {
  const date = parse(value);
  if (!date) return String(value);
  if (language !== 'en') return formatsOf(language).moment.format(date);
  const t = partsOf(english.time(), date);
  return `${formatDate(date, 'en')}, ${t.hour}:${t.minute} ${(t.dayPeriod ?? '').toLowerCase()}`;
}

/** Today's date in India (IST, UTC+05:30, no daylight saving), as yyyy-mm-dd: "not in the future" of the portal's users. */
export function todayInIndia(now: Date = new Date()): string {
  return new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);
}
