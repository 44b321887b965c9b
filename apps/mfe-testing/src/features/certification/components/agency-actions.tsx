import { loadApiContract } from '@seed/auth';
import { apiQueryKey, useApiMutation } from '@seed/auth/query';
import {
  CERTIFICATION_LIMITS as LIMITS,
  type CertificationApplicationDetail,
  CROP_STAGES,
  todayInIndia,
} from '@seed/domain';
import { Button, Card, Form, FormError, FormInput, FormSelect, FormTextarea, notify, useSchemaForm } from '@seed/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type FieldValues, type Path, type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  CERTIFICATE_REFUSAL_FIELDS,
  type CertificateFormValues,
  emptyInspection,
  INSPECTION_REFUSAL_FIELDS,
  type InspectionFormValues,
  toCertificateInput,
  toInspectionInput,
} from '../utils/inspection-values';
import { cropStageLabel } from '../../../i18n/labels';
import { FormRadioGroup } from './form-radio-group';
import { ReasonDialog, type ReasonValues } from '../../shared/reason-dialog';

// The contract's own schemas, through the host's copy: the forms say the spec's words.
const loadInspectionSchema = async () => (await loadApiContract()).FieldInspectionCreate;
const loadCertificateSchema = async () => (await loadApiContract()).CertificateIssue;
const loadRevocationSchema = async () => (await loadApiContract()).CertificateRevocation;

type Certificate = NonNullable<CertificationApplicationDetail['certificate']>;

/**
 * A refusal of the server under the field its words are about (the API names no field), with
 * focus there; any other refusal in the form's banner.
 */
function showRefusal<V extends FieldValues>(
  form: UseFormReturn<V, unknown, unknown>,
  fields: Readonly<Record<string, Path<V>>>,
  message: string,
) {
  const field = fields[message];
  if (field) form.setError(field, { type: 'server', message }, { shouldFocus: true });
  else form.setError('root.server', { message });
}

const percent = { type: 'number', inputMode: 'decimal', min: 0, max: 100, step: 0.01 } as const;

/**
 * The agency's field inspection of an open application (FieldInspectionCreate). The answer is
 * the application as it now is, shown without another read: an accepted inspection leaves it
 * inspecting (the form empties for the next visit), a rejection closes it.
 */
export function InspectionForm({ application }: { application: CertificationApplicationDetail }) {
  const { t } = useTranslation();
  const [today] = useState(todayInIndia);
  const client = useQueryClient();
  const inspect = useApiMutation('certification', 'inspect', {
    // The list's status and count and the lot's certification card change too.
    invalidates: [
      ['certification', 'listApplications'],
      ['certification', 'lot'],
    ],
    onSuccess: (detail) =>
      client.setQueryData(apiQueryKey('certification', 'getApplication', { params: { id: application.id } }), detail),
  });
  const form = useSchemaForm<InspectionFormValues, Awaited<ReturnType<typeof loadInspectionSchema>>>({
    schema: loadInspectionSchema,
    toInput: toInspectionInput,
    defaultValues: emptyInspection(),
  });
  const rejecting = useWatch({ control: form.control, name: 'outcome' }) === 'rejected';

  const submit = (body: Parameters<typeof inspect.mutate>[0]['body']) =>
    inspect.mutate(
      { params: { id: application.id }, body },
      {
        onSuccess: () => {
          const outcome = body.outcome;
          notify(outcome === 'rejected' ? 'error' : 'success', t(`cert.inspect.done.${outcome}`));
          form.reset(emptyInspection());
        },
        onError: (e) => {
          notify('error', t('cert.inspect.failed'), e.message);
          showRefusal(form, INSPECTION_REFUSAL_FIELDS, e.message);
        },
      },
    );

  return (
    <Card title={t('cert.inspect.title')} description={t('cert.inspect.description')}>
      <Form form={form} onSubmit={submit} className="space-y-5" unexpectedErrorMessage={t('common.unexpected')}>
        <div className="grid gap-4 sm:grid-cols-3">
          <FormInput<InspectionFormValues> name="inspected_on" label={t('cert.inspect.date')} type="date" max={today} />
          <FormSelect<InspectionFormValues>
            name="stage"
            label={t('cert.inspect.stage')}
            placeholder={t('cert.inspect.chooseStage')}
            options={CROP_STAGES.map((stage) => ({ value: stage, label: cropStageLabel(t, stage) }))}
          />
          <FormInput<InspectionFormValues>
            name="inspector_name"
            label={t('cert.inspect.inspector')}
            autoComplete="off"
            maxLength={LIMITS.inspectorMaxLength}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          <FormInput<InspectionFormValues> name="off_types_pct" label={t('cert.inspect.offTypes')} {...percent} />
          <FormInput<InspectionFormValues>
            name="objectionable_weed_plants"
            label={t('cert.inspect.weeds')}
            hint={t('cert.inspect.weedsHint')}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
          />
          <FormInput<InspectionFormValues> name="diseased_plants_pct" label={t('cert.inspect.diseased')} {...percent} />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormRadioGroup<InspectionFormValues>
            name="isolation_met"
            legend={t('cert.inspect.isolation')}
            options={[
              { value: 'yes', label: t('cert.inspections.yes') },
              { value: 'no', label: t('cert.inspections.no') },
            ]}
          />
          <FormRadioGroup<InspectionFormValues>
            name="outcome"
            legend={t('cert.inspect.outcome')}
            options={[
              { value: 'accepted', label: t('cert.inspections.outcomes.accepted') },
              { value: 'rejected', label: t('cert.inspections.outcomes.rejected') },
            ]}
          />
        </div>
        {rejecting && (
          <FormTextarea<InspectionFormValues>
            name="rejection_reason"
            label={t('cert.inspect.rejectionReason')}
            rows={3}
            maxLength={LIMITS.reasonMaxLength}
          />
        )}
        <FormTextarea<InspectionFormValues>
          name="remarks"
          label={t('cert.inspect.remarks')}
          rows={2}
          maxLength={LIMITS.remarksMaxLength}
        />
        <FormError />
        <div className="flex justify-end">
          <Button
            type="submit"
            variant={rejecting ? 'danger' : 'primary'}
            loading={inspect.isPending}
            className="w-full sm:w-auto"
          >
            {inspect.isPending ? t('cert.inspect.submitting') : t('cert.inspect.submit')}
          </Button>
        </div>
      </Form>
    </Card>
  );
}

