import type { ComponentPropsWithRef } from 'react';
import { cn } from '../cn';
import { Field, controlClasses, type FieldProps } from './field';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<ComponentPropsWithRef<'select'>, 'id'>, FieldProps {
  /** Options to render; alternatively pass <option> elements as children. */
  options?: readonly SelectOption[];
  /** Text of a first, empty-valued option shown while nothing is chosen. */
  placeholder?: string;
  /** Classes for the wrapper holding label, select, hint and error. */
  className?: string;
  /** Classes for the <select> itself. */
  selectClassName?: string;
}

/** Native select with the same label, hint and error wiring as Input. */
export function Select({
  label,
  hint,
  error,
  id,
  options,
  placeholder,
  className,
  selectClassName,
  children,
  'aria-describedby': describedBy,
  ...rest
}: SelectProps) {
  return (
    <Field label={label} hint={hint} error={error} id={id} describedBy={describedBy} className={className}>
      {(control) => (
        <select className={cn(controlClasses, 'h-11 pr-8 sm:h-10', selectClassName)} {...rest} {...control}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options?.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
          {children}
        </select>
      )}
    </Field>
  );
}
