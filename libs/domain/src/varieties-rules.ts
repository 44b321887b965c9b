// Varieties (spec 2 §3, §9): plain constants and pure rules, no zod, so the varieties screens
// can use them statically. The database enums of 20261123050000_varieties.sql use the same values.
import type { Language } from './languages';

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

/** Spec 2 §5, §6 and §8 words of the varieties page and modal, and the BFF's refusals. */
export const VARIETY_MESSAGES = {
  cropRequired: 'Please select a crop',
  masterRequired: 'Please select a master variety or choose to create a custom variety',
  nameRequired: 'Please provide a name for the custom variety',
  maturityDaysInvalid: 'Maturity days must be between 0 and 365',
  noOrganization: 'Please select an organization to manage variety data.',
  rolesRequired: 'Only admins and managers can manage varieties',
  notFound: 'Variety not found',
  masterNotFound: 'Master variety not found',
  alreadyImported: 'This master variety has already been imported into your varieties',
  masterNotOfCrop: 'The master variety is not of the selected crop',
  removeConfirm: 'Are you sure you want to remove this variety?',
  added: 'Variety added successfully',
  updated: 'Variety updated successfully',
  removed: 'Variety removed successfully',
  removeFailed: 'Failed to remove variety',
  imported: 'Variety imported successfully',
  importFailed: 'Failed to import variety',
  noneFound: 'No varieties found',
} as const;

/** Paging of the varieties list. */
export const VARIETY_LIST_PAGE = { defaultLimit: 24, maxLimit: 100 } as const;

/** Text limits of the database's check constraints (20261123050000_varieties.sql). */
export const VARIETY_TEXT_LIMITS = {
  nameMaxLength: 200,
  descriptionMaxLength: 2000,
  characteristicKeyMaxLength: 100,
  characteristicValueMaxLength: 500,
  maxCharacteristics: 50,
} as const;

/** The two tabs of the varieties page: the organization's own, and the master catalogue. */
export const VARIETY_TABS = ['my', 'discover'] as const;
export type VarietyTabName = (typeof VARIETY_TABS)[number];

/** One row of the modal's characteristics editor: text as typed. */
export interface CharacteristicRow {
  key: string;
  value: string;
}

/** A value typed as a plain decimal number ('52', '-1.5', '0.25'): stored as a number (spec 2 §2). */
const NUMERIC_VALUE = /^-?(?:\d+\.?\d*|\.\d+)$/;

/**
 * The editor's rows as stored characteristics: blank keys are skipped, keys and values trimmed,
 * and a value that is a plain number becomes a number, so '52' is saved as 52 and reads back as
 * 52, not '52'. Text such as '5-7 t/ha' or '1e3' stays text.
 */
export function rowsToCharacteristics(rows: readonly CharacteristicRow[]): Record<string, string | number> {
  const result: Record<string, string | number> = {};
  for (const row of rows) {
    const key = row.key.trim();
    if (!key) continue;
    const value = row.value.trim();
    const number = NUMERIC_VALUE.test(value) ? Number(value) : Number.NaN;
    result[key] = Number.isFinite(number) ? number : value;
  }
  return result;
}

/** Stored characteristics as editor rows; at least one (empty) row always remains (spec 2). */
export function characteristicsToRows(characteristics: Readonly<Record<string, string | number>>): CharacteristicRow[] {
  const rows = Object.entries(characteristics).map(([key, value]) => ({ key, value: String(value) }));
  return rows.length > 0 ? rows : [{ key: '', value: '' }];
}

/** The first `VARIETY_LIMITS.cardStates` states of a card and how many more there are ('+N more'). */
export function cardStates<T>(states: readonly T[]): { shown: T[]; more: number } {
  const shown = states.slice(0, VARIETY_LIMITS.cardStates);
  return { shown, more: states.length - shown.length };
}

/**
 * A crop's name for a reader of the language: its Hindi or Marathi name where the catalogue has
 * one, else the English name (the crop's key everywhere else).
 */
export function cropName(
  crop: { name: string; hindi_name: string | null; marathi_name: string | null },
  language: Language,
): string {
  if (language === 'hi') return crop.hindi_name ?? crop.name;
  if (language === 'mr') return crop.marathi_name ?? crop.name;
  return crop.name;
}
