import type { Transaction, TransactionItem, TransactionLotOption } from '@seed/domain';

export const NISHA = { id: '00000000-0000-4000-8000-00000000000a', name: 'Nisha Agro' };
export const MALWA = { id: '00000000-0000-4000-8000-00000000000b', name: 'Malwa Agro' };

export const item = (overrides: Partial<TransactionItem> = {}): TransactionItem => ({
  lotId: 'SL-20261101-0900000-0001',
  crop: 'Wheat',
  variety: 'HI 1544',
  quantity: 25,
  unit: 'Kg',
  pricePerUnit: 80,
  currency: 'INR',
  notes: null,
  deliveredLotId: null,
  lotVisible: true,
  deliveredLotVisible: false,
  soldUntested: false,
  ...overrides,
});

export const transaction = (overrides: Partial<Transaction> = {}): Transaction => ({
  id: '00000000-0000-4000-8000-000000000001',
  type: 'SALE',
  status: 'COMPLETED',
  date: '2026-11-03T10:00:00.000Z',
  from: NISHA,
  to: MALWA,
  toEmail: null,
  notes: 'Kharif foundation seed',
  direction: 'sent',
  settledAt: null,
  items: [item()],
  canAccept: false,
  canCancel: false,
  canDecline: false,
  ...overrides,
});

export const lotOption = (id: string, overrides: Partial<TransactionLotOption> = {}): TransactionLotOption => ({
  id,
  lotType: 'raw_production',
  crop: 'Wheat',
  variety: 'HI 1544',
  generation: 'F1',
  quantity: 40,
  unit: 'Kg',
  packSize: null,
  packUnit: null,
  quality: 'passed',
  ...overrides,
});
