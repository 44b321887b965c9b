// Organization isolation of the QR code endpoints: organization A has a packaged lot with its codes,
// scans and a stop-sale; an anonymous caller, an admin of another organization, a signed-in user
// without an organization and a member of A without a role get nothing of it — 401 / 403 / 404, or
// their own (empty) data — and A's codes, recalls and setting are unchanged.
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll } from 'vitest';
import { invitationEmailTo, signUp } from '../../test/accounts';
import { createTestSession, type TestSession } from '../../test/auth-session';
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
import { insertLot, packetCode } from '../../test/qr-codes-kit';

let testApp: FullTestApp;
type Member = Awaited<ReturnType<typeof signUp>>;
let ownerA: Member;
let outsiderC: Member;
let rolelessA: TestSession;
let noOrganization: TestSession;
let lotA: string;
let codeA: { id: string; code: string };
let reportA: string;
let secrets: string[];

const label = `Isoqr-${randomBytes(3).toString('hex')}`;

const stateOfA = async () => ({
  codes: await adminQuery(
    `select q.id, q.status, q.deactivated_reason from public.qr_codes q where q.seed_lot_id = $1 order by q.id`,
    [lotA],
  ),
  recalls: await adminQuery(
    `select id, kind, reason, lifted_at from public.lot_recalls where origin_lot_id = $1 order by id`,
    [lotA],
  ),
  settings: await adminQuery(
    `select show_contact_on_verification, verification_contact, gtin from public.organizations where id = $1`,
    [ownerA.organizationId],
  ),
});

beforeAll(async () => {
  testApp = createFullTestApp();
  ownerA = await signUp(testApp, { userMetadata: { full_name: `${label} Admin`, organization_name: `${label} A` } });
  outsiderC = await signUp(testApp, { userMetadata: { full_name: 'Third Admin', organization_name: 'Third Seeds' } });
  noOrganization = await createTestSession(testApp);
  const email = `roleless-${randomBytes(4).toString('hex')}@example.test`;
  await api(testApp, ownerA).post('/api/v1/organization/invitations').send({ email }).expect(201);
  const { token } = await invitationEmailTo(email);
  rolelessA = await createTestSession(testApp, { email });
  await api(testApp, rolelessA).post(`/api/v1/invitations/${token}/accept`).expect(200);
  await adminQuery(`update public.profiles set role = null where auth_id = $1`, [rolelessA.userId]);

  lotA = await insertLot(ownerA.organizationId!, { packages: 3 });
  codeA = (await api(testApp, ownerA).post(`/api/v1/qr-lots/${lotA}/code`).expect(200)).body;
  await api(testApp, ownerA).post(`/api/v1/qr-lots/${lotA}/packet-codes`).expect(201);
  await request(testApp.app)
    .get(`/v/${await packetCode(lotA, 1)}`)
    .set('User-Agent', 'Mozilla/5.0 (iPhone)')
    .expect(200);
  await api(testApp, ownerA)
    .post(`/api/v1/qr-lots/${lotA}/recall`)
    .send({ kind: 'stop_sale', reason: `${label} checking` })
    .expect(200);
  await adminQuery(`update public.organizations set gtin = '4006381333931' where id = $1`, [ownerA.organizationId]);
  // a report of a packet of A's, with a photo (a JPEG's signature and a marker)
  reportA = (
    await adminQuery<{ id: string }>(
      `insert into public.suspicious_reports (qr_code_id, scanned_code, organization_id, shop_name, place, photo)
       values ($1, $2, $3, $4, 'Nashik', $5) returning id`,
      [codeA.id, codeA.code, ownerA.organizationId, `${label} shop`, Buffer.from(`\xff\xd8\xff\xe0${label}`, 'latin1')],
    )
  )[0]!.id;
  secrets = [ownerA.organizationId!, ownerA.userId, label, lotA, codeA.id, codeA.code, '4006381333931', reportA];
});

afterAll(async () => {
  await testApp.close();
});

type Case = IsolationCase<RoleLimitedKey>;

const callers = roleLimitedCallers(
  () => outsiderC,
  () => noOrganization,
  () => rolelessA,
);

