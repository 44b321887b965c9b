import { useApiQuery } from '@seed/auth/query';

/**
 * GET /api/v1/seed-lots/source-options?purpose=production: the organization's active raw
 * production and unregistered lots it owns more than 0 of, newest first (the wizard's picker).
 * What is owned changes with every draw: read it fresh each time the wizard opens.
 */
export const useSourceOptions = () =>
  useApiQuery('production', 'sourceOptions', { query: { purpose: 'production' } }, { staleTime: 0 });
