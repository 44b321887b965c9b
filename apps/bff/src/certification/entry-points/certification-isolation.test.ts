// Organization isolation of the certification endpoints: company A has a production lot certified by
// agency B (an application, an accepted inspection, a certificate with tags on A's packets); an
// anonymous caller, an admin of another organization, a signed-in user without an organization and a
// member of A without a role get nothing of it — 401 / 403 / 404, or the list every company may read —
// and A's applications, inspections and certificates are unchanged.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import { todayInIndia } from '@seed/domain';
import { invitationEmailTo, signUp } from '../../test/accounts';
import { createTestSession, type TestSession } from '../../test/auth-session';
import { applyFor, certify, inspect, makeAgency, passTest } from '../../test/certification-kit';
import { adminQuery } from '../../test/database';
import { createFullTestApp, type FullTestApp } from '../../test/full-app';
import { api } from '../../test/http';
import {
  describeOrganizationIsolation,
  type IsolationCase,
  roleLimitedCallers,
  roleLimitedCase,
  type RoleLimitedKey,
} from '../../test/organization-isolation';
import { insertLot } from '../../test/qr-codes-kit';

let testApp: FullTestApp;
type Member = Awaited<ReturnType<typeof signUp>>;
let ownerA: Member;
let agencyB: Member;
let outsiderC: Member;
let rolelessA: TestSession;
let noOrganization: TestSession;
let lotA: string;
let applicationA: string;
let certificateA: string;
let secrets: string[];

const label = `Isocert-${randomBytes(3).toString('hex')}`;
const today = todayInIndia();

const stateOfA = async () => ({
  applications: await adminQuery(
    'select id, status, rejection_reason from public.certification_applications where applicant_organization_id = $1 order by id',
    [ownerA.organizationId],
  ),
  inspections: await adminQuery(
    'select id, outcome from public.field_inspections where application_id = $1 order by id',
    [applicationA],
  ),
  certificates: await adminQuery(
    `select c.id, c.revoked_at, (select count(*)::int from public.certification_tags t where t.certificate_id = c.id) as tags
     from public.seed_certificates c where c.application_id = $1`,
    [applicationA],
  ),
});

beforeAll(async () => {
  testApp = createFullTestApp();
  ownerA = await signUp(testApp, { userMetadata: { full_name: `${label} Admin`, organization_name: `${label} A` } });
  agencyB = await signUp(testApp, { userMetadata: { full_name: 'Agency Officer', organization_name: 'Agency Of B' } });
  outsiderC = await signUp(testApp, { userMetadata: { full_name: 'Third Admin', organization_name: 'Third Seeds' } });
  await makeAgency(agencyB);
  noOrganization = await createTestSession(testApp);
  const email = `roleless-${randomBytes(4).toString('hex')}@example.test`;
  await api(testApp, ownerA).post('/api/v1/organization/invitations').send({ email }).expect(201);
  const { token } = await invitationEmailTo(email);
  rolelessA = await createTestSession(testApp, { email });
  await api(testApp, rolelessA).post(`/api/v1/invitations/${token}/accept`).expect(200);
  await adminQuery(`update public.profiles set role = null where auth_id = $1`, [rolelessA.userId]);

  lotA = await insertLot(ownerA.organizationId!);
  applicationA = (await applyFor(testApp, ownerA, agencyB, lotA)).id;
  await inspect(testApp, agencyB, applicationA);
  await passTest(testApp, ownerA, lotA);
  certificateA = await certify(testApp, agencyB, applicationA, `${label}/C1`, 10);
  secrets = [ownerA.organizationId!, ownerA.userId, label, lotA, applicationA, certificateA];
});

afterAll(async () => {
  await testApp.close();
});

const callers = roleLimitedCallers(
  () => outsiderC,
  () => noOrganization,
  () => rolelessA,
);

const cases: IsolationCase<RoleLimitedKey>[] = [
  roleLimitedCase('GET /api/v1/certification/agencies', (c) => api(testApp, c).get('/api/v1/certification/agencies')),
  roleLimitedCase(
    "POST /api/v1/certification/applications (A's lot)",
    (c) =>
      api(testApp, c).post('/api/v1/certification/applications').send({
        seed_lot_id: lotA,
        agency_organization_id: agencyB.organizationId,
        class_sought: 'certified',
        source_class: 'foundation',
        area_acres: 3,
      }),
    404,
  ),
  roleLimitedCase('GET /api/v1/certification/applications (received)', (c) =>
    api(testApp, c).get('/api/v1/certification/applications'),
  ),
  roleLimitedCase('GET /api/v1/certification/applications (sent)', (c) =>
    api(testApp, c).get('/api/v1/certification/applications?side=sent'),
  ),
  roleLimitedCase(
    "GET /api/v1/certification/applications/{id} (A's application)",
    (c) => api(testApp, c).get(`/api/v1/certification/applications/${applicationA}`),
    404,
  ),
  roleLimitedCase(
    "POST /api/v1/certification/applications/{id}/inspections (A's application)",
    (c) =>
      api(testApp, c).post(`/api/v1/certification/applications/${applicationA}/inspections`).send({
        inspected_on: today,
        stage: 'harvest',
        inspector_name: 'Intruder',
        off_types_pct: 9,
        isolation_met: false,
        objectionable_weed_plants: 3,
        diseased_plants_pct: 9,
        outcome: 'rejected',
        rejection_reason: 'Taking it over',
      }),
    404,
  ),
  roleLimitedCase(
    "POST /api/v1/certification/applications/{id}/certificate (A's application)",
    (c) =>
      api(testApp, c)
        .post(`/api/v1/certification/applications/${applicationA}/certificate`)
        .send({ certificate_number: 'X/1', tag_count: 3 }),
    404,
  ),
  roleLimitedCase(
    "POST /api/v1/certification/certificates/{id}/revocation (A's certificate)",
    (c) =>
      api(testApp, c)
        .post(`/api/v1/certification/certificates/${certificateA}/revocation`)
        .send({ reason: 'Taking it over' }),
    404,
  ),
  roleLimitedCase(
    "GET /api/v1/certification/lots/{id} (A's lot)",
    (c) => api(testApp, c).get(`/api/v1/certification/lots/${lotA}`),
    404,
  ),
];

describeOrganizationIsolation({
  title: 'Certification organization isolation',
  callers,
  cases,
  secretsOfA: () => secrets,
  unchanged: { what: "organization A's applications, inspections and certificates", state: stateOfA },
  coverage: {
    what: 'certification',
    document: () => testApp.app.registry.openApiDocument(),
    operations: /\/api\/v1\/certification\//,
  },
});
