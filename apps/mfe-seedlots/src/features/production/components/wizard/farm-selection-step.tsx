import {
  canRemoveFarm,
  contributionSum,
  contributionWarning,
  FARM_CONTRIBUTION,
  PRODUCTION_MESSAGES,
  wizardFarm,
  wizardFarmPercentages,
} from '@seed/domain';
import { Button, Input, Select, TextLink, useMessage } from '@seed/ui';
import { useProductionTranslation } from '../../i18n';
import type { ProductionWizard } from './use-production-wizard';
import { areaUnitText, RowNumber } from './wizard-ui';

/** Step 2 (spec 2 §5 "Farm contributions"): the farms, the area used on each and the share it makes. */
export function FarmSelectionStep({ wizard }: { wizard: ProductionWizard }) {
  const { t } = useProductionTranslation();
  const m = useMessage();
  const { draft } = wizard;
  const rows = wizard.farms;
  const farms = wizard.data.farms;

  if (farms.length === 0) {
    return (
      <div className="space-y-2 rounded-md border border-dashed border-gray-300 p-6 text-center">
        <p className="text-sm text-gray-700">{m(PRODUCTION_MESSAGES.noFarms)}</p>
        <TextLink underline="always" to="/farms/new">
          {t('wizard.farms.createFarm')}
        </TextLink>
      </div>
    );
  }

  const percentages = wizardFarmPercentages(draft, farms);
  const sum = contributionSum(percentages);
  const chosen = draft.farms.map((row) => row.farmId);
  const removable = canRemoveFarm(draft.farms.length);

  return (
    <div className="space-y-4">
      <p className="text-sm text-gray-600">{t('wizard.farms.intro')}</p>
      {draft.farms.length === 0 && <p className="text-sm text-gray-500">{t('wizard.farms.empty')}</p>}
      <ul className="space-y-3">
        {draft.farms.map((row, i) => {
          const farm = wizardFarm(farms, row.farmId);
          const n = i + 1;
          const unit = areaUnitText(t, farm?.area_unit);
          return (
            <li key={wizard.farmKeys[i] ?? i}>
              <fieldset className="rounded-md border border-gray-200 p-3">
                <legend className="px-1 text-sm font-semibold text-gray-900">
                  {t('wizard.farms.rowLegend', { n })}
                </legend>
                <div className="grid gap-3 sm:grid-cols-12 sm:items-start">
                  <Select
                    className="sm:col-span-5"
                    label={
                      <>
                        {t('wizard.farms.farm')}
                        <RowNumber n={n} />
                      </>
                    }
                    placeholder={t('wizard.farms.selectFarm')}
                    value={row.farmId}
                    onChange={(e) => rows.choose(i, e.target.value)}
                    options={farms.map((f) => ({
                      value: f.id,
                      label: f.name,
                      disabled: f.id !== row.farmId && chosen.includes(f.id),
                    }))}
                    hint={farm?.address ?? undefined}
                  />
                  <Input
                    className="sm:col-span-3"
                    label={
                      <>
                        {t('wizard.farms.areaUsed', { unit })}
                        <RowNumber n={n} />
                      </>
                    }
                    type="number"
                    inputMode="decimal"
                    min={FARM_CONTRIBUTION.minArea}
                    max={farm?.total_area ?? undefined}
                    step={0.1}
                    value={row.areaUsed}
                    onChange={(e) => rows.setArea(i, e.target.value)}
                    onBlur={() => rows.clampArea(i)}
                    hint={
                      farm?.total_area != null
                        ? t('wizard.farms.ofTotal', { total: farm.total_area, unit })
                        : t('wizard.farms.noTotal')
                    }
                  />
                  <Input
                    className="sm:col-span-2"
                    label={
                      <>
                        {t('wizard.farms.percentage')}
                        <RowNumber n={n} />
                      </>
                    }
                    readOnly
                    value={t('wizard.percent', { value: percentages[i] ?? 0 })}
                    inputClassName="bg-gray-50"
                  />
                  <div className="flex sm:col-span-2 sm:justify-end sm:pt-7">
                    <Button
                      variant="ghost"
                      size="sm"
                      className="text-red-700"
                      disabled={!removable}
                      aria-label={t('wizard.farms.remove', { n })}
                      onClick={() => rows.remove(i)}
                    >
                      {t('wizard.remove')}
                    </Button>
                  </div>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ul>
      {draft.farms.length > 0 && (
        <div className="space-y-2">
          <p className="text-sm font-medium text-gray-900" aria-live="polite" data-testid="contribution-sum">
            {t('wizard.farms.total', { value: sum })}
          </p>
          {contributionWarning(sum) && (
            <p className="rounded-md border border-yellow-200 bg-yellow-50 p-3 text-sm text-yellow-800" role="status">
              {t('wizard.farms.sumWarning', { value: sum })}
            </p>
          )}
        </div>
      )}
      <Button variant="secondary" onClick={rows.add}>
        {t('wizard.farms.add')}
      </Button>
    </div>
  );
}
