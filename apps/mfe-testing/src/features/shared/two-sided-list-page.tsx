import {
  Button,
  CursorPagination,
  EmptyState,
  ErrorBanner,
  Input,
  type ListParamsSchema,
  Select,
  Spinner,
  Tabs,
  useCursorPages,
  useListParams,
  useSearchInput,
} from '@seed/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type ListSide = 'received' | 'sent';

/** What the page asks its list for: one side's page, by status and search, after the cursor. */
export interface SidedQuery<S extends string> {
  side: ListSide;
  status?: S;
  q?: string;
  before?: string;
}

/** The URL's parameters of a two-sided list (its query schema with side optional). */
interface SidedParams<S extends string> {
  side?: ListSide;
  status?: S;
  q?: string;
  before?: string;
}

/**
 * A list of an organization's items on two tabs (issues 27 and 28): Received (sent to it as an
 * agency: its queue) and Sent (its own lots'), filtered by status and searched on the server,
 * newest first, paged by keyset. Tab, filters and page live in the URL; without a tab in it, an
 * agency of the list's kind opens on Received and a seed company on Sent. The testing requests
 * and the certification applications are this page with their own words (`keys`, an i18n prefix
 * with the same keys under it), statuses, query and rows.
 */
export function TwoSidedListPage<S extends string, Row>({
  keys,
  schema,
  statuses,
  statusLabel,
  agency,
  useList,
  rows,
  newAction,
}: {
  keys: string;
  /** The list's query schema with `side` optional: an absent side means the organization's own default. */
  schema: ListParamsSchema;
  statuses: readonly S[];
  /** A status's words in the page's language (a labels.ts helper). */
  statusLabel: (t: TFunction, status: S) => string;
  /** Whether the caller's organization is the agency this list is the queue of. */
  agency: boolean;
  useList: (query: SidedQuery<S>) => UseQueryResult<{ items: Row[]; nextCursor: string | null }, Error>;
  rows: (items: Row[], side: ListSide) => ReactNode;
  /** A way to make a new item, in the header and in the empty Sent tab. */
  newAction?: ReactNode;
}) {
  const { t } = useTranslation();
  const { params: urlParams, setParams } = useListParams(schema, { pageKey: 'before' });
  const params = urlParams as SidedParams<S>;
  const side: ListSide = params.side ?? (agency ? 'received' : 'sent');
  const pages = useCursorPages(params.before, (before) => setParams({ before }));
  const list = useList({ side, status: params.status, q: params.q, before: params.before });
  const search = useSearchInput(params.q ?? '', (next) => changeFilters({ q: next }));
  const filtered = Boolean(params.status || params.q);
  const data = list.data;

  function changeFilters(changes: { status?: S | null; q?: string | null }) {
    pages.reset();
    setParams(changes);
  }
  const changeSide = (next: string) => {
    pages.reset();
    setParams({ side: next as ListSide, status: null, q: null });
  };
  const clear = () => changeFilters({ status: null, q: null });

  const panel = (
    <div className="space-y-4">
      <div role="search" aria-label={t(`${keys}.filters`)} className="grid gap-3 sm:grid-cols-2">
        <Select
          label={t(`${keys}.status`)}
          value={params.status ?? ''}
          onChange={(e) => changeFilters({ status: (e.target.value as S) || null })}
          options={[
            { value: '', label: t(`${keys}.allStatuses`) },
            ...statuses.map((v) => ({ value: v, label: statusLabel(t, v) })),
          ]}
        />
        <Input
          label={t(`${keys}.search`)}
          type="search"
          placeholder={t(`${keys}.searchPlaceholder`)}
          value={search.value}
          onChange={(e) => search.onChange(e.target.value)}
        />
      </div>
      {filtered && (
        <div className="flex justify-end">
          <Button variant="ghost" size="sm" onClick={clear}>
            {t(`${keys}.clear`)}
          </Button>
        </div>
      )}

      {list.isPending && (
        <div className="flex justify-center py-12">
          <Spinner label={t('common.loading')} />
        </div>
      )}
      {list.isError && <ErrorBanner message={t(`${keys}.loadFailed`, { message: list.error.message })} />}
      {data && data.items.length === 0 && (
        <EmptyState
          title={
            filtered
              ? t(`${keys}.emptyFiltered`)
              : side === 'received'
                ? t(`${keys}.emptyReceived`)
                : t(`${keys}.emptySent`)
          }
          description={
            filtered
              ? t(`${keys}.emptyFilteredHint`)
              : side === 'received'
                ? t(`${keys}.emptyReceivedHint`)
                : t(`${keys}.emptySentHint`)
          }
          action={
            filtered ? (
              <Button variant="secondary" onClick={clear}>
                {t(`${keys}.clear`)}
              </Button>
            ) : side === 'sent' ? (
              newAction
            ) : undefined
          }
        />
      )}
      {data && data.items.length > 0 && rows(data.items, side)}
      {data && (
        <CursorPagination
          hasNewer={Boolean(params.before)}
          nextCursor={data.nextCursor}
          onNewer={pages.newer}
          onOlder={pages.older}
          label={t(`${keys}.pages`)}
          summary={t(`${keys}.pageSummary`, { count: data.items.length })}
          newerLabel={t(`${keys}.newer`)}
          olderLabel={t(`${keys}.older`)}
        />
      )}
    </div>
  );

  return (
    <section aria-labelledby="page-title" className="space-y-6 p-4 lg:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 id="page-title" className="text-2xl font-semibold text-gray-900">
            {t(`${keys}.title`)}
          </h1>
          <p className="text-sm text-gray-600">{t(`${keys}.description`)}</p>
        </div>
        {newAction}
      </div>
      <Tabs
        label={t(`${keys}.tabs`)}
        value={side}
        onValueChange={changeSide}
        items={(['received', 'sent'] as const).map((id) => ({
          id,
          label: t(`${keys}.${id}`),
          // Only the chosen tab's list is rendered (and fetched).
          content: id === side ? panel : null,
        }))}
      />
    </section>
  );
}
