import { apiDownload } from '@seed/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { suspiciousReportsKey } from './get-suspicious-reports';

/** GET /api/v1/qr-reports/{reportId}/photo: the photo sent with a report, as a Blob (signed in, so not an <img src>). */
export function getReportPhoto(reportId: string): Promise<Blob> {
  return apiDownload('verification', 'reportPhoto', { params: { reportId } });
}

export const getReportPhotoQueryOptions = (reportId: string) =>
  queryOptions({
    queryKey: [...suspiciousReportsKey(), 'photo', reportId] as const,
    queryFn: () => getReportPhoto(reportId),
    retry: false,
    // a report's photo never changes
    staleTime: Infinity,
  });

/** The report's photo as an object URL while the component shows it (asked for only when `enabled`). */
export function useReportPhoto(reportId: string, enabled: boolean) {
  const query = useQuery({ ...getReportPhotoQueryOptions(reportId), enabled });
  const url = useMemo(() => (query.data ? URL.createObjectURL(query.data) : null), [query.data]);
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  return { ...query, url };
}
