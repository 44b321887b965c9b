// Seed certification through the API (issue 28): a company applies for certification of a
// production lot, its agency (an organization of type field_inspection_agency) reads what it needs
// of the lot, inspects, certifies once the lot passed its test, and revokes; the rules themselves
// are covered in supabase/tests/seed-certification.test.ts; here the HTTP answers: statuses,
// words and shapes.
import {
  type CertificateIssued,
  CERTIFICATION_MESSAGES as M,
  type CertificationApplicationDetail,
  type CertificationApplications,
  type LotCertification,
  todayInIndia,
  TRANSACTION_MESSAGES,
} from '@seed/domain';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../test/accounts';
import * as certification from '../../test/certification-kit';
import { createFullTestApp, type FullTestApp } from '../../test/full-app';
import { api } from '../../test/http';
import { insertLot, packetCode } from '../../test/qr-codes-kit';

let testApp: FullTestApp;
type Member = Awaited<ReturnType<typeof signUp>>;
let company: Member;
let agency: Member;
let outsider: Member;
const label = `Cert-${randomBytes(3).toString('hex')}`;

const productionLot = () => certification.productionLot(testApp, company, `${label} plot`);
const application = (lot: string, overrides: Record<string, unknown> = {}) =>
  certification.applicationBody(lot, agency, overrides);
const inspection = certification.inspectionBody;
const passTest = (lot: string) => certification.passTest(testApp, company, lot);

beforeAll(async () => {
  testApp = createFullTestApp();
  company = await signUp(testApp, {
    userMetadata: { full_name: `${label} Admin`, organization_name: `${label} Seeds` },
  });
  agency = await signUp(testApp, {
    userMetadata: { full_name: `${label} Officer`, organization_name: `${label} State Seed Certification Agency` },
  });
  outsider = await signUp(testApp, {
    userMetadata: { full_name: `${label} Other`, organization_name: `${label} Other` },
  });
  await certification.makeAgency(agency);
});

afterAll(async () => {
  await testApp.close();
});

describe('an application', () => {
  it('when a company applies, then the agency is offered, the application is numbered, and a second one gets 409 in words', async () => {
    const agencies = await api(testApp, company).get('/api/v1/certification/agencies').expect(200);
    expect(agencies.body.items).toContainEqual({
      id: agency.organizationId,
      name: `${label} State Seed Certification Agency`,
    });
    const lot = await productionLot();
    const created = await api(testApp, company)
      .post('/api/v1/certification/applications')
      .send(application(lot))
      .expect(201);
    expect(created.body.applicationNumber).toMatch(/^CA-\d{4}-\d{6}$/);
    const again = await api(testApp, company)
      .post('/api/v1/certification/applications')
      .send(application(lot))
      .expect(409);
    expect(again.body.error.message).toBe(M.applicationOpen);
  });

  it('when the input is bad, then each field gets its message', async () => {
    const lot = await productionLot();
    const cases: [Record<string, unknown>, string][] = [
      [{ class_sought: 'breeder' }, M.classInvalid],
      [{ area_acres: 0 }, M.areaInvalid],
      [{ area_acres: 'wide' }, M.areaInvalid],
      [{ source_class: 'truthfully_labelled' }, M.sourceClassInvalid],
      [{ agency_organization_id: 'not-a-uuid' }, M.agencyNotFound],
    ];
    for (const [overrides, message] of cases) {
      const response = await api(testApp, company)
        .post('/api/v1/certification/applications')
        .send(application(lot, overrides))
        .expect(400);
      expect(response.body.error.message, JSON.stringify(overrides)).toBe(message);
    }
    // an agency that is not one, and a source class no higher than the class sought: the database's words
    const notAgency = await api(testApp, company)
      .post('/api/v1/certification/applications')
      .send(application(lot, { agency_organization_id: outsider.organizationId }))
      .expect(404);
    expect(notAgency.body.error.message).toBe(M.agencyNotFound);
    const sameClass = await api(testApp, company)
      .post('/api/v1/certification/applications')
      .send(application(lot, { source_class: 'certified' }))
      .expect(400);
    expect(sameClass.body.error.message).toBe(M.sourceClassInvalid);
  });
});

