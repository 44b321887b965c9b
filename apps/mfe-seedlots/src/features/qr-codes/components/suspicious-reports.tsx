import type { SuspiciousReportRow } from '@seed/domain';
import { Button, EmptyState, ErrorBanner, Spinner, TextLink, textLinkClasses } from '@seed/ui';
import { useState } from 'react';
import { useQrTranslation } from '../i18n';
import { useReportPhoto } from '../api/get-report-photo';
import { useSuspiciousReports } from '../api/get-suspicious-reports';
import { DateText } from '../../lots/components/detail/parts';

/**
 * The Scans view's 'Report a suspicious packet' list: what farmers reported from the verification
 * page, newest first, each photo loaded only when asked for (a phone's photo is up to 2 MB).
 */
export function SuspiciousReports() {
  const { t } = useQrTranslation();
  const reports = useSuspiciousReports();
  return (
    <section aria-labelledby="reports-title" className="space-y-3">
      <div>
        <h2 id="reports-title" className="text-lg font-semibold text-gray-900">
          {t('scans.reports.title')}
        </h2>
        <p className="text-sm text-gray-600">{t('scans.reports.description')}</p>
      </div>
      {reports.isPending ? (
        <div className="flex justify-center py-6">
          <Spinner label={t('scans.reports.loading')} />
        </div>
      ) : reports.isError ? (
        <div className="space-y-3">
          <ErrorBanner message={`${t('scans.reports.loadFailed')}: ${reports.error.message}`} />
          <Button variant="secondary" onClick={() => void reports.refetch()} loading={reports.isRefetching}>
            {t('scans.reports.retry')}
          </Button>
        </div>
      ) : reports.data.reports.length === 0 ? (
        <EmptyState title={t('scans.reports.empty')} description={t('scans.reports.emptyHint')} />
      ) : (
        <ul className="space-y-3" aria-labelledby="reports-title">
          {reports.data.reports.map((report) => (
            <ReportItem key={report.id} report={report} />
          ))}
        </ul>
      )}
    </section>
  );
}

function ReportItem({ report }: { report: SuspiciousReportRow }) {
  const { t } = useQrTranslation();
  const [showPhoto, setShowPhoto] = useState(false);
  const where = t('scans.reports.shopAt', { shop: report.shopName, place: report.place });
  return (
    <li className="rounded-lg border border-gray-200 bg-white p-4 text-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold text-gray-900">{where}</p>
        <span className="text-xs text-gray-600">
          <DateText value={report.createdAt} fallback="" />
        </span>
      </div>
      <p className="mt-1 text-gray-700">
        {report.lotId ? (
          <>
            {t('scans.reports.lot')}{' '}
            <TextLink to={`/seed-lots/${encodeURIComponent(report.lotId)}`} className="break-all">
              {report.lotId}
            </TextLink>
          </>
        ) : (
          t('scans.reports.notOurLot')
        )}
      </p>
      {report.phone && (
        <p className="text-gray-700">
          {t('scans.reports.phone')}{' '}
          <a href={`tel:${report.phone}`} className={textLinkClasses()}>
            {report.phone}
          </a>
        </p>
      )}
      {report.hasPhoto ? (
        <div className="mt-2 space-y-2">
          <Button variant="secondary" aria-expanded={showPhoto} onClick={() => setShowPhoto((shown) => !shown)}>
            {showPhoto ? t('scans.reports.hidePhoto') : t('scans.reports.showPhoto')}
          </Button>
          {showPhoto && (
            <ReportPhoto
              reportId={report.id}
              alt={t('scans.reports.photoAlt', { shop: report.shopName, place: report.place })}
            />
          )}
        </div>
      ) : (
        <p className="mt-1 text-xs text-gray-500">{t('scans.reports.noPhoto')}</p>
      )}
    </li>
  );
}

function ReportPhoto({ reportId, alt }: { reportId: string; alt: string }) {
  const { t } = useQrTranslation();
  const photo = useReportPhoto(reportId, true);
  if (photo.isError) {
    return (
      <p role="alert" className="text-xs text-red-700">
        {t('scans.reports.photoFailed')}
      </p>
    );
  }
  if (!photo.url) return <Spinner label={t('scans.reports.photoLoading')} />;
  return <img src={photo.url} alt={alt} className="max-h-96 max-w-full rounded-md border border-gray-200" />;
}
