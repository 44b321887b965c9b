/**
 * The portal's languages (issue 30), English first: the spec's wording, the source of every
 * catalogue and the fallback. A profile keeps one of them once its person has chosen.
 */
export const LANGUAGES = ['en', 'hi', 'mr'] as const;
export type Language = (typeof LANGUAGES)[number];
