import { ButtonLink, EmptyState, Spinner, useMessage } from '@seed/ui';
import { useTranslation } from 'react-i18next';

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
  // the title and reason may be contract messages (M.notFound): said in the page's language
  const m = useMessage();
  return (
    <section className="p-4 lg:p-6">
      <EmptyState
        titleAs="h1"
        title={m(title)}
        description={reason && m(reason)}
        action={<ButtonLink to={to}>{action}</ButtonLink>}
      />
    </section>
  );
}
