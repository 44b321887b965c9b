import { apiFetch } from '@seed/auth';
import type { Transaction } from '@seed/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SEED_LOTS_KEY, transactionsKeys } from './keys';

/** POST /api/v1/transactions/{id}/accept: the recipient accepts a PENDING sale or transfer. */
export function acceptTransaction(id: string): Promise<Transaction> {
  return apiFetch('transactions', 'accept', { params: { id } });
}

/** POST /api/v1/transactions/{id}/cancel: the sender cancels, or the recipient declines, a waiting manifest. */
export function cancelTransaction(id: string): Promise<Transaction> {
  return apiFetch('transactions', 'cancel', { params: { id } });
}

/** An action answers the manifest as it now is: the detail shows it, lists and lots refresh. */
function useTransactionAction(mutationFn: (id: string) => Promise<Transaction>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (transaction) => {
      client.setQueryData(transactionsKeys.detail(transaction.id), transaction);
      return Promise.all([
        client.invalidateQueries({ queryKey: transactionsKeys.lists() }),
        client.invalidateQueries({ queryKey: SEED_LOTS_KEY }),
      ]);
    },
  });
}

export const useAcceptTransaction = () => useTransactionAction(acceptTransaction);
export const useCancelTransaction = () => useTransactionAction(cancelTransaction);
