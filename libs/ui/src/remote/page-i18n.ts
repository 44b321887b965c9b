import i18next, {
  type i18n as I18n,
  type InitOptions,
  type LanguageDetectorModule,
  type Newable,
  type ResourceKey,
} from 'i18next';
import { LANGUAGES, type Language } from '@seed/domain';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';

// The page's one i18next instance: i18next's own default instance, which Module Federation shares
// as a singleton, so the shell and every remote translate with the same language. Each remote (and
// each feature that ships its strings with its own chunk) is a namespace of it. English, the spec's
// wording, is bundled with the code; Hindi and Marathi are loaded the first time a namespace is
// used in that language (react-i18next suspends meanwhile), so an English visit never downloads them.

export { LANGUAGES, type Language };
export type TranslatedLanguage = Exclude<Language, 'en'>;

/** A namespace's catalogue in one translated language, loaded on demand (usually `import('./hi.json')`). */
export type Translations = Record<TranslatedLanguage, () => Promise<ResourceKey>>;

// Each remote compiles its own copy of this module, while the instance is shared: the loaders live
// on the instance (under a registry-wide symbol), so the backend that whichever copy installed
// finds every copy's namespaces.
const LOADERS = Symbol.for('seed.i18n.translations');
type WithLoaders = I18n & { [LOADERS]?: Map<string, Translations> };

function loaders(): Map<string, Translations> {
  const page = i18next as WithLoaders;
  return (page[LOADERS] ??= new Map());
}

/** The page's language, one of LANGUAGES (i18next keeps the best supported match of what was asked). */
export function pageLanguage(i18n: I18n): Language {
  const language = i18n.language?.split('-')[0] ?? 'en';
  return (LANGUAGES as readonly string[]).includes(language) ? (language as Language) : 'en';
}

const isTranslated = (language: string): language is TranslatedLanguage =>
  (LANGUAGES as readonly string[]).includes(language) && language !== 'en';

/** How the shell sets the page up: its language detector and the detector's options. */
export interface PageI18nSetup {
  detector: Newable<LanguageDetectorModule>;
  options: InitOptions;
}

/**
 * Initializes the page's instance once and answers it. The shell does it first, with its language
 * detector; a remote on its own (or under test) takes the page's `<html lang>`.
 */
export function pageI18n(setup?: PageI18nSetup): I18n {
  if (!i18next.isInitialized) {
    let page = i18next.use(initReactI18next).use(
      resourcesToBackend(async (language: string, namespace: string) => {
        const load = isTranslated(language) ? loaders().get(namespace)?.[language] : undefined;
        return load ? load() : {};
      }),
    );
    if (setup) page = page.use(setup.detector);
    void page.init({
      ...(setup ? {} : { lng: typeof document === 'undefined' ? 'en' : document.documentElement.lang || 'en' }),
      supportedLngs: [...LANGUAGES],
      nonExplicitSupportedLngs: true,
      load: 'languageOnly',
      fallbackLng: 'en',
      ns: [],
      // English is in the bundle; the other languages come through the backend above.
      partialBundledLanguages: true,
      interpolation: { escapeValue: false },
      returnObjects: true,
      initAsync: false,
      ...setup?.options,
    });
  }
  return i18next;
}

/** Registers a namespace: its English strings now, its translations when a language needs them. */
export function addCatalogue(namespace: string, english: ResourceKey, translations: Translations): I18n {
  const i18n = pageI18n();
  i18n.addResourceBundle('en', namespace, english, true, false);
  loaders().set(namespace, translations);
  return i18n;
}

/** Adds a feature's English strings to a namespace when the feature's chunk loads. */
export function addEnglish(namespace: string, english: ResourceKey): void {
  pageI18n().addResourceBundle('en', namespace, english, true, false);
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function mergeInto(target: Record<string, unknown>, source: Record<string, unknown>): Record<string, unknown> {
  for (const [key, value] of Object.entries(source)) {
    const current = target[key];
    target[key] = isObject(current) && isObject(value) ? mergeInto({ ...current }, value) : value;
  }
  return target;
}

type JsonModule = { default: ResourceKey } | ResourceKey;
const contentOf = (module: JsonModule): ResourceKey =>
  isObject(module) && 'default' in module ? (module.default as ResourceKey) : module;

/**
 * One translated catalogue made of a namespace's parts, each loaded as its own JSON chunk; `under`
 * nests a part as its English is nested (a feature's strings under their key).
 */
export async function mergedParts(
  ...parts: { load: () => Promise<JsonModule>; under?: string }[]
): Promise<ResourceKey> {
  const loaded = await Promise.all(parts.map(async ({ load, under }) => ({ content: contentOf(await load()), under })));
  return loaded.reduce<Record<string, unknown>>(
    (catalogue, { content, under }) =>
      mergeInto(catalogue, (under ? { [under]: content } : content) as Record<string, unknown>),
    {},
  ) as ResourceKey;
}
