import { describe, expect, it } from 'vitest';
import { FarmListParams, PageParam, SeedLotListParams, VarietyListParams } from './list-params';

describe('FarmListParams', () => {
  it('when the URL has no params, then the grid of the first unfiltered page is meant', () => {
    expect(FarmListParams.parse({})).toEqual({
      view: 'grid',
      search: '',
      ownership: undefined,
      irrigation: undefined,
      page: 1,
    });
  });

  it('when the URL carries every param, then each is read with its type', () => {
    expect(
      FarmListParams.parse({ view: 'map', search: 'Nashik', ownership: 'leased', irrigation: 'other', page: '3' }),
    ).toEqual({ view: 'map', search: 'Nashik', ownership: 'leased', irrigation: 'other', page: 3 });
  });

  it('when a param is unknown or malformed, then it falls back to its default and never fails', () => {
    expect(FarmListParams.parse({ view: 'table', ownership: 'stolen', irrigation: 'none', page: 'abc' })).toEqual({
      view: 'grid',
      search: '',
      ownership: undefined,
      irrigation: undefined,
      page: 1,
    });
  });
});

describe('PageParam', () => {
  it.each(['0', '-2', '2.5', '0x10', '1e3', ''])('when the page is %j, then it is page 1', (page) => {
    expect(PageParam.parse(page)).toBe(1);
  });
});

describe('VarietyListParams', () => {
  const crop = '3f1e2d4c-5b6a-4978-8a9b-0c1d2e3f4a5b';

  it('when the URL carries every param, then each is read with its type', () => {
    expect(
      VarietyListParams.parse({
        tab: 'discover',
        search: 'JS',
        crop,
        season: 'kharif',
        state: 'Madhya Pradesh',
        page: '2',
      }),
    ).toEqual({ tab: 'discover', search: 'JS', crop, season: 'kharif', state: 'Madhya Pradesh', page: 2 });
  });

  it('when a param is unknown or malformed, then it falls back to its default and never fails', () => {
    expect(
      VarietyListParams.parse({ tab: 'all', crop: 'wheat', season: 'monsoon', state: 'Delhi', page: '0' }),
    ).toEqual({
      tab: 'my',
      search: '',
      crop: undefined,
      season: undefined,
      state: undefined,
      page: 1,
    });
  });
});

describe('SeedLotListParams', () => {
  it('when the URL is empty or malformed, then it is the first page of the active overview', () => {
    const overview = {
      tab: 'overview',
      search: '',
      type: undefined,
      status: undefined,
      crop: undefined,
      deleted: false,
      page: 1,
    };
    expect(SeedLotListParams.parse({})).toEqual(overview);
    expect(
      SeedLotListParams.parse({ tab: 'trash', type: 'seed', status: 'lost', crop: 'x', deleted: 'yes', page: '-1' }),
    ).toEqual(overview);
  });

  it('when the URL carries every param, then each is read with its type', () => {
    expect(
      SeedLotListParams.parse({
        tab: 'production',
        search: 'SL-',
        type: 'raw_production',
        status: 'active',
        deleted: 'true',
        page: '3',
      }),
    ).toMatchObject({
      tab: 'production',
      search: 'SL-',
      type: 'raw_production',
      status: 'active',
      deleted: true,
      page: 3,
    });
  });
});
