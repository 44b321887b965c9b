import type { VarietyTabName } from '@seed/domain';

/** The list state that decides whether a just-added variety can show. */
export interface ListState {
  tab: VarietyTabName;
  search?: string | null | undefined;
  crop?: string | null | undefined;
  season?: string | null | undefined;
  state?: string | null | undefined;
}

/**
 * What to change after a variety was added so the user sees it (D-m12): My Varieties without
 * filters, which could hide it. Null when the list already shows everything of My Varieties.
 */
export function showAddedVariety(list: ListState): {
  tab: 'my';
  search: null;
  crop: null;
  season: null;
  state: null;
} | null {
  const filtered = Boolean(list.search || list.crop || list.season || list.state);
  if (!filtered && list.tab === 'my') return null;
  return { tab: 'my', search: null, crop: null, season: null, state: null };
}