describe('the agency', () => {
  it('when it inspects, certifies and revokes, then each side reads the application, the packets are tagged, and the revoked seed cannot be sold', async () => {
    const lot = await productionLot();
    const { id } = (
      await api(testApp, company).post('/api/v1/certification/applications').send(application(lot)).expect(201)
    ).body as { id: string };

    // what the agency reads of the lot: crop, variety, its seed plot with the boundary
    const read = (await api(testApp, agency).get(`/api/v1/certification/applications/${id}`).expect(200))
      .body as CertificationApplicationDetail;
    expect(read).toMatchObject({
      isAgency: true,
      status: 'applied',
      lot: { id: lot, crop: 'Wheat', variety: 'HI 1544' },
    });
    expect(read.lot.farms).toEqual([
      expect.objectContaining({ name: `${label} plot`, areaUsed: 4.5, latitude: 20.005, longitude: 73.785 }),
    ]);
    expect((read.lot.farms[0]!.boundary as { type: string }).type).toBe('Polygon');
    expect(
      (await api(testApp, company).get(`/api/v1/certification/applications/${id}`).expect(200)).body.isAgency,
    ).toBe(false);
    await api(testApp, outsider).get(`/api/v1/certification/applications/${id}`).expect(404);

    // the company may not inspect; a rejection needs its reason
    const byCompany = await api(testApp, company)
      .post(`/api/v1/certification/applications/${id}/inspections`)
      .send(inspection())
      .expect(403);
    expect(byCompany.body.error.message).toBe(M.agencyOnly);
    const noReason = await api(testApp, agency)
      .post(`/api/v1/certification/applications/${id}/inspections`)
      .send(inspection({ outcome: 'rejected' }))
      .expect(400);
    expect(noReason.body.error.message).toBe(M.rejectionReasonRequired);
    const inspected = await api(testApp, agency)
      .post(`/api/v1/certification/applications/${id}/inspections`)
      .send(inspection())
      .expect(201);
    expect(inspected.body).toMatchObject({
      status: 'inspecting',
      inspections: [expect.objectContaining({ outcome: 'accepted' })],
    });

    const untested = await api(testApp, agency)
      .post(`/api/v1/certification/applications/${id}/certificate`)
      .send({ certificate_number: `${label}/1`, tag_count: 5 })
      .expect(409);
    expect(untested.body.error.message).toBe(M.testRequired);

    await passTest(lot);
    const packed = await insertLot(company.organizationId!, { packages: 3, parentLotId: lot });
    await api(testApp, company).post(`/api/v1/qr-lots/${packed}/packet-codes`).expect(201);
    const issued = (
      await api(testApp, agency)
        .post(`/api/v1/certification/applications/${id}/certificate`)
        .send({ certificate_number: `${label}/1`, tag_count: 5 })
        .expect(201)
    ).body as CertificateIssued;
    expect(issued).toMatchObject({ tagged: 3 });
    expect(issued.tagLast - issued.tagFirst).toBe(4);

    const card = (await api(testApp, company).get(`/api/v1/certification/lots/${packed}`).expect(200))
      .body as LotCertification;
    expect(card).toMatchObject({
      status: 'certified',
      certifiedLotId: lot,
      application: { certificate: { certificateNumber: `${label}/1`, tagged: 3, tagCount: 5 } },
    });
    await api(testApp, outsider).get(`/api/v1/certification/lots/${packed}`).expect(404);

    // the packet's public page: the class in its tag's colour, the agency, the certificate and this packet's tag
    const page = (
      await api(testApp, null)
        .get(`/v/${await packetCode(packed, 2)}`)
        .expect(200)
    ).text;
    expect(page).toContain('<section class="c c-certified"><h2>✓ Certified seed (blue tag)</h2>');
    expect(page).toContain(`Certified by ${label} State Seed Certification Agency, certificate ${label}/1`);
    expect(page).toContain(`Tag number of this packet: ${issued.tagFirst + 1}`);
    const hindi = (
      await api(testApp, null)
        .get(`/v/${await packetCode(packed, 2)}?lang=hi`)
        .expect(200)
    ).text;
    expect(hindi).toContain('प्रमाणित बीज (नीला टैग)');

    const revocation = `/api/v1/certification/certificates/${issued.certificateId}/revocation`;
    expect((await api(testApp, agency).post(revocation).send({ reason: ' ' }).expect(400)).body.error.message).toBe(
      M.revocationReasonRequired,
    );
    await api(testApp, agency).post(revocation).send({ reason: 'Grow-out test failed' }).expect(204);
    expect((await api(testApp, company).get(`/api/v1/certification/lots/${packed}`).expect(200)).body.status).toBe(
      'revoked',
    );
    const sale = await api(testApp, company)
      .post('/api/v1/transactions')
      .send({
        manifest_type: 'SALE',
        items: [{ lot_id: packed, quantity: 1, unit: 'packages', price_per_unit: 900, currency: 'INR' }],
        recipient_organization_id: outsider.organizationId,
      })
      .expect(409);
    expect(sale.body.error.message).toBe(TRANSACTION_MESSAGES.saleCertificationRevoked(packed));
  });
});

