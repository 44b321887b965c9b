import type { HTMLAttributes } from 'react';
import { cn } from '../cn';

const tones = {
  green: 'bg-green-100 text-green-800 ring-green-600/20',
  yellow: 'bg-yellow-100 text-yellow-800 ring-yellow-600/20',
  red: 'bg-red-100 text-red-800 ring-red-600/20',
  gray: 'bg-gray-100 text-gray-700 ring-gray-500/20',
  blue: 'bg-blue-100 text-blue-800 ring-blue-600/20',
  purple: 'bg-purple-100 text-purple-800 ring-purple-600/20',
} as const;

export type BadgeTone = keyof typeof tones;

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone;
}

/** Small status pill in green, yellow, red, gray, blue or purple. */
export function Badge({ tone = 'gray', className, ...rest }: BadgeProps) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset',
        tones[tone],
        className,
      )}
      {...rest}
    />
  );
}

export interface StatusBadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** The status's colour as libs/domain's rules give it (lotStatusColor, manifestStatusColor …). */
  color: BadgeTone;
}

/** A status in the colour the spec gives it: `<StatusBadge color={manifestStatusColor(status)}>`. */
export function StatusBadge({ color, ...rest }: StatusBadgeProps) {
  return <Badge tone={color} {...rest} />;
}
