import { useLayoutEffect, useRef, useState } from 'react';
import { useForm, type FieldValues, type Path, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import {
  issuesToFieldErrors,
  loadSchema,
  schemaResolver,
  type SchemaMapping,
  type SchemaSource,
} from './schema-resolver';

export interface UseSchemaFormOptions<V extends FieldValues, S extends z.ZodType>
  extends Omit<UseFormProps<V, unknown, z.output<S>>, 'resolver'>, SchemaMapping<V> {
  /** The schema of libs/domain the form is checked with (the spec's messages), or its loader. */
  schema: SchemaSource<S>;
}

/** The form's values, as react-hook-form holds them, with the schema's output submitted. */
export type SchemaForm<V extends FieldValues, S extends z.ZodType> = UseFormReturn<V, unknown, z.output<S>>;

/**
 * react-hook-form checked with a zod schema of libs/domain: field errors carry the schema's
 * messages, the first invalid field gets focus, and the submit handler receives the schema's
 * parsed output. The latest `schema`, `toInput` and `fieldOf` are used at each check, so the
 * steps of a wizard can each bring their own schema.
 */
export function useSchemaForm<V extends FieldValues, S extends z.ZodType>({
  schema,
  toInput,
  fieldOf,
  ...props
}: UseSchemaFormOptions<V, S>): SchemaForm<V, S> {
  const latest = useRef({ schema, mapping: { toInput, fieldOf } });
  // Checks run in event handlers, after this render has committed its schema and mapping.
  useLayoutEffect(() => {
    latest.current = { schema, mapping: { toInput, fieldOf } };
  });
  const [resolver] = useState(() =>
    schemaResolver<V, S>(
      () => latest.current.schema,
      () => latest.current.mapping,
    ),
  );
  return useForm<V, unknown, z.output<S>>({ ...props, resolver });
}

/**
 * Checks the form's current values with another schema and shows its messages under the
 * fields: for a second action on the same fields, such as "Email me a sign-in link" beside
 * "Sign in". Returns the schema's output, or null when a message is shown.
 */
export async function checkFormWith<V extends FieldValues, S extends z.ZodType>(
  form: UseFormReturn<V, unknown, unknown>,
  source: SchemaSource<S>,
  fieldOf?: SchemaMapping<V>['fieldOf'],
): Promise<z.output<S> | null> {
  const schema = await loadSchema(source);
  const result = await schema.safeParseAsync(form.getValues());
  form.clearErrors();
  if (result.success) return result.data;
  Object.entries(issuesToFieldErrors(result.error.issues, fieldOf)).forEach(([name, error], index) =>
    form.setError(name as Path<V>, error, { shouldFocus: index === 0 }),
  );
  return null;
}
