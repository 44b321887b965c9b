import { useApiMutation } from '@seed/auth/query';

/**
 * POST /api/v1/seed-lots/production: the wizard's submit (lot, ownership, sources drawn, farm
 * shares) in one transaction; the lists, details and source options refresh after it.
 */
export const useCreateProduction = () =>
  useApiMutation('production', 'createProduction', { invalidates: ['seedLots'] });
