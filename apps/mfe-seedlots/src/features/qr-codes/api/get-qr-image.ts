import { apiFetch } from '@seed/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { qrKeys } from './qr-keys';

/**
 * GET /api/v1/qr-codes/{codeId}/image?format=svg: the code's QR as SVG text (the endpoint needs the
 * user's token, so an <img src> cannot ask for it; the card shows it as a data: URL).
 */
export async function getQrImage(codeId: string): Promise<string> {
  return apiFetch('verification', 'image', { params: { codeId }, query: { format: 'svg' } });
}

/** The SVG as an image source; a code's image does not change, so it is fetched once. */
export const svgDataUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

export const getQrImageQueryOptions = (codeId: string) =>
  queryOptions({
    queryKey: qrKeys.image(codeId),
    queryFn: () => getQrImage(codeId),
    staleTime: Infinity,
    retry: false,
  });

export const useQrImage = (codeId: string) => useQuery(getQrImageQueryOptions(codeId));
