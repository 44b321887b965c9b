import { apiFetch } from '@seed/auth';
import type { CropList } from '@seed/domain';
import { useQuery } from '@tanstack/react-query';

/** GET /api/v1/crops: every crop of the master data, by name (changes only with a release). */
export const useCrops = () =>
  useQuery({
    queryKey: ['crops'],
    queryFn: (): Promise<CropList> => apiFetch('varieties', 'listCrops'),
    staleTime: Infinity,
  });
