import { loadApiContract } from '@seed/auth';
import { useApiMutation } from '@seed/auth/query';
import type { TestingRequestDetail } from '@seed/domain';
import { Button, Card, Dialog, Form, FormError, FormTextarea, notify, useSchemaForm } from '@seed/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TestReport, TestResultsIssueInput } from '@seed/domain';
import { TESTING_LIMITS, todayInIndia } from '@seed/domain';
import {
  emptyResults,
  resultsOf,
  type ResultsFormValues,
  toCorrectionInput,
  toResultsInput,
} from '../utils/results-values';
import { checkAskedTests, ResultsFields } from './results-fields';

const loadIssueSchema = async () => (await loadApiContract()).TestResultsIssue;
const loadCorrectionSchema = async () => (await loadApiContract()).TestReportCorrection;

/**
 * The laboratory's results form of a received sample (TestResultsIssue). The database judges
 * them; the toast says its verdict and the page shows the new report.
 */
export function ResultsForm({ request }: { request: TestingRequestDetail }) {
  const { t } = useTranslation();
  const [today] = useState(todayInIndia);
  // The detail refetches with its report; the queue and the lot's quality change too.
  const issue = useApiMutation('testing', 'issueReport', { invalidates: ['testing', 'seedLots'] });
  const form = useSchemaForm<ResultsFormValues, Awaited<ReturnType<typeof loadIssueSchema>>>({
    schema: loadIssueSchema,
    toInput: (v) => toResultsInput(v, request.tests),
    defaultValues: emptyResults(),
  });

  const submit = (body: unknown) => {
    if (!checkAskedTests(form, request.tests)) return;
    issue.mutate(
      { params: { id: request.id }, body: body as TestResultsIssueInput },
      {
        onSuccess: (issued) =>
          notify(issued.verdict === 'fail' ? 'error' : 'success', t(`results.issued.${issued.verdict}`)),
        onError: (e) => {
          notify('error', t('detail.actionFailed'), e.message);
          form.setError('root.server', { message: e.message });
        },
      },
    );
  };

  return (
    <Card title={t('results.title')} description={t('results.description')}>
      <Form form={form} onSubmit={submit} className="space-y-5" unexpectedErrorMessage={t('common.unexpected')}>
        <ResultsFields tests={request.tests} today={today} />
        <FormError />
        <div className="flex justify-end">
          <Button type="submit" loading={issue.isPending} className="w-full sm:w-auto">
            {issue.isPending ? t('results.submitting') : t('results.submit')}
          </Button>
        </div>
      </Form>
    </Card>
  );
}

/** A dialog with the results of `report` to correct and the reason (TestReportCorrection). */
export function CorrectReportDialog({
  report,
  request,
  onClose,
}: {
  report: TestReport;
  request: TestingRequestDetail;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const [today] = useState(todayInIndia);
  const correct = useApiMutation('testing', 'correctReport', { invalidates: ['testing', 'seedLots'] });
  const form = useSchemaForm<ResultsFormValues, Awaited<ReturnType<typeof loadCorrectionSchema>>>({
    schema: loadCorrectionSchema,
    toInput: (v) => toCorrectionInput(v, request.tests),
    defaultValues: resultsOf(report),
  });

  const submit = (body: unknown) => {
    if (!checkAskedTests(form, request.tests)) return;
    correct.mutate(
      { params: { id: report.id }, body: body as ReturnType<typeof toCorrectionInput> },
      {
        onSuccess: () => {
          notify('success', t('report.corrected'));
          onClose();
        },
        onError: (e) => form.setError('root.server', { message: e.message }),
      },
    );
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('report.correctTitle', { number: report.reportNumber })}
      description={t('report.correctDescription')}
      className="max-w-3xl"
    >
      <Form form={form} onSubmit={submit} className="space-y-5" unexpectedErrorMessage={t('common.unexpected')}>
        <ResultsFields tests={request.tests} today={today} />
        <FormTextarea<ResultsFormValues>
          name="reason"
          label={t('report.reason')}
          rows={2}
          maxLength={TESTING_LIMITS.reasonMaxLength}
        />
        <FormError />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            {t('report.cancel')}
          </Button>
          <Button type="submit" loading={correct.isPending}>
            {t('report.correctSubmit')}
          </Button>
        </div>
      </Form>
    </Dialog>
  );
}
