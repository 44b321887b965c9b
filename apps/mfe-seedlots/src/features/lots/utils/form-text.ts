// How the lot forms hand typed text to the API's schemas.

/** Today in the reader's time zone, as a date input wants it (yyyy-mm-dd). */
export function todayIso(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

/**
 * A number field as typed: blank is left out, so the schema names the field with its own message
 * ('Please enter a valid pack size'), and any other text goes to the schema to be checked.
 */
export function typedNumber(text: string): number {
  return (text.trim() === '' ? undefined : text) as unknown as number;
}
