import { useApiMutation, useApiQuery } from '@seed/auth/query';

/**
 * GET /api/v1/certification/lots/{id}: the lot's certification (status, the application of it or of
 * the lot it was packed from, with inspections and certificate) and, when the caller may apply, what
 * the Apply form starts from. Off for a caller without a role: the endpoint is the admins' and
 * managers'. One cache entry for the Certification card and the detail page, which starts it.
 */
export const useLotCertification = (id: string, enabled: boolean) =>
  useApiQuery('certification', 'lot', { params: { id } }, { retry: false, enabled });

/**
 * Starts the lot's certification read beside the lot's detail without re-rendering the page when
 * it answers, so the card does not wait for the detail first.
 */
export const usePrefetchLotCertification = (id: string, enabled: boolean) =>
  useApiQuery('certification', 'lot', { params: { id } }, { retry: false, enabled, notifyOnChangeProps: [] });

/** GET /api/v1/certification/agencies: the agencies on the portal, read when the Apply form opens. */
export const useCertificationAgencies = () => useApiQuery('certification', 'agencies', undefined, { retry: false });

/**
 * POST /api/v1/certification/applications. The whole certification slice goes stale: the lot's card
 * and the company's list of sent applications both show the new one.
 */
export const useApplyForCertification = () =>
  useApiMutation('certification', 'apply', { invalidates: ['certification'] });
