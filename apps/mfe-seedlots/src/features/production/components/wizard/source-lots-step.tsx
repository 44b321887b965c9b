import { formatQuantity, SOURCE_QUANTITY, type SourceLotOption, type SourcePurpose, wizardOption } from '@seed/domain';
import { Button, Input, Select, TextLink } from '@seed/ui';
import type { TFunction } from 'i18next';
import { useId } from 'react';
import { useProductionTranslation } from '../../i18n';
import type { ProductionWizard } from './use-production-wizard';
import { hybridOffered } from './wizard-state';
import { RowNumber, unitText } from './wizard-ui';

/** The picker's text for a lot: id, crop - variety, generation and what is available. */
export function lotLabel(t: TFunction, option: SourceLotOption): string {
  return t('wizard.sources.option', {
    id: option.id,
    crop: option.crop_name,
    variety: option.variety_name ?? t('common.unknownVariety'),
    generation: option.generation || t('wizard.sources.noGeneration'),
    available: formatQuantity(option.available),
    unit: unitText(t, option.unit),
  });
}

const ROW_LABEL: Record<SourcePurpose, string> = {
  source: 'wizard.sources.lot',
  male_parent: 'wizard.sources.male',
  female_parent: 'wizard.sources.female',
};

/** Step 1 (spec 2 §5 "Production wizard source lots"): the lots and how much of each, or a hybrid cross's two parents. */
export function SourceLotsStep({ wizard }: { wizard: ProductionWizard }) {
  const { t } = useProductionTranslation();
  const { draft, sources } = wizard;
  const options = wizard.data.options;
  const hybridId = useId();

  if (options.length === 0) {
    return (
      <div className="space-y-2 rounded-md border border-dashed border-gray-300 p-6 text-center">
        <p className="text-sm text-gray-700">{t('wizard.sources.none')}</p>
        <TextLink underline="always" to="/seed-lots/source/new">
          {t('wizard.sources.addUnregistered')}
        </TextLink>
      </div>
    );
  }

  const chosenIds = draft.sources.map((row) => row.lotId).filter(Boolean);

  return (
    <div className="space-y-4">
      <p className="text-sm text-gray-600">
        {draft.hybrid ? t('wizard.sources.hybridIntro') : t('wizard.sources.intro')}
      </p>
      {hybridOffered(draft, options) && (
        <div className="flex items-center gap-3">
          <input
            id={hybridId}
            type="checkbox"
            className="size-5 rounded border-gray-300 accent-green-600"
            checked={draft.hybrid}
            onChange={(e) => sources.setHybrid(e.target.checked)}
          />
          <label htmlFor={hybridId} className="text-sm font-medium text-gray-900">
            {t('wizard.sources.hybridToggle')}
          </label>
        </div>
      )}
      {draft.sources.length === 0 && <p className="text-sm text-gray-500">{t('wizard.sources.empty')}</p>}
      <ul className="space-y-3">
        {draft.sources.map((row, i) => {
          const option = wizardOption(options, row.lotId);
          const n = i + 1;
          const name = t(ROW_LABEL[row.purpose]);
          const numbered = row.purpose === 'source';
          return (
            <li key={wizard.sourceKeys[i] ?? i}>
              <fieldset className="rounded-md border border-gray-200 p-3">
                <legend className="px-1 text-sm font-semibold text-gray-900">
                  {numbered ? t('wizard.sources.rowLegend', { n }) : name}
                </legend>
                <div className="grid gap-3 sm:grid-cols-12 sm:items-start">
                  <Select
                    className="sm:col-span-6"
                    label={
                      <>
                        {numbered ? name : t('wizard.sources.parentLot', { parent: name })}
                        {numbered && <RowNumber n={n} />}
                      </>
                    }
                    placeholder={t('wizard.sources.selectLot')}
                    value={row.lotId}
                    onChange={(e) => sources.chooseLot(i, e.target.value)}
                    options={options.map((o) => ({
                      value: o.id,
                      label: lotLabel(t, o),
                      disabled: o.id !== row.lotId && chosenIds.includes(o.id),
                    }))}
                  />
                  <Input
                    className="sm:col-span-3"
                    label={
                      <>
                        {numbered ? t('wizard.sources.quantity') : t('wizard.sources.parentQuantity', { parent: name })}
                        {numbered && <RowNumber n={n} />}
                      </>
                    }
                    type="number"
                    inputMode="decimal"
                    min={SOURCE_QUANTITY.min}
                    step={SOURCE_QUANTITY.step}
                    max={option?.available}
                    value={row.quantity}
                    onChange={(e) => sources.setQuantity(i, e.target.value)}
                    hint={
                      option
                        ? t('wizard.sources.available', {
                            available: formatQuantity(option.available),
                            unit: unitText(t, option.unit),
                          })
                        : undefined
                    }
                  />
                  <div className="flex flex-col gap-1.5 sm:col-span-2">
                    <span className="text-sm font-medium text-gray-900">{t('wizard.sources.unit')}</span>
                    <span className="flex h-11 items-center text-sm text-gray-700 sm:h-10" data-testid="source-unit">
                      {option ? unitText(t, option.unit) : '—'}
                    </span>
                  </div>
                  {!draft.hybrid && (
                    <div className="flex sm:col-span-1 sm:justify-end sm:pt-7">
                      <Button
                        variant="ghost"
                        size="sm"
                        className="text-red-700"
                        aria-label={t('wizard.sources.remove', { n })}
                        onClick={() => sources.remove(i)}
                      >
                        {t('wizard.remove')}
                      </Button>
                    </div>
                  )}
                </div>
              </fieldset>
            </li>
          );
        })}
      </ul>
      {!draft.hybrid && (
        <Button variant="secondary" onClick={sources.add}>
          {t('wizard.sources.add')}
        </Button>
      )}
    </div>
  );
}
