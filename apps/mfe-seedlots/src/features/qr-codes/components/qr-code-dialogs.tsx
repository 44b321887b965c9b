import { loadApiContract } from '@seed/auth';
import {
  type LotQrSummary,
  type QrCode,
  RECALL_KINDS,
  type RecallKind,
  VERIFICATION_LIMITS as LIMITS,
} from '@seed/domain';
import { Button, Dialog, ErrorBanner, notify, Textarea } from '@seed/ui';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useQrTranslation } from '../i18n';
import { useLiftRecall, useRecallLot } from '../api/qr-code-mutations';
import { firstIssue, type ReasonFormErrors, splitError, useDeactivateCodeForm } from './reason-form';

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
  const form = useDeactivateCodeForm();

  const submit = (event: FormEvent) =>
    form.submit(event, code.id, (done) => {
      notify('success', t('qr.deactivate.done'));
      onDeactivated(done);
      onClose();
    });

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
          <Button type="submit" form={formId} variant="danger" loading={form.pending}>
            {t('qr.deactivate.confirm')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate className="space-y-4" onSubmit={(e) => void submit(e)}>
        <p className="text-sm break-all text-gray-700">{code.url}</p>
        {form.error.form && <ErrorBanner message={form.error.form} />}
        <Textarea
          ref={form.field}
          label={t('qr.deactivate.reason')}
          hint={t('qr.deactivate.reasonHint', { max: LIMITS.deactivationReasonMaxLength })}
          error={form.error.field}
          value={form.reason}
          onChange={(e) => form.setReason(e.target.value)}
          maxLength={LIMITS.deactivationReasonMaxLength}
          aria-required="true"
        />
      </form>
    </Dialog>
  );
}

/** Recall or stop-sale of a lot the organization grows: it reaches every lot made from this one. */
export function RecallDialog({ lotId, onClose }: { lotId: string; onClose(): void }) {
  const { t } = useQrTranslation();
  const formId = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const firstKind = useRef<HTMLInputElement>(null);
  const kindErrorId = useId();
  const recall = useRecallLot();
  // nothing preselected: a recall (do not sow) is the most drastic answer, so it is always a choice
  const [kind, setKind] = useState<RecallKind | null>(null);
  const [kindError, setKindError] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<ReasonFormErrors>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { LotRecallInput } = await loadApiContract();
    const missingKind = kind === null ? t('qr.recallDialog.kindRequired') : null;
    setKindError(missingKind);
    const issue = firstIssue((v) => LotRecallInput.shape.reason.safeParse(v), reason);
    setError(issue ? { field: issue } : {});
    if (missingKind || issue || kind === null) {
      if (missingKind) firstKind.current?.focus();
      else field.current?.focus();
      return;
    }
    recall.mutate(
      { lotId, kind, reason },
      {
        onSuccess: (done) => {
          notify('success', t(`qr.recallDialog.done.${kind}`, { count: done.lotsReached }));
          onClose();
        },
        onError: (e) => setError(splitError(e)),
      },
    );
  };

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
      <form id={formId} noValidate className="space-y-4" onSubmit={(e) => void submit(e)}>
        {error.form && <ErrorBanner message={error.form} />}
        <fieldset aria-describedby={kindError ? kindErrorId : undefined} aria-invalid={kindError ? true : undefined}>
          <legend className="text-sm font-medium text-gray-900">{t('qr.recallDialog.kind')}</legend>
          {kindError && (
            <p id={kindErrorId} role="alert" className="mt-1 text-sm text-red-700">
              {kindError}
            </p>
          )}
          <div className="mt-2 space-y-2">
            {RECALL_KINDS.map((value, index) => (
              <label
                key={value}
                className="flex cursor-pointer items-start gap-3 rounded-md border border-gray-200 p-3 has-[:checked]:border-red-300 has-[:checked]:bg-red-50"
              >
                <input
                  ref={index === 0 ? firstKind : undefined}
                  type="radio"
                  name="recall-kind"
                  value={value}
                  checked={kind === value}
                  onChange={() => {
                    setKind(value);
                    setKindError(null);
                  }}
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
        <Textarea
          ref={field}
          label={t('qr.recallDialog.reason')}
          hint={t('qr.recallDialog.reasonHint', { max: LIMITS.recallReasonMaxLength })}
          error={error.field}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          maxLength={LIMITS.recallReasonMaxLength}
          rows={4}
          aria-required="true"
        />
      </form>
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
    lift.mutate(lotId, {
      onSuccess: (done) => {
        notify('success', t('qr.liftDialog.done', { count: done.lotsReached }));
        onClose();
      },
    });
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
