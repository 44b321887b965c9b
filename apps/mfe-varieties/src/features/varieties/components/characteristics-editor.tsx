import { Button, Input } from '@seed/ui';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { VarietyFormValues } from '../utils/form-values';

/**
 * The modal's characteristics key–value editor (spec 2): Add Field adds a row, each row can be
 * removed but at least one always remains; values typed as plain numbers are saved as numbers.
 */
export function CharacteristicsEditor() {
  const { t } = useTranslation();
  const { control, register } = useFormContext<VarietyFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'characteristics' });
  return (
    <fieldset className="space-y-2">
      <legend className="mb-1 text-sm font-medium text-gray-700">{t('form.characteristics')}</legend>
      <p className="text-xs text-gray-500">{t('form.characteristicsHint')}</p>
      <ul className="space-y-2" data-testid="characteristics-rows">
        {fields.map((field, index) => (
          <li key={field.id} className="grid grid-cols-[1fr_1fr_auto] items-end gap-2">
            <Input
              label={t('form.characteristicName', { n: index + 1 })}
              placeholder={t('form.characteristicNamePlaceholder')}
              {...register(`characteristics.${index}.key`)}
            />
            <Input
              label={t('form.characteristicValue', { n: index + 1 })}
              placeholder={t('form.characteristicValuePlaceholder')}
              {...register(`characteristics.${index}.value`)}
            />
            <Button
              variant="ghost"
              size="sm"
              aria-label={t('form.removeField', { n: index + 1 })}
              disabled={fields.length === 1}
              onClick={() => remove(index)}
            >
              ×
            </Button>
          </li>
        ))}
      </ul>
      <Button variant="secondary" size="sm" onClick={() => append({ key: '', value: '' })}>
        {t('form.addField')}
      </Button>
    </fieldset>
  );
}
