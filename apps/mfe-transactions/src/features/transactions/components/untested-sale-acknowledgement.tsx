import { useId } from 'react';
import type { UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TransactionFormValues } from '../utils/form-values';

/**
 * The seller's acknowledgement that a sale includes seed never tested (issue 27): such seed sells
 * only as truthfully labelled seed of a non-notified kind, and the manifest's items record it.
 */
export function UntestedSaleAcknowledgement({
  lots,
  register,
}: {
  /** The ticked lots never tested (empty when only the server's refusal told). */
  lots: readonly string[];
  register: UseFormRegister<TransactionFormValues>;
}) {
  const { t } = useTranslation();
  const warningId = useId();
  return (
    <div
      className="space-y-3 rounded-md border border-yellow-300 bg-yellow-50 p-3 text-sm text-yellow-900"
      data-testid="untested-sale"
    >
      <p id={warningId} className="break-words">
        {lots.length > 0
          ? t('form.untested.warning', { lots: lots.join(', '), count: lots.length })
          : t('form.untested.warningRefused')}
      </p>
      <label className="flex min-h-11 cursor-pointer items-start gap-2 font-medium text-gray-900 sm:min-h-0">
        <input
          type="checkbox"
          aria-describedby={warningId}
          className="mt-0.5 size-4 shrink-0 accent-green-600"
          {...register('untestedAcknowledged')}
        />
        <span>{t('form.untested.confirm')}</span>
      </label>
    </div>
  );
}
