import { useLanguageChoice } from '@seed/auth';
import { Card, LanguagePicker, notify, pageLanguage } from '@seed/ui';
import { useTranslation } from 'react-i18next';

/** The portal's language on the profile: kept there, so it follows the person to every device. */
export function LanguageCard() {
  const { t, i18n } = useTranslation();
  const choose = useLanguageChoice();
  return (
    <Card title={t('common.language')}>
      <p className="mb-3 text-sm text-gray-600">{t('profile.languageHint')}</p>
      <LanguagePicker
        label={t('common.language')}
        value={pageLanguage(i18n)}
        onChoose={(language) => void choose(language).catch(() => notify('error', t('common.languageNotSaved')))}
      />
    </Card>
  );
}
