// The answers the seed-lot screens' stories show, each parsed by the contract's schema of the API
// answer it stands for (so a story cannot show a shape the BFF never sends), and the query keys the
// screens read them under. Realistic data of a Malwa seed cooperative: Wheat HI 1544 and HI 8759
// (Pusa Tejas), Chickpea JG 11, Soybean JS 335 and JS 20-34, grown around Indore, Dewas and Ujjain,
// sold to dealers in Nashik and Akola. Every date is fixed: the stories are compared picture by picture.
import { apiQueryKey } from '@seed/auth/query';
import {
  CertificationAgencies,
  CropList,
  FarmList,
  LineageLot,
  LotCertification,
  LotQrSummary,
  LotTesting,
  QrCode,
  ScanReport,
  SeedLotDetail,
  SeedLotList,
  SeedLotListItem,
  type SeedLotListQueryInput,
  type SeedLotTab,
  SourceLotOptions,
  SuspiciousReportList,
  VarietyChoices,
  VerificationSettings,
  type WizardDraft,
} from '@seed/domain';
import { APPLY_DEFAULTS, application, certificate, inspection, lotCertification } from '../test/certification-fixtures';
import { failedReport, lotTesting, notTested, testingRequest, testReport } from '../test/testing-fixtures';

type ListItemInput = Partial<ReturnType<typeof SeedLotListItem.parse>>;

// the organizations -----------------------------------------------------------------------------

export const ORG = { id: '00000000-0000-4000-8000-000000000101', name: 'Malwa Beej Utpadak Sahakari Sanstha' };
export const DEALER_NASHIK = { id: '00000000-0000-4000-8000-000000000102', name: 'Nashik Krishi Seva Kendra' };
export const DEALER_AKOLA = { id: '00000000-0000-4000-8000-000000000103', name: 'Akola Agro Traders' };
export const LONG_ORG = {
  id: '00000000-0000-4000-8000-000000000104',
  name: 'Shri Mahakaleshwar Kisan Beej Utpadan evam Vipanan Sahakari Samiti Maryadit, Ujjain',
};

// the crops of the catalogue --------------------------------------------------------------------

export const CROP = {
  wheat: '00000000-0000-4000-8000-000000000201',
  chickpea: '00000000-0000-4000-8000-000000000202',
  soybean: '00000000-0000-4000-8000-000000000203',
} as const;

export const CROPS = CropList.parse({
  items: [
    {
      id: CROP.chickpea,
      name: 'Chickpea',
      alias: 'Gram',
      scientific_name: 'Cicer arietinum',
      hindi_name: 'चना',
      marathi_name: 'हरभरा',
      is_hybrid_capable: false,
    },
    {
      id: CROP.soybean,
      name: 'Soybean',
      alias: null,
      scientific_name: 'Glycine max',
      hindi_name: 'सोयाबीन',
      marathi_name: 'सोयाबीन',
      is_hybrid_capable: false,
    },
    {
      id: CROP.wheat,
      name: 'Wheat',
      alias: null,
      scientific_name: 'Triticum aestivum',
      hindi_name: 'गेहूं',
      marathi_name: 'गहू',
      is_hybrid_capable: false,
    },
  ],
});

export const WHEAT_VARIETIES = VarietyChoices.parse({
  masters: [
    { id: '00000000-0000-4000-8000-000000000301', name: 'HI 1544' },
    { id: '00000000-0000-4000-8000-000000000302', name: 'HI 8759 (Pusa Tejas)' },
  ],
  organization: [
    {
      id: '00000000-0000-4000-8000-000000000311',
      display_name: 'HI 1544 Malwa Shakti',
      master_variety_id: '00000000-0000-4000-8000-000000000301',
    },
  ],
});

// the lot ids -----------------------------------------------------------------------------------

export const LOT = {
  production: 'SL-20261101-0900000-0001',
  packaged: 'SL-20261115-0900000-0002',
  unregistered: 'SL-20260605-0900000-0003',
  chickpea: 'SL-20261020-0900000-0004',
  soybean: 'SL-20260701-0900000-0005',
  soybeanPacked: 'SL-20261012-0900000-0006',
  foundation: 'SL-20251104-0900000-0007',
  deleted: 'SL-20260910-0900000-0008',
} as const;

// the list --------------------------------------------------------------------------------------

