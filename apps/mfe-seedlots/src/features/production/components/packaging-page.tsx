import { loadApiContract } from '@seed/auth';
import {
  CONTAINERS,
  formatQuantity,
  PACK_UNITS,
  PACKAGING_LIMITS,
  packageFormat,
  type PackagingLotCreateInput,
  PRODUCTION_MESSAGES as P,
  QUANTITY_UNITS,
} from '@seed/domain';
import {
  Button,
  Card,
  Form,
  FormError,
  FormInput,
  FormMessage,
  FormSelect,
  FormTextarea,
  notify,
  useSchemaForm,
} from '@seed/ui';
import { useFieldArray, useWatch } from 'react-hook-form';
import { packageWords } from '../../../i18n/labels';
import { useProductionTranslation } from '../i18n';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useCreatePackaging, usePackagingParents } from '../api/lot-flows';
import { todayIso, typedNumber } from '../../lots/utils/form-text';

const loadSchema = async () => (await loadApiContract()).PackagingLotCreate;

interface ParentRow {
  lotId: string;
  quantity: string;
  unit: string;
}

/** What the packaging form holds (spec 2 "Packaging form state"): numbers as typed. */
interface PackagingFormValues {
  parents: ParentRow[];
  packSize: string;
  packUnit: string;
  container: string;
  packages: string;
  packagingDate: string;
  location: string;
  batch: string;
  notes: string;
}

const FIELD_OF = {
  parents: 'parents',
  pack_size: 'packSize',
  pack_unit: 'packUnit',
  packages_count: 'packages',
  packaging_date: 'packagingDate',
  packaging_type: 'container',
  packaging_location: 'location',
  batch_number: 'batch',
} as const;

/** The form's values as the API body; a blank quantity leaves it to the packed quantity. */
export function toPackagingInput(v: PackagingFormValues): PackagingLotCreateInput {
  return {
    parents: v.parents.map((p) => ({
      lot_id: p.lotId,
      quantity: p.quantity.trim() === '' ? null : p.quantity,
      unit: (p.unit || null) as PackagingLotCreateInput['parents'][number]['unit'],
    })),
    pack_size: typedNumber(v.packSize),
    pack_unit: v.packUnit as PackagingLotCreateInput['pack_unit'],
    packages_count: typedNumber(v.packages),
    packaging_date: v.packagingDate,
    packaging_type: v.container as PackagingLotCreateInput['packaging_type'],
    packaging_location: v.location,
    batch_number: v.batch,
    notes: v.notes,
  };
}

