import { createRemoteI18n } from '@seed/ui';
import type { ResourceKey } from 'i18next';
import { useTranslation } from 'react-i18next';
import en from './en.json';

/** This remote's own i18next instance and catalogue (see createRemoteI18n). */
export const i18n = createRemoteI18n(en);

/**
 * A feature's translation hook over its own i18next namespace. The namespace's bundle is added
 * when the feature's module first loads, so it ships in the feature's chunk rather than with the
 * list (the first route), and any component that asks for the namespace has imported its strings
 * with the hook. Keys missing from the namespace fall back to the remote's shared catalogue above
 * (common.*, units.*, flows.cancel ...).
 */
export function featureTranslation(namespace: string, english: ResourceKey) {
  i18n.addResourceBundle('en', namespace, english, true, false);
  return function useFeatureTranslation() {
    return useTranslation([namespace, 'translation'], { nsMode: 'fallback' });
  };
}