const BASE_ITEM = {
  id: LOT.production,
  lot_type: 'raw_production',
  status: 'growing',
  generation: 'Certified 1',
  crop_id: CROP.wheat,
  crop_name: 'Wheat',
  variety_name: 'HI 1544',
  quantity_owned: 4200,
  quantity_unit: 'Kg',
  pack_size: null,
  pack_unit: null,
  packaging_type: null,
  location: 'Dewas North Field',
  farms_count: 2,
  planting_date: '2026-11-05',
  area_planted_acres: 12.5,
  yield_kg: null,
  harvest_date: null,
  packages_count: null,
  packaging_date: null,
  parent_lot_id: null,
  notes: null,
  is_grower: true,
  created_at: '2026-11-01T09:30:00.000Z',
  updated_at: '2026-11-05T11:00:00.000Z',
  deleted_at: null,
  quality: 'not_tested',
  quality_valid_until: null,
  certification: null,
} as const;

/** A list row as GET /api/v1/seed-lots answers it. */
export const listItem = (overrides: ListItemInput = {}) => SeedLotListItem.parse({ ...BASE_ITEM, ...overrides });

export const PRODUCTION_ITEMS = [
  listItem({ certification: { status: 'inspecting', seedClass: 'certified', certificateNumber: null } }),
  listItem({
    id: LOT.chickpea,
    crop_id: CROP.chickpea,
    crop_name: 'Chickpea',
    variety_name: 'JG 11',
    status: 'harvested',
    generation: 'Foundation',
    quantity_owned: 3150,
    location: 'Ujjain Kshipra Farm',
    farms_count: 1,
    planting_date: '2025-10-28',
    area_planted_acres: 8,
    yield_kg: 3150,
    harvest_date: '2026-03-02',
    quality: 'passed',
    quality_valid_until: '2026-12-01',
    certification: {
      status: 'certified',
      seedClass: 'foundation',
      certificateNumber: 'MPSSCA/2026/00112',
    },
  }),
  listItem({
    id: LOT.soybean,
    crop_id: CROP.soybean,
    crop_name: 'Soybean',
    variety_name: 'JS 20-34',
    status: 'processed',
    generation: 'Certified 2',
    quantity_owned: 9800,
    location: 'Indore Sanwer Road Farm',
    farms_count: 3,
    planting_date: '2026-06-25',
    area_planted_acres: 24.75,
    yield_kg: 9800,
    harvest_date: '2026-10-08',
    quality: 'failed',
    quality_valid_until: null,
  }),
];

export const PACKAGING_ITEMS = [
  listItem({
    id: LOT.packaged,
    lot_type: 'packaged_unit',
    status: 'packaged',
    quantity_owned: 600,
    quantity_unit: 'packages',
    pack_size: 40,
    pack_unit: 'Kg',
    packaging_type: 'bag',
    location: null,
    farms_count: 0,
    planting_date: null,
    area_planted_acres: null,
    packages_count: 600,
    packaging_date: '2026-11-15',
    parent_lot_id: LOT.production,
    quality: 'passed',
    quality_valid_until: '2027-08-25',
    certification: { status: 'certified', seedClass: 'certified', certificateNumber: 'MPSSCA/2026/00418' },
  }),
  listItem({
    id: LOT.soybeanPacked,
    lot_type: 'packaged_unit',
    status: 'packaged',
    crop_id: CROP.soybean,
    crop_name: 'Soybean',
    variety_name: 'JS 335',
    quantity_owned: 250,
    quantity_unit: 'packages',
    pack_size: 30,
    pack_unit: 'Kg',
    packaging_type: 'sack',
    location: null,
    farms_count: 0,
    planting_date: null,
    area_planted_acres: null,
    packages_count: 320,
    packaging_date: '2026-10-12',
    parent_lot_id: LOT.soybean,
    quality: 'expired',
    quality_valid_until: '2026-10-31',
  }),
];

export const UNREGISTERED_ITEMS = [
  listItem({
    id: LOT.unregistered,
    lot_type: 'unregistered_source',
    status: 'active',
    generation: 'Foundation',
    quantity_owned: 500,
    location: null,
    farms_count: 0,
    planting_date: null,
    area_planted_acres: null,
    notes: 'Supplier: Indian Agricultural Research Institute, Regional Station Indore',
    quality: 'testing_requested',
  }),
  listItem({
    id: LOT.foundation,
    lot_type: 'unregistered_source',
    status: 'verified',
    crop_id: CROP.chickpea,
    crop_name: 'Chickpea',
    variety_name: 'JG 11',
    generation: 'Breeder',
    quantity_owned: 120,
    location: null,
    farms_count: 0,
    planting_date: null,
    area_planted_acres: null,
    notes: 'Supplier: RVSKVV Gwalior, Zonal Agricultural Research Station Sehore',
    quality: 'no_standard',
    quality_valid_until: '2026-12-31',
  }),
];

