// Testing requests, reports and certification applications as the API answers them (parsed with
// the contract's schemas), for the stories. Fixed dates only: every story is compared as a picture.
import {
  CertificationApplicationDetail,
  CertificationApplications,
  CertificationApplicationSummary,
  TestingLaboratories,
  TestingQueue,
  TestingRequest,
  TestingRequestDetail,
  TestReport,
} from '@seed/domain';

export const COMPANY = { id: '3f6a1c20-9b4d-4e8f-a1b2-c3d4e5f60a01', name: 'Malwa Beej Utpadak Sahakari Sanstha' };
export const LAB = { id: '3f6a1c20-9b4d-4e8f-a1b2-c3d4e5f60b02', name: 'State Seed Testing Laboratory, Indore' };
export const OTHER_LAB = {
  id: '3f6a1c20-9b4d-4e8f-a1b2-c3d4e5f60b03',
  name: 'Vidarbha Seed Testing Laboratory, Akola',
};
export const AGENCY = {
  id: '3f6a1c20-9b4d-4e8f-a1b2-c3d4e5f60d04',
  name: 'M.P. State Seed Certification Agency, Bhopal',
};
const OTHER_COMPANY = { id: '3f6a1c20-9b4d-4e8f-a1b2-c3d4e5f60a05', name: 'Godavari Krishi Beej Company, Nashik' };

export const REQUEST_ID = '8c2d4e60-1a3b-4c5d-8e7f-901a2b3c4d01';

const requestBase: TestingRequest = {
  id: REQUEST_ID,
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
};

/** A request at each step of the laboratory's work (the dates of the steps it has taken). */
const STEPS = {
  requested: {},
  received: { status: 'received', receivedAt: '2026-11-23T06:10:00.000Z' },
  in_testing: {
    status: 'in_testing',
    receivedAt: '2026-11-23T06:10:00.000Z',
    testingStartedAt: '2026-11-24T04:45:00.000Z',
  },
  results_issued: {
    status: 'results_issued',
    receivedAt: '2026-11-23T06:10:00.000Z',
    testingStartedAt: '2026-11-24T04:45:00.000Z',
    closedAt: '2026-11-25T09:00:00.000Z',
  },
  rejected: {
    status: 'rejected',
    receivedAt: '2026-11-23T06:10:00.000Z',
    closedAt: '2026-11-23T08:30:00.000Z',
    rejectionReason: 'The sample bag arrived torn and wet; please draw and send a fresh 1 kg sample.',
  },
} as const satisfies Record<TestingRequest['status'], Partial<TestingRequest>>;

export const requestRow = (overrides: Partial<TestingRequest> = {}) =>
  TestingRequest.parse({ ...requestBase, ...overrides });

/** One request in each status, of different lots and laboratories. */
export const REQUESTS = [
  requestRow({ ...STEPS.requested }),
  requestRow({
    ...STEPS.received,
    id: '8c2d4e60-1a3b-4c5d-8e7f-901a2b3c4d02',
    sampleNumber: 'TS-2026-000119',
    lot: { id: 'SL-20261018-0900000-0004', crop: 'Chickpea', variety: 'JG 11', generation: 'C1' },
    seedClass: 'foundation',
    laboratory: OTHER_LAB,
    requestedAt: '2026-11-18T07:00:00.000Z',
  }),
  requestRow({
    ...STEPS.in_testing,
    id: '8c2d4e60-1a3b-4c5d-8e7f-901a2b3c4d03',
    sampleNumber: 'TS-2026-000114',
    lot: { id: 'SL-20261002-0900000-0002', crop: 'Soybean', variety: 'JS 20-34', generation: null },
    ownLaboratory: true,
    laboratory: COMPANY,
    requestedAt: '2026-11-12T10:20:00.000Z',
  }),
  requestRow({
    ...STEPS.results_issued,
    id: '8c2d4e60-1a3b-4c5d-8e7f-901a2b3c4d04',
    sampleNumber: 'TS-2026-000102',
    lot: { id: 'SL-20260915-0900000-0007', crop: 'Wheat', variety: 'HI 8759 (Pusa Tejas)', generation: 'F2' },
    seedClass: 'truthfully_labelled',
    requestedAt: '2026-11-02T05:30:00.000Z',
  }),
  requestRow({
    ...STEPS.rejected,
    id: '8c2d4e60-1a3b-4c5d-8e7f-901a2b3c4d05',
    sampleNumber: 'TS-2026-000097',
    lot: { id: 'SL-20260901-0900000-0003', crop: 'Soybean', variety: 'JS 335', generation: 'C2' },
    seedClass: 'breeder',
    requestedAt: '2026-10-28T05:30:00.000Z',
  }),
];

