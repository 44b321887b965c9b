import type { TestingRequest, TestingRequestDetail, TestReport } from '@seed/domain';

// Answers of the testing endpoints for the screens' tests (the harness parses them with the
// contract's schemas, so they stay what the BFF answers).

export const COMPANY = { id: '00000000-0000-4000-8000-00000000000a', name: 'Nisha Agro' };
export const LAB = { id: '00000000-0000-4000-8000-00000000000b', name: 'State Seed Testing Laboratory, Pune' };
export const OTHER_LAB = { id: '00000000-0000-4000-8000-00000000000c', name: 'Deccan Seed Lab' };

export const requestRow = (overrides: Partial<TestingRequest> = {}): TestingRequest => ({
  id: '00000000-0000-4000-8000-000000000001',
  sampleNumber: 'TS-2026-000123',
  status: 'requested',
  lot: { id: 'SL-20261101-0900000-0001', crop: 'Wheat', variety: 'HI 1544', generation: 'F1' },
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
  receivedAt: null,
  testingStartedAt: null,
  closedAt: null,
  ...overrides,
});

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

export const report = (overrides: Partial<TestReport> = {}): TestReport => ({
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

export const detail = (overrides: Partial<TestingRequestDetail> = {}): TestingRequestDetail => ({
  ...requestRow(),
  reports: [],
  isLaboratory: false,
  ...overrides,
});

/** The signed-in organization, for the auth store. */
export const organization = (
  type: 'seed_grower' | 'testing_agency',
  party = type === 'testing_agency' ? LAB : COMPANY,
) => ({
  id: party.id,
  name: party.name,
  type,
  status: 'active' as const,
  slug: party.name.toLowerCase().replace(/\W+/g, '-'),
  owner_id: null,
  updated_at: '2026-11-01T00:00:00.000Z',
});
