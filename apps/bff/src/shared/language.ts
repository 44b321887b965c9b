// The language an e-mail or SMS goes out in (issue 30): the recipient's choice on their profile
// when they have one, else the best guess the request gives.
import { LANGUAGES, type Language } from '@seed/domain';

const isLanguage = (value: unknown): value is Language => (LANGUAGES as readonly unknown[]).includes(value);

/**
 * The portal's language the request's Accept-Language prefers (q-values honoured, `hi-IN` counts
 * as hi, through Express's negotiator); English when it names none of them or is absent.
 */
export function requestLanguage(req: { acceptsLanguages(...languages: string[]): string | false }): Language {
  const best = req.acceptsLanguages(...LANGUAGES);
  return isLanguage(best) ? best : 'en';
}

/** The first language that is known, in the order the caller trusts them; else English. */
export function firstLanguage(...candidates: readonly (string | null | undefined)[]): Language {
  return candidates.find(isLanguage) ?? 'en';
}
