import { apiFetch } from '@seed/auth';
import type { LotQrSummary } from '@seed/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { qrKeys } from './qr-keys';

/** GET /api/v1/qr-lots/{lotId}: the lot's code, packet-code counts, scans and the recall in force. */
export function getLotQrSummary(lotId: string): Promise<LotQrSummary> {
  return apiFetch('verification', 'lotSummary', { params: { lotId } });
}

export const getLotQrSummaryQueryOptions = (lotId: string) =>
  queryOptions({ queryKey: qrKeys.lot(lotId), queryFn: () => getLotQrSummary(lotId), retry: false });

/** Off for a caller without a role: the endpoint is the admins' and managers'. */
export const useLotQrSummary = (lotId: string, enabled: boolean) =>
  useQuery({ ...getLotQrSummaryQueryOptions(lotId), enabled });
