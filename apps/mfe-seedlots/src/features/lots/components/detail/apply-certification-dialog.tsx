import { ApiError, loadApiContract } from '@seed/auth';
import {
  CERTIFIABLE_CLASSES,
  CERTIFICATION_LIMITS,
  CERTIFICATION_MESSAGES as M,
  type CertificationApplicationCreateInput,
  type CertificationApplyDefaults,
  formatQuantity,
  SEED_CLASSES,
  type SeedClass,
} from '@seed/domain';
import {
  Button,
  Dialog,
  EmptyState,
  ErrorBanner,
  Form,
  FormError,
  FormInput,
  FormSelect,
  notify,
  Spinner,
  useSchemaForm,
} from '@seed/ui';
import { seedClassLabel } from '../../../../i18n/labels';
import { useCertificationAgencies, useApplyForCertification } from '../../api/get-lot-certification';
import { useLotsTranslation } from '../../i18n';
import { typedNumber } from '../../utils/form-text';

// "Apply for certification" (issue 28): the company's application of a production lot to an agency,
// started from what the database read off the lot's lineage (applyDefaults) and checked with the
// contract's CertificationApplicationCreate, so each message is the spec's. What only the database
// can judge (the source class against the class sought, an application already open) comes back as
// a refusal and is shown at its field, or above the buttons.

/** The API's schema, through the host's contract (a remote bundles no zod of its own). */
const loadSchema = async () => (await loadApiContract()).CertificationApplicationCreate;

/** What the form holds: selects and numbers as typed. */
interface ApplyFormValues {
  agency: string;
  classSought: string;
  sourceClass: string;
  sourceReference: string;
  areaAcres: string;
}

const FIELD_OF = {
  agency_organization_id: 'agency',
  class_sought: 'classSought',
  source_class: 'sourceClass',
  source_reference: 'sourceReference',
  area_acres: 'areaAcres',
} as const;

/** The database's refusals that belong to one field (the rest go above the buttons). */
const FIELD_OF_REFUSAL: Partial<Record<string, keyof ApplyFormValues>> = {
  [M.agencyNotFound]: 'agency',
  [M.classInvalid]: 'classSought',
  [M.sourceClassInvalid]: 'sourceClass',
  [M.areaInvalid]: 'areaAcres',
};

/** Truthfully labelled seed is the producer's own word: it is no source of certified seed. */
const SOURCE_CLASSES = SEED_CLASSES.filter((c) => c !== 'truthfully_labelled');

/**
 * The class the seed grown from `source` is certified in, one generation down (breeder seed gives
 * foundation seed, foundation seed certified seed); none when the source's class is not known.
 */
const nextClass = (source: SeedClass | null): string =>
  source === 'breeder' ? 'foundation' : source === 'foundation' ? 'certified' : '';

/** The API body the form's values make. */
export function toApplicationInput(lotId: string, v: ApplyFormValues): CertificationApplicationCreateInput {
  return {
    seed_lot_id: lotId,
    // Blank selects are left out, so the schema names the field with its own message.
    agency_organization_id: (v.agency || undefined) as string,
    class_sought: (v.classSought || undefined) as CertificationApplicationCreateInput['class_sought'],
    source_class: (v.sourceClass || undefined) as CertificationApplicationCreateInput['source_class'],
    area_acres: typedNumber(v.areaAcres),
    source_reference: v.sourceReference,
  };
}

export interface ApplyCertificationDialogProps {
  lotId: string;
  defaults: CertificationApplyDefaults;
  onClose(): void;
}

/** The dialog: the agencies first (a form without one to choose would be no use), then the form. */
export function ApplyCertificationDialog({ lotId, defaults, onClose }: ApplyCertificationDialogProps) {
  const { t } = useLotsTranslation();
  const agencies = useCertificationAgencies();

  let body;
  if (agencies.isPending)
    body = (
      <div className="flex items-center gap-2 text-sm text-gray-600">
        <Spinner size="sm" label={t('detail.certification.form.loadingAgencies')} />
        <span aria-hidden="true">{t('detail.certification.form.loadingAgencies')}</span>
      </div>
    );
  else if (agencies.isError)
    body = (
      <div className="space-y-3">
        <ErrorBanner message={t('detail.certification.form.agenciesFailed')} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            {t('detail.certification.form.close')}
          </Button>
          <Button onClick={() => void agencies.refetch()} loading={agencies.isRefetching}>
            {t('detail.certification.retry')}
          </Button>
        </div>
      </div>
    );
  else if (agencies.data.items.length === 0)
    body = (
      <div className="space-y-3">
        <EmptyState
          title={t('detail.certification.form.noAgencies')}
          description={t('detail.certification.form.noAgenciesHint')}
        />
        <div className="flex justify-end">
          <Button variant="secondary" onClick={onClose}>
            {t('detail.certification.form.close')}
          </Button>
        </div>
      </div>
    );
  else body = <ApplyForm lotId={lotId} defaults={defaults} agencies={agencies.data.items} onClose={onClose} />;

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('detail.certification.form.title')}
      description={t('detail.certification.form.description', { id: lotId })}
      closeLabel={t('detail.certification.form.close')}
      className="max-w-xl"
    >
      {body}
    </Dialog>
  );
}

