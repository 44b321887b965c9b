import { apiFetch } from '@seed/auth';
import type { TransactionLotOptions } from '@seed/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { transactionsKeys } from './keys';

/** GET /api/v1/transaction-lots: the organization's own lots (with what it owns) matching `q`, plus `lotId`. */
export function getLotOptions(q: string, lotId: string | undefined): Promise<TransactionLotOptions> {
  return apiFetch('transactions', 'lotOptions', { query: { q: q || undefined, lotId } });
}

export const useLotOptions = (q: string, lotId: string | undefined) =>
  useQuery({
    queryKey: transactionsKeys.lotOptions(q, lotId),
    queryFn: () => getLotOptions(q, lotId),
    placeholderData: keepPreviousData,
  });
