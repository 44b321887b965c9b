/**
 * One CSV cell (RFC 4180): quoted when it holds a quote, comma or line break. Text that starts
 * with = + - @, a tab or a carriage return is prefixed with ' so a spreadsheet does not run it as
 * a formula (numbers are left as they are).
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  const safe = typeof value === 'string' && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
