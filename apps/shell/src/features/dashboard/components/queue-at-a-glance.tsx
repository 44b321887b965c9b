import { formatDate } from '@seed/domain';
import { Badge, Card } from '@seed/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** A panel's row: the whole line is its link. */
export const rowLink =
  'block rounded-md px-2 py-2 hover:bg-gray-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-green-600';

/** "Showing 5 of 12" and a way to the whole list, when a panel lists fewer than there are. */
export function More({ shown, count, to, label }: { shown: number; count: number; to: string; label: string }) {
  const { t } = useTranslation();
  if (count <= shown) return null;
  return (
    <p className="mt-2 flex flex-wrap items-center justify-between gap-2 text-sm text-gray-600">
      <span>{t('dashboard.seedTests.showing', { shown, count })}</span>
      <Link to={to} className="font-medium text-green-800 underline hover:text-green-900">
        {label}
      </Link>
    </p>
  );
}

/** One waiting item of an agency's queue: what its line links to and says. */
export interface QueueItem<S extends string> {
  id: string;
  href: string;
  number: string;
  status: S;
  lot_id: string;
  crop: string;
  variety: string | null;
  company: string;
  /** When it was sent (ISO time), and the words that say so ("requested 2 Nov 2026"). */
  at: string;
  atWords: (date: string) => string;
}

/**
 * An agency's queue at a glance (a laboratory's testing requests, issue 27; a certification
 * agency's applications, issue 28): a count per open status, then the oldest items waiting, each
 * linking to its page. `counts` undefined while the dashboard loads.
 */
export function QueueAtAGlance<S extends string>({
  statsLabel,
  statuses,
  counts,
  title,
  empty,
  items,
  tone,
  testIds,
}: {
  statsLabel: string;
  /** Each open status: the words of its count, and of its badge on an item. */
  statuses: readonly { status: S; label: string; badge: string }[];
  counts: Record<S, number> | undefined;
  title: string;
  empty: string;
  items: readonly QueueItem<S>[] | undefined;
  tone: (status: S) => 'blue' | 'yellow';
  testIds: { stat: (status: S) => string; panel: string };
}) {
  const { t } = useTranslation();
  return (
    <>
      <ul
        aria-label={statsLabel}
        className={`grid gap-4 ${statuses.length === 3 ? 'sm:grid-cols-3' : 'sm:grid-cols-2'}`}
      >
        {statuses.map(({ status, label }) => (
          <li
            key={status}
            className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm"
            data-testid={testIds.stat(status)}
          >
            <p className="text-sm text-gray-600">{label}</p>
            <p className="mt-1 text-3xl font-semibold text-gray-900" data-testid="stat-value">
              {counts ? counts[status] : '–'}
            </p>
          </li>
        ))}
      </ul>
      <Card title={title} aria-label={title} data-testid={testIds.panel}>
        {items && items.length === 0 && <p className="text-sm text-gray-600">{empty}</p>}
        {items && items.length > 0 && (
          <ol className="-mx-2 divide-y divide-gray-100">
            {items.map((item) => (
              <li key={item.id}>
                <Link to={item.href} className={rowLink}>
                  <span className="flex flex-wrap items-center gap-2">
                    <span className="font-mono text-sm font-medium text-green-800">{item.number}</span>
                    <Badge tone={tone(item.status)}>
                      {statuses.find((s) => s.status === item.status)?.badge ?? item.status}
                    </Badge>
                  </span>
                  <span className="block text-sm text-gray-700">
                    {item.variety
                      ? t('dashboard.seedTests.lotSummary', { crop: item.crop, variety: item.variety })
                      : item.crop}{' '}
                    · <span className="font-mono break-all">{item.lot_id}</span>
                  </span>
                  <span className="block text-xs text-gray-500">
                    {t('dashboard.queue.from', { company: item.company })} ·{' '}
                    <time dateTime={item.at}>{item.atWords(formatDate(item.at))}</time>
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
