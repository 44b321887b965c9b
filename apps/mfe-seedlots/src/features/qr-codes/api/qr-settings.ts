import { apiFetch } from '@seed/auth';
import type { VerificationSettings, VerificationSettingsInput } from '@seed/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { qrKeys } from './qr-keys';

/** GET /api/v1/qr-settings: whether the verification page shows the company's name and contact. */
export function getVerificationSettings(): Promise<VerificationSettings> {
  return apiFetch('verification', 'settings');
}

/** PUT /api/v1/qr-settings (admins); the body is checked with the contract's schema before it is sent. */
export function updateVerificationSettings(input: VerificationSettingsInput): Promise<VerificationSettings> {
  return apiFetch('verification', 'updateSettings', { body: input });
}

export const getVerificationSettingsQueryOptions = () =>
  queryOptions({ queryKey: qrKeys.settings(), queryFn: getVerificationSettings, retry: false });

export const useVerificationSettings = (enabled: boolean) =>
  useQuery({ ...getVerificationSettingsQueryOptions(), enabled });

export function useUpdateVerificationSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateVerificationSettings,
    onSuccess: (settings) => client.setQueryData(qrKeys.settings(), settings),
  });
}
