import { apiFetch } from '@seed/auth';
import type {
  ClaimCodeIssued,
  ClaimRedeemed,
  ClaimRedeemInput,
  UnregisteredSourceCreated,
  UnregisteredSourceCreateInput,
} from '@seed/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { seedLotsKeys } from './keys';

/** Every change refreshes the lists and details of the lots. */
function useLotMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => client.invalidateQueries({ queryKey: seedLotsKeys.all }) });
}

/** POST /api/v1/seed-lots/unregistered: lot, ownership, manifest and a claim code, in one transaction. */
export const useCreateUnregistered = () =>
  useLotMutation((input: UnregisteredSourceCreateInput): Promise<UnregisteredSourceCreated> =>
    apiFetch('seedLots', 'createUnregistered', { body: input }),
  );

/** DELETE /api/v1/seed-lots/{id}, or …/permanently. */
export const useDeleteLot = () =>
  useLotMutation(({ id, permanent }: { id: string; permanent: boolean }) =>
    permanent
      ? apiFetch('seedLots', 'deletePermanently', { params: { id } })
      : apiFetch('seedLots', 'softDelete', { params: { id } }),
  );

/** POST /api/v1/seed-lots/{id}/restore. */
export const useRestoreLot = () => useLotMutation((id: string) => apiFetch('seedLots', 'restore', { params: { id } }));

/** POST /api/v1/seed-lots/{id}/claim-code: a new code; the earlier one stops working. */
export const useNewClaimCode = () =>
  useLotMutation((id: string): Promise<ClaimCodeIssued> => apiFetch('seedLots', 'newClaimCode', { params: { id } }));

/** DELETE /api/v1/seed-lots/{id}/claim-code. */
export const useRevokeClaimCode = () =>
  useLotMutation((id: string) => apiFetch('seedLots', 'revokeClaimCode', { params: { id } }));

/** POST /api/v1/seed-lot-claims: the supplier's claim. */
export const useRedeemClaim = () =>
  useLotMutation((input: ClaimRedeemInput): Promise<ClaimRedeemed> =>
    apiFetch('seedLots', 'redeemClaim', { body: input }),
  );
