import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { addCatalogue, pageI18n, pageLanguage } from '../remote/page-i18n';
import { compiledTemplates, fillTemplate, valuesOf } from './message-templates';

// The contract's messages (libs/domain's *_MESSAGES, the spec's English words that forms and the
// BFF say) are their own keys: English needs no catalogue, and Hindi and Marathi map each message
// to its translation. A message built with values (a function of *_MESSAGES) arrives finished, so
// its translation is found through its template (message-templates.<language>.json): the values
// are taken out of the English and put into the translated template. Any other text shows as it is.
const NAMESPACE = 'messages';
const TEMPLATES = 'message-templates';

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
  addCatalogue(
    TEMPLATES,
    {},
    {
      hi: async () => (await import('./message-templates.hi.json')).default,
      mr: async () => (await import('./message-templates.mr.json')).default,
    },
  );
  // In Hindi or Marathi, fetch them now, so that a message raised outside a component (a toast) finds them.
  void pageI18n().loadNamespaces([NAMESPACE, TEMPLATES]);
}

const lookUp = { ns: NAMESPACE, keySeparator: false, nsSeparator: false } as const;

// A value of a built message is translated only when it is itself a contract message (the BFF's
// reason in "Failed to create transaction: …"); names, lot numbers, units and statuses are data
// and stay as they are. One level of nesting is all the contract builds.
const MAX_DEPTH = 1;

function translate(i18n: I18n, exact: (message: string) => string, message: string, depth = 0): string {
  const found = exact(message);
  const language = pageLanguage(i18n);
  if (found !== message || language === 'en') return found;
  const catalogue = i18n.getResourceBundle(language, TEMPLATES) as Record<string, string> | undefined;
  if (!catalogue) return message;
  for (const { pattern, translation } of compiledTemplates(catalogue)) {
    const values = valuesOf(pattern, message);
    if (values) {
      return fillTemplate(translation, values, (value) =>
        depth < MAX_DEPTH ? translate(i18n, exact, value, depth + 1) : value,
      );
    }
  }
  return message;
}

/** A contract message in the page's language, outside a component (a toast); English until the translations have arrived. */
export function translateMessage(message: string): string {
  registerMessages();
  const i18n = pageI18n();
  return translate(i18n, (text) => i18n.t(text, { ...lookUp, defaultValue: text }), message);
}

/**
 * The contract's messages in the page's language. Registered on first use, after the shell has
 * set the page's instance up; it does not suspend: a message shows in English for the moment its
 * translations take to arrive.
 */
export function useMessage(): (message: string) => string {
  registerMessages();
  const { t, i18n } = useTranslation([NAMESPACE, TEMPLATES], { useSuspense: false });
  return useCallback(
    (message: string) => translate(i18n, (text) => t(text, { ...lookUp, defaultValue: text }), message),
    [t, i18n],
  );
}
