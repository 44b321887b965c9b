import { apiFetch, loadApiContract } from '@seed/auth';
import type { FarmOverlapCheck, FarmOverlapWarning } from '@seed/domain';
import { useMutation } from '@tanstack/react-query';

/** POST /api/v1/farms/overlaps: other farms of the organization the boundary overlaps. */
export async function checkOverlaps(input: FarmOverlapCheck): Promise<FarmOverlapWarning> {
  const { FarmOverlapCheck, FarmOverlapWarning } = await loadApiContract();
  return apiFetch('/api/v1/farms/overlaps', FarmOverlapWarning, {
    method: 'POST',
    json: FarmOverlapCheck.parse(input),
  });
}

export const useCheckOverlaps = () => useMutation({ mutationFn: checkOverlaps });
