import { apiFetch } from '@seed/auth';
import type { FarmList, FarmListQueryInput } from '@seed/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { farmsKeys } from './keys';

/** GET /api/v1/farms: one page of farms WITH boundaries, filtered on the server. */
export function getFarms(query: FarmListQueryInput): Promise<FarmList> {
  return apiFetch('farms', 'list', { query });
}

export const getFarmsQueryOptions = (query: FarmListQueryInput) =>
  queryOptions({ queryKey: farmsKeys.list(query), queryFn: () => getFarms(query), placeholderData: keepPreviousData });

export const useFarms = (query: FarmListQueryInput) => useQuery(getFarmsQueryOptions(query));
