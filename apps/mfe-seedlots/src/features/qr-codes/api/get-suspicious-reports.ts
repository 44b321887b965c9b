import { apiFetch } from '@seed/auth';
import type { SuspiciousReportList } from '@seed/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { qrKeys } from './qr-keys';

/** Query key of the reports list (under the QR screens' keys, so their invalidations reach it). */
export const suspiciousReportsKey = () => [...qrKeys.all, 'reports'] as const;

/** GET /api/v1/qr-reports: the organization's 'Report a suspicious packet' reports, newest first. */
export function getSuspiciousReports(): Promise<SuspiciousReportList> {
  return apiFetch('verification', 'reports');
}

export const getSuspiciousReportsQueryOptions = () =>
  queryOptions({ queryKey: suspiciousReportsKey(), queryFn: getSuspiciousReports, retry: false });

export const useSuspiciousReports = () => useQuery(getSuspiciousReportsQueryOptions());
