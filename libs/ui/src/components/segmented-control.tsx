import type { ReactNode } from 'react';
import { cn } from '../cn';

export interface SegmentedOption<V extends string> {
  value: V;
  label: ReactNode;
}

export interface SegmentedControlProps<V extends string> {
  options: readonly SegmentedOption<V>[];
  value: V;
  // NoInfer: V comes from the options and the value; a state setter passed here must accept it.
  onValueChange(value: NoInfer<V>): void;
  /** Accessible name of the group, e.g. "View mode". */
  label: string;
  className?: string;
}

// A row of toggle buttons (aria-pressed) rather than tabs: the choice changes how one list is
// shown (grid or map, a tab filter kept in the URL) instead of switching between panels.
/** Joined toggle buttons choosing one of a few views of the same content, e.g. grid or map. */
export function SegmentedControl<V extends string>({
  options,
  value,
  onValueChange,
  label,
  className,
}: SegmentedControlProps<V>) {
  return (
    <div role="group" aria-label={label} className={cn('inline-flex rounded-md border border-gray-300', className)}>
      {options.map((option) => {
        const pressed = option.value === value;
        return (
          <button
            key={option.value}
            type="button"
            aria-pressed={pressed}
            onClick={() => {
              if (!pressed) onValueChange(option.value);
            }}
            className={cn(
              'px-3 py-2 text-sm font-medium first:rounded-l-md last:rounded-r-md',
              'focus-visible:relative focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-600',
              pressed ? 'bg-green-700 text-white' : 'bg-white text-gray-700 hover:bg-gray-50',
            )}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
