import { useContractModule, useAuth } from '@seed/auth';
import { useApiMutation, useApiQuery, useDeferredData } from '@seed/auth/query';
import {
  cropName,
  type MasterVariety,
  type OrganizationVariety,
  VARIETY_TABS,
  type VarietyTabName,
} from '@seed/domain';
import {
  Button,
  Dialog,
  EmptyState,
  ErrorBanner,
  notify,
  Pagination,
  pageLanguage,
  Spinner,
  Tabs,
  useListParams,
} from '@seed/ui';
import { keepPreviousData } from '@tanstack/react-query';
import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AFTER_CHANGE } from '../api/after-change';
import { showAddedVariety } from '../utils/after-add';
import { MasterVarietyCard } from './master-variety-card';
import { MyVarietyCard } from './my-variety-card';
import { VarietyFilters } from './variety-filters';

// The Add/Edit modal (and react-hook-form with it) loads when it is first opened, not with the list.
const VarietyFormDialog = lazy(() =>
  import('./variety-form-dialog').then((module) => ({ default: module.VarietyFormDialog })),
);

/** Which modal is open: adding, editing one variety, or confirming a removal. */
type Modal =
  { kind: 'add' } | { kind: 'edit'; variety: OrganizationVariety } | { kind: 'remove'; variety: OrganizationVariety };

/** /varieties (spec 2 "Varieties page"): My Varieties and Discover Varieties, filtered on the server. */
export function VarietiesPage() {
  const { t } = useTranslation();
  const organization = useAuth((s) => s.organization);
  if (!organization) {
    return (
      <section className="p-4 lg:p-6">
        <EmptyState title={t('varieties.noOrganization')} />
      </section>
    );
  }
  return <VarietiesCatalogue />;
}

