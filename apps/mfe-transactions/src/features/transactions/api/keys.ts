import type { TransactionListQuery } from '@seed/domain';

/** Query keys of the transaction screens. */
export const transactionsKeys = {
  all: ['transactions'] as const,
  lists: () => [...transactionsKeys.all, 'list'] as const,
  list: (query: TransactionListQuery) => [...transactionsKeys.lists(), query] as const,
  details: () => [...transactionsKeys.all, 'detail'] as const,
  detail: (id: string) => [...transactionsKeys.details(), id] as const,
  lotOptions: (q: string, lotId: string | undefined) => [...transactionsKeys.all, 'lot-options', q, lotId] as const,
  recipients: (q: string) => [...transactionsKeys.all, 'recipients', q] as const,
  settings: () => [...transactionsKeys.all, 'settings'] as const,
  claim: (token: string) => [...transactionsKeys.all, 'claim', token] as const,
};

/** The seed-lot screens' queries (another remote's, by the key it documents): a transaction moves quantities. */
export const SEED_LOTS_KEY = ['seed-lots'] as const;
