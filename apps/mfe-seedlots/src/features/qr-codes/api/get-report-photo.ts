import { apiDownload } from '@seed/auth';
import { apiQueryKey } from '@seed/auth/query';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';

/**
 * GET /api/v1/qr-reports/{reportId}/photo: the photo sent with a report, as a Blob (signed in, so
 * not an <img src>), as an object URL while the component shows it (asked for only when
 * `enabled`). A download, so written by hand, under the endpoint's own key (the QR changes'
 * invalidation of the qrCodes slice reaches it).
 */
export function useReportPhoto(reportId: string, enabled: boolean) {
  const input = { params: { reportId } };
  const query = useQuery({
    queryKey: apiQueryKey('qrCodes', 'reportPhoto', input),
    queryFn: () => apiDownload('qrCodes', 'reportPhoto', input),
    retry: false,
    // a report's photo never changes
    staleTime: Infinity,
    enabled,
  });
  const url = useMemo(() => (query.data ? URL.createObjectURL(query.data) : null), [query.data]);
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  return { ...query, url };
}
