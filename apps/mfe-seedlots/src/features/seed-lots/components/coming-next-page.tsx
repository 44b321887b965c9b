import { EmptyState } from '@seed/ui';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router-dom';

export type NextScreen = 'production' | 'packaging' | 'harvest' | 'package' | 'edit';

/** The screen a path asks for: /seed-lots/production/new, /seed-lots/{id}/harvest, … */
export function screenOf(pathname: string): NextScreen {
  const parts = pathname.split('/').filter(Boolean);
  if (parts.at(-1) === 'new') return parts.at(-2) === 'packaging' ? 'packaging' : 'production';
  const last = parts.at(-1);
  return last === 'harvest' || last === 'package' ? last : 'edit';
}

/**
 * An honest placeholder for the lot screens of the next releases (production wizard, packaging,
 * harvest, edit): it says what is coming and leads back, instead of a form that saves nothing.
 */
export function ComingNextPage() {
  const { t } = useTranslation();
  const { lotId } = useParams();
  const screen = screenOf(useLocation().pathname);
  return (
    <section aria-labelledby="page-title" className="p-4 lg:p-6">
      <h1 id="page-title" className="text-2xl font-semibold text-gray-900">
        {t(`next.${screen}.title`)}
      </h1>
      <EmptyState
        title={t('next.comingTitle')}
        description={t(`next.${screen}.description`)}
        action={
          <Link
            className="text-sm font-medium text-green-700 underline"
            to={lotId ? `/seed-lots/${lotId}` : '/seed-lots'}
          >
            {lotId ? t('next.backToLot') : t('next.backToLots')}
          </Link>
        }
      />
    </section>
  );
}
