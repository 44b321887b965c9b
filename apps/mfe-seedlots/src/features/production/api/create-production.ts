import { apiFetch } from '@seed/auth';
import type { LotCreated, ProductionLotCreateInput } from '@seed/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { seedLotsKeys } from '../../lots/api/keys';

/** POST /api/v1/seed-lots/production: the wizard's submit (lot, ownership, sources drawn, farm shares) in one transaction. */
export function createProductionLot(body: ProductionLotCreateInput): Promise<LotCreated> {
  return apiFetch('seedLots', 'createProduction', { body });
}

/** The wizard's submit; the lists, details and source options refresh after it. */
export const useCreateProduction = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createProductionLot,
    onSuccess: () => client.invalidateQueries({ queryKey: seedLotsKeys.all }),
  });
};
