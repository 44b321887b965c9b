import { apiFetch } from '@seed/auth';
import type { FarmSaved, FarmUpdateInput } from '@seed/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { farmsKeys } from './keys';

/** PATCH /api/v1/farms/{id}. */
export function updateFarm({ id, input }: { id: string; input: FarmUpdateInput }): Promise<FarmSaved> {
  return apiFetch('farms', 'update', { params: { id }, body: input });
}

export function useUpdateFarm() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateFarm,
    onSuccess: () => client.invalidateQueries({ queryKey: farmsKeys.all }),
  });
}
