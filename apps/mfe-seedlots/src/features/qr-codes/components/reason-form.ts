import { ApiError, loadApiContract } from '@seed/auth';
import type { QrCode } from '@seed/domain';
import { type FormEvent, useRef, useState } from 'react';
import { useDeactivateCode } from '../api/qr-code-mutations';

/** Where a dialog shows a message: under its reason field, or in a banner over the form. */
export interface ReasonFormErrors {
  field?: string;
  form?: string;
}

/**
 * A refusal of the server: a bad input (400) belongs to the reason field, anything else (not the
 * grower, code gone, already deactivated) to the dialog, in the API's own words.
 */
export function splitError(error: Error): ReasonFormErrors {
  return error instanceof ApiError && error.status === 400 ? { field: error.message } : { form: error.message };
}

type Parse = (value: unknown) => { success: true } | { success: false; error: { issues: { message: string }[] } };

/** The contract's schema checks the input before it is sent, in the API's own words. */
export function firstIssue(parse: Parse, value: unknown): string | null {
  const result = parse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

/**
 * The reason and its messages of a dialog that deactivates one code (the lot's, or a packet's):
 * the reason is checked by the contract before it is sent, the field takes the keyboard back when
 * it is refused, and the server's refusals land where splitError puts them.
 */
export function useDeactivateCodeForm() {
  const field = useRef<HTMLTextAreaElement>(null);
  const deactivate = useDeactivateCode();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<ReasonFormErrors>({});

  const submit = async (event: FormEvent, codeId: string, onDeactivated: (code: QrCode) => void) => {
    event.preventDefault();
    const { QrCodeDeactivate } = await loadApiContract();
    const issue = firstIssue((v) => QrCodeDeactivate.safeParse(v), { reason });
    if (issue) {
      setError({ field: issue });
      field.current?.focus();
      return;
    }
    setError({});
    deactivate.mutate({ codeId, reason }, { onSuccess: onDeactivated, onError: (e) => setError(splitError(e)) });
  };

  return { field, reason, setReason, error, setError, submit, pending: deactivate.isPending };
}
