import type { ComponentPropsWithRef } from 'react';
import { cn } from '../cn';
import { Field, controlClasses, type FieldProps } from './field';

export interface TextareaProps extends Omit<ComponentPropsWithRef<'textarea'>, 'id'>, FieldProps {
  /** Classes for the wrapper holding label, textarea, hint and error. */
  className?: string;
  /** Classes for the <textarea> itself. */
  textareaClassName?: string;
}

/** Multi-line text (notes, descriptions) with the same label, hint and error wiring as Input. */
export function Textarea({
  label,
  hint,
  error,
  id,
  className,
  textareaClassName,
  rows = 3,
  'aria-describedby': describedBy,
  ...rest
}: TextareaProps) {
  return (
    <Field label={label} hint={hint} error={error} id={id} describedBy={describedBy} className={className}>
      {(control) => (
        <textarea className={cn(controlClasses, 'py-2', textareaClassName)} rows={rows} {...rest} {...control} />
      )}
    </Field>
  );
}
