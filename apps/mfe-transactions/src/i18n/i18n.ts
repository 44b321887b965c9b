import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './en.json';

/**
 * This remote's own i18next instance: it owns its catalogue so it can be redeployed without
 * the shell. English (the spec's wording) is the source; a Hindi catalogue is one more entry.
 */
export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: typeof document === 'undefined' ? 'en' : document.documentElement.lang || 'en',
  fallbackLng: 'en',
  resources: { en: { translation: en } },
  interpolation: { escapeValue: false },
  initAsync: false,
});
