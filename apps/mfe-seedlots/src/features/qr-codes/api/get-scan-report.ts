import { useApiQuery } from '@seed/auth/query';

/** GET /api/v1/qr-scans: scans per lot of the organization and the counterfeit signals, most scanned first. */
export const useScanReport = (enabled = true) => useApiQuery('qrCodes', 'scans', undefined, { retry: false, enabled });
