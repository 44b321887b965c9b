import { useRef, type ComponentPropsWithRef, type FormEvent } from 'react';
import {
  FormProvider,
  get,
  useFormContext,
  useFormState,
  type FieldErrors,
  type FieldValues,
  type Path,
  type SubmitHandler,
  type UseFormReturn,
} from 'react-hook-form';
import { cn } from '../cn';
import { ErrorBanner } from './error-banner';
import { Input, type InputProps } from './input';
import { Select, type SelectProps } from './select';
import { Textarea, type TextareaProps } from './textarea';

export interface FormProps<V extends FieldValues, O> extends Omit<ComponentPropsWithRef<'form'>, 'onSubmit'> {
  /** The form of useSchemaForm (or useForm). */
  form: UseFormReturn<V, unknown, O>;
  /** Called with the schema's output once every field is valid. */
  onSubmit: SubmitHandler<O>;
  /** Shown in FormError when checking or submitting fails unexpectedly; English by default. */
  unexpectedErrorMessage?: string;
}

/**
 * A <form> wired to react-hook-form: fields below it register through context, the browser's
 * own validation is off (the schema's messages show under the fields instead), and when the
 * first problem is not a focusable field (a map, a list) it is scrolled into view. A failure
 * nobody caught (the schema did not load, the submit handler threw) shows in FormError.
 */
export function Form<V extends FieldValues, O>({
  form,
  onSubmit,
  unexpectedErrorMessage = 'An error occurred',
  children,
  ...rest
}: FormProps<V, O>) {
  const element = useRef<HTMLFormElement>(null);
  const revealFirstProblem = () =>
    requestAnimationFrame(() => {
      const active = document.activeElement;
      if (active?.getAttribute('aria-invalid') === 'true') return;
      element.current?.querySelector('[data-field-message]')?.scrollIntoView?.({ block: 'center' });
    });
  const submit = (event: FormEvent<HTMLFormElement>) =>
    form
      .handleSubmit(
        onSubmit,
        revealFirstProblem,
      )(event)
      .catch((error: unknown) => {
        console.error(error);
        form.setError('root.unexpected', { message: unexpectedErrorMessage });
      });
  return (
    <FormProvider {...form}>
      <form ref={element} noValidate onSubmit={(event) => void submit(event)} {...rest}>
        {children}
      </form>
    </FormProvider>
  );
}

/** The message of a field's error, if any. */
function messageOf(errors: FieldErrors, name: string): string | undefined {
  const message: unknown = (get(errors, name) as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && message ? message : undefined;
}

export interface FormInputProps<V extends FieldValues> extends Omit<
  InputProps,
  'name' | 'error' | 'value' | 'defaultValue'
> {
  name: Path<V>;
}

/** An Input registered with the surrounding Form: its error shows under it, with aria-invalid and aria-describedby. */
export function FormInput<V extends FieldValues>({ name, onChange, onBlur, ...rest }: FormInputProps<V>) {
  const { register } = useFormContext<V>();
  const { errors } = useFormState<V>({ name });
  return <Input {...rest} {...register(name, { onChange, onBlur })} error={messageOf(errors, name)} />;
}

export interface FormSelectProps<V extends FieldValues> extends Omit<
  SelectProps,
  'name' | 'error' | 'value' | 'defaultValue'
> {
  name: Path<V>;
}

/** A Select registered with the surrounding Form, wired like FormInput. */
export function FormSelect<V extends FieldValues>({ name, onChange, onBlur, ...rest }: FormSelectProps<V>) {
  const { register } = useFormContext<V>();
  const { errors } = useFormState<V>({ name });
  return <Select {...rest} {...register(name, { onChange, onBlur })} error={messageOf(errors, name)} />;
}

export interface FormTextareaProps<V extends FieldValues> extends Omit<
  TextareaProps,
  'name' | 'error' | 'value' | 'defaultValue'
> {
  name: Path<V>;
}

/** A Textarea registered with the surrounding Form, wired like FormInput. */
export function FormTextarea<V extends FieldValues>({ name, onChange, onBlur, ...rest }: FormTextareaProps<V>) {
  const { register } = useFormContext<V>();
  const { errors } = useFormState<V>({ name });
  return <Textarea {...rest} {...register(name, { onChange, onBlur })} error={messageOf(errors, name)} />;
}

export interface FormMessageProps<V extends FieldValues> {
  /** The field whose error to show: one without an input of its own (map points, a list of rows). */
  name: Path<V>;
  /** Lets the field's own widget point at the message with aria-describedby. */
  id?: string;
  className?: string;
}

/** The error of a field that has no Input or Select (e.g. boundary points drawn on a map), shown where that field is. */
export function FormMessage<V extends FieldValues>({ name, id, className }: FormMessageProps<V>) {
  const { errors } = useFormState<V>({ name });
  // A field array's own error (too few rows) sits at `<name>.root`, beside its rows' errors.
  const message = messageOf(errors, name) ?? messageOf(errors, `${name}.root`);
  if (!message) return null;
  return (
    <p id={id} data-field-message className={cn('text-sm text-red-600', className)}>
      {message}
    </p>
  );
}

/**
 * The form's own errors in a banner: a schema issue that belongs to no field, and what the
 * server answered, set with `form.setError('root.server', { message })`.
 */
export function FormError({ className }: { className?: string }) {
  const { errors } = useFormState();
  const root = errors.root as (FieldErrors['root'] & Record<string, { message?: unknown }>) | undefined;
  if (!root) return null;
  const messages = [root.message, ...Object.values(root).map((entry) => (entry as { message?: unknown })?.message)];
  const unique = [...new Set(messages.filter((m): m is string => typeof m === 'string' && m !== ''))];
  if (unique.length === 0) return null;
  return <ErrorBanner className={className} message={unique.join(' ')} />;
}
