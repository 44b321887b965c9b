import {
  formatDate,
  formatQuantity,
  type LotTesting,
  OPEN_TESTING_REQUEST_STATUSES,
  TEST_VERDICT_COLORS,
  TESTING_REQUEST_STATUS_COLORS,
  type TestingRequest,
  type TestParameterRow,
  testParameterRows,
  type TestReport,
} from '@seed/domain';
import { Button, notify, ScrollArea, StatusBadge, TextLink } from '@seed/ui';
import type { TFunction } from 'i18next';
import { useId } from 'react';
import { Trans } from 'react-i18next';
import { testParameterLabel } from '../../../../i18n/labels';
import { useDownloadTestReport, useLotTesting } from '../../api/get-lot-testing';
import { useLotsTranslation } from '../../i18n';
import { Fact, LotDataCard, useCanManageLot } from './lot-data-card';
import { QualityBadge } from '../lot-badges';

// The lot detail's Quality card (issue 27): the lot's quality status, its current seed test with
// each result beside the standard's limit, the report's particulars and PDF, the lot's requests in
// progress and the history of reports with their corrections. The report's look follows the Testing
// workspace's report card (apps/mfe-testing report-card.tsx); both build their rows with
// libs/domain's testParameterRows.

const amount = (t: TFunction, value: number, unit: TestParameterRow['unit']) =>
  unit === '%' ? `${formatQuantity(value)}%` : t('detail.quality.perKg', { value: formatQuantity(value) });

/** "min 85%" / "max 12%", or "No standard on file" when the standard sets no limit. */
const limitText = (t: TFunction, row: TestParameterRow) =>
  row.limit === null
    ? t('detail.quality.noLimit')
    : t(`detail.quality.${row.bound}`, { value: amount(t, row.limit, row.unit) });

export interface QualityCardProps {
  lotId: string;
}

/** The Quality card: a region named by its heading, with its loading, error and empty states. */
export function QualityCard({ lotId }: QualityCardProps) {
  const canManage = useCanManageLot();
  const testing = useLotTesting(lotId, canManage);
  return (
    <LotDataCard keys="detail.quality" testId="quality-card" canManage={canManage} query={testing}>
      {(data) => <Quality testing={data} lotId={lotId} />}
    </LotDataCard>
  );
}

function Quality({ testing, lotId }: { testing: LotTesting; lotId: string }) {
  const { t } = useLotsTranslation();
  const { quality, currentReport, reports, requests } = testing;
  const inheritedFrom = quality.testedLotId && quality.testedLotId !== lotId ? quality.testedLotId : null;
  const open = requests.filter((request) => OPEN_TESTING_REQUEST_STATUSES.includes(request.status));
  return (
    <div className="space-y-4">
      <dl>
        <Fact label={t('detail.quality.status')}>
          <QualityBadge status={quality.status} validUntil={quality.validUntil} />
        </Fact>
      </dl>
      {inheritedFrom && (
        <p className="text-sm break-words text-gray-700" data-testid="quality-inherited">
          <Trans
            t={t}
            i18nKey="detail.quality.inherited"
            values={{ id: inheritedFrom }}
            components={{
              lot: <TextLink to={`/seed-lots/${encodeURIComponent(inheritedFrom)}`} className="break-all" />,
            }}
          />
        </p>
      )}
      {currentReport ? (
        <CurrentReport report={currentReport} />
      ) : quality.status === 'not_tested' && reports.length === 0 ? (
        <div className="rounded-md border border-dashed border-gray-300 p-4 text-center">
          <p className="text-sm font-medium text-gray-900">{t('detail.quality.notTested')}</p>
          {open.length === 0 && <p className="mt-1 text-sm text-gray-600">{t('detail.quality.notTestedHint')}</p>}
        </div>
      ) : reports.length > 0 ? (
        <p className="text-sm text-gray-700">{t('detail.quality.noCurrent')}</p>
      ) : null}
      {open.length > 0 && <OpenRequests requests={open} />}
      {reports.length > 0 && (reports.length > 1 || !currentReport) && (
        <History reports={reports} currentId={currentReport?.id ?? null} />
      )}
    </div>
  );
}

