// The master varieties that ship with the product: supabase/data/notified-varieties-mp-mh.yaml
// rendered as the SQL migration 20261123050100_varieties_master_data.sql (deterministic; the
// test beside this file checks that the committed migration is this function's output). A
// migration loads it on every database: `npm start`, the test databases and production's
// `node apps/bff/dist/migrate.js` all run supabase/migrations.
//
// Regenerate after the data file changes (into a NEW migration; never edit an applied one):
//   npx tsx apps/bff/src/db/master-data/generate-varieties-migration.ts <timestamp>_<name>.sql
//
// Every row of the file becomes one row of public.varieties, as it is: name, common name,
// institute, year, notification (number and date), zone, area of adoption, resistance, note,
// tier, and its crop's source document. Nothing is invented; what the database needs beyond
// the file is derived from the file and stated here:
//   * seasons: from the crop (wheat and chickpea are rabi crops, soybean a kharif crop);
//   * recommended_states: the states the row's area of adoption names; without one, the
//     states of its zone as the file's own comments define them (wheat CZ: "Madhya Pradesh,
//     Chhattisgarh, Gujarat, Kota/Udaipur Raj., Jhansi UP"; PZ: "Maharashtra + Karnataka";
//     MP, MH), else the state its list is for (madhya_pradesh…, maharashtra…). Union
//     territories (J&K) are not among the 28 states and are left out;
//   * characteristics (copied on import): the file's common name, resistance, institute and
//     year, under readable keys.
// description, scientific_name and maturity_days stay null: the file does not give them.
import { parse } from 'yaml';
import { renderUpsertByCrop, sqlLiteral } from './upsert-migration';
import {
  INDIAN_STATES,
  type IndianState,
  type Season,
  VARIETY_SOURCE_TIERS,
  type VarietySourceTier,
} from '@seed/domain';

export const VARIETIES_DATA_FILE = 'supabase/data/notified-varieties-mp-mh.yaml';
export const VARIETIES_MIGRATION_FILE = 'supabase/migrations/20261123050100_varieties_master_data.sql';
const SOURCE_KEY_PREFIX = 'notified-varieties-mp-mh';

/** The crops of the file: the crops table's name and the crop's season. */
const CROPS: Record<string, { name: string; seasons: Season[] }> = {
  wheat: { name: 'Wheat', seasons: ['rabi'] },
  chickpea: { name: 'Chickpea', seasons: ['rabi'] },
  soybean: { name: 'Soybean', seasons: ['kharif'] },
};

/** State codes the file's area_of_adoption uses. */
const STATE_CODES: Record<string, IndianState> = {
  AP: 'Andhra Pradesh',
  CG: 'Chhattisgarh',
  GJ: 'Gujarat',
  HR: 'Haryana',
  KA: 'Karnataka',
  MH: 'Maharashtra',
  MP: 'Madhya Pradesh',
  PN: 'Punjab',
  RJ: 'Rajasthan',
  UK: 'Uttarakhand',
  UP: 'Uttar Pradesh',
};
/** Zone codes and union territories in area_of_adoption: not states. */
const NOT_STATES = new Set(['CZ', 'NWPZ', 'NEPZ', 'NHZ', 'PZ', 'SZ', 'J&K', 'BK']);

/** The states of the file's zone codes, as its comments define them. */
const ZONE_STATES: Record<string, IndianState[]> = {
  CZ: ['Madhya Pradesh', 'Chhattisgarh', 'Gujarat', 'Rajasthan', 'Uttar Pradesh'],
  PZ: ['Maharashtra', 'Karnataka'],
  MP: ['Madhya Pradesh'],
  MH: ['Maharashtra'],
};

export interface MasterVariety {
  crop: string;
  name: string;
  commonName: string | null;
  releaseYear: number | null;
  releasingInstitute: string | null;
  notificationNumber: string | null;
  /** yyyy-mm-dd */
  notificationDate: string | null;
  zone: string | null;
  areaOfAdoption: string | null;
  resistance: string | null;
  instituteInMadhyaPradesh: boolean | null;
  instituteInMaharashtra: boolean | null;
  recommendedStates: IndianState[];
  seasons: Season[];
  characteristics: Record<string, string | number>;
  sourceKey: string;
  sourceTitle: string | null;
  sourcePublisher: string | null;
  sourceUrl: string | null;
  sourceArchivedUrl: string | null;
  sourceTier: VarietySourceTier;
  sourceNote: string | null;
}

type Entry = Record<string, unknown>;

