import { apiFetch, loadApiContract } from '@seed/auth';
import type { Farm } from '@seed/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { farmsKeys } from './keys';

/** GET /api/v1/farms/{id}: one farm with its boundary. */
export async function getFarm(id: string): Promise<Farm> {
  const { Farm } = await loadApiContract();
  return apiFetch(`/api/v1/farms/${encodeURIComponent(id)}`, Farm);
}

export const getFarmQueryOptions = (id: string) =>
  queryOptions({ queryKey: farmsKeys.detail(id), queryFn: () => getFarm(id), retry: false });

export const useFarm = (id: string) => useQuery(getFarmQueryOptions(id));
