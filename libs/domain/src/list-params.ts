import { z } from 'zod';
import { FARM_LIST_VIEWS, IRRIGATION_FILTERS, OWNERSHIP_STATUSES } from './farms-rules';
import { decimal, text } from './primitives';
import { LOT_CERTIFICATION_FILTERS, LOT_STATUSES, LOT_TYPES, SEED_LOT_TABS } from './seed-lots-rules';
import { LOT_QUALITY_STATUSES } from './testing-rules';
import { INDIAN_STATES, SEASONS, VARIETY_TABS } from './varieties-rules';

// The search params of the list screens (filters, tab, page) as their URLs carry them. A URL is
// typed by hand, bookmarked or outlives a release, so every key falls back to its default
// instead of failing: the screen shows the unfiltered first page rather than an error.
// Schemas only: a constant the screens import statically belongs in a zod-free *-rules.ts file,
// or importing it would bundle zod into the remote.

/** A page number in a list URL: 1 when missing or not a whole number from 1. */
export const PageParam = decimal(z.number().int().min(1)).catch(1);

/** The free-text search of a list URL: '' when missing. */
export const SearchParam = text().max(200).catch('');

/** One of `options` in a list URL, or undefined when missing or unknown. */
export function optionParam<const T extends readonly [string, ...string[]]>(options: T) {
  return z.enum(options).optional().catch(undefined);
}

/** /farms search params (spec 3 §2): view, search, ownership and irrigation filters, page. */
export const FarmListParams = z.object({
  view: z.enum(FARM_LIST_VIEWS).catch('grid'),
  search: SearchParam,
  ownership: optionParam(OWNERSHIP_STATUSES),
  irrigation: optionParam(IRRIGATION_FILTERS),
  page: PageParam,
});
export type FarmListParams = z.output<typeof FarmListParams>;

/** /varieties search params (spec 2 "Varieties page"): tab, search, crop, season and state filters, page. */
export const VarietyListParams = z.object({
  tab: z.enum(VARIETY_TABS).catch('my'),
  search: SearchParam,
  crop: z.uuid().optional().catch(undefined),
  season: optionParam(SEASONS),
  state: optionParam(INDIAN_STATES),
  page: PageParam,
});
export type VarietyListParams = z.output<typeof VarietyListParams>;

/** /seed-lots search params (spec 2 §2): tab, search, type, status and crop filters, the trash, page. */
export const SeedLotListParams = z.object({
  tab: z.enum(SEED_LOT_TABS).catch('overview'),
  search: SearchParam,
  type: optionParam(LOT_TYPES),
  status: optionParam(LOT_STATUSES),
  crop: z.uuid().optional().catch(undefined),
  quality: optionParam(LOT_QUALITY_STATUSES),
  certification: optionParam(LOT_CERTIFICATION_FILTERS),
  deleted: z
    .enum(['true', 'false'])
    .catch('false')
    .default('false')
    .transform((v) => v === 'true'),
  page: PageParam,
});
export type SeedLotListParams = z.output<typeof SeedLotListParams>;
