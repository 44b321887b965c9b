import { useApiQuery } from '@seed/auth/query';

/**
 * GET /api/v1/qr-lots/{lotId}/packet-codes/{serial}: one packet's code, by the number on its
 * label; asked for once a packet number was entered (null until then).
 */
export const usePacketCode = (lotId: string, serial: number | null) =>
  useApiQuery(
    'qrCodes',
    'packetCode',
    { params: { lotId, serial: serial ?? 0 } },
    { retry: false, enabled: serial !== null },
  );
