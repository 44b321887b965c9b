import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './dates';

describe('dates', () => {
  // Midday UTC, so the day is the same in every time zone a test machine may have.
  const moment = '2026-11-03T12:00:00Z';

  it("when a screen shows a date, then it reads '3 Nov 2026' (the Indian order, short month)", () => {
    expect(formatDate(moment)).toBe('3 Nov 2026');
    expect(formatDate(new Date(moment))).toBe('3 Nov 2026');
    expect(formatDate('2026-09-30T12:00:00Z')).toBe('30 Sep 2026');
  });

  it('when the API sends a calendar date, then that day is shown whatever the time zone', () => {
    expect(formatDate('2026-11-26')).toBe('26 Nov 2026');
    expect(formatDate('2026-01-01')).toBe('1 Jan 2026');
  });

  it("when a screen shows a moment, then it reads '26 Nov 2026, 11:30 pm' in the reader's time zone", () => {
    // Built in local time, so the expected clock reading holds in every time zone.
    expect(formatDateTime(new Date(2026, 10, 26, 23, 30, 3))).toBe('26 Nov 2026, 11:30 pm');
    expect(formatDateTime(new Date(2026, 10, 26, 9, 5))).toBe('26 Nov 2026, 9:05 am');
    expect(formatDateTime(new Date(2026, 10, 26, 12, 0).toISOString())).toBe('26 Nov 2026, 12:00 pm');
  });

  it('when the date cannot be read, then it is shown as it came', () => {
    expect(formatDate('not a date')).toBe('not a date');
    expect(formatDate('')).toBe('');
    expect(formatDateTime('nope')).toBe('nope');
  });

  it('when the page is in Hindi or Marathi, then dates and moments are written in it, with the same digits', () => {
    expect(formatDate('2026-11-26', 'hi')).toBe('26 नव॰ 2026');
    expect(formatDate('2026-11-26', 'mr')).toBe('26 नोव्हें, 2026');
    expect(formatDateTime(new Date(2026, 10, 26, 23, 30), 'hi')).toBe('26 नव॰ 2026, 11:30 pm');
    expect(formatDateTime(new Date(2026, 10, 26, 23, 30), 'mr')).toBe('26 नोव्हें, 2026, 11:30 PM');
  });

  it("when no language is given, then the page's <html lang> decides, English without a page", () => {
    expect(formatDate('2026-11-26')).toBe('26 Nov 2026');
  });
});
