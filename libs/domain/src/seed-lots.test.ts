import { describe, expect, it } from 'vitest';
import { ClaimRedeem, SeedLotListQuery, UnregisteredSourceCreate } from './seed-lots';
import { SEED_LOT_MESSAGES as M } from './seed-lots-rules';

const crop = '11111111-1111-4111-8111-111111111111';
const variety = '22222222-2222-4222-8222-222222222222';
const messages = (input: unknown) => {
  const result = UnregisteredSourceCreate.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => i.message);
};

describe('UnregisteredSourceCreate', () => {
  it('when everything is missing, then every message shows, the crop first', () => {
    expect(messages({})).toEqual([M.cropRequired, M.packSizeInvalid, M.quantityInvalid, M.varietyRequired]);
    expect(messages({ crop_id: crop, pack_size: 10, quantity: 5 })).toEqual([M.varietyRequired]);
  });

  it('when pack size or quantity are 0, negative or not numbers, then their messages show', () => {
    const base = { crop_id: crop, variety_id: variety };
    expect(messages({ ...base, pack_size: 0, quantity: 5 })).toEqual([M.packSizeInvalid]);
    expect(messages({ ...base, pack_size: 'ten', quantity: 5 })).toEqual([M.packSizeInvalid]);
    expect(messages({ ...base, pack_size: 10, quantity: -1 })).toEqual([M.quantityInvalid]);
    expect(messages({ ...base, pack_size: 10, quantity: 0.001 })).toEqual([M.quantityInvalid]);
    expect(messages({ ...base, pack_size: '0.01', quantity: '0.01' })).toEqual([]);
  });

  it('when both a master and an organization variety are given, then the variety is refused', () => {
    expect(
      messages({ crop_id: crop, variety_id: variety, org_variety_id: variety, pack_size: 1, quantity: 1 }),
    ).toEqual([M.varietyRequired]);
  });

  it('when valid, then the defaults are Kg and bag and blank texts become null', () => {
    expect(
      UnregisteredSourceCreate.parse({
        crop_id: crop,
        org_variety_id: variety,
        pack_size: '25',
        quantity: 40,
        generation: '  ',
        notes: '',
      }),
    ).toMatchObject({ pack_unit: 'Kg', packaging_type: 'bag', pack_size: 25, generation: null, notes: null });
  });
});

describe('SeedLotListQuery and ClaimRedeem', () => {
  it('when the list query is empty, then it is the first page of the active overview', () => {
    expect(SeedLotListQuery.parse({})).toMatchObject({ tab: 'overview', deleted: false, page: 1, limit: 25 });
    expect(SeedLotListQuery.parse({ deleted: 'true', tab: 'unregistered' })).toMatchObject({ deleted: true });
  });

  it('when a claim code is typed in any case with spaces, then it is accepted; a short one is refused', () => {
    expect(ClaimRedeem.safeParse({ code: 'c2b5 ac14 4d73 b440 b6b3 ee0e' }).success).toBe(true);
    expect(ClaimRedeem.safeParse({ code: 'C2B5-AC14' }).error?.issues[0]?.message).toBe(M.claimCodeInvalid);
  });
});
