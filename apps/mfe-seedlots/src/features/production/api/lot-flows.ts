import { apiFetch } from '@seed/auth';
import type { HarvestCreateInput, LotCreated, PackagingLotCreateInput, SourceLotOptions } from '@seed/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { seedLotsKeys } from '../../lots/api/keys';

/** GET /api/v1/seed-lots/source-options?purpose=packaging: lots the organization may pack. */
export const usePackagingParents = () =>
  useQuery({
    queryKey: [...seedLotsKeys.all, 'source-options', 'packaging'],
    queryFn: (): Promise<SourceLotOptions> =>
      apiFetch('seedLots', 'sourceOptions', { query: { purpose: 'packaging' } }),
  });

/** POST /api/v1/seed-lots/{id}/harvests: one transaction (record, ownership, manifest, status). */
export function useRecordHarvest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: HarvestCreateInput }) =>
      apiFetch('seedLots', 'recordHarvest', { params: { id }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: seedLotsKeys.all }),
  });
}

/** POST /api/v1/seed-lots/packaging: one transaction (lot, packages, details, manifest, parents drawn). */
export function useCreatePackaging() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PackagingLotCreateInput): Promise<LotCreated> =>
      apiFetch('seedLots', 'createPackaging', { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: seedLotsKeys.all }),
  });
}
