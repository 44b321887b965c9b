import {
  formatQuantity,
  wizardDetails,
  wizardFarm,
  wizardFarmAreas,
  wizardFarmPercentages,
  wizardOption,
} from '@seed/domain';
import { useProductionTranslation } from '../../i18n';
import { displayDate } from '../../../lots/components/detail/derived';
import type { ProductionWizard } from './use-production-wizard';
import { areaUnitText, SummaryRow, unitText } from './wizard-ui';

/** Step 4: everything entered, before 'Create Production Lot'. */
export function ReviewStep({ wizard }: { wizard: ProductionWizard }) {
  const { t } = useProductionTranslation();
  const { draft, data } = wizard;
  const details = wizardDetails(draft, data.options);
  const areas = wizardFarmAreas(draft, data.farms);
  const percentages = wizardFarmPercentages(draft, data.farms);
  const none = t('wizard.review.none');

  return (
    <div className="space-y-6">
      <section aria-labelledby="review-sources" className="space-y-2">
        <h3 id="review-sources" className="text-sm font-semibold text-gray-900">
          {draft.hybrid ? t('wizard.review.hybridSources') : t('wizard.review.sources')}
        </h3>
        <ul className="divide-y divide-gray-100 rounded-md border border-gray-200" data-testid="review-sources">
          {draft.sources.map((row, i) => {
            const option = wizardOption(data.options, row.lotId);
            return (
              <li
                key={wizard.sourceKeys[i] ?? i}
                className="flex flex-col gap-1 p-3 text-sm sm:flex-row sm:justify-between"
              >
                <span className="min-w-0 break-words">
                  {row.purpose !== 'source' && (
                    <span className="font-medium">
                      {t(row.purpose === 'male_parent' ? 'wizard.sources.male' : 'wizard.sources.female')}:{' '}
                    </span>
                  )}
                  <span className="font-mono">{row.lotId}</span>
                  {option && (
                    <span className="text-gray-600">
                      {' '}
                      · {option.crop_name} - {option.variety_name ?? t('common.unknownVariety')}
                    </span>
                  )}
                </span>
                <span className="font-medium text-gray-900">
                  {row.quantity} {unitText(t, option?.unit)}
                </span>
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="review-farms" className="space-y-2">
        <h3 id="review-farms" className="text-sm font-semibold text-gray-900">
          {t('wizard.review.farms')}
        </h3>
        <ul className="divide-y divide-gray-100 rounded-md border border-gray-200" data-testid="review-farms">
          {draft.farms.map((row, i) => {
            const farm = wizardFarm(data.farms, row.farmId);
            return (
              <li
                key={wizard.farmKeys[i] ?? i}
                className="flex flex-col gap-1 p-3 text-sm sm:flex-row sm:justify-between"
              >
                <span className="min-w-0 break-words font-medium">{farm?.name ?? none}</span>
                <span className="text-gray-900">
                  {t('wizard.review.farmShare', {
                    area: formatQuantity(areas[i] ?? 0),
                    unit: areaUnitText(t, farm?.area_unit),
                    percentage: percentages[i] ?? 0,
                  })}
                </span>
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="review-details" className="space-y-2">
        <h3 id="review-details" className="text-sm font-semibold text-gray-900">
          {t('wizard.review.details')}
        </h3>
        <dl className="rounded-md border border-gray-200 px-3 py-1" data-testid="review-details">
          <SummaryRow label={t('wizard.details.crop')}>{details.cropName ?? none}</SummaryRow>
          <SummaryRow label={t('wizard.details.variety')}>
            {draft.hybrid ? t('wizard.details.noVariety') : (details.varietyName ?? t('common.unknownVariety'))}
          </SummaryRow>
          <SummaryRow label={t('wizard.details.generation')}>{details.generation}</SummaryRow>
          <SummaryRow label={t('wizard.details.plantingDate')}>
            {draft.plantingDate ? displayDate(draft.plantingDate) : none}
          </SummaryRow>
          <SummaryRow label={t('wizard.details.expectedHarvestDate')}>
            {draft.expectedHarvestDate ? displayDate(draft.expectedHarvestDate) : none}
          </SummaryRow>
          <SummaryRow label={t('wizard.details.notes')}>
            <span className="whitespace-pre-line">{draft.notes.trim() || none}</span>
          </SummaryRow>
        </dl>
      </section>
    </div>
  );
}
