import { EmptyState } from '@seed/ui';
import { useTranslation } from 'react-i18next';

/** Honest placeholder until the feature issue fills this remote: it says so, nothing pretends to work. */
export function ComingSoonPage() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="page-title" className="p-4 lg:p-6">
      <h1 id="page-title" className="mb-4 text-2xl font-semibold text-gray-900">
        {t('seedLots.title')}
      </h1>
      <EmptyState title={t('seedLots.title')} description={t('seedLots.comingSoon')} />
    </section>
  );
}
