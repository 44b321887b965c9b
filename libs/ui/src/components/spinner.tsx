import type { HTMLAttributes } from 'react';
import { cn } from '../cn';

const sizes = { sm: 'size-4', md: 'size-6', lg: 'size-10' } as const;

export type SpinnerSize = keyof typeof sizes;

export interface SpinnerProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** Text read by screen readers; visually hidden. */
  label?: string;
  size?: SpinnerSize;
}

/** The spinning circle alone, decorative; used by Spinner and Button. */
export function SpinnerIcon({ className }: { className?: string }) {
  return (
    <svg className={cn('animate-spin', className)} viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="4" className="opacity-25" />
      <path fill="currentColor" className="opacity-75" d="M4 12a8 8 0 0 1 8-8v4a4 4 0 0 0-4 4H4z" />
    </svg>
  );
}

/** Loading indicator with role="status" and a visually hidden label (default "Loading..."). */
export function Spinner({ label = 'Loading...', size = 'md', className, ...rest }: SpinnerProps) {
  return (
    <span role="status" className={cn('inline-flex items-center text-green-600', className)} {...rest}>
      <SpinnerIcon className={sizes[size]} />
      <span className="sr-only">{label}</span>
    </span>
  );
}