export const OVERVIEW_ITEMS = [PACKAGING_ITEMS[0]!, ...PRODUCTION_ITEMS, UNREGISTERED_ITEMS[0]!, PACKAGING_ITEMS[1]!];

/** A page of a tab as GET /api/v1/seed-lots answers it. */
export const lotList = (tab: SeedLotTab, items: readonly unknown[], total = items.length) =>
  SeedLotList.parse({ tab, items, total, page: 1, limit: 25 });

/** The page the list asks for on a tab without filters (the params' defaults). */
export const listKey = (tab: SeedLotTab, filters: Partial<SeedLotListQueryInput> = {}) =>
  apiQueryKey('seedLots', 'list', { query: { tab, ...filters, page: 1 } });

export const CROPS_KEY = apiQueryKey('varieties', 'listCrops', undefined);

/** Thirty lots of a long page (the Overview at its page size, of 184). */
export const MANY_ITEMS = Array.from({ length: 25 }, (_, i) => {
  const n = String(i + 10).padStart(4, '0');
  const crops = [
    { crop_id: CROP.wheat, crop_name: 'Wheat', variety_name: i % 2 ? 'HI 8759 (Pusa Tejas)' : 'HI 1544' },
    { crop_id: CROP.chickpea, crop_name: 'Chickpea', variety_name: 'JG 11' },
    { crop_id: CROP.soybean, crop_name: 'Soybean', variety_name: i % 2 ? 'JS 335' : 'JS 20-34' },
  ] as const;
  const statuses = ['growing', 'planted', 'harvested', 'processed', 'testing'] as const;
  return listItem({
    ...crops[i % 3]!,
    id: `SL-202610${String((i % 28) + 1).padStart(2, '0')}-0900000-${n}`,
    status: statuses[i % 5]!,
    quantity_owned: 1000 + i * 175,
    location: ['Dewas North Field', 'Ujjain Kshipra Farm', 'Indore Sanwer Road Farm'][i % 3]!,
    farms_count: (i % 3) + 1,
  });
});

// the detail ------------------------------------------------------------------------------------

const FARM_DEWAS = {
  farm_id: '00000000-0000-4000-8000-000000000401',
  name: 'Dewas North Field',
  address: 'Survey No. 112, Bhaurasa, Dewas, Madhya Pradesh 455118',
  total_area: 8,
  area_unit: 'acres',
  contribution_percentage: 64,
  area_used: 8,
  planting_date: '2026-11-05',
  expected_harvest_date: '2027-03-20',
  harvest_date: null,
};
const FARM_UJJAIN = {
  farm_id: '00000000-0000-4000-8000-000000000402',
  name: 'Ujjain Kshipra Farm',
  address: 'Village Tajpur, Ujjain, Madhya Pradesh 456006',
  total_area: 6,
  area_unit: 'acres',
  contribution_percentage: 36,
  area_used: 4.5,
  planting_date: '2026-11-08',
  expected_harvest_date: '2027-03-25',
  harvest_date: null,
};

const lineageRow = (row: Partial<LineageLot> & Pick<LineageLot, 'id'>): LineageLot =>
  LineageLot.parse({
    direction: 'ancestor',
    depth: 1,
    via: LOT.production,
    relation: 'source',
    purpose: 'source',
    lot_type: 'raw_production',
    crop_name: 'Wheat',
    variety_name: 'HI 1544',
    generation: 'Foundation',
    visible: true,
    status: 'processed',
    deleted_at: null,
    created_at: '2025-11-04T08:00:00.000Z',
    ...row,
  });

const SELF_ROW = lineageRow({
  id: LOT.production,
  direction: 'self',
  depth: 0,
  via: null,
  relation: null,
  purpose: null,
  generation: 'Certified 1',
  status: 'growing',
  created_at: '2026-11-01T09:30:00.000Z',
});

