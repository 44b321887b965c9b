import '../../../i18n/detail';
import { useApiQuery } from '@seed/auth/query';
import {
  formatDate,
  formatDateTime,
  formatQuantity,
  TESTING_MESSAGES as M,
  type TestingRequestDetail,
  type TestReport,
  TESTING_REQUEST_STATUS_COLORS,
} from '@seed/domain';
import { Card, StatusBadge, TextLink } from '@seed/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { seedClassLabel, seedTestLabel, testingRequestStatusLabel } from '../../../i18n/labels';
import { DetailLoadStates } from '../../shared/detail-load-states';
import { Fact } from '../../shared/fact';
import { isOpen, LabActions } from './lab-actions';
import { ReportCard } from './report-card';
import { CorrectReportDialog, ResultsForm } from './results-form';

/**
 * /testing-requests/{id}: one testing request, for the company that sent it and for the
 * laboratory, with the laboratory's steps, its results form and the reports with their limits.
 */
export function TestingRequestDetailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const query = useApiQuery('testing', 'getRequest', { params: { id } }, { retry: false });

  return (
    <DetailLoadStates
      query={query}
      notFound={M.requestNotFound}
      notFoundHint={t('detail.notFoundHint')}
      loadFailed={(message) => t('detail.loadFailed', { message })}
      back={{ to: '/testing-requests', label: t('detail.back') }}
    >
      {(request) => <RequestDetail request={request} />}
    </DetailLoadStates>
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
            {testingRequestStatusLabel(t, request.status)}
          </StatusBadge>
        </div>
      </div>
      {lab && open && <LabActions request={request} />}
      {!lab && request.status === 'requested' && <p className="text-sm text-gray-600">{t('detail.waiting')}</p>}

      <Card title={t('detail.request')}>
        <dl className="space-y-2">
          <Fact labelWidth="10rem" label={t('detail.lot')}>
            {/* A laboratory sees only the lot's id; the company (its own laboratory too) opens its lot. */}
            {lab && !request.ownLaboratory ? (
              <span className="break-all">{lot.id}</span>
            ) : (
              <TextLink to={`/seed-lots/${encodeURIComponent(lot.id)}`} underline="always" className="break-all">
                {lot.id}
              </TextLink>
            )}
          </Fact>
          <Fact labelWidth="10rem" label={t('detail.crop')}>
            {lot.crop}
          </Fact>
          <Fact labelWidth="10rem" label={t('detail.variety')}>
            {lot.variety ?? t('common.noVariety')}
          </Fact>
          {lot.generation && (
            <Fact labelWidth="10rem" label={t('detail.generation')}>
              {lot.generation}
            </Fact>
          )}
          <Fact labelWidth="10rem" label={t('detail.class')}>
            {seedClassLabel(t, request.seedClass)}
          </Fact>
          <Fact labelWidth="10rem" label={t('detail.tests')}>
            {request.tests.map((test) => seedTestLabel(t, test)).join(', ')}
          </Fact>
          <Fact labelWidth="10rem" label={t('detail.sample')}>
            {t('detail.sampleLine', {
              weight: formatQuantity(request.sampleWeightG),
              date: formatDate(request.sampleDrawnOn),
            })}
          </Fact>
          <Fact labelWidth="10rem" label={t('detail.container')}>
            {t(`container.${request.container}`)}
          </Fact>
          {request.revalidation && (
            <Fact labelWidth="10rem" label={t('detail.revalidation')}>
              {t('detail.revalidationYes')}
            </Fact>
          )}
          <Fact labelWidth="10rem" label={t('detail.company')}>
            {request.company.name}
          </Fact>
          <Fact labelWidth="10rem" label={t('detail.laboratory')}>
            {request.ownLaboratory ? t('common.ownLaboratory') : request.laboratory.name}
          </Fact>
          {request.notes && (
            <Fact labelWidth="10rem" label={t('detail.notes')}>
              <span className="whitespace-pre-line">{request.notes}</span>
            </Fact>
          )}
          {request.rejectionReason && (
            <Fact labelWidth="10rem" label={t('detail.rejectionReason')}>
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
