// Seed testing (issue 27): the constants, the words and the pure rules of testing requests, test
// reports and a lot's quality, without zod (the shell and the remotes may import these).
// The database judges results (public.issue_test_report); these rules only say what a form may
// send and how an answer reads.
import type { BadgeColor } from './seed-lots-rules';
import type { TestReport } from './testing';

export const SEED_CLASSES = ['breeder', 'foundation', 'certified', 'truthfully_labelled'] as const;
export type SeedClass = (typeof SEED_CLASSES)[number];

export const SEED_CLASS_LABELS: Record<SeedClass, string> = {
  breeder: 'Breeder',
  foundation: 'Foundation',
  certified: 'Certified',
  truthfully_labelled: 'Truthfully labelled',
};

/** Physical purity, germination and moisture are always tested; the others when asked for. */
export const REQUIRED_TESTS = ['physical_purity', 'germination', 'moisture'] as const;
export const OPTIONAL_TESTS = ['other_distinguishable_varieties', 'genetic_purity', 'seed_health'] as const;
export const SEED_TESTS = [...REQUIRED_TESTS, ...OPTIONAL_TESTS] as const;
export type SeedTest = (typeof SEED_TESTS)[number];

export const SEED_TEST_LABELS: Record<SeedTest, string> = {
  physical_purity: 'Physical purity',
  germination: 'Germination',
  moisture: 'Moisture',
  other_distinguishable_varieties: 'Other distinguishable varieties',
  genetic_purity: 'Genetic purity (grow-out test)',
  seed_health: 'Seed health',
};

export const SEED_CONTAINERS = ['ordinary', 'vapour_proof'] as const;
export type SeedContainer = (typeof SEED_CONTAINERS)[number];

export const TESTING_REQUEST_STATUSES = ['requested', 'received', 'in_testing', 'results_issued', 'rejected'] as const;
export type TestingRequestStatus = (typeof TESTING_REQUEST_STATUSES)[number];

export const TESTING_REQUEST_STATUS_LABELS: Record<TestingRequestStatus, string> = {
  requested: 'Requested',
  received: 'Received',
  in_testing: 'In testing',
  results_issued: 'Results issued',
  rejected: 'Rejected',
};

/** The laboratory's next step from each open status (issue 27: received → in testing → results). */
export const NEXT_TESTING_STEP: Partial<Record<TestingRequestStatus, 'received' | 'in_testing'>> = {
  requested: 'received',
  received: 'in_testing',
};

export const TEST_VERDICTS = ['pass', 'fail', 'no_standard'] as const;
export type TestVerdict = (typeof TEST_VERDICTS)[number];

export const LOT_QUALITY_STATUSES = [
  'not_tested',
  'testing_requested',
  'passed',
  'no_standard',
  'expired',
  'failed',
] as const;
export type LotQualityStatus = (typeof LOT_QUALITY_STATUSES)[number];

/** A lot with no issued report yet: it is sold only as untested seed, acknowledged on the manifest. */
export const isUntested = (status: LotQualityStatus): boolean =>
  status === 'not_tested' || status === 'testing_requested';

/** The result parameters in the order the standards (and the report) list them. */
export const TEST_PARAMETERS = [
  'germination_pct',
  'pure_seed_pct',
  'inert_matter_pct',
  'other_crop_seeds_per_kg',
  'weed_seeds_per_kg',
  'other_varieties_per_kg',
  'genetic_purity_pct',
  'moisture_pct',
] as const;
export type TestParameter = (typeof TEST_PARAMETERS)[number];

export const TEST_PARAMETER_LABELS: Record<TestParameter, string> = {
  germination_pct: 'Germination',
  pure_seed_pct: 'Pure seed',
  inert_matter_pct: 'Inert matter',
  other_crop_seeds_per_kg: 'Other crop seeds',
  weed_seeds_per_kg: 'Weed seeds',
  other_varieties_per_kg: 'Other distinguishable varieties',
  genetic_purity_pct: 'Genetic purity',
  moisture_pct: 'Moisture',
};

