import { z } from 'zod';
import { calendarDate, decimal, text } from './primitives';
import { todayInIndia } from './dates';
import {
  CERTIFIABLE_CLASSES,
  CERTIFICATION_LIMITS as LIMITS,
  CERTIFICATION_MESSAGES as M,
  CERTIFICATION_PAGE,
  CERTIFICATION_STATUSES,
  CROP_STAGES,
  INSPECTION_OUTCOMES,
} from './certification-rules';
import { LotQualityStatusEnum, SeedClassEnum } from './lot-enums';

// Request and response schemas of seed certification (/api/v1/certification…, issue 28). The forms
// and the BFF parse the same schemas; the database decides what depends on stored rows (an open
// application, accepted inspections, a passing test, a taken certificate number).

export const CertificationStatusEnum = z.enum(CERTIFICATION_STATUSES);
export const CropStageEnum = z.enum(CROP_STAGES, { error: M.stageRequired });
export const InspectionOutcomeEnum = z.enum(INSPECTION_OUTCOMES, { error: M.outcomeRequired });

const reason = (message: string) => text().trim().min(1, message).max(LIMITS.reasonMaxLength, message);

const optionalText = (max: number, message: string) =>
  text()
    .trim()
    .max(max, message)
    .nullable()
    .optional()
    .transform((v) => v || null);

const percent = decimal(
  z.number({ error: M.percentInvalid }).min(0, M.percentInvalid).max(100, M.percentInvalid),
  M.percentInvalid,
);

/** POST /api/v1/certification/applications: a company applies for certification of a production lot. */
export const CertificationApplicationCreate = z
  .object({
    seed_lot_id: text().trim().min(1).max(40),
    agency_organization_id: z.uuid({ error: M.agencyNotFound }),
    class_sought: z.enum(CERTIFIABLE_CLASSES, { error: M.classInvalid }),
    source_class: SeedClassEnum.refine((v) => v !== 'truthfully_labelled', { message: M.sourceClassInvalid }),
    area_acres: decimal(
      z.number({ error: M.areaInvalid }).gt(0, M.areaInvalid).max(LIMITS.areaMaxAcres, M.areaInvalid),
      M.areaInvalid,
    ),
    source_reference: optionalText(LIMITS.sourceReferenceMaxLength, M.sourceClassInvalid),
  })
  .meta({
    id: 'CertificationApplicationCreate',
    example: {
      seed_lot_id: 'SL-20261123-1015302-4821',
      agency_organization_id: '5b0f8a2e-8a8e-4a5e-9d0b-0d7c1f2b3a4c',
      class_sought: 'certified',
      source_class: 'foundation',
      area_acres: 4.5,
      source_reference: 'MSSCA/F/2025/0091',
    },
  });
export type CertificationApplicationCreate = z.output<typeof CertificationApplicationCreate>;
export type CertificationApplicationCreateInput = z.input<typeof CertificationApplicationCreate>;

export const CertificationApplicationCreated = z
  .object({ id: z.uuid(), applicationNumber: text() })
  .meta({ id: 'CertificationApplicationCreated' });
export type CertificationApplicationCreated = z.infer<typeof CertificationApplicationCreated>;

export const CertificationApplicationIdParams = z.object({ id: z.uuid({ error: M.applicationNotFound }) });
export const CertificateIdParams = z.object({ id: z.uuid({ error: M.certificateNotFound }) });
export const CertificationLotParams = z.object({ id: text().min(1).max(200) });

