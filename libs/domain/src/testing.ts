import { z } from 'zod';
import { calendarDate, decimal, text } from './primitives';
import { todayInIndia } from './dates';
import {
  OPTIONAL_TESTS,
  SEED_CONTAINERS,
  SEED_TESTS,
  TEST_PARAMETERS,
  TEST_VERDICTS,
  TESTING_LIMITS as LIMITS,
  TESTING_MESSAGES as M,
  TESTING_QUEUE_PAGE,
  TESTING_REQUEST_STATUSES,
} from './testing-rules';
import { LotQualityStatusEnum, SeedClassEnum } from './lot-enums';

export { LotQualityStatusEnum, SeedClassEnum };

// Request and response schemas of seed testing (/api/v1/testing…, issue 27). The forms and the BFF
// parse the same schemas, so both refuse the same input with the same words; the database judges
// results and refuses what depends on stored rows (an open request, a closed one, a taken number).

export const SeedTestEnum = z.enum(SEED_TESTS, { error: M.testsInvalid });
export const SeedContainerEnum = z.enum(SEED_CONTAINERS);
export const TestingRequestStatusEnum = z.enum(TESTING_REQUEST_STATUSES);
export const TestVerdictEnum = z.enum(TEST_VERDICTS);

/** A field left blank in a form, as null. */
const blankAsNull = (v: unknown) => (v === '' || v === undefined ? null : v);

/** A percentage from 0 to 100 with at most two decimals, as a number or its decimal text. */
function percent(label: string) {
  const message = M.percentInvalid(label);
  return decimal(
    z
      .number({ error: message })
      .min(0, message)
      .max(100, message)
      .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-9, message),
    message,
  );
}

/** A count per kilogram: a whole number from 0. */
function count(label: string) {
  const message = M.countInvalid(label);
  return decimal(z.number({ error: message }).int(message).min(0, message).max(LIMITS.countMax, message), message);
}

/** A date of the sample or the test: a real date, not after today in India. */
const pastDate = (message: string) => calendarDate(message).refine((v) => v <= todayInIndia(), { message });

const optionalText = (label: string, max: number) =>
  text()
    .trim()
    .max(max, M.textTooLong(label, max))
    .nullable()
    .optional()
    .transform((v) => v || null);

/** POST /api/v1/testing/requests: a company sends a sample of a lot to a laboratory. */
export const TestingRequestCreate = z
  .object({
    seed_lot_id: text().trim().min(1, M.lotNotFound).max(40, M.lotNotFound),
    /** A testing agency on the portal; null: the company's own laboratory. */
    laboratory_organization_id: z.uuid({ error: M.laboratoryNotFound }).nullable(),
    seed_class: SeedClassEnum,
    /** The optional tests wanted; physical purity, germination and moisture are always done. */
    tests: z
      .array(z.enum(OPTIONAL_TESTS, { error: M.testsInvalid }))
      .max(OPTIONAL_TESTS.length, M.testsInvalid)
      .default([]),
    sample_weight_g: decimal(
      z
        .number({ error: M.sampleWeightInvalid })
        .gt(0, M.sampleWeightInvalid)
        .max(LIMITS.sampleWeightMaxG, M.sampleWeightInvalid),
      M.sampleWeightInvalid,
    ),
    sample_drawn_on: pastDate(M.sampleDateInvalid),
    container: SeedContainerEnum.default('ordinary'),
    is_revalidation: z.boolean().default(false),
    notes: optionalText('Notes', LIMITS.notesMaxLength),
  })
  .meta({
    id: 'TestingRequestCreate',
    example: {
      seed_lot_id: 'SL-20261123-1015302-4821',
      laboratory_organization_id: '5b0f8a2e-8a8e-4a5e-9d0b-0d7c1f2b3a4c',
      seed_class: 'certified',
      tests: ['other_distinguishable_varieties'],
      sample_weight_g: 1000,
      sample_drawn_on: '2026-11-20',
      container: 'ordinary',
      is_revalidation: false,
      notes: 'Kharif 2026 lot, bagged',
    },
  });
export type TestingRequestCreate = z.output<typeof TestingRequestCreate>;
export type TestingRequestCreateInput = z.input<typeof TestingRequestCreate>;

export const TestingRequestCreated = z
  .object({ id: z.uuid(), sampleNumber: text() })
  .meta({ id: 'TestingRequestCreated' });
export type TestingRequestCreated = z.infer<typeof TestingRequestCreated>;

export const TestingRequestIdParams = z.object({ id: z.uuid({ error: M.requestNotFound }) });
export const TestReportIdParams = z.object({ id: z.uuid({ error: M.reportNotFound }) });
export const TestingLotParams = z.object({ id: text().min(1).max(200) });

