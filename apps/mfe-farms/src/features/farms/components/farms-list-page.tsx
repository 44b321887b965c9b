import { useContractModule } from '@seed/auth';
import { useApiQuery, useDeferredData } from '@seed/auth/query';
import {
  FARM_LIST_PAGE,
  FARM_LIST_VIEWS,
  IRRIGATION_FILTERS,
  type IrrigationFilter,
  OWNERSHIP_STATUSES,
  type OwnershipStatus,
} from '@seed/domain';
import {
  Button,
  EmptyState,
  ErrorBanner,
  Input,
  notify,
  Pagination,
  SegmentedControl,
  Select,
  Spinner,
  useListParams,
  useSearchInput,
} from '@seed/ui';
import { keepPreviousData } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { type ExportFormat, useExportFarms } from '../api/export-farms';
import { FarmCard } from './farm-card';
import { FarmsMap } from './farms-map';

/** /farms: grid (default) or map, with server-side search and filters kept in the address (spec 3 §2). */
export function FarmsListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { FarmListParams } = useContractModule('listParams');
  const { params, setParams } = useListParams(FarmListParams);
  const { view, search, ownership, irrigation, page } = params;
  // The search goes to the server 300 ms after typing stops.
  const searchBox = useSearchInput(search, (next) => setParams({ search: next }));
  const exporter = useExportFarms();

  // One page of farms with their boundaries, filtered on the server.
  const farms = useApiQuery(
    'farms',
    'list',
    {
      query: {
        search: search || undefined,
        ownership,
        irrigation,
        page: view === 'map' ? 1 : page,
        limit: view === 'map' ? FARM_LIST_PAGE.mapLimit : FARM_LIST_PAGE.defaultLimit,
      },
    },
    { placeholderData: keepPreviousData },
  );
  const filtered = Boolean(search || ownership || irrigation);
  // A page of results renders in an interruptible pass (useDeferredData).
  const { data, pending } = useDeferredData(farms);

  const exportAs = (format: ExportFormat) =>
    exporter.mutate(format, { onError: (e) => notify('error', t('farms.exportFailed'), e.message) });

  const newFarm = <Button onClick={() => navigate('/farms/new')}>{t('farms.newFarm')}</Button>;

  return (
    <section aria-labelledby="page-title" className="space-y-6 p-4 lg:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 id="page-title" className="text-2xl font-semibold text-gray-900">
            {t('farms.title')}
          </h1>
          <p className="text-sm text-gray-600">{t('farms.subtitle')}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <SegmentedControl
            label={t('farms.viewMode')}
            value={view}
            onValueChange={(next) => setParams({ view: next })}
            options={FARM_LIST_VIEWS.map((mode) => ({ value: mode, label: t(`farms.${mode}`) }))}
          />
          {newFarm}
        </div>
      </div>

      <div className="grid gap-3 md:grid-cols-3">
        <Input
          label={t('farms.searchLabel')}
          type="search"
          placeholder={t('farms.searchPlaceholder')}
          value={searchBox.value}
          onChange={(e) => searchBox.onChange(e.target.value)}
        />
        <Select
          label={t('farms.ownershipLabel')}
          value={ownership ?? ''}
          onChange={(e) => setParams({ ownership: (e.target.value as OwnershipStatus) || null })}
          options={[
            { value: '', label: t('farms.allOwnership') },
            ...OWNERSHIP_STATUSES.map((o) => ({ value: o, label: t(`options.ownership.${o}`) })),
          ]}
        />
        <Select
          label={t('farms.irrigationLabel')}
          value={irrigation ?? ''}
          onChange={(e) => setParams({ irrigation: (e.target.value as IrrigationFilter) || null })}
          options={[
            { value: '', label: t('farms.allIrrigation') },
            ...IRRIGATION_FILTERS.map((m) => ({ value: m, label: t(`options.irrigation.${m}`) })),
          ]}
        />
      </div>

      <div className="flex flex-wrap items-center gap-2 text-sm text-gray-700">
        <span>{t('farms.export')}:</span>
        {(['geojson', 'kml', 'csv'] as const).map((format) => (
          <Button
            key={format}
            variant="secondary"
            size="sm"
            disabled={exporter.isPending}
            onClick={() => exportAs(format)}
          >
            {t(`farms.export${format === 'geojson' ? 'Geojson' : format === 'kml' ? 'Kml' : 'Csv'}`)}
          </Button>
        ))}
      </div>

      {pending && (
        <div className="flex justify-center py-12">
          <Spinner />
        </div>
      )}
      {farms.isError && <ErrorBanner message={farms.error.message || t('farms.loadError')} />}
      {data && data.items.length === 0 && (
        <EmptyState
          title={t('farms.emptyTitle')}
          description={filtered || data.organization_total > 0 ? t('farms.emptyFiltered') : t('farms.emptyNoFarms')}
          action={filtered || data.organization_total > 0 ? undefined : newFarm}
        />
      )}
      {data && data.items.length > 0 && view === 'map' && <FarmsMap farms={data.items} />}
      {data && data.items.length > 0 && view === 'grid' && (
        <>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="farm-grid">
            {data.items.map((farm) => (
              <FarmCard key={farm.id} farm={farm} />
            ))}
          </div>
          <Pagination
            page={page}
            pageSize={data.limit}
            total={data.total}
            onPageChange={(next) => setParams({ page: next })}
            label={t('farms.pages')}
            summary={t('farms.showingCount', { shown: data.items.length, total: data.total })}
            previousLabel={t('farms.previous')}
            nextLabel={t('farms.next')}
          />
        </>
      )}
    </section>
  );
}
