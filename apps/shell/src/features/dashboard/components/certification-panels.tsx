import { type Dashboard, formatDate, SEED_CLASS_TAGS } from '@seed/domain';
import { Badge, Card } from '@seed/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

type Certification = Dashboard['certification'];

const rowLink =
  'block rounded-md px-2 py-2 hover:bg-gray-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-green-600';

const STATUS_TONE = { applied: 'blue', inspecting: 'yellow' } as const;

/** "Showing 5 of 12" and a way to the whole list, when a panel lists fewer than there are. */
function More({ shown, count, to }: { shown: number; count: number; to: string }) {
  const { t } = useTranslation();
  if (count <= shown) return null;
  return (
    <p className="mt-2 flex flex-wrap items-center justify-between gap-2 text-sm text-gray-600">
      <span>{t('dashboard.seedTests.showing', { shown, count })}</span>
      <Link to={to} className="font-medium text-green-800 underline hover:text-green-900">
        {t('dashboard.certification.viewAll')}
      </Link>
    </p>
  );
}

/**
 * A seed company's certification panels (issue 28): its applications still with the agency
 * (newest first) and its certificates whose validity ends within `expiringWithinDays` (soonest first).
 */
export function CompanyCertificationPanels({
  certification,
  expiringWithinDays,
}: {
  certification: Certification;
  expiringWithinDays: number;
}) {
  const { t } = useTranslation();
  const { in_progress: inProgress, expiring } = certification;
  const progressTitle = t('dashboard.certification.inProgressTitle');
  const expiringTitle = t('dashboard.certification.expiringTitle', { days: expiringWithinDays });
  return (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      <Card
        title={progressTitle}
        aria-label={progressTitle}
        data-testid="panel-certification-progress"
        actions={
          <Badge tone={inProgress.count > 0 ? 'blue' : 'gray'}>
            {t('dashboard.certification.applications', { count: inProgress.count })}
          </Badge>
        }
      >
        {inProgress.applications.length === 0 ? (
          <p className="text-sm text-gray-600">{t('dashboard.certification.inProgressEmpty')}</p>
        ) : (
          <ul className="-mx-2 divide-y divide-gray-100">
            {inProgress.applications.map((application) => (
              <li key={application.id}>
                <Link to={`/certification/${application.id}`} className={rowLink}>
                  <span className="flex flex-wrap items-center gap-2">
                    <span className="font-mono text-sm font-medium text-green-800">{application.application_number}</span>
                    <Badge tone={STATUS_TONE[application.status]}>
                      {t(`dashboard.certification.statuses.${application.status}`)}
                    </Badge>
                  </span>
                  <span className="block font-mono text-sm break-all text-gray-700">{application.lot_id}</span>
                  <span className="block text-xs text-gray-500">
                    {t('dashboard.certification.to', { agency: application.agency })} ·{' '}
                    <time dateTime={application.applied_at}>
                      {t('dashboard.certification.appliedOn', { date: formatDate(application.applied_at) })}
                    </time>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
        <More shown={inProgress.applications.length} count={inProgress.count} to="/certification?side=sent" />
      </Card>
      <Card
        title={expiringTitle}
        aria-label={expiringTitle}
        data-testid="panel-certification-expiring"
        actions={
          <Badge tone={expiring.count > 0 ? 'yellow' : 'gray'}>
            {t('dashboard.certification.certificates', { count: expiring.count })}
          </Badge>
        }
      >
        {expiring.certificates.length === 0 ? (
          <p className="text-sm text-gray-600">{t('dashboard.certification.expiringEmpty', { days: expiringWithinDays })}</p>
        ) : (
          <ul className="-mx-2 divide-y divide-gray-100">
            {expiring.certificates.map((certificate) => (
              <li key={certificate.application_id}>
                <Link to={`/certification/${certificate.application_id}`} className={rowLink}>
                  <span className="flex flex-wrap items-center gap-2">
                    <span
                      aria-hidden="true"
                      className="inline-block h-3 w-3 rounded-sm border border-gray-400"
                      style={{ backgroundColor: SEED_CLASS_TAGS[certificate.seed_class].colour }}
                    />
                    <span className="font-mono text-sm font-medium text-green-800">{certificate.certificate_number}</span>
                  </span>
                  <span className="block font-mono text-sm break-all text-gray-700">{certificate.lot_id}</span>
                  <span className="block text-sm text-amber-800">
                    {t('dashboard.seedTests.validUntil', { date: formatDate(certificate.valid_until) })}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
        <More shown={expiring.certificates.length} count={expiring.count} to="/certification?side=sent&status=certified" />
      </Card>
    </div>
  );
}

/** A certification agency's queue at a glance (issue 28): its open applications per status and the oldest waiting. */
export function AgencyQueue({ queue }: { queue: Certification['agency_queue'] | undefined }) {
  const { t } = useTranslation();
  const title = t('dashboard.certification.oldestTitle');
  return (
    <>
      <ul aria-label={t('dashboard.certification.stats')} className="grid gap-4 sm:grid-cols-2">
        {(['applied', 'inspecting'] as const).map((status) => (
          <li
            key={status}
            className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm"
            data-testid={`agency-queue-${status}`}
          >
            <p className="text-sm text-gray-600">{t(`dashboard.certification.waiting.${status}`)}</p>
            <p className="mt-1 text-3xl font-semibold text-gray-900" data-testid="stat-value">
              {queue ? queue.counts[status] : '–'}
            </p>
          </li>
        ))}
      </ul>
      <Card title={title} aria-label={title} data-testid="panel-agency-queue">
        {queue && queue.oldest.length === 0 && (
          <p className="text-sm text-gray-600">{t('dashboard.certification.oldestEmpty')}</p>
        )}
        {queue && queue.oldest.length > 0 && (
          <ol className="-mx-2 divide-y divide-gray-100">
            {queue.oldest.map((application) => (
              <li key={application.id}>
                <Link to={`/certification/${application.id}`} className={rowLink}>
                  <span className="flex flex-wrap items-center gap-2">
                    <span className="font-mono text-sm font-medium text-green-800">{application.application_number}</span>
                    <Badge tone={STATUS_TONE[application.status]}>
                      {t(`dashboard.certification.statuses.${application.status}`)}
                    </Badge>
                  </span>
                  <span className="block text-sm text-gray-700">
                    {application.variety
                      ? t('dashboard.seedTests.lotSummary', { crop: application.crop, variety: application.variety })
                      : application.crop}{' '}
                    · <span className="font-mono break-all">{application.lot_id}</span>
                  </span>
                  <span className="block text-xs text-gray-500">
                    {t('dashboard.queue.from', { company: application.company })} ·{' '}
                    <time dateTime={application.applied_at}>
                      {t('dashboard.certification.appliedOn', { date: formatDate(application.applied_at) })}
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
