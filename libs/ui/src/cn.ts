/** A value `cn` accepts: falsy values are dropped, so `cond && 'class'` works. */
export type ClassValue = string | false | null | undefined | 0;

/**
 * Joins class names, skipping falsy values. It does not resolve conflicting Tailwind
 * utilities: a caller's `className` is appended, so override only what the component leaves unset.
 */
export function cn(...classes: ClassValue[]): string {
  return classes.filter(Boolean).join(' ');
}
