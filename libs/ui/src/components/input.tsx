import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cn } from '../cn';
import { Field, controlClasses, type FieldProps } from './field';

export interface InputProps extends Omit<ComponentPropsWithRef<'input'>, 'id' | 'prefix'>, FieldProps {
  /** Classes for the wrapper holding label, input, hint and error. */
  className?: string;
  /** Classes for the <input> itself. */
  inputClassName?: string;
  /** Fixed text shown inside the field before what is typed (a country code, '+91'); read out with the field. */
  prefix?: ReactNode;
}

/** Text input with label, hint and error wired through aria-describedby and aria-invalid. */
export function Input({
  label,
  hint,
  error,
  id,
  className,
  inputClassName,
  prefix,
  style,
  'aria-describedby': describedBy,
  ...rest
}: InputProps) {
  return (
    <Field label={label} hint={hint} error={error} id={id} describedBy={describedBy} className={className}>
      {(control) => {
        const input = (extra?: { prefixId: string }) => (
          <input
            className={cn(controlClasses, 'h-11 sm:h-10', inputClassName)}
            // An inline start padding makes room for the prefix whatever padding class the control has.
            style={extra ? { ...style, paddingInlineStart: '3rem' } : style}
            {...rest}
            {...control}
            aria-describedby={
              extra
                ? [extra.prefixId, control['aria-describedby']].filter(Boolean).join(' ')
                : control['aria-describedby']
            }
          />
        );
        if (prefix == null || prefix === false) return input();
        const prefixId = `${control.id}-prefix`;
        return (
          <div className="relative">
            <span
              id={prefixId}
              className="pointer-events-none absolute inset-y-0 start-0 flex items-center ps-3 text-base text-gray-600 sm:text-sm"
            >
              {prefix}
            </span>
            {input({ prefixId })}
          </div>
        );
      }}
    </Field>
  );
}
