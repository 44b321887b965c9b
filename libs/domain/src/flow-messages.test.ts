import { describe, expect, it } from 'vitest';
import { PRODUCTION_MESSAGES as P } from './production-rules';
import { HarvestCreate, PackagingLotCreate, ProductionLotCreate } from './production';
import { TransactionCreate } from './transactions';

// Every field of the packaging, harvest, production wizard and transaction forms answers a bad value
// in words (issue 26: Number of Packages empty or 1.5 answered zod's 'Invalid input').

const RAW = /^(Invalid input|Invalid option|Too small|Too big|Expected)/i;
const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

const PACKAGING = {
  parents: [{ lot_id: 'SL-20261123-1129169-7919', quantity: '500', unit: 'Kg' }],
  pack_size: '5',
  pack_unit: 'Kg',
  packages_count: '100',
  packaging_date: '2026-03-14',
  packaging_type: 'bag',
};

describe('form messages in words', () => {
  it.each(['', '1.5', '0', '-3', 'abc', '1e3x'])(
    "when Number of Packages is %j, then 'Please enter a whole number of packages, 1 or more'",
    (value) => {
      expect(messagesOf(PackagingLotCreate.safeParse({ ...PACKAGING, packages_count: value }))).toEqual([
        P.packagesCountInvalid,
      ]);
    },
  );

  it('when any numeric or choice field of packaging, harvest, the wizard or a transaction is wrong, then no message is a raw schema text', () => {
    const bad = ['', 'abc', '1.5.5', 'Pc'];
    const results = [
      ...['pack_size', 'pack_unit', 'packages_count', 'packaging_type'].flatMap((field) =>
        bad.map((value) => PackagingLotCreate.safeParse({ ...PACKAGING, [field]: value })),
      ),
      ...['quantity', 'unit'].flatMap((field) =>
        bad.map((value) =>
          PackagingLotCreate.safeParse({ ...PACKAGING, parents: [{ ...PACKAGING.parents[0], [field]: value }] }),
        ),
      ),
      ...['actual_yield', 'yield_unit', 'pack_size', 'pack_unit', 'packaging_type'].flatMap((field) =>
        bad.map((value) =>
          HarvestCreate.safeParse({
            harvest_date: '2026-03-01',
            actual_yield: '1500',
            yield_unit: 'Kg',
            pack_size: '25',
            pack_unit: 'Kg',
            packaging_type: 'bag',
            [field]: value,
          }),
        ),
      ),
      ...['quantity', 'unit', 'price_per_unit'].flatMap((field) =>
        bad.map((value) =>
          TransactionCreate.safeParse({
            manifest_type: 'SALE',
            items: [
              { lot_id: 'SL-1', quantity: '5', unit: 'Kg', price_per_unit: '10', currency: 'INR', [field]: value },
            ],
            overall_notes: '',
          }),
        ),
      ),
      ...['quantity', 'unit', 'purpose'].flatMap((field) =>
        bad.map((value) =>
          ProductionLotCreate.safeParse({
            sources: [{ lot_id: 'SL-1', quantity: '5', unit: 'Kg', purpose: 'source', [field]: value }],
            farms: [{ farm_id: '00000000-0000-4000-8000-000000000001', area_used: '2' }],
            generation: 'Certified',
            planting_date: '2026-01-10',
          }),
        ),
      ),
    ];
    const raw = results.flatMap(messagesOf).filter((m) => RAW.test(m));
    expect(raw).toEqual([]);
  });
});
