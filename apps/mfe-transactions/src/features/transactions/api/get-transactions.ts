import { apiFetch } from '@seed/auth';
import type { TransactionList, TransactionListQuery } from '@seed/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { transactionsKeys } from './keys';

/** GET /api/v1/transactions: one keyset page of the organization's manifests, filtered on the server. */
export function getTransactions(query: TransactionListQuery): Promise<TransactionList> {
  return apiFetch('transactions', 'list', { query });
}

export const getTransactionsQueryOptions = (query: TransactionListQuery) =>
  queryOptions({
    queryKey: transactionsKeys.list(query),
    queryFn: () => getTransactions(query),
    placeholderData: keepPreviousData,
  });

export const useTransactions = (query: TransactionListQuery) => useQuery(getTransactionsQueryOptions(query));
