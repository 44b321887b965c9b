import i18next from 'i18next';
import { LANGUAGES, type Language } from '@seed/domain';

/**
 * Sets the page's language for a story (its `parameters.language`, English by default) and loads
 * every namespace in it before the story renders, so a story in Hindi or Marathi shows its text at
 * once, not a spinner while a catalogue downloads. Storybook's preview runs it as a loader.
 */
export async function setStoryLanguage(language: Language = 'en'): Promise<void> {
  const lang = (LANGUAGES as readonly string[]).includes(language) ? language : 'en';
  document.documentElement.lang = lang;
  if (!i18next.isInitialized) return;
  await i18next.changeLanguage(lang);
  await i18next.loadNamespaces(Object.keys(i18next.store?.data?.en ?? {}));
}
