import { apiFetch } from '@seed/auth';
import type { FarmCreateInput, FarmSaved } from '@seed/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { farmsKeys } from './keys';

/** POST /api/v1/farms: the input is checked with the same schema (and messages) as the BFF. */
export function createFarm(input: FarmCreateInput): Promise<FarmSaved> {
  return apiFetch('farms', 'create', { body: input });
}

export function useCreateFarm() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createFarm,
    onSuccess: () => client.invalidateQueries({ queryKey: farmsKeys.all }),
  });
}
