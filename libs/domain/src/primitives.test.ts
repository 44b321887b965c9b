import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { todayInIndia } from './dates';
import {
  calendarDate,
  decimal,
  hasForbiddenCharacters,
  ID_NOT_FOUND,
  idParam,
  isUuid,
  text,
  TEXT_MESSAGES,
} from './primitives';

const messages = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues.map((i) => i.message);

describe('text()', () => {
  it.each([
    ['a NUL', 'Green\u0000Acres'],
    ['only a NUL', '\u0000'],
    ['a lone high surrogate', 'Farm \ud83c'],
    ['a lone low surrogate', '\udf3e Farm'],
    ['a low surrogate before its high one', '\udf3e\ud83c'],
  ])('when the text holds %s, then it is refused with the control-character message', (_what, value) => {
    expect(hasForbiddenCharacters(value)).toBe(true);
    expect(messages(text().safeParse(value))).toEqual([TEXT_MESSAGES.forbiddenCharacters]);
  });

  it.each([
    ['plain text', 'Green Acres'],
    ['a paired surrogate (an emoji)', 'Farm \ud83c\udf3e'],
    ['tabs and line breaks', 'Plot 4\n\tNashik'],
    ['Devanagari', 'हरित खेत'],
    ['an empty string', ''],
  ])('when the text is %s, then it is accepted as it is', (_what, value) => {
    expect(hasForbiddenCharacters(value)).toBe(false);
    expect(text().parse(value)).toBe(value);
  });

  it('when checks are chained, then the character check comes first and the others keep their messages', () => {
    const name = text({ error: 'Name required' }).trim().min(1, 'Name required').max(5, 'Too long');

    expect(messages(name.safeParse('   '))).toEqual(['Name required']);
    expect(messages(name.safeParse(undefined))).toEqual(['Name required']);
    expect(messages(name.safeParse('abcdefgh\u0000'))).toEqual([TEXT_MESSAGES.forbiddenCharacters]);
    expect(name.parse('  Asha ')).toBe('Asha');
  });
});

describe('decimal()', () => {
  const limit = decimal(z.number().int().min(1).max(500));

  it.each([
    [5, 5],
    ['5', 5],
    [' 24 ', 24],
    ['+7', 7],
  ])('when the input is %j, then it is the number %d', (input, expected) => {
    expect(limit.parse(input)).toBe(expected);
  });

  it.each([[true], [[5]], [['5', '6']], ['0x10'], ['1e3'], [''], [' '], ['Infinity'], ['NaN'], ['5abc'], [null], [{}]])(
    'when the input is %j, then it is refused (no coercion)',
    (input) => {
      expect(limit.safeParse(input).success).toBe(false);
    },
  );

  it("when a number breaks the target's checks, then the target's message is answered, from text too", () => {
    const area = decimal(
      z.number({ error: 'Enter an area' }).refine((v) => v > 0, 'Enter an area'),
      'Enter an area',
    );

    for (const input of [-1, '-1', '0', '', 'abc', true, [5], '0x10']) {
      expect(messages(area.safeParse(input)), JSON.stringify(input)).toEqual(['Enter an area']);
    }
    expect(area.parse('12.50')).toBe(12.5);
    expect(area.parse('.5')).toBe(0.5);
  });
});

describe('calendarDate', () => {
  it.each(['2026-02-28', '2024-02-29', '2026-12-31', '1900-01-01'])('when %s exists, then it passes', (date) => {
    expect(calendarDate().safeParse(date).success).toBe(true);
  });

  it.each(['2026-02-30', '2026-13-45', '0000-00-00', '2025-02-29', '2026-04-31', '26-01-01', '2026-1-1', '3000-01-01'])(
    'when %s is no real day (or no date), then it is refused with the date’s words',
    (date) => {
      const result = calendarDate().safeParse(date);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(TEXT_MESSAGES.dateInvalid);
    },
  );

  it('when it is 23:00 UTC, then today in India is already the next day', () => {
    expect(todayInIndia(new Date('2026-11-27T23:00:00Z'))).toBe('2026-11-28');
    expect(todayInIndia(new Date('2026-11-27T10:00:00Z'))).toBe('2026-11-27');
  });
});

describe('idParam', () => {
  const farmId = idParam({ message: 'Farm not found', code: 'farm_not_found' }, text().max(64));

  it('when the id is a UUID in either case, then it passes as it is', () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'ABCDEF01-2345-6789-ABCD-EF0123456789']) {
      expect(isUuid(id)).toBe(true);
      expect(farmId.parse(id)).toBe(id);
    }
  });

  it('when the id is no UUID, then the refusal carries the not-found code and message for the 404', () => {
    const result = farmId.safeParse('not-a-uuid');
    expect(result.success).toBe(false);
    const issue = result.error?.issues[0];
    expect(issue?.message).toBe('Farm not found');
    expect(issue?.code === 'custom' && issue.params?.[ID_NOT_FOUND]).toBe('farm_not_found');
  });

  it("when the text breaks the base's own checks, then that refusal comes first", () => {
    const result = farmId.safeParse('x'.repeat(65));
    expect(result.error?.issues[0]?.code).toBe('too_big');
  });
});