function VarietiesCatalogue() {
  const { t, i18n } = useTranslation();
  const { VarietyListParams } = useContractModule('listParams');
  const { params, setParams } = useListParams(VarietyListParams);
  const { tab, search, crop, season, state, page } = params;
  const filtered = Boolean(search || crop || season || state);
  const [filtersOpen, setFiltersOpen] = useState(filtered);
  const [modal, setModal] = useState<Modal | null>(null);
  const filtersId = useId();

  // Every crop of the master data (changes only with a release).
  const crops = useApiQuery('varieties', 'listCrops', undefined, { staleTime: Infinity });
  // A card names its crop in the page's language from the crop list (the list rows carry English).
  const language = pageLanguage(i18n);
  const cropLabels = useMemo(
    () => new Map((crops.data?.items ?? []).map((crop) => [crop.id, cropName(crop, language)])),
    [crops.data, language],
  );
  // One page of a tab and both tabs' counts, filtered on the server.
  const list = useApiQuery(
    'varieties',
    'list',
    { query: { tab, search: search || undefined, crop, season, state, page } },
    { placeholderData: keepPreviousData },
  );
  const importer = useApiMutation('varieties', 'importMaster', AFTER_CHANGE);
  // Removal sets is_active false (spec 2 §4).
  const remover = useApiMutation('varieties', 'remove', AFTER_CHANGE);
  // A page of results renders in an interruptible pass (useDeferredData).
  const { data, pending } = useDeferredData(list);

  const importMaster = (master: MasterVariety) =>
    importer.mutate(
      { body: { master_variety_id: master.id } },
      {
        onSuccess: () => notify('success', t('messages.imported'), { description: master.name }),
        onError: (e) => notify('error', t('messages.importFailed'), e.message),
      },
    );

  const confirmRemove = (variety: OrganizationVariety) =>
    remover.mutate(
      { params: { id: variety.id } },
      {
        onSuccess: () => {
          notify('success', t('messages.removed'));
          setModal(null);
        },
        onError: (e) => notify('error', t('messages.removeFailed'), e.message),
      },
    );

  const addButton = <Button onClick={() => setModal({ kind: 'add' })}>{t('varieties.add')}</Button>;
  const items = data ? (tab === 'my' ? data.my : data.discover) : [];
  const total = data ? (tab === 'my' ? data.my_count : data.discover_count) : 0;

  const grid =
    data && items.length > 0 ? (
      <>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid={`${tab}-grid`}>
          {tab === 'my'
            ? data.my.map((variety) => (
                <MyVarietyCard
                  key={variety.id}
                  variety={variety}
                  cropLabel={cropLabels.get(variety.crop_id)}
                  onEdit={(v) => setModal({ kind: 'edit', variety: v })}
                  onRemove={(v) => setModal({ kind: 'remove', variety: v })}
                />
              ))
            : data.discover.map((master) => (
                <MasterVarietyCard
                  key={master.id}
                  variety={master}
                  cropLabel={cropLabels.get(master.crop_id)}
                  importing={importer.isPending && importer.variables?.body.master_variety_id === master.id}
                  onImport={importMaster}
                />
              ))}
        </div>
        <Pagination
          page={page}
          pageSize={data.limit}
          total={total}
          onPageChange={(next) => setParams({ page: next })}
          label={t('varieties.pages')}
          summary={t('varieties.showingCount', { shown: items.length, total })}
          previousLabel={t('varieties.previous')}
          nextLabel={t('varieties.next')}
        />
      </>
    ) : data ? (
      <EmptyState
        title={t('varieties.emptyTitle')}
        description={
          filtered
            ? t('varieties.emptyFiltered')
            : tab === 'my'
              ? t('varieties.emptyMine')
              : t('varieties.emptyDiscover')
        }
        action={
          filtered ? (
            <Button
              variant="secondary"
              onClick={() => setParams({ search: null, crop: null, season: null, state: null })}
            >
              {t('filters.clear')}
            </Button>
          ) : tab === 'my' ? (
            <Button variant="secondary" onClick={() => setParams({ tab: 'discover' })}>
              {t('varieties.browseDiscover')}
            </Button>
          ) : undefined
        }
      />
    ) : null;

  const content = (
    <div className="space-y-4">
      {pending && (
        <div className="flex justify-center py-12">
          <Spinner />
        </div>
      )}
      {list.isError && <ErrorBanner message={list.error.message || t('varieties.loadError')} />}
      {grid}
      {tab === 'discover' && (
        <p className="text-xs text-gray-500" data-testid="variety-sources">
          {t('varieties.sources')}
        </p>
      )}
    </div>
  );

  return (
    <section aria-labelledby="page-title" className="space-y-6 p-4 lg:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 id="page-title" className="text-2xl font-semibold text-gray-900">
            {t('varieties.title')}
          </h1>
          <p className="text-sm text-gray-600">{t('varieties.subtitle')}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Button
            variant="secondary"
            aria-expanded={filtersOpen}
            aria-controls={filtersId}
            onClick={() => setFiltersOpen((open) => !open)}
          >
            {t('varieties.filters')}
          </Button>
          {addButton}
        </div>
      </div>

      {filtersOpen && (
        <VarietyFilters id={filtersId} params={params} setParams={setParams} crops={crops.data?.items ?? []} />
      )}
      {crops.isError && <ErrorBanner message={crops.error.message} />}

      <Tabs
        label={t('varieties.tabs')}
        value={tab}
        onValueChange={(next) => setParams({ tab: next as VarietyTabName })}
        items={VARIETY_TABS.map((id) => ({
          id,
          label: t(`varieties.tab.${id}`, { count: data ? (id === 'my' ? data.my_count : data.discover_count) : 0 }),
          content: id === tab ? content : null,
        }))}
      />

      {(modal?.kind === 'add' || modal?.kind === 'edit') && (
        <Suspense fallback={null}>
          <VarietyFormDialog
            variety={modal.kind === 'edit' ? modal.variety : undefined}
            crops={crops.data?.items ?? []}
            onClose={() => setModal(null)}
            onAdded={() => {
              // Filters (or the Discover tab) could hide the new variety: show My Varieties unfiltered.
              const changes = showAddedVariety(params);
              if (changes) {
                setParams(changes);
                notify('info', t('messages.filtersCleared'));
              }
            }}
          />
        </Suspense>
      )}
      {modal?.kind === 'remove' && (
        <Dialog
          open
          onClose={() => setModal(null)}
          title={t('remove.title')}
          description={t('messages.removeConfirm')}
          footer={
            <>
              <Button variant="secondary" onClick={() => setModal(null)}>
                {t('form.cancel')}
              </Button>
              <Button variant="danger" loading={remover.isPending} onClick={() => confirmRemove(modal.variety)}>
                {t('remove.confirm')}
              </Button>
            </>
          }
        >
          <p className="text-sm font-medium text-gray-900">{modal.variety.display_name}</p>
        </Dialog>
      )}
    </section>
  );
}
