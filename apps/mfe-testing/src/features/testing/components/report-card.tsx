import {
  formatDate,
  formatDateTime,
  formatQuantity,
  TEST_VERDICT_COLORS,
  type TestFailure,
  type TestParameterRow,
  testParameterRows,
  type TestReport,
} from '@seed/domain';
import { Button, notify, ScrollArea, StatusBadge } from '@seed/ui';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { testParameterLabel } from '../../../i18n/labels';
import { useDownloadReport } from '../api/report-pdf';
import { Fact } from '../../shared/fact';

const amount = (t: TFunction, value: number, unit: TestParameterRow['unit']) =>
  unit === '%' ? `${formatQuantity(value)}%` : t('report.perKg', { value: formatQuantity(value) });

/** "min 85%" / "max 12%", or "No limit" when the standard sets none. */
const limitText = (t: TFunction, row: TestParameterRow) =>
  row.limit === null ? t('report.noLimit') : t(`report.${row.bound}`, { value: amount(t, row.limit, row.unit) });

/** The names of the parameters that failed, for the line above the table. */
const failureList = (t: TFunction, failures: readonly TestFailure[]) =>
  failures.map((f) => testParameterLabel(t, f.parameter)).join(', ');

export interface ReportCardProps {
  report: TestReport;
  /** Every report of the request, to name the one that corrected or was corrected by this. */
  reports: readonly TestReport[];
  /** Shown on the current report when the caller is its laboratory. */
  onCorrect?: () => void;
}

/**
 * One issued report: its verdict, each parameter beside its limit (failures marked in words and
 * colour), its validity, laboratory, analyst and date, and where it stands among corrections.
 */
export function ReportCard({ report, reports, onCorrect }: ReportCardProps) {
  const { t } = useTranslation();
  const numberOf = (id: string) => reports.find((r) => r.id === id)?.reportNumber ?? id;
  const rows = testParameterRows(report);
  const headingId = `report-${report.id}`;
  const download = useDownloadReport();
  const downloadPdf = () =>
    download.mutate(report, { onError: (e) => notify('error', t('report.downloadFailed'), e.message) });
  return (
    <article
      aria-labelledby={headingId}
      className={`space-y-3 rounded-md border p-4 ${report.supersededBy ? 'border-gray-200 bg-gray-50' : 'border-gray-300'}`}
      data-testid="report"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 space-y-1">
          <h3 id={headingId} className="font-semibold break-all text-gray-900">
            {t('report.heading', { number: report.reportNumber })}
          </h3>
          <div className="flex flex-wrap gap-2">
            <StatusBadge color={TEST_VERDICT_COLORS[report.verdict]}>
              {t(`report.verdict.${report.verdict}`)}
            </StatusBadge>
            {!report.supersededBy && <StatusBadge color="gray">{t('report.current')}</StatusBadge>}
            {report.revalidation && <StatusBadge color="blue">{t('report.revalidation')}</StatusBadge>}
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            size="sm"
            loading={download.isPending}
            onClick={downloadPdf}
            // Names the report; starts with the visible words (WCAG 2.5.3, label in name).
            aria-label={t('report.downloadNamed', { number: report.reportNumber })}
          >
            {t('report.download')}
          </Button>
          {onCorrect && !report.supersededBy && (
            <Button variant="secondary" size="sm" onClick={onCorrect}>
              {t('report.correct')}
            </Button>
          )}
        </div>
      </div>

      {report.supersededBy && (
        <p className="text-sm text-gray-700">{t('report.correctedBy', { number: numberOf(report.supersededBy) })}</p>
      )}
      {report.supersedes && (
        <p className="text-sm text-gray-700">
          {t('report.correctionOf', { number: numberOf(report.supersedes.id), reason: report.supersedes.reason })}
        </p>
      )}
      {report.failures.length > 0 && (
        <p className="text-sm font-medium text-red-700">
          {t('report.failures', { list: failureList(t, report.failures) })}
        </p>
      )}
      {!report.standard && <p className="text-sm text-gray-700">{t('report.noStandard')}</p>}

      <ScrollArea label={t('report.caption', { number: report.reportNumber })}>
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('report.caption', { number: report.reportNumber })}</caption>
          <thead className="border-b border-gray-200 text-gray-600">
            <tr>
              <th scope="col" className="py-2 pr-2 sm:pr-3 font-medium">
                {t('report.parameter')}
              </th>
              <th scope="col" className="py-2 pr-2 sm:pr-3 font-medium">
                {t('report.result')}
              </th>
              <th scope="col" className="py-2 pr-2 sm:pr-3 font-medium">
                {t('report.limit')}
              </th>
              <th scope="col" className="py-2 font-medium">
                {t('report.judged')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const failed = report.failures.some((f) => f.parameter === row.parameter);
              return (
                <tr
                  key={row.parameter}
                  className={`border-b border-gray-100 ${failed ? 'bg-red-50 text-red-800' : 'text-gray-900'}`}
                  data-failed={failed || undefined}
                >
                  <th scope="row" className="py-2 pr-2 sm:pr-3 font-normal">
                    {testParameterLabel(t, row.parameter)}
                  </th>
                  <td className={`py-2 pr-2 sm:pr-3 ${failed ? 'font-semibold' : ''}`}>
                    {amount(t, row.value, row.unit)}
                  </td>
                  <td className="py-2 pr-2 sm:pr-3">{limitText(t, row)}</td>
                  <td className="py-2">
                    {failed
                      ? t(row.bound === 'min' ? 'report.failedMin' : 'report.failedMax')
                      : row.limit === null
                        ? t('common.none')
                        : t('report.within')}
                  </td>
                </tr>
              );
            })}
            {report.results.hardSeedsPct !== null && (
              <tr className="border-b border-gray-100 text-gray-900">
                <th scope="row" className="py-2 pr-2 sm:pr-3 font-normal">
                  {t('report.hardSeeds')}
                </th>
                <td className="py-2 pr-2 sm:pr-3">{amount(t, report.results.hardSeedsPct, '%')}</td>
                <td className="py-2 pr-2 sm:pr-3">{t('report.noLimit')}</td>
                <td className="py-2">{t('common.none')}</td>
              </tr>
            )}
          </tbody>
        </table>
      </ScrollArea>

      <dl className="space-y-1">
        <Fact labelWidth="9rem" label={t('report.validUntil')}>
          {report.validUntil ? formatDate(report.validUntil) : t('report.notValid')}
        </Fact>
        <Fact labelWidth="9rem" label={t('report.laboratory')}>
          {report.laboratory.name}
        </Fact>
        <Fact labelWidth="9rem" label={t('report.analyst')}>
          {report.analyst}
        </Fact>
        <Fact labelWidth="9rem" label={t('report.testedOn')}>
          {formatDate(report.testedOn)}
        </Fact>
        <Fact labelWidth="9rem" label={t('report.issuedAt')}>
          {formatDateTime(report.issuedAt)}
        </Fact>
        {report.results.seedHealth && (
          <Fact labelWidth="9rem" label={t('report.seedHealth')}>
            <span className="whitespace-pre-line">{report.results.seedHealth}</span>
          </Fact>
        )}
        {report.remarks && (
          <Fact labelWidth="9rem" label={t('report.remarks')}>
            <span className="whitespace-pre-line">{report.remarks}</span>
          </Fact>
        )}
        {report.standard && (
          <Fact labelWidth="9rem" label={t('report.standard')}>
            {report.standard.source}
          </Fact>
        )}
      </dl>
    </article>
  );
}
