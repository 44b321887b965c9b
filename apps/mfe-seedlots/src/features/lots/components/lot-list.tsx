import { Table, type TableColumn } from '@seed/ui';
import type { ReactNode } from 'react';

export interface LotListProps<Row> {
  caption: string;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** The card's title (the lot id) under 768 px. */
  cardTitle: (row: Row) => ReactNode;
}

/**
 * A list of lots as a table from 768 px, and as stacked cards below (spec 2 §2): each card shows
 * the table's columns as label and value, so nothing is lost on a phone.
 */
export function LotList<Row>({ caption, columns, rows, rowKey, cardTitle }: LotListProps<Row>) {
  return (
    <>
      <Table className="hidden md:block" caption={caption} hideCaption columns={columns} rows={rows} rowKey={rowKey} />
      <ul className="space-y-3 md:hidden" aria-label={caption} data-testid="lot-cards">
        {rows.map((row) => (
          <li key={rowKey(row)} className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm">
            <p className="mb-2 font-semibold text-gray-900">{cardTitle(row)}</p>
            <dl className="space-y-1">
              {columns.slice(1).map((column) => (
                <div key={column.key} className="grid grid-cols-[8rem_1fr] gap-2 text-sm">
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
