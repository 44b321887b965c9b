import type { CertificationApplicationDetail, CertificationApplicationSummary, OrganizationType } from '@seed/domain';

// Answers of the certification endpoints (issue 28) for the screens' tests (the harness parses
// them with the contract's schemas, so they stay what the BFF answers).

export const COMPANY = { id: '00000000-0000-4000-8000-00000000000a', name: 'Nisha Agro' };
export const AGENCY = {
  id: '00000000-0000-4000-8000-00000000000d',
  name: 'Maharashtra State Seed Certification Agency',
};

export const APPLICATION_ID = '00000000-0000-4000-8000-000000000a01';

export const summary = (overrides: Partial<CertificationApplicationSummary> = {}): CertificationApplicationSummary => ({
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
  ...overrides,
});

export const inspection = (
  overrides: Partial<CertificationApplicationDetail['inspections'][number]> = {},
): CertificationApplicationDetail['inspections'][number] => ({
  id: '00000000-0000-4000-8000-000000000b01',
  inspectedOn: '2026-10-15',
  stage: 'flowering',
  inspector: 'R. Jadhav',
  offTypesPct: 0.05,
  isolationMet: true,
  objectionableWeedPlants: 0,
  diseasedPlantsPct: 0.1,
  remarks: null,
  outcome: 'accepted',
  rejectionReason: null,
  ...overrides,
});

export const certificate = (
  overrides: Partial<NonNullable<CertificationApplicationDetail['certificate']>> = {},
): NonNullable<CertificationApplicationDetail['certificate']> => ({
  id: '00000000-0000-4000-8000-000000000c01',
  certificateNumber: 'MSSCA/2026/00418',
  seedClass: 'certified',
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

export const application = (
  overrides: Partial<CertificationApplicationDetail> = {},
): CertificationApplicationDetail => ({
  id: APPLICATION_ID,
  applicationNumber: 'SCA-2026-000042',
  status: 'applied',
  rejectionReason: null,
  classSought: 'certified',
  sourceClass: 'foundation',
  sourceReference: 'MSSCA/F/2025/0091',
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
        name: 'North field',
        areaUsed: 4.5,
        areaUnit: 'acres',
        latitude: 18.525,
        longitude: 73.855,
        boundary: {
          type: 'Polygon',
          coordinates: [
            [
              [73.85, 18.52],
              [73.86, 18.52],
              [73.86, 18.53],
              [73.85, 18.53],
              [73.85, 18.52],
            ],
          ],
        },
      },
    ],
    sources: [{ lotId: 'SL-20250601-0900000-0007', generation: 'F1' }],
    test: { status: 'passed', validUntil: '2027-08-19', reportId: '00000000-0000-4000-8000-0000000000f1' },
  },
  inspections: [],
  certificate: null,
  isAgency: false,
  ...overrides,
});

/** The signed-in organization, for the auth store. */
export const organization = (type: Extract<OrganizationType, 'seed_grower' | 'field_inspection_agency'>) => {
  const party = type === 'field_inspection_agency' ? AGENCY : COMPANY;
  return {
    id: party.id,
    name: party.name,
    type,
    status: 'active' as const,
    slug: party.name.toLowerCase().replace(/\W+/g, '-'),
    owner_id: null,
    updated_at: '2026-11-01T00:00:00.000Z',
  };
};
