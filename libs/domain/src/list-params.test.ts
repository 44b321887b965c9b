import { describe, expect, it } from 'vitest';
import { FarmListParams, PageParam } from './list-params';

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
