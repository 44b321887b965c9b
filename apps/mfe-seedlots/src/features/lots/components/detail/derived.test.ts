import type { SeedLotDetail } from '@seed/domain';
import { describe, expect, it } from 'vitest';
import {
  acres,
  displayDate,
  earliestPlanting,
  harvestTotal,
  latestActualHarvest,
  latestExpectedHarvest,
} from './derived';

type Farm = SeedLotDetail['farms'][number];
type Harvest = SeedLotDetail['harvests'][number];

const farm = (overrides: Partial<Farm>): Farm => ({
  farm_id: '00000000-0000-4000-8000-000000000001',
  name: 'North field',
  address: null,
  total_area: 10,
  area_unit: 'acres',
  contribution_percentage: 100,
  area_used: 10,
  planting_date: null,
  expected_harvest_date: null,
  harvest_date: null,
  ...overrides,
});

const harvest = (actual_yield: number, yield_unit: Harvest['yield_unit'] = 'Kg'): Harvest => ({
  id: '00000000-0000-4000-8000-000000000002',
  actual_yield,
  yield_unit,
  harvest_date: '2026-03-01',
  notes: null,
});

describe('lot detail derived values', () => {
  it('when a calendar date is shown, then it is the same day whatever the time zone', () => {
    expect(displayDate('2026-03-01')).toBe('1 Mar 2026');
    expect(displayDate('not a date')).toBe('not a date');
  });

  it('when farms have planting and harvest dates, then the earliest planting and the latest expected and actual harvests are picked', () => {
    const farms = [
      farm({ planting_date: '2026-02-10', expected_harvest_date: '2026-06-01', harvest_date: '2026-06-03' }),
      farm({ planting_date: '2026-01-20', expected_harvest_date: '2026-06-20', harvest_date: null }),
      farm({}),
    ];
    expect(earliestPlanting(farms)).toBe('2026-01-20');
    expect(earliestPlanting(farms, '2026-01-01')).toBe('2026-01-01');
    expect(latestExpectedHarvest(farms)).toBe('2026-06-20');
    expect(latestActualHarvest(farms)).toBe('2026-06-03');
    expect(latestActualHarvest(farms, '2026-07-01')).toBe('2026-07-01');
    expect(earliestPlanting([])).toBeNull();
    expect(latestExpectedHarvest([])).toBeNull();
  });

  it('when harvests share a unit, then they are summed in it; in mixed units the total is the kg sum of the server', () => {
    expect(harvestTotal([harvest(120.5), harvest(79.5)], 200)).toEqual({ value: '200', unit: 'Kg' });
    expect(harvestTotal([harvest(1, 'Tons'), harvest(2, 'Tons')], 3000)).toEqual({ value: '3', unit: 'Tons' });
    expect(harvestTotal([harvest(1, 'Tons'), harvest(500)], 1500)).toEqual({ value: '1,500', unit: 'Kg' });
    expect(harvestTotal([harvest(1, 'Tons'), harvest(500)], null)).toBeNull();
  });

  it('when an area is shown in acres, then it has 2 decimals', () => {
    expect(acres(12.346)).toBe('12.35');
    expect(acres(3)).toBe('3.00');
  });
});
