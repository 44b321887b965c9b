import { useApiMutation, useApiQuery } from '@seed/auth/query';

/** GET /api/v1/seed-lots/source-options?purpose=packaging: lots the organization may pack. */
export const usePackagingParents = () =>
  useApiQuery('production', 'sourceOptions', { query: { purpose: 'packaging' } });

/** POST /api/v1/seed-lots/{id}/harvests: one transaction (record, ownership, manifest, status). */
export const useRecordHarvest = () => useApiMutation('production', 'recordHarvest', { invalidates: ['seedLots'] });

/** POST /api/v1/seed-lots/packaging: one transaction (lot, packages, details, manifest, parents drawn). */
export const useCreatePackaging = () => useApiMutation('production', 'createPackaging', { invalidates: ['seedLots'] });
