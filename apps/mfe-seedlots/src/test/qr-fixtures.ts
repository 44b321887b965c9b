import type { LotQrSummary, QrCode } from '@seed/domain';

// The QR card's answers as the API gives them, for the lot detail's QR tests: a packaged lot of
// 30 packets whose grower is the caller, with no lot code and no scans, and an active lot code.

export const QR_LOT = 'SL-20261101-0900000-0001';

export const qrCode = (overrides: Partial<QrCode> = {}): QrCode => ({
  id: '00000000-0000-4000-8000-0000000000c1',
  code: 'Ab3dEf6hIj9kLm2nOp5qRs',
  url: 'https://seeds.example/v/Ab3dEf6hIj9kLm2nOp5qRs',
  kind: 'lot',
  serial: null,
  status: 'active',
  provider: 'portal',
  deactivatedReason: null,
  createdAt: '2026-11-02T10:00:00Z',
  ...overrides,
});

export const qrSummary = (overrides: Partial<LotQrSummary> = {}): LotQrSummary => ({
  lotId: QR_LOT,
  lotType: 'packaged_unit',
  isGrower: true,
  packagesCount: 30,
  lotCode: null,
  lastDeactivatedLotCode: null,
  packetCodes: { total: 30, active: 30, deactivated: 0 },
  scans: { total: 0, devices: 0, lastAt: null, afterRecall: 0, farFromSale: 0 },
  recall: null,
  ...overrides,
});
