import { type Dashboard, type DashboardLotTest, formatDate } from '@seed/domain';
import { Badge, Card } from '@seed/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { More, QueueAtAGlance, rowLink } from './queue-at-a-glance';

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
      <More shown={panel.lots.length} count={panel.count} to="/seed-lots" label={t('dashboard.seedTests.viewAll')} />
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
  return (
    <QueueAtAGlance
      statsLabel={t('dashboard.queue.stats')}
      statuses={QUEUE_STATUSES.map((status) => ({
        status,
        label: t(`dashboard.queue.${status}`),
        badge: t(`dashboard.queue.statuses.${status}`),
      }))}
      counts={queue?.counts}
      title={t('dashboard.queue.oldestTitle')}
      empty={t('dashboard.queue.oldestEmpty')}
      items={queue?.oldest.map((request) => ({
        id: request.id,
        href: `/testing-requests/${request.id}`,
        number: request.sample_number,
        status: request.status,
        lot_id: request.lot_id,
        crop: request.crop,
        variety: request.variety,
        company: request.company,
        at: request.requested_at,
        atWords: (date) => t('dashboard.queue.requestedOn', { date }),
      }))}
      tone={(status) => (status === 'requested' ? 'blue' : 'yellow')}
      testIds={{ stat: (status) => `queue-${status}`, panel: 'panel-queue' }}
    />
  );
}
