import { apiFetch } from '@seed/auth';
import type { TransferClaimPreview } from '@seed/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SEED_LOTS_KEY, transactionsKeys } from './keys';

/** POST /api/v1/transfer-claims/preview: what an e-mailed transfer link holds (sender, lots, quantities). */
export function previewTransferClaim(token: string): Promise<TransferClaimPreview> {
  return apiFetch('transactions', 'previewClaim', { body: { token } });
}

/** POST /api/v1/transfer-claims: the signed-in recipient takes the transfer into their organization. */
export function claimTransfer(token: string): Promise<{ id: string }> {
  return apiFetch('transactions', 'claim', { body: { token } });
}

// A preview is a read (POST only to keep the token out of logs): cached, never retried, since
// the server counts attempts (429).
export const useTransferClaimPreview = (token: string) =>
  useQuery({
    queryKey: transactionsKeys.claim(token),
    queryFn: () => previewTransferClaim(token),
    enabled: token !== '',
    retry: false,
    refetchOnWindowFocus: false,
  });

export function useClaimTransfer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: claimTransfer,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: transactionsKeys.all }),
        client.invalidateQueries({ queryKey: SEED_LOTS_KEY }),
      ]),
  });
}
