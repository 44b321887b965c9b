import { useApiQuery } from '@seed/auth/query';
import type { FarmList, WizardFarmChoice as FarmChoice } from '@seed/domain';

/** The most farms one answer gives (FARM_LIST_PAGE.maxLimit): the map's and the wizard's "all farms". */
const ALL_FARMS = 500;

/** The Farm Selection step's view of the farms, by name (spec 2 §7). */
const farmChoices = (list: FarmList): FarmChoice[] =>
  list.items
    .map(({ id, name, total_area, area_unit, address }) => ({ id, name, total_area, area_unit, address }))
    .sort((a, b) => a.name.localeCompare(b.name));

/** GET /api/v1/farms?limit=500: the organization's farms for the Farm Selection step. */
export const useFarmChoices = () =>
  useApiQuery('farms', 'list', { query: { limit: ALL_FARMS } }, { select: farmChoices });
