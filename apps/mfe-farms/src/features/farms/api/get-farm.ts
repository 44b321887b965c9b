import { apiFetch } from '@seed/auth';
import type { Farm } from '@seed/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { farmsKeys } from './keys';

/** GET /api/v1/farms/{id}: one farm with its boundary. */
export function getFarm(id: string): Promise<Farm> {
  return apiFetch('farms', 'get', { params: { id } });
}

export const getFarmQueryOptions = (id: string) =>
  queryOptions({ queryKey: farmsKeys.detail(id), queryFn: () => getFarm(id), retry: false });

export const useFarm = (id: string) => useQuery(getFarmQueryOptions(id));
