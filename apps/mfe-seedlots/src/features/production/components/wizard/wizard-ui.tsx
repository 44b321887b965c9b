import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';

/** A row's number for screen readers, so that each row's inputs have their own name ('Quantity 2'). */
export function RowNumber({ n }: { n: number }) {
  return <span className="sr-only"> {n}</span>;
}

/** A quantity's unit as the screen prints it ('packages', 'Kg'). */
export const unitText = (t: TFunction, unit: string | null | undefined) => (unit ? t(`units.${unit}`) : '');

/** A farm's area unit as the screen prints it (acres when the farm states none). */
export const areaUnitText = (t: TFunction, unit: string | null | undefined) =>
  t(`wizard.areaUnits.${unit ?? 'acres'}`, { defaultValue: unit ?? 'acres' });

/** A label and its value in a `dl`: side by side from the small breakpoint, stacked on a phone. */
export function SummaryRow({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-1.5 sm:grid-cols-3 sm:gap-2">
      <dt className="text-sm font-medium text-gray-500">{label}</dt>
      <dd className="min-w-0 text-sm break-words text-gray-900 sm:col-span-2">{children}</dd>
    </div>
  );
}
