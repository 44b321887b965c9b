import { formatDate, type TestingRequest, TESTING_REQUEST_STATUS_COLORS } from '@seed/domain';
import { StatusBadge, TextLink, type TableColumn } from '@seed/ui';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { seedClassLabel, testingRequestStatusLabel } from '../../../i18n/labels';
import { TableAndCards } from '../../shared/table-and-cards';
import type { ListSide } from '../../shared/two-sided-list-page';

/** The other party of a request on this side: the company that sent it, or the laboratory it went to. */
export function counterpartOf(t: TFunction, row: TestingRequest, side: ListSide): string {
  if (side === 'received') return row.company.name;
  return row.ownLaboratory ? t('common.ownLaboratory') : row.laboratory.name;
}

/** "Wheat · HI 1544", the crop alone when the lot names no variety. */
export const cropLine = (row: Pick<TestingRequest, 'lot'>) =>
  row.lot.variety ? `${row.lot.crop} · ${row.lot.variety}` : row.lot.crop;

function columns(t: TFunction, side: ListSide): TableColumn<TestingRequest>[] {
  return [
    {
      key: 'sample',
      header: t('list.columns.sample'),
      className: 'whitespace-nowrap',
      // The row's way to its detail: a real link, so it works with the keyboard and opens in a new tab.
      cell: (row) => (
        <TextLink
          to={`/testing-requests/${row.id}`}
          underline="always"
          aria-label={t('list.view', { sample: row.sampleNumber })}
        >
          {row.sampleNumber}
        </TextLink>
      ),
    },
    {
      key: 'lot',
      header: t('list.columns.lot'),
      cell: (row) => (
        <span className="break-words">
          {cropLine(row)}
          <span className="block text-xs break-all text-gray-500">{row.lot.id}</span>
        </span>
      ),
    },
    { key: 'class', header: t('list.columns.class'), cell: (row) => seedClassLabel(t, row.seedClass) },
    {
      key: 'party',
      header: side === 'received' ? t('list.columns.company') : t('list.columns.laboratory'),
      cell: (row) => <span className="break-words">{counterpartOf(t, row, side)}</span>,
    },
    {
      key: 'status',
      header: t('list.columns.status'),
      cell: (row) => (
        <StatusBadge color={TESTING_REQUEST_STATUS_COLORS[row.status]}>
          {testingRequestStatusLabel(t, row.status)}
        </StatusBadge>
      ),
    },
    {
      key: 'requested',
      header: t('list.columns.requested'),
      className: 'whitespace-nowrap',
      cell: (row) => formatDate(row.requestedAt),
    },
  ];
}

/**
 * The requests as a table from 768 px and as stacked cards below: each card shows every column
 * as label and value, titled by its sample number's link.
 */
export function RequestList({ rows, side }: { rows: readonly TestingRequest[]; side: ListSide }) {
  const { t } = useTranslation();
  const cols = useMemo(() => columns(t, side), [t, side]);
  return <TableAndCards rows={rows} columns={cols} caption={t('list.caption')} cardsTestId="request-cards" />;
}
