import { useId } from 'react';
import { get, useFormContext, useFormState, type FieldValues, type Path } from 'react-hook-form';

export interface FormRadioGroupProps<V extends FieldValues> {
  name: Path<V>;
  legend: string;
  options: readonly { value: string; label: string }[];
}

/**
 * A choice of a few radio buttons registered with the surrounding Form (libs/ui has no radio
 * group): a fieldset named by its legend, the schema's message under it, tied to each radio with
 * aria-describedby and aria-invalid as FormInput ties its own, so a screen reader reads it on the
 * radio that gets focus. Each option is a 44 px target on a phone.
 */
export function FormRadioGroup<V extends FieldValues>({ name, legend, options }: FormRadioGroupProps<V>) {
  const { register } = useFormContext<V>();
  const { errors } = useFormState<V>({ name });
  const raw: unknown = (get(errors, name) as { message?: unknown } | undefined)?.message;
  const message = typeof raw === 'string' && raw ? raw : undefined;
  const messageId = `${useId()}-error`;
  return (
    <fieldset className="space-y-2" aria-describedby={message ? messageId : undefined}>
      <legend className="text-sm font-medium text-gray-900">{legend}</legend>
      <div className="flex flex-wrap gap-x-6 gap-y-1">
        {options.map((option) => (
          <label
            key={option.value}
            className="flex min-h-11 items-center gap-3 text-sm text-gray-900 sm:min-h-0 sm:py-1"
          >
            <input
              type="radio"
              value={option.value}
              className="size-4 accent-green-600"
              aria-invalid={message ? true : undefined}
              aria-describedby={message ? messageId : undefined}
              {...register(name)}
            />
            {option.label}
          </label>
        ))}
      </div>
      {message && (
        <p id={messageId} data-field-message className="text-sm text-red-600">
          {message}
        </p>
      )}
    </fieldset>
  );
}
