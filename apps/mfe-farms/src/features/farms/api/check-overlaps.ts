import { apiFetch } from '@seed/auth';
import type { FarmOverlapCheck, FarmOverlapWarning } from '@seed/domain';
import { useMutation } from '@tanstack/react-query';

/** POST /api/v1/farms/overlaps: other farms of the organization the boundary overlaps. */
export function checkOverlaps(input: FarmOverlapCheck): Promise<FarmOverlapWarning> {
  return apiFetch('farms', 'checkOverlaps', { body: input });
}

export const useCheckOverlaps = () => useMutation({ mutationFn: checkOverlaps });