const cases: Case[] = [
  roleLimitedCase("GET /api/v1/qr-lots/{lotId} (A's lot)", (c) => api(testApp, c).get(`/api/v1/qr-lots/${lotA}`), 404),
  roleLimitedCase(
    "POST /api/v1/qr-lots/{lotId}/code (A's lot)",
    (c) => api(testApp, c).post(`/api/v1/qr-lots/${lotA}/code`),
    404,
  ),
  roleLimitedCase(
    "GET /api/v1/qr-lots/{lotId}/labels.pdf (A's lot)",
    (c) => api(testApp, c).get(`/api/v1/qr-lots/${lotA}/labels.pdf`),
    404,
  ),
  roleLimitedCase(
    "POST /api/v1/qr-lots/{lotId}/packet-codes (A's lot)",
    (c) => api(testApp, c).post(`/api/v1/qr-lots/${lotA}/packet-codes`),
    404,
  ),
  roleLimitedCase(
    "GET /api/v1/qr-lots/{lotId}/packet-codes/{serial} (A's packet 1)",
    (c) => api(testApp, c).get(`/api/v1/qr-lots/${lotA}/packet-codes/1`),
    404,
  ),
  roleLimitedCase(
    "POST /api/v1/qr-lots/{lotId}/recall (A's lot)",
    (c) => api(testApp, c).post(`/api/v1/qr-lots/${lotA}/recall`).send({ kind: 'recall', reason: 'Taking it over' }),
    404,
  ),
  roleLimitedCase(
    "DELETE /api/v1/qr-lots/{lotId}/recall (A's lot)",
    (c) => api(testApp, c).delete(`/api/v1/qr-lots/${lotA}/recall`),
    404,
  ),
  roleLimitedCase(
    "POST /api/v1/qr-codes/{codeId}/deactivate (A's code)",
    (c) => api(testApp, c).post(`/api/v1/qr-codes/${codeA.id}/deactivate`).send({ reason: 'Misuse' }),
    404,
  ),
  roleLimitedCase(
    "GET /api/v1/qr-codes/{codeId}/image (A's code)",
    (c) => api(testApp, c).get(`/api/v1/qr-codes/${codeA.id}/image?format=svg`),
    404,
  ),
  roleLimitedCase('GET /api/v1/qr-scans', (c) => api(testApp, c).get('/api/v1/qr-scans')),
  roleLimitedCase('GET /api/v1/qr-settings', (c) => api(testApp, c).get('/api/v1/qr-settings')),
  roleLimitedCase('GET /api/v1/qr-reports', (c) => api(testApp, c).get('/api/v1/qr-reports')),
  roleLimitedCase(
    "GET /api/v1/qr-reports/{reportId}/photo (A's report)",
    (c) => api(testApp, c).get(`/api/v1/qr-reports/${reportA}/photo`),
    404,
  ),
  {
    // a fresh scan of A's packet each time: outside A's chain nothing is marked ({ marked: false }),
    // and nothing of A is answered; A's member without a role marks it (any member of the grower may)
    endpoint: "POST /api/v1/qr-scans/staff (a scan of A's packet)",
    send: (c) => {
      const mark = async () => {
        const page = await request(testApp.app)
          .get(`/v/${await packetCode(lotA, 2)}`)
          .set('User-Agent', 'Mozilla/5.0 (iPhone)');
        const token = /id="st" hidden data-t="([A-Za-z0-9_-]{22})"/.exec(page.text)?.[1] ?? '';
        return api(testApp, c).post('/api/v1/qr-scans/staff').send({ token });
      };
      return mark() as unknown as ReturnType<Case['send']>;
    },
    anonymous: 401,
    otherOrganization: 200,
    noOrganization: 200,
    rolelessMember: 200,
  },
  roleLimitedCase("PUT /api/v1/qr-settings (C's own, with a GTIN)", (c) =>
    api(testApp, c)
      .put('/api/v1/qr-settings')
      .send({ show_contact_on_verification: false, verification_contact: null, gtin: '96385074' }),
  ),
];

describeOrganizationIsolation({
  title: 'QR codes organization isolation',
  callers,
  cases,
  secretsOfA: () => secrets,
  unchanged: { what: "organization A's codes, recalls and setting", state: stateOfA },
  coverage: {
    what: 'QR code',
    document: () => testApp.app.registry.openApiDocument(),
    operations: /\/api\/v1\/qr-/,
  },
});
