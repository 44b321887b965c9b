import { useApiMutation } from '@seed/auth/query';

/**
 * Every change refreshes every QR answer (the qrCodes slice): a recall reaches the lots made
 * from this one (their cards), and codes and recalls change the Scans view's signals.
 */
const QR = { invalidates: ['qrCodes'] } as const;

/** POST /api/v1/qr-lots/{lotId}/code: the lot's active code, made on first asking. */
export const useCreateLotCode = () => useApiMutation('qrCodes', 'lotCode', QR);

/** POST /api/v1/qr-lots/{lotId}/packet-codes: codes 1..n for every packet that has none, in one transaction. */
export const useCreatePacketCodes = () => useApiMutation('qrCodes', 'packetCodes', QR);

/** POST /api/v1/qr-codes/{codeId}/deactivate with the reason (required; the contract's schema checks it first). */
export const useDeactivateCode = () => useApiMutation('qrCodes', 'deactivate', QR);

/** POST /api/v1/qr-lots/{lotId}/recall: recall or stop-sale, reaching every lot made from this one. */
export const useRecallLot = () => useApiMutation('qrCodes', 'recall', QR);

/** DELETE /api/v1/qr-lots/{lotId}/recall: lifts the recall issued on this lot from every lot it reached. */
export const useLiftRecall = () => useApiMutation('qrCodes', 'liftRecall', QR);
