import type { LotTesting, TestingRequest, TestReport } from '@seed/domain';

// Answers of GET /api/v1/testing/lots/{id} for the lot screens' tests (the remote harness parses
// them with the contract's LotTesting, so they stay what the BFF answers): a Wheat lot tested by a
// state laboratory against the certified standard.

export const TESTED_LOT = 'SL-20261101-0900000-0001';
export const PACKED_FROM = 'SL-20261001-0900000-0009';
export const LAB = { id: '00000000-0000-4000-8000-00000000000b', name: 'State Seed Testing Laboratory, Pune' };
const COMPANY = { id: '00000000-0000-4000-8000-00000000000a', name: 'Nisha Agro' };

export const WHEAT_CERTIFIED = {
  seedClass: 'certified' as const,
  kind: null,
  hardSeeds: false,
  minGerminationPct: 85,
  minPurePct: 98,
  maxInertMatterPct: 2,
  maxOtherCropSeedsPerKg: 10,
  maxWeedSeedsPerKg: 10,
  maxOtherVarietiesPerKg: 20,
  minGeneticPurityPct: null,
  maxMoisturePct: 12,
  source: 'IMSCS 2013, wheat, certified',
};

export const testReport = (overrides: Partial<TestReport> = {}): TestReport => ({
  id: '00000000-0000-4000-8000-0000000000f1',
  requestId: '00000000-0000-4000-8000-000000000001',
  reportNumber: 'STL/PUNE/2026/1187',
  testedOn: '2026-11-25',
  analyst: 'S. Deshpande',
  laboratory: LAB,
  results: {
    purePct: 98.6,
    inertMatterPct: 1.4,
    otherCropSeedsPerKg: 4,
    weedSeedsPerKg: 2,
    otherVarietiesPerKg: null,
    germinationPct: 91,
    hardSeedsPct: null,
    moisturePct: 10.2,
    geneticPurityPct: null,
    seedHealth: null,
  },
  standard: WHEAT_CERTIFIED,
  remarks: null,
  verdict: 'pass',
  failures: [],
  validUntil: '2027-08-25',
  revalidation: false,
  supersedes: null,
  supersededBy: null,
  issuedAt: '2026-11-25T09:00:00.000Z',
  ...overrides,
});

/** A report that failed on germination (78% against a minimum of 85%) and moisture. */
export const failedReport = (overrides: Partial<TestReport> = {}): TestReport =>
  testReport({
    id: '00000000-0000-4000-8000-0000000000f2',
    reportNumber: 'STL/PUNE/2026/1190',
    results: { ...testReport().results, germinationPct: 78, moisturePct: 13.5 },
    verdict: 'fail',
    failures: [
      { parameter: 'germination_pct', value: 78, limit: 85, bound: 'min' },
      { parameter: 'moisture_pct', value: 13.5, limit: 12, bound: 'max' },
    ],
    validUntil: null,
    ...overrides,
  });

export const testingRequest = (overrides: Partial<TestingRequest> = {}): TestingRequest => ({
  id: '00000000-0000-4000-8000-000000000002',
  sampleNumber: 'TS-2026-000124',
  status: 'received',
  lot: { id: TESTED_LOT, crop: 'Wheat', variety: 'HI 1544', generation: 'F1' },
  seedClass: 'certified',
  container: 'ordinary',
  tests: ['physical_purity', 'germination', 'moisture'],
  sampleWeightG: 1000,
  sampleDrawnOn: '2026-11-20',
  revalidation: false,
  notes: null,
  company: COMPANY,
  laboratory: LAB,
  ownLaboratory: false,
  rejectionReason: null,
  requestedAt: '2026-11-21T05:30:00.000Z',
  receivedAt: '2026-11-22T05:30:00.000Z',
  testingStartedAt: null,
  closedAt: null,
  ...overrides,
});

/** The lot's quality answer: passed on its own test unless overridden. */
export const lotTesting = (overrides: Partial<LotTesting> = {}): LotTesting => ({
  quality: { status: 'passed', validUntil: '2027-08-25', testedLotId: TESTED_LOT, reportId: testReport().id },
  currentReport: testReport(),
  reports: [testReport()],
  requests: [],
  ...overrides,
});

export const notTested = (overrides: Partial<LotTesting> = {}): LotTesting => ({
  quality: { status: 'not_tested', validUntil: null, testedLotId: null, reportId: null },
  currentReport: null,
  reports: [],
  requests: [],
  ...overrides,
});
