import { apiFetch } from '@seed/auth';
import type { VarietyChoices } from '@seed/domain';
import { useQuery } from '@tanstack/react-query';
import { seedLotsKeys } from './keys';

/** GET /api/v1/variety-choices?crop=: the crop's master varieties and the organization's own. */
export function getVarietyChoices(crop: string): Promise<VarietyChoices> {
  return apiFetch('seedLots', 'varietyChoices', { query: { crop } });
}

export const useVarietyChoices = (crop: string | null) =>
  useQuery({
    queryKey: seedLotsKeys.varietyChoices(crop ?? ''),
    queryFn: () => getVarietyChoices(crop!),
    enabled: Boolean(crop),
  });
