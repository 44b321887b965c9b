import { FormInput } from '@seed/ui';
import type { FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/** The 10-digit phone field of a Form, shown with its +91 prefix (spec 1 §5: at most 10 characters). */
export function PhoneInput<V extends FieldValues>({ name }: { name: Path<V> }) {
  const { t } = useTranslation();
  return (
    <div className="flex items-start gap-2">
      {/* Level with the input (below its label), also when a message shows under the input. */}
      <span className="mt-[2.375rem] text-sm text-gray-700 sm:mt-9" aria-hidden="true">
        {t('common.countryCode')}
      </span>
      <FormInput<V>
        name={name}
        className="flex-1"
        label={t('common.phone')}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={10}
      />
    </div>
  );
}
