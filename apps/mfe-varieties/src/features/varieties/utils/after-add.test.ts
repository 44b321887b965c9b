import { describe, expect, it } from 'vitest';
import { showAddedVariety } from './after-add';

describe('showAddedVariety', () => {
  it('when a variety is added while a search and a crop filter are set, then the filters are cleared on My Varieties', () => {
    expect(showAddedVariety({ tab: 'my', search: 'JS 95', crop: 'c1' })).toEqual({
      tab: 'my',
      search: null,
      crop: null,
      season: null,
      state: null,
    });
  });

  it('when a variety is added from Discover, then My Varieties opens, where it is', () => {
    expect(showAddedVariety({ tab: 'discover' })?.tab).toBe('my');
  });

  it('when My Varieties shows everything already, then nothing changes', () => {
    expect(showAddedVariety({ tab: 'my', search: '', crop: null })).toBeNull();
  });
});
