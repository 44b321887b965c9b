import { useApiQuery } from '@seed/auth/query';

/** GET /api/v1/seed-lots/{id}: the whole lot detail (owners, farms, harvests, manifests, lineage) in one answer. */
export const useSeedLot = (id: string) => useApiQuery('seedLots', 'get', { params: { id } }, { retry: false });
