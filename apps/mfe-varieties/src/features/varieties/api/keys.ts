import type { VarietyListQueryInput } from '@seed/domain';

/** Query keys of the varieties screens. */
export const varietiesKeys = {
  all: ['varieties'] as const,
  lists: () => [...varietiesKeys.all, 'list'] as const,
  list: (query: VarietyListQueryInput) => [...varietiesKeys.lists(), query] as const,
  crops: () => ['crops'] as const,
};
