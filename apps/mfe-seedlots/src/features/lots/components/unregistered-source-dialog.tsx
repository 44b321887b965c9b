import { loadApiContract } from '@seed/auth';
import {
  CONTAINERS,
  PACK_UNITS,
  packageFormat,
  SEED_LOT_LIMITS,
  type UnregisteredSourceCreateInput,
  cropName,
} from '@seed/domain';
import {
  Button,
  Dialog,
  Form,
  FormError,
  FormInput,
  FormSelect,
  FormTextarea,
  Input,
  notify,
  useSchemaForm,
  pageLanguage,
} from '@seed/ui';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { packageWords } from '../../../i18n/labels';
import { useCrops } from '../api/get-crops';
import { useVarietyChoices } from '../api/get-variety-choices';
import { useCreateUnregistered } from '../api/lot-mutations';
import { typedNumber } from '../utils/form-text';
import { ClaimCodePanel } from './claim-code-panel';

/** The schema the dialog is checked with: the API's own, through the host's contract. */
const loadSchema = async () => (await loadApiContract()).UnregisteredSourceCreate;

/** What the dialog holds: numbers as typed; the variety as 'master:<id>' or 'org:<id>'. */
interface UnregisteredFormValues {
  cropId: string;
  variety: string;
  generation: string;
  packSize: string;
  packUnit: string;
  container: string;
  quantity: string;
  notes: string;
}

const EMPTY: UnregisteredFormValues = {
  cropId: '',
  variety: '',
  generation: '',
  packSize: '',
  packUnit: 'Kg',
  container: 'bag',
  quantity: '',
  notes: '',
};

const FIELD_OF = {
  crop_id: 'cropId',
  variety_id: 'variety',
  org_variety_id: 'variety',
  pack_size: 'packSize',
  quantity: 'quantity',
  generation: 'generation',
  notes: 'notes',
} as const;

/** The API body the dialog's values make. */
export function toUnregisteredInput(v: UnregisteredFormValues): UnregisteredSourceCreateInput {
  const [kind, id] = v.variety.split(':');
  return {
    crop_id: (v.cropId || undefined) as string,
    variety_id: kind === 'master' ? id : null,
    org_variety_id: kind === 'org' ? id : null,
    generation: v.generation,
    pack_size: typedNumber(v.packSize),
    pack_unit: v.packUnit as UnregisteredSourceCreateInput['pack_unit'],
    packaging_type: v.container as UnregisteredSourceCreateInput['packaging_type'],
    quantity: typedNumber(v.quantity),
    notes: v.notes,
  };
}

/** The Add Unregistered Source dialog (spec 2 §2, §5, §8); after saving it shows the claim code once. */
export function UnregisteredSourceDialog({ onClose }: { onClose(): void }) {
  const { t, i18n } = useTranslation();
  const language = pageLanguage(i18n);
  const crops = useCrops();
  const create = useCreateUnregistered();
  const [created, setCreated] = useState<{ id: string; code: string } | null>(null);
  const form = useSchemaForm<UnregisteredFormValues, Awaited<ReturnType<typeof loadSchema>>>({
    schema: loadSchema,
    toInput: toUnregisteredInput,
    fieldOf: FIELD_OF,
    defaultValues: EMPTY,
  });
  const [cropId, packSize, packUnit, container, quantity] = useWatch({
    control: form.control,
    name: ['cropId', 'packSize', 'packUnit', 'container', 'quantity'],
  });
  const choices = useVarietyChoices(cropId || null);
  const preview = packageFormat(
    { size: Number(packSize), unit: packUnit, container, count: Number(quantity) },
    packageWords(t),
  );

  const submit = (body: unknown) =>
    create.mutate(
      { body: body as UnregisteredSourceCreateInput },
      {
        onSuccess: (result) => {
          notify('success', t('unregistered.added'));
          setCreated({ id: result.lot.id, code: result.claim_code });
        },
        onError: (e) => {
          notify('error', t('unregistered.failed'), e.message);
          form.setError('root.server', { message: e.message });
        },
      },
    );

  const varietyOptions = [
    ...(choices.data?.organization ?? []).map((v) => ({
      value: `org:${v.id}`,
      label: `${v.display_name} ${t('unregistered.organizationTag')}`,
    })),
    ...(choices.data?.masters ?? []).map((v) => ({ value: `master:${v.id}`, label: v.name })),
  ];

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('unregistered.dialogTitle')}
      description={created ? undefined : t('unregistered.dialogDescription')}
      closeLabel={t('common.close')}
      className="max-w-2xl"
    >
      {created ? (
        <div className="space-y-4">
          <ClaimCodePanel code={created.code} lotId={created.id} />
          <div className="flex justify-end">
            <Button onClick={onClose}>{t('common.done')}</Button>
          </div>
        </div>
      ) : (
        <Form form={form} onSubmit={submit} className="space-y-4" unexpectedErrorMessage={t('common.unexpected')}>
          <div className="grid gap-4 sm:grid-cols-2">
            <Input label={t('unregistered.lotId')} value={t('unregistered.lotIdPending')} readOnly disabled />
            <FormSelect<UnregisteredFormValues>
              name="cropId"
              label={t('unregistered.crop')}
              placeholder={t('unregistered.selectCrop')}
              options={(crops.data?.items ?? []).map((c) => ({ value: c.id, label: cropName(c, language) }))}
              onChange={() => form.setValue('variety', '')}
            />
            <FormSelect<UnregisteredFormValues>
              name="variety"
              label={t('unregistered.variety')}
              placeholder={cropId ? t('unregistered.selectVariety') : t('unregistered.selectCropFirst')}
              disabled={!cropId}
              options={varietyOptions}
            />
            <FormInput<UnregisteredFormValues>
              name="generation"
              label={t('unregistered.generation')}
              placeholder={t('unregistered.generationPlaceholder')}
              maxLength={SEED_LOT_LIMITS.generationMaxLength}
            />
          </div>
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium text-gray-700">{t('unregistered.packageDetails')}</legend>
            <div className="grid gap-4 sm:grid-cols-3">
              <FormInput<UnregisteredFormValues>
                name="packSize"
                label={t('unregistered.packSize')}
                type="number"
                inputMode="decimal"
                min={SEED_LOT_LIMITS.unregisteredMinimum}
                step={0.01}
              />
              <FormSelect<UnregisteredFormValues>
                name="packUnit"
                label={t('unregistered.packUnit')}
                options={PACK_UNITS.map((u) => ({ value: u, label: t(`units.${u}`) }))}
              />
              <FormSelect<UnregisteredFormValues>
                name="container"
                label={t('unregistered.container')}
                options={CONTAINERS.map((c) => ({ value: c, label: t(`containers.${c}`) }))}
              />
            </div>
            <p className="text-sm text-gray-700" aria-live="polite" data-testid="package-format">
              {t('unregistered.packageFormat')}: <span className="font-medium">{preview || '—'}</span>
            </p>
          </fieldset>
          <FormInput<UnregisteredFormValues>
            name="quantity"
            label={t('unregistered.quantity')}
            type="number"
            inputMode="decimal"
            min={SEED_LOT_LIMITS.unregisteredMinimum}
            step={0.01}
          />
          <FormTextarea<UnregisteredFormValues>
            name="notes"
            label={t('unregistered.notes')}
            maxLength={SEED_LOT_LIMITS.notesMaxLength}
          />
          <p className="text-xs text-gray-600">{t('unregistered.claimNote')}</p>
          <FormError />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {create.isPending ? t('common.saving') : t('unregistered.submit')}
            </Button>
          </div>
        </Form>
      )}
    </Dialog>
  );
}
