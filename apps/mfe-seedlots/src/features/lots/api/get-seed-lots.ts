import { apiFetch } from '@seed/auth';
import type { SeedLotList, SeedLotListQueryInput } from '@seed/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { seedLotsKeys } from './keys';

/** GET /api/v1/seed-lots: one page of a tab with its total, filtered on the server. */
export function getSeedLots(query: SeedLotListQueryInput): Promise<SeedLotList> {
  return apiFetch('seedLots', 'list', { query });
}

export const getSeedLotsQueryOptions = (query: SeedLotListQueryInput) =>
  queryOptions({
    queryKey: seedLotsKeys.list(query),
    queryFn: () => getSeedLots(query),
    placeholderData: keepPreviousData,
  });

export const useSeedLots = (query: SeedLotListQueryInput) => useQuery(getSeedLotsQueryOptions(query));
