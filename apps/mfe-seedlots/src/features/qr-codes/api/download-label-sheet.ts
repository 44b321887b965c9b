import { ApiError, getSupabase, loadApiContract } from '@seed/auth';
import type { LabelLayout, Language, QrCodeKind } from '@seed/domain';
import { useMutation } from '@tanstack/react-query';
import { attachmentName, countHeader, labelProgress, type LabelProgress, pageCounter } from './label-progress';

export interface LabelSheetRequest {
  lotId: string;
  layout: LabelLayout;
  /** The packet codes (from..to, every one by default) or the lot's own code. */
  kind: QrCodeKind;
  from?: number | undefined;
  to?: number | undefined;
  /** The language of the labels' words (issue 30); English when not given. */
  language?: Language;
}

export interface LabelSheet {
  pdf: Blob;
  filename: string;
  labels: number | null;
}

/**
 * GET /api/v1/qr-lots/{lotId}/labels.pdf: the label sheet, read as a stream so the dialog can show
 * how far it is (apiDownload answers the whole Blob at the end). The request is the one apiDownload
 * makes: the contract's query schema first (a refusal in the API's words, nothing sent), the user's
 * token, and the API's error body as an ApiError.
 */
export async function downloadLabelSheet(
  request: LabelSheetRequest,
  { onProgress, signal }: { onProgress?: (progress: LabelProgress) => void; signal?: AbortSignal } = {},
): Promise<LabelSheet> {
  const contract = await loadApiContract();
  const endpoint = contract.API.qrCodes.labelSheet;
  const { lotId, ...query } = request;
  const parsed = contract.QrLabelSheetQuery.safeParse(query);
  if (!parsed.success) {
    throw new ApiError(400, 'invalid_request', parsed.error.issues[0]?.message ?? 'The request is invalid');
  }
  const url = contract.endpointUrl(endpoint, { lotId }, parsed.data);
  const { data } = await (await getSupabase()).auth.getSession();
  const res = await fetch(url, {
    method: 'GET',
    ...(signal ? { signal } : {}),
    headers: {
      Accept: 'application/pdf, application/json',
      ...(data.session ? { Authorization: `Bearer ${data.session.access_token}` } : {}),
    },
  });
  if (!res.ok) {
    const answer = (await res.json().catch(() => undefined)) as
      { error?: { code?: string; message?: string } } | undefined;
    throw new ApiError(res.status, answer?.error?.code ?? 'error', answer?.error?.message ?? 'An error occurred');
  }

  const labels = countHeader(res.headers, 'X-Label-Count');
  const totalBytes = countHeader(res.headers, 'Content-Length');
  const perPage = contract.LABEL_LAYOUTS[parsed.data.layout].perPage;
  const filename = attachmentName(res.headers, `labels-${lotId}.pdf`);
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  const pages = pageCounter();
  let bytes = 0;
  onProgress?.(labelProgress({ labels, perPage, pages: 0, bytes, totalBytes }));
  const reader = res.body?.getReader();
  if (!reader) {
    const pdf = await res.blob();
    return { pdf, filename, labels };
  }
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    bytes += value.byteLength;
    onProgress?.(labelProgress({ labels, perPage, pages: pages.push(value), bytes, totalBytes }));
  }
  return { pdf: new Blob(chunks, { type: 'application/pdf' }), filename, labels };
}

/** The download as a mutation: the dialog passes the progress callback and its abort signal. */
export const useDownloadLabelSheet = () =>
  useMutation({
    mutationFn: ({
      request,
      onProgress,
      signal,
    }: {
      request: LabelSheetRequest;
      onProgress: (progress: LabelProgress) => void;
      signal: AbortSignal;
    }) => downloadLabelSheet(request, { onProgress, signal }),
  });
