import { EmptyState } from '@seed/ui';
import { useTranslation } from 'react-i18next';

/** Honest placeholder until the accounts issue fills this remote: it says so, nothing pretends to work. */
export function ComingSoonPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="page-title" className="mx-auto max-w-xl p-4 lg:p-6">
      <h1 id="page-title" className="mb-4 text-2xl font-semibold text-gray-900">
        {t(titleKey)}
      </h1>
      <EmptyState title={t(titleKey)} description={t('comingSoon')} />
    </section>
  );
}
