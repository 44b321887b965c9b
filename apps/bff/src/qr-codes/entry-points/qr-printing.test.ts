// Printing QR codes through the real app and database: the organization's GTIN and its check digit
// (zod and SQL agree), the codes' SVG images decoding to the URL they must print (the configured
// site, never the request's Host; the GS1 Digital Link for packet codes when there is a GTIN), the
// GS1 Digital Link page answering exactly as /v/{code} does (same rendering, scan log, rate limit,
// 'not ours' page), and the label sheets of a lot of 30 packets in every layout.
import { PassThrough } from 'node:stream';
import { randomBytes } from 'node:crypto';
import {
  gs1BatchOfLot,
  isValidGtin,
  LABEL_LAYOUT_IDS,
  LABEL_LAYOUTS,
  QR_CODES_API,
  VERIFICATION_MESSAGES as M,
} from '@seed/domain';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { organizationWithManager } from '../../test/accounts';
import { adminQuery } from '../../test/database';
import { createFullTestApp, type FullTestApp } from '../../test/full-app';
import { api } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { Caller } from '../../shared/http/route';
import { createQrCodesComponent } from '../index';
import { writeLabelSheet } from '../domain/label-sheet';
import { createQrCodesService } from '../domain/qr-codes-service';
import { PNG } from 'pngjs';
import { decodeQrPixels, rasterizeQrSvg, readLabelPdf } from '@seed/tools/testing/label-pdf-reader';
import { insertLot, packetCode } from '../../test/qr-codes-kit';
import { startWithinOneWindow } from '../../test/rate-windows';

