import { toNestErrors, validateFieldsNatively } from '@hookform/resolvers';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A zod schema, or a function that loads it. Remotes pass a loader: they reach the contract
 * through @seed/auth's loadApiContract, so the schema (and zod) is the host's copy.
 */
export type SchemaSource<S extends z.ZodType = z.ZodType> = S | (() => S | Promise<S>);

/** How a form's values meet a schema written for the API body. */
export interface SchemaMapping<V> {
  /** The body the schema checks, when the form holds it differently (text for numbers, map points for a polygon). */
  toInput?: (values: V) => unknown;
  /** The form field an issue belongs to, by the first key of its path; unmapped paths name fields as they are. */
  fieldOf?: Readonly<Record<string, string>>;
}

/** The schema itself, loading it first when given a loader. */
export async function loadSchema<S extends z.ZodType>(source: SchemaSource<S>): Promise<S> {
  // A zod schema is an object, never a function, so a function is always a loader.
  const schema: unknown = typeof source === 'function' ? await source() : source;
  // A remote newer than the host asks the host's contract for a schema it does not have yet.
  if (typeof (schema as { safeParseAsync?: unknown } | undefined)?.safeParseAsync !== 'function') {
    throw new Error('The form schema did not load: is the portal (shell) older than this screen?');
  }
  return schema as S;
}

/**
 * The first issue of each field, keyed by the field's path ('rows.0.lot' for a field array),
 * in the schema's order, which is the spec's order of its messages. An issue without a path
 * is the form's own ('root').
 */
export function issuesToFieldErrors(
  issues: readonly z.core.$ZodIssue[],
  fieldOf?: SchemaMapping<unknown>['fieldOf'],
): Record<string, FieldError> {
  const errors: Record<string, FieldError> = {};
  for (const issue of issues) {
    const path = issue.path.map(String);
    const mapped = path[0] === undefined ? undefined : fieldOf?.[path[0]];
    const field = mapped ?? (path.length > 0 ? path.join('.') : 'root');
    errors[field] ??= { type: issue.code, message: issue.message };
  }
  return errors;
}

/**
 * A react-hook-form resolver for a schema of libs/domain: the values (or `toInput` of them)
 * are parsed with the schema's own methods, so the remote never imports zod itself, and each
 * issue becomes the error of its field. On success the form submits the schema's output.
 * `getSource` is read at every validation, so a form can change schema with its step.
 */
export function schemaResolver<V extends FieldValues, S extends z.ZodType>(
  getSource: () => SchemaSource<S>,
  getMapping: () => SchemaMapping<V> = () => ({}),
): Resolver<V, unknown, z.output<S>> {
  return async (values, _context, options) => {
    const schema = await loadSchema(getSource());
    const { toInput, fieldOf } = getMapping();
    const result = await schema.safeParseAsync(toInput ? toInput(values) : values);
    if (result.success) {
      if (options.shouldUseNativeValidation) validateFieldsNatively({}, options);
      return { values: result.data, errors: {} };
    }
    return { values: {}, errors: toNestErrors(issuesToFieldErrors(result.error.issues, fieldOf), options) };
  };
}
