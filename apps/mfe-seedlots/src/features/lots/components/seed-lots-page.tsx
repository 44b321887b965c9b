import { useDeferredData } from '@seed/auth/query';
import { useContractModule } from '@seed/auth';
import {
  LOT_CERTIFICATION_FILTERS,
  LOT_QUALITY_STATUSES,
  type LotCertificationFilter,
  LOT_STATUSES,
  LOT_TYPES,
  type LotQualityStatus,
  type LotStatus,
  type LotType,
  SEED_LOT_TABS,
  type SeedLotListItem,
  type SeedLotListParams,
  type SeedLotTab,
  cropName,
} from '@seed/domain';
import {
  Button,
  ButtonLink,
  EmptyState,
  ErrorBanner,
  Input,
  type ListParamsChanges,
  Pagination,
  Select,
  Spinner,
  Tabs,
  TextLink,
  useListParams,
  useSearchInput,
  pageLanguage,
} from '@seed/ui';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { certificationFilterLabel } from '../../../i18n/labels';
import { useCrops } from '../api/get-crops';
import { useSeedLots } from '../api/get-seed-lots';
import {
  overviewColumns,
  packagingColumns,
  productionColumns,
  type RowActions,
  unregisteredColumns,
} from './lot-columns';
import { LotList } from './lot-list';

// The dialogs (and react-hook-form with the Add Unregistered Source one) load when first opened.
const UnregisteredSourceDialog = lazy(() =>
  import('./unregistered-source-dialog').then((module) => ({ default: module.UnregisteredSourceDialog })),
);
const DeleteLotDialog = lazy(() =>
  import('./delete-lot-dialog').then((module) => ({ default: module.DeleteLotDialog })),
);
const RestoreLotDialog = lazy(() =>
  import('./delete-lot-dialog').then((module) => ({ default: module.RestoreLotDialog })),
);

type Modal = { kind: 'delete' | 'restore'; lot: SeedLotListItem } | { kind: 'add' };

/** Which filters a tab offers (spec 2 §2). */
const FILTERS: Record<SeedLotTab, { type: boolean; status: boolean; crop: boolean }> = {
  overview: { type: true, status: true, crop: true },
  unregistered: { type: false, status: false, crop: false },
  production: { type: false, status: true, crop: true },
  packaging: { type: false, status: true, crop: false },
};

/** /seed-lots (spec 2 §2): Overview, Unregistered, Production and Packaging, filtered and paged on the server. */
export function SeedLotsPage() {
  const { t } = useTranslation();
  const { SeedLotListParams } = useContractModule('listParams');
  const { params, setParams } = useListParams(SeedLotListParams);
  const { pathname } = useLocation();
  // /seed-lots/source/new (the wizard's link) opens the Add Unregistered Source dialog.
  const [modal, setModal] = useState<Modal | null>(pathname.endsWith('/source/new') ? { kind: 'add' } : null);

  const header =
    params.tab === 'production' ? (
      <ButtonLink to="/seed-lots/production/new">{t('page.newProduction')}</ButtonLink>
    ) : params.tab === 'packaging' ? (
      <ButtonLink to="/seed-lots/packaging/new">{t('page.newPackaging')}</ButtonLink>
    ) : params.tab === 'unregistered' ? (
      <Button onClick={() => setModal({ kind: 'add' })}>{t('unregistered.add')}</Button>
    ) : null;

  return (
    <section aria-labelledby="page-title" className="space-y-6 p-4 lg:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 id="page-title" className="text-2xl font-semibold text-gray-900">
            {t('seedLots.title')}
          </h1>
          <p className="text-sm text-gray-600">{t('page.subtitle')}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <TextLink underline="always" className="text-sm" to="/seed-lots/claim">
            {t('page.claimLink')}
          </TextLink>
          <TextLink underline="always" className="text-sm" to="/seed-lots/scans">
            {t('page.scansLink')}
          </TextLink>
          {header}
        </div>
      </div>
      {/* on a phone the four tabs wrap onto two lines instead of cutting off "Packaging" with no scroll cue */}
      <Tabs
        className="[&_[role=tablist]]:flex-wrap"
        label={t('page.tabs')}
        value={params.tab}
        onValueChange={(tab) =>
          setParams({
            tab: tab as SeedLotTab,
            type: null,
            status: null,
            crop: null,
            quality: null,
            certification: null,
            deleted: null,
          })
        }
        items={SEED_LOT_TABS.map((id) => ({
          id,
          label: t(`tabs.${id}`),
          content: id === params.tab ? <LotTab params={params} setParams={setParams} onModal={setModal} /> : null,
        }))}
      />
      <Suspense fallback={null}>
        {modal?.kind === 'add' && <UnregisteredSourceDialog onClose={() => setModal(null)} />}
        {modal?.kind === 'delete' && <DeleteLotDialog lot={modal.lot} onClose={() => setModal(null)} />}
        {modal?.kind === 'restore' && <RestoreLotDialog lot={modal.lot} onClose={() => setModal(null)} />}
      </Suspense>
    </section>
  );
}

interface LotTabProps {
  params: SeedLotListParams;
  setParams(changes: ListParamsChanges<SeedLotListParams>): void;
  onModal(modal: Modal): void;
}

