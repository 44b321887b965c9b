import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { addCatalogue, pageI18n } from '../remote/page-i18n';

// The contract's messages (libs/domain's *_MESSAGES, the spec's English words that forms and the
// BFF say) are their own keys: English needs no catalogue, and Hindi and Marathi map each message
// to its translation. Any other text (already translated, or built with values) shows as it is.
const NAMESPACE = 'messages';

let registered = false;
function registerMessages(): void {
  if (registered) return;
  registered = true;
  addCatalogue(
    NAMESPACE,
    {},
    {
      hi: async () => (await import('./messages.hi.json')).default,
      mr: async () => (await import('./messages.mr.json')).default,
    },
  );
  // In Hindi or Marathi, fetch them now, so that a message raised outside a component (a toast) finds them.
  void pageI18n().loadNamespaces(NAMESPACE);
}

const lookUp = { ns: NAMESPACE, keySeparator: false, nsSeparator: false } as const;

/** A contract message in the page's language, outside a component (a toast); English until the translations have arrived. */
export function translateMessage(message: string): string {
  registerMessages();
  return pageI18n().t(message, { ...lookUp, defaultValue: message });
}

/**
 * The contract's messages in the page's language. Registered on first use, after the shell has
 * set the page's instance up; it does not suspend: a message shows in English for the moment its
 * translations take to arrive.
 */
export function useMessage(): (message: string) => string {
  registerMessages();
  const { t } = useTranslation(NAMESPACE, { useSuspense: false });
  return useCallback((message: string) => t(message, { ...lookUp, defaultValue: message }), [t]);
}
