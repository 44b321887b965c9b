import type { FarmListQueryInput } from '@seed/domain';

/** Query keys of the farms screens. */
export const farmsKeys = {
  all: ['farms'] as const,
  lists: () => [...farmsKeys.all, 'list'] as const,
  list: (query: FarmListQueryInput) => [...farmsKeys.lists(), query] as const,
  details: () => [...farmsKeys.all, 'detail'] as const,
  detail: (id: string) => [...farmsKeys.details(), id] as const,
};
