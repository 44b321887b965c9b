import '../../../i18n/detail';
import { ApiError } from '@seed/auth';
import { useApiQuery } from '@seed/auth/query';
import {
  formatDate,
  formatDateTime,
  formatQuantity,
  SEED_CLASS_LABELS,
  SEED_TEST_LABELS,
  TESTING_MESSAGES as M,
  TESTING_REQUEST_STATUS_LABELS,
  type TestingRequestDetail,
  type TestReport,
  TESTING_REQUEST_STATUS_COLORS,
} from '@seed/domain';
import { ButtonLink, Card, EmptyState, ErrorBanner, Spinner, StatusBadge, TextLink } from '@seed/ui';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { isOpen, LabActions } from './lab-actions';
import { ReportCard } from './report-card';
import { CorrectReportDialog, ResultsForm } from './results-form';

/** Whether an error means there is no such request for this organization (unknown, malformed or another's). */
const isNotFound = (error: Error) => error instanceof ApiError && (error.status === 404 || error.status === 400);

/**
 * /testing-requests/{id}: one testing request, for the company that sent it and for the
 * laboratory, with the laboratory's steps, its results form and the reports with their limits.
 */
export function TestingRequestDetailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const query = useApiQuery('testing', 'getRequest', { params: { id } }, { retry: false });

  if (query.isPending)
    return (
      <div className="flex min-h-[50vh] items-center justify-center">
        <Spinner label={t('common.loading')} />
      </div>
    );
  if (query.isError) {
    if (isNotFound(query.error))
      return (
        <section className="p-4 lg:p-6">
          <EmptyState
            title={M.requestNotFound}
            description={t('detail.notFoundHint')}
            action={<ButtonLink to="/testing-requests">{t('detail.back')}</ButtonLink>}
          />
        </section>
      );
    return (
      <section className="space-y-4 p-4 lg:p-6">
        <ErrorBanner message={t('detail.loadFailed', { message: query.error.message })} />
        <TextLink to="/testing-requests" underline="always">
          {t('detail.back')}
        </TextLink>
      </section>
    );
  }
  return <RequestDetail request={query.data} />;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[7rem_1fr] gap-2 text-sm sm:grid-cols-[10rem_1fr]">
      <dt className="text-gray-500">{label}</dt>
      <dd className="min-w-0 break-words text-gray-900">{children}</dd>
    </div>
  );
}

/** Requested, received, testing started and closed (results issued or rejected), each when it happened. */
function Timeline({ request }: { request: TestingRequestDetail }) {
  const { t } = useTranslation();
  const closedLabel = request.status === 'rejected' ? t('detail.rejectedAt') : t('detail.resultsIssuedAt');
  const steps = [
    { label: t('detail.requestedAt'), at: request.requestedAt },
    { label: t('detail.receivedAt'), at: request.receivedAt },
    { label: t('detail.testingStartedAt'), at: request.testingStartedAt },
    { label: closedLabel, at: request.closedAt },
  ];
  return (
    <ol className="space-y-2" aria-label={t('detail.timeline')}>
      {steps.map((step) => (
        <li key={step.label} className="grid grid-cols-[7rem_1fr] gap-2 text-sm sm:grid-cols-[10rem_1fr]">
          <span className="text-gray-500">{step.label}</span>
          <span className={step.at ? 'text-gray-900' : 'text-gray-500'}>
            {step.at ? formatDateTime(step.at) : t('detail.notYet')}
          </span>
        </li>
      ))}
    </ol>
  );
}

function RequestDetail({ request }: { request: TestingRequestDetail }) {
  const { t } = useTranslation();
  const [correcting, setCorrecting] = useState<TestReport | null>(null);
  const open = isOpen(request.status);
  const lab = request.isLaboratory;
  const canIssue = lab && (request.status === 'received' || request.status === 'in_testing');
  const lot = request.lot;

  return (
    <section aria-labelledby="page-title" className="mx-auto max-w-4xl space-y-6 p-4 lg:p-6">
      <TextLink to="/testing-requests" underline="always" className="text-sm">
        {t('detail.back')}
      </TextLink>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-2">
          <h1 id="page-title" className="text-2xl font-semibold break-all text-gray-900">
            {t('detail.title', { sample: request.sampleNumber })}
          </h1>
          <StatusBadge color={TESTING_REQUEST_STATUS_COLORS[request.status]} data-testid="request-status">
            {TESTING_REQUEST_STATUS_LABELS[request.status]}
          </StatusBadge>
        </div>
      </div>
      {lab && open && <LabActions request={request} />}
      {!lab && request.status === 'requested' && <p className="text-sm text-gray-600">{t('detail.waiting')}</p>}

      <Card title={t('detail.request')}>
        <dl className="space-y-2">
          <Fact label={t('detail.lot')}>
            {/* A laboratory sees only the lot's id; the company (its own laboratory too) opens its lot. */}
            {lab && !request.ownLaboratory ? (
              <span className="break-all">{lot.id}</span>
            ) : (
              <TextLink to={`/seed-lots/${encodeURIComponent(lot.id)}`} underline="always" className="break-all">
                {lot.id}
              </TextLink>
            )}
          </Fact>
          <Fact label={t('detail.crop')}>{lot.crop}</Fact>
          <Fact label={t('detail.variety')}>{lot.variety ?? t('common.noVariety')}</Fact>
          {lot.generation && <Fact label={t('detail.generation')}>{lot.generation}</Fact>}
          <Fact label={t('detail.class')}>{SEED_CLASS_LABELS[request.seedClass]}</Fact>
          <Fact label={t('detail.tests')}>{request.tests.map((test) => SEED_TEST_LABELS[test]).join(', ')}</Fact>
          <Fact label={t('detail.sample')}>
            {t('detail.sampleLine', {
              weight: formatQuantity(request.sampleWeightG),
              date: formatDate(request.sampleDrawnOn),
            })}
          </Fact>
          <Fact label={t('detail.container')}>{t(`container.${request.container}`)}</Fact>
          {request.revalidation && <Fact label={t('detail.revalidation')}>{t('detail.revalidationYes')}</Fact>}
          <Fact label={t('detail.company')}>{request.company.name}</Fact>
          <Fact label={t('detail.laboratory')}>
            {request.ownLaboratory ? t('common.ownLaboratory') : request.laboratory.name}
          </Fact>
          {request.notes && (
            <Fact label={t('detail.notes')}>
              <span className="whitespace-pre-line">{request.notes}</span>
            </Fact>
          )}
          {request.rejectionReason && (
            <Fact label={t('detail.rejectionReason')}>
              <span className="whitespace-pre-line">{request.rejectionReason}</span>
            </Fact>
          )}
        </dl>
      </Card>

      <Card title={t('detail.timeline')}>
        <Timeline request={request} />
      </Card>

      {canIssue && request.reports.length === 0 && <ResultsForm request={request} />}

      <Card title={t('report.title')}>
        {request.reports.length === 0 ? (
          <p className="text-sm text-gray-600">{t('report.none')}</p>
        ) : (
          <div className="space-y-4">
            {request.reports.map((report) => (
              <ReportCard
                key={report.id}
                report={report}
                reports={request.reports}
                onCorrect={lab && request.status === 'results_issued' ? () => setCorrecting(report) : undefined}
              />
            ))}
          </div>
        )}
      </Card>

      {correcting && <CorrectReportDialog report={correcting} request={request} onClose={() => setCorrecting(null)} />}
    </section>
  );
}
