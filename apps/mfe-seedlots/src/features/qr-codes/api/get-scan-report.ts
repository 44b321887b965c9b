import { apiFetch } from '@seed/auth';
import type { ScanReport } from '@seed/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { qrKeys } from './qr-keys';

/** GET /api/v1/qr-scans: scans per lot of the organization and the counterfeit signals, most scanned first. */
export function getScanReport(): Promise<ScanReport> {
  return apiFetch('verification', 'scans');
}

export const getScanReportQueryOptions = () =>
  queryOptions({ queryKey: qrKeys.scans(), queryFn: getScanReport, retry: false });

export const useScanReport = (enabled = true) => useQuery({ ...getScanReportQueryOptions(), enabled });
