import { addCatalogue, createRemoteI18n, type Translations } from '@seed/ui';
import type { ResourceKey } from 'i18next';
import { useTranslation } from 'react-i18next';
import en from './en.json';

/** This remote's namespace in the page's i18next instance (its federation container's name). */
export const NAMESPACE = 'mfe_seedlots';

/** The remote's shared catalogue (common.*, units.*, flows.cancel ...; see createRemoteI18n). */
export const i18n = createRemoteI18n(NAMESPACE, en, {
  hi: async () => (await import('./hi.json')).default,
  mr: async () => (await import('./mr.json')).default,
});

/**
 * A feature's translation hook over its own namespace (`mfe_seedlots-<feature>`). The namespace's
 * English is added when the feature's module first loads, so it ships in the feature's chunk
 * rather than with the list (the first route), and any component that asks for the namespace has
 * imported its strings with the hook. Keys missing from the namespace fall back to the remote's
 * shared catalogue above.
 */
export function featureTranslation(feature: string, english: ResourceKey, translations: Translations) {
  const namespace = `${NAMESPACE}-${feature}`;
  addCatalogue(namespace, english, translations);
  return function useFeatureTranslation() {
    return useTranslation([namespace, NAMESPACE], { nsMode: 'fallback' });
  };
}
