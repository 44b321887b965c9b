import { apiFetch } from '@seed/auth';
import type { LotRecallInput, LotRecallResult, PacketCodesCreated, QrCode } from '@seed/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { qrKeys } from './qr-keys';

/**
 * Every change refreshes every QR answer: a recall reaches the lots made from this one (their
 * cards), and codes and recalls change the Scans view's signals.
 */
function useQrMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => client.invalidateQueries({ queryKey: qrKeys.all }) });
}

/** POST /api/v1/qr-lots/{lotId}/code: the lot's active code, made on first asking. */
export const useCreateLotCode = () =>
  useQrMutation((lotId: string): Promise<QrCode> => apiFetch('verification', 'lotCode', { params: { lotId } }));

/** POST /api/v1/qr-lots/{lotId}/packet-codes: codes 1..n for every packet that has none, in one transaction. */
export const useCreatePacketCodes = () =>
  useQrMutation((lotId: string): Promise<PacketCodesCreated> =>
    apiFetch('verification', 'packetCodes', { params: { lotId } }),
  );

/** POST /api/v1/qr-codes/{codeId}/deactivate with the reason (required; the contract's schema checks it first). */
export const useDeactivateCode = () =>
  useQrMutation(({ codeId, reason }: { codeId: string; reason: string }): Promise<QrCode> =>
    apiFetch('verification', 'deactivate', { params: { codeId }, body: { reason } }),
  );

/** POST /api/v1/qr-lots/{lotId}/recall: recall or stop-sale, reaching every lot made from this one. */
export const useRecallLot = () =>
  useQrMutation(({ lotId, ...body }: LotRecallInput & { lotId: string }): Promise<LotRecallResult> =>
    apiFetch('verification', 'recall', { params: { lotId }, body }),
  );

/** DELETE /api/v1/qr-lots/{lotId}/recall: lifts the recall issued on this lot from every lot it reached. */
export const useLiftRecall = () =>
  useQrMutation((lotId: string): Promise<LotRecallResult> =>
    apiFetch('verification', 'liftRecall', { params: { lotId } }),
  );
