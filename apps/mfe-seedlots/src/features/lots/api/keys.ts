import type { SeedLotListQueryInput } from '@seed/domain';

/** Query keys of the seed-lot screens. */
export const seedLotsKeys = {
  all: ['seed-lots'] as const,
  lists: () => [...seedLotsKeys.all, 'list'] as const,
  list: (query: SeedLotListQueryInput) => [...seedLotsKeys.lists(), query] as const,
  details: () => [...seedLotsKeys.all, 'detail'] as const,
  detail: (id: string) => [...seedLotsKeys.details(), id] as const,
  varietyChoices: (crop: string) => [...seedLotsKeys.all, 'variety-choices', crop] as const,
};