/** The wheat lot's lineage: grown from a foundation lot and a bought one, packed into 600 bags. */
export const LINEAGE = [
  SELF_ROW,
  lineageRow({ id: LOT.foundation, generation: 'Foundation' }),
  lineageRow({
    id: LOT.unregistered,
    lot_type: 'unregistered_source',
    status: 'active',
    generation: 'Foundation',
    created_at: '2026-06-05T10:00:00.000Z',
  }),
  lineageRow({
    id: 'SL-20241102-0700000-0042',
    depth: 2,
    via: LOT.foundation,
    generation: 'Breeder',
    visible: false,
    status: null,
    created_at: null,
  }),
  lineageRow({
    id: LOT.packaged,
    direction: 'descendant',
    relation: 'parent',
    purpose: null,
    lot_type: 'packaged_unit',
    status: 'packaged',
    generation: 'Certified 1',
    created_at: '2026-11-15T10:00:00.000Z',
  }),
  lineageRow({
    id: LOT.packaged,
    direction: 'descendant',
    relation: 'source',
    purpose: 'source',
    lot_type: 'packaged_unit',
    status: 'packaged',
    generation: 'Certified 1',
    created_at: '2026-11-15T10:00:00.000Z',
  }),
];

/**
 * Thirty generations of seed multiplication behind the lot, each grown from the one before (the
 * source chain), the oldest ones of other organizations.
 */
export const DEEP_LINEAGE = [
  SELF_ROW,
  ...Array.from({ length: 30 }, (_, i) => {
    const depth = i + 1;
    const year = 2026 - depth;
    const id = (d: number) => `SL-${2026 - d}1101-0900000-${String(d).padStart(4, '0')}`;
    return lineageRow({
      id: id(depth),
      depth,
      via: depth === 1 ? LOT.production : id(depth - 1),
      generation:
        depth === 30 ? 'Nucleus' : depth > 25 ? 'Breeder' : depth > 20 ? 'Foundation 1' : `Certified ${depth}`,
      visible: depth <= 20,
      status: depth <= 20 ? 'processed' : null,
      created_at: depth <= 20 ? `${year}-11-01T09:00:00.000Z` : null,
    });
  }),
];

const MANIFESTS = [
  {
    id: '00000000-0000-4000-8000-000000000501',
    manifest_type: 'production',
    status: 'COMPLETED',
    from_org_name: null,
    to_org_name: ORG.name,
    transaction_date: '2026-11-01',
    overall_notes: 'Sown on 12.5 acres at Dewas and Ujjain',
    items: [
      {
        seed_lot_id: LOT.production,
        crop_name: 'Wheat',
        variety_name: 'HI 1544',
        quantity_transferred: 4200,
        quantity_unit: 'Kg',
        price_per_unit: null,
        currency: null,
        item_notes: null,
      },
    ],
  },
  {
    id: '00000000-0000-4000-8000-000000000502',
    manifest_type: 'SALE',
    status: 'AWAITING_CLAIM',
    from_org_name: ORG.name,
    to_org_name: DEALER_NASHIK.name,
    transaction_date: '2026-11-20',
    overall_notes: 'Rabi season order, delivery by truck MP-09-GH-4471',
    items: [
      {
        seed_lot_id: LOT.production,
        crop_name: 'Wheat',
        variety_name: 'HI 1544',
        quantity_transferred: 1200,
        quantity_unit: 'Kg',
        price_per_unit: 62.5,
        currency: 'INR',
        item_notes: null,
      },
    ],
  },
  {
    id: '00000000-0000-4000-8000-000000000503',
    manifest_type: 'TRANSFER',
    status: 'COMPLETED',
    from_org_name: ORG.name,
    to_org_name: DEALER_AKOLA.name,
    transaction_date: '2026-11-22',
    overall_notes: null,
    items: [
      {
        seed_lot_id: LOT.production,
        crop_name: 'Wheat',
        variety_name: 'HI 1544',
        quantity_transferred: 300,
        quantity_unit: 'Kg',
        price_per_unit: null,
        currency: null,
        item_notes: 'Demonstration plots, Krishi Vigyan Kendra Akola',
      },
    ],
  },
  {
    id: '00000000-0000-4000-8000-000000000504',
    manifest_type: 'ADJUSTMENT',
    status: 'CANCELLED',
    from_org_name: ORG.name,
    to_org_name: null,
    transaction_date: '2026-11-25',
    overall_notes: 'Moisture loss after drying',
    items: [
      {
        seed_lot_id: LOT.production,
        crop_name: 'Wheat',
        variety_name: 'HI 1544',
        quantity_transferred: 45,
        quantity_unit: 'Kg',
        price_per_unit: null,
        currency: null,
        item_notes: null,
        change: { quantity: -45, unit: 'Kg' },
      },
    ],
  },
];

