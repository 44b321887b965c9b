import { loadApiContract } from '@seed/auth';
import { apiQueryKey, useApiMutation } from '@seed/auth/query';
import { NEXT_TESTING_STEP, TESTING_LIMITS, type TestingRequestDetail } from '@seed/domain';
import { Button, ErrorBanner, notify, useSchemaForm } from '@seed/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReasonDialog, type ReasonValues } from '../../shared/reason-dialog';

const loadStatusSchema = async () => (await loadApiContract()).TestingStatusChange;

/** A request the laboratory may still move on or reject. */
export const isOpen = (status: TestingRequestDetail['status']) =>
  status === 'requested' || status === 'received' || status === 'in_testing';

/** The status change's answer is the request as it now is: the page shows it without another read. */
function useChangeStatus(id: string) {
  const client = useQueryClient();
  return useApiMutation('testing', 'changeStatus', {
    invalidates: [['testing', 'queue'], 'seedLots'],
    onSuccess: (detail) => client.setQueryData(apiQueryKey('testing', 'getRequest', { params: { id } }), detail),
  });
}

/**
 * The laboratory's buttons on an open request: its next step (Mark received, Start testing, as
 * NEXT_TESTING_STEP says) and Reject, which asks for the reason in a dialog.
 */
export function LabActions({ request }: { request: TestingRequestDetail }) {
  const { t } = useTranslation();
  const change = useChangeStatus(request.id);
  const [rejecting, setRejecting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const next = NEXT_TESTING_STEP[request.status];

  const step = () => {
    if (!next) return;
    setFailure(null);
    change.mutate(
      { params: { id: request.id }, body: { status: next, reason: null } },
      {
        onSuccess: () => notify('success', t(`detail.stepDone.${next}`, { sample: request.sampleNumber })),
        onError: (e) => setFailure(e.message),
      },
    );
  };

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-2">
        {next && (
          <Button loading={change.isPending && !rejecting} disabled={change.isPending} onClick={step}>
            {t(`detail.step.${next}`)}
          </Button>
        )}
        <Button variant="danger" disabled={change.isPending} onClick={() => setRejecting(true)}>
          {t('detail.reject')}
        </Button>
      </div>
      {failure && <ErrorBanner message={failure} onDismiss={() => setFailure(null)} />}
      {rejecting && <RejectDialog request={request} onClose={() => setRejecting(false)} />}
    </div>
  );
}

/** Reject with a reason (TestingStatusChange: the reason is required for a rejection). */
function RejectDialog({ request, onClose }: { request: TestingRequestDetail; onClose(): void }) {
  const { t } = useTranslation();
  const change = useChangeStatus(request.id);
  const form = useSchemaForm<ReasonValues, Awaited<ReturnType<typeof loadStatusSchema>>>({
    schema: loadStatusSchema,
    toInput: (v) => ({ status: 'rejected', reason: v.reason }),
    defaultValues: { reason: '' },
  });
  const submit = () =>
    change.mutate(
      { params: { id: request.id }, body: { status: 'rejected', reason: form.getValues('reason').trim() } },
      {
        onSuccess: () => {
          notify('success', t('detail.rejected', { sample: request.sampleNumber }));
          onClose();
        },
        onError: (e) => form.setError('root.server', { message: e.message }),
      },
    );
  return (
    <ReasonDialog
      form={form}
      onSubmit={submit}
      onClose={onClose}
      pending={change.isPending}
      maxLength={TESTING_LIMITS.reasonMaxLength}
      words={{
        title: t('detail.rejectTitle', { sample: request.sampleNumber }),
        description: t('detail.rejectDescription'),
        reason: t('detail.rejectReason'),
        hint: t('detail.rejectReasonHint'),
        keep: t('detail.keep'),
        confirm: t('detail.rejectConfirm'),
      }}
    />
  );
}
