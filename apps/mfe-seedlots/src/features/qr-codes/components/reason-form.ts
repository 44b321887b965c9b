import { type ApiContract, ApiError, loadApiContract } from '@seed/auth';
import type { QrCode } from '@seed/domain';
import { type SchemaForm, useSchemaForm } from '@seed/ui';
import type { FieldValues, Path } from 'react-hook-form';
import { useDeactivateCode } from '../api/qr-code-mutations';

/**
 * A refusal of the server on a dialog's form, in the API's own words: a bad input (400) belongs to
 * the reason field, anything else (not the grower, code gone, already deactivated) to the form's
 * banner (FormError).
 */
export function showRefusal<V extends FieldValues & { reason: string }>(
  form: Pick<SchemaForm<V, ApiContract['QrCodeDeactivate']>, 'setError'>,
  error: Error,
) {
  if (error instanceof ApiError && error.status === 400) form.setError('reason' as Path<V>, { message: error.message });
  else form.setError('root.server', { message: error.message });
}

/** The reason of a dialog that deactivates one code. */
export interface DeactivateValues {
  reason: string;
}

const loadDeactivateSchema = async () => (await loadApiContract()).QrCodeDeactivate;

/**
 * The form of a dialog that deactivates one code (the lot's, or a packet's): the reason is
 * checked with the contract's QrCodeDeactivate before it is sent (its message under the field,
 * which takes the keyboard back), and the server's refusals land where showRefusal puts them.
 * A message stays until the next try, as the user fixes it.
 */
export function useDeactivateCodeForm() {
  const deactivate = useDeactivateCode();
  const form = useSchemaForm<DeactivateValues, Awaited<ReturnType<typeof loadDeactivateSchema>>>({
    schema: loadDeactivateSchema,
    defaultValues: { reason: '' },
    reValidateMode: 'onSubmit',
  });

  /** Form's onSubmit for one code: sends the reason as typed. */
  const submit = (codeId: string, onDeactivated: (code: QrCode) => void) => () =>
    deactivate.mutate(
      { params: { codeId }, body: { reason: form.getValues('reason') } },
      { onSuccess: onDeactivated, onError: (e) => showRefusal(form, e) },
    );

  return { form, submit, pending: deactivate.isPending };
}
