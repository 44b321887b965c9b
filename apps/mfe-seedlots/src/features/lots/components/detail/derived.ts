import { formatDate, formatQuantity, type SeedLotDetail } from '@seed/domain';

// Values the Details tab derives from the lot detail (spec 3 "Derived values"). The server
// already sums what needs unit conversions (yield in kg, planted area in acres, the owners'
// quantity); the dates and the harvest total are worked out here.

type Farm = SeedLotDetail['farms'][number];
type Harvest = SeedLotDetail['harvests'][number];

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * 'MMM d, yyyy' (spec 3 §9). A calendar date (yyyy-mm-dd) is read at local noon, so it shows
 * as the same day in every time zone; a timestamp shows in the reader's own zone.
 */
export function displayDate(value: string): string {
  return formatDate(DATE_ONLY.test(value) ? `${value}T12:00:00` : value);
}

const dateValues = (values: readonly (string | null)[]) => values.filter((v): v is string => Boolean(v)).sort();

/** The earliest planting date of the lot's farms (the server's lot.planting_date when it has one). */
export function earliestPlanting(farms: readonly Farm[], fromLot: string | null = null): string | null {
  return fromLot ?? dateValues(farms.map((f) => f.planting_date))[0] ?? null;
}

/** The latest expected harvest date of the lot's farms. */
export function latestExpectedHarvest(farms: readonly Farm[]): string | null {
  return dateValues(farms.map((f) => f.expected_harvest_date)).at(-1) ?? null;
}

/** The latest actual harvest: the server's (latest harvest record), else the farms' harvest dates. */
export function latestActualHarvest(farms: readonly Farm[], fromLot: string | null = null): string | null {
  return fromLot ?? dateValues(farms.map((f) => f.harvest_date)).at(-1) ?? null;
}

/**
 * The total row of the harvest records: the sum in their unit when they share one, otherwise
 * the server's total in kg. Null when there is nothing to total.
 */
export function harvestTotal(
  harvests: readonly Harvest[],
  yieldKg: number | null,
): { value: string; unit: string } | null {
  const units = new Set(harvests.map((h) => h.yield_unit));
  const [unit] = units;
  if (units.size === 1 && unit) {
    return { value: formatQuantity(harvests.reduce((sum, h) => sum + h.actual_yield, 0)), unit };
  }
  return yieldKg === null ? null : { value: formatQuantity(yieldKg), unit: 'Kg' };
}

/** Acres with 2 decimals (spec 2 §9). */
export const acres = (value: number) => value.toFixed(2);
