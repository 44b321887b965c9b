import { loadApiContract } from '@seed/auth';
import { useApiMutation, useApiQuery } from '@seed/auth/query';
import {
  type Crop,
  INDIAN_STATES,
  type OrganizationVariety,
  SEASONS,
  VARIETY_LIMITS,
  VARIETY_VISIBILITIES,
  cropName,
} from '@seed/domain';
import {
  Button,
  Dialog,
  Form,
  FormError,
  FormInput,
  FormMessage,
  FormSelect,
  FormTextarea,
  notify,
  Select,
  useSchemaForm,
  pageLanguage,
} from '@seed/ui';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AFTER_CHANGE } from '../api/after-change';
import {
  EMPTY_VARIETY_FORM,
  fromVariety,
  prefillFromMaster,
  toCreateInput,
  toUpdateInput,
  VARIETY_FORM_FIELD_OF,
  type VarietyFormValues,
} from '../utils/form-values';
import { CharacteristicsEditor } from './characteristics-editor';

// The schemas the modal is checked with: the API's own, through the host's contract.
const loadCreate = async () => (await loadApiContract()).VarietyCreate;
const loadUpdate = async () => (await loadApiContract()).VarietyUpdate;

export interface VarietyFormDialogProps {
  /** The variety to edit; without one the dialog adds a variety. */
  variety?: OrganizationVariety;
  crops: readonly Crop[];
  onClose(): void;
  /** Called after a new variety was saved (not after an edit), before the dialog closes. */
  onAdded?(): void;
}

const checkboxClasses = 'size-4 rounded border-gray-300 text-green-600 focus-visible:outline-green-600';

