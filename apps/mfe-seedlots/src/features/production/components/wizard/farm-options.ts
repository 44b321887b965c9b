import { apiFetch } from '@seed/auth';
import { useQuery } from '@tanstack/react-query';
import { seedLotsKeys } from '../../../lots/api/keys';
import type { WizardFarmChoice as FarmChoice } from '@seed/domain';

/** The most farms one answer gives (FARM_LIST_PAGE.maxLimit): the map's and the wizard's "all farms". */
const ALL_FARMS = 500;

/** GET /api/v1/farms?limit=500: the organization's farms for the Farm Selection step, by name (spec 2 §7). */
export async function getFarmChoices(): Promise<FarmChoice[]> {
  const list = await apiFetch('farms', 'list', { query: { limit: ALL_FARMS } });
  return list.items
    .map(({ id, name, total_area, area_unit, address }) => ({ id, name, total_area, area_unit, address }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

export const useFarmChoices = () =>
  useQuery({ queryKey: [...seedLotsKeys.all, 'farm-choices'] as const, queryFn: getFarmChoices });
