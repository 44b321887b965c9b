import { ApiError, useAuth } from '@seed/auth';
import { useDeferredData } from '@seed/auth/query';
import type { SeedLotDetail } from '@seed/domain';
import { Button, ButtonLink, Spinner, Tabs, TextLink } from '@seed/ui';
import { useMemo } from 'react';
import { useLotsTranslation } from '../../i18n';
import { useParams, useSearchParams } from 'react-router-dom';
import { usePrefetchLotCertification } from '../../api/get-lot-certification';
import { usePrefetchLotTesting } from '../../api/get-lot-testing';
import { useSeedLot } from '../../api/get-seed-lot';
import { lineageSelf, splitLineage } from '../../utils/lineage';
import { DetailsTab } from './details-tab';
import { cropVariety, LotStatusBadge, LotTypeBadge } from './parts';
import { RelationshipsTab } from './relationships-tab';
import { TraceDownloads } from './trace-downloads';
import { TransactionsTab } from './transactions-tab';

const TABS = ['details', 'transactions', 'relationships'] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => TABS.includes(value as Tab);

/** /seed-lots/{id} and /seed-lots/detail/{id} (spec 3 lot detail): the lot in one request, in three tabs. */
export function SeedLotDetailPage() {
  const { t } = useLotsTranslation();
  const { lotId = '' } = useParams();
  const lot = useSeedLot(lotId);
  // The lot with its whole lineage renders in an interruptible pass (useDeferredData).
  const { data: detail, pending } = useDeferredData(lot);
  const role = useAuth((s) => s.role);
  // The Quality and Certification cards' reads start beside the detail's, not once it has answered.
  const canManage = role === 'admin' || role === 'manager';
  usePrefetchLotTesting(lotId, canManage);
  usePrefetchLotCertification(lotId, canManage);

  if (pending) {
    return (
      <div className="flex min-h-[50vh] flex-col items-center justify-center gap-3" aria-busy="true">
        <Spinner label={t('detail.loading')} />
        <p className="text-sm text-gray-600" aria-hidden="true">
          {t('detail.loading')}
        </p>
      </div>
    );
  }
  if (lot.isError) {
    if (lot.error instanceof ApiError && lot.error.status === 404) return <NotFound />;
    return (
      <section className="space-y-4 p-4 lg:p-6">
        <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-4 text-sm text-red-800">
          {t('detail.loadError')}
        </div>
        <div className="flex flex-wrap gap-3">
          <Button variant="secondary" onClick={() => void lot.refetch()} loading={lot.isRefetching}>
            {t('detail.retry')}
          </Button>
          <ButtonLink to="/seed-lots" variant="secondary">
            {t('detail.backToLots')}
          </ButtonLink>
        </div>
      </section>
    );
  }
  // Keyed by id: the claim dialog and the like start afresh on another lot's page.
  if (!detail) return null;
  return <LotDetail key={detail.lot.id} detail={detail} />;
}

function NotFound() {
  const { t } = useLotsTranslation();
  return (
    <section aria-labelledby="page-title" className="flex flex-col items-center gap-3 px-4 py-12 text-center">
      <h1 id="page-title" className="text-xl font-semibold text-gray-900">
        {t('detail.notFoundTitle')}
      </h1>
      <p className="max-w-md text-sm text-gray-600">{t('detail.notFoundText')}</p>
      <ButtonLink to="/seed-lots" className="mt-2">
        {t('detail.goToLots')}
      </ButtonLink>
    </section>
  );
}

function LotDetail({ detail }: { detail: SeedLotDetail }) {
  const { t } = useLotsTranslation();
  const { lot, actions } = detail;
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: Tab = isTab(requested) ? requested : 'details';
  const groups = useMemo(() => splitLineage(detail.lineage, lineageSelf(detail.lot)), [detail.lineage, detail.lot]);
  const selectTab = (next: string) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next === 'details') copy.delete('tab');
        else copy.set('tab', next);
        return copy;
      },
      { replace: true },
    );
  const role = useAuth((s) => s.role);
  // Issue 27: admins and managers send a sample of a lot to a laboratory; a lot in the trash is not tested.
  const canManage = role === 'admin' || role === 'manager';
  const requestTest = canManage && lot.deleted_at === null;
  // Issue 31: the trace downloads (EPCIS 2.0, PDF report) are the EPCIS endpoints', for admins and managers.
  const anyAction = actions.harvest || actions.package || actions.transaction || canManage;

  return (
    <section aria-labelledby="page-title" className="space-y-6 p-4 lg:p-6">
      <TextLink to="/seed-lots" className="text-sm">
        {t('detail.backToLots')}
      </TextLink>
      <header className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <div className="min-w-0 space-y-2">
          <h1 id="page-title" className="text-2xl font-semibold break-all text-gray-900">
            {t('detail.heading', { id: lot.id })}
          </h1>
          <p className="text-base break-words text-gray-700">{cropVariety(t, lot.crop_name, lot.variety_name)}</p>
          <div className="flex flex-wrap items-center gap-2">
            <LotTypeBadge type={lot.lot_type} />
            <LotStatusBadge status={lot.status} />
            {lot.deleted_at && (
              <span className="inline-flex items-center rounded-full bg-red-100 px-2 py-0.5 text-xs font-medium text-red-800 ring-1 ring-red-600/20 ring-inset">
                {t('detail.inTrash')}
              </span>
            )}
          </div>
        </div>
        {anyAction && (
          <nav aria-label={t('detail.actions.label')} className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
            {actions.harvest && (
              <ButtonLink to={`/seed-lots/${encodeURIComponent(lot.id)}/harvest`}>
                {t('detail.actions.harvest')}
              </ButtonLink>
            )}
            {actions.package && (
              <ButtonLink to={`/seed-lots/${encodeURIComponent(lot.id)}/package`} variant="secondary">
                {t('detail.actions.package')}
              </ButtonLink>
            )}
            {actions.transaction && (
              // The transactions screen belongs to another remote; the shell's router resolves the absolute path.
              <ButtonLink to={`/transactions/new?lotId=${encodeURIComponent(lot.id)}`} variant="secondary">
                {t('detail.actions.transaction')}
              </ButtonLink>
            )}
            {requestTest && (
              // The testing request form belongs to the Testing workspace (mfe-testing); the shell routes it.
              <ButtonLink to={`/testing-requests/new?lot=${encodeURIComponent(lot.id)}`} variant="secondary">
                {t('detail.actions.requestTest')}
              </ButtonLink>
            )}
            {canManage && <TraceDownloads lotId={lot.id} />}
          </nav>
        )}
      </header>
      <Tabs
        label={t('detail.tabs.label')}
        value={tab}
        onValueChange={selectTab}
        items={[
          { id: 'details', label: t('detail.tabs.details'), content: <DetailsTab detail={detail} /> },
          {
            id: 'transactions',
            label: t('detail.tabs.transactions'),
            content: <TransactionsTab manifests={detail.manifests} />,
          },
          {
            id: 'relationships',
            label: t('detail.tabs.relationships'),
            content: <RelationshipsTab groups={groups} />,
          },
        ]}
      />
    </section>
  );
}
