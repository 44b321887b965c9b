import { FormInput } from '@seed/ui';
import type { FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/** The 10-digit phone field of a Form, with +91 inside the field (spec 1 §5: at most 10 characters). */
export function PhoneInput<V extends FieldValues>({ name }: { name: Path<V> }) {
  const { t } = useTranslation();
  return (
    <FormInput<V>
      name={name}
      label={t('common.phone')}
      prefix={t('common.countryCode')}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      maxLength={10}
    />
  );
}
