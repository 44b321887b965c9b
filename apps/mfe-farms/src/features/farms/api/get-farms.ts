import { apiFetch, loadApiContract } from '@seed/auth';
import type { FarmList, FarmListQueryInput } from '@seed/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { farmsKeys } from './keys';

/** GET /api/v1/farms: one page of farms WITH boundaries, filtered on the server. */
export async function getFarms(query: FarmListQueryInput): Promise<FarmList> {
  const { FarmList, FarmListQuery } = await loadApiContract();
  const parsed = FarmListQuery.parse(query);
  const params = new URLSearchParams();
  if (parsed.search) params.set('search', parsed.search);
  if (parsed.ownership) params.set('ownership', parsed.ownership);
  if (parsed.irrigation) params.set('irrigation', parsed.irrigation);
  params.set('page', String(parsed.page));
  params.set('limit', String(parsed.limit));
  return apiFetch(`/api/v1/farms?${params.toString()}`, FarmList);
}

export const getFarmsQueryOptions = (query: FarmListQueryInput) =>
  queryOptions({ queryKey: farmsKeys.list(query), queryFn: () => getFarms(query), placeholderData: keepPreviousData });

export const useFarms = (query: FarmListQueryInput) => useQuery(getFarmsQueryOptions(query));
