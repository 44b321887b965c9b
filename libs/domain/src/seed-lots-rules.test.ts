import { describe, expect, it } from 'vitest';
import { CERTIFICATION_STATUSES } from './certification-rules';
import { SeedLotListQuery } from './seed-lots';
import {
  certificationFilterOf,
  deleteKindOf,
  LOT_CERTIFICATION_FILTER_STATUSES,
  LOT_CERTIFICATION_FILTERS,
  LOT_CERTIFICATION_STATUSES,
  isSeedLotId,
  lotStatusColor,
  manifestStatusColor,
  normalizeClaimCode,
  notesWithoutSupplier,
  packageFormat,
  formatMoney,
  formatQuantity,
  shortLotId,
} from './seed-lots-rules';

describe('seed lot rules', () => {
  it("when an id is checked, then only 'SL-yyyymmdd-hhmmss', a tenth of a second and 4 digits pass", () => {
    expect(isSeedLotId('SL-20261123-1129169-7919')).toBe(true);
    expect(isSeedLotId('SL-20261123-112916-7919')).toBe(false);
    expect(isSeedLotId('SL-20261123-1129169-791')).toBe(false);
    expect(isSeedLotId('sl-20261123-1129169-7919')).toBe(false);
    expect(isSeedLotId(' SL-20261123-1129169-7919')).toBe(false);
  });

  it('when a short id is shown, then it is the last 6 characters', () => {
    expect(shortLotId('SL-20261123-1129169-7919')).toBe('9-7919');
    expect(shortLotId('abc')).toBe('abc');
  });

  it("when a delete phrase is typed, then 'delete' and 'delete permanently' match in any case, anything else does not", () => {
    expect(deleteKindOf('delete')).toBe('soft');
    expect(deleteKindOf(' DELETE ')).toBe('soft');
    expect(deleteKindOf('Delete Permanently')).toBe('permanent');
    expect(deleteKindOf('delete  permanently')).toBeNull();
    expect(deleteKindOf('del')).toBeNull();
    expect(deleteKindOf('')).toBeNull();
  });

  it("when a lot status is shown, then its badge has spec 2 §4's colour, and an unknown one is gray", () => {
    expect(['verified', 'growing', 'planted'].map(lotStatusColor)).toEqual(['green', 'green', 'green']);
    expect(lotStatusColor('testing')).toBe('blue');
    expect(lotStatusColor('harvested')).toBe('yellow');
    expect(lotStatusColor('rejected')).toBe('red');
    expect(lotStatusColor('pending')).toBe('purple');
    expect(lotStatusColor('draft')).toBe('gray');
    expect(lotStatusColor('anything')).toBe('gray');
    expect(lotStatusColor('active')).toBe('green');
  });

  it("when a manifest status is shown, then its badge has spec 2 §4's colour", () => {
    expect(manifestStatusColor('COMPLETED')).toBe('green');
    expect(manifestStatusColor('PENDING')).toBe('yellow');
    expect(manifestStatusColor('AWAITING_CLAIM')).toBe('yellow');
    expect(manifestStatusColor('CLAIMED_BY_RECIPIENT')).toBe('blue');
    expect(manifestStatusColor('CANCELLED')).toBe('red');
  });

  it('when package details are typed, then the preview grows with them', () => {
    expect(packageFormat({})).toBe('');
    expect(packageFormat({ container: 'bag' })).toBe('bag');
    expect(packageFormat({ size: 10, unit: 'Kg', container: 'bag' })).toBe('10 Kg bag');
    expect(packageFormat({ size: 2.5, unit: 'Kg', container: 'packet', count: 40 })).toBe('40 × 2.5 Kg packet');
    expect(packageFormat({ size: 0, unit: 'Kg', container: 'sack', count: 3 })).toBe('3 × sack');
    expect(packageFormat({ size: Number.NaN, unit: 'Kg', container: 'box' })).toBe('box');
    expect(packageFormat({ size: 0.125, unit: 'g', container: 'packet' })).toBe('0.125 g packet');
  });

  it('when a screen passes its words for units and containers, then they replace the values, and a unit without a size stays out', () => {
    const words = { unit: (unit: string) => `<${unit}>`, container: (container: string) => `[${container}]` };
    expect(packageFormat({ size: 40, unit: 'Kg', container: 'bag' }, words)).toBe('40 <Kg> [bag]');
    expect(packageFormat({ count: 25, size: 5, unit: 'Kg' }, words)).toBe('25 × 5 <Kg>');
    expect(packageFormat({ size: 0, unit: 'Kg', container: 'sack', count: 3 }, words)).toBe('3 × [sack]');
    expect(packageFormat({}, words)).toBe('');
  });

  it('when a quantity or a price is printed, then it has Indian digit grouping and no needless decimals', () => {
    expect(formatQuantity(100000)).toBe('1,00,000');
    expect(formatQuantity(1234567.8916)).toBe('12,34,567.892');
    expect(formatQuantity(999)).toBe('999');
    expect(formatQuantity(2.5)).toBe('2.5');
    expect(formatQuantity(-0.0001)).toBe('0');
    expect(packageFormat({ size: 1000, unit: 'g', container: 'packet', count: 12000 })).toBe('12,000 × 1,000 g packet');
    expect(formatMoney(125000.5, 'INR')).toBe('₹1,25,000.50');
    expect(formatMoney(12.5, 'usd')).toBe('$12.50');
    expect(formatMoney(40, 'rupees')).toBe('40 rupees');
    expect(formatMoney(40, null)).toBe('40');
  });

  it('when notes are listed, then the supplier line is left out', () => {
    expect(notesWithoutSupplier('Supplier: Mahyco\nStored dry')).toBe('Stored dry');
    expect(notesWithoutSupplier('Bought at Indore\n  supplier:  X\nGood germination')).toBe(
      'Bought at Indore\nGood germination',
    );
    expect(notesWithoutSupplier(null)).toBe('');
  });

  it('when a claim code is typed with other case or separators, then it reads as the printed code', () => {
    expect(normalizeClaimCode('c2b5 ac14-4d73_b440 b6b3ee0e')).toBe('C2B5AC144D73B440B6B3EE0E');
  });
});

describe("the seed-lot lists' certification filter (issue 28)", () => {
  it('when every certification status is filed, then each is under exactly one filter value and none is for no certification', () => {
    for (const status of LOT_CERTIFICATION_STATUSES) {
      const under = LOT_CERTIFICATION_FILTERS.filter((f) => LOT_CERTIFICATION_FILTER_STATUSES[f].includes(status));
      expect(under, status).toEqual([certificationFilterOf(status)]);
    }
    expect(certificationFilterOf(null)).toBe('none');
    expect(certificationFilterOf('inspecting')).toBe('in_progress');
    // the list's statuses are the applications' and expired
    expect([...LOT_CERTIFICATION_STATUSES].sort()).toEqual([...CERTIFICATION_STATUSES, 'expired'].sort());
  });

  it('when the query names another value, then it is refused with the values', () => {
    const parsed = SeedLotListQuery.safeParse({ certification: 'gold' });
    expect(parsed.error?.issues[0]?.message).toBe(
      'Certification must be one of: certified, in_progress, expired, revoked, rejected, none',
    );
    expect(SeedLotListQuery.parse({ certification: 'none' }).certification).toBe('none');
  });
});
