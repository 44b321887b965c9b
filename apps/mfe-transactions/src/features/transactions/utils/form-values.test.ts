import { TransactionCreate, TRANSACTION_MESSAGES as M } from '@seed/domain';
import { describe, expect, it } from 'vitest';
import { EMPTY_TRANSACTION, newItemRow, saleQuality, toTransactionInput } from './form-values';

const LOT = {
  id: 'SL-20261101-0900000-0001',
  lotType: 'raw_production',
  crop: 'Wheat',
  variety: 'HI 1544',
  generation: null,
  quantity: 40,
  unit: 'Kg',
  packSize: null,
  packUnit: null,
  quality: 'not_tested',
} as const;

const issues = (values: typeof EMPTY_TRANSACTION) =>
  TransactionCreate.safeParse(toTransactionInput(values)).error?.issues.map((i) => i.message) ?? [];

describe('toTransactionInput', () => {
  it("when no lot is selected, then the schema's first message is 'Please select at least one seed lot.'", () => {
    expect(issues(EMPTY_TRANSACTION)).toEqual([M.lotsRequired]);
  });

  it('when a transfer has typed a price, then price and currency are sent empty (spec 2 §5)', () => {
    const row = { ...newItemRow(LOT), quantity: '3', price_per_unit: '9' };
    const body = toTransactionInput({
      ...EMPTY_TRANSACTION,
      type: 'TRANSFER',
      items: [row],
      recipientEmail: 'ravi@example.org',
      recipientMode: 'email',
    });
    expect(body.items[0]).toMatchObject({ price_per_unit: null, currency: null });
    expect(TransactionCreate.parse(body).recipient_email).toBe('ravi@example.org');
  });

  it('when an adjustment had a recipient chosen before the type changed, then none is sent', () => {
    const body = toTransactionInput({
      ...EMPTY_TRANSACTION,
      type: 'ADJUSTMENT',
      items: [{ ...newItemRow(LOT), quantity: '30' }],
      recipientOrganizationId: '00000000-0000-4000-8000-00000000000b',
      notes: 'Recount after drying',
    });
    expect([body.recipient_organization_id, body.recipient_email]).toEqual([null, null]);
    expect(TransactionCreate.safeParse(body).success).toBe(true);
  });

  it('when the untested seed was acknowledged and the type changed to a transfer, then no acknowledgement is sent', () => {
    const row = { ...newItemRow(LOT), quantity: '3', price_per_unit: '9' };
    const values = { ...EMPTY_TRANSACTION, items: [row], untestedAcknowledged: true };
    expect(toTransactionInput(values).untested_acknowledged).toBe(true);
    expect(
      toTransactionInput({ ...values, type: 'TRANSFER', recipientEmail: 'a@b.in', recipientMode: 'email' })
        .untested_acknowledged,
    ).toBe(false);
  });
});

describe('saleQuality', () => {
  it('when lots of every standing are ticked, then failed and expired ones are refused and never-tested ones asked about', () => {
    const lots = (['passed', 'failed', 'expired', 'not_tested', 'testing_requested', 'no_standard'] as const).map(
      (quality, i) => ({ lot_id: `L${i}`, quality }),
    );
    expect(saleQuality(lots)).toEqual({ refused: ['L1', 'L2'], untested: ['L3', 'L4'] });
  });
});
