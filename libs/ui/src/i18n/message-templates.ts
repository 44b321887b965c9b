// A message built with values (libs/domain's function messages) reaches the page finished, in
// English: from the browser's own validation or in a BFF error body. Its template, with numbered
// placeholders ("Seed lot {{0}} has been restored"), recognizes it and gives back its values, which
// the translated template then takes in its own word order.

const PLACEHOLDER = /{{(\d+)}}/g;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The placeholder numbers of a template, in the order they appear ("{{1}} … {{0}}" → ['1', '0']). */
export function placeholdersOf(template: string): string[] {
  return [...template.matchAll(PLACEHOLDER)].map((match) => match[1]!);
}

/**
 * An English template as an anchored pattern: its words literally, each placeholder a lazy group
 * named after its number (a placeholder used twice must hold the same value both times).
 */
export function compileTemplate(english: string): RegExp {
  const seen = new Set<string>();
  let source = '';
  let end = 0;
  for (const match of english.matchAll(PLACEHOLDER)) {
    const number = match[1]!;
    source += escapeRegExp(english.slice(end, match.index));
    source += seen.has(number) ? `\\k<v${number}>` : `(?<v${number}>[\\s\\S]+?)`;
    seen.add(number);
    end = match.index + match[0].length;
  }
  return new RegExp(`^${source}${escapeRegExp(english.slice(end))}$`);
}

/** The values of a finished message by placeholder number, when the pattern's template built it. */
export function valuesOf(pattern: RegExp, message: string): Record<string, string> | undefined {
  const groups = pattern.exec(message)?.groups;
  if (!groups) return undefined;
  return Object.fromEntries(Object.entries(groups).map(([name, value]) => [name.slice(1), value ?? '']));
}

/** A template with its placeholders filled in; a placeholder without a value stays as it is. */
export function fillTemplate(
  template: string,
  values: Record<string, string>,
  convert: (value: string) => string = (value) => value,
): string {
  return template.replace(PLACEHOLDER, (placeholder, number: string) => {
    const value = values[number];
    return value === undefined ? placeholder : convert(value);
  });
}

/** One template of a translated catalogue: the English one's pattern and its translation. */
export interface CompiledTemplate {
  pattern: RegExp;
  translation: string;
}

const compiled = new WeakMap<object, readonly CompiledTemplate[]>();

/** A loaded catalogue's templates (English template → translation), compiled the first time a message is looked up in it. */
export function compiledTemplates(catalogue: Record<string, string>): readonly CompiledTemplate[] {
  let found = compiled.get(catalogue);
  if (!found) {
    found = Object.entries(catalogue).map(([english, translation]) => ({
      pattern: compileTemplate(english),
      translation,
    }));
    compiled.set(catalogue, found);
  }
  return found;
}
