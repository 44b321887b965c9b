import { useApiQuery } from '@seed/auth/query';

/**
 * GET /api/v1/qr-lots/{lotId}: the lot's code, packet-code counts, scans and the recall in force.
 * Off for a caller without a role: the endpoint is the admins' and managers'.
 */
export const useLotQrSummary = (lotId: string, enabled: boolean) =>
  useApiQuery('qrCodes', 'lotSummary', { params: { lotId } }, { retry: false, enabled });
