import type { LineageLot, SeedLotDetail } from '@seed/domain';
import { describe, expect, it } from 'vitest';
import { chainOf, hasLinks, isParentPurpose, lineageSelf, splitLineage } from './lineage';

const SELF = 'SL-20260105-1200000-0005';

/** A lineage row as GET /api/v1/seed-lots/{id} sends it; visible lots of the caller's organization by default. */
function row(id: string, overrides: Partial<LineageLot> = {}): LineageLot {
  return {
    id,
    direction: 'ancestor',
    depth: 1,
    via: SELF,
    relation: 'parent',
    purpose: null,
    lot_type: 'raw_production',
    crop_name: 'Wheat',
    variety_name: 'HI 1544',
    generation: 'F1',
    visible: true,
    status: 'active',
    deleted_at: null,
    created_at: '2026-01-01T00:00:00Z',
    ...overrides,
  };
}

const self = row(SELF, { direction: 'self', depth: 0, via: null, relation: null });
const ids = (lots: readonly { id: string }[]) => lots.map((lot) => lot.id);
const chainIds = (chain: ReturnType<typeof chainOf>) => chain.map((entry) => entry.lot.id);

describe('splitLineage', () => {
  it('when a packed lot links its parent both as parent and as source, then the parent is listed once, as the parent (not again as "grown from")', () => {
    const rows = [
      self,
      row('P', { relation: 'parent' }),
      row('P', { relation: 'source', purpose: 'source' }),
      row('S', { relation: 'source', purpose: 'source' }),
      row('C', { direction: 'descendant', relation: 'parent' }),
      row('C', { direction: 'descendant', relation: 'source', purpose: 'source' }),
    ];
    const groups = splitLineage(rows);
    expect(groups.parentLot?.id).toBe('P');
    expect(ids(groups.sourceLots)).toEqual(['S']);
    expect(ids(groups.childLots)).toEqual(['C']);
    expect(ids(groups.producedLots)).toEqual([]);
  });

  it('when the lot has no links, then every group is empty and each chain holds the lot alone', () => {
    const groups = splitLineage([self]);
    expect(groups.self).toEqual(self);
    expect(groups.parentLot).toBeNull();
    expect(groups.childLots).toEqual([]);
    expect(groups.sourceLots).toEqual([]);
    expect(groups.producedLots).toEqual([]);
    expect(groups.parentChain).toEqual([{ lot: self, position: 'self', depth: 0, via: [] }]);
    expect(hasLinks(groups.parentChain)).toBe(false);
    expect(hasLinks(groups.sourceChain)).toBe(false);
  });

  it('when links of both kinds are at depth 1, then the parent, children, sources and produced lots are split by direction and relation', () => {
    const rows = [
      self,
      row('P', { relation: 'parent' }),
      row('S1', { relation: 'source', purpose: 'male_parent' }),
      row('S2', { relation: 'source', purpose: 'female_parent' }),
      row('C1', { direction: 'descendant', relation: 'parent' }),
      row('C2', { direction: 'descendant', relation: 'parent' }),
      row('D1', { direction: 'descendant', relation: 'source', purpose: 'source' }),
      // Deeper lots are not direct links.
      row('PP', { depth: 2, via: 'P', relation: 'parent' }),
      row('DD', { direction: 'descendant', depth: 2, via: 'D1', relation: 'source' }),
    ];
    const groups = splitLineage(rows);
    expect(groups.parentLot?.id).toBe('P');
    expect(ids(groups.childLots)).toEqual(['C1', 'C2']);
    expect(ids(groups.sourceLots)).toEqual(['S1', 'S2']);
    expect(groups.sourceLots.map((lot) => lot.purpose)).toEqual(['male_parent', 'female_parent']);
    expect(ids(groups.producedLots)).toEqual(['D1']);
  });

  it('when the parent chain is three lots deep with children and grandchildren, then ancestors come oldest first, then the lot, then descendants nearest first', () => {
    const rows = [
      self,
      row('P1', { depth: 1, via: SELF }),
      row('P2', { depth: 2, via: 'P1' }),
      row('P3', { depth: 3, via: 'P2' }),
      row('C1', { direction: 'descendant', depth: 1, via: SELF }),
      row('G1', { direction: 'descendant', depth: 2, via: 'C1' }),
      row('C2', { direction: 'descendant', depth: 1, via: SELF }),
    ];
    const { parentChain, sourceChain } = splitLineage(rows);
    expect(chainIds(parentChain)).toEqual(['P3', 'P2', 'P1', SELF, 'C1', 'C2', 'G1']);
    expect(parentChain.map((entry) => entry.position)).toEqual([
      'ancestor',
      'ancestor',
      'ancestor',
      'self',
      'descendant',
      'descendant',
      'descendant',
    ]);
    expect(parentChain.map((entry) => entry.depth)).toEqual([3, 2, 1, 0, 1, 1, 2]);
    expect(parentChain.find((entry) => entry.lot.id === 'G1')?.via).toEqual(['C1']);
    expect(hasLinks(sourceChain)).toBe(false);
  });

  it('when the chains mix parent and source links, then each chain follows its own kind only and counts depth along it', () => {
    // SELF was packed from P (parent); P was grown from S (source); S was packed from SP (parent).
    // The server's depth is the shortest over both kinds: SP is 3 links up, yet not on either chain's path.
    const rows = [
      self,
      row('P', { depth: 1, via: SELF, relation: 'parent' }),
      row('S', { depth: 2, via: 'P', relation: 'source' }),
      row('SP', { depth: 3, via: 'S', relation: 'parent' }),
      // SELF was also grown from X directly.
      row('X', { depth: 1, via: SELF, relation: 'source' }),
      row('XS', { depth: 2, via: 'X', relation: 'source' }),
    ];
    const { parentChain, sourceChain } = splitLineage(rows);
    expect(chainIds(parentChain)).toEqual(['P', SELF]);
    expect(chainIds(sourceChain)).toEqual(['XS', 'X', SELF]);
    expect(sourceChain[0]?.depth).toBe(2);
  });

  it('when two sources share a source (a diamond), then the shared lot appears once, linked to both', () => {
    const rows = [
      self,
      row('M', { depth: 1, via: SELF, relation: 'source', purpose: 'male_parent' }),
      row('F', { depth: 1, via: SELF, relation: 'source', purpose: 'female_parent' }),
      row('A', { depth: 2, via: 'M', relation: 'source' }),
      row('A', { depth: 2, via: 'F', relation: 'source' }),
    ];
    const { sourceChain, sourceLots } = splitLineage(rows);
    expect(chainIds(sourceChain)).toEqual(['A', 'F', 'M', SELF]);
    expect(sourceChain[0]?.via).toEqual(['M', 'F']);
    expect(ids(sourceLots)).toEqual(['M', 'F']);
  });

  it('when a lot is reached over a longer and a shorter path, then its chain depth is the shorter one', () => {
    const rows = [
      self,
      row('B', { direction: 'descendant', depth: 1, via: SELF, relation: 'source' }),
      row('C', { direction: 'descendant', depth: 1, via: SELF, relation: 'source' }),
      row('D', { direction: 'descendant', depth: 2, via: 'B', relation: 'source' }),
      row('E', { direction: 'descendant', depth: 3, via: 'D', relation: 'source' }),
      // E is also grown from C directly: 2 links away.
      row('E', { direction: 'descendant', depth: 2, via: 'C', relation: 'source' }),
    ];
    const { sourceChain } = splitLineage(rows);
    expect(chainIds(sourceChain)).toEqual([SELF, 'B', 'C', 'D', 'E']);
    const e = sourceChain.find((entry) => entry.lot.id === 'E');
    expect(e?.depth).toBe(2);
    expect(e?.via).toEqual(['C']);
  });

  it('when an ancestor belongs to another organization, then it stays in the chain, invisible, and the lineage goes on beyond it', () => {
    const rows = [
      self,
      row('FOREIGN', { depth: 1, via: SELF, relation: 'source', visible: false, status: null, created_at: null }),
      row('ORIGIN', { depth: 2, via: 'FOREIGN', relation: 'source', visible: false, status: null, created_at: null }),
    ];
    const { sourceChain, sourceLots } = splitLineage(rows);
    expect(chainIds(sourceChain)).toEqual(['ORIGIN', 'FOREIGN', SELF]);
    expect(sourceChain.map((entry) => entry.lot.visible)).toEqual([false, false, true]);
    expect(sourceLots[0]?.status).toBeNull();
  });

  it('when ancestors share a depth, then they are ordered by id (ids begin with their creation time)', () => {
    const rows = [
      self,
      row('SL-20260102-0000000-0002', { relation: 'source' }),
      row('SL-20260101-0000000-0001', { relation: 'source' }),
    ];
    expect(chainIds(splitLineage(rows).sourceChain)).toEqual([
      'SL-20260101-0000000-0001',
      'SL-20260102-0000000-0002',
      SELF,
    ]);
  });

  it('when the answer has no self row, then the fallback stands for the lot; without one the chains are empty', () => {
    const fallback = row(SELF, { direction: 'self', depth: 0, via: null, relation: null, generation: 'F2' });
    const rows = [row('P')];
    expect(splitLineage(rows, fallback).self?.generation).toBe('F2');
    expect(chainIds(splitLineage(rows, fallback).parentChain)).toEqual(['P', SELF]);
    expect(splitLineage(rows).self).toBeNull();
    expect(splitLineage(rows).parentChain).toEqual([]);
    expect(splitLineage(rows).parentLot?.id).toBe('P');
  });
});

describe('lineageSelf', () => {
  it('when built from the detail lot, then it is a visible self row with the lot crop, variety, generation and type', () => {
    const lot = {
      id: SELF,
      lot_type: 'packaged_unit',
      status: 'packaged',
      generation: 'F3',
      crop_name: 'Soybean',
      variety_name: null,
      deleted_at: null,
      created_at: '2026-01-05T12:00:00Z',
    } as SeedLotDetail['lot'];
    expect(lineageSelf(lot)).toEqual({
      id: SELF,
      direction: 'self',
      depth: 0,
      via: null,
      relation: null,
      purpose: null,
      lot_type: 'packaged_unit',
      crop_name: 'Soybean',
      variety_name: null,
      generation: 'F3',
      visible: true,
      status: 'packaged',
      deleted_at: null,
      created_at: '2026-01-05T12:00:00Z',
    });
  });
});

describe('isParentPurpose', () => {
  it('when the purpose is a parent of a cross, then it is named; a plain source or none is not', () => {
    expect(isParentPurpose('male_parent')).toBe(true);
    expect(isParentPurpose('female_parent')).toBe(true);
    expect(isParentPurpose('source')).toBe(false);
    expect(isParentPurpose(null)).toBe(false);
  });
});
