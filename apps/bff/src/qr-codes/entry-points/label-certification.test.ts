// The seed's tag on its label sheets (issue 28): a certified lot's packets print the class in its
// tag's colour down the edge, the class, this packet's tag number, the certificate and the agency;
// seed never certified prints as truthfully labelled (opal green); a revoked certificate prints no
// tag at all. Read back from the PDF as a printer sees it.
import { SEED_CLASS_TAGS } from '@seed/domain';
import { readLabelPdf } from '@seed/tools/testing/label-pdf-reader';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../test/accounts';
import { applyFor, certify, inspect, makeAgency, passTest, productionLot } from '../../test/certification-kit';
import { createFullTestApp, type FullTestApp } from '../../test/full-app';
import { api } from '../../test/http';
import { insertLot } from '../../test/qr-codes-kit';

let testApp: FullTestApp;
type Member = Awaited<ReturnType<typeof signUp>>;
let company: Member;
let agency: Member;
const label = `Cert-Labels-${randomBytes(3).toString('hex')}`;

beforeAll(async () => {
  testApp = createFullTestApp();
  company = await signUp(testApp, { userMetadata: { full_name: `${label} Admin`, organization_name: `${label} Seeds` } });
  agency = await signUp(testApp, {
    userMetadata: { full_name: `${label} Officer`, organization_name: `${label} Certification Agency` },
  });
  await makeAgency(agency);
});

afterAll(async () => {
  await testApp.close();
});

async function sheetOf(lot: string) {
  const sheet = await api(testApp, company)
    .get(`/api/v1/qr-lots/${lot}/labels.pdf?layout=a4-3x8`)
    .responseType('blob')
    .expect(200);
  const reading = readLabelPdf(sheet.body as Buffer);
  return { texts: reading.texts[0]!, fills: reading.fills[0]! };
}

describe('the tag on the labels', () => {
  it('when a packed lot of certified seed prints its labels, then each carries the blue band, the class, its own tag number, the certificate and the agency; revoked, none', async () => {
    const lot = await productionLot(testApp, company, `${label} plot`);
    const application = await applyFor(testApp, company, agency, lot);
    await inspect(testApp, agency, application.id);
    await passTest(testApp, company, lot);
    const packed = await insertLot(company.organizationId!, { packages: 3, parentLotId: lot });
    await api(testApp, company).post(`/api/v1/qr-lots/${packed}/packet-codes`).expect(201);
    const certificateId = await certify(testApp, agency, application.id, `${label}/7`);
    const series = (await api(testApp, company).get(`/api/v1/certification/lots/${packed}`).expect(200)).body
      .application.certificate as { tagFirst: number };

    const { texts, fills } = await sheetOf(packed);
    expect(texts.filter((text) => text === 'Certified seed (blue tag)')).toHaveLength(3);
    expect(texts).toEqual(
      expect.arrayContaining([
        `Tag no. ${series.tagFirst}`,
        `Tag no. ${series.tagFirst + 1}`,
        `Tag no. ${series.tagFirst + 2}`,
        `${label} Certification Agency`,
      ]),
    );
    expect(texts.filter((text) => text.startsWith(`Cert. ${label}/7 · valid to `))).toHaveLength(3);
    expect(fills).toContain(SEED_CLASS_TAGS.certified.colour);

    await api(testApp, agency)
      .post(`/api/v1/certification/certificates/${certificateId}/revocation`)
      .send({ reason: 'Grow-out test failed' })
      .expect(204);
    const revoked = await sheetOf(packed);
    expect(revoked.texts.some((text) => /tag|label\)|^Cert\./.test(text))).toBe(false);
    expect(revoked.fills).not.toContain(SEED_CLASS_TAGS.certified.colour);
  });

  it('when a lot never certified prints its labels, then they say truthfully labelled in opal green', async () => {
    const lot = await insertLot(company.organizationId!, { packages: 2 });
    await api(testApp, company).post(`/api/v1/qr-lots/${lot}/packet-codes`).expect(201);
    const { texts, fills } = await sheetOf(lot);
    expect(texts.filter((text) => text === 'Truthfully labelled seed (opal green label)')).toHaveLength(2);
    expect(texts.some((text) => text.startsWith('Tag no.'))).toBe(false);
    expect(fills).toContain(SEED_CLASS_TAGS.truthfully_labelled.colour);
  });
});
