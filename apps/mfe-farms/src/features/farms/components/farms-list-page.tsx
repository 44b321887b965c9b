import {
  FARM_LIST_PAGE,
  IRRIGATION_FILTERS,
  type IrrigationFilter,
  OWNERSHIP_STATUSES,
  type OwnershipStatus,
} from '@seed/domain';
import { Button, EmptyState, ErrorBanner, Input, notify, Select, Spinner } from '@seed/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { type ExportFormat, useExportFarms } from '../api/export-farms';
import { useFarms } from '../api/get-farms';
import { FarmCard } from './farm-card';
import { FarmsMap } from './farms-map';

const isOwnership = (v: string | null): v is OwnershipStatus => OWNERSHIP_STATUSES.includes(v as OwnershipStatus);
const isIrrigation = (v: string | null): v is IrrigationFilter => IRRIGATION_FILTERS.includes(v as IrrigationFilter);

/** /farms: grid (default) or map, with server-side search and filters kept in the address (spec 3 §2). */
export function FarmsListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const view = params.get('view') === 'map' ? 'map' : 'grid';
  const search = params.get('search') ?? '';
  const ownership = params.get('ownership');
  const irrigation = params.get('irrigation');
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [typed, setTyped] = useState(search);
  const exporter = useExportFarms();

  const update = (changes: Record<string, string | null>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(changes)) {
          if (v) next.set(k, v);
          else next.delete(k);
        }
        if (!('page' in changes)) next.delete('page');
        return next;
      },
      { replace: true },
    );

  // The search goes to the server 300 ms after typing stops.
  useEffect(() => {
    if (typed.trim() === search) return;
    const timer = setTimeout(() => update({ search: typed.trim() || null }), 300);
    return () => clearTimeout(timer);
  }, [typed]);

  const farms = useFarms({
    search: search || undefined,
    ownership: isOwnership(ownership) ? ownership : undefined,
    irrigation: isIrrigation(irrigation) ? irrigation : undefined,
    page: view === 'map' ? 1 : page,
    limit: view === 'map' ? FARM_LIST_PAGE.mapLimit : FARM_LIST_PAGE.defaultLimit,
  });
  const filtered = Boolean(search || ownership || irrigation);
  const data = farms.data;

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
          <div role="group" aria-label={t('farms.viewMode')} className="inline-flex rounded-md border border-gray-300">
            {(['grid', 'map'] as const).map((mode) => (
              <button
                key={mode}
                type="button"
                aria-pressed={view === mode}
                onClick={() => update({ view: mode === 'grid' ? null : 'map' })}
                className={
                  'px-3 py-2 text-sm font-medium first:rounded-l-md last:rounded-r-md ' +
                  (view === mode ? 'bg-green-700 text-white' : 'bg-white text-gray-700 hover:bg-gray-50')
                }
              >
                {t(`farms.${mode}`)}
              </button>
            ))}
          </div>
          {newFarm}
        </div>
      </div>

      <div className="grid gap-3 md:grid-cols-3">
        <Input
          label={t('farms.searchLabel')}
          type="search"
          placeholder={t('farms.searchPlaceholder')}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
        />
        <Select
          label={t('farms.ownershipLabel')}
          value={isOwnership(ownership) ? ownership : ''}
          onChange={(e) => update({ ownership: e.target.value || null })}
          options={[
            { value: '', label: t('farms.allOwnership') },
            ...OWNERSHIP_STATUSES.map((o) => ({ value: o, label: t(`options.ownership.${o}`) })),
          ]}
        />
        <Select
          label={t('farms.irrigationLabel')}
          value={isIrrigation(irrigation) ? irrigation : ''}
          onChange={(e) => update({ irrigation: e.target.value || null })}
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

      {farms.isPending && (
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
          {data.total > data.limit && (
            <nav className="flex items-center justify-between text-sm text-gray-700">
              <span>{t('farms.showingCount', { shown: data.items.length, total: data.total })}</span>
              <div className="flex gap-2">
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={page <= 1}
                  onClick={() => update({ page: String(page - 1) })}
                >
                  {t('farms.previous')}
                </Button>
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={page * data.limit >= data.total}
                  onClick={() => update({ page: String(page + 1) })}
                >
                  {t('farms.next')}
                </Button>
              </div>
            </nav>
          )}
        </>
      )}
    </section>
  );
}
