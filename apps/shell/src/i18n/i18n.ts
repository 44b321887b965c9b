import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './en.json';

/** The shell's catalogue. English, in the spec's words, is the source; add `hi` beside it. */
export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: document.documentElement.lang || 'en',
  fallbackLng: 'en',
  resources: { en: { translation: en } },
  interpolation: { escapeValue: false },
  returnObjects: true,
  initAsync: false,
});