/** POST /api/v1/testing/requests/{id}/status: the laboratory's next step, or a rejection with its reason. */
export const TestingStatusChange = z
  .object({
    status: z.enum(['received', 'in_testing', 'rejected'], { error: M.statusInvalid }),
    reason: optionalText('Reason', LIMITS.reasonMaxLength),
  })
  .superRefine((v, ctx) => {
    if (v.status === 'rejected' && !v.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: M.rejectionReasonRequired });
  })
  .meta({ id: 'TestingStatusChange', example: { status: 'rejected', reason: 'Sample too small: 120 g received' } });
export type TestingStatusChange = z.output<typeof TestingStatusChange>;

/** The results of a report (issue and correction alike). */
const resultFields = {
  report_number: text()
    .trim()
    .min(1, M.reportNumberRequired)
    .max(LIMITS.reportNumberMaxLength, M.textTooLong('Report number', LIMITS.reportNumberMaxLength)),
  tested_on: pastDate(M.testDateInvalid),
  analyst_name: text()
    .trim()
    .min(1, M.analystRequired)
    .max(LIMITS.analystMaxLength, M.textTooLong('Analyst', LIMITS.analystMaxLength)),
  pure_seed_pct: percent('Pure seed'),
  inert_matter_pct: percent('Inert matter'),
  other_crop_seeds_per_kg: count('Other crop seeds per kg'),
  weed_seeds_per_kg: count('Weed seeds per kg'),
  germination_pct: percent('Germination'),
  moisture_pct: percent('Moisture'),
  other_varieties_per_kg: z
    .preprocess(blankAsNull, count('Other distinguishable varieties per kg').nullable())
    .optional(),
  hard_seeds_pct: z.preprocess(blankAsNull, percent('Hard seeds').nullable()).optional(),
  genetic_purity_pct: z.preprocess(blankAsNull, percent('Genetic purity').nullable()).optional(),
  seed_health: optionalText('Seed health', LIMITS.seedHealthMaxLength),
  remarks: optionalText('Remarks', LIMITS.remarksMaxLength),
};

/** Sums the database would refuse, checked here too so the form shows them under their fields. */
function refineSums(
  v: { pure_seed_pct: number; inert_matter_pct: number; germination_pct: number; hard_seeds_pct?: number | null },
  ctx: z.RefinementCtx,
) {
  if (v.pure_seed_pct + v.inert_matter_pct > 100 + 1e-9)
    ctx.addIssue({ code: 'custom', path: ['inert_matter_pct'], message: M.purityOver100 });
  if (v.germination_pct + (v.hard_seeds_pct ?? 0) > 100 + 1e-9)
    ctx.addIssue({ code: 'custom', path: ['hard_seeds_pct'], message: M.germinationOver100 });
}

const RESULTS_EXAMPLE = {
  report_number: 'STL/PUNE/2026/1187',
  tested_on: '2026-11-25',
  analyst_name: 'S. Deshpande',
  pure_seed_pct: 98.6,
  inert_matter_pct: 1.4,
  other_crop_seeds_per_kg: 4,
  weed_seeds_per_kg: 2,
  germination_pct: 91,
  moisture_pct: 10.2,
};

/** POST /api/v1/testing/requests/{id}/reports: the laboratory issues the results. */
export const TestResultsIssue = z
  .object(resultFields)
  .superRefine(refineSums)
  .meta({ id: 'TestResultsIssue', example: RESULTS_EXAMPLE });
export type TestResultsIssue = z.output<typeof TestResultsIssue>;
export type TestResultsIssueInput = z.input<typeof TestResultsIssue>;

/** POST /api/v1/testing/reports/{id}/corrections: a new report that supersedes it, with the reason. */
export const TestReportCorrection = z
  .object({
    ...resultFields,
    reason: text()
      .trim()
      .min(1, M.correctionReasonRequired)
      .max(LIMITS.reasonMaxLength, M.textTooLong('Reason', LIMITS.reasonMaxLength)),
  })
  .superRefine(refineSums)
  .meta({ id: 'TestReportCorrection', example: { ...RESULTS_EXAMPLE, reason: 'Moisture reading transposed' } });
export type TestReportCorrection = z.output<typeof TestReportCorrection>;

export const TestReportIssued = z
  .object({
    reportId: z.uuid(),
    verdict: TestVerdictEnum,
    failures: z.array(
      z.object({
        parameter: z.enum(TEST_PARAMETERS),
        value: z.number(),
        limit: z.number(),
        bound: z.enum(['min', 'max']),
      }),
    ),
    validUntil: text().nullable(),
  })
  .meta({ id: 'TestReportIssued' });
export type TestReportIssued = z.infer<typeof TestReportIssued>;

const Party = z.object({ id: z.uuid(), name: text() });

export const TestFailure = z.object({
  parameter: z.enum(TEST_PARAMETERS),
  value: z.number(),
  limit: z.number(),
  bound: z.enum(['min', 'max']),
});
export type TestFailure = z.infer<typeof TestFailure>;

