import { useAuth } from '@seed/auth';
import type { ScanReport, ScanReportRow } from '@seed/domain';
import { Badge, Button, EmptyState, ErrorBanner, Spinner, type TableColumn, TextLink } from '@seed/ui';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useQrTranslation } from '../i18n';
import { useScanReport } from '../api/get-scan-report';
import { DateText } from '../../lots/components/detail/parts';
import { LotList } from '../../lots/components/lot-list';
import { SuspiciousReports } from './suspicious-reports';
import { VerificationSettingCard } from './verification-setting-card';

/**
 * /seed-lots/scans (issue 14): scans per lot and the counterfeit signals, the reports of suspicious
 * packets with their photos, and the admins' verification-page setting.
 */
export function ScansPage() {
  const { t } = useQrTranslation();
  const isAdmin = useAuth((s) => s.role === 'admin');
  const report = useScanReport();

  return (
    <section aria-labelledby="page-title" className="space-y-6 p-4 lg:p-6">
      <TextLink to="/seed-lots" className="text-sm">
        {t('scans.back')}
      </TextLink>
      <div>
        <h1 id="page-title" className="text-2xl font-semibold text-gray-900">
          {t('scans.title')}
        </h1>
        <p className="text-sm text-gray-600">{t('scans.subtitle')}</p>
      </div>
      {isAdmin && <VerificationSettingCard />}
      {report.isPending ? (
        <div className="flex justify-center py-12">
          <Spinner label={t('scans.loading')} />
        </div>
      ) : report.isError ? (
        <div className="space-y-3">
          <ErrorBanner message={`${t('scans.loadFailed')}: ${report.error.message}`} />
          <Button variant="secondary" onClick={() => void report.refetch()} loading={report.isRefetching}>
            {t('scans.retry')}
          </Button>
        </div>
      ) : report.data.lots.length === 0 ? (
        <EmptyState title={t('scans.empty')} description={t('scans.emptyHint')} />
      ) : (
        <ScanList report={report.data} />
      )}
      <SuspiciousReports />
    </section>
  );
}

const flagged = (row: ScanReportRow) =>
  row.packetCodesManyDevices > 0 || row.scansAfterRecall > 0 || row.scansFarFromSale > 0;

function ScanList({ report }: { report: ScanReport }) {
  const { t } = useQrTranslation();
  const columns = useMemo(() => scanColumns(t, report.manyDevices), [t, report.manyDevices]);
  const count = report.lots.filter(flagged).length;
  return (
    <div className="space-y-4">
      <div className="rounded-lg border border-gray-200 bg-white p-4 text-sm">
        <h2 className="font-semibold text-gray-900">{t('scans.legend.title')}</h2>
        <p className={count > 0 ? 'mt-1 font-medium text-yellow-800' : 'mt-1 text-gray-700'}>
          {count > 0 ? t('scans.legend.flagged', { count }) : t('scans.legend.clean')}
        </p>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-gray-600">
          <li>{t('scans.legend.manyDevices', { devices: report.manyDevices })}</li>
          <li>{t('scans.legend.afterRecall')}</li>
          <li>{t('scans.legend.farFromSale', { km: report.farFromSaleKm })}</li>
        </ul>
      </div>
      <LotList
        caption={t('scans.caption')}
        columns={columns}
        rows={report.lots}
        rowKey={(row) => row.lotId}
        cardTitle={(row) => columns[0]!.cell(row)}
      />
    </div>
  );
}

function scanColumns(t: TFunction, manyDevices: number): TableColumn<ScanReportRow>[] {
  return [
    {
      key: 'lot',
      header: t('scans.columns.lot'),
      cell: (row) => (
        <TextLink to={`/seed-lots/${encodeURIComponent(row.lotId)}`} className="break-all">
          {row.lotId}
        </TextLink>
      ),
    },
    {
      key: 'crop',
      header: t('scans.columns.crop'),
      cell: (row) => t('scans.cropVariety', { crop: row.crop, variety: row.variety ?? t('scans.unknownVariety') }),
    },
    { key: 'scans', header: t('scans.columns.scans'), cell: (row) => row.scans, className: 'tabular-nums' },
    { key: 'devices', header: t('scans.columns.devices'), cell: (row) => row.devices, className: 'tabular-nums' },
    {
      key: 'last',
      header: t('scans.columns.lastScan'),
      cell: (row) => <DateText value={row.lastScanAt} fallback={t('scans.noSignals')} />,
    },
    {
      key: 'signals',
      header: t('scans.columns.signals'),
      cell: (row) =>
        flagged(row) ? (
          <span className="flex flex-wrap gap-1">
            {row.packetCodesManyDevices > 0 && (
              <Badge tone="yellow">
                {t('scans.signals.manyDevices', { count: row.packetCodesManyDevices, devices: manyDevices })}
              </Badge>
            )}
            {row.scansAfterRecall > 0 && (
              <Badge tone="red">{t('scans.signals.afterRecall', { count: row.scansAfterRecall })}</Badge>
            )}
            {row.scansFarFromSale > 0 && (
              <Badge tone="yellow">{t('scans.signals.farFromSale', { count: row.scansFarFromSale })}</Badge>
            )}
          </span>
        ) : (
          <span className="text-gray-500">{t('scans.noSignals')}</span>
        ),
    },
    {
      key: 'recall',
      header: t('scans.columns.recall'),
      cell: (row) =>
        row.recallKind ? (
          <Badge tone="red">{t(`scans.recall.${row.recallKind}`)}</Badge>
        ) : (
          <span className="text-gray-500">{t('scans.notRecalled')}</span>
        ),
    },
  ];
}
