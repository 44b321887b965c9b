// Varieties (spec 2 §3, §9): plain constants and pure rules, no zod, so the varieties screens
// can use them statically. The database enums of 20261123050000_varieties.sql use the same values.

/** Growing seasons of a variety (spec 2 §3 "Season"). */
export const SEASONS = ['rabi', 'kharif', 'summer', 'perennial'] as const;
export type Season = (typeof SEASONS)[number];

/** Who sees an organization's variety row (spec 2 §3 "Visibility"); import makes it private. */
export const VARIETY_VISIBILITIES = ['private', 'shared'] as const;
export type VarietyVisibility = (typeof VARIETY_VISIBILITIES)[number];

/** The recommended-state choices: India's 28 states, no union territories (spec 2 §3). */
export const INDIAN_STATES = [
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chhattisgarh',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
] as const;
export type IndianState = (typeof INDIAN_STATES)[number];

/**
 * How well a master variety's row is sourced, as the shipped data file grades it
 * (supabase/data/notified-varieties-mp-mh.yaml: "tier").
 */
export const VARIETY_SOURCE_TIERS = ['official_document', 'multi_source_corroborated', 'single_source'] as const;
export type VarietySourceTier = (typeof VARIETY_SOURCE_TIERS)[number];

/** Maturity days a variety may state (spec 2 §5, §9). */
export const VARIETY_LIMITS = { minMaturityDays: 0, maxMaturityDays: 365, cardStates: 3 } as const;

/** Whether a value is one of the 28 states (spec 2 §3). */
export function isIndianState(value: string): value is IndianState {
  return (INDIAN_STATES as readonly string[]).includes(value);
}
