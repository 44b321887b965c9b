import { apiFetch, loadApiContract } from '@seed/auth';
import type { FarmSaved, FarmUpdateInput } from '@seed/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { farmsKeys } from './keys';

/** PATCH /api/v1/farms/{id}. */
export async function updateFarm({ id, input }: { id: string; input: FarmUpdateInput }): Promise<FarmSaved> {
  const { FarmUpdate, FarmSaved } = await loadApiContract();
  return apiFetch(`/api/v1/farms/${encodeURIComponent(id)}`, FarmSaved, {
    method: 'PATCH',
    json: FarmUpdate.parse(input),
  });
}

export function useUpdateFarm() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateFarm,
    onSuccess: () => client.invalidateQueries({ queryKey: farmsKeys.all }),
  });
}