/**
 * The agency's certificate of an application under inspection (CertificateIssue): the database
 * checks the inspections and the lot's seed test, gives the next tag series and tags the packets.
 */
export function CertificateForm({ application }: { application: CertificationApplicationDetail }) {
  const { t } = useTranslation();
  // The detail refetches with its certificate; the list and the lot's card change too.
  const issue = useApiMutation('certification', 'issueCertificate', { invalidates: ['certification'] });
  const form = useSchemaForm<CertificateFormValues, Awaited<ReturnType<typeof loadCertificateSchema>>>({
    schema: loadCertificateSchema,
    toInput: toCertificateInput,
    defaultValues: { certificate_number: '', tag_count: '' },
  });

  const submit = (body: Parameters<typeof issue.mutate>[0]['body']) =>
    issue.mutate(
      { params: { id: application.id }, body },
      {
        onSuccess: (issued) =>
          notify(
            'success',
            t('cert.issue.done', {
              number: body.certificate_number,
              first: issued.tagFirst,
              last: issued.tagLast,
              tagged: issued.tagged,
            }),
          ),
        onError: (e) => {
          notify('error', t('cert.issue.failed'), e.message);
          showRefusal(form, CERTIFICATE_REFUSAL_FIELDS, e.message);
        },
      },
    );

  return (
    <Card title={t('cert.issue.title')} description={t('cert.issue.description')}>
      <Form form={form} onSubmit={submit} className="space-y-5" unexpectedErrorMessage={t('common.unexpected')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormInput<CertificateFormValues>
            name="certificate_number"
            label={t('cert.issue.number')}
            autoComplete="off"
            spellCheck={false}
            maxLength={LIMITS.certificateNumberMaxLength}
          />
          <FormInput<CertificateFormValues>
            name="tag_count"
            label={t('cert.issue.tagCount')}
            hint={t('cert.issue.tagCountHint')}
            type="number"
            inputMode="numeric"
            min={1}
            max={LIMITS.tagCountMax}
            step={1}
          />
        </div>
        <FormError />
        <div className="flex justify-end">
          <Button type="submit" loading={issue.isPending} className="w-full sm:w-auto">
            {issue.isPending ? t('cert.issue.submitting') : t('cert.issue.submit')}
          </Button>
        </div>
      </Form>
    </Card>
  );
}

/** Revoke certificate: a button that asks for the reason and a confirmation in a dialog. */
export function RevokeCertificate({ certificate }: { certificate: Certificate }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="danger" size="sm" onClick={() => setOpen(true)}>
        {t('cert.revoke.open')}
      </Button>
      {open && <RevokeDialog certificate={certificate} onClose={() => setOpen(false)} />}
    </>
  );
}

/** The reason (CertificateRevocation: required), and the confirming button that sends it. */
function RevokeDialog({ certificate, onClose }: { certificate: Certificate; onClose(): void }) {
  const { t } = useTranslation();
  // The application becomes revoked; the list and the lot's card change too.
  const revoke = useApiMutation('certification', 'revokeCertificate', { invalidates: ['certification'] });
  const form = useSchemaForm<ReasonValues, Awaited<ReturnType<typeof loadRevocationSchema>>>({
    schema: loadRevocationSchema,
    defaultValues: { reason: '' },
  });
  const submit = (body: ReasonValues) =>
    revoke.mutate(
      { params: { id: certificate.id }, body },
      {
        onSuccess: () => {
          notify('success', t('cert.revoke.done', { number: certificate.certificateNumber }));
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
      pending={revoke.isPending}
      maxLength={LIMITS.reasonMaxLength}
      words={{
        title: t('cert.revoke.title', { number: certificate.certificateNumber }),
        description: t('cert.revoke.description'),
        reason: t('cert.revoke.reason'),
        hint: t('cert.revoke.reasonHint'),
        keep: t('cert.revoke.keep'),
        confirm: t('cert.revoke.confirm'),
      }}
    />
  );
}
