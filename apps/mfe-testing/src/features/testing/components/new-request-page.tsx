import '../../../i18n/form';
import { loadApiContract } from '@seed/auth';
import { useApiMutation, useApiQuery } from '@seed/auth/query';
import {
  OPTIONAL_TESTS,
  SEED_CLASSES,
  SEED_CONTAINERS,
  TESTING_LIMITS,
  type TestingRequestCreateInput,
  todayInIndia,
} from '@seed/domain';
import {
  Button,
  ErrorBanner,
  Form,
  FormError,
  FormInput,
  FormSelect,
  FormTextarea,
  notify,
  useSchemaForm,
} from '@seed/ui';
import { useState } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { seedClassLabel, seedTestLabel } from '../../../i18n/labels';
import { emptyRequest, type RequestFormValues, toRequestInput } from '../utils/request-values';

/** The schema the form is checked with: the API's own, through the host's contract. */
const loadSchema = async () => (await loadApiContract()).TestingRequestCreate;

/**
 * /testing-requests/new?lot=<lot id> (the lot detail's Request test, or the list's New testing
 * request): the request form. On success the new request opens, with its sample number in a toast.
 */
export function NewTestingRequestPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [search] = useSearchParams();
  const lotId = search.get('lot')?.trim() ?? '';
  // Cancel returns to where the user came from (the lot), or to the list when opened directly.
  const cancel = () => (location.key === 'default' ? navigate('/testing-requests') : navigate(-1));

  return (
    <section aria-labelledby="page-title" className="mx-auto max-w-3xl space-y-6 p-4 lg:p-6">
      <div>
        <h1 id="page-title" className="text-2xl font-semibold text-gray-900">
          {t('form.title')}
        </h1>
        <p className="text-sm text-gray-600">{t('form.subtitle')}</p>
      </div>
      <div className="rounded-lg border border-gray-200 bg-white p-4 sm:p-6">
        <RequestForm initialLotId={lotId} onDone={(id) => navigate(`/testing-requests/${id}`)} onCancel={cancel} />
      </div>
    </section>
  );
}

/** The optional tests as checkboxes in a group, with the schema's message under the group. */
function TestsField() {
  const { t } = useTranslation();
  const { register } = useFormContext<RequestFormValues>();
  const { errors } = useFormState<RequestFormValues>({ name: 'tests' });
  const message = errors.tests?.message;
  return (
    <fieldset className="space-y-2" aria-describedby={message ? 'tests-always tests-message' : 'tests-always'}>
      <legend className="text-sm font-medium text-gray-900">{t('form.tests')}</legend>
      <p id="tests-always" className="text-sm text-gray-600">
        {t('form.testsAlways')}
      </p>
      <div className="flex flex-col gap-2">
        {OPTIONAL_TESTS.map((test) => (
          <label key={test} className="flex min-h-11 items-center gap-3 text-sm text-gray-900 sm:min-h-0">
            <input type="checkbox" value={test} className="size-4 accent-green-600" {...register('tests')} />
            {seedTestLabel(t, test)}
          </label>
        ))}
      </div>
      {message && (
        <p id="tests-message" data-field-message className="text-sm text-red-600">
          {message}
        </p>
      )}
    </fieldset>
  );
}

interface RequestFormProps {
  initialLotId: string;
  onDone(id: string): void;
  onCancel(): void;
}

/** The request form: lot, laboratory, class, tests, the sample and notes. A refusal shows in its banner. */
function RequestForm({ initialLotId, onDone, onCancel }: RequestFormProps) {
  const { t } = useTranslation();
  const [today] = useState(todayInIndia);
  const laboratories = useApiQuery('testing', 'laboratories');
  // A new request shows in the lists (Sent, and Received when the own laboratory tests it).
  const create = useApiMutation('testing', 'createRequest', { invalidates: ['testing'] });
  const form = useSchemaForm<RequestFormValues, Awaited<ReturnType<typeof loadSchema>>>({
    schema: loadSchema,
    toInput: toRequestInput,
    defaultValues: emptyRequest(initialLotId),
  });

  const submit = (body: unknown) =>
    create.mutate(
      { body: body as TestingRequestCreateInput },
      {
        onSuccess: (created) => {
          notify('success', t('form.created', { sample: created.sampleNumber }));
          onDone(created.id);
        },
        onError: (e) => {
          notify('error', t('form.createFailed'), e.message);
          form.setError('root.server', { message: e.message });
        },
      },
    );

  return (
    <Form form={form} onSubmit={submit} className="space-y-5" unexpectedErrorMessage={t('common.unexpected')}>
      <FormInput<RequestFormValues>
        name="seed_lot_id"
        label={t('form.lot')}
        hint={t('form.lotHint')}
        autoComplete="off"
        spellCheck={false}
        maxLength={40}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormSelect<RequestFormValues>
          name="laboratory_organization_id"
          label={t('form.laboratory')}
          hint={t('form.laboratoryHint')}
          options={[
            { value: '', label: t('common.ownLaboratory') },
            ...(laboratories.data?.items ?? []).map((lab) => ({ value: lab.id, label: lab.name })),
          ]}
        />
        <FormSelect<RequestFormValues>
          name="seed_class"
          label={t('form.seedClass')}
          placeholder={t('form.chooseClass')}
          options={SEED_CLASSES.map((c) => ({ value: c, label: seedClassLabel(t, c) }))}
        />
      </div>
      {laboratories.isError && (
        <ErrorBanner message={t('form.laboratoriesFailed', { message: laboratories.error.message })} />
      )}
      <TestsField />
      <div className="grid gap-4 sm:grid-cols-3">
        <FormInput<RequestFormValues>
          name="sample_weight_g"
          label={t('form.sampleWeight')}
          type="number"
          inputMode="decimal"
          min={0}
          max={TESTING_LIMITS.sampleWeightMaxG}
          step="any"
        />
        <FormInput<RequestFormValues> name="sample_drawn_on" label={t('form.drawnOn')} type="date" max={today} />
        <FormSelect<RequestFormValues>
          name="container"
          label={t('form.container')}
          options={SEED_CONTAINERS.map((c) => ({ value: c, label: t(`container.${c}`) }))}
        />
      </div>
      <div>
        <label className="flex min-h-11 items-center gap-3 text-sm font-medium text-gray-900 sm:min-h-0">
          <input
            type="checkbox"
            className="size-4 accent-green-600"
            aria-describedby="revalidation-hint"
            {...form.register('is_revalidation')}
          />
          {t('form.revalidation')}
        </label>
        <p id="revalidation-hint" className="mt-1 text-sm text-gray-500 sm:ml-7">
          {t('form.revalidationHint')}
        </p>
      </div>
      <FormTextarea<RequestFormValues>
        name="notes"
        label={t('form.notes')}
        rows={3}
        maxLength={TESTING_LIMITS.notesMaxLength}
      />
      <FormError />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" loading={create.isPending}>
          {create.isPending ? t('form.submitting') : t('form.submit')}
        </Button>
      </div>
    </Form>
  );
}
