import {
  CERTIFICATION_MESSAGES as M,
  type CropStage,
  type FieldInspectionCreate,
  type InspectionOutcome,
  todayInIndia,
} from '@seed/domain';

// How the agency's forms hold their values (text as typed, choices as their radio values) and
// hand them to libs/domain's FieldInspectionCreate and CertificateIssue. The fields carry the
// body's own names, so the schema's issues land on them without a mapping.

export interface InspectionFormValues {
  inspected_on: string;
  stage: CropStage | '';
  inspector_name: string;
  off_types_pct: string;
  /** A radio pair: nothing is assumed about isolation until the inspector says. */
  isolation_met: 'yes' | 'no' | '';
  objectionable_weed_plants: string;
  diseased_plants_pct: string;
  outcome: InspectionOutcome | '';
  rejection_reason: string;
  remarks: string;
}

/** A new inspection: made today, everything else still to fill in. */
export function emptyInspection(): InspectionFormValues {
  return {
    inspected_on: todayInIndia(),
    stage: '',
    inspector_name: '',
    off_types_pct: '',
    isolation_met: '',
    objectionable_weed_plants: '',
    diseased_plants_pct: '',
    outcome: '',
    rejection_reason: '',
    remarks: '',
  };
}

/** FieldInspectionCreate's input as the form holds it: numbers as typed text, an unset choice undefined. */
export type InspectionInput = Omit<
  FieldInspectionCreate,
  'stage' | 'isolation_met' | 'outcome' | 'off_types_pct' | 'objectionable_weed_plants' | 'diseased_plants_pct'
> & {
  stage: CropStage | undefined;
  isolation_met: boolean | undefined;
  outcome: InspectionOutcome | undefined;
  off_types_pct: string;
  objectionable_weed_plants: string;
  diseased_plants_pct: string;
};

/**
 * The body of an inspection: numbers go as typed (the schema reads decimal text and names a
 * blank with its field's message), an unanswered choice as missing (so the schema's words for it
 * show), and the rejection reason only with a rejection.
 */
export function toInspectionInput(v: InspectionFormValues): InspectionInput {
  return {
    inspected_on: v.inspected_on,
    stage: v.stage || undefined,
    inspector_name: v.inspector_name,
    off_types_pct: v.off_types_pct,
    isolation_met: v.isolation_met === '' ? undefined : v.isolation_met === 'yes',
    objectionable_weed_plants: v.objectionable_weed_plants,
    diseased_plants_pct: v.diseased_plants_pct,
    outcome: v.outcome || undefined,
    rejection_reason: v.outcome === 'rejected' ? v.rejection_reason : null,
    remarks: v.remarks,
  };
}

export interface CertificateFormValues {
  certificate_number: string;
  tag_count: string;
}

/** The certificate's body: the tag count as typed, for the schema to read. */
export const toCertificateInput = (v: CertificateFormValues) => ({
  certificate_number: v.certificate_number,
  tag_count: v.tag_count,
});

/**
 * The field a refusal of the server is about, by its words (the API answers a message, not a
 * field): shown under that field; any other refusal shows in the form's banner.
 */
export const INSPECTION_REFUSAL_FIELDS: Readonly<Record<string, keyof InspectionFormValues>> = {
  [M.inspectionDateInvalid]: 'inspected_on',
  [M.stageRequired]: 'stage',
  [M.inspectorRequired]: 'inspector_name',
  [M.outcomeRequired]: 'outcome',
  [M.rejectionReasonRequired]: 'rejection_reason',
};

export const CERTIFICATE_REFUSAL_FIELDS: Readonly<Record<string, keyof CertificateFormValues>> = {
  [M.numberRequired]: 'certificate_number',
  [M.numberTaken]: 'certificate_number',
  [M.tagCountInvalid]: 'tag_count',
};
