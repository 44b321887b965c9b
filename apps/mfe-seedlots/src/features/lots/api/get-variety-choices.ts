import { useApiQuery } from '@seed/auth/query';

/** GET /api/v1/variety-choices?crop=: the crop's master varieties and the organization's own (once a crop is chosen). */
export const useVarietyChoices = (crop: string | null) =>
  useApiQuery('seedLots', 'varietyChoices', { query: { crop: crop ?? '' } }, { enabled: Boolean(crop) });
