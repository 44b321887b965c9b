import type { LineageLot, SeedLotDetail, SourcePurpose } from '@seed/domain';

// The Relationships tab of the lot detail (spec 3): the lineage rows of GET /api/v1/seed-lots/{id}
// split into the direct links (parent, children, sources, produced lots) and the two chain
// timelines. Each row is one link: `id` reached from `via` over `relation`, at the shortest
// distance `depth` over both kinds of link. A chain follows one kind of link only, so its
// depths are counted here, along that kind.

export type LineageRelation = 'parent' | 'source';

/** One lot of a chain timeline. */
export interface ChainEntry {
  lot: LineageLot;
  position: 'ancestor' | 'self' | 'descendant';
  /** Links of the chain's kind between this lot and the page's lot (0 for the lot itself). */
  depth: number;
  /** The lots of the chain this one links to: its children (an ancestor) or its parents (a descendant). */
  via: string[];
}

export interface LineageGroups {
  /** The page's lot as the lineage knows it (null when the answer carried no self row and no fallback). */
  self: LineageLot | null;
  /** The lot this one was packed from (parent link, depth 1). */
  parentLot: LineageLot | null;
  /** Lots packed from this one (parent link, depth 1). */
  childLots: LineageLot[];
  /** Lots this one was grown from (source link, depth 1), with their purpose (male or female parent). */
  sourceLots: LineageLot[];
  /** Lots grown from this one (source link, depth 1). */
  producedLots: LineageLot[];
  /** Parent–child chain: ancestors oldest first, the lot itself, then its descendants. */
  parentChain: ChainEntry[];
  /** Source–produced chain: ancestors oldest first, the lot itself, then its descendants. */
  sourceChain: ChainEntry[];
}

/** The page's lot as a lineage row, for an answer without a self row. */
export function lineageSelf(lot: SeedLotDetail['lot']): LineageLot {
  return {
    id: lot.id,
    direction: 'self',
    depth: 0,
    via: null,
    relation: null,
    purpose: null,
    lot_type: lot.lot_type,
    crop_name: lot.crop_name,
    variety_name: lot.variety_name,
    generation: lot.generation,
    visible: true,
    status: lot.status,
    deleted_at: lot.deleted_at,
    created_at: lot.created_at,
  };
}

/** Lots in the order the server sends them, each once (a lot reached over two links keeps its first row). */
function uniqueById(rows: LineageLot[]): LineageLot[] {
  const seen = new Set<string>();
  return rows.filter((row) => !seen.has(row.id) && seen.add(row.id));
}

const direct = (rows: readonly LineageLot[], direction: 'ancestor' | 'descendant', relation: LineageRelation) =>
  uniqueById(rows.filter((r) => r.direction === direction && r.depth === 1 && r.relation === relation));

const byId = (a: ChainEntry, b: ChainEntry) => (a.lot.id < b.lot.id ? -1 : a.lot.id > b.lot.id ? 1 : 0);

/**
 * The lots reached from `selfId` over links of one kind in one direction, breadth first, so
 * each lot gets its shortest distance along that kind of link. A lot of a diamond (two sources
 * sharing a source) appears once, with every lot of the chain it links to.
 */
function walk(
  rows: readonly LineageLot[],
  selfId: string,
  direction: 'ancestor' | 'descendant',
  relation: LineageRelation,
): ChainEntry[] {
  const links = rows.filter((r) => r.direction === direction && r.relation === relation && r.via !== null);
  const found = new Map<string, ChainEntry>();
  let frontier = new Set([selfId]);
  for (let depth = 1; frontier.size > 0; depth++) {
    const next = new Set<string>();
    for (const row of links) {
      if (!frontier.has(row.via as string) || row.id === selfId) continue;
      const entry = found.get(row.id);
      if (!entry) {
        found.set(row.id, { lot: row, position: direction, depth, via: [row.via as string] });
        next.add(row.id);
      } else if (entry.depth === depth && !entry.via.includes(row.via as string)) {
        entry.via.push(row.via as string);
      }
    }
    frontier = next;
  }
  return [...found.values()];
}

/**
 * A chain timeline over one kind of link: ancestors oldest first (deepest first, then by id,
 * which starts with the creation time), the lot itself, then descendants nearest first.
 */
export function chainOf(rows: readonly LineageLot[], self: LineageLot, relation: LineageRelation): ChainEntry[] {
  const ancestors = walk(rows, self.id, 'ancestor', relation).sort((a, b) => b.depth - a.depth || byId(a, b));
  const descendants = walk(rows, self.id, 'descendant', relation).sort((a, b) => a.depth - b.depth || byId(a, b));
  return [...ancestors, { lot: self, position: 'self', depth: 0, via: [] }, ...descendants];
}

/** Splits the lineage of a lot into the groups and chains of the Relationships tab. */
export function splitLineage(rows: readonly LineageLot[], fallbackSelf: LineageLot | null = null): LineageGroups {
  const self = rows.find((r) => r.direction === 'self') ?? fallbackSelf;
  const parentLot = direct(rows, 'ancestor', 'parent')[0] ?? null;
  const childLots = direct(rows, 'descendant', 'parent');
  // a packed lot records its parent as a source too: the tab names it once, as the parent it was packed from
  const children = new Set(childLots.map((l) => l.id));
  return {
    self,
    parentLot,
    childLots,
    sourceLots: direct(rows, 'ancestor', 'source').filter((l) => l.id !== parentLot?.id),
    producedLots: direct(rows, 'descendant', 'source').filter((l) => !children.has(l.id)),
    parentChain: self ? chainOf(rows, self, 'parent') : [],
    sourceChain: self ? chainOf(rows, self, 'source') : [],
  };
}

/** Whether a chain links the lot to any other lot (a chain of the lot alone is not worth a timeline). */
export const hasLinks = (chain: readonly ChainEntry[]) => chain.some((entry) => entry.position !== 'self');

/** The purposes a source lot may have that the tab names (a plain source is not labelled). */
export const isParentPurpose = (purpose: SourcePurpose | null): purpose is 'male_parent' | 'female_parent' =>
  purpose === 'male_parent' || purpose === 'female_parent';
