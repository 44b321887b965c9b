import { Table, type TableColumn } from '@seed/ui';

/**
 * A list as a table from 768 px and as stacked cards below: each card is titled by the first
 * column's cell (the item's link) and shows every other column that has a value as label and value
 * (a card leaves out what a table cell would leave blank).
 */
export function TableAndCards<Row extends { id: string }>({
  rows,
  columns,
  caption,
  cardsTestId,
}: {
  rows: readonly Row[];
  columns: TableColumn<Row>[];
  caption: string;
  cardsTestId: string;
}) {
  const [first, ...rest] = columns;
  return (
    <>
      <Table
        className="hidden md:block"
        caption={caption}
        hideCaption
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
      />
      <ul className="space-y-3 md:hidden" aria-label={caption} data-testid={cardsTestId}>
        {rows.map((row) => (
          <li key={row.id} className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm">
            <p className="mb-2 font-semibold text-gray-900">{first?.cell(row)}</p>
            <dl className="space-y-1">
              {rest.map((column) => {
                const value = column.cell(row);
                if (value === null) return null;
                return (
                  <div key={column.key} className="grid grid-cols-[6.5rem_1fr] gap-2 text-sm">
                    <dt className="text-gray-500">{column.header}</dt>
                    <dd className="min-w-0 break-words text-gray-900">{value}</dd>
                  </div>
                );
              })}
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}
