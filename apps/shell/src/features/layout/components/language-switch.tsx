import { useLanguageChoice } from '@seed/auth';
import { LanguagePicker, notify, pageLanguage } from '@seed/ui';
import { useTranslation } from 'react-i18next';

/**
 * The user menu's language choice: applied at once to the shell and every remote, kept in this
 * browser and on the signed-in person's profile (useLanguageChoice); `<html lang>` follows.
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const choose = useLanguageChoice();
  return (
    <div className="px-4 py-2">
      <p className="mb-1 text-xs font-medium text-gray-500" aria-hidden="true">
        {t('topBar.language')}
      </p>
      <LanguagePicker
        label={t('topBar.language')}
        value={pageLanguage(i18n)}
        onChoose={(language) => void choose(language).catch(() => notify('error', t('topBar.languageNotSaved')))}
      />
    </div>
  );
}
