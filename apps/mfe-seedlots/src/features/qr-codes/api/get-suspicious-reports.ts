import { useApiQuery } from '@seed/auth/query';

/** GET /api/v1/qr-reports: the organization's 'Report a suspicious packet' reports, newest first. */
export const useSuspiciousReports = () => useApiQuery('qrCodes', 'reports', undefined, { retry: false });