export const TESTING_LIMITS = {
  sampleWeightMaxG: 100_000,
  notesMaxLength: 2000,
  reasonMaxLength: 1000,
  reportNumberMaxLength: 60,
  analystMaxLength: 200,
  remarksMaxLength: 2000,
  seedHealthMaxLength: 1000,
  searchMaxLength: 100,
  /** Counts per kg a laboratory may record: far above any seed lot's, below integer overflow. */
  countMax: 1_000_000,
  /** Months a passing test is valid from its date; a revalidation's (Seeds Rules 1968, rule 13). */
  validityMonths: 9,
  revalidationMonths: 6,
  /** Days before the end of validity the dashboard names a lot as expiring. */
  expiringWithinDays: 30,
} as const;

export const TESTING_QUEUE_PAGE = { defaultSize: 25, maxSize: 100 } as const;

export const TESTING_MESSAGES = {
  rolesRequired: 'Only admins and managers can manage seed testing',
  noOrganization: 'User organization not found',
  lotNotFound: 'Seed lot not found',
  lotTrashed: 'This seed lot is in the trash: restore it before sending it for testing',
  laboratoryNotFound: 'Please choose a testing laboratory from the list, or your own laboratory',
  classRequired: 'Please choose the seed class',
  testsInvalid: 'Please choose tests from the list',
  sampleWeightInvalid: 'Please enter the sample weight in grams (more than 0, at most 1,00,000)',
  sampleDateInvalid: 'Please enter the date the sample was drawn (not in the future)',
  requestOpen: 'This seed lot already has a testing request in progress',
  revalidationWithoutTest: 'A revalidation needs an earlier passing test of this seed lot',
  requestNotFound: 'Testing request not found',
  reportNotFound: 'Test report not found',
  laboratoryOnly: 'Only the laboratory the sample was sent to can do this',
  laboratoryRolesRequired: 'Only admins and managers of the laboratory can record testing steps and results',
  requestClosed: 'This testing request is closed',
  stepInvalid: 'A testing request moves from requested to received to in testing',
  statusInvalid: 'Please choose received, in testing or rejected',
  notReceived: 'Please mark the sample as received before issuing results',
  rejectionReasonRequired: 'Please give the reason the sample is rejected',
  resultsAlreadyIssued: 'Results of this request were already issued; correct them with a new report',
  reportNumberRequired: 'Please enter the report number',
  reportNumberTaken: 'Your laboratory has already issued a report with this number',
  analystRequired: "Please enter the analyst's name",
  testDateInvalid: 'Please enter the date of test (not in the future)',
  testDateBeforeSample: 'The date of test cannot be before the sample was drawn',
  percentInvalid: (field: string) => `${field} must be a percentage from 0 to 100 with at most two decimals`,
  countInvalid: (field: string) => `${field} must be a whole number from 0`,
  resultsRequired: 'Please enter pure seed, inert matter, other crop seeds, weed seeds, germination and moisture',
  purityOver100: 'Pure seed and inert matter together cannot be more than 100%',
  germinationOver100: 'Germination and hard seeds together cannot be more than 100%',
  otherVarietiesRequired: 'This sample was sent for other distinguishable varieties: please enter the count',
  geneticPurityRequired: 'This sample was sent for a genetic purity test: please enter the result',
  seedHealthRequired: 'This sample was sent for a seed health test: please enter the result',
  reportSuperseded: 'This report was already corrected: correct the newest report',
  correctionReasonRequired: 'Please give the reason for the correction',
  reportImmutable: 'An issued report cannot be changed: issue a correction',
  cursorInvalid: 'The page link is no longer valid: start again from the first page',
  textTooLong: (field: string, max: number) => `${field} must be at most ${max} characters`,
} as const;

/** The words of a lot's quality status, with its date where it has one (dates as the page formats them). */
export function qualityStatusText(status: LotQualityStatus, validUntil: string | null): string {
  switch (status) {
    case 'not_tested':
      return 'Not tested';
    case 'testing_requested':
      return 'Testing requested';
    case 'passed':
      return validUntil ? `Passed (valid until ${validUntil})` : 'Passed';
    case 'no_standard':
      return validUntil ? `Tested, no standard on file (valid until ${validUntil})` : 'Tested, no standard on file';
    case 'expired':
      return validUntil ? `Expired (since ${validUntil})` : 'Expired';
    case 'failed':
      return 'Failed';
  }
}

