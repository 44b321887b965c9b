import { Button, EmptyState, Spinner, useMessage } from '@seed/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

/** A lot screen while the lot loads. */
export function LoadingLot() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Spinner label={t('flows.loading')} />
    </div>
  );
}

/** A lot screen the lot cannot have (not found, not the grower's, not harvestable…), with Go Back. */
export function RefusedLot({ title, reason }: { title: string; reason: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // the reason is often a contract message (PRODUCTION_MESSAGES.notFound): said in the page's language
  const m = useMessage();
  return (
    <section className="p-4 lg:p-6">
      <EmptyState
        titleAs="h1"
        title={title}
        description={m(reason)}
        action={<Button onClick={() => navigate(-1)}>{t('flows.goBack')}</Button>}
      />
    </section>
  );
}
