import { useApiQuery } from '@seed/auth/query';

/** GET /api/v1/crops: every crop of the master data, by name (changes only with a release). */
export const useCrops = () => useApiQuery('varieties', 'listCrops', undefined, { staleTime: Infinity });