/** The same requests as a laboratory receives them, from two companies. */
export const RECEIVED = REQUESTS.filter((r) => !r.ownLaboratory).map((r, i) =>
  requestRow({ ...r, company: i % 2 ? OTHER_COMPANY : COMPANY }),
);

export const queue = (items: readonly TestingRequest[], nextCursor: string | null = null) =>
  TestingQueue.parse({ items, nextCursor });

export const laboratories = TestingLaboratories.parse({ items: [LAB, OTHER_LAB] });

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

const reportBase: TestReport = {
  id: '8c2d4e60-1a3b-4c5d-8e7f-901a2b3c4f01',
  requestId: REQUEST_ID,
  reportNumber: 'STL/IND/2026/1187',
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
};

export const report = (overrides: Partial<TestReport> = {}) => TestReport.parse({ ...reportBase, ...overrides });

export const passReport = report();

/** Germination and moisture outside the certified standard's limits. */
export const failReport = report({
  id: '8c2d4e60-1a3b-4c5d-8e7f-901a2b3c4f02',
  reportNumber: 'STL/IND/2026/1190',
  results: { ...reportBase.results, germinationPct: 78, moisturePct: 13.1 },
  remarks: 'Germination below the certified standard; the lot may be re-tested after drying.',
  verdict: 'fail',
  failures: [
    { parameter: 'germination_pct', value: 78, limit: 85, bound: 'min' },
    { parameter: 'moisture_pct', value: 13.1, limit: 12, bound: 'max' },
  ],
  validUntil: null,
});

/** A crop without a standard: results without limits. */
export const noStandardReport = report({
  id: '8c2d4e60-1a3b-4c5d-8e7f-901a2b3c4f03',
  reportNumber: 'STL/IND/2026/1201',
  standard: null,
  verdict: 'no_standard',
  validUntil: null,
});

/** A report corrected by a later one: the first superseded, the second naming why. */
export const correctedPair = [
  report({ supersededBy: '8c2d4e60-1a3b-4c5d-8e7f-901a2b3c4f05' }),
  report({
    id: '8c2d4e60-1a3b-4c5d-8e7f-901a2b3c4f05',
    reportNumber: 'STL/IND/2026/1187-A',
    results: { ...reportBase.results, moisturePct: 10.8 },
    supersedes: {
      id: reportBase.id,
      reason: 'Moisture was entered from the wrong sample sheet; corrected from the oven-dry register.',
    },
    issuedAt: '2026-11-26T06:00:00.000Z',
  }),
];

export const requestDetail = (
  status: TestingRequest['status'],
  overrides: Partial<TestingRequestDetail> = {},
): TestingRequestDetail =>
  TestingRequestDetail.parse({
    ...requestBase,
    ...STEPS[status],
    reports: status === 'results_issued' ? [passReport] : [],
    isLaboratory: false,
    ...overrides,
  });

// --- Certification (issue 28) ---

export const APPLICATION_ID = '8c2d4e60-1a3b-4c5d-8e7f-901a2b3c5a01';

const summaryBase: CertificationApplicationSummary = {
  id: APPLICATION_ID,
  applicationNumber: 'SCA-2026-000042',
  status: 'applied',
  classSought: 'certified',
  areaAcres: 4.5,
  appliedAt: '2026-09-02T05:30:00.000Z',
  applicant: COMPANY,
  agency: AGENCY,
  lot: { id: 'SL-20261101-0900000-0001', crop: 'Wheat', variety: 'HI 1544' },
  inspections: 0,
  lastInspectedOn: null,
  certificate: null,
};

export const summary = (overrides: Partial<CertificationApplicationSummary> = {}) =>
  CertificationApplicationSummary.parse({ ...summaryBase, ...overrides });

const CERT_ID = '8c2d4e60-1a3b-4c5d-8e7f-901a2b3c5c01';

