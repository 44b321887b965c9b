import { useTranslation } from 'react-i18next';
import { LanguageCard } from './language-card';
import { MfaCard } from './mfa-card';
import { OrganizationCard } from './organization-card';
import { PersonalCard } from './personal-card';

/** /profile: Personal Information and Organization side by side (stacked on a phone). */
export function ProfilePage() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="page-title" className="space-y-6 p-4 lg:p-6">
      <div>
        <h1 id="page-title" className="text-2xl font-semibold text-gray-900">
          {t('profile.title')}
        </h1>
        <p className="text-sm text-gray-600">{t('profile.subtitle')}</p>
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <PersonalCard />
        <div className="space-y-6">
          <OrganizationCard />
          <MfaCard />
          <LanguageCard />
        </div>
      </div>
    </section>
  );
}
