import { apiFetch } from '@seed/auth';
import type { SeedLotDetail } from '@seed/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { seedLotsKeys } from './keys';

/** GET /api/v1/seed-lots/{id}: the whole lot detail (owners, farms, harvests, manifests, lineage) in one answer. */
export function getSeedLot(id: string): Promise<SeedLotDetail> {
  return apiFetch('seedLots', 'get', { params: { id } });
}

export const getSeedLotQueryOptions = (id: string) =>
  queryOptions({ queryKey: seedLotsKeys.detail(id), queryFn: () => getSeedLot(id), retry: false });

export const useSeedLot = (id: string) => useQuery(getSeedLotQueryOptions(id));