/** POST /api/v1/certification/applications/{id}/inspections: the agency records a field inspection. */
export const FieldInspectionCreate = z
  .object({
    inspected_on: calendarDate(M.inspectionDateInvalid).refine((v) => v <= todayInIndia(), {
      message: M.inspectionDateInvalid,
    }),
    stage: CropStageEnum,
    inspector_name: text().trim().min(1, M.inspectorRequired).max(LIMITS.inspectorMaxLength, M.inspectorRequired),
    off_types_pct: percent,
    isolation_met: z.boolean({ error: M.inspectionInvalid }),
    objectionable_weed_plants: decimal(
      z.number({ error: M.inspectionInvalid }).int(M.inspectionInvalid).min(0, M.inspectionInvalid),
      M.inspectionInvalid,
    ),
    diseased_plants_pct: percent,
    outcome: InspectionOutcomeEnum,
    rejection_reason: optionalText(LIMITS.reasonMaxLength, M.rejectionReasonRequired),
    remarks: optionalText(LIMITS.remarksMaxLength, M.inspectionInvalid),
  })
  .superRefine((v, ctx) => {
    if (v.outcome === 'rejected' && !v.rejection_reason)
      ctx.addIssue({ code: 'custom', path: ['rejection_reason'], message: M.rejectionReasonRequired });
  })
  .meta({
    id: 'FieldInspectionCreate',
    example: {
      inspected_on: '2026-10-15',
      stage: 'flowering',
      inspector_name: 'R. Jadhav',
      off_types_pct: 0.05,
      isolation_met: true,
      objectionable_weed_plants: 0,
      diseased_plants_pct: 0.1,
      outcome: 'accepted',
    },
  });
export type FieldInspectionCreate = z.output<typeof FieldInspectionCreate>;

/** POST /api/v1/certification/applications/{id}/certificate: the agency issues the certificate. */
export const CertificateIssue = z
  .object({
    certificate_number: text().trim().min(1, M.numberRequired).max(LIMITS.certificateNumberMaxLength, M.numberRequired),
    tag_count: decimal(
      z
        .number({ error: M.tagCountInvalid })
        .int(M.tagCountInvalid)
        .min(1, M.tagCountInvalid)
        .max(LIMITS.tagCountMax, M.tagCountInvalid),
      M.tagCountInvalid,
    ),
  })
  .meta({ id: 'CertificateIssue', example: { certificate_number: 'MSSCA/2026/00418', tag_count: 120 } });
export type CertificateIssue = z.output<typeof CertificateIssue>;

/** POST /api/v1/certification/certificates/{id}/revocation */
export const CertificateRevocation = z.object({ reason: reason(M.revocationReasonRequired) }).meta({
  id: 'CertificateRevocation',
  example: { reason: 'Grow-out test failed: genetic purity below the standard' },
});
export type CertificateRevocation = z.output<typeof CertificateRevocation>;

const Party = z.object({ id: z.uuid(), name: text() });

export const FieldInspection = z.object({
  id: z.uuid(),
  inspectedOn: text(),
  stage: CropStageEnum,
  inspector: text(),
  offTypesPct: z.number(),
  isolationMet: z.boolean(),
  objectionableWeedPlants: z.number().int(),
  diseasedPlantsPct: z.number(),
  remarks: text().nullable(),
  outcome: InspectionOutcomeEnum,
  rejectionReason: text().nullable(),
});

export const SeedCertificate = z.object({
  id: z.uuid(),
  certificateNumber: text(),
  seedClass: SeedClassEnum,
  tagFirst: z.number().int(),
  tagLast: z.number().int(),
  tagCount: z.number().int(),
  tagged: z.number().int(),
  issuedOn: text(),
  validUntil: text(),
  revokedAt: text().nullable(),
  revocationReason: text().nullable(),
});

/** An application as its company and its agency read it. */
export const CertificationApplication = z
  .object({
    id: z.uuid(),
    applicationNumber: text(),
    status: CertificationStatusEnum,
    rejectionReason: text().nullable(),
    classSought: SeedClassEnum,
    sourceClass: SeedClassEnum,
    sourceReference: text().nullable(),
    areaAcres: z.number(),
    appliedAt: text(),
    applicant: Party,
    agency: Party,
    lot: z.object({
      id: text(),
      crop: text(),
      variety: text().nullable(),
      generation: text().nullable(),
      farms: z.array(
        z.object({
          name: text(),
          areaUsed: z.number().nullable(),
          areaUnit: text(),
          /** The farm's location (its pin), where the inspector goes; null when none was recorded. */
          latitude: z.number().nullable(),
          longitude: z.number().nullable(),
          boundary: z.unknown().nullable(),
        }),
      ),
      sources: z.array(z.object({ lotId: text(), generation: text().nullable() })),
      test: z.object({ status: LotQualityStatusEnum, validUntil: text().nullable(), reportId: z.uuid().nullable() }),
    }),
    inspections: z.array(FieldInspection),
    certificate: SeedCertificate.nullable(),
  })
  .meta({ id: 'CertificationApplication' });