const { location: _l, farms_count: _f, certification: _c, ...BASE_LOT } = PRODUCTION_ITEMS[0]!;

/** GET /api/v1/seed-lots/{id}: a wheat lot growing on two farms, partly sold. */
export const PRODUCTION_DETAIL = SeedLotDetail.parse({
  lot: BASE_LOT,
  quantity_total: 4200,
  owners: [
    { organization_id: ORG.id, organization_name: ORG.name, quantity_owned: 2700, unit: 'Kg' },
    { organization_id: DEALER_NASHIK.id, organization_name: DEALER_NASHIK.name, quantity_owned: 1200, unit: 'Kg' },
    { organization_id: DEALER_AKOLA.id, organization_name: DEALER_AKOLA.name, quantity_owned: 300, unit: 'Kg' },
  ],
  primary_owner: ORG.name,
  grower_organization_name: ORG.name,
  farms: [FARM_DEWAS, FARM_UJJAIN],
  harvests: [],
  packaging: null,
  manifests: MANIFESTS,
  lineage: LINEAGE,
  claim: null,
  actions: { harvest: true, package: false, transaction: true },
});

/** The same lot harvested twice and packed: harvests, a total and the packaging. */
export const HARVESTED_DETAIL = SeedLotDetail.parse({
  ...PRODUCTION_DETAIL,
  lot: {
    ...PRODUCTION_DETAIL.lot,
    status: 'harvested',
    yield_kg: 4350,
    harvest_date: '2027-03-28',
    quality: 'passed',
    quality_valid_until: '2027-08-25',
    notes: 'Irrigated five times; no lodging.\nRogued twice for off-types at flowering.',
  },
  farms: [
    { ...FARM_DEWAS, harvest_date: '2027-03-22' },
    { ...FARM_UJJAIN, harvest_date: '2027-03-28' },
  ],
  harvests: [
    {
      id: '00000000-0000-4000-8000-000000000601',
      actual_yield: 2800,
      yield_unit: 'Kg',
      harvest_date: '2027-03-22',
      notes: 'Dewas North Field, combine harvester',
    },
    {
      id: '00000000-0000-4000-8000-000000000602',
      actual_yield: 1.55,
      yield_unit: 'Tons',
      harvest_date: '2027-03-28',
      notes: null,
    },
  ],
  actions: { harvest: true, package: true, transaction: true },
});

/** A packaged lot: 600 bags of 40 kg packed from the wheat lot. */
export const PACKAGED_DETAIL = SeedLotDetail.parse({
  ...PRODUCTION_DETAIL,
  lot: (({ location: _a, farms_count: _b, certification: _d, ...lot }) => lot)(PACKAGING_ITEMS[0]!),
  quantity_total: 600,
  owners: [{ organization_id: ORG.id, organization_name: ORG.name, quantity_owned: 600, unit: 'packages' }],
  farms: [],
  harvests: [],
  packaging: {
    packages_count: 600,
    pack_size: 40,
    pack_unit: 'Kg',
    packaging_type: 'bag',
    packaging_date: '2026-11-15',
    packaging_location: 'Processing plant, Pithampur Industrial Area, Dhar',
    batch_number: 'MBU/HI1544/26-27/07',
    notes: 'Treated with Carboxin 37.5% + Thiram 37.5% WS at 2.5 g/kg',
  },
  manifests: [],
  lineage: [],
  actions: { harvest: false, package: false, transaction: true },
});

/** An unregistered source bought from a research station, its claim code active. */
export const UNREGISTERED_DETAIL = SeedLotDetail.parse({
  ...PRODUCTION_DETAIL,
  lot: (({ location: _a, farms_count: _b, certification: _d, ...lot }) => lot)(UNREGISTERED_ITEMS[0]!),
  quantity_total: 500,
  owners: [{ organization_id: ORG.id, organization_name: ORG.name, quantity_owned: 500, unit: 'Kg' }],
  farms: [],
  harvests: [],
  manifests: [
    {
      id: '00000000-0000-4000-8000-000000000505',
      manifest_type: 'unregistered',
      status: 'active',
      from_org_name: null,
      to_org_name: ORG.name,
      transaction_date: '2026-06-05',
      overall_notes: null,
      items: [
        {
          seed_lot_id: LOT.unregistered,
          crop_name: 'Wheat',
          variety_name: 'HI 1544',
          quantity_transferred: 500,
          quantity_unit: 'Kg',
          price_per_unit: 95,
          currency: 'INR',
          item_notes: null,
        },
      ],
    },
  ],
  lineage: [],
  claim: { has_active_code: true, redeemed_at: null, origin_organization_name: null },
  actions: { harvest: false, package: false, transaction: true },
});

