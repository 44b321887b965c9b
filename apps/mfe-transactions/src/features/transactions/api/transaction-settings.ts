import { apiFetch } from '@seed/auth';
import type { TransactionSettings } from '@seed/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { transactionsKeys } from './keys';

/** GET /api/v1/transaction-settings: whether incoming sales and transfers wait for acceptance. */
export function getTransactionSettings(): Promise<TransactionSettings> {
  return apiFetch('transactions', 'settings');
}

/** PUT /api/v1/transaction-settings (admins). */
export function updateTransactionSettings(settings: TransactionSettings): Promise<TransactionSettings> {
  return apiFetch('transactions', 'updateSettings', { body: settings });
}

export const useTransactionSettings = (enabled: boolean) =>
  useQuery({ queryKey: transactionsKeys.settings(), queryFn: getTransactionSettings, enabled });

export function useUpdateTransactionSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateTransactionSettings,
    onSuccess: (settings) => client.setQueryData(transactionsKeys.settings(), settings),
  });
}
