import { EmptyState, Spinner } from '@seed/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** A link that looks like the primary button. */
export const PRIMARY_LINK =
  'inline-flex h-11 items-center rounded-md bg-green-600 px-4 text-sm font-medium text-white hover:bg-green-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-600';

/** A transaction screen while its data loads. */
export function LoadingScreen() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Spinner label={t('common.loading')} />
    </div>
  );
}

/** A transaction screen that cannot be shown (not found, refused), with a link on. */
export function RefusedScreen({
  title,
  reason,
  to,
  action,
}: {
  title: string;
  reason?: string;
  to: string;
  action: string;
}) {
  return (
    <section className="p-4 lg:p-6">
      <EmptyState
        title={title}
        description={reason}
        action={
          <Link to={to} className={PRIMARY_LINK}>
            {action}
          </Link>
        }
      />
    </section>
  );
}
