// Issue 30 "proven complete by a test": every English catalogue of the shell and the remotes has a
// Hindi and a Marathi twin with the same keys, and each translated string keeps the English one's
// placeholders ({{count}}) and markup (<lot>…</lot>, <1>…</1>), which the code fills in.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import * as domain from '@seed/domain';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const TRANSLATIONS = ['hi', 'mr'] as const;

/** Every `en.json` and `<part>.en.json` under apps/*\/src, except the BFF's (its pages have their own texts). */
function englishCatalogues(): string[] {
  const apps = readdirSync(join(root, 'apps')).filter((app) => app !== 'bff');
  return apps.flatMap((app) =>
    (readdirSync(join(root, 'apps', app, 'src'), { recursive: true }) as string[])
      .filter((file) => /(^|[/.])en\.json$/.test(file))
      .map((file) => join(root, 'apps', app, 'src', file)),
  );
}

type Catalogue = Record<string, string>;
function flatten(value: unknown, prefix = '', into: Catalogue = {}): Catalogue {
  for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
    if (typeof inner === 'string') into[prefix + key] = inner;
    else flatten(inner, `${prefix}${key}.`, into);
  }
  return into;
}
const read = (file: string) => flatten(JSON.parse(readFileSync(file, 'utf8')));
const twinOf = (english: string, language: string) => english.replace(/(^|[/.])en\.json$/, `$1${language}.json`);
/** What the code fills in or wraps: interpolations and Trans markup, in a comparable order. */
const fillings = (text: string) => (text.match(/{{[^}]+}}|<\/?[a-z0-9]+>/gi) ?? []).sort();

const catalogues = englishCatalogues();

describe('translated catalogues', () => {
  it('finds the English catalogues of the shell and every remote', () => {
    const apps = new Set(catalogues.map((file) => relative(join(root, 'apps'), file).split('/')[0]));
    expect([...apps].sort()).toEqual(
      readdirSync(join(root, 'apps'))
        .filter((app) => app !== 'bff')
        .sort(),
    );
  });

  for (const english of catalogues) {
    for (const language of TRANSLATIONS) {
      const twin = twinOf(english, language);
      it(`${relative(root, twin)} has every key of the English, no other, each with its placeholders`, () => {
        expect(existsSync(twin), `${relative(root, twin)} is missing`).toBe(true);
        const source = read(english);
        const translated = read(twin);
        expect(Object.keys(translated).sort()).toEqual(Object.keys(source).sort());
        const differing = Object.keys(source).filter(
          (key) => fillings(source[key]!).join(' ') !== fillings(translated[key] ?? '').join(' '),
        );
        expect(differing).toEqual([]);
      });
    }
  }
});

/** The contract's messages: every string of libs/domain's *_MESSAGES (one built with values is matched by a template: libs/ui/src/i18n/message-templates.test.ts). */
function contractMessages(): string[] {
  const found = new Set<string>();
  const walk = (value: unknown) => {
    if (typeof value === 'string') found.add(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  for (const [name, value] of Object.entries(domain)) if (name.endsWith('_MESSAGES')) walk(value);
  return [...found].sort();
}

describe("the contract's messages", () => {
  for (const language of TRANSLATIONS) {
    it(`libs/ui/src/i18n/messages.${language}.json translates every message of libs/domain, and no other`, () => {
      const file = join(root, 'libs/ui/src/i18n', `messages.${language}.json`);
      const translated = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      expect(Object.keys(translated).sort()).toEqual(contractMessages());
      expect(Object.entries(translated).filter(([, text]) => !text.trim())).toEqual([]);
    });
  }
});

/** The non-test TypeScript of an app, where its catalogue's keys are used. */
function sourceOf(app: string): string {
  const dir = join(root, 'apps', app, 'src');
  return (readdirSync(dir, { recursive: true }) as string[])
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$/.test(file))
    .map((file) => readFileSync(join(dir, file), 'utf8'))
    .join('\n');
}

/**
 * Whether a key is used: written whole in a string ('farms.title'), or built by a template whose
 * fixed parts it fits (`options.areaUnit.${unit}`, `${keys}.title`). Plural forms (_one, _other)
 * are the key without their suffix.
 */
function usedKeys(source: string): (key: string) => boolean {
  const literals = new Set(source.match(/(?<=['"`])[A-Za-z0-9_.-]+(?=['"`])/g) ?? []);
  const templates = (source.match(/`(?:[^`\\]|\\.)*`/g) ?? [])
    .map((template) => template.slice(1, -1))
    .filter((body) => body.includes('${'))
    .map((body) => body.split(/\$\{(?:[^{}]|\{[^{}]*\})*\}/))
    // a template of values only (`${a}${b}`) says nothing about keys
    .filter((parts) => parts.join('').replace(/[^A-Za-z]/g, '').length >= 2)
    .map((parts) => new RegExp(`^${parts.map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('[^`]+')}$`));
  return (key) => {
    // a plural form is its key; an array's items (legal.terms.sections.0.body) are its key's
    const base = key.replace(/_(zero|one|two|few|many|other)$/, '').replace(/\.\d+(\..*)?$/, '');
    if (DYNAMIC_KEYS.has(key)) return true;
    return literals.has(base) || templates.some((pattern) => pattern.test(base));
  };
}

/**
 * Keys only a template of values builds, which the check above cannot see: the two-sided lists'
 * tabs (`${keys}.${id}` in mfe-testing's two-sided-list-page.tsx).
 */
const DYNAMIC_KEYS = new Set(['list.received', 'list.sent', 'cert.list.received', 'cert.list.sent']);

/** The shell's parts that its namespace nests under a key (apps/shell/src/i18n/i18n.ts). */
const PARTS_UNDER: Record<string, string> = {
  'apps/shell/src/i18n/legal.en.json': 'legal.',
  'apps/shell/src/features/dashboard/dashboard.en.json': 'dashboard.',
  'apps/shell/src/features/layout/notifications.en.json': 'notifications.',
  'apps/shell/src/features/remotes/remote.en.json': 'remote.',
};

describe('catalogue keys', () => {
  const apps = [...new Set(catalogues.map((file) => relative(join(root, 'apps'), file).split('/')[0]!))];
  for (const app of apps) {
    it(`apps/${app}: every key of its English catalogues is used by its code`, () => {
      const used = usedKeys(sourceOf(app));
      const unused = catalogues
        .filter((file) => relative(join(root, 'apps'), file).startsWith(`${app}/`))
        .flatMap((file) => {
          // a part nested under a key of the namespace (the shell's dashboard.en.json is 'dashboard.*')
          const under = PARTS_UNDER[relative(root, file)] ?? '';
          return Object.keys(read(file))
            .map((key) => under + key)
            .filter((key) => !used(key))
            .map((key) => `${relative(root, file)}: ${key}`);
        });
      expect(unused).toEqual([]);
    });
  }
});