/** Another organization's lot with long names, in the trash. */
export const DELETED_DETAIL = SeedLotDetail.parse({
  ...PRODUCTION_DETAIL,
  lot: {
    ...PRODUCTION_DETAIL.lot,
    id: LOT.deleted,
    status: 'inactive',
    variety_name: 'HI 8759 (Pusa Tejas)',
    deleted_at: '2026-11-26T08:15:00.000Z',
  },
  owners: [{ organization_id: LONG_ORG.id, organization_name: LONG_ORG.name, quantity_owned: 4200, unit: 'Kg' }],
  primary_owner: LONG_ORG.name,
  grower_organization_name: LONG_ORG.name,
  manifests: [],
  lineage: [],
  actions: { harvest: false, package: false, transaction: false },
});

export const lotKey = (id: string) => apiQueryKey('seedLots', 'get', { params: { id } });

// the lot's quality, certification and QR code ---------------------------------------------------

export const testingKey = (id: string) => apiQueryKey('testing', 'lot', { params: { id } });
export const certificationKey = (id: string) => apiQueryKey('certification', 'lot', { params: { id } });
export const AGENCIES_KEY = apiQueryKey('certification', 'agencies', undefined);
export const qrSummaryKey = (lotId: string) => apiQueryKey('qrCodes', 'lotSummary', { params: { lotId } });
export const qrImageKey = (codeId: string) =>
  apiQueryKey('qrCodes', 'image', { params: { codeId }, query: { format: 'svg' } });
export const SCANS_KEY = apiQueryKey('qrCodes', 'scans', undefined);
export const REPORTS_KEY = apiQueryKey('qrCodes', 'reports', undefined);
export const SETTINGS_KEY = apiQueryKey('qrCodes', 'settings', undefined);

export const PASSED_TESTING = LotTesting.parse(lotTesting());
export const NOT_TESTED = LotTesting.parse(notTested());
export const FAILED_TESTING = LotTesting.parse(
  lotTesting({
    quality: { status: 'failed', validUntil: null, testedLotId: LOT.production, reportId: failedReport().id },
    currentReport: failedReport(),
    reports: [
      failedReport(),
      testReport({
        id: '00000000-0000-4000-8000-0000000000f3',
        reportNumber: 'STL/PUNE/2025/0871',
        testedOn: '2025-11-20',
        validUntil: '2026-08-19',
      }),
    ],
  }),
);
export const TESTING_REQUESTED = LotTesting.parse(
  notTested({
    quality: { status: 'testing_requested', validUntil: null, testedLotId: null, reportId: null },
    requests: [testingRequest()],
  }),
);

export const AGENCIES = CertificationAgencies.parse({
  items: [
    { id: '00000000-0000-4000-8000-0000000000a1', name: 'Madhya Pradesh State Seed Certification Agency' },
    { id: '00000000-0000-4000-8000-0000000000a2', name: 'Maharashtra State Seed Certification Agency' },
  ],
});
export const NOT_CERTIFIED = LotCertification.parse({
  status: null,
  certifiedLotId: null,
  application: null,
  applyDefaults: APPLY_DEFAULTS,
});
export const INSPECTING = LotCertification.parse(
  lotCertification({
    status: 'inspecting',
    application: application({ status: 'inspecting', inspections: [inspection()] }),
  }),
);
export const CERTIFIED = LotCertification.parse(
  lotCertification({
    status: 'certified',
    application: application({
      status: 'certified',
      inspections: [
        inspection(),
        inspection({ id: '00000000-0000-4000-8000-0000000000c2', stage: 'pre_harvest', inspectedOn: '2026-10-02' }),
      ],
      certificate: certificate(),
    }),
  }),
);
export const REJECTED = LotCertification.parse(
  lotCertification({
    status: 'rejected',
    application: application({
      status: 'rejected',
      rejectionReason: 'Isolation distance of 3 m from a neighbouring wheat field was not met.',
      inspections: [
        inspection({
          outcome: 'rejected',
          isolationMet: false,
          rejectionReason: 'Isolation not met',
          offTypesPct: 0.4,
        }),
      ],
    }),
  }),
);

