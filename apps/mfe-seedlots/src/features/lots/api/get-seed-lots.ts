import { useApiQuery } from '@seed/auth/query';
import type { SeedLotListQueryInput } from '@seed/domain';
import { keepPreviousData } from '@tanstack/react-query';

/** GET /api/v1/seed-lots: one page of a tab with its total, filtered on the server. */
export const useSeedLots = (query: SeedLotListQueryInput) =>
  useApiQuery('seedLots', 'list', { query }, { placeholderData: keepPreviousData });
