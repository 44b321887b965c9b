import type { ComponentPropsWithRef } from 'react';
import { cn } from '../cn';
import { SpinnerIcon } from './spinner';

const variants = {
  primary: 'bg-green-600 text-white hover:bg-green-700 focus-visible:outline-green-600',
  secondary: 'bg-white text-gray-900 ring-1 ring-inset ring-gray-300 hover:bg-gray-50 focus-visible:outline-green-600',
  ghost: 'bg-transparent text-gray-700 hover:bg-gray-100 focus-visible:outline-green-600',
  danger: 'bg-red-600 text-white hover:bg-red-700 focus-visible:outline-red-600',
} as const;

// md and lg keep a 44 px touch target on phones.
const sizes = {
  sm: 'h-9 px-3 text-sm gap-1.5',
  md: 'h-11 px-4 text-sm gap-2',
  lg: 'h-12 px-6 text-base gap-2',
} as const;

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, disables the button and sets aria-busy; the label stays visible. */
  loading?: boolean;
}

/** The classes of a button of `variant` and `size`: Button's, and ButtonLink's (a link that looks like one). */
export function buttonClasses({
  variant = 'primary',
  size = 'md',
  className,
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string | undefined } = {}): string {
  return cn(
    'inline-flex items-center justify-center rounded-md font-medium transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60',
    variants[variant],
    sizes[size],
    className,
  );
}

// React 19: `ref` is an ordinary prop, so it reaches the <button> without forwardRef.
/** Button with primary/secondary/ghost/danger variants, sizes and a loading spinner; type="button" by default. */
export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  disabled,
  type = 'button',
  className,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={buttonClasses({ variant, size, className })}
      {...rest}
    >
      {loading && <SpinnerIcon className="size-4" />}
      {children}
    </button>
  );
}