export const QR_CODE = QrCode.parse({
  id: '00000000-0000-4000-8000-0000000000c1',
  code: 'Ab3dEf6hIj9kLm2nOp5qRs',
  url: 'https://seeds.example/v/Ab3dEf6hIj9kLm2nOp5qRs',
  kind: 'lot',
  serial: null,
  status: 'active',
  provider: 'portal',
  deactivatedReason: null,
  createdAt: '2026-11-16T10:00:00Z',
});

/** A QR symbol's look (finder patterns and a fixed pattern of modules) as the image endpoint's SVG. */
export const QR_SVG = (() => {
  const size = 25;
  const cells: string[] = [];
  const finder = (x: number, y: number) =>
    `<path d="M${x} ${y}h7v7h-7z M${x + 1} ${y + 1}v5h5v-5z" fill-rule="evenodd"/><rect x="${x + 2}" y="${y + 2}" width="3" height="3"/>`;
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      const inFinder = (x < 8 && y < 8) || (x > 16 && y < 8) || (x < 8 && y > 16);
      if (!inFinder && (x * 7 + y * 13 + x * y) % 5 < 2) cells.push(`<rect x="${x}" y="${y}" width="1" height="1"/>`);
    }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-2 -2 29 29"><rect x="-2" y="-2" width="29" height="29" fill="#fff"/><g fill="#000">${finder(0, 0)}${finder(18, 0)}${finder(0, 18)}${cells.join('')}</g></svg>`;
})();

/** GET /api/v1/qr-lots/{lotId}: the packaged lot with its code, 600 packet codes and scans. */
export const qrSummary = (overrides: Partial<LotQrSummary> = {}) =>
  LotQrSummary.parse({
    lotId: LOT.packaged,
    lotType: 'packaged_unit',
    isGrower: true,
    packagesCount: 600,
    lotCode: QR_CODE,
    lastDeactivatedLotCode: null,
    packetCodes: { total: 600, active: 597, deactivated: 3 },
    scans: { total: 148, devices: 91, lastAt: '2026-11-27T16:40:00.000Z', afterRecall: 0, farFromSale: 0 },
    recall: null,
    ...overrides,
  });

export const SCAN_REPORT = ScanReport.parse({
  manyDevices: 3,
  farFromSaleKm: 300,
  lots: [
    {
      lotId: LOT.packaged,
      crop: 'Wheat',
      variety: 'HI 1544',
      scans: 148,
      devices: 91,
      lastScanAt: '2026-11-27T16:40:00.000Z',
      packetCodesManyDevices: 4,
      scansAfterRecall: 0,
      scansFarFromSale: 2,
      recallKind: null,
    },
    {
      lotId: LOT.soybeanPacked,
      crop: 'Soybean',
      variety: 'JS 335',
      scans: 62,
      devices: 40,
      lastScanAt: '2026-11-25T07:10:00.000Z',
      packetCodesManyDevices: 0,
      scansAfterRecall: 7,
      scansFarFromSale: 0,
      recallKind: 'stop_sale',
    },
    {
      lotId: LOT.chickpea,
      crop: 'Chickpea',
      variety: 'JG 11',
      scans: 12,
      devices: 11,
      lastScanAt: '2026-11-18T12:00:00.000Z',
      packetCodesManyDevices: 0,
      scansAfterRecall: 0,
      scansFarFromSale: 0,
      recallKind: null,
    },
  ],
});

export const REPORTS = SuspiciousReportList.parse({
  reports: [
    {
      id: '00000000-0000-4000-8000-000000000701',
      lotId: LOT.packaged,
      shopName: 'Shree Ganesh Beej Bhandar',
      place: 'Malegaon, Nashik',
      phone: '+91 98220 41157',
      createdAt: '2026-11-26T11:20:00.000Z',
      hasPhoto: false,
    },
    {
      id: '00000000-0000-4000-8000-000000000702',
      lotId: null,
      shopName: 'Kisan Agro Centre',
      place: 'Murtizapur, Akola',
      phone: null,
      createdAt: '2026-11-21T09:05:00.000Z',
      hasPhoto: false,
    },
  ],
});