/** The Add/Edit Variety modal of spec 2: import a master as edited, or a custom variety. */
export function VarietyFormDialog({ variety, crops, onClose, onAdded }: VarietyFormDialogProps) {
  const { t, i18n } = useTranslation();
  const language = pageLanguage(i18n);
  const editing = Boolean(variety);
  const create = useApiMutation('varieties', 'create', AFTER_CHANGE);
  const update = useApiMutation('varieties', 'update', AFTER_CHANGE);
  const form = useSchemaForm<VarietyFormValues, Awaited<ReturnType<typeof loadCreate | typeof loadUpdate>>>({
    schema: editing ? loadUpdate : loadCreate,
    toInput: editing ? toUpdateInput : toCreateInput,
    fieldOf: VARIETY_FORM_FIELD_OF,
    defaultValues: variety ? fromVariety(variety) : EMPTY_VARIETY_FORM,
  });
  const { control, register, setValue, getValues, reset } = form;
  const [source, cropId, states] = useWatch({ control, name: ['source', 'cropId', 'states'] });
  const importing = !editing && source === 'master';
  // The master varieties of the crop not imported yet, for the master select: one page of the
  // Discover tab, the largest the API gives.
  const masters = useApiQuery(
    'varieties',
    'list',
    { query: { tab: 'discover', crop: cropId || undefined, limit: 100 } },
    { enabled: importing && Boolean(cropId), select: (list) => list.discover },
  );
  const saving = create.isPending || update.isPending;

  const onCropChange = () => setValue('masterId', '');
  const onMasterChange = (masterId: string) => {
    const master = masters.data?.find((m) => m.id === masterId);
    if (master) reset(prefillFromMaster(getValues(), master), { keepDefaultValues: true, keepIsSubmitted: true });
  };

  const submit = (body: unknown) => {
    const done = (message: string) => () => {
      notify('success', message);
      onClose();
    };
    const failed = (error: Error) => form.setError('root.server', { message: error.message });
    if (variety) {
      update.mutate(
        { params: { id: variety.id }, body: body as Parameters<typeof update.mutate>[0]['body'] },
        { onSuccess: done(t('messages.updated')), onError: failed },
      );
    } else {
      create.mutate(
        { body: body as Parameters<typeof create.mutate>[0]['body'] },
        {
          onSuccess: () => {
            onAdded?.();
            done(t('messages.added'))();
          },
          onError: failed,
        },
      );
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={editing ? t('form.editTitle') : t('form.addTitle')}
      description={editing ? t('form.editDescription') : t('form.addDescription')}
      closeLabel={t('form.cancel')}
      className="max-w-2xl"
    >
      <Form form={form} onSubmit={submit} className="space-y-4" unexpectedErrorMessage={t('messages.unexpected')}>
        {!editing && (
          <fieldset>
            <legend className="mb-1 text-sm font-medium text-gray-700">{t('form.varietyType')}</legend>
            <div className="flex flex-col gap-2 sm:flex-row sm:gap-6">
              {(['master', 'custom'] as const).map((choice) => (
                <label key={choice} className="flex items-center gap-2 text-sm text-gray-800">
                  <input type="radio" value={choice} {...register('source')} />
                  {t(`form.source.${choice}`)}
                </label>
              ))}
            </div>
          </fieldset>
        )}

        <div className="grid gap-4 sm:grid-cols-2">
          {editing ? (
            <Select
              label={t('form.crop')}
              disabled
              value={variety?.crop_id}
              options={[{ value: variety?.crop_id ?? '', label: variety?.crop_name ?? '' }]}
              hint={t('form.cropReadOnly')}
            />
          ) : (
            <FormSelect<VarietyFormValues>
              name="cropId"
              label={t('form.crop')}
              placeholder={t('form.selectCrop')}
              options={crops.map((c) => ({ value: c.id, label: cropName(c, language) }))}
              onChange={onCropChange}
            />
          )}
          {importing && (
            <FormSelect<VarietyFormValues>
              name="masterId"
              label={t('form.masterVariety')}
              placeholder={
                !cropId
                  ? t('form.selectCropFirst')
                  : masters.isPending
                    ? t('form.loadingMasters')
                    : masters.data?.length
                      ? t('form.selectMaster')
                      : t('form.noMasters')
              }
              disabled={!cropId || !masters.data?.length}
              options={(masters.data ?? []).map((m) => ({ value: m.id, label: m.name }))}
              onChange={(e) => onMasterChange(e.target.value)}
            />
          )}
          <FormInput<VarietyFormValues> name="displayName" label={t('form.displayName')} autoComplete="off" />
          <FormInput<VarietyFormValues>
            name="maturityDays"
            label={t('form.maturityDays')}
            type="number"
            inputMode="numeric"
            min={VARIETY_LIMITS.minMaturityDays}
            max={VARIETY_LIMITS.maxMaturityDays}
            step={1}
          />
          <FormSelect<VarietyFormValues>
            name="visibility"
            label={t('form.visibility')}
            options={VARIETY_VISIBILITIES.map((v) => ({ value: v, label: t(`visibility.${v}`) }))}
            hint={t('form.visibilityHint')}
          />
        </div>

        <FormTextarea<VarietyFormValues> name="description" label={t('form.description')} />

        <fieldset>
          <legend className="mb-1 text-sm font-medium text-gray-700">{t('form.seasons')}</legend>
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            {SEASONS.map((season) => (
              <label key={season} className="flex items-center gap-2 text-sm text-gray-800">
                <input type="checkbox" className={checkboxClasses} value={season} {...register('seasons')} />
                {t(`seasons.${season}`)}
              </label>
            ))}
          </div>
        </fieldset>

        <fieldset>
          <legend className="mb-1 text-sm font-medium text-gray-700">
            {t('form.states', { count: states.length })}
          </legend>
          <div className="grid max-h-48 grid-cols-1 gap-x-4 gap-y-2 overflow-y-auto rounded-md border border-gray-200 p-3 sm:grid-cols-2 md:grid-cols-3">
            {INDIAN_STATES.map((state) => (
              <label key={state} className="flex items-center gap-2 text-sm text-gray-800">
                <input type="checkbox" className={checkboxClasses} value={state} {...register('states')} />
                {t(`states.${state}`)}
              </label>
            ))}
          </div>
          <FormMessage<VarietyFormValues> name="states" />
        </fieldset>

        <CharacteristicsEditor />
        <FormMessage<VarietyFormValues> name="characteristics" />

        <FormError />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" disabled={saving} aria-busy={saving || undefined}>
            {saving ? t('form.saving') : editing ? t('form.update') : t('form.add')}
          </Button>
        </div>
      </Form>
    </Dialog>
  );
}
