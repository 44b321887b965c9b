import { loadApiContract } from '@seed/auth';
import { PRODUCTION_MESSAGES as P, type SeedLotDetail, type SeedLotUpdateInput } from '@seed/domain';
import { Button, Card, Form, FormError, FormInput, notify, useSchemaForm, FormTextarea } from '@seed/ui';
import { useLotsTranslation } from '../i18n';
import { useNavigate, useParams } from 'react-router-dom';
import { useSeedLot } from '../api/get-seed-lot';
import { useUpdateLot } from '../api/lot-mutations';
import { LoadingLot, RefusedLot } from './lot-screen-states';

const loadSchema = async () => (await loadApiContract()).SeedLotUpdate;

interface EditFormValues {
  generation: string;
  notes: string;
  plantingDate: string;
  expectedHarvestDate: string;
}

const FIELD_OF = { planting_date: 'plantingDate', expected_harvest_date: 'expectedHarvestDate' } as const;

export function toUpdateInput(v: EditFormValues): SeedLotUpdateInput {
  return {
    generation: v.generation,
    notes: v.notes,
    planting_date: v.plantingDate || null,
    expected_harvest_date: v.expectedHarvestDate || null,
  };
}

/** /seed-lots/{id}/edit (issue 12): what a grower may change, with creation's checks. */
export function EditLotPage() {
  const { t } = useLotsTranslation();
  const { lotId = '' } = useParams();
  const lot = useSeedLot(lotId);
  if (lot.isPending) return <LoadingLot />;
  if (!lot.data || !lot.data.lot.is_grower || lot.data.lot.deleted_at) {
    return <RefusedLot title={t('flows.edit.title')} reason={lot.data ? t('flows.edit.notGrower') : P.notFound} />;
  }
  return <EditLotForm detail={lot.data} />;
}

function EditLotForm({ detail }: { detail: SeedLotDetail }) {
  const { t } = useLotsTranslation();
  const navigate = useNavigate();
  const { lot, farms } = detail;
  const expected = farms
    .map((f) => f.expected_harvest_date)
    .filter((d): d is string => Boolean(d))
    .sort()
    .at(-1);
  const save = useUpdateLot();
  const form = useSchemaForm<EditFormValues, Awaited<ReturnType<typeof loadSchema>>>({
    schema: loadSchema,
    toInput: toUpdateInput,
    fieldOf: FIELD_OF,
    defaultValues: {
      generation: lot.generation ?? '',
      notes: lot.notes ?? '',
      plantingDate: lot.planting_date ?? '',
      expectedHarvestDate: expected ?? '',
    },
  });
  const submit = (body: unknown) =>
    save.mutate(
      { params: { id: lot.id }, body: body as SeedLotUpdateInput },
      {
        onSuccess: () => {
          notify('success', P.lotUpdated);
          navigate(`/seed-lots/${lot.id}`);
        },
        onError: (e) => {
          notify('error', P.lotUpdateFailed, e.message);
          form.setError('root.server', { message: e.message });
        },
      },
    );
  const hasFarms = farms.length > 0;

  return (
    <section aria-labelledby="page-title" className="mx-auto max-w-2xl space-y-6 p-4 lg:p-6">
      <h1 id="page-title" className="text-2xl font-semibold break-all text-gray-900">
        {t('flows.edit.heading', { id: lot.id })}
      </h1>
      <Card>
        <Form form={form} onSubmit={submit} className="space-y-4" unexpectedErrorMessage={t('common.unexpected')}>
          <FormInput<EditFormValues> name="generation" label={t('flows.edit.generation')} maxLength={40} />
          {hasFarms && (
            <div className="grid gap-4 sm:grid-cols-2">
              <FormInput<EditFormValues> name="plantingDate" label={t('flows.edit.plantingDate')} type="date" />
              <FormInput<EditFormValues>
                name="expectedHarvestDate"
                label={t('flows.edit.expectedHarvestDate')}
                type="date"
              />
            </div>
          )}
          <FormTextarea<EditFormValues> name="notes" label={t('flows.edit.notes')} rows={4} />
          <FormError />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => navigate(`/seed-lots/${lot.id}`)}>
              {t('flows.cancel')}
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? t('common.saving') : t('flows.edit.submit')}
            </Button>
          </div>
        </Form>
      </Card>
    </section>
  );
}