/** Badge colour of a quality status (the status colours of libs/ui). */
export const LOT_QUALITY_COLORS: Record<LotQualityStatus, 'gray' | 'blue' | 'green' | 'yellow' | 'red'> = {
  not_tested: 'gray',
  testing_requested: 'blue',
  passed: 'green',
  no_standard: 'yellow',
  expired: 'red',
  failed: 'red',
};

/** A testing request's colour: waiting on the laboratory (blue), received (purple), in testing (yellow), then its end. */
export const TESTING_REQUEST_STATUS_COLORS: Record<TestingRequestStatus, BadgeColor> = {
  requested: 'blue',
  received: 'purple',
  in_testing: 'yellow',
  results_issued: 'green',
  rejected: 'red',
};

/** The statuses of a request the laboratory has still to act on. */
export const OPEN_TESTING_REQUEST_STATUSES: readonly TestingRequestStatus[] = ['requested', 'received', 'in_testing'];

/** A verdict's colour: pass green, fail red, no standard on file yellow (recorded without a verdict). */
export const TEST_VERDICT_COLORS: Record<TestVerdict, BadgeColor> = {
  pass: 'green',
  fail: 'red',
  no_standard: 'yellow',
};

/** One result of a report beside the limit it was judged by (null: the standard sets none). */
export interface TestParameterRow {
  parameter: TestParameter;
  value: number;
  unit: '%' | 'kg';
  limit: number | null;
  bound: 'min' | 'max';
}

/**
 * Each result of a report beside the standard's limit of it, in the order the standards list them;
 * the optional tests only when they were done. The database's failures are the verdict: a failing
 * row takes the limit and bound it was judged by.
 */
export function testParameterRows(report: TestReport): TestParameterRow[] {
  const r = report.results;
  const s = report.standard;
  const rows: (TestParameterRow | null)[] = [
    {
      parameter: 'germination_pct',
      value: r.germinationPct,
      unit: '%',
      limit: s?.minGerminationPct ?? null,
      bound: 'min',
    },
    { parameter: 'pure_seed_pct', value: r.purePct, unit: '%', limit: s?.minPurePct ?? null, bound: 'min' },
    {
      parameter: 'inert_matter_pct',
      value: r.inertMatterPct,
      unit: '%',
      limit: s?.maxInertMatterPct ?? null,
      bound: 'max',
    },
    {
      parameter: 'other_crop_seeds_per_kg',
      value: r.otherCropSeedsPerKg,
      unit: 'kg',
      limit: s?.maxOtherCropSeedsPerKg ?? null,
      bound: 'max',
    },
    {
      parameter: 'weed_seeds_per_kg',
      value: r.weedSeedsPerKg,
      unit: 'kg',
      limit: s?.maxWeedSeedsPerKg ?? null,
      bound: 'max',
    },
    r.otherVarietiesPerKg === null
      ? null
      : {
          parameter: 'other_varieties_per_kg',
          value: r.otherVarietiesPerKg,
          unit: 'kg',
          limit: s?.maxOtherVarietiesPerKg ?? null,
          bound: 'max',
        },
    r.geneticPurityPct === null
      ? null
      : {
          parameter: 'genetic_purity_pct',
          value: r.geneticPurityPct,
          unit: '%',
          limit: s?.minGeneticPurityPct ?? null,
          bound: 'min',
        },
    { parameter: 'moisture_pct', value: r.moisturePct, unit: '%', limit: s?.maxMoisturePct ?? null, bound: 'max' },
  ];
  return rows
    .filter((row): row is TestParameterRow => row !== null)
    .map((row) => {
      const failure = report.failures.find((f) => f.parameter === row.parameter);
      return failure ? { ...row, limit: failure.limit, bound: failure.bound } : row;
    });
}
