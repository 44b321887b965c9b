// Data of the shell's stories, every piece parsed by the contract's schema of the API answer that
// carries it (GET /api/v1/me's profile and organization, /api/v1/dashboard, /api/v1/notifications).
// Fixed dates only: every story is compared with a committed picture.
import type { AuthState } from '@seed/auth';
import { Dashboard, Notifications, Organization, Profile } from '@seed/domain';

const organization = (id: string, name: string, type: Organization['type'], status: Organization['status']) =>
  Organization.parse({
    id,
    name,
    type,
    status,
    slug: name.toLowerCase().replace(/\W+/g, '-'),
    owner_id: null,
    updated_at: '2026-10-14T09:30:00Z',
  });

export const seedCompany = organization(
  '6f1c2d3e-4a5b-4c6d-8e7f-901234567890',
  'Malwa Beej Utpadak Sahakari Sanstha',
  'seed_grower',
  'active',
);
export const testingAgency = organization(
  '6f1c2d3e-4a5b-4c6d-8e7f-901234567891',
  'Akola Beej Parikshan Prayogshala',
  'testing_agency',
  'active',
);
export const certificationAgency = organization(
  '6f1c2d3e-4a5b-4c6d-8e7f-901234567892',
  'Madhya Pradesh Rajya Beej Pramanikaran Sanstha',
  'field_inspection_agency',
  'active',
);
export const suspendedCompany = organization(
  '6f1c2d3e-4a5b-4c6d-8e7f-901234567893',
  'सह्याद्री बीजोत्पादक शेतकरी उत्पादक कंपनी मर्यादित, नाशिक',
  'seed_grower',
  'suspended',
);

const profile = (fullName: string, role: 'admin' | 'manager', org: Organization) =>
  Profile.parse({
    id: '11111111-2222-4333-8444-555555555501',
    auth_id: 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeee0001',
    full_name: fullName,
    role,
    organization_id: org.id,
    email_verified: true,
    phone_verified: true,
    is_active: true,
    phone: '+919826012345',
    address: 'Dewas, Madhya Pradesh',
    avatar_url: null,
    company_name: org.name,
    language: null,
    updated_at: '2026-10-14T09:30:00Z',
  });

