import { apiFetch } from '@seed/auth';
import type { TransactionCreateInput, TransactionCreated } from '@seed/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SEED_LOTS_KEY, transactionsKeys } from './keys';

/** POST /api/v1/transactions: the manifest, its items and every ownership move in one database transaction. */
export function createTransaction(input: TransactionCreateInput): Promise<TransactionCreated> {
  return apiFetch('transactions', 'create', { body: input });
}

/** Creating refreshes the list, the lot options (owned quantities changed) and the seed-lot screens. */
export function useCreateTransaction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createTransaction,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: transactionsKeys.all }),
        client.invalidateQueries({ queryKey: SEED_LOTS_KEY }),
      ]),
  });
}
