import { apiFetch } from '@seed/auth';
import type { VarietyList, VarietyListQueryInput } from '@seed/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { varietiesKeys } from './keys';

/** GET /api/v1/varieties: one page of a tab and both tabs' counts, filtered on the server. */
export function getVarieties(query: VarietyListQueryInput): Promise<VarietyList> {
  return apiFetch('varieties', 'list', { query });
}

export const getVarietiesQueryOptions = (query: VarietyListQueryInput) =>
  queryOptions({
    queryKey: varietiesKeys.list(query),
    queryFn: () => getVarieties(query),
    placeholderData: keepPreviousData,
  });

export const useVarieties = (query: VarietyListQueryInput) => useQuery(getVarietiesQueryOptions(query));

/**
 * The master varieties of one crop not imported yet, for the modal's master select (one page
 * of the Discover tab, the largest the API gives).
 */
export const useMastersOfCrop = (crop: string | null) =>
  useQuery({
    ...getVarietiesQueryOptions({ tab: 'discover', crop: crop ?? undefined, limit: 100 }),
    placeholderData: undefined,
    enabled: Boolean(crop),
    select: (list) => list.discover,
  });
