// Dates as the specs print them. Plain Intl, no zod and no date library, so every screen can
// import them statically. Dates show in the reader's own time zone.

const monthDayYear = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** 'MMM d, yyyy' (spec 2 §9, cards): 'Nov 3, 2026'. An unreadable date is returned as it is. */
export function formatMonthDayYear(value: string | Date): string {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? String(value) : monthDayYear.format(date);
}

/** 'd MMM yyyy' (spec 2 unregistered sources): '3 Nov 2026'. An unreadable date is returned as it is. */
export function formatDayMonthYear(value: string | Date): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  const parts = Object.fromEntries(monthDayYear.formatToParts(date).map((p) => [p.type, p.value]));
  return `${parts.day} ${parts.month} ${parts.year}`;
}
