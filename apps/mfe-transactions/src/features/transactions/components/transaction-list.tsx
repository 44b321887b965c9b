import { formatDate, manifestStatusColor, manifestTypeColor, type Transaction } from '@seed/domain';
import { StatusBadge, Table, TextLink, type TableColumn } from '@seed/ui';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { fromText, itemText, toText } from '../utils/format';

function Items({ transaction, t }: { transaction: Transaction; t: TFunction }) {
  if (transaction.items.length === 0) return <span className="text-gray-500">{t('columns.noItems')}</span>;
  return (
    <ul className="space-y-0.5">
      {transaction.items.map((item, index) => (
        <li key={`${item.lotId}-${index}`}>{itemText(t, item)}</li>
      ))}
    </ul>
  );
}

function columns(t: TFunction): TableColumn<Transaction>[] {
  return [
    {
      key: 'date',
      header: t('columns.date'),
      className: 'whitespace-nowrap',
      // The row's way to its detail: a real link, so it works with the keyboard and opens in a new tab.
      cell: (row) => (
        <TextLink to={`/transactions/${row.id}`} aria-label={t('transactions.view', { date: formatDate(row.date) })}>
          {formatDate(row.date)}
        </TextLink>
      ),
    },
    {
      key: 'type',
      header: t('columns.type'),
      cell: (row) => (
        <StatusBadge color={manifestTypeColor(row.type)}>
          {t(`manifestType.${row.type}`, { defaultValue: row.type })}
        </StatusBadge>
      ),
    },
    { key: 'from', header: t('columns.from'), cell: (row) => fromText(t, row) },
    // a name wraps between its words; only an e-mail address wider than the column breaks inside
    { key: 'to', header: t('columns.to'), cell: (row) => <span className="wrap-anywhere">{toText(t, row)}</span> },
    { key: 'items', header: t('columns.items'), cell: (row) => <Items transaction={row} t={t} /> },
    {
      key: 'status',
      header: t('columns.status'),
      cell: (row) => (
        <StatusBadge color={manifestStatusColor(row.status)}>
          {t(`manifestStatus.${row.status}`, { defaultValue: row.status })}
        </StatusBadge>
      ),
    },
    {
      key: 'notes',
      header: t('columns.notes'),
      className: 'min-w-40',
      cell: (row) => <span className="break-words whitespace-pre-line">{row.notes || t('common.none')}</span>,
    },
  ];
}

/**
 * The transactions as a table from 768 px and as stacked cards below (spec 2 §9): each card
 * shows every column as label and value, titled by its date link.
 */
export function TransactionList({ rows }: { rows: readonly Transaction[] }) {
  const { t } = useTranslation();
  const cols = useMemo(() => columns(t), [t]);
  const [first, ...rest] = cols;
  return (
    <>
      <Table
        className="hidden md:block"
        caption={t('transactions.caption')}
        hideCaption
        columns={cols}
        rows={rows}
        rowKey={(row) => row.id}
      />
      <ul className="space-y-3 md:hidden" aria-label={t('transactions.caption')} data-testid="transaction-cards">
        {rows.map((row) => (
          <li key={row.id} className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm">
            <p className="mb-2 font-semibold text-gray-900">{first?.cell(row)}</p>
            <dl className="space-y-1">
              {rest.map((column) => (
                <div key={column.key} className="grid grid-cols-[5rem_1fr] gap-2 text-sm">
                  <dt className="text-gray-500">{column.header}</dt>
                  <dd className="min-w-0 break-words text-gray-900">{column.cell(row)}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}