const signedIn = (fullName: string, role: 'admin' | 'manager', org: Organization): Partial<AuthState> => ({
  user: { id: 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeee0001', email: 'ramesh.patidar@malwabeej.in' },
  profile: profile(fullName, role, org),
  organization: org,
  role,
});

/** Ramesh Patidar, admin of a seed company. */
export const asSeedCompany = signedIn('Ramesh Patidar', 'admin', seedCompany);
/** A manager of a seed company. */
export const asSeedCompanyManager = signedIn('Sunita Deshmukh', 'manager', seedCompany);
/** A laboratory's admin (issue 27: its own workspace). */
export const asTestingAgency = signedIn('Dr. Meena Wankhede', 'admin', testingAgency);
/** A certification agency's manager (issue 28). */
export const asCertificationAgency = signedIn('Anil Malviya', 'manager', certificationAgency);
/** A long Marathi name and organization name, the organization suspended. */
export const asLongMarathi = signedIn('ज्ञानेश्वर बाळासाहेब कुलकर्णी-देशपांडे', 'admin', suspendedCompany);

const uuid = (n: number) => `44444444-5555-4666-8777-${String(n).padStart(12, '0')}`;

const lotTest = (
  lot_id: string,
  crop: string,
  variety: string | null,
  status: string,
  dates: [string, string | null],
) => ({
  lot_id,
  crop,
  variety,
  status,
  tested_on: dates[0],
  valid_until: dates[1],
});

/** A seed company's dashboard: counts, every kind of activity, tests and certificates in every state. */
export const companyDashboard = Dashboard.parse({
  counts: { farms: 18, seed_lots: 1264, testing_requests: 7, transactions: 30512 },
  recent_activity: [
    ['farm_created', 'Patidar Khet, Sonkatch (Dewas)', 'Ramesh Patidar', '2026-11-01T10:30:00Z'],
    ['lot_created', 'SL-20261101-0000001-0001', 'Sunita Deshmukh', '2026-11-01T09:12:00Z'],
    ['manifest_created', 'Sale', 'Sunita Deshmukh', '2026-10-31T16:45:00Z'],
    ['manifest_created', 'Transfer', 'Ramesh Patidar', '2026-10-31T11:05:00Z'],
    [
      'lot_recall',
      'Recall of seed lot SL-20261015-0000004-0002: germination below 85% in the Ujjain retest',
      'Ramesh Patidar',
      '2026-10-30T08:00:00Z',
    ],
    [
      'suspicious_packet_reported',
      'Suspicious packet reported at Krishi Seva Kendra, Akola (seed lot SL-20261002-0000009-0001)',
      null,
      '2026-10-29T13:20:00Z',
    ],
    ['lot_trashed', 'SL-20260920-0000002-0003', 'Sunita Deshmukh', '2026-10-28T07:45:00Z'],
  ].map(([kind, title, actor_name, occurred_at], i) => ({
    kind,
    subject_id: uuid(i),
    title,
    actor_name,
    occurred_at,
  })),
  seed_tests: {
    expiring: {
      count: 9,
      lots: [
        lotTest('SL-20260612-0000003-0001', 'Wheat', 'HI 1544', 'passed', ['2026-06-20', '2026-11-20']),
        lotTest('SL-20260701-0000011-0002', 'Wheat', 'HI 8759 (Pusa Tejas)', 'no_standard', [
          '2026-07-05',
          '2026-11-28',
        ]),
        lotTest('SL-20260715-0000005-0001', 'Chickpea', 'JG 11', 'passed', ['2026-07-18', '2026-12-10']),
      ],
    },
    failed_or_expired: {
      count: 2,
      lots: [
        lotTest('SL-20261015-0000004-0002', 'Soybean', 'JS 335', 'failed', ['2026-10-22', null]),
        lotTest('SL-20260301-0000007-0001', 'Soybean', null, 'expired', ['2026-03-05', '2026-09-05']),
      ],
    },
  },
  laboratory_queue: { counts: { requested: 0, received: 0, in_testing: 0 }, oldest: [] },
  certification: {
    agency_queue: { counts: { applied: 0, inspecting: 0 }, oldest: [] },
    in_progress: {
      count: 6,
      applications: [
        ['CA-2026-000231', 'applied', 'SL-20261101-0000001-0001', '2026-11-01T06:30:00Z'],
        ['CA-2026-000198', 'inspecting', 'SL-20261015-0000006-0001', '2026-10-16T05:00:00Z'],
      ].map(([application_number, status, lot_id, applied_at], i) => ({
        id: uuid(100 + i),
        application_number,
        status,
        lot_id,
        agency: 'Madhya Pradesh Rajya Beej Pramanikaran Sanstha',
        applied_at,
      })),
    },
    expiring: {
      count: 4,
      certificates: (['breeder', 'foundation', 'certified', 'truthfully_labelled'] as const).map((seed_class, i) => ({
        application_id: uuid(200 + i),
        certificate_number: `MSSCA/2026/0041${i}`,
        seed_class,
        lot_id: `SL-2026060${i + 1}-000001${i}-0001`,
        valid_until: `2026-12-0${i + 2}`,
      })),
    },
  },
});

/** A new seed company: nothing recorded yet, every panel empty. */
export const emptyDashboard = Dashboard.parse({
  counts: { farms: 0, seed_lots: 0, testing_requests: 0, transactions: 0 },
  recent_activity: [],
  seed_tests: { expiring: { count: 0, lots: [] }, failed_or_expired: { count: 0, lots: [] } },
  laboratory_queue: { counts: { requested: 0, received: 0, in_testing: 0 }, oldest: [] },
  certification: {
    agency_queue: { counts: { applied: 0, inspecting: 0 }, oldest: [] },
    in_progress: { count: 0, applications: [] },
    expiring: { count: 0, certificates: [] },
  },
});

const companies = ['Malwa Beej Utpadak Sahakari Sanstha', 'Nashik Krishi Beej Company', 'Vidarbha Seeds, Akola'];

/** A laboratory's dashboard: its queue per status and the oldest requests waiting. */
export const laboratoryDashboard = Dashboard.parse({
  ...emptyDashboard,
  counts: { farms: 0, seed_lots: 0, testing_requests: 23, transactions: 0 },
  laboratory_queue: {
    counts: { requested: 11, received: 7, in_testing: 5 },
    oldest: (
      [
        ['requested', 'Wheat', 'HI 1544'],
        ['received', 'Chickpea', 'JG 11'],
        ['in_testing', 'Soybean', 'JS 20-34'],
        ['requested', 'Soybean', null],
      ] as const
    ).map(([status, crop, variety], i) => ({
      id: uuid(300 + i),
      sample_number: `STR-2026-00${412 + i}`,
      status,
      lot_id: `SL-2026100${i + 1}-000002${i}-0001`,
      crop,
      variety,
      company: companies[i % companies.length],
      requested_at: `2026-10-0${i + 2}T08:00:00Z`,
    })),
  },
});

/** A certification agency's dashboard: its open applications per status and the oldest waiting. */
export const agencyDashboard = Dashboard.parse({
  ...emptyDashboard,
  certification: {
    ...emptyDashboard.certification,
    agency_queue: {
      counts: { applied: 8, inspecting: 3 },
      oldest: (
        [
          ['applied', 'Wheat', 'HI 8759 (Pusa Tejas)'],
          ['inspecting', 'Soybean', 'JS 335'],
          ['applied', 'Chickpea', 'JG 11'],
        ] as const
      ).map(([status, crop, variety], i) => ({
        id: uuid(400 + i),
        application_number: `CA-2026-0001${50 + i}`,
        status,
        lot_id: `SL-2026092${i}-000003${i}-0001`,
        crop,
        variety,
        company: companies[i % companies.length],
        applied_at: `2026-09-2${i + 1}T06:00:00Z`,
      })),
    },
  },
});

export const DASHBOARD_KEY = ['dashboard', 'get', undefined] as const;
export const NOTIFICATIONS_KEY = ['notifications', 'list', undefined] as const;

/** What waits for the organization: an incoming transfer to accept, a recall and a stop-sale of lots it holds. */
export const notifications = Notifications.parse({
  items: [
    { kind: 'incoming_transfer', subject_id: uuid(500), subject: 'TRANSFER', at: '2026-11-01T07:30:00Z' },
    {
      kind: 'lot_recall',
      subject_id: 'SL-20261015-0000004-0002',
      subject: 'Soybean JS 335',
      at: '2026-10-30T08:00:00Z',
    },
    {
      kind: 'lot_stop_sale',
      subject_id: 'SL-20260701-0000011-0002',
      subject: 'Wheat HI 8759 (Pusa Tejas)',
      at: '2026-10-27T12:15:00Z',
    },
  ],
});

export const noNotifications = Notifications.parse({ items: [] });
