// Seed certification (issue 28): the constants and the words of applications, field inspections,
// certificates and their tags, without zod (the shell and the remotes may import these). The
// database decides every step (public.apply_for_certification, record_field_inspection,
// issue_certificate, revoke_certificate); these say what a form may send and how an answer reads.
import type { BadgeColor } from './seed-lots-rules';
import type { SeedClass } from './testing-rules';

export const CERTIFICATION_STATUSES = ['applied', 'inspecting', 'rejected', 'certified', 'revoked'] as const;
export type CertificationStatus = (typeof CERTIFICATION_STATUSES)[number];

export const CERTIFICATION_STATUS_LABELS: Record<CertificationStatus, string> = {
  applied: 'Applied',
  inspecting: 'Inspecting',
  rejected: 'Rejected',
  certified: 'Certified',
  revoked: 'Revoked',
};

/** Waiting on the agency (blue), in the field (yellow), certified (green), ended (red). */
export const CERTIFICATION_STATUS_COLORS: Record<CertificationStatus, BadgeColor> = {
  applied: 'blue',
  inspecting: 'yellow',
  rejected: 'red',
  certified: 'green',
  revoked: 'red',
};

/** The statuses of an application the agency has still to act on. */
export const OPEN_CERTIFICATION_STATUSES: readonly CertificationStatus[] = ['applied', 'inspecting'];

/**
 * The tag (or label) a bag of each class carries under the Seeds Act: golden yellow for breeder
 * seed, white for foundation, blue (azure) for certified; a producer's truthfully labelled seed an
 * opal green label. `colour` is what a label sheet and a badge paint; `name` what they say.
 */
export const SEED_CLASS_TAGS: Record<SeedClass, { name: string; colour: string }> = {
  breeder: { name: 'golden yellow tag', colour: '#daa520' },
  foundation: { name: 'white tag', colour: '#e8e8e8' },
  certified: { name: 'blue tag', colour: '#1e88e5' },
  truthfully_labelled: { name: 'opal green label', colour: '#a8e4a0' },
};

/** The classes an application may seek: breeder seed is not certified, truthfully labelled seed is the producer's own. */
export const CERTIFIABLE_CLASSES = ['foundation', 'certified'] as const;

export const CROP_STAGES = [
  'vegetative',
  'pre_flowering',
  'flowering',
  'post_flowering',
  'pre_harvest',
  'harvest',
] as const;
export type CropStage = (typeof CROP_STAGES)[number];

export const CROP_STAGE_LABELS: Record<CropStage, string> = {
  vegetative: 'Vegetative',
  pre_flowering: 'Pre-flowering',
  flowering: 'Flowering',
  post_flowering: 'Post-flowering',
  pre_harvest: 'Pre-harvest',
  harvest: 'Harvest',
};

export const INSPECTION_OUTCOMES = ['accepted', 'rejected'] as const;
export type InspectionOutcome = (typeof INSPECTION_OUTCOMES)[number];

export const CERTIFICATION_LIMITS = {
  areaMaxAcres: 100_000,
  tagCountMax: 100_000,
  certificateNumberMaxLength: 60,
  sourceReferenceMaxLength: 200,
  inspectorMaxLength: 200,
  reasonMaxLength: 1000,
  remarksMaxLength: 2000,
} as const;

/** Pages of the applications list (GET /api/v1/certification/applications). */
export const CERTIFICATION_PAGE = { defaultSize: 25, maxSize: 100, searchMaxLength: 100 } as const;

export const CERTIFICATION_MESSAGES = {
  applicationNotFound: 'Certification application not found',
  agencyOnly: 'Only the certification agency of this application can do this',
  rolesRequired: 'Only admins and managers can work on certification',
  lotTrashed: 'This seed lot is in the trash: restore it before applying for certification',
  needsProductionLot: 'Only a production lot (its seed plot on your farms) can be certified',
  agencyNotFound: 'Please choose a certification agency on the portal',
  classInvalid: 'Please choose the class sought: foundation or certified',
  sourceClassInvalid:
    'The source seed must be of a higher class: breeder seed for foundation seed, breeder or foundation seed for certified seed',
  areaInvalid: 'Please enter the area of the seed plot in acres (more than 0)',
  applicationOpen: 'This seed lot already has an application for certification in progress',
  applicationClosed: 'This application was already decided: it takes no more inspections or certificates',
  inspectionDateInvalid: 'Please enter the date of the inspection (not in the future)',
  stageRequired: 'Please choose the stage of the crop',
  inspectorRequired: 'Please enter the name of the inspector',
  percentInvalid: 'Percentages must be between 0 and 100',
  inspectionInvalid:
    'Please enter the inspection findings: objectionable weed plants (0 or more) and whether isolation was met',
  outcomeRequired: 'Please choose whether the inspection accepts or rejects the seed plot',
  rejectionReasonRequired: 'Please give the reason for rejecting the seed plot',
  alreadyIssued: 'A certificate was already issued on this application',
  numberRequired: 'Please enter the certificate number (at most 60 characters)',
  tagCountInvalid: 'Please enter the number of tags (1 to 100,000)',
  issueDateInvalid: 'The date of issue cannot be in the future',
  inspectionRequired: 'A certificate needs at least one field inspection, and every inspection accepted',
  testRequired: 'A certificate needs a valid, passing seed test of this lot against the standards of the class sought',
  numberTaken: 'This certificate number is already used by your agency',
  certificateNotFound: 'Certificate not found',
  revocationReasonRequired: 'Please give the reason for revoking the certificate',
  alreadyRevoked: 'This certificate was already revoked',
} as const;
