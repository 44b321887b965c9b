import { apiQueryKey, useApiMutation, type ApiMutationOptions } from '@seed/auth/query';
import type { Transaction } from '@seed/domain';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';

// An action (accept, cancel, decline) answers the manifest as it now is: the detail shows that
// answer without another read, and the lists and the seed-lot screens refresh (quantities moved).
const afterAction = (client: QueryClient) =>
  ({
    invalidates: [['transactions', 'list'], 'seedLots'],
    onSuccess: (transaction: Transaction) =>
      client.setQueryData(apiQueryKey('transactions', 'get', { params: { id: transaction.id } }), transaction),
  }) satisfies ApiMutationOptions<'transactions', 'accept' | 'cancel'>;

/** POST /api/v1/transactions/{id}/accept: the recipient accepts a PENDING sale or transfer. */
export const useAcceptTransaction = () => useApiMutation('transactions', 'accept', afterAction(useQueryClient()));

/** POST /api/v1/transactions/{id}/cancel: the sender cancels, or the recipient declines, a waiting manifest. */
export const useCancelTransaction = () => useApiMutation('transactions', 'cancel', afterAction(useQueryClient()));
