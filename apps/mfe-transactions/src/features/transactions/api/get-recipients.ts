import { apiFetch } from '@seed/auth';
import type { RecipientOptions } from '@seed/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { transactionsKeys } from './keys';

/** GET /api/v1/transaction-recipients?q=: organizations on the portal by name (up to 20). */
export function getRecipients(q: string): Promise<RecipientOptions> {
  return apiFetch('transactions', 'recipients', { query: { q: q || undefined } });
}

export const useRecipients = (q: string, enabled: boolean) =>
  useQuery({
    queryKey: transactionsKeys.recipients(q),
    queryFn: () => getRecipients(q),
    placeholderData: keepPreviousData,
    enabled,
  });
