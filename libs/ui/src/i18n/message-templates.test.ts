// The templates in message-templates.{hi,mr}.json are proven to match libs/domain's function
// messages: each function, called with sample values, builds a message that exactly one English
// template recognizes, with the values where the placeholders are. A function message added
// without a template fails here, with the sample values below or, if it has none, with plain words.
import * as domain from '@seed/domain';
import { describe, expect, it } from 'vitest';
import hi from './message-templates.hi.json';
import mr from './message-templates.mr.json';
import { compileTemplate, fillTemplate, placeholdersOf, valuesOf } from './message-templates';

type BuildMessage = (...values: unknown[]) => string;

/** Every function of libs/domain's *_MESSAGES, by its path (TRANSACTION_MESSAGES.unitMismatch). */
function functionMessages(): Map<string, BuildMessage> {
  const found = new Map<string, BuildMessage>();
  const walk = (path: string, value: unknown) => {
    if (typeof value === 'function') found.set(path, value as BuildMessage);
    else if (value && typeof value === 'object')
      for (const [key, inner] of Object.entries(value)) walk(`${path}.${key}`, inner);
  };
  for (const [name, value] of Object.entries(domain)) if (name.endsWith('_MESSAGES')) walk(name, value);
  return found;
}

// Values of the right kind where a function formats them (numbers, dates, a list of names); a
// function not listed is called with plain words, one per parameter.
const SAMPLES: Record<string, unknown[][]> = {
  'FARM_MESSAGES.overlapWarning': [[['North field']], [['North field', 'Well plot']]],
  'PRODUCTION_MESSAGES.quantityExceedsAvailable': [[1250.5, 'Kg']],
  'TRANSACTION_MESSAGES.insufficientQuantity': [[12.5, 'Kg']],
  'TRANSACTION_MESSAGES.unitMismatch': [['Kg', 'Tons']],
  'TRANSACTION_MESSAGES.saleTestExpired': [['SL-2025-0001', new Date('2025-03-31T06:30:00Z')]],
  'VERIFICATION_MESSAGES.tooManyPacketCodes': [[250000]],
  'VERIFICATION_MESSAGES.tooManyLabels': [[25000]],
  'TESTING_MESSAGES.textTooLong': [['Remarks', 500]],
};
const samplesOf = (path: string, build: BuildMessage): unknown[][] =>
  SAMPLES[path] ?? [Array.from({ length: Math.max(build.length, 1) }, (_, i) => `Sample value ${i + 1}`)];

/** The words a call put into its message as they are (numbers and dates are formatted, so not compared). */
const wordsOf = (values: unknown[]): string[] =>
  values.flatMap((value) => (Array.isArray(value) ? value : [value])).filter((value) => typeof value === 'string');

const english = Object.keys(hi);
const patterns = english.map((template) => ({ template, pattern: compileTemplate(template) }));
const messages = functionMessages();

describe("the templates of the contract's messages built with values", () => {
  it('finds the function messages of libs/domain', () => {
    expect(messages.size).toBeGreaterThanOrEqual(28);
    expect(Object.keys(SAMPLES).filter((path) => !messages.has(path))).toEqual([]);
  });

  for (const [path, build] of messages) {
    for (const values of samplesOf(path, build)) {
      it(`when ${path} builds a message, then exactly one English template recognizes it, values and all`, () => {
        const message = build(...values);
        const matches = patterns.filter(({ pattern }) => valuesOf(pattern, message));
        expect(
          matches.map(({ template }) => template),
          `no single template for "${message}"`,
        ).toHaveLength(1);
        const found = valuesOf(matches[0]!.pattern, message)!;
        expect(fillTemplate(matches[0]!.template, found)).toBe(message);
        const captured = Object.values(found);
        for (const word of wordsOf(values))
          expect(
            captured.some((value) => value.includes(word)),
            word,
          ).toBe(true);
      });
    }
  }

  it('has no template that no function message builds', () => {
    const built = [...messages].flatMap(([path, build]) => samplesOf(path, build).map((values) => build(...values)));
    expect(patterns.filter(({ pattern }) => !built.some((message) => valuesOf(pattern, message)))).toEqual([]);
  });

  it('numbers the placeholders of each English template from {{0}}, each once', () => {
    const misnumbered = english.filter((template) => {
      const numbers = placeholdersOf(template).sort();
      return numbers.length === 0 || numbers.some((number, i) => number !== String(i));
    });
    expect(misnumbered).toEqual([]);
  });

  for (const [language, catalogue] of Object.entries({ hi, mr }) as [string, Record<string, string>][]) {
    it(`message-templates.${language}.json translates every template, each with the English one's placeholders`, () => {
      expect(Object.keys(catalogue).sort()).toEqual([...english].sort());
      const differing = english.filter(
        (template) =>
          !catalogue[template]?.trim() ||
          placeholdersOf(catalogue[template]!).sort().join() !== placeholdersOf(template).sort().join(),
      );
      expect(differing).toEqual([]);
    });
  }
});
