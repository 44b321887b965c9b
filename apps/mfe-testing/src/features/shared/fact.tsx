import type { ReactNode } from 'react';

/** The label column from the small breakpoint: each page's own, fitted to its longest label. */
const LABEL_COLUMN = {
  '9rem': 'sm:grid-cols-[9rem_1fr]',
  '10rem': 'sm:grid-cols-[10rem_1fr]',
  '11rem': 'sm:grid-cols-[11rem_1fr]',
} as const;

/** One fact of a description list: its label and value side by side, down to 360 px. */
export function Fact({
  label,
  labelWidth = '11rem',
  children,
}: {
  label: string;
  labelWidth?: keyof typeof LABEL_COLUMN;
  children: ReactNode;
}) {
  return (
    <div className={`grid grid-cols-[7rem_1fr] gap-2 text-sm ${LABEL_COLUMN[labelWidth]}`}>
      <dt className="text-gray-500">{label}</dt>
      <dd className="min-w-0 break-words text-gray-900">{children}</dd>
    </div>
  );
}
