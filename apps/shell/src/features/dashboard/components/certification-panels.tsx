import { type Dashboard, formatDate, SEED_CLASS_TAGS } from '@seed/domain';
import { Badge, Card } from '@seed/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { More, QueueAtAGlance, rowLink } from './queue-at-a-glance';

type Certification = Dashboard['certification'];

const STATUS_TONE = { applied: 'blue', inspecting: 'yellow' } as const;

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
                    <span className="font-mono text-sm font-medium text-green-800">
                      {application.application_number}
                    </span>
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
        <More
          shown={inProgress.applications.length}
          count={inProgress.count}
          to="/certification?side=sent"
          label={t('dashboard.certification.viewAll')}
        />
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
          <p className="text-sm text-gray-600">
            {t('dashboard.certification.expiringEmpty', { days: expiringWithinDays })}
          </p>
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
                    <span className="font-mono text-sm font-medium text-green-800">
                      {certificate.certificate_number}
                    </span>
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
        <More
          shown={expiring.certificates.length}
          count={expiring.count}
          to="/certification?side=sent&status=certified"
          label={t('dashboard.certification.viewAll')}
        />
      </Card>
    </div>
  );
}

/** A certification agency's queue at a glance (issue 28): its open applications per status and the oldest waiting. */
export function AgencyQueue({ queue }: { queue: Certification['agency_queue'] | undefined }) {
  const { t } = useTranslation();
  return (
    <QueueAtAGlance
      statsLabel={t('dashboard.certification.stats')}
      statuses={(['applied', 'inspecting'] as const).map((status) => ({
        status,
        label: t(`dashboard.certification.waiting.${status}`),
        badge: t(`dashboard.certification.statuses.${status}`),
      }))}
      counts={queue?.counts}
      title={t('dashboard.certification.oldestTitle')}
      empty={t('dashboard.certification.oldestEmpty')}
      items={queue?.oldest.map((application) => ({
        id: application.id,
        href: `/certification/${application.id}`,
        number: application.application_number,
        status: application.status,
        lot_id: application.lot_id,
        crop: application.crop,
        variety: application.variety,
        company: application.company,
        at: application.applied_at,
        atWords: (date) => t('dashboard.certification.appliedOn', { date }),
      }))}
      tone={(status) => STATUS_TONE[status]}
      testIds={{ stat: (status) => `agency-queue-${status}`, panel: 'panel-agency-queue' }}
    />
  );
}
