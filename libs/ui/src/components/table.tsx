import type { Key, ReactNode } from 'react';
import { cn } from '../cn';
import { ScrollArea } from './scroll-area';

export interface TableColumn<Row> {
  /** Unique among the columns; used as React key. */
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Classes for this column's header and cells, e.g. 'text-right'. */
  className?: string;
}

export interface TableProps<Row> {
  caption: ReactNode;
  /** The caption as text, naming the scroll area when the table is wider than the screen (default: the caption, when it is text). */
  scrollLabel?: string;
  /** Keeps the caption for screen readers but hides it, when a heading already says it. */
  hideCaption?: boolean;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
  /** Shown in a single row when `rows` is empty. */
  emptyMessage?: ReactNode;
  className?: string;
}

/** Semantic table with a caption, typed column definitions and an empty-state row. */
export function Table<Row>({
  caption,
  scrollLabel,
  hideCaption = false,
  columns,
  rows,
  rowKey,
  emptyMessage = 'No data to show.',
  className,
}: TableProps<Row>) {
  return (
    // Scrolls sideways on narrow screens instead of squeezing the columns, and shows that it does.
    <ScrollArea
      label={scrollLabel ?? (typeof caption === 'string' ? caption : 'Table')}
      className={cn('rounded-lg border border-gray-200 bg-white', className)}
    >
      <table className="min-w-full divide-y divide-gray-200 text-left text-sm">
        <caption className={cn(hideCaption ? 'sr-only' : 'px-4 py-3 text-left text-base font-semibold text-gray-900')}>
          {caption}
        </caption>
        <thead className="bg-gray-50">
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={cn('px-4 py-3 font-medium whitespace-nowrap text-gray-700', column.className)}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-200">
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="px-4 py-8 text-center text-gray-500">
                {emptyMessage}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)} className="hover:bg-gray-50">
                {columns.map((column) => (
                  <td key={column.key} className={cn('px-4 py-3 text-gray-900', column.className)}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </ScrollArea>
  );
}
