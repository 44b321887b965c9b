import { useApiContract, useAuth } from '@seed/auth';
import { useApiQuery } from '@seed/auth/query';
import { TESTING_REQUEST_STATUS_LABELS, TESTING_REQUEST_STATUSES, type TestingRequestStatus } from '@seed/domain';
import {
  Button,
  ButtonLink,
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
import { type QueueSide, RequestList } from './request-list';

/**
 * /testing-requests (issue 27): the organization's testing requests on two tabs, Received (its
 * queue as a laboratory) and Sent (its own lots' samples), filtered by status and searched by
 * sample number or lot id on the server, newest first, paged by keyset. Tab, filters and page live
 * in the URL; without a tab in it, a laboratory opens on Received and a seed company on Sent.
 */
export function TestingRequestsPage() {
  const { t } = useTranslation();
  const { TestingQueueQuery } = useApiContract();
  // The contract's query defaults side to received; here an absent side means the organization's own default.
  const schema = useMemo(
    () => TestingQueueQuery.extend({ side: TestingQueueQuery.shape.side.unwrap().optional() }),
    [TestingQueueQuery],
  );
  const { params, setParams } = useListParams(schema, { pageKey: 'before' });
  const isLaboratory = useAuth((s) => s.organization?.type === 'testing_agency');
  const side: QueueSide = params.side ?? (isLaboratory ? 'received' : 'sent');
  const pages = useCursorPages(params.before, (before) => setParams({ before }));
  const query = { side, status: params.status, q: params.q, before: params.before };
  const list = useApiQuery('testing', 'queue', { query }, { placeholderData: keepPreviousData });
  const search = useSearchInput(params.q ?? '', (next) => changeFilters({ q: next }));
  const filtered = Boolean(params.status || params.q);
  const data = list.data;

  function changeFilters(changes: { status?: TestingRequestStatus | null; q?: string | null }) {
    pages.reset();
    setParams(changes);
  }
  const changeSide = (next: string) => {
    pages.reset();
    setParams({ side: next as QueueSide, status: null, q: null });
  };
  const clear = () => changeFilters({ status: null, q: null });

  const panel = (
    <div className="space-y-4">
      <div role="search" aria-label={t('list.filters')} className="grid gap-3 sm:grid-cols-2">
        <Select
          label={t('list.status')}
          value={params.status ?? ''}
          onChange={(e) => changeFilters({ status: (e.target.value as TestingRequestStatus) || null })}
          options={[
            { value: '', label: t('list.allStatuses') },
            ...TESTING_REQUEST_STATUSES.map((v) => ({ value: v, label: TESTING_REQUEST_STATUS_LABELS[v] })),
          ]}
        />
        <Input
          label={t('list.search')}
          type="search"
          placeholder={t('list.searchPlaceholder')}
          value={search.value}
          onChange={(e) => search.onChange(e.target.value)}
        />
      </div>
      {filtered && (
        <div className="flex justify-end">
          <Button variant="ghost" size="sm" onClick={clear}>
            {t('list.clear')}
          </Button>
        </div>
      )}

      {list.isPending && (
        <div className="flex justify-center py-12">
          <Spinner label={t('common.loading')} />
        </div>
      )}
      {list.isError && <ErrorBanner message={t('list.loadFailed', { message: list.error.message })} />}
      {data && data.items.length === 0 && (
        <EmptyState
          title={
            filtered ? t('list.emptyFiltered') : side === 'received' ? t('list.emptyReceived') : t('list.emptySent')
          }
          description={
            filtered
              ? t('list.emptyFilteredHint')
              : side === 'received'
                ? t('list.emptyReceivedHint')
                : t('list.emptySentHint')
          }
          action={
            filtered ? (
              <Button variant="secondary" onClick={clear}>
                {t('list.clear')}
              </Button>
            ) : side === 'sent' ? (
              <ButtonLink to="/testing-requests/new">{t('list.new')}</ButtonLink>
            ) : undefined
          }
        />
      )}
      {data && data.items.length > 0 && <RequestList rows={data.items} side={side} />}
      {data && (
        <CursorPagination
          hasNewer={Boolean(params.before)}
          nextCursor={data.nextCursor}
          onNewer={pages.newer}
          onOlder={pages.older}
          label={t('list.pages')}
          summary={t('list.pageSummary', { count: data.items.length })}
          newerLabel={t('list.newer')}
          olderLabel={t('list.older')}
        />
      )}
    </div>
  );

  return (
    <section aria-labelledby="page-title" className="space-y-6 p-4 lg:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 id="page-title" className="text-2xl font-semibold text-gray-900">
            {t('list.title')}
          </h1>
          <p className="text-sm text-gray-600">{t('list.description')}</p>
        </div>
        <ButtonLink to="/testing-requests/new">{t('list.new')}</ButtonLink>
      </div>
      <Tabs
        label={t('list.tabs')}
        value={side}
        onValueChange={changeSide}
        items={(['received', 'sent'] as const).map((id) => ({
          id,
          label: t(`list.${id}`),
          // Only the chosen tab's list is rendered (and fetched).
          content: id === side ? panel : null,
        }))}
      />
    </section>
  );
}
