// Dates in one style per kind across the portal, in the Indian convention: a date is
// '26 Nov 2026', a moment is '26 Nov 2026, 11:30 pm'. Plain Intl, no zod and no date library,
// so every screen can import them statically. Moments show in the reader's own time zone; a
// calendar date ('2026-11-26', as the API sends planting or transaction dates) is printed as
// that day everywhere, never moved by a time zone.

// Parts come from en-US (short months are 'Sep', where en-GB and en-IN now say 'Sept') and are
// put in Indian order here, so the output does not depend on the ICU version's locale data.
const dateParts = new Intl.DateTimeFormat('en-US', { day: 'numeric', month: 'short', year: 'numeric' });
const calendarParts = new Intl.DateTimeFormat('en-US', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const timeParts = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', hour12: true });

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

function parse(value: string | Date): Date | null {
  const date = value instanceof Date ? value : new Date(CALENDAR_DATE.test(value) ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function partsOf(format: Intl.DateTimeFormat, date: Date): Record<string, string> {
  return Object.fromEntries(format.formatToParts(date).map((p) => [p.type, p.value]));
}

/** A date, '26 Nov 2026'; a 'yyyy-mm-dd' calendar date is that day in any time zone. An unreadable date is returned as it is. */
export function formatDate(value: string | Date): string {
  const date = parse(value);
  if (!date) return String(value);
  const calendar = typeof value === 'string' && CALENDAR_DATE.test(value);
  const p = partsOf(calendar ? calendarParts : dateParts, date);
  return `${p.day} ${p.month} ${p.year}`;
}

/** A moment, '26 Nov 2026, 11:30 pm' in the reader's time zone. An unreadable value is returned as it is. */
export function formatDateTime(value: string | Date): string {
  const date = parse(value);
  if (!date) return String(value);
  const t = partsOf(timeParts, date);
  return `${formatDate(date)}, ${t.hour}:${t.minute} ${(t.dayPeriod ?? '').toLowerCase()}`;
}

/** Today's date in India (IST, UTC+05:30, no daylight saving), as yyyy-mm-dd: "not in the future" of the portal's users. */
export function todayInIndia(now: Date = new Date()): string {
  return new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);
}
