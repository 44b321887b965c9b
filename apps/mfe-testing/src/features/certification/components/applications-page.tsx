import '../../../i18n/certification';
import { useApiContract, useAuth } from '@seed/auth';
import { useApiQuery } from '@seed/auth/query';
import { CERTIFICATION_STATUS_LABELS, CERTIFICATION_STATUSES, type CertificationStatus } from '@seed/domain';
import {
  Button,
  CursorPagination,
  EmptyState,
  ErrorBanner,
  Input,
  Select,
  Spinner,
  Tabs,
  useCursorPages,
  useListParams,
  useSearchInput,
} from '@seed/ui';
import { keepPreviousData } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ApplicationList, type ApplicationSide } from './application-list';

/**
 * /certification (issue 28): the organization's certification applications on two tabs, Received
 * (its queue as a certification agency) and Sent (its own lots' applications), filtered by status
 * and searched by application number or lot id on the server, newest first, paged by keyset. Tab,
 * filters and page live in the URL; without a tab in it, an agency opens on Received and a seed
 * company on Sent.
 */
export function CertificationApplicationsPage() {
  const { t } = useTranslation();
  const { CertificationApplicationsQuery } = useApiContract();
  // The contract's query defaults side to received; here an absent side means the organization's own default.
  const schema = useMemo(
    () =>
      CertificationApplicationsQuery.extend({
        side: CertificationApplicationsQuery.shape.side.unwrap().optional(),
      }),
    [CertificationApplicationsQuery],
  );
  const { params, setParams } = useListParams(schema, { pageKey: 'before' });
  const isAgency = useAuth((s) => s.organization?.type === 'field_inspection_agency');
  const side: ApplicationSide = params.side ?? (isAgency ? 'received' : 'sent');
  const pages = useCursorPages(params.before, (before) => setParams({ before }));
  const query = { side, status: params.status, q: params.q, before: params.before };
  const list = useApiQuery('certification', 'listApplications', { query }, { placeholderData: keepPreviousData });
  const search = useSearchInput(params.q ?? '', (next) => changeFilters({ q: next }));
  const filtered = Boolean(params.status || params.q);
  const data = list.data;

  function changeFilters(changes: { status?: CertificationStatus | null; q?: string | null }) {
    pages.reset();
    setParams(changes);
  }
  const changeSide = (next: string) => {
    pages.reset();
    setParams({ side: next as ApplicationSide, status: null, q: null });
  };
  const clear = () => changeFilters({ status: null, q: null });

  const panel = (
    <div className="space-y-4">
      <div role="search" aria-label={t('cert.list.filters')} className="grid gap-3 sm:grid-cols-2">
        <Select
          label={t('cert.list.status')}
          value={params.status ?? ''}
          onChange={(e) => changeFilters({ status: (e.target.value as CertificationStatus) || null })}
          options={[
            { value: '', label: t('cert.list.allStatuses') },
            ...CERTIFICATION_STATUSES.map((v) => ({ value: v, label: CERTIFICATION_STATUS_LABELS[v] })),
          ]}
        />
        <Input
          label={t('cert.list.search')}
          type="search"
          placeholder={t('cert.list.searchPlaceholder')}
          value={search.value}
          onChange={(e) => search.onChange(e.target.value)}
        />
      </div>
      {filtered && (
        <div className="flex justify-end">
          <Button variant="ghost" size="sm" onClick={clear}>
            {t('cert.list.clear')}
          </Button>
        </div>
      )}

      {list.isPending && (
        <div className="flex justify-center py-12">
          <Spinner label={t('common.loading')} />
        </div>
      )}
      {list.isError && <ErrorBanner message={t('cert.list.loadFailed', { message: list.error.message })} />}
      {data && data.items.length === 0 && (
        <EmptyState
          title={
            filtered
              ? t('cert.list.emptyFiltered')
              : side === 'received'
                ? t('cert.list.emptyReceived')
                : t('cert.list.emptySent')
          }
          description={
            filtered
              ? t('cert.list.emptyFilteredHint')
              : side === 'received'
                ? t('cert.list.emptyReceivedHint')
                : t('cert.list.emptySentHint')
          }
          action={
            filtered ? (
              <Button variant="secondary" onClick={clear}>
                {t('cert.list.clear')}
              </Button>
            ) : undefined
          }
        />
      )}
      {data && data.items.length > 0 && <ApplicationList rows={data.items} side={side} />}
      {data && (
        <CursorPagination
          hasNewer={Boolean(params.before)}
          nextCursor={data.nextCursor}
          onNewer={pages.newer}
          onOlder={pages.older}
          label={t('cert.list.pages')}
          summary={t('cert.list.pageSummary', { count: data.items.length })}
          newerLabel={t('cert.list.newer')}
          olderLabel={t('cert.list.older')}
        />
      )}
    </div>
  );

  return (
    <section aria-labelledby="page-title" className="space-y-6 p-4 lg:p-6">
      <div className="min-w-0">
        <h1 id="page-title" className="text-2xl font-semibold text-gray-900">
          {t('cert.list.title')}
        </h1>
        <p className="text-sm text-gray-600">{t('cert.list.description')}</p>
      </div>
      <Tabs
        label={t('cert.list.tabs')}
        value={side}
        onValueChange={changeSide}
        items={(['received', 'sent'] as const).map((id) => ({
          id,
          label: t(`cert.list.${id}`),
          // Only the chosen tab's list is rendered (and fetched).
          content: id === side ? panel : null,
        }))}
      />
    </section>
  );
}
