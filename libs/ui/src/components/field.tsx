import { useId, type ReactElement, type ReactNode } from 'react';
import { cn } from '../cn';
import { useMessage } from '../i18n/messages';

// Shared by Input and Select (not exported from the package): label, hint and error text,
// and the ids that tie them to the control.

export interface FieldProps {
  label: ReactNode;
  hint?: ReactNode;
  /** Error text (a contract message shows in the page's language); when set the control is marked aria-invalid and described by it. */
  error?: ReactNode;
  id?: string;
}

export interface FieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
}

export function Field({
  label,
  hint,
  error,
  id,
  describedBy,
  className,
  children,
}: FieldProps & {
  describedBy?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactElement;
}) {
  const message = useMessage();
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const hasError = error != null && error !== false && error !== '';
  const ids = [describedBy, hint ? hintId : undefined, hasError ? errorId : undefined].filter(Boolean).join(' ');

  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={controlId} className="text-sm font-medium text-gray-900">
        {label}
      </label>
      {children({ id: controlId, 'aria-describedby': ids || undefined, 'aria-invalid': hasError || undefined })}
      {hint && (
        <p id={hintId} className="text-sm text-gray-500">
          {hint}
        </p>
      )}
      {hasError && (
        <p id={errorId} className="text-sm text-red-600">
          {typeof error === 'string' ? message(error) : error}
        </p>
      )}
    </div>
  );
}

export const controlClasses =
  'block w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-base text-gray-900 shadow-xs sm:text-sm ' +
  'placeholder:text-gray-400 focus:border-green-600 focus:outline-2 focus:outline-offset-0 focus:outline-green-600/40 ' +
  'disabled:cursor-not-allowed disabled:bg-gray-100 disabled:text-gray-500 ' +
  'aria-invalid:border-red-500 aria-invalid:focus:border-red-600 aria-invalid:focus:outline-red-600/40';
