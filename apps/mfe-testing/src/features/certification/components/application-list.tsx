import { CERTIFICATION_STATUS_COLORS, type CertificationApplicationSummary, formatDate } from '@seed/domain';
import { StatusBadge, TextLink, type TableColumn } from '@seed/ui';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { certificationStatusLabel, seedClassLabel } from '../../../i18n/labels';
import { cropLine } from '../utils/application-text';
import { TableAndCards } from '../../shared/table-and-cards';
import type { ListSide } from '../../shared/two-sided-list-page';

/** The certificate's number with its validity, or that it was revoked. */
function certificateText(t: TFunction, certificate: NonNullable<CertificationApplicationSummary['certificate']>) {
  return certificate.revoked
    ? t('cert.list.certificateRevoked', { number: certificate.certificateNumber })
    : t('cert.list.certificateLine', {
        number: certificate.certificateNumber,
        date: formatDate(certificate.validUntil),
      });
}

function columns(t: TFunction, side: ListSide): TableColumn<CertificationApplicationSummary>[] {
  return [
    {
      key: 'application',
      header: t('cert.list.columns.application'),
      className: 'whitespace-nowrap',
      // The row's way to its detail: a real link, so it works with the keyboard and opens in a new tab.
      cell: (row) => (
        <TextLink
          to={`/certification/${row.id}`}
          underline="always"
          aria-label={t('cert.list.view', { number: row.applicationNumber })}
        >
          {row.applicationNumber}
        </TextLink>
      ),
    },
    {
      key: 'lot',
      header: t('cert.list.columns.lot'),
      cell: (row) => (
        <span className="break-words">
          {cropLine(row.lot)}
          <span className="block text-xs break-all text-gray-500">{row.lot.id}</span>
        </span>
      ),
    },
    {
      key: 'party',
      header: side === 'received' ? t('cert.list.columns.applicant') : t('cert.list.columns.agency'),
      cell: (row) => <span className="break-words">{side === 'received' ? row.applicant.name : row.agency.name}</span>,
    },
    { key: 'class', header: t('cert.list.columns.class'), cell: (row) => seedClassLabel(t, row.classSought) },
    {
      key: 'status',
      header: t('cert.list.columns.status'),
      cell: (row) => (
        <StatusBadge color={CERTIFICATION_STATUS_COLORS[row.status]}>
          {certificationStatusLabel(t, row.status)}
        </StatusBadge>
      ),
    },
    {
      key: 'applied',
      header: t('cert.list.columns.applied'),
      className: 'whitespace-nowrap',
      cell: (row) => formatDate(row.appliedAt),
    },
    { key: 'inspections', header: t('cert.list.columns.inspections'), cell: (row) => row.inspections },
    {
      key: 'certificate',
      header: t('cert.list.columns.certificate'),
      cell: (row) =>
        row.certificate ? <span className="break-words">{certificateText(t, row.certificate)}</span> : null,
    },
  ];
}

/**
 * The applications as a table from 768 px and as stacked cards below: each card shows every
 * column that has a value as label and value, titled by its application number's link.
 */
export function ApplicationList({ rows, side }: { rows: readonly CertificationApplicationSummary[]; side: ListSide }) {
  const { t } = useTranslation();
  const cols = useMemo(() => columns(t, side), [t, side]);
  return <TableAndCards rows={rows} columns={cols} caption={t('cert.list.caption')} cardsTestId="application-cards" />;
}
