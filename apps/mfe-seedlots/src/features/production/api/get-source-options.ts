import { apiFetch } from '@seed/auth';
import type { SourceLotOptions } from '@seed/domain';
import { useQuery } from '@tanstack/react-query';
import { seedLotsKeys } from '../../lots/api/keys';

/**
 * GET /api/v1/seed-lots/source-options?purpose=production: the organization's active raw
 * production and unregistered lots it owns more than 0 of, newest first (the wizard's picker).
 */
export function getSourceOptions(): Promise<SourceLotOptions> {
  return apiFetch('seedLots', 'sourceOptions', { query: { purpose: 'production' } });
}

export const useSourceOptions = () =>
  useQuery({
    queryKey: [...seedLotsKeys.all, 'source-options', 'production'] as const,
    queryFn: getSourceOptions,
    // What is owned changes with every draw: read it fresh each time the wizard opens.
    staleTime: 0,
  });
