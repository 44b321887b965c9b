import { apiQueryKey, useApiMutation, useApiQuery } from '@seed/auth/query';
import { useQueryClient } from '@tanstack/react-query';

/** GET /api/v1/qr-settings: whether the verification page shows the company's name and contact. */
export const useVerificationSettings = (enabled: boolean) =>
  useApiQuery('verification', 'settings', undefined, { retry: false, enabled });

/** PUT /api/v1/qr-settings (admins); the answer replaces the cached settings. */
export function useUpdateVerificationSettings() {
  const client = useQueryClient();
  return useApiMutation('verification', 'updateSettings', {
    onSuccess: (settings) => client.setQueryData(apiQueryKey('verification', 'settings'), settings),
  });
}