function optionalText(entry: Entry, key: string, where: string): string | null {
  const value = entry[key];
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string' && typeof value !== 'number') throw new Error(`${where}: ${key} is not text`);
  const text = String(value).trim();
  return text === '' ? null : text;
}

function optionalBoolean(entry: Entry, key: string, where: string): boolean | null {
  const value = entry[key];
  if (value === undefined || value === null) return null;
  if (typeof value !== 'boolean') throw new Error(`${where}: ${key} is not true or false`);
  return value;
}

function sortStates(states: Iterable<IndianState>): IndianState[] {
  const set = new Set(states);
  return INDIAN_STATES.filter((state) => set.has(state));
}

/** The states an area of adoption names, e.g. "CZ (BK-UP, MP, MH, GJ)" → MP, MH, GJ, UP. */
export function statesOfAreaOfAdoption(area: string): IndianState[] {
  const states: IndianState[] = [];
  const text = area.replace(/Madhya Pradesh/g, 'MP');
  for (const token of text.match(/[A-Z][A-Z&]+/g) ?? []) {
    const state = STATE_CODES[token];
    if (state) states.push(state);
    else if (!NOT_STATES.has(token)) throw new Error(`Unknown code ${token} in area of adoption "${area}"`);
  }
  return sortStates(states);
}

/** "1108(E), 08.05.2008" → number 1108(E), date 2008-05-08; "29.01.2021" → a date only. */
export function parseNotification(notification: string | null): { number: string | null; date: string | null } {
  if (notification === null) return { number: null, date: null };
  const match = /^(?:(.+?),\s*)?(\d{2})\.(\d{2})\.(\d{4})$/.exec(notification);
  if (!match) throw new Error(`Unreadable notification "${notification}"`);
  const [, number, day, month, year] = match;
  return { number: number ?? null, date: `${year}-${month}-${day}` };
}

function listStates(list: string, where: string): IndianState[] {
  if (list.startsWith('madhya_pradesh')) return ['Madhya Pradesh'];
  if (list.startsWith('maharashtra')) return ['Maharashtra'];
  throw new Error(`${where}: no area of adoption, zone or state list to take the states from`);
}

/** Every variety row of the data file, in the file's order. */
export function parseVarietiesFile(yamlText: string): MasterVariety[] {
  const document = parse(yamlText) as Record<string, unknown>;
  const rows: MasterVariety[] = [];
  const keys = new Set<string>();
  for (const [cropKey, section] of Object.entries(document)) {
    if (cropKey === 'schema_version') continue;
    const crop = CROPS[cropKey];
    if (!crop) throw new Error(`Unknown crop ${cropKey} in ${VARIETIES_DATA_FILE}`);
    const sectionEntries = section as Record<string, unknown>;
    const source = (sectionEntries.source_document ?? {}) as Entry;
    for (const [list, entries] of Object.entries(sectionEntries)) {
      if (!Array.isArray(entries)) continue;
      for (const raw of entries as Entry[]) {
        const where = `${cropKey}.${list}`;
        const name = optionalText(raw, 'name', where);
        if (!name) throw new Error(`${where}: a row without a name`);
        const at = `${where}: ${name}`;
        const tier = optionalText(raw, 'tier', at);
        if (!tier || !(VARIETY_SOURCE_TIERS as readonly string[]).includes(tier)) {
          throw new Error(`${at}: tier "${tier}" is not one of ${VARIETY_SOURCE_TIERS.join(', ')}`);
        }
        const zone = optionalText(raw, 'zone', at);
        const areaOfAdoption = optionalText(raw, 'area_of_adoption', at);
        const commonName = optionalText(raw, 'common_name', at);
        const resistance = optionalText(raw, 'resistance', at);
        const institute = optionalText(raw, 'institute', at);
        const year = raw.year === undefined || raw.year === null ? null : Number(raw.year);
        if (year !== null && !Number.isInteger(year)) throw new Error(`${at}: year is not a whole number`);
        const notification = parseNotification(optionalText(raw, 'notification', at));
        let recommendedStates: IndianState[];
        if (areaOfAdoption) recommendedStates = statesOfAreaOfAdoption(areaOfAdoption);
        else if (zone) {
          const states = ZONE_STATES[zone];
          if (!states) throw new Error(`${at}: unknown zone ${zone}`);
          recommendedStates = sortStates(states);
        } else recommendedStates = listStates(list, at);
        const characteristics: Record<string, string | number> = {};
        if (commonName) characteristics['Common name'] = commonName;
        if (resistance) characteristics['Resistance'] = resistance;
        if (institute) characteristics['Releasing institute'] = institute;
        if (year !== null) characteristics['Release year'] = year;
        const sourceKey = `${SOURCE_KEY_PREFIX}:${cropKey}.${list}:${name}`;
        if (keys.has(sourceKey)) throw new Error(`${at}: appears twice in the same list`);
        keys.add(sourceKey);
        rows.push({
          crop: crop.name,
          name,
          commonName,
          releaseYear: year,
          releasingInstitute: institute,
          notificationNumber: notification.number,
          notificationDate: notification.date,
          zone,
          areaOfAdoption,
          resistance,
          instituteInMadhyaPradesh: optionalBoolean(raw, 'institute_is_mp', at),
          instituteInMaharashtra: optionalBoolean(raw, 'institute_is_mh', at),
          recommendedStates,
          seasons: crop.seasons,
          characteristics,
          sourceKey,
          sourceTitle: optionalText(source, 'title', at),
          sourcePublisher: optionalText(source, 'publisher', at),
          sourceUrl: optionalText(source, 'url', at),
          sourceArchivedUrl: optionalText(source, 'archived_url', at),
          sourceTier: tier as VarietySourceTier,
          sourceNote: optionalText(raw, 'note', at),
        });
      }
    }
  }
  return rows;
}

