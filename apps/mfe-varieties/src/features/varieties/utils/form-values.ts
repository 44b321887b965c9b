import {
  type CharacteristicRow,
  characteristicsToRows,
  type IndianState,
  type MasterVariety,
  type OrganizationVariety,
  rowsToCharacteristics,
  type Season,
  type VarietyCreateInput,
  type VarietyUpdateInput,
  type VarietyVisibility,
} from '@seed/domain';

/** The modal's two ways of adding a variety (spec 2 "Add/Edit Variety modal"). */
export type VarietySourceChoice = 'master' | 'custom';

/** What the Add/Edit Variety form holds: numbers stay text until submit, as typed. */
export interface VarietyFormValues {
  source: VarietySourceChoice;
  cropId: string;
  masterId: string;
  displayName: string;
  maturityDays: string;
  visibility: VarietyVisibility;
  description: string;
  seasons: Season[];
  states: IndianState[];
  characteristics: CharacteristicRow[];
}

/** A new form: importing is the first choice, private, one empty characteristics row. */
export const EMPTY_VARIETY_FORM: VarietyFormValues = {
  source: 'master',
  cropId: '',
  masterId: '',
  displayName: '',
  maturityDays: '',
  visibility: 'private',
  description: '',
  seasons: [],
  states: [],
  characteristics: [{ key: '', value: '' }],
};

/** The API body's fields that the form names differently, for the messages under the fields. */
export const VARIETY_FORM_FIELD_OF = {
  crop_id: 'cropId',
  master_variety_id: 'masterId',
  display_name: 'displayName',
  maturity_days: 'maturityDays',
  custom_description: 'description',
  recommended_states: 'states',
  seasons: 'seasons',
  characteristics: 'characteristics',
  source: 'masterId',
} as const;

/** An organization's variety in the Edit form. */
export function fromVariety(variety: OrganizationVariety): VarietyFormValues {
  return {
    source: variety.master_variety_id ? 'master' : 'custom',
    cropId: variety.crop_id,
    masterId: variety.master_variety_id ?? '',
    displayName: variety.display_name,
    maturityDays: variety.maturity_days == null ? '' : String(variety.maturity_days),
    visibility: variety.visibility,
    description: variety.custom_description ?? '',
    seasons: [...variety.seasons],
    states: [...variety.recommended_states],
    characteristics: characteristicsToRows(variety.characteristics),
  };
}

/** Spec 2: choosing a master pre-fills name, description, states, seasons, characteristics and maturity days. */
export function prefillFromMaster(values: VarietyFormValues, master: MasterVariety): VarietyFormValues {
  return {
    ...values,
    masterId: master.id,
    displayName: master.name,
    description: master.description ?? '',
    states: [...master.recommended_states],
    seasons: [...master.seasons],
    characteristics: characteristicsToRows(master.characteristics),
    maturityDays: master.maturity_days == null ? '' : String(master.maturity_days),
  };
}

/** Maturity days as typed: blank is none; anything else goes to the schema, which says what is wrong. */
const maturityDaysOf = (typed: string) => (typed.trim() === '' ? null : typed.trim());

/** The fields after the name, as create and update send them. */
function detailsOf(v: VarietyFormValues) {
  return {
    maturity_days: maturityDaysOf(v.maturityDays),
    visibility: v.visibility,
    custom_description: v.description,
    seasons: v.seasons,
    recommended_states: v.states,
    characteristics: rowsToCharacteristics(v.characteristics),
  };
}

/** The POST body: an import as edited, or a custom variety. Empty selects send nothing, so the schema names them. */
export function toCreateInput(v: VarietyFormValues): VarietyCreateInput {
  const crop_id = v.cropId || undefined;
  return v.source === 'master'
    ? {
        source: 'master',
        crop_id: crop_id as string,
        master_variety_id: (v.masterId || undefined) as string,
        display_name: v.displayName,
        ...detailsOf(v),
      }
    : { source: 'custom', crop_id: crop_id as string, display_name: v.displayName, ...detailsOf(v) };
}

/** The PATCH body of the Edit form (the crop and master stay). */
export function toUpdateInput(v: VarietyFormValues): VarietyUpdateInput {
  return { display_name: v.displayName, ...detailsOf(v) };
}
