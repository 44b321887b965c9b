import { apiFetch, useAuth } from '@seed/auth';
import { LANGUAGES, notify, pageLanguage, type Language } from '@seed/ui';
import { useTranslation } from 'react-i18next';

/** Each language's name in its own script, so a reader finds theirs whatever the page is in. */
const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', hi: 'हिन्दी', mr: 'मराठी' };

/**
 * The page's language, chosen among the portal's: applied at once to the shell and every remote
 * (one i18next instance), kept in this browser by the language detector, `<html lang>` following,
 * and kept on the signed-in person's profile, so it follows them to their other devices.
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const current = pageLanguage(i18n);
  const hasProfile = useAuth((s) => s.profile !== null);
  const choose = async (language: Language) => {
    await i18n.changeLanguage(language);
    if (!hasProfile) return;
    try {
      await apiFetch('accounts', 'setLanguage', { body: { language } });
    } catch {
      notify('error', t('topBar.languageNotSaved'));
    }
  };
  return (
    <div role="group" aria-label={t('topBar.language')} className="px-4 py-2">
      <p className="mb-1 text-xs font-medium text-gray-500" aria-hidden="true">
        {t('topBar.language')}
      </p>
      <div className="flex flex-wrap gap-1">
        {LANGUAGES.map((language) => (
          <button
            key={language}
            type="button"
            lang={language}
            aria-pressed={current === language}
            onClick={() => void choose(language)}
            className={`rounded border px-2 py-1 text-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-green-600 ${
              current === language
                ? 'border-green-700 bg-green-50 font-medium text-green-800'
                : 'border-gray-300 text-gray-700 hover:bg-gray-100'
            }`}
          >
            {LANGUAGE_NAMES[language]}
          </button>
        ))}
      </div>
    </div>
  );
}