/** One application in each status. */
export const APPLICATIONS = [
  summary(),
  summary({
    id: '8c2d4e60-1a3b-4c5d-8e7f-901a2b3c5a02',
    applicationNumber: 'SCA-2026-000039',
    status: 'inspecting',
    lot: { id: 'SL-20260720-0900000-0005', crop: 'Soybean', variety: 'JS 335' },
    classSought: 'foundation',
    appliedAt: '2026-08-20T05:30:00.000Z',
    inspections: 2,
    lastInspectedOn: '2026-10-15',
  }),
  summary({
    id: '8c2d4e60-1a3b-4c5d-8e7f-901a2b3c5a03',
    applicationNumber: 'SCA-2026-000031',
    status: 'rejected',
    lot: { id: 'SL-20260701-0900000-0002', crop: 'Chickpea', variety: 'JG 11' },
    appliedAt: '2026-07-11T05:30:00.000Z',
    inspections: 1,
    lastInspectedOn: '2026-09-02',
  }),
  summary({
    id: '8c2d4e60-1a3b-4c5d-8e7f-901a2b3c5a04',
    applicationNumber: 'SCA-2026-000027',
    status: 'certified',
    lot: { id: 'SL-20260615-0900000-0009', crop: 'Wheat', variety: 'HI 8759 (Pusa Tejas)' },
    appliedAt: '2026-06-30T05:30:00.000Z',
    inspections: 3,
    lastInspectedOn: '2026-10-28',
    certificate: { id: CERT_ID, certificateNumber: 'MPSSCA/2026/00418', validUntil: '2027-08-19', revoked: false },
  }),
  summary({
    id: '8c2d4e60-1a3b-4c5d-8e7f-901a2b3c5a05',
    applicationNumber: 'SCA-2026-000019',
    status: 'revoked',
    lot: { id: 'SL-20260601-0900000-0006', crop: 'Soybean', variety: 'JS 20-34' },
    appliedAt: '2026-06-02T05:30:00.000Z',
    inspections: 2,
    lastInspectedOn: '2026-09-20',
    certificate: {
      id: '8c2d4e60-1a3b-4c5d-8e7f-901a2b3c5c02',
      certificateNumber: 'MPSSCA/2026/00377',
      validUntil: '2027-06-30',
      revoked: true,
    },
  }),
];

export const applicationPage = (items: readonly CertificationApplicationSummary[], nextCursor: string | null = null) =>
  CertificationApplications.parse({ items, nextCursor });

type Detail = CertificationApplicationDetail;

export const inspection = (overrides: Partial<Detail['inspections'][number]> = {}) => ({
  id: '8c2d4e60-1a3b-4c5d-8e7f-901a2b3c5b01',
  inspectedOn: '2026-10-15',
  stage: 'flowering' as const,
  inspector: 'R. K. Chouhan',
  offTypesPct: 0.05,
  isolationMet: true,
  objectionableWeedPlants: 0,
  diseasedPlantsPct: 0.1,
  remarks: null,
  outcome: 'accepted' as const,
  rejectionReason: null,
  ...overrides,
});

export const certificate = (overrides: Partial<NonNullable<Detail['certificate']>> = {}) => ({
  id: CERT_ID,
  certificateNumber: 'MPSSCA/2026/00418',
  seedClass: 'certified' as const,
  tagFirst: 1001,
  tagLast: 1120,
  tagCount: 120,
  tagged: 40,
  issuedOn: '2026-11-20',
  validUntil: '2027-08-19',
  revokedAt: null,
  revocationReason: null,
  ...overrides,
});

const applicationBase: Detail = {
  id: APPLICATION_ID,
  applicationNumber: 'SCA-2026-000042',
  status: 'applied',
  rejectionReason: null,
  classSought: 'certified',
  sourceClass: 'foundation',
  sourceReference: 'MPSSCA/F/2025/0091',
  areaAcres: 4.5,
  appliedAt: '2026-09-02T05:30:00.000Z',
  applicant: COMPANY,
  agency: AGENCY,
  lot: {
    id: 'SL-20261101-0900000-0001',
    crop: 'Wheat',
    variety: 'HI 1544',
    generation: 'C1',
    farms: [
      {
        name: 'Malwa North Field, Hatod (Indore)',
        areaUsed: 4.5,
        areaUnit: 'acres',
        latitude: 22.7862,
        longitude: 75.7418,
        boundary: {
          type: 'Polygon',
          coordinates: [
            [
              [75.7398, 22.7842],
              [75.7438, 22.7842],
              [75.7442, 22.7878],
              [75.7401, 22.7882],
              [75.7398, 22.7842],
            ],
          ],
        },
      },
    ],
    sources: [{ lotId: 'SL-20250601-0900000-0007', generation: 'F1' }],
    test: { status: 'passed', validUntil: '2027-08-19', reportId: reportBase.id },
  },
  inspections: [],
  certificate: null,
  isAgency: false,
};

export const applicationDetail = (overrides: Partial<Detail> = {}) =>
  CertificationApplicationDetail.parse({ ...applicationBase, ...overrides });