describe('the applications list', () => {
  it('when each side lists, then the agency sees the applications made to it and the company its own, newest first, by status, search and page', async () => {
    const lots = [await productionLot(), await productionLot(), await productionLot()];
    const numbers: string[] = [];
    for (const lot of lots) {
      const created = await api(testApp, company)
        .post('/api/v1/certification/applications')
        .send(application(lot))
        .expect(201);
      numbers.push(created.body.applicationNumber);
    }
    const received = (await api(testApp, agency).get('/api/v1/certification/applications').expect(200))
      .body as CertificationApplications;
    expect(received.items.slice(0, 3).map((a) => a.applicationNumber)).toEqual([...numbers].reverse());
    expect(received.items[0]).toMatchObject({
      status: 'applied',
      classSought: 'certified',
      applicant: { id: company.organizationId, name: `${label} Seeds` },
      lot: { id: lots[2], crop: 'Wheat', variety: 'HI 1544' },
      inspections: 0,
      certificate: null,
    });
    // the company's own side lists the same; the agency sent none, the outsider sees nothing
    const sent = (await api(testApp, company).get('/api/v1/certification/applications?side=sent').expect(200))
      .body as CertificationApplications;
    expect(sent.items.map((a) => a.applicationNumber)).toEqual(expect.arrayContaining(numbers));
    expect(
      (await api(testApp, agency).get('/api/v1/certification/applications?side=sent').expect(200)).body.items,
    ).toEqual([]);
    expect((await api(testApp, outsider).get('/api/v1/certification/applications').expect(200)).body.items).toEqual([]);
    expect((await api(testApp, company).get('/api/v1/certification/applications').expect(200)).body.items).toEqual([]);

    // search by lot id or application number; filter by status
    const byLot = (
      await api(testApp, agency).get(`/api/v1/certification/applications?q=${lots[1]!.toLowerCase()}`).expect(200)
    ).body as CertificationApplications;
    expect(byLot.items.map((a) => a.applicationNumber)).toEqual([numbers[1]]);
    // an inspection shows on its row: how many so far, and the last one's date
    const [firstApplication] = received.items.filter((a) => a.applicationNumber === numbers[0]);
    await certification.inspect(testApp, agency, firstApplication!.id);
    const byNumber = (await api(testApp, agency).get(`/api/v1/certification/applications?q=${numbers[0]}`).expect(200))
      .body as CertificationApplications;
    expect(byNumber.items.map((a) => a.lot.id)).toEqual([lots[0]]);
    expect(byNumber.items[0]).toMatchObject({ status: 'inspecting', inspections: 1, lastInspectedOn: todayInIndia() });
    const rejected = (await api(testApp, agency).get('/api/v1/certification/applications?status=rejected').expect(200))
      .body as CertificationApplications;
    expect(rejected.items.every((a) => a.status === 'rejected')).toBe(true);

    // pages of two: the second starts after the first and nothing repeats
    const first = (await api(testApp, agency).get('/api/v1/certification/applications?limit=2').expect(200))
      .body as CertificationApplications;
    expect(first.items).toHaveLength(2);
    const second = (
      await api(testApp, agency)
        .get(`/api/v1/certification/applications?limit=2&before=${first.nextCursor}`)
        .expect(200)
    ).body as CertificationApplications;
    expect(second.items[0]!.applicationNumber).toBe(numbers[0]);
    const bad = await api(testApp, agency).get('/api/v1/certification/applications?before=garbage').expect(400);
    expect(bad.body.error.message).toBe('The page link is no longer valid: start again from the first page');
    const badStatus = await api(testApp, agency).get('/api/v1/certification/applications?status=lost').expect(400);
    expect(badStatus.body.error).toBeDefined();
  });
});