export const SETTINGS = VerificationSettings.parse({
  show_contact_on_verification: true,
  verification_contact: '+91 731 255 0142 · beej@malwasanstha.example',
  gtin: '08901234000018',
});

// the production wizard and the flows -----------------------------------------------------------

export const SOURCE_OPTIONS_KEY = apiQueryKey('production', 'sourceOptions', { query: { purpose: 'production' } });
export const PACKAGING_PARENTS_KEY = apiQueryKey('production', 'sourceOptions', { query: { purpose: 'packaging' } });
export const FARMS_KEY = apiQueryKey('farms', 'list', { query: { limit: 500 } });
export const CLAIM_LOTS_KEY = apiQueryKey('seedLots', 'list', { query: { tab: 'overview', limit: 100 } });

export const SOURCE_OPTIONS = SourceLotOptions.parse({
  items: [
    {
      id: LOT.unregistered,
      lot_type: 'unregistered_source',
      generation: 'Foundation',
      crop_id: CROP.wheat,
      crop_name: 'Wheat',
      is_hybrid_capable: false,
      variety_id: '00000000-0000-4000-8000-000000000301',
      org_variety_id: null,
      variety_name: 'HI 1544',
      available: 500,
      unit: 'Kg',
      pack_size: null,
      pack_unit: null,
    },
    {
      id: LOT.foundation,
      lot_type: 'raw_production',
      generation: 'Foundation',
      crop_id: CROP.wheat,
      crop_name: 'Wheat',
      is_hybrid_capable: false,
      variety_id: '00000000-0000-4000-8000-000000000302',
      org_variety_id: null,
      variety_name: 'HI 8759 (Pusa Tejas)',
      available: 1250,
      unit: 'Kg',
      pack_size: null,
      pack_unit: null,
    },
    {
      id: LOT.chickpea,
      lot_type: 'raw_production',
      generation: 'Foundation',
      crop_id: CROP.chickpea,
      crop_name: 'Chickpea',
      is_hybrid_capable: false,
      variety_id: null,
      org_variety_id: null,
      variety_name: 'JG 11',
      available: 3150,
      unit: 'Kg',
      pack_size: null,
      pack_unit: null,
    },
  ],
});

export const PACKAGING_PARENTS = SourceLotOptions.parse({
  items: [
    { ...SOURCE_OPTIONS.items[2], id: LOT.chickpea, generation: 'Foundation' },
    {
      ...SOURCE_OPTIONS.items[1],
      id: LOT.soybean,
      crop_id: CROP.soybean,
      crop_name: 'Soybean',
      variety_name: 'JS 20-34',
      generation: 'Certified 2',
      available: 9800,
    },
  ],
});

const farm = (id: string, name: string, address: string, total_area: number) => ({
  id,
  organization_id: ORG.id,
  grower_id: null,
  grower_name: null,
  name,
  identifier: null,
  address,
  total_area,
  area_unit: 'acres',
  irrigation_method: 'drip',
  latitude: null,
  longitude: null,
  ownership_status: 'owned',
  soil_type: null,
  soil_characteristics: null,
  irrigation_sources: [],
  boundary: null,
  boundary_area_sq_m: null,
  created_at: '2025-04-01T10:00:00.000Z',
  updated_at: null,
});

export const FARMS = FarmList.parse({
  items: [
    farm(FARM_DEWAS.farm_id, FARM_DEWAS.name, FARM_DEWAS.address, 8),
    farm(FARM_UJJAIN.farm_id, FARM_UJJAIN.name, FARM_UJJAIN.address, 6),
    farm(
      '00000000-0000-4000-8000-000000000403',
      'Indore Sanwer Road Farm',
      'Sanwer Road, Indore, Madhya Pradesh 453551',
      15,
    ),
  ],
  total: 3,
  organization_total: 3,
  page: 1,
  limit: 500,
});

/** A wizard filled to its last step: 400 kg of HI 1544 sown on two farms. */
export const FULL_DRAFT: WizardDraft = {
  hybrid: false,
  sources: [{ lotId: LOT.unregistered, quantity: '400', purpose: 'source' }],
  farms: [
    { farmId: FARM_DEWAS.farm_id, areaUsed: '8' },
    { farmId: FARM_UJJAIN.farm_id, areaUsed: '4.5' },
  ],
  generation: 'Certified 1',
  plantingDate: '2026-11-05',
  expectedHarvestDate: '2027-03-20',
  notes: 'Sown with a seed drill at 100 kg per acre.',
};