/** /seed-lots/packaging/new and /seed-lots/{id}/package (spec 2 "Packaging lot creation"). */
export function PackagingPage() {
  const { t } = useProductionTranslation();
  const navigate = useNavigate();
  const { lotId } = useParams();
  const parents = usePackagingParents();
  const create = useCreatePackaging();
  const options = parents.data?.items ?? [];
  const form = useSchemaForm<PackagingFormValues, Awaited<ReturnType<typeof loadSchema>>>({
    schema: loadSchema,
    toInput: toPackagingInput,
    fieldOf: FIELD_OF,
    defaultValues: {
      parents: [{ lotId: lotId ?? '', quantity: '', unit: '' }],
      packSize: '',
      packUnit: 'Kg',
      container: 'bag',
      packages: '',
      packagingDate: todayIso(),
      location: '',
      batch: '',
      notes: '',
    },
  });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'parents' });
  const [rows, packSize, packUnit, packages] = useWatch({
    control: form.control,
    name: ['parents', 'packSize', 'packUnit', 'packages'],
  });
  const toPack = packageFormat({ count: Number(packages), size: Number(packSize), unit: packUnit }, packageWords(t));

  const submit = (body: unknown) =>
    create.mutate(
      { body: body as PackagingLotCreateInput },
      {
        onSuccess: () => {
          notify('success', P.packagingCreated);
          navigate('/seed-lots?tab=packaging');
        },
        onError: (e) => {
          notify('error', P.packagingFailed, e.message);
          form.setError('root.server', { message: `${P.packagingFailed}: ${e.message}` });
        },
      },
    );

  return (
    <section aria-labelledby="page-title" className="mx-auto max-w-3xl space-y-6 p-4 lg:p-6">
      <div>
        <h1 id="page-title" className="text-2xl font-semibold text-gray-900">
          {t('flows.packaging.title')}
        </h1>
        <p className="text-sm text-gray-600">{t('flows.packaging.subtitle')}</p>
      </div>
      <Form form={form} onSubmit={submit} className="space-y-6" unexpectedErrorMessage={t('common.unexpected')}>
        <Card title={t('flows.packaging.parents')} description={t('flows.packaging.parentsHint')}>
          {parents.isSuccess && options.length === 0 && (
            <p className="mb-3 text-sm text-gray-600">{t('flows.packaging.noParents')}</p>
          )}
          <ul className="space-y-3" data-testid="packaging-parents">
            {fields.map((field, index) => {
              const chosen = options.find((o) => o.id === rows[index]?.lotId);
              return (
                <li key={field.id} className="grid gap-2 sm:grid-cols-[2fr_1fr_1fr_auto] sm:items-end">
                  <FormSelect<PackagingFormValues>
                    name={`parents.${index}.lotId`}
                    label={t('flows.packaging.parentLot', { n: index + 1 })}
                    placeholder={t('flows.packaging.selectParent')}
                    options={options.map((o) => ({
                      value: o.id,
                      label: `${o.id} · ${o.crop_name} - ${o.variety_name ?? t('common.unknownVariety')}`,
                    }))}
                    hint={
                      chosen
                        ? t('flows.packaging.available', {
                            quantity: formatQuantity(chosen.available),
                            unit: t(`units.${chosen.unit}`),
                          })
                        : undefined
                    }
                  />
                  <FormInput<PackagingFormValues>
                    name={`parents.${index}.quantity`}
                    label={t('flows.packaging.quantity', { n: index + 1 })}
                    type="number"
                    inputMode="decimal"
                    min={0.01}
                    step={0.01}
                  />
                  <FormSelect<PackagingFormValues>
                    name={`parents.${index}.unit`}
                    label={t('flows.packaging.unit', { n: index + 1 })}
                    placeholder="—"
                    options={QUANTITY_UNITS.map((u) => ({ value: u, label: t(`units.${u}`) }))}
                  />
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={t('flows.packaging.removeParent', { n: index + 1 })}
                    disabled={fields.length === 1}
                    onClick={() => remove(index)}
                  >
                    ×
                  </Button>
                </li>
              );
            })}
          </ul>
          <FormMessage<PackagingFormValues> name="parents" className="mt-2" />
          <Button
            variant="secondary"
            size="sm"
            className="mt-3"
            onClick={() => append({ lotId: '', quantity: '', unit: '' })}
          >
            {t('flows.packaging.addParent')}
          </Button>
        </Card>
        <Card>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormInput<PackagingFormValues>
              name="packSize"
              label={t('flows.packaging.packSize')}
              type="number"
              inputMode="decimal"
              min={PACKAGING_LIMITS.minPackSize}
              step={PACKAGING_LIMITS.packSizeStep}
            />
            <FormSelect<PackagingFormValues>
              name="packUnit"
              label={t('flows.packaging.packUnit')}
              options={PACK_UNITS.map((u) => ({ value: u, label: t(`units.${u}`) }))}
            />
            <FormInput<PackagingFormValues>
              name="packages"
              label={t('flows.packaging.packages')}
              type="number"
              inputMode="numeric"
              min={PACKAGING_LIMITS.minPackages}
              step={1}
            />
            <FormSelect<PackagingFormValues>
              name="container"
              label={t('flows.packaging.container')}
              options={CONTAINERS.map((c) => ({ value: c, label: t(`containers.${c}`) }))}
            />
            <FormInput<PackagingFormValues>
              name="packagingDate"
              label={t('flows.packaging.packagingDate')}
              type="date"
            />
            <FormInput<PackagingFormValues> name="location" label={t('flows.packaging.location')} />
            <FormInput<PackagingFormValues> name="batch" label={t('flows.packaging.batch')} />
          </div>
          <p className="mt-3 text-sm text-gray-700" aria-live="polite">
            {toPack ? t('flows.packaging.packed', { quantity: toPack }) : null}
          </p>
          <FormTextarea<PackagingFormValues> name="notes" label={t('flows.packaging.notes')} className="mt-4" />
        </Card>
        <FormError />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Link
            to="/seed-lots"
            className="inline-flex h-11 items-center justify-center rounded-md px-4 text-sm font-medium text-gray-900 ring-1 ring-gray-300 ring-inset hover:bg-gray-50"
          >
            {t('flows.cancel')}
          </Link>
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? t('flows.packaging.creating') : t('flows.packaging.submit')}
          </Button>
        </div>
      </Form>
    </section>
  );
}
