import { apiFetch } from '@seed/auth';
import type { CropList } from '@seed/domain';
import { useQuery } from '@tanstack/react-query';
import { varietiesKeys } from './keys';

/** GET /api/v1/crops: every crop of the master data, by name (changes only with a release). */
export function getCrops(): Promise<CropList> {
  return apiFetch('varieties', 'listCrops');
}

export const useCrops = () => useQuery({ queryKey: varietiesKeys.crops(), queryFn: getCrops, staleTime: Infinity });