/** The current report: failures first, each parameter against its limit, then its particulars and PDF. */
function CurrentReport({ report }: { report: TestReport }) {
  const { t } = useLotsTranslation();
  const rows = testParameterRows(report);
  const download = useDownloadTestReport();
  const downloadPdf = () =>
    download.mutate(report, { onError: (e) => notify('error', t('detail.quality.downloadFailed'), e.message) });
  const caption = t('detail.quality.caption', { number: report.reportNumber });
  return (
    <div className="space-y-3" data-testid="quality-report">
      <div className="flex flex-wrap items-center gap-2">
        <StatusBadge color={TEST_VERDICT_COLORS[report.verdict]}>
          {t(`detail.quality.verdict.${report.verdict}`)}
        </StatusBadge>
        {report.revalidation && <StatusBadge color="blue">{t('detail.quality.revalidation')}</StatusBadge>}
      </div>
      {report.failures.length > 0 && (
        <p className="text-sm font-medium text-red-700">
          {t('detail.quality.failures', {
            list: report.failures.map((f) => testParameterLabel(t, f.parameter)).join(', '),
          })}
        </p>
      )}
      {!report.standard && <p className="text-sm text-gray-700">{t('detail.quality.noStandard')}</p>}
      <ScrollArea label={caption}>
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="border-b border-gray-200 text-gray-600">
            <tr>
              <th scope="col" className="py-2 pr-2 font-medium sm:pr-3">
                {t('detail.quality.parameter')}
              </th>
              <th scope="col" className="py-2 pr-2 font-medium sm:pr-3">
                {t('detail.quality.result')}
              </th>
              <th scope="col" className="py-2 pr-2 font-medium sm:pr-3">
                {t('detail.quality.limit')}
              </th>
              <th scope="col" className="py-2 font-medium">
                {t('detail.quality.judged')}
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
                  <th scope="row" className="py-2 pr-2 font-normal sm:pr-3">
                    {testParameterLabel(t, row.parameter)}
                  </th>
                  <td className={`py-2 pr-2 sm:pr-3 ${failed ? 'font-semibold' : ''}`}>
                    {amount(t, row.value, row.unit)}
                  </td>
                  <td className="py-2 pr-2 sm:pr-3">{limitText(t, row)}</td>
                  <td className="py-2">
                    {failed
                      ? t(row.bound === 'min' ? 'detail.quality.failedMin' : 'detail.quality.failedMax')
                      : row.limit === null
                        ? t('detail.quality.notJudged')
                        : t('detail.quality.within')}
                  </td>
                </tr>
              );
            })}
            {report.results.hardSeedsPct !== null && (
              <tr className="border-b border-gray-100 text-gray-900">
                <th scope="row" className="py-2 pr-2 font-normal sm:pr-3">
                  {t('detail.quality.hardSeeds')}
                </th>
                <td className="py-2 pr-2 sm:pr-3">{amount(t, report.results.hardSeedsPct, '%')}</td>
                <td className="py-2 pr-2 sm:pr-3">{t('detail.quality.noLimit')}</td>
                <td className="py-2">{t('detail.quality.notJudged')}</td>
              </tr>
            )}
          </tbody>
        </table>
      </ScrollArea>
      <dl>
        <Fact label={t('detail.quality.reportNumber')}>
          <span className="break-all">{report.reportNumber}</span>
        </Fact>
        <Fact label={t('detail.quality.laboratory')}>{report.laboratory.name}</Fact>
        <Fact label={t('detail.quality.analyst')}>{report.analyst}</Fact>
        <Fact label={t('detail.quality.testedOn')}>
          <time dateTime={report.testedOn}>{formatDate(report.testedOn)}</time>
        </Fact>
        <Fact label={t('detail.quality.validUntil')}>
          {report.validUntil ? (
            <time dateTime={report.validUntil}>{formatDate(report.validUntil)}</time>
          ) : (
            t('detail.quality.notValid')
          )}
        </Fact>
        {report.results.seedHealth && (
          <Fact label={t('detail.quality.seedHealth')}>
            <span className="whitespace-pre-line">{report.results.seedHealth}</span>
          </Fact>
        )}
        {report.remarks && (
          <Fact label={t('detail.quality.remarks')}>
            <span className="whitespace-pre-line">{report.remarks}</span>
          </Fact>
        )}
        {report.standard && <Fact label={t('detail.quality.standard')}>{report.standard.source}</Fact>}
      </dl>
      <Button
        variant="secondary"
        size="sm"
        loading={download.isPending}
        onClick={downloadPdf}
        // Names the report; starts with the visible words (WCAG 2.5.3, label in name).
        aria-label={t('detail.quality.downloadNamed', { number: report.reportNumber })}
      >
        {t('detail.quality.download')}
      </Button>
    </div>
  );
}

