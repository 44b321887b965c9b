import { describe, expect, it } from 'vitest';
import { formatDayMonthYear, formatMonthDayYear } from './dates';

describe('dates', () => {
  // Midday UTC, so the day is the same in every time zone a test machine may have.
  const date = '2026-11-03T12:00:00Z';

  it("when a card shows a date, then it reads 'MMM d, yyyy'", () => {
    expect(formatMonthDayYear(date)).toBe('Nov 3, 2026');
    expect(formatMonthDayYear(new Date(date))).toBe('Nov 3, 2026');
  });

  it("when a list row shows a date, then it reads 'd MMM yyyy'", () => {
    expect(formatDayMonthYear(date)).toBe('3 Nov 2026');
  });

  it('when the date cannot be read, then it is shown as it came', () => {
    expect(formatMonthDayYear('not a date')).toBe('not a date');
    expect(formatDayMonthYear('')).toBe('');
  });
});
