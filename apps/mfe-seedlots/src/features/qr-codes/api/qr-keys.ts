/** Query keys of the QR code screens (the lot detail's card and the Scans view). */
export const qrKeys = {
  all: ['qr-codes'] as const,
  lots: () => [...qrKeys.all, 'lot'] as const,
  lot: (lotId: string) => [...qrKeys.lots(), lotId] as const,
  packet: (lotId: string, serial: number) => [...qrKeys.lot(lotId), 'packet', serial] as const,
  image: (codeId: string) => [...qrKeys.all, 'image', codeId] as const,
  scans: () => [...qrKeys.all, 'scans'] as const,
  settings: () => [...qrKeys.all, 'settings'] as const,
};