function ApplyForm({
  lotId,
  defaults,
  agencies,
  onClose,
}: ApplyCertificationDialogProps & { agencies: readonly { id: string; name: string }[] }) {
  const { t } = useLotsTranslation();
  const apply = useApplyForCertification();
  const form = useSchemaForm<ApplyFormValues, Awaited<ReturnType<typeof loadSchema>>>({
    schema: loadSchema,
    toInput: (values) => toApplicationInput(lotId, values),
    fieldOf: FIELD_OF,
    defaultValues: {
      // One agency on the portal: it is the choice.
      agency: agencies.length === 1 ? agencies[0]!.id : '',
      classSought: nextClass(defaults.sourceClass),
      sourceClass: defaults.sourceClass ?? '',
      sourceReference: defaults.sourceReference ?? '',
      areaAcres: defaults.areaAcres === null ? '' : String(defaults.areaAcres),
    },
  });

  const submit = (body: unknown) =>
    apply.mutate(
      { body: body as CertificationApplicationCreateInput },
      {
        onSuccess: (created) => {
          notify('success', t('detail.certification.form.applied', { number: created.applicationNumber }), {
            link: { label: t('detail.certification.open'), href: `/certification/${encodeURIComponent(created.id)}` },
          });
          onClose();
        },
        onError: (e) => {
          const message = e instanceof ApiError ? e.message : t('detail.certification.form.failed');
          const field = FIELD_OF_REFUSAL[message];
          if (field) form.setError(field, { message }, { shouldFocus: true });
          else form.setError('root.server', { message });
        },
      },
    );

  return (
    <Form
      form={form}
      onSubmit={submit}
      className="space-y-4"
      unexpectedErrorMessage={t('detail.certification.form.unexpected')}
    >
      <FormSelect<ApplyFormValues>
        name="agency"
        label={t('detail.certification.form.agency')}
        placeholder={t('detail.certification.form.chooseAgency')}
        options={agencies.map((a) => ({ value: a.id, label: a.name }))}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormSelect<ApplyFormValues>
          name="sourceClass"
          label={t('detail.certification.form.sourceClass')}
          placeholder={t('detail.certification.form.chooseSourceClass')}
          options={SOURCE_CLASSES.map((c) => ({ value: c, label: seedClassLabel(t, c) }))}
          hint={
            defaults.sourceClass
              ? t('detail.certification.form.sourceClassFromCertificate')
              : defaults.sourceReference
                ? t('detail.certification.form.sourceClassUnknown')
                : undefined
          }
        />
        <FormSelect<ApplyFormValues>
          name="classSought"
          label={t('detail.certification.form.classSought')}
          placeholder={t('detail.certification.form.chooseClass')}
          options={CERTIFIABLE_CLASSES.map((c) => ({ value: c, label: seedClassLabel(t, c) }))}
          hint={t('detail.certification.form.sourceClassRule')}
        />
      </div>
      <FormInput<ApplyFormValues>
        name="sourceReference"
        label={t('detail.certification.form.sourceReference')}
        hint={t('detail.certification.form.sourceReferenceHint')}
        maxLength={CERTIFICATION_LIMITS.sourceReferenceMaxLength}
        autoComplete="off"
      />
      <FormInput<ApplyFormValues>
        name="areaAcres"
        label={t('detail.certification.form.area')}
        type="number"
        inputMode="decimal"
        min={0.01}
        step={0.01}
        hint={
          defaults.areaAcres === null
            ? undefined
            : t('detail.certification.form.areaFromFarms', { value: formatQuantity(defaults.areaAcres) })
        }
      />
      <FormError />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          {t('detail.certification.form.cancel')}
        </Button>
        <Button type="submit" loading={apply.isPending}>
          {apply.isPending ? t('detail.certification.form.submitting') : t('detail.certification.form.submit')}
        </Button>
      </div>
    </Form>
  );
}
