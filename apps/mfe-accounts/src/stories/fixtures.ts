// Data of the account stories, every piece parsed by the contract's schema of the API answer that
// carries it (GET /api/v1/me's profile and organization, GET /api/v1/organization/members).
import type { AuthState, AuthUser } from '@seed/auth';
import { Organization, OrganizationMembers, Profile } from '@seed/domain';

const ORG_ID = '6f1c2d3e-4a5b-4c6d-8e7f-901234567890';
const ADMIN_ID = '11111111-2222-4333-8444-555555555501';

/** A small round avatar drawn in the page (an inline SVG), so no image is fetched. */
export const AVATAR_URL = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" fill="#166534"/>' +
    '<circle cx="48" cy="38" r="16" fill="#bbf7d0"/><path d="M16 92a32 32 0 0 1 64 0z" fill="#bbf7d0"/></svg>',
)}`;

export const seedCompany = Organization.parse({
  id: ORG_ID,
  name: 'Malwa Beej Utpadak Sahakari Sanstha',
  type: 'seed_grower',
  status: 'active',
  slug: 'malwa-beej',
  owner_id: ADMIN_ID,
  updated_at: '2026-10-14T09:30:00Z',
});

export const adminProfile = Profile.parse({
  id: ADMIN_ID,
  auth_id: 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeee0001',
  full_name: 'Ramesh Patidar',
  role: 'admin',
  organization_id: ORG_ID,
  email_verified: true,
  phone_verified: true,
  is_active: true,
  phone: '+919826012345',
  address: '14, Krishi Upaj Mandi Road, Dewas, Madhya Pradesh 455001',
  avatar_url: AVATAR_URL,
  company_name: 'Malwa Beej Utpadak Sahakari Sanstha',
  language: null,
  updated_at: '2026-10-14T09:30:00Z',
});

export const adminUser: AuthUser = {
  id: adminProfile.auth_id,
  email: 'ramesh.patidar@malwabeej.in',
  phone: '919826012345',
  created_at: '2026-03-02T06:00:00Z',
};

/** Ramesh, admin of the Malwa cooperative, signed in with a verified e-mail and phone. */
export const signedInAdmin: Partial<AuthState> = {
  user: adminUser,
  profile: adminProfile,
  organization: seedCompany,
  role: 'admin',
};

/** A manager whose e-mail and phone are not verified yet, with no avatar and no address. */
export const signedInManager: Partial<AuthState> = {
  user: { id: 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeee0002', email: 'sunita.deshmukh@malwabeej.in' },
  profile: Profile.parse({
    ...adminProfile,
    id: '11111111-2222-4333-8444-555555555502',
    auth_id: 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeee0002',
    full_name: 'Sunita Deshmukh',
    role: 'manager',
    email_verified: false,
    phone_verified: false,
    phone: '+919822054321',
    address: null,
    avatar_url: null,
  }),
  organization: seedCompany,
  role: 'manager',
};

/** A long Marathi name and address, and an inactive organization with a long Marathi name. */
export const signedInLongMarathi: Partial<AuthState> = {
  user: { id: adminUser.id, email: 'dnyaneshwar.kulkarni.beejotpadan@sahyadribeej.co.in' },
  profile: Profile.parse({
    ...adminProfile,
    full_name: 'ज्ञानेश्वर बाळासाहेब कुलकर्णी-देशपांडे',
    address: 'गट क्रमांक ४५२, सह्याद्री बीज उत्पादन केंद्र, ओझर मिग रोड, निफाड तालुका, नाशिक, महाराष्ट्र ४२२२०६',
    avatar_url: null,
  }),
  organization: Organization.parse({
    ...seedCompany,
    name: 'सह्याद्री बीजोत्पादक शेतकरी उत्पादक कंपनी मर्यादित, नाशिक',
    status: 'inactive',
  }),
  role: 'admin',
};

export const testingAgency = Organization.parse({
  ...seedCompany,
  id: '6f1c2d3e-4a5b-4c6d-8e7f-901234567891',
  name: 'Akola Beej Parikshan Prayogshala',
  type: 'testing_agency',
  status: 'suspended',
  slug: 'akola-bpp',
});

const people = [
  ['Ramesh Patidar', 'ramesh.patidar@malwabeej.in', 'admin'],
  ['Sunita Deshmukh', 'sunita.deshmukh@malwabeej.in', 'manager'],
  ['Mahendra Singh Chouhan', 'mahendra.chouhan@malwabeej.in', 'manager'],
  ['Kavita Jat', 'kavita.jat@malwabeej.in', 'manager'],
  [null, 'godown.ujjain@malwabeej.in', 'manager'],
] as const;

const memberId = (i: number) => `22222222-3333-4444-8555-${String(i).padStart(12, '0')}`;
const invitationId = (i: number) => `33333333-4444-4555-8666-${String(i).padStart(12, '0')}`;

export const members = OrganizationMembers.parse({
  members: people.map(([full_name, email, role], i) => ({ id: memberId(i), full_name, email, role })),
  invitations: [
    ['prakash.yadav@malwabeej.in', 'manager', '2026-10-28T10:15:00Z'],
    ['accounts.indore@malwabeej.in', 'admin', '2026-11-01T05:40:00Z'],
  ].map(([email, role, created_at], i) => ({
    id: invitationId(i),
    email,
    organization_id: ORG_ID,
    role,
    status: 'pending',
    invited_by: ADMIN_ID,
    created_at,
  })),
});

/** Forty members, among them long Hindi names and long addresses, and no pending invitation. */
export const manyMembers = OrganizationMembers.parse({
  members: Array.from({ length: 40 }, (_, i) => ({
    id: memberId(100 + i),
    full_name:
      i % 3 === 0
        ? `श्रीमती राधिका विश्वनाथ शर्मा-चतुर्वेदी ${i + 1}`
        : `${['Anil', 'Pooja', 'Vikas', 'Meena', 'Santosh'][i % 5]} ${['Malviya', 'Thakur', 'Pawar', 'Rathore'][i % 4]}`,
    email: `member${i + 1}.seed.operations.ujjain.division@malwabeejutpadaksahakarisanstha.in`,
    role: i === 0 ? 'admin' : 'manager',
  })),
  invitations: [],
});

export const noMembers = OrganizationMembers.parse({ members: [], invitations: [] });
