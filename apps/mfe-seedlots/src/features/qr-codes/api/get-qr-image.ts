import { useApiQuery } from '@seed/auth/query';

/** The SVG as an image source. */
export const svgDataUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/**
 * GET /api/v1/qr-codes/{codeId}/image?format=svg: the code's QR as SVG text (the endpoint needs the
 * user's token, so an <img src> cannot ask for it; the card shows it as a data: URL). A code's
 * image does not change, so it is fetched once.
 */
export const useQrImage = (codeId: string) =>
  useApiQuery(
    'qrCodes',
    'image',
    { params: { codeId }, query: { format: 'svg' } },
    { staleTime: Infinity, retry: false },
  );
