import type { ComponentPropsWithRef } from 'react';
import { cn } from '../cn';
import { Field, controlClasses, type FieldProps } from './field';

export interface InputProps extends Omit<ComponentPropsWithRef<'input'>, 'id'>, FieldProps {
  /** Classes for the wrapper holding label, input, hint and error. */
  className?: string;
  /** Classes for the <input> itself. */
  inputClassName?: string;
}

/** Text input with label, hint and error wired through aria-describedby and aria-invalid. */
export function Input({
  label,
  hint,
  error,
  id,
  className,
  inputClassName,
  'aria-describedby': describedBy,
  ...rest
}: InputProps) {
  return (
    <Field label={label} hint={hint} error={error} id={id} describedBy={describedBy} className={className}>
      {(control) => <input className={cn(controlClasses, 'h-11 sm:h-10', inputClassName)} {...rest} {...control} />}
    </Field>
  );
}
