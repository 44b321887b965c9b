import { useApiSlice, useAuth } from '@seed/auth';
import { useApiQuery } from '@seed/auth/query';
import {
  Button,
  CursorPagination,
  EmptyState,
  ErrorBanner,
  notify,
  Spinner,
  useCursorPages,
  useListParams,
} from '@seed/ui';
import { keepPreviousData } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveFile, useExportTransactions } from '../api/export-transactions';
import { SettingsSwitch } from './settings-switch';
import { type TransactionFilterChanges, TransactionFilters } from './transaction-filters';
import { TransactionList } from './transaction-list';

// The New Transaction dialog (and react-hook-form with it) loads when it is first opened.
const NewTransactionDialog = lazy(() =>
  import('./new-transaction-dialog').then((module) => ({ default: module.NewTransactionDialog })),
);

/** Today as yyyy-mm-dd, for the export's file name. */
const today = () => new Date().toISOString().slice(0, 10);

/**
 * /transactions (spec 2 "Transactions screen"): the organization's manifests, newest first,
 * filtered on the server and paged by keyset (the API's nextCursor becomes `before`).
 */
export function TransactionsPage() {
  const { t } = useTranslation();
  // The URL's filters are the list endpoint's own query.
  const { list: listEndpoint } = useApiSlice('transactions');
  // Any filter change drops `before`: a new filter starts at the newest page.
  const { params, setParams } = useListParams(listEndpoint.request.query, { pageKey: 'before' });
  const isAdmin = useAuth((s) => s.role === 'admin');
  const [dialogOpen, setDialogOpen] = useState(false);
  const pages = useCursorPages(params.before, (before) => setParams({ before }));
  const list = useApiQuery('transactions', 'list', { query: params }, { placeholderData: keepPreviousData });
  const exporter = useExportTransactions();
  const data = list.data;
  const filtered = Boolean(params.type || params.status || params.from || params.to || params.lot);

  const changeFilters = (changes: TransactionFilterChanges) => {
    pages.reset();
    setParams(changes);
  };
  const exportCsv = () =>
    exporter.mutate(params, {
      onSuccess: (blob) => saveFile(blob, `transactions-${today()}.csv`),
      onError: (e) => notify('error', t('transactions.exportFailed'), e.message),
    });

  return (
    <section aria-labelledby="page-title" className="space-y-6 p-4 lg:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 id="page-title" className="text-2xl font-semibold text-gray-900">
            {t('transactions.title')}
          </h1>
          <p className="text-sm text-gray-600">{t('transactions.description')}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Button variant="secondary" loading={exporter.isPending} onClick={exportCsv}>
            {exporter.isPending ? t('transactions.exporting') : t('transactions.exportCsv')}
          </Button>
          <Button onClick={() => setDialogOpen(true)}>{t('transactions.new')}</Button>
        </div>
      </div>

      {isAdmin && <SettingsSwitch />}
      <TransactionFilters params={params} onChange={changeFilters} />

      {list.isPending && (
        <div className="flex justify-center py-12">
          <Spinner label={t('common.loading')} />
        </div>
      )}
      {list.isError && <ErrorBanner message={t('transactions.fetchFailed', { message: list.error.message })} />}
      {data && data.items.length === 0 && (
        <EmptyState
          title={t('transactions.empty')}
          description={filtered ? t('transactions.emptyFiltered') : undefined}
          action={
            filtered ? (
              <Button
                variant="secondary"
                onClick={() => changeFilters({ type: null, status: null, from: null, to: null, lot: null })}
              >
                {t('filters.clear')}
              </Button>
            ) : undefined
          }
        />
      )}
      {data && data.items.length > 0 && <TransactionList rows={data.items} />}
      {data && (
        <CursorPagination
          hasNewer={Boolean(params.before)}
          nextCursor={data.nextCursor}
          onNewer={pages.newer}
          onOlder={pages.older}
          label={t('transactions.pages')}
          summary={t('transactions.pageSummary', { count: data.items.length })}
          newerLabel={t('transactions.newer')}
          olderLabel={t('transactions.older')}
        />
      )}

      {dialogOpen && (
        <Suspense fallback={null}>
          <NewTransactionDialog onClose={() => setDialogOpen(false)} />
        </Suspense>
      )}
    </section>
  );
}
