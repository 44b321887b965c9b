import { apiFetch } from '@seed/auth';
import type { QrCode } from '@seed/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { qrKeys } from './qr-keys';

/** GET /api/v1/qr-lots/{lotId}/packet-codes/{serial}: one packet's code, by the number on its label. */
export function getPacketCode(lotId: string, serial: number): Promise<QrCode> {
  return apiFetch('verification', 'packetCode', { params: { lotId, serial } });
}

export const getPacketCodeQueryOptions = (lotId: string, serial: number) =>
  queryOptions({ queryKey: qrKeys.packet(lotId, serial), queryFn: () => getPacketCode(lotId, serial), retry: false });

/** Asked for once a packet number was entered (null until then). */
export const usePacketCode = (lotId: string, serial: number | null) =>
  useQuery({ ...getPacketCodeQueryOptions(lotId, serial ?? 0), enabled: serial !== null });
