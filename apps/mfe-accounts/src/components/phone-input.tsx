import { Input } from '@seed/ui';
import { useTranslation } from 'react-i18next';

/** The 10-digit phone field shown with its +91 prefix (spec 1 §5: at most 10 characters). */
export function PhoneInput({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex items-end gap-2">
      <span className="mb-2.5 text-sm text-gray-700" aria-hidden="true">
        {t('common.countryCode')}
      </span>
      <Input
        className="flex-1"
        label={t('common.phone')}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={10}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}
