import { type Dashboard, type DashboardLotTest, formatDate } from '@seed/domain';
import { Badge, Card } from '@seed/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

const rowLink =
  'block rounded-md px-2 py-2 hover:bg-gray-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-green-600';

/** "Showing 5 of 12" and a way to all lots, when a panel lists fewer than there are. */
function More({ shown, count }: { shown: number; count: number }) {
  const { t } = useTranslation();
  if (count <= shown) return null;
  return (
    <p className="mt-2 flex flex-wrap items-center justify-between gap-2 text-sm text-gray-600">
      <span>{t('dashboard.seedTests.showing', { shown, count })}</span>
      <Link to="/seed-lots" className="font-medium text-green-800 underline hover:text-green-900">
        {t('dashboard.seedTests.viewAll')}
      </Link>
    </p>
  );
}

/** What a lot's line says of its test: when it ends, when it failed, when it expired (dates as 27 Nov 2026). */
function lotTestWords(lot: DashboardLotTest, t: ReturnType<typeof useTranslation>['t']): string {
  if (lot.status === 'failed') return t('dashboard.seedTests.failedOn', { date: formatDate(lot.tested_on) });
  if (lot.status === 'expired') return t('dashboard.seedTests.expiredOn', { date: formatDate(lot.valid_until ?? '') });
  const valid = t('dashboard.seedTests.validUntil', { date: formatDate(lot.valid_until ?? '') });
  return lot.status === 'no_standard' ? `${valid} · ${t('dashboard.seedTests.noStandard')}` : valid;
}

/** One panel of lots: its title with the count, the first few lots linking to their pages, or why it is empty. */
function LotPanel({
  id,
  title,
  empty,
  panel,
  tone,
}: {
  id: string;
  title: string;
  empty: string;
  panel: Dashboard['seed_tests']['expiring'];
  tone: 'yellow' | 'red';
}) {
  const { t } = useTranslation();
  return (
    <Card
      title={title}
      aria-label={title}
      data-testid={id}
      actions={
        <Badge tone={panel.count > 0 ? tone : 'gray'}>{t('dashboard.seedTests.count', { count: panel.count })}</Badge>
      }
    >
      {panel.lots.length === 0 ? (
        <p className="text-sm text-gray-600">{empty}</p>
      ) : (
        <ul className="-mx-2 divide-y divide-gray-100">
          {panel.lots.map((lot) => (
            <li key={lot.lot_id}>
              <Link to={`/seed-lots/${lot.lot_id}`} className={rowLink}>
                <span className="block font-mono text-sm font-medium break-all text-green-800">{lot.lot_id}</span>
                <span className="block text-sm text-gray-700">
                  {lot.variety
                    ? t('dashboard.seedTests.lotSummary', { crop: lot.crop, variety: lot.variety })
                    : lot.crop}
                </span>
                <span className={`block text-sm ${tone === 'red' ? 'text-red-700' : 'text-amber-800'}`}>
                  {lotTestWords(lot, t)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <More shown={panel.lots.length} count={panel.count} />
    </Card>
  );
}

/**
 * A seed company's seed-testing panels (issue 27): the lots whose test ends within
 * `expiringWithinDays` (soonest first) and those whose test failed or expired (newest first).
 */
export function SeedTestPanels({
  seedTests,
  expiringWithinDays,
}: {
  seedTests: Dashboard['seed_tests'];
  expiringWithinDays: number;
}) {
  const { t } = useTranslation();
  return (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      <LotPanel
        id="panel-expiring"
        title={t('dashboard.seedTests.expiringTitle', { days: expiringWithinDays })}
        empty={t('dashboard.seedTests.expiringEmpty', { days: expiringWithinDays })}
        panel={seedTests.expiring}
        tone="yellow"
      />
      <LotPanel
        id="panel-failed"
        title={t('dashboard.seedTests.failedTitle')}
        empty={t('dashboard.seedTests.failedEmpty')}
        panel={seedTests.failed_or_expired}
        tone="red"
      />
    </div>
  );
}

const QUEUE_STATUSES = ['requested', 'received', 'in_testing'] as const;

/** A laboratory's queue at a glance (issue 27): its open requests per status and the oldest waiting. */
export function LaboratoryQueue({ queue }: { queue: Dashboard['laboratory_queue'] | undefined }) {
  const { t } = useTranslation();
  const title = t('dashboard.queue.oldestTitle');
  return (
    <>
      <ul aria-label={t('dashboard.queue.stats')} className="grid gap-4 sm:grid-cols-3">
        {QUEUE_STATUSES.map((status) => (
          <li
            key={status}
            className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm"
            data-testid={`queue-${status}`}
          >
            <p className="text-sm text-gray-600">{t(`dashboard.queue.${status}`)}</p>
            <p className="mt-1 text-3xl font-semibold text-gray-900" data-testid="stat-value">
              {queue ? queue.counts[status] : '–'}
            </p>
          </li>
        ))}
      </ul>
      <Card title={title} aria-label={title} data-testid="panel-queue">
        {queue && queue.oldest.length === 0 && (
          <p className="text-sm text-gray-600">{t('dashboard.queue.oldestEmpty')}</p>
        )}
        {queue && queue.oldest.length > 0 && (
          <ol className="-mx-2 divide-y divide-gray-100">
            {queue.oldest.map((request) => (
              <li key={request.id}>
                <Link to={`/testing-requests/${request.id}`} className={rowLink}>
                  <span className="flex flex-wrap items-center gap-2">
                    <span className="font-mono text-sm font-medium text-green-800">{request.sample_number}</span>
                    <Badge tone={request.status === 'requested' ? 'blue' : 'yellow'}>
                      {t(`dashboard.queue.statuses.${request.status}`)}
                    </Badge>
                  </span>
                  <span className="block text-sm text-gray-700">
                    {request.variety
                      ? t('dashboard.seedTests.lotSummary', { crop: request.crop, variety: request.variety })
                      : request.crop}{' '}
                    · <span className="font-mono break-all">{request.lot_id}</span>
                  </span>
                  <span className="block text-xs text-gray-500">
                    {t('dashboard.queue.from', { company: request.company })} ·{' '}
                    <time dateTime={request.requested_at}>
                      {t('dashboard.queue.requestedOn', { date: formatDate(request.requested_at) })}
                    </time>
                  </span>
                </Link>
              </li>
            ))}
          </ol>
        )}
      </Card>
    </>
  );
}
