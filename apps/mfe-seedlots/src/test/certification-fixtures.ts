import type { CertificationApplication, CertificationApplyDefaults, LotCertification } from '@seed/domain';

// Answers of GET /api/v1/certification/lots/{id} (and the agencies) for the lot screens' tests:
// the remote harness parses them with the contract's LotCertification, so they stay what the BFF
// answers. A Wheat production lot of Nisha Agro, applied to the Maharashtra agency for certified seed.

export const PRODUCTION_LOT = 'SL-20261101-0900000-0001';
export const PARENT_LOT = 'SL-20261001-0900000-0009';
export const SOURCE_LOT = 'SL-20250601-0900000-0004';
export const AGENCY = {
  id: '00000000-0000-4000-8000-0000000000a1',
  name: 'Maharashtra State Seed Certification Agency',
};
export const OTHER_AGENCY = {
  id: '00000000-0000-4000-8000-0000000000a2',
  name: 'Karnataka State Seed Certification Agency',
};
const COMPANY = { id: '00000000-0000-4000-8000-00000000000a', name: 'Nisha Agro' };

type Inspection = CertificationApplication['inspections'][number];
type Certificate = NonNullable<CertificationApplication['certificate']>;

export const inspection = (overrides: Partial<Inspection> = {}): Inspection => ({
  id: '00000000-0000-4000-8000-0000000000c1',
  inspectedOn: '2026-09-10',
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

export const certificate = (overrides: Partial<Certificate> = {}): Certificate => ({
  id: '00000000-0000-4000-8000-0000000000d1',
  certificateNumber: 'MSSCA/2026/00418',
  seedClass: 'certified',
  tagFirst: 1201,
  tagLast: 1320,
  tagCount: 120,
  tagged: 80,
  issuedOn: '2026-11-28',
  validUntil: '2027-08-25',
  revokedAt: null,
  revocationReason: null,
  ...overrides,
});

export const application = (overrides: Partial<CertificationApplication> = {}): CertificationApplication => ({
  id: '00000000-0000-4000-8000-0000000000e1',
  applicationNumber: 'CA-2026-000042',
  status: 'applied',
  rejectionReason: null,
  classSought: 'certified',
  sourceClass: 'foundation',
  sourceReference: `MSSCA/2025/00091 · ${SOURCE_LOT}`,
  areaAcres: 4.5,
  appliedAt: '2026-08-01T05:30:00.000Z',
  applicant: COMPANY,
  agency: AGENCY,
  lot: {
    id: PRODUCTION_LOT,
    crop: 'Wheat',
    variety: 'HI 1544',
    generation: 'F1',
    farms: [{ name: 'North Field', areaUsed: 4.5, areaUnit: 'acres', latitude: null, longitude: null, boundary: null }],
    sources: [{ lotId: SOURCE_LOT, generation: 'Foundation' }],
    test: { status: 'not_tested', validUntil: null, reportId: null },
  },
  inspections: [],
  certificate: null,
  ...overrides,
});

export const APPLY_DEFAULTS: CertificationApplyDefaults = {
  sourceClass: 'foundation',
  sourceReference: `MSSCA/2025/00091 · ${SOURCE_LOT}`,
  areaAcres: 4.94,
};

/** A lot with no application: the company may apply, from these defaults. */
export const notCertified = (applyDefaults: CertificationApplyDefaults | null = APPLY_DEFAULTS): LotCertification => ({
  status: null,
  certifiedLotId: null,
  application: null,
  applyDefaults,
});

/** The lot's certification: `application` under `status`, of the lot itself unless `certifiedLotId` says otherwise. */
export const lotCertification = (overrides: Partial<LotCertification> = {}): LotCertification => {
  const app = overrides.application ?? application();
  return {
    status: app.status,
    certifiedLotId: app.lot.id,
    application: app,
    applyDefaults: null,
    ...overrides,
  };
};
