import { apiFetch } from '@seed/auth';
import type { Transaction } from '@seed/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { transactionsKeys } from './keys';

/** GET /api/v1/transactions/{id}: one manifest with its items, links to the lots and what the caller may do. */
export function getTransaction(id: string): Promise<Transaction> {
  return apiFetch('transactions', 'get', { params: { id } });
}

export const getTransactionQueryOptions = (id: string) =>
  queryOptions({ queryKey: transactionsKeys.detail(id), queryFn: () => getTransaction(id), retry: false });

export const useTransaction = (id: string) => useQuery(getTransactionQueryOptions(id));
