import { apiFetch } from '@seed/auth';
import type { OrganizationVariety, VarietyCreateInput, VarietyUpdateInput } from '@seed/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { varietiesKeys } from './keys';

/** POST /api/v1/varieties: the Add Variety form (a master as pre-filled and edited, or custom). */
export function createVariety(input: VarietyCreateInput): Promise<OrganizationVariety> {
  return apiFetch('varieties', 'create', { body: input });
}

/** PATCH /api/v1/varieties/{id}: the Edit Variety form. */
export function updateVariety({ id, input }: { id: string; input: VarietyUpdateInput }): Promise<OrganizationVariety> {
  return apiFetch('varieties', 'update', { params: { id }, body: input });
}

/** POST /api/v1/varieties/import: a Discover card's Import, copied as it is. */
export function importVariety(masterVarietyId: string): Promise<OrganizationVariety> {
  return apiFetch('varieties', 'importMaster', { body: { master_variety_id: masterVarietyId } });
}

/** DELETE /api/v1/varieties/{id}: removal sets is_active false (spec 2 §4). */
export function removeVariety(id: string): Promise<unknown> {
  return apiFetch('varieties', 'remove', { params: { id } });
}

/** Every change refreshes both tabs and their counts. */
function useVarietyMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => client.invalidateQueries({ queryKey: varietiesKeys.all }),
  });
}

export const useCreateVariety = () => useVarietyMutation(createVariety);
export const useUpdateVariety = () => useVarietyMutation(updateVariety);
export const useImportVariety = () => useVarietyMutation(importVariety);
export const useRemoveVariety = () => useVarietyMutation(removeVariety);
