import { EmptyState } from '@seed/ui';
import { useTranslation } from 'react-i18next';

/** Honest placeholder for a signed-in screen whose feature issue is still open. */
export default function PlaceholderPage({ titleKey, bodyKey }: { titleKey: string; bodyKey: string }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="page-title" className="p-4 lg:p-6">
      <h1 id="page-title" className="mb-4 text-2xl font-semibold text-gray-900">
        {t(titleKey)}
      </h1>
      <EmptyState title={t(titleKey)} description={t(bodyKey)} />
    </section>
  );
}