const arrayLiteral = (values: readonly string[]) => sqlLiteral(`{${values.map((v) => `"${v}"`).join(',')}}`);

const COLUMNS = [
  ['crop', null],
  ['name', null],
  ['common_name', null],
  ['release_year', 'smallint'],
  ['releasing_institute', null],
  ['notification_number', null],
  ['notification_date', 'date'],
  ['zone', null],
  ['area_of_adoption', null],
  ['resistance', null],
  ['institute_in_madhya_pradesh', 'boolean'],
  ['institute_in_maharashtra', 'boolean'],
  ['recommended_states', 'public.indian_state[]'],
  ['seasons', 'public.season[]'],
  ['characteristics', 'jsonb'],
  ['source_key', null],
  ['source_title', null],
  ['source_publisher', null],
  ['source_url', null],
  ['source_archived_url', null],
  ['source_tier', 'public.variety_source_tier'],
  ['source_note', null],
] as const;

function rowValues(row: MasterVariety): string[] {
  const values = [
    sqlLiteral(row.crop),
    sqlLiteral(row.name),
    sqlLiteral(row.commonName),
    sqlLiteral(row.releaseYear),
    sqlLiteral(row.releasingInstitute),
    sqlLiteral(row.notificationNumber),
    sqlLiteral(row.notificationDate),
    sqlLiteral(row.zone),
    sqlLiteral(row.areaOfAdoption),
    sqlLiteral(row.resistance),
    sqlLiteral(row.instituteInMadhyaPradesh),
    sqlLiteral(row.instituteInMaharashtra),
    arrayLiteral(row.recommendedStates),
    arrayLiteral(row.seasons),
    sqlLiteral(JSON.stringify(row.characteristics)),
    sqlLiteral(row.sourceKey),
    sqlLiteral(row.sourceTitle),
    sqlLiteral(row.sourcePublisher),
    sqlLiteral(row.sourceUrl),
    sqlLiteral(row.sourceArchivedUrl),
    sqlLiteral(row.sourceTier),
    sqlLiteral(row.sourceNote),
  ];
  return values;
}

/** The migration that loads (or updates) every row of the data file; same input, same text. */
export function renderVarietiesMigration(yamlText: string): string {
  const rows = parseVarietiesFile(yamlText);
  return renderUpsertByCrop({
    header: [
      `master varieties: every row of ${VARIETIES_DATA_FILE} (${rows.length} rows),`,
      'compiled by the KASVIK26/gkb-v1 project (MIT licence, © 2026 AgriHub project team) from the',
      'documents each row names (source_title, source_publisher, source_url); see supabase/data/README.md.',
      '',
      'GENERATED by apps/bff/src/db/master-data/varieties-master-data.ts: do not edit. Idempotent',
      '(upsert on source_key), so a regenerated copy in a later migration updates the rows in place.',
    ],
    table: 'public.varieties',
    columns: COLUMNS,
    rows: rows.map(rowValues),
    sourceKeyPrefix: SOURCE_KEY_PREFIX,
    rowsName: 'master varieties',
    dataFile: VARIETIES_DATA_FILE,
  });
}