const SITE = 'https://seeds.example.in';
const GTIN = '4006381333931';
const GTIN14 = '04006381333931';
const PHONE_UA = 'Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 Chrome/124.0 Mobile Safari/537.36';
const clientIp = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.14`;

let testApp: FullTestApp;
let team: Awaited<ReturnType<typeof organizationWithManager>>;
let other: Awaited<ReturnType<typeof organizationWithManager>>;
/** A packaged lot of 30 packets of team's, with its packet codes. */
let lot: string;

/** A browser: its own cookie jar, a phone, this file's address. */
function browser(app: TestApp = testApp, ip = clientIp) {
  const agent = request.agent(app.app);
  return {
    get: (path: string) =>
      agent.get(path).set('User-Agent', PHONE_UA).set('Accept', 'text/html').set('X-Forwarded-For', ip),
    post: (path: string) => agent.post(path).set('User-Agent', PHONE_UA).set('X-Forwarded-For', ip),
  };
}

const setGtin = (gtin: string | null) =>
  api(testApp, team.admin)
    .put('/api/v1/qr-settings')
    .send({ show_contact_on_verification: false, verification_contact: null, gtin })
    .expect(200);

const codeIdOf = async (lotId: string, serial: number | null) =>
  (
    await adminQuery<{ id: string }>(
      `select id from public.qr_codes where seed_lot_id = $1 and serial is not distinct from $2 and status = 'active'`,
      [lotId, serial],
    )
  )[0]!.id;

const gs1Path = (lotId: string, serial: number | string, gtin = GTIN14) =>
  `/01/${gtin}/10/${gs1BatchOfLot(lotId)}/21/${serial}`;

/** The page without what differs by path, scan and time: the same page reached two ways compares equal. */
const comparable = (html: string, ...paths: string[]) =>
  paths
    .reduce((text, path) => text.replaceAll(path, 'PAGE'), html)
    .replace(/<footer>.*<\/footer>/, '')
    .replace(/ data-t="[A-Za-z0-9_-]{22}"/g, ' data-t="TOKEN"');

beforeAll(async () => {
  testApp = createFullTestApp({ env: { AUTH_SITE_URL: SITE, TRUST_PROXY: '1' } });
  team = await organizationWithManager(testApp, `Print-${randomBytes(3).toString('hex')}`);
  other = await organizationWithManager(testApp, `Other-${randomBytes(3).toString('hex')}`);
  lot = await insertLot(team.organizationId, { packages: 30 });
  await api(testApp, team.manager).post(`/api/v1/qr-lots/${lot}/packet-codes`).expect(201);
});

afterAll(async () => {
  await testApp.close();
});

describe("the organization's GTIN", () => {
  it('when an admin sets a GTIN with a valid check digit, then the setting shows it; absent keeps it, null clears it', async () => {
    const set = await api(testApp, team.admin)
      .put('/api/v1/qr-settings')
      .send({ show_contact_on_verification: false, verification_contact: null, gtin: ` ${GTIN} ` })
      .expect(200);
    expect(set.body).toEqual({ show_contact_on_verification: false, verification_contact: null, gtin: GTIN });

    await api(testApp, team.admin)
      .put('/api/v1/qr-settings')
      .send({ show_contact_on_verification: true, verification_contact: '+91 98765 43210' })
      .expect(200);
    const kept = await api(testApp, team.manager).get('/api/v1/qr-settings').expect(200);
    expect(kept.body).toEqual({
      show_contact_on_verification: true,
      verification_contact: '+91 98765 43210',
      gtin: GTIN,
    });

    const cleared = await setGtin(null);
    expect(cleared.body.gtin).toBeNull();
  });

  it.each(['4006381333932', '400638133393', '12345', 'abcdefghijkl', '00000000', '4006381333931 1'])(
    'when the GTIN is %j, then 400 with the words and nothing changes',
    async (gtin) => {
      const refused = await api(testApp, team.admin)
        .put('/api/v1/qr-settings')
        .send({ show_contact_on_verification: false, verification_contact: null, gtin })
        .expect(400);
      expect(refused.body.error.message).toBe(M.gtinInvalid);
    },
  );

  it('when a manager sets a GTIN, then 403: the setting is the admins’', async () => {
    const refused = await api(testApp, team.manager)
      .put('/api/v1/qr-settings')
      .send({ show_contact_on_verification: false, verification_contact: null, gtin: GTIN })
      .expect(403);
    expect(refused.body.error.message).toBe(M.settingsAdminOnly);
  });

  it('when the check digit is computed, then the database and the contract agree on GTIN-8, -12, -13 and -14', async () => {
    const samples = [
      '96385074',
      '96385075',
      '036000291452',
      '036000291453',
      GTIN,
      '4006381333932',
      '10614141000415',
      '10614141000416',
      '00000000000000',
      '0000000000000',
      '1234567',
      '123456789012345',
      '12a45670',
    ];
    const rows = await adminQuery<{ gtin: string; valid: boolean }>(
      'select g as gtin, private.gtin_is_valid(g) as valid from unnest($1::text[]) g',
      [samples],
    );

    expect(rows.map((r) => r.valid)).toEqual(samples.map(isValidGtin));
    expect(samples.filter(isValidGtin)).toEqual(['96385074', '036000291452', GTIN, '10614141000415']);
  });

  it('when a GTIN with a wrong check digit is written past the BFF, then the database refuses it', async () => {
    await expect(
      adminQuery(`update public.organizations set gtin = '4006381333932' where id = $1`, [team.organizationId]),
    ).rejects.toThrow(/organizations_gtin_valid/);
  });
});

describe('QR images', () => {
  const image = (codeId: string, query = '') =>
    api(testApp, team.manager).get(`/api/v1/qr-codes/${codeId}/image${query}`).set('Host', 'evil.example').expect(200);
  const decodedSvg = (svg: string) => {
    const { pixels, width, height } = rasterizeQrSvg(svg);
    return decodeQrPixels(pixels, width, height);
  };

  it("when the lot code's image is asked for, then an SVG of the size asked whose QR holds {site}/v/{code} — never the request's Host", async () => {
    const { code, id } = (await api(testApp, team.manager).post(`/api/v1/qr-lots/${lot}/code`).expect(200)).body;
    const answer = await image(id, '?format=svg&size=512');

    expect(answer.headers['content-type']).toMatch(/^image\/svg\+xml/);
    const svg = answer.body instanceof Buffer ? answer.body.toString('utf8') : answer.text;
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="512" height="512"/);
    expect(decodedSvg(svg)).toBe(`${SITE}/v/${code}`);
  });

  it('when the organization has a GTIN, then a packet code’s image holds its GS1 Digital Link; without one, {site}/v/{code}', async () => {
    const id = await codeIdOf(lot, 7);
    await setGtin(GTIN);
    try {
      const withGtin = await image(id);
      expect(decodedSvg(withGtin.body.toString('utf8'))).toBe(`${SITE}${gs1Path(lot, 7)}`);
      expect(withGtin.body.toString('utf8')).toContain('width="256"');
    } finally {
      await setGtin(null);
    }
    const without = await image(id);
    expect(decodedSvg(without.body.toString('utf8'))).toBe(`${SITE}/v/${await packetCode(lot, 7)}`);
  });

  it.each([
    ['?format=gif', M.imageFormatInvalid],
    ['?size=10', M.imageSizeInvalid],
    ['?size=4096', M.imageSizeInvalid],
    ['?size=1e3', M.imageSizeInvalid],
  ])('when the image is asked for with %s, then 400 with the words', async (query, message) => {
    const refused = await api(testApp, team.manager)
      .get(`/api/v1/qr-codes/${await codeIdOf(lot, 1)}/image${query}`)
      .expect(400);
    expect(refused.body.error.message).toBe(message);
  });

  it('when the PNG is asked for, then image/png of that size whose QR holds the same URL', async () => {
    const id = await codeIdOf(lot, 3);
    const answer = await api(testApp, team.manager)
      .get(`/api/v1/qr-codes/${id}/image?format=png&size=300`)
      .responseType('blob')
      .expect(200);
    expect(answer.headers['content-type']).toBe('image/png');
    const png = PNG.sync.read(answer.body as Buffer);
    expect([png.width, png.height]).toEqual([300, 300]);
    expect(decodeQrPixels(new Uint8ClampedArray(png.data), png.width, png.height)).toBe(
      `${SITE}/v/${await packetCode(lot, 3)}`,
    );
  });

  it("when another organization asks for a code's image, then 404", async () => {
    const refused = await api(testApp, other.admin)
      .get(`/api/v1/qr-codes/${await codeIdOf(lot, 1)}/image`)
      .expect(404);
    expect(refused.body.error.message).toBe(M.codeNotFound);
  });
});

describe('the GS1 Digital Link page', () => {
  // its limits count in 10-minute windows from the epoch: never cross into the next mid-test
  beforeEach(() => startWithinOneWindow([600], 10));

  beforeAll(async () => {
    await setGtin(GTIN);
  });
  afterAll(async () => {
    await setGtin(null);
  });

  it("when a packet's GS1 Digital Link is scanned, then the page is its /v/{code} page, and the scan is logged on the packet's code", async () => {
    const code = await packetCode(lot, 3);
    const viaLink = await browser()
      .get(`${gs1Path(lot, 3)}?lang=en`)
      .expect(200);
    const cookie = (viaLink.headers['set-cookie'] as unknown as string[])[0]!;
    expect(cookie).toMatch(/^seed_device=[A-Za-z0-9_-]{22}; Max-Age=31536000; Path=\/01; HttpOnly; SameSite=Lax$/);
    // the same phone (its id sent to /v too): the same device, so the same page
    const viaCode = await browser().get(`/v/${code}?lang=en`).set('Cookie', cookie.split(';')[0]!).expect(200);

    expect(viaLink.headers['content-type']).toMatch(/^text\/html/);
    expect(viaLink.headers['content-security-policy']).toBe(viaCode.headers['content-security-policy']);
    expect(viaLink.text).toContain('✓ Genuine seed');
    expect(viaLink.text).toContain('<dt>Packet number</dt><dd>3</dd>');
    expect(viaLink.text).toContain(
      `<form id="rf" method="post" enctype="multipart/form-data" action="${gs1Path(lot, 3)}/report?lang=en">`,
    );
    expect(viaLink.text).not.toContain(code);
    expect(comparable(viaLink.text, gs1Path(lot, 3))).toBe(comparable(viaCode.text, `/v/${code}`));

    const scans = await adminQuery<{ n: string }>(`select count(*) as n from public.qr_scans where qr_code_id = $1`, [
      await codeIdOf(lot, 3),
    ]);
    expect(Number(scans[0]!.n)).toBe(2);
  });

  it("when the same phone scans the link again, then genuine; another phone, then 'Checked before — first on'", async () => {
    const phone = browser();
    await phone.get(gs1Path(lot, 4)).expect(200);
    const again = await phone.get(gs1Path(lot, 4)).expect(200);
    expect(again.text).toContain('✓ Genuine seed');

    const other = await browser().get(gs1Path(lot, 4)).expect(200);
    expect(other.text).toContain('⚠ Checked before — first on');
  });

  it('when the GTIN is written with 13 digits or the batch as the lot id, then the same packet', async () => {
    const short = await browser()
      .get(`/01/${GTIN}/10/${gs1BatchOfLot(lot)}/21/5`)
      .expect(200);
    expect(short.text).toContain('<dt>Packet number</dt><dd>5</dd>');
    const lotId = await browser().get(`/01/${GTIN14}/10/${lot}/21/5`).expect(200);
    expect(lotId.text).toContain('<dt>Packet number</dt><dd>5</dd>');
  });

  it("when a link names no packet of ours, then the very page of an unknown code: 'This code is not ours'; a deactivated packet's link, its withdrawal", async () => {
    const unknownCode = randomBytes(16).toString('base64url');
    const notOurs = comparable((await browser().get(`/v/${unknownCode}`).expect(200)).text, `/v/${unknownCode}`);
    const deactivated = await codeIdOf(lot, 30);
    await api(testApp, team.admin)
      .post(`/api/v1/qr-codes/${deactivated}/deactivate`)
      .send({ reason: 'Torn' })
      .expect(200);

    const links = [
      gs1Path(lot, 6, '00000096385074'), // a valid GTIN that is not the organization's
      gs1Path(lot, 31), // past the lot's packets
    ];
    for (const link of links) {
      const page = await browser().get(link).expect(200);
      expect(page.text, link).toContain('✕ This code is not ours — the packet may be counterfeit');
      expect(comparable(page.text, link), link).toBe(notOurs);
    }
    // a packet code its company deactivated is genuine but withdrawn: the page says so (issue 26)
    const withdrawn = await browser().get(gs1Path(lot, 30)).expect(200);
    expect(withdrawn.text).toContain('This code was withdrawn by');
    expect(withdrawn.text).toContain('<strong>Reason:</strong> Torn');
    // elements in no format a label prints are refused before the database (issue 24): 404, "not ours"
    const malformed = [
      gs1Path(lot, 0),
      gs1Path(lot, '06'),
      `/01/${GTIN14}/10/123/21/6`,
      `/01/${GTIN14}/10/${gs1BatchOfLot(lot)}/21/6x`,
    ];
    for (const link of malformed) {
      const page = await browser().get(link).expect(404);
      expect(page.text, link).toContain('This code is not ours');
    }
    // and a path that is no GS1 Digital Link at all is the client's error (issue 31): 400, a clear page
    const notALink = await browser()
      .get(`/01/not-a-gtin/10/${gs1BatchOfLot(lot)}/21/6`)
      .expect(400);
    expect(notALink.text).toContain('This address is not a complete code');
  });

  it("when a farmer reports a packet from its link's page, then the report reaches the organization with the packet's code; from an unknown link, with the link", async () => {
    const sent = await browser(testApp, `10.9.${Math.floor(Math.random() * 250)}.3`)
      .post(`${gs1Path(lot, 8)}/report?lang=en`)
      .type('form')
      .send({ shop_name: 'Link Agro', place: 'Nashik' })
      .expect(200);
    expect(sent.text).toContain('Thank you — your report was sent');
    const [report] = await adminQuery(
      `select scanned_code, organization_id from public.suspicious_reports where shop_name = 'Link Agro'`,
    );
    expect(report).toEqual({ scanned_code: await packetCode(lot, 8), organization_id: team.organizationId });

    const unknown = `/01/00000096385074/10/${gs1BatchOfLot(lot)}/21/8`;
    await browser(testApp, `10.9.${Math.floor(Math.random() * 250)}.4`)
      .post(`${unknown}/report`)
      .type('form')
      .send({ shop_name: 'Unknown Agro', place: 'Pune' })
      .expect(200);
    const [stranger] = await adminQuery(
      `select scanned_code, organization_id from public.suspicious_reports where shop_name = 'Unknown Agro'`,
    );
    expect(stranger).toEqual({ scanned_code: unknown.slice(1), organization_id: null });
  });

  it('when one client scans codes and links past the window, then both count toward one limit: 429 as a readable page', async () => {
    const limited = createTestApp(
      { TRUST_PROXY: '1' },
      {
        components: [
          createQrCodesComponent({
            limits: { page: { perWindow: 2, windowSeconds: 600 }, report: { perWindow: 1, windowSeconds: 600 } },
          }),
        ],
      },
    );
    try {
      const client = browser(limited, `10.254.${Math.floor(Math.random() * 250)}.9`);
      await client.get(`/v/${await packetCode(lot, 9)}`).expect(200);
      await client.get(gs1Path(lot, 9)).expect(200);
      const refused = await client.get(gs1Path(lot, 9)).expect(429);
      expect(refused.headers['content-type']).toMatch(/^text\/html/);
      expect(refused.text).toContain('Too many checks came from this connection.');
    } finally {
      await limited.close();
    }
  });
});

describe('label sheets', () => {
  const roles = QR_CODES_API.labelSheet.roles;
  const callerOf = (session: { accessToken: string }): Caller => ({
    claims: JSON.parse(Buffer.from(session.accessToken.split('.')[1]!, 'base64url').toString('utf8')),
    accessToken: session.accessToken,
    roles,
    readOnly: true,
  });
  const service = () => createQrCodesService({ db: testApp.db, publicOrigin: SITE });
  /** A packaged lot of 30 packets with its packet codes, printed here only. */
  let printed: string;
  beforeAll(async () => {
    printed = await insertLot(team.organizationId, { packages: 30 });
    await api(testApp, team.manager).post(`/api/v1/qr-lots/${printed}/packet-codes`).expect(201);
  });
  const print = async (sheet: Awaited<ReturnType<ReturnType<typeof service>['labelSheet']>>) => {
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on('data', (chunk: Buffer) => chunks.push(chunk));
    const written = await writeLabelSheet(out, sheet.layout, sheet.contents(), { title: sheet.filename });
    return { written, read: readLabelPdf(Buffer.concat(chunks)) };
  };

  it('when the sheet is downloaded, then a PDF streams with X-Label-Count and its file name, 30 labels whose QRs hold their URLs', async () => {
    const answer = await api(testApp, team.manager)
      .get(`/api/v1/qr-lots/${printed}/labels.pdf?layout=a4-4x10`)
      .responseType('blob')
      .expect(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['x-label-count']).toBe('30');
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="labels-${printed}.pdf"`);
    const read = readLabelPdf(answer.body as Buffer);
    expect(read.pages).toBe(1);
    expect(read.qrs.flat()).toEqual(
      await Promise.all(Array.from({ length: 30 }, async (_, i) => `${SITE}/v/${await packetCode(printed, i + 1)}`)),
    );
    // a refusal before the first byte is an ordinary error answer
    const refused = await api(testApp, team.manager)
      .get(`/api/v1/qr-lots/${printed}/labels.pdf?from=40&to=50`)
      .expect(409);
    expect(refused.body.error.message).toBe(M.noLabelsInRange);
  });

  it.each(LABEL_LAYOUT_IDS)(
    'when the 30 packets of a lot are printed on %s, then every page and label, each QR holding its packet’s GS1 Digital Link',
    async (layout) => {
      await setGtin(GTIN);
      try {
        const sheet = await service().labelSheet(callerOf(team.manager), printed, { layout, kind: 'packet' });
        const pages = Math.ceil(30 / LABEL_LAYOUTS[layout].perPage);
        expect(sheet).toMatchObject({ lotId: printed, labels: 30, pages, filename: `labels-${printed}.pdf` });

        const { written, read } = await print(sheet);
        expect(written).toEqual({ pages, labels: 30, complete: true });
        expect(read.pages).toBe(pages);
        const serials = Array.from({ length: 30 }, (_, i) => i + 1);
        expect(read.qrs.flat()).toEqual(serials.map((s) => `${SITE}${gs1Path(printed, s)}`));
        expect(read.texts.flat().filter((t) => t.startsWith('Packet '))).toEqual(
          serials.map((s) => `Packet ${s} of 30`),
        );
        expect(read.texts[0]!.slice(0, 5)).toEqual([
          'Wheat',
          'HI 1544',
          printed,
          'Packet 1 of 30',
          'Packed 14 Mar 2026',
        ]);
      } finally {
        await setGtin(null);
      }
    },
  );

  it.each([
    ['hi', 'गेहूँ', 'पैकेट 7 / 30', 'पैकिंग 14 मार्च 2026', 'सत्य-अंकित बीज (हल्का हरा लेबल)', 'शुद्ध वज़न 10 किग्रा'],
    ['mr', 'गहू', 'पाकीट 7 / 30', 'पॅकिंग 14 मार्च, 2026', 'सत्यप्रत बियाणे (फिकट हिरवे लेबल)', 'निव्वळ वजन 10 किलो'],
  ] as const)(
    'when the labels are asked for in %s, then their words and the crop are in it, the variety and lot id as typed',
    async (language, crop, number, packed, seedClass, net) => {
      const sheet = await service().labelSheet(callerOf(team.manager), printed, {
        layout: 'thermal-50x25',
        kind: 'packet',
        from: 7,
        to: 7,
        language,
      });
      const labels = [];
      for await (const label of sheet.contents()) labels.push(label);
      const [producer] = await adminQuery<{ name: string }>('select name from public.organizations where id = $1', [
        team.organizationId,
      ]);

      expect(labels).toHaveLength(1);
      expect(labels[0]).toMatchObject({
        crop,
        variety: 'HI 1544',
        lotId: printed,
        number,
        packed,
        tag: { lines: [seedClass] },
        // the producer as typed
        particulars: [net, producer!.name],
      });
    },
  );

  it('when the sheet is downloaded in Marathi, then its PDF prints the Marathi words; an unknown language, 400 in the words of the language choice', async () => {
    const answer = await api(testApp, team.manager)
      .get(`/api/v1/qr-lots/${printed}/labels.pdf?layout=thermal-50x25&from=1&to=2&language=mr`)
      .responseType('blob')
      .expect(200);
    const read = readLabelPdf(answer.body as Buffer);
    expect(read.pages).toBe(2);
    expect(read.texts.map((texts) => texts.slice(0, 4))).toEqual([
      ['गहू', 'HI 1544', printed, 'पाकीट 1 / 30'],
      ['गहू', 'HI 1544', printed, 'पाकीट 2 / 30'],
    ]);

    const refused = await api(testApp, team.manager)
      .get(`/api/v1/qr-lots/${printed}/labels.pdf?language=fr`)
      .expect(400);
    expect(refused.body.error.message).toBe(M.labelLanguageInvalid);
    expect(M.labelLanguageInvalid).toBe('Please choose English, Hindi or Marathi');
  });

  it('when a range is printed, then its packets only, as {site}/v/{code} without a GTIN', async () => {
    const sheet = await service().labelSheet(callerOf(team.admin), printed, {
      layout: 'a4-4x10',
      kind: 'packet',
      from: 5,
      to: 12,
    });
    expect(sheet).toMatchObject({ labels: 8, pages: 1, filename: `labels-${printed}-5-12.pdf` });

    const { read } = await print(sheet);
    const expected = await Promise.all(
      [5, 6, 7, 8, 9, 10, 11, 12].map(async (s) => `${SITE}/v/${await packetCode(printed, s)}`),
    );
    expect(read.qrs.flat()).toEqual(expected);
  });

  it("when the lot's own code is printed, then one label; without one yet, 409 with the words", async () => {
    const fresh = await insertLot(team.organizationId, { packages: 12 });
    await expect(
      service().labelSheet(callerOf(team.manager), fresh, { layout: 'thermal-50x25', kind: 'lot' }),
    ).rejects.toMatchObject({ status: 409, message: M.lotCodeFirst });
    const { code } = (await api(testApp, team.manager).post(`/api/v1/qr-lots/${fresh}/code`).expect(200)).body;

    const { written, read } = await print(
      await service().labelSheet(callerOf(team.manager), fresh, { layout: 'thermal-50x25', kind: 'lot' }),
    );
    expect(written.labels).toBe(1);
    expect(read.qrs).toEqual([[`${SITE}/v/${code}`]]);
    expect(read.texts[0]).toContain('Lot of 12 packets');
  });

  it('when the lot has no packet codes, then 409: create the packet codes first', async () => {
    const bare = await insertLot(team.organizationId, { packages: 5 });
    await expect(
      service().labelSheet(callerOf(team.manager), bare, { layout: 'a4-3x8', kind: 'packet' }),
    ).rejects.toMatchObject({
      status: 409,
      message: M.packetCodesFirst,
    });
  });

  it('when a range holds no active code, then 409 with the words', async () => {
    await expect(
      service().labelSheet(callerOf(team.manager), lot, { layout: 'a4-3x8', kind: 'packet', from: 40, to: 50 }),
    ).rejects.toMatchObject({ status: 409, message: M.noLabelsInRange });
  });

  it('when a sheet would pass the cap, then 400 telling to print in ranges; a range under the cap passes', async () => {
    const big = await insertLot(team.organizationId, { packages: 20_001 });
    await api(testApp, team.manager).post(`/api/v1/qr-lots/${big}/packet-codes`).expect(201);

    await expect(
      service().labelSheet(callerOf(team.manager), big, { layout: 'a4-4x10', kind: 'packet' }),
    ).rejects.toMatchObject({
      status: 400,
      message: M.tooManyLabels(20_001),
    });
    expect(M.tooManyLabels(20_001)).toContain('Print the lot in ranges');
    const range = await service().labelSheet(callerOf(team.manager), big, {
      layout: 'a4-4x10',
      kind: 'packet',
      from: 2,
    });
    expect(range).toMatchObject({ labels: 20_000, pages: 500 });
  });

  it("when another organization prints the lot's labels, then 404", async () => {
    await expect(
      service().labelSheet(callerOf(other.admin), lot, { layout: 'a4-3x8', kind: 'packet' }),
    ).rejects.toMatchObject({
      status: 404,
    });
  });
});
