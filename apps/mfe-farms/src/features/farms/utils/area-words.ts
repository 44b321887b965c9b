import { type Farm, FARM_LIMITS, formatQuantity } from '@seed/domain';
import type { TFunction } from 'i18next';

/**
 * A farm's area as the cards, the map and the detail print it: the number with Indian digit
 * grouping and the unit in the page's language ('12 acres', '12 एकड़'); a unit the catalogue does
 * not know shows as stored.
 */
export function areaWords(t: TFunction, farm: Pick<Farm, 'total_area' | 'area_unit'>): { area: string; unit: string } {
  const unit = farm.area_unit ?? FARM_LIMITS.defaultAreaUnit;
  return {
    area: formatQuantity(farm.total_area ?? 0),
    unit: t(`options.areaUnitInText.${unit}`, { defaultValue: unit }),
  };
}