function LotTab({ params, setParams, onModal }: LotTabProps) {
  const { t, i18n } = useTranslation();
  const language = pageLanguage(i18n);
  const { tab, search, type, status, crop, quality, certification, deleted, page } = params;
  const offers = FILTERS[tab];
  const crops = useCrops();
  // The search goes to the server 300 ms after typing stops.
  const searchBox = useSearchInput(search, (next) => setParams({ search: next }));

  const lots = useSeedLots({
    tab,
    search: search || undefined,
    type: offers.type ? type : undefined,
    status: offers.status ? status : undefined,
    crop: offers.crop ? crop : undefined,
    quality,
    certification,
    deleted: tab === 'overview' && deleted ? 'true' : undefined,
    page,
  });
  const actions: RowActions = useMemo(
    () => ({ remove: (lot) => onModal({ kind: 'delete', lot }), restore: (lot) => onModal({ kind: 'restore', lot }) }),
    [onModal],
  );
  const columns = useMemo(() => {
    if (tab === 'unregistered') return unregisteredColumns(t, actions);
    if (tab === 'production') return productionColumns(t);
    if (tab === 'packaging') return packagingColumns(t);
    return overviewColumns(t, actions);
  }, [tab, t, actions]);

  const heading = tab === 'overview' ? (deleted ? t('overview.deletedTitle') : t('overview.title')) : t(`${tab}.title`);
  const empty =
    tab === 'overview' ? t('overview.empty') : tab === 'unregistered' ? t('unregistered.empty') : t(`${tab}.empty`);
  const filtered = Boolean(search || type || status || crop || quality || certification);
  // A page of results renders in an interruptible pass (useDeferredData).
  const { data, pending } = useDeferredData(lots);

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold text-gray-900">{heading}</h2>
        {tab === 'overview' && (
          <Button variant="secondary" size="sm" onClick={() => setParams({ deleted: deleted ? null : true })}>
            {deleted ? t('overview.showActive') : t('overview.showDeleted')}
          </Button>
        )}
      </div>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-6" role="search" aria-label={t('filters.label')}>
        <Input
          label={t('filters.search')}
          type="search"
          placeholder={t(`filters.searchPlaceholder.${tab}`)}
          value={searchBox.value}
          onChange={(e) => searchBox.onChange(e.target.value)}
        />
        {offers.type && (
          <Select
            label={t('filters.type')}
            value={type ?? ''}
            onChange={(e) => setParams({ type: (e.target.value as LotType) || null })}
            options={[
              { value: '', label: t('filters.allTypes') },
              ...LOT_TYPES.map((v) => ({ value: v, label: t(`lotType.${v}`) })),
            ]}
          />
        )}
        {offers.status && (
          <Select
            label={t('filters.status')}
            value={status ?? ''}
            onChange={(e) => setParams({ status: (e.target.value as LotStatus) || null })}
            options={[
              { value: '', label: t('filters.allStatuses') },
              ...LOT_STATUSES.map((v) => ({ value: v, label: t(`status.${v}`) })),
            ]}
          />
        )}
        {offers.crop && (
          <Select
            label={t('filters.crop')}
            value={crop ?? ''}
            onChange={(e) => setParams({ crop: e.target.value || null })}
            options={[
              { value: '', label: t('filters.allCrops') },
              ...(crops.data?.items ?? []).map((c) => ({ value: c.id, label: cropName(c, language) })),
            ]}
          />
        )}
        {/* every tab: whether the seed may be sold depends on its test (issue 27) */}
        <Select
          label={t('filters.quality')}
          value={quality ?? ''}
          onChange={(e) => setParams({ quality: (e.target.value as LotQualityStatus) || null })}
          options={[
            { value: '', label: t('filters.allQualities') },
            ...LOT_QUALITY_STATUSES.map((v) => ({ value: v, label: t(`filters.qualities.${v}`) })),
          ]}
        />
        {/* every tab: whether the seed is certified, and in which class, is on its tag (issue 28) */}
        <Select
          label={t('filters.certification')}
          value={certification ?? ''}
          onChange={(e) => setParams({ certification: (e.target.value as LotCertificationFilter) || null })}
          options={[
            { value: '', label: t('filters.allCertifications') },
            ...LOT_CERTIFICATION_FILTERS.map((v) => ({ value: v, label: certificationFilterLabel(t, v) })),
          ]}
        />
      </div>

      {pending && (
        <div className="flex justify-center py-12">
          <Spinner />
        </div>
      )}
      {lots.isError && (
        <ErrorBanner
          message={`${tab === 'unregistered' ? t('unregistered.loadFailed') : t('page.loadFailed')} ${lots.error.message}`}
        />
      )}
      {data && data.items.length === 0 && (
        <EmptyState title={empty} description={filtered ? t('page.emptyFiltered') : undefined} />
      )}
      {data && data.items.length > 0 && (
        <>
          <LotList
            caption={heading}
            columns={columns}
            rows={data.items}
            rowKey={(lot) => lot.id}
            cardTitle={(lot) => columns[0]!.cell(lot)}
          />
          <Pagination
            page={page}
            pageSize={data.limit}
            total={data.total}
            onPageChange={(next) => setParams({ page: next })}
            label={t('page.pages')}
            summary={t('page.showingCount', { shown: data.items.length, total: data.total })}
            previousLabel={t('page.previous')}
            nextLabel={t('page.next')}
          />
        </>
      )}
    </div>
  );
}
