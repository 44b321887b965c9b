import { useApiMutation } from '@seed/auth/query';

/** Every change of a lot refreshes the seedLots slice: the lists, the details and the pickers. */
const LOTS = { invalidates: ['seedLots'] } as const;

/** POST /api/v1/seed-lots/unregistered: lot, ownership, manifest and a claim code, in one transaction. */
export const useCreateUnregistered = () => useApiMutation('seedLots', 'createUnregistered', LOTS);

/** DELETE /api/v1/seed-lots/{id}: to the trash. */
export const useSoftDeleteLot = () => useApiMutation('seedLots', 'softDelete', LOTS);

/** DELETE /api/v1/seed-lots/{id}/permanently. */
export const useDeleteLotPermanently = () => useApiMutation('seedLots', 'deletePermanently', LOTS);

/** POST /api/v1/seed-lots/{id}/restore. */
export const useRestoreLot = () => useApiMutation('seedLots', 'restore', LOTS);

/** POST /api/v1/seed-lots/{id}/claim-code: a new code; the earlier one stops working. */
export const useNewClaimCode = () => useApiMutation('seedLots', 'newClaimCode', LOTS);

/** DELETE /api/v1/seed-lots/{id}/claim-code. */
export const useRevokeClaimCode = () => useApiMutation('seedLots', 'revokeClaimCode', LOTS);

/** POST /api/v1/seed-lot-claims: the supplier's claim. */
export const useRedeemClaim = () => useApiMutation('seedLots', 'redeemClaim', LOTS);

/** PATCH /api/v1/seed-lots/{id}: what a grower may change. */
export const useUpdateLot = () => useApiMutation('production', 'update', LOTS);
