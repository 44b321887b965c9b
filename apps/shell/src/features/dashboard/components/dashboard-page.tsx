import { useAuth } from '@seed/auth';
import { useApiQuery, useDeferredData } from '@seed/auth/query';
import {
  DASHBOARD_EXPIRING_WITHIN_DAYS,
  formatDateTime,
  formatQuantity,
  isCertificationAgency,
  isLaboratory,
} from '@seed/domain';
import { Badge, Card, ErrorBanner, Spinner } from '@seed/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { i18n } from '../../../i18n/i18n';
import dashboardEn from '../dashboard.en.json';
import { activityText } from './activity-text';
import { AgencyQueue, CompanyCertificationPanels } from './certification-panels';
import { LaboratoryQueue, SeedTestPanels } from './testing-panels';

// The dashboard's strings ship with the dashboard, not with the landing page.
i18n.addResourceBundle('en', 'translation', { dashboard: dashboardEn }, true, false);

const QUICK_ACTIONS = [
  { to: '/farms/new', key: 'addFarm' },
  { to: '/seed-lots/production/new', key: 'newProductionLot' },
  { to: '/seed-lots', key: 'viewSeedLots' },
  { to: '/transactions', key: 'viewTransactions' },
] as const;

/** A laboratory's quick actions: its whole workspace is its testing requests (issue 27). */
const LAB_QUICK_ACTIONS = [{ to: '/testing-requests', key: 'labQuickActions.viewTestingRequests' }] as const;

/** A certification agency's: its applications (issue 28). */
const AGENCY_QUICK_ACTIONS = [{ to: '/certification', key: 'agencyQuickActions.viewApplications' }] as const;

/**
 * /dashboard (spec 3 §2): organization summary, four counts from one request, quick actions, real
 * activity; issue 27: a seed company's expiring and failed seed tests, and for a laboratory its
 * queue at a glance in place of the counts of farms, lots and transactions it does not have;
 * issue 28: likewise a certification agency's open applications, and a seed company's
 * applications in progress and certificates expiring.
 */
export default function DashboardPage() {
  const { t } = useTranslation();
  const organization = useAuth((s) => s.organization);
  const role = useAuth((s) => s.role);
  const laboratory = isLaboratory(organization?.type);
  const agency = isCertificationAgency(organization?.type);
  const quickActions = laboratory ? LAB_QUICK_ACTIONS : agency ? AGENCY_QUICK_ACTIONS : QUICK_ACTIONS;
  // The four counts and the latest events in one request. Counts change whenever anything is
  // created anywhere in the portal: always refetched on visit.
  const dashboard = useApiQuery('dashboard', 'get', undefined, { staleTime: 0 });
  // The panels render in an interruptible pass (useDeferredData).
  const { data, pending } = useDeferredData(dashboard);
  const counts = data?.counts;
  const stats = [
    { key: 'totalFarms', value: counts?.farms },
    { key: 'seedLots', value: counts?.seed_lots },
    { key: 'testingRequests', value: counts?.testing_requests },
    { key: 'transactions', value: counts?.transactions },
  ] as const;

  return (
    <section aria-labelledby="page-title" className="space-y-6 p-4 lg:p-6">
      <div>
        <h1 id="page-title" className="text-2xl font-semibold text-gray-900">
          {organization ? t('dashboard.heading', { name: organization.name }) : t('dashboard.headingFallback')}
        </h1>
        <dl className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm text-gray-700" data-testid="dashboard-org">
          {organization && (
            <>
              <div className="flex gap-1">
                <dt className="text-gray-500">{t('dashboard.organizationType')}:</dt>
                <dd>{t(`dashboard.types.${organization.type}`, { defaultValue: organization.type })}</dd>
              </div>
              <div className="flex items-center gap-1">
                <dt className="text-gray-500">{t('dashboard.organizationStatus')}:</dt>
                <dd>
                  <Badge tone={organization.status === 'active' ? 'green' : 'red'}>
                    {t(`dashboard.statuses.${organization.status}`, { defaultValue: organization.status })}
                  </Badge>
                </dd>
              </div>
            </>
          )}
          {role && (
            <div className="flex gap-1">
              <dt className="text-gray-500">{t('dashboard.role')}:</dt>
              <dd>{t(`dashboard.roles.${role}`, { defaultValue: role })}</dd>
            </div>
          )}
        </dl>
      </div>

      {dashboard.isError && <ErrorBanner message={dashboard.error.message || t('dashboard.loadFailed')} />}
      {laboratory ? (
        <LaboratoryQueue queue={data?.laboratory_queue} />
      ) : agency ? (
        <AgencyQueue queue={data?.certification.agency_queue} />
      ) : (
        <ul aria-label={t('dashboard.stats')} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {stats.map((s) => (
            <li
              key={s.key}
              className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm"
              data-testid={`stat-${s.key}`}
            >
              <p className="text-sm text-gray-600">{t(`dashboard.${s.key}`)}</p>
              <p className="mt-1 text-3xl font-semibold text-gray-900" data-testid="stat-value">
                {s.value === undefined ? pending ? <Spinner size="sm" /> : '–' : formatQuantity(s.value)}
              </p>
            </li>
          ))}
        </ul>
      )}

      {/* items-start: Quick Actions keeps its own height instead of stretching to the activity list's. */}
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <Card title={t('dashboard.quickActions')}>
          <div className="grid gap-2 sm:grid-cols-2">
            {quickActions.map((a) => (
              <Link
                key={a.to}
                to={a.to}
                className="rounded-md border border-gray-200 px-4 py-3 text-sm font-medium text-green-800 hover:border-green-600 hover:bg-green-50"
              >
                {t(`dashboard.${a.key}`)}
              </Link>
            ))}
          </div>
        </Card>
        <Card title={t('dashboard.recentActivity')}>
          {data && data.recent_activity.length === 0 && (
            <p className="text-sm text-gray-600">{t('dashboard.noActivity')}</p>
          )}
          {data && data.recent_activity.length > 0 && (
            <ol className="divide-y divide-gray-100" data-testid="recent-activity">
              {data.recent_activity.map((e) => (
                <li key={`${e.kind}-${e.subject_id}`} className="py-2 text-sm">
                  <p className="text-gray-900">{activityText(t, e)}</p>
                  <p className="text-xs text-gray-500">
                    <time dateTime={e.occurred_at}>{formatDateTime(e.occurred_at)}</time>
                    {e.actor_name ? ` · ${t('dashboard.by', { name: e.actor_name })}` : ''}
                  </p>
                </li>
              ))}
            </ol>
          )}
        </Card>
      </div>

      {/* Issues 27 and 28: a seed company's test and certification panels come after the spec's
          content, which their arrival with the data would otherwise push down (layout shift). */}
      {!laboratory && !agency && data && (
        <>
          <SeedTestPanels seedTests={data.seed_tests} expiringWithinDays={DASHBOARD_EXPIRING_WITHIN_DAYS} />
          <CompanyCertificationPanels
            certification={data.certification}
            expiringWithinDays={DASHBOARD_EXPIRING_WITHIN_DAYS}
          />
        </>
      )}
    </section>
  );
}
