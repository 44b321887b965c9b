import { apiQueryKey, useApiMutation, useApiQuery } from '@seed/auth/query';
import { useQueryClient } from '@tanstack/react-query';

/** GET /api/v1/qr-settings: whether the verification page shows the company's name and contact. */
export const useVerificationSettings = (enabled: boolean) =>
  useApiQuery('qrCodes', 'settings', undefined, { retry: false, enabled });

/** PUT /api/v1/qr-settings (admins); the answer replaces the cached settings. */
export function useUpdateVerificationSettings() {
  const client = useQueryClient();
  return useApiMutation('qrCodes', 'updateSettings', {
    onSuccess: (settings) => client.setQueryData(apiQueryKey('qrCodes', 'settings'), settings),
  });
}
