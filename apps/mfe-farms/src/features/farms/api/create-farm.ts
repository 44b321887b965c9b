import { apiFetch, loadApiContract } from '@seed/auth';
import type { FarmCreateInput, FarmSaved } from '@seed/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { farmsKeys } from './keys';

/** POST /api/v1/farms: the input is checked with the same schema (and messages) as the BFF. */
export async function createFarm(input: FarmCreateInput): Promise<FarmSaved> {
  const { FarmCreate, FarmSaved } = await loadApiContract();
  return apiFetch('/api/v1/farms', FarmSaved, { method: 'POST', json: FarmCreate.parse(input) });
}

export function useCreateFarm() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createFarm,
    onSuccess: () => client.invalidateQueries({ queryKey: farmsKeys.all }),
  });
}
