import { documentLanguage } from '@seed/domain';

/**
 * The page's language for the BFF: what it writes in the e-mails and SMS a request sends (a
 * sign-up's confirmation, a recovery link) when the person has no language on their profile yet.
 * `<html lang>` is the page's language (the shell keeps it); English asks for nothing special.
 */
export function withPageLanguage(headers?: HeadersInit): Headers {
  const all = new Headers(headers);
  const language = documentLanguage();
  if (language !== 'en' && !all.has('Accept-Language')) {
    all.set('Accept-Language', `${language}, en;q=0.5`);
  }
  return all;
}