export type CertificationApplication = z.infer<typeof CertificationApplication>;

export const CertificationApplicationDetail = CertificationApplication.extend({ isAgency: z.boolean() }).meta({
  id: 'CertificationApplicationDetail',
});
export type CertificationApplicationDetail = z.infer<typeof CertificationApplicationDetail>;

/**
 * What the Apply for certification form starts from, read by the database from the lot's lineage:
 * the source lots' certified class (null when any source was not certified), their certificates
 * and lot ids, the seed plot's area in acres (null when unknown).
 */
export const CertificationApplyDefaults = z.object({
  sourceClass: SeedClassEnum.nullable(),
  sourceReference: text().nullable(),
  areaAcres: z.number().nullable(),
});
export type CertificationApplyDefaults = z.infer<typeof CertificationApplyDefaults>;

/** GET /api/v1/certification/lots/{id}: the lot's Certification card. */
export const LotCertification = z
  .object({
    status: z.enum([...CERTIFICATION_STATUSES, 'expired']).nullable(),
    certifiedLotId: text().nullable(),
    application: CertificationApplication.nullable(),
    // Not null exactly when the caller may apply now (apply_for_certification's rules: an admin or
    // manager of the grower, a production lot not in the trash, nothing in progress or certified).
    applyDefaults: CertificationApplyDefaults.nullable(),
  })
  .meta({ id: 'LotCertification' });
export type LotCertification = z.infer<typeof LotCertification>;

export const CertificationAgencies = z.object({ items: z.array(Party) }).meta({ id: 'CertificationAgencies' });
export type CertificationAgencies = z.infer<typeof CertificationAgencies>;

export const CertificateIssued = z
  .object({
    certificateId: z.uuid(),
    tagFirst: z.number().int(),
    tagLast: z.number().int(),
    validUntil: text(),
    tagged: z.number().int(),
  })
  .meta({ id: 'CertificateIssued' });
export type CertificateIssued = z.infer<typeof CertificateIssued>;

/** GET /api/v1/certification/applications: one side's applications, newest first, keyset-paged. */
export const CertificationApplicationsQuery = z.object({
  side: z.enum(['received', 'sent']).default('received'),
  status: CertificationStatusEnum.optional(),
  q: text().trim().max(CERTIFICATION_PAGE.searchMaxLength).optional(),
  before: text().max(200).optional(),
  limit: decimal(z.number().int().min(1).max(CERTIFICATION_PAGE.maxSize)).optional(),
});
export type CertificationApplicationsQuery = z.output<typeof CertificationApplicationsQuery>;

/** An application as a list shows it: no seed plot, no inspection findings (the detail has them). */
export const CertificationApplicationSummary = z
  .object({
    id: z.uuid(),
    applicationNumber: text(),
    status: CertificationStatusEnum,
    classSought: SeedClassEnum,
    areaAcres: z.number(),
    appliedAt: text(),
    applicant: Party,
    agency: Party,
    lot: z.object({ id: text(), crop: text(), variety: text().nullable() }),
    inspections: z.number().int(),
    lastInspectedOn: text().nullable(),
    certificate: z
      .object({ id: z.uuid(), certificateNumber: text(), validUntil: text(), revoked: z.boolean() })
      .nullable(),
  })
  .meta({ id: 'CertificationApplicationSummary' });
export type CertificationApplicationSummary = z.infer<typeof CertificationApplicationSummary>;

export const CertificationApplications = z
  .object({ items: z.array(CertificationApplicationSummary), nextCursor: text().nullable() })
  .meta({ id: 'CertificationApplications' });
export type CertificationApplications = z.infer<typeof CertificationApplications>;
