import { loadApiContract } from '@seed/auth';
import {
  type LotQrSummary,
  type QrCode,
  RECALL_KINDS,
  type RecallKind,
  VERIFICATION_LIMITS as LIMITS,
} from '@seed/domain';
import { Button, Dialog, ErrorBanner, Form, FormError, FormTextarea, notify, useSchemaForm } from '@seed/ui';
import { useId } from 'react';
import { useQrTranslation } from '../i18n';
import { useLiftRecall, useRecallLot } from '../api/qr-code-mutations';
import { type DeactivateValues, showRefusal, useDeactivateCodeForm } from './reason-form';

/** Deactivate the lot's code with a required reason: scans of it then answer as a code that is not ours. */
export function DeactivateCodeDialog({
  code,
  lotId,
  onClose,
  onDeactivated,
}: {
  code: Pick<QrCode, 'id' | 'url'>;
  lotId: string;
  onClose(): void;
  onDeactivated(code: QrCode): void;
}) {
  const { t } = useQrTranslation();
  const formId = useId();
  const { form, submit, pending } = useDeactivateCodeForm();

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('qr.deactivate.title', { id: lotId })}
      description={t('qr.deactivate.description')}
      closeLabel={t('qr.cancel')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('qr.cancel')}
          </Button>
          <Button type="submit" form={formId} variant="danger" loading={pending}>
            {t('qr.deactivate.confirm')}
          </Button>
        </>
      }
    >
      <Form
        id={formId}
        form={form}
        className="space-y-4"
        onSubmit={submit(code.id, (done) => {
          notify('success', t('qr.deactivate.done'));
          onDeactivated(done);
          onClose();
        })}
      >
        <p className="text-sm break-all text-gray-700">{code.url}</p>
        <FormError />
        <FormTextarea<DeactivateValues>
          name="reason"
          label={t('qr.deactivate.reason')}
          hint={t('qr.deactivate.reasonHint', { max: LIMITS.deactivationReasonMaxLength })}
          maxLength={LIMITS.deactivationReasonMaxLength}
          aria-required="true"
        />
      </Form>
    </Dialog>
  );
}

interface RecallValues {
  kind: RecallKind | null;
  reason: string;
}

const loadRecallSchema = async () => (await loadApiContract()).LotRecallInput;

/** Recall or stop-sale of a lot the organization grows: it reaches every lot made from this one. */
export function RecallDialog({ lotId, onClose }: { lotId: string; onClose(): void }) {
  const { t } = useQrTranslation();
  const formId = useId();
  const kindErrorId = useId();
  const recall = useRecallLot();
  // Nothing preselected: a recall (do not sow) is the most drastic answer, so it is always a choice.
  // Both are checked with the contract's LotRecallInput; the missing kind is asked for in this screen's words.
  const form = useSchemaForm<RecallValues, Awaited<ReturnType<typeof loadRecallSchema>>>({
    schema: loadRecallSchema,
    defaultValues: { kind: null, reason: '' },
    reValidateMode: 'onSubmit',
  });
  const kind = form.watch('kind');
  const kindError = form.formState.errors.kind ? t('qr.recallDialog.kindRequired') : null;

  const submit = ({ kind: chosen }: { kind: RecallKind }) =>
    recall.mutate(
      { params: { lotId }, body: { kind: chosen, reason: form.getValues('reason') } },
      {
        onSuccess: (done) => {
          notify('success', t(`qr.recallDialog.done.${chosen}`, { count: done.lotsReached }));
          onClose();
        },
        onError: (e) => showRefusal(form, e),
      },
    );

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('qr.recallDialog.title', { id: lotId })}
      description={t('qr.recallDialog.description')}
      closeLabel={t('qr.cancel')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('qr.cancel')}
          </Button>
          <Button type="submit" form={formId} variant="danger" loading={recall.isPending}>
            {t(`qr.recallDialog.confirm.${kind ?? 'none'}`)}
          </Button>
        </>
      }
    >
      <Form id={formId} form={form} className="space-y-4" onSubmit={submit}>
        <FormError />
        <fieldset aria-describedby={kindError ? kindErrorId : undefined} aria-invalid={kindError ? true : undefined}>
          <legend className="text-sm font-medium text-gray-900">{t('qr.recallDialog.kind')}</legend>
          {kindError && (
            <p id={kindErrorId} role="alert" className="mt-1 text-sm text-red-700">
              {kindError}
            </p>
          )}
          <div className="mt-2 space-y-2">
            {RECALL_KINDS.map((value) => (
              <label
                key={value}
                className="flex cursor-pointer items-start gap-3 rounded-md border border-gray-200 p-3 has-[:checked]:border-red-300 has-[:checked]:bg-red-50"
              >
                <input
                  type="radio"
                  value={value}
                  {...form.register('kind', { onChange: () => form.clearErrors('kind') })}
                  className="mt-1 size-4 accent-red-600"
                />
                <span className="text-sm">
                  <span className="block font-medium text-gray-900">{t(`qr.kind.${value}`)}</span>
                  <span className="block text-gray-600">{t(`qr.recallDialog.kindHint.${value}`)}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <FormTextarea<RecallValues>
          name="reason"
          label={t('qr.recallDialog.reason')}
          hint={t('qr.recallDialog.reasonHint', { max: LIMITS.recallReasonMaxLength })}
          maxLength={LIMITS.recallReasonMaxLength}
          rows={4}
          aria-required="true"
        />
      </Form>
    </Dialog>
  );
}

/** Lifts the recall or stop-sale issued on this lot, from every lot it reached. */
export function LiftRecallDialog({
  lotId,
  recall,
  onClose,
}: {
  lotId: string;
  recall: NonNullable<LotQrSummary['recall']>;
  onClose(): void;
}) {
  const { t } = useQrTranslation();
  const lift = useLiftRecall();
  const confirm = () =>
    lift.mutate(
      { params: { lotId } },
      {
        onSuccess: (done) => {
          notify('success', t('qr.liftDialog.done', { count: done.lotsReached }));
          onClose();
        },
      },
    );
  return (
    <Dialog
      open
      onClose={onClose}
      title={t(`qr.liftDialog.title.${recall.kind}`, { id: lotId })}
      description={t('qr.liftDialog.description')}
      closeLabel={t('qr.cancel')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('qr.cancel')}
          </Button>
          <Button loading={lift.isPending} onClick={confirm}>
            {t(`qr.actions.lift.${recall.kind}`)}
          </Button>
        </>
      }
    >
      {lift.isError && <ErrorBanner message={lift.error.message} />}
    </Dialog>
  );
}
