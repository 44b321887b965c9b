import { addCatalogue, mergedParts, pageI18n, pageLanguage } from '@seed/ui';
import LanguageDetector from 'i18next-browser-languagedetector';
import en from './en.json';
import { applyPseudoLocale, PSEUDO_LOCALE_KEY } from './pseudo-locale';

/** Where the page keeps the language a person chose (the detector reads and writes it). */
export const LANGUAGE_STORAGE_KEY = 'seed.language';

/**
 * The page's i18next instance, set up by the shell before any remote loads. Its language is, in
 * order: `?lang=` (a link to a public page in a language), the choice kept in this browser, then
 * the browser's own languages (a first visit), else English; `<html lang>` follows it.
 */
export const i18n = pageI18n({
  detector: LanguageDetector,
  options: {
    detection: {
      order: ['querystring', 'localStorage', 'navigator'],
      lookupQuerystring: 'lang',
      lookupLocalStorage: LANGUAGE_STORAGE_KEY,
      caches: ['localStorage'],
    },
  },
});

/**
 * The shell's own namespace (`translation`, the instance's default): this catalogue, with the
 * frame, legal pages, dashboard, notifications and remote-area strings that their chunks add in
 * English; a translated language loads all of them at once, nested as their English is.
 */
addCatalogue('translation', en, {
  hi: () =>
    mergedParts(
      { load: () => import('./hi.json') },
      { load: () => import('./frame.hi.json') },
      { load: () => import('./legal.hi.json'), under: 'legal' },
      { load: () => import('../features/dashboard/dashboard.hi.json'), under: 'dashboard' },
      { load: () => import('../features/layout/notifications.hi.json'), under: 'notifications' },
      { load: () => import('../features/remotes/remote.hi.json'), under: 'remote' },
    ),
  mr: () =>
    mergedParts(
      { load: () => import('./mr.json') },
      { load: () => import('./frame.mr.json') },
      { load: () => import('./legal.mr.json'), under: 'legal' },
      { load: () => import('../features/dashboard/dashboard.mr.json'), under: 'dashboard' },
      { load: () => import('../features/layout/notifications.mr.json'), under: 'notifications' },
      { load: () => import('../features/remotes/remote.mr.json'), under: 'remote' },
    ),
});

const followLanguage = () => {
  const language = pageLanguage(i18n);
  document.documentElement.lang = language;
  // The Devanagari font, only for the languages written in it (an English visit never loads it).
  if (language === 'hi' || language === 'mr') void import('./devanagari.css');
};
followLanguage();
i18n.on('languageChanged', followLanguage);

// The pseudo-locale (./pseudo-locale.ts) in a browser that asked for it, applied before the first
// render so every string, the first included, goes through it (a few hundred bytes, always shipped).
try {
  if (localStorage.getItem(PSEUDO_LOCALE_KEY) === 'on') applyPseudoLocale(i18n);
} catch {
  // storage refused (a private window's settings): no pseudo-locale
}