/** The lot's requests not yet answered: sample number (to its page), laboratory and status. */
function OpenRequests({ requests }: { requests: readonly TestingRequest[] }) {
  const { t } = useLotsTranslation();
  const headingId = useId();
  return (
    <div className="space-y-2 border-t border-gray-100 pt-4">
      <h3 id={headingId} className="text-sm font-semibold text-gray-900">
        {t('detail.quality.requests')}
      </h3>
      <ul aria-labelledby={headingId} className="space-y-2">
        {requests.map((request) => (
          <li
            key={request.id}
            className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-gray-200 p-3 text-sm"
          >
            <div className="min-w-0 space-y-0.5">
              <TextLink
                to={`/testing-requests/${encodeURIComponent(request.id)}`}
                aria-label={t('detail.quality.openSample', { number: request.sampleNumber })}
                className="break-all"
              >
                {t('detail.quality.sample', { number: request.sampleNumber })}
              </TextLink>
              <p className="break-words text-gray-700">
                {request.ownLaboratory ? t('detail.quality.ownLaboratory') : request.laboratory.name}
              </p>
            </div>
            <StatusBadge color={TESTING_REQUEST_STATUS_COLORS[request.status]}>
              {t(`detail.quality.requestStatus.${request.status}`)}
            </StatusBadge>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Every report of the lot, newest first, collapsed: date, verdict, number and its corrections. */
function History({ reports, currentId }: { reports: readonly TestReport[]; currentId: string | null }) {
  const { t } = useLotsTranslation();
  const numberOf = (id: string) => reports.find((r) => r.id === id)?.reportNumber ?? id;
  return (
    <details className="group border-t border-gray-100 pt-4" data-testid="quality-history">
      <summary className="cursor-pointer text-sm font-semibold text-gray-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-600">
        {t('detail.quality.history', { count: reports.length })}
      </summary>
      <ol aria-label={t('detail.quality.historyList')} className="mt-3 space-y-2">
        {reports.map((report) => (
          <li key={report.id} className="space-y-1 rounded-md border border-gray-200 p-3 text-sm">
            <div className="flex flex-wrap items-center gap-2">
              <time dateTime={report.testedOn} className="font-medium text-gray-900">
                {formatDate(report.testedOn)}
              </time>
              <StatusBadge color={TEST_VERDICT_COLORS[report.verdict]}>
                {t(`detail.quality.verdict.${report.verdict}`)}
              </StatusBadge>
              {report.id === currentId && <StatusBadge color="gray">{t('detail.quality.current')}</StatusBadge>}
            </div>
            <p className="break-all text-gray-700">{report.reportNumber}</p>
            {report.supersededBy && (
              <p className="text-gray-700">
                {t('detail.quality.correctedBy', { number: numberOf(report.supersededBy) })}
              </p>
            )}
            {report.supersedes && (
              <p className="break-words text-gray-700">
                {t('detail.quality.correctionOf', {
                  number: numberOf(report.supersedes.id),
                  reason: report.supersedes.reason,
                })}
              </p>
            )}
          </li>
        ))}
      </ol>
    </details>
  );
}
