export { LotStatusBadge, LotTypeBadge, ManifestStatusBadge } from '../lot-badges';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { displayDate } from './derived';

/** 'crop - variety', with the spec's fallbacks for a missing crop or variety. */
export const cropVariety = (t: TFunction, crop: string | null, variety: string | null) =>
  t('detail.cropVariety', { crop: crop ?? t('detail.unknownCrop'), variety: variety ?? t('detail.unknownVariety') });

/** A quantity's unit as the screen prints it. */
export const unitLabel = (t: TFunction, unit: string | null) => (unit ? t(`units.${unit}`) : '');

/** A label and its value in a `dl`: side by side from the small breakpoint, stacked on a phone. */
export function Row({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-1.5 sm:grid-cols-3 sm:gap-2">
      <dt className="text-sm font-medium text-gray-500">{label}</dt>
      <dd className="min-w-0 text-sm break-words text-gray-900 sm:col-span-2">{children}</dd>
    </div>
  );
}

/** A date as 'MMM d, yyyy' in a `time` element, or the fallback text when there is none. */
export function DateText({ value, fallback }: { value: string | null | undefined; fallback: string }) {
  if (!value) return <span className="text-gray-500">{fallback}</span>;
  return <time dateTime={value}>{displayDate(value)}</time>;
}
