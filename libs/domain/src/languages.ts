/**
 * The portal's languages (issue 30), English first: the spec's wording, the source of every
 * catalogue and the fallback. A profile keeps one of them once its person has chosen.
 */
export const LANGUAGES = ['en', 'hi', 'mr'] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * The page's language: `<html lang>`, which the shell keeps in step with the chosen one, so every
 * remote's copy of libs/domain reads the same; English where there is no page (the BFF).
 */
export function documentLanguage(): Language {
  const lang = typeof document === 'undefined' ? 'en' : document.documentElement.lang.split('-')[0];
  return (LANGUAGES as readonly string[]).includes(lang ?? '') ? (lang as Language) : 'en';
}
