import { describe, expect, it } from 'vitest';
import { firstItemRefusal, TransactionCreate } from './transactions';
import { manifestTypeColor, movesToRecipient, needsPrice, TRANSACTION_MESSAGES as M } from './transactions-rules';

const lot = (over: Record<string, unknown> = {}) => ({
  lot_id: 'SL-1',
  quantity: 2,
  unit: 'Kg',
  price_per_unit: 10,
  currency: 'INR',
  ...over,
});

describe('firstItemRefusal (spec 2 §5, in its order, lot by lot)', () => {
  it.each([
    ['no lot', 'SALE', [], M.lotsRequired],
    ['a quantity below 0.01', 'SALE', [lot({ quantity: 0.001 })], M.quantityInvalid('SL-1')],
    [
      'no quantity and no unit: the quantity first',
      'TRANSFER',
      [lot({ quantity: null, unit: null })],
      M.quantityInvalid('SL-1'),
    ],
    ['no unit', 'TRANSFER', [lot({ unit: '' })], M.unitRequired('SL-1')],
    [
      'a sale without price and currency: the price first',
      'SALE',
      [lot({ price_per_unit: null, currency: null })],
      M.priceInvalid('SL-1'),
    ],
    ['a sale with a negative price', 'SALE', [lot({ price_per_unit: -0.01 })], M.priceInvalid('SL-1')],
    ['a sale without a currency', 'SALE', [lot({ currency: null })], M.currencyRequired('SL-1')],
    ['the second lot wrong', 'SALE', [lot(), lot({ lot_id: 'SL-2', quantity: 0 })], M.quantityInvalid('SL-2')],
  ] as const)('when the items have %s, then its message', (_, type, items, message) => {
    expect(firstItemRefusal(type, items as never)?.message).toBe(message);
  });

  it('when a transfer has no price or currency, then nothing is refused (a price 0 sale is fine too)', () => {
    expect(firstItemRefusal('TRANSFER', [lot({ price_per_unit: null, currency: null })])).toBeNull();
    expect(firstItemRefusal('SALE', [lot({ price_per_unit: 0 })])).toBeNull();
  });
});

describe('TransactionCreate', () => {
  const parse = (body: Record<string, unknown>) => {
    const result = TransactionCreate.safeParse(body);
    return result.success ? null : result.error.issues[0]?.message;
  };

  it('when quantities and prices come as form text, then they parse; words or blanks are the spec message', () => {
    const ok = TransactionCreate.parse({
      manifest_type: 'SALE',
      items: [{ lot_id: 'SL-1', quantity: '2.5', unit: 'Kg', price_per_unit: '80', currency: 'INR' }],
    });
    expect(ok.items[0]).toMatchObject({ quantity: 2.5, price_per_unit: 80 });
    expect(parse({ manifest_type: 'SALE', items: [{ lot_id: 'SL-1', quantity: 'two', unit: 'Kg' }] })).toBe(
      M.quantityInvalid('SL-1'),
    );
  });

  it.each([
    ['a transfer without a recipient', { manifest_type: 'TRANSFER', items: [lot()] }, M.recipientRequired],
    [
      'both an organization and an e-mail',
      {
        manifest_type: 'SALE',
        items: [lot()],
        recipient_organization_id: '5b0f8a2e-8a8e-4a5e-9d0b-0d7c1f2b3a4c',
        recipient_email: 'a@b.co',
      },
      M.recipientBoth,
    ],
    [
      'an adjustment with a recipient',
      { manifest_type: 'ADJUSTMENT', items: [lot()], overall_notes: 'count', recipient_email: 'a@b.co' },
      M.recipientNotAllowed,
    ],
    ['an adjustment without a reason', { manifest_type: 'ADJUSTMENT', items: [lot()] }, M.adjustmentReasonRequired],
    ['one lot twice', { manifest_type: 'INITIAL', items: [lot(), lot()] }, M.lotTwice],
    [
      'an e-mail that is not one',
      { manifest_type: 'TRANSFER', items: [lot()], recipient_email: 'farmer' },
      M.recipientEmailInvalid,
    ],
    ['an unknown type', { manifest_type: 'GIFT', items: [lot()] }, M.typeInvalid],
  ])('when the form has %s, then its message', (_, body, message) => {
    expect(parse(body)).toBe(message);
  });

  it('when a sale has no recipient, then it is accepted (sold to someone not on the portal); a blank e-mail is none', () => {
    expect(parse({ manifest_type: 'SALE', items: [lot()], recipient_email: '  ' })).toBeNull();
  });
});

describe('the rules of the types', () => {
  it('prices for sales only; sales and transfers move to a recipient; the four types have colours, the flows gray', () => {
    expect([needsPrice('SALE'), needsPrice('TRANSFER')]).toEqual([true, false]);
    expect(['SALE', 'TRANSFER', 'ADJUSTMENT', 'INITIAL'].map((t) => movesToRecipient(t as 'SALE'))).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect(['SALE', 'TRANSFER', 'ADJUSTMENT', 'INITIAL', 'packaging'].map(manifestTypeColor)).toEqual([
      'green',
      'blue',
      'yellow',
      'purple',
      'gray',
    ]);
  });
});
