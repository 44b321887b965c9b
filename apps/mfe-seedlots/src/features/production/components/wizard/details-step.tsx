import { SEED_LOT_LIMITS, wizardDetails } from '@seed/domain';
import { Input, Textarea } from '@seed/ui';
import { useProductionTranslation } from '../../i18n';
import type { ProductionWizard } from './use-production-wizard';

/** Step 3 (spec 2 §4, §5 "Details"): crop and variety from the sources, the generation (suggested), dates, notes. */
export function DetailsStep({ wizard }: { wizard: ProductionWizard }) {
  const { t } = useProductionTranslation();
  const { draft, setDetail } = wizard;
  const details = wizardDetails(draft, wizard.data.options);

  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Input
          label={t('wizard.details.crop')}
          value={details.cropName ?? ''}
          placeholder={t('wizard.details.fromSources')}
          readOnly
          inputClassName="bg-gray-50"
          hint={draft.hybrid ? t('wizard.details.cropHybrid') : t('wizard.details.cropHint')}
        />
        <Input
          label={t('wizard.details.variety')}
          value={
            draft.hybrid
              ? t('wizard.details.noVariety')
              : (details.varietyName ?? (details.cropId ? t('common.unknownVariety') : ''))
          }
          placeholder={t('wizard.details.fromSources')}
          readOnly
          inputClassName="bg-gray-50"
          hint={draft.hybrid ? t('wizard.details.varietyHybrid') : undefined}
        />
        <Input
          label={t('wizard.details.generation')}
          value={details.generation}
          readOnly={draft.hybrid}
          inputClassName={draft.hybrid ? 'bg-gray-50' : undefined}
          maxLength={SEED_LOT_LIMITS.generationMaxLength}
          placeholder={t('wizard.details.generationPlaceholder')}
          onChange={(e) => setDetail('generation', e.target.value)}
          hint={
            draft.hybrid
              ? t('wizard.details.generationHybrid')
              : details.previousGeneration
                ? t('wizard.details.generationSuggested', {
                    previous: details.previousGeneration,
                    suggestion: details.suggestedGeneration,
                  })
                : t('wizard.details.generationFirst', { suggestion: details.suggestedGeneration })
          }
        />
        <div className="hidden sm:block" />
        <Input
          label={t('wizard.details.plantingDate')}
          type="date"
          value={draft.plantingDate}
          onChange={(e) => setDetail('plantingDate', e.target.value)}
        />
        <Input
          label={t('wizard.details.expectedHarvestDate')}
          type="date"
          min={draft.plantingDate || undefined}
          value={draft.expectedHarvestDate}
          onChange={(e) => setDetail('expectedHarvestDate', e.target.value)}
        />
      </div>
      <Textarea
        label={t('wizard.details.notes')}
        maxLength={SEED_LOT_LIMITS.notesMaxLength}
        value={draft.notes}
        onChange={(e) => setDetail('notes', e.target.value)}
      />
    </div>
  );
}