/** The limits a report was judged by (null: the standard sets none). */
export const SeedStandardLimits = z.object({
  seedClass: SeedClassEnum,
  kind: z.enum(['hybrid', 'variety', 'inbred_line']).nullable(),
  hardSeeds: z.boolean().nullable(),
  minGerminationPct: z.number().nullable(),
  minPurePct: z.number().nullable(),
  maxInertMatterPct: z.number().nullable(),
  maxOtherCropSeedsPerKg: z.number().nullable(),
  maxWeedSeedsPerKg: z.number().nullable(),
  maxOtherVarietiesPerKg: z.number().nullable(),
  minGeneticPurityPct: z.number().nullable(),
  maxMoisturePct: z.number().nullable(),
  source: text(),
});
export type SeedStandardLimits = z.infer<typeof SeedStandardLimits>;

/** An issued report with the limits it was judged by. */
export const TestReport = z
  .object({
    id: z.uuid(),
    requestId: z.uuid(),
    reportNumber: text(),
    testedOn: text(),
    analyst: text(),
    laboratory: Party,
    results: z.object({
      purePct: z.number(),
      inertMatterPct: z.number(),
      otherCropSeedsPerKg: z.number(),
      weedSeedsPerKg: z.number(),
      otherVarietiesPerKg: z.number().nullable(),
      germinationPct: z.number(),
      hardSeedsPct: z.number().nullable(),
      moisturePct: z.number(),
      geneticPurityPct: z.number().nullable(),
      seedHealth: text().nullable(),
    }),
    standard: SeedStandardLimits.nullable(),
    remarks: text().nullable(),
    verdict: TestVerdictEnum,
    failures: z.array(TestFailure),
    validUntil: text().nullable(),
    revalidation: z.boolean(),
    supersedes: z.object({ id: z.uuid(), reason: text() }).nullable(),
    supersededBy: z.uuid().nullable(),
    issuedAt: text(),
  })
  .meta({ id: 'TestReport' });
export type TestReport = z.infer<typeof TestReport>;

/** A testing request as the company and the laboratory see it: only the lot facts a laboratory needs. */
export const TestingRequest = z
  .object({
    id: z.uuid(),
    sampleNumber: text(),
    status: TestingRequestStatusEnum,
    lot: z.object({ id: text(), crop: text(), variety: text().nullable(), generation: text().nullable() }),
    seedClass: SeedClassEnum,
    container: SeedContainerEnum,
    tests: z.array(SeedTestEnum),
    sampleWeightG: z.number(),
    sampleDrawnOn: text(),
    revalidation: z.boolean(),
    notes: text().nullable(),
    company: Party,
    laboratory: Party,
    ownLaboratory: z.boolean(),
    rejectionReason: text().nullable(),
    requestedAt: text(),
    receivedAt: text().nullable(),
    testingStartedAt: text().nullable(),
    closedAt: text().nullable(),
  })
  .meta({ id: 'TestingRequest' });
export type TestingRequest = z.infer<typeof TestingRequest>;

export const TestingRequestDetail = TestingRequest.extend({
  reports: z.array(TestReport),
  /** Whether the caller is the request's laboratory (may take its steps and issue results). */
  isLaboratory: z.boolean(),
}).meta({ id: 'TestingRequestDetail' });
export type TestingRequestDetail = z.infer<typeof TestingRequestDetail>;

/**
 * GET /api/v1/testing/queue: the organization's requests on one side (received: its queue as a
 * laboratory; sent: its own lots' samples) by status and sample number or lot id, keyset-paged.
 */
export const TestingQueueQuery = z.object({
  side: z.enum(['received', 'sent']).default('received'),
  status: TestingRequestStatusEnum.optional(),
  q: text().trim().max(LIMITS.searchMaxLength).optional(),
  before: text().max(200).optional(),
  limit: decimal(z.number().int().min(1).max(TESTING_QUEUE_PAGE.maxSize)).optional(),
});
export type TestingQueueQuery = z.output<typeof TestingQueueQuery>;

export const TestingQueue = z
  .object({ items: z.array(TestingRequest), nextCursor: text().nullable() })
  .meta({ id: 'TestingQueue' });
export type TestingQueue = z.infer<typeof TestingQueue>;

/** GET /api/v1/testing/laboratories: the testing agencies a company may send samples to. */
export const TestingLaboratories = z.object({ items: z.array(Party) }).meta({ id: 'TestingLaboratories' });
export type TestingLaboratories = z.infer<typeof TestingLaboratories>;

/** A lot's quality: its status, the current report, the history and the lot's requests. */
export const LotTesting = z
  .object({
    quality: z.object({
      status: LotQualityStatusEnum,
      validUntil: text().nullable(),
      /** The lot whose test this is: the lot itself, or the lot a packaged unit was packed from. */
      testedLotId: text().nullable(),
      reportId: z.uuid().nullable(),
    }),
    currentReport: TestReport.nullable(),
    reports: z.array(TestReport),
    requests: z.array(TestingRequest),
  })
  .meta({ id: 'LotTesting' });
export type LotTesting = z.infer<typeof LotTesting>;
