import { apiFetch } from '@seed/auth';
import type { Dashboard } from '@seed/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardKeys } from './keys';

/** GET /api/v1/dashboard: the four counts and the latest events in one request. */
export function getDashboard(): Promise<Dashboard> {
  return apiFetch('dashboard', 'get');
}

// Counts change whenever anything is created anywhere in the portal: always refetch on visit.
export const getDashboardQueryOptions = () =>
  queryOptions({ queryKey: dashboardKeys.all, queryFn: getDashboard, staleTime: 0 });

export const useDashboard = () => useQuery(getDashboardQueryOptions());
