// The GS1 Digital Link resolver through the real app and database (issue 31): for the lot level
// /01/{gtin}/10/{batch} and a packet's /01/{gtin}/10/{batch}/21/{serial}, the default answer (the
// verification page; the lot's, by a 307 to its lot code's page), the public EPCIS events
// (?linkType=gs1:epcis or Accept: application/ld+json) that pass GS1's schema, the linkset
// (?linkType=all or Accept: application/linkset+json), an unknown link type (the default), and
// 400 for check-digit errors and malformed paths, 404 for well-formed links that are not ours.
import { randomBytes } from 'node:crypto';
import { gs1BatchOfLot } from '@seed/domain';
import { DigitalLink } from 'digital-link.js';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { organizationWithManager } from '../../test/accounts';
import { adminQuery } from '../../test/database';
import { epcisSchemaErrors } from '../../test/epcis-schema';
import { createFullTestApp, type FullTestApp } from '../../test/full-app';
import { api } from '../../test/http';
import { createTestApp } from '../../test/test-app';
import { clientBucket } from '../domain/request-facts';
import { createQrCodesComponent } from '../index';
import { insertLot } from '../../test/qr-codes-kit';
import { startWithinOneWindow } from '../../test/rate-windows';

const SITE = 'https://seeds.example.in';
const GTIN = '4006381333931';
const GTIN14 = '04006381333931';
const PHONE_UA = 'Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 Chrome/124.0 Mobile Safari/537.36';
const clientIp = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.31`;

let testApp: FullTestApp;
let team: Awaited<ReturnType<typeof organizationWithManager>>;
/** A packaged lot of 4 packets with its packet codes and its lot code. */
let lot: string;
let lotCode: string;
/** A packaged lot with packet codes but no lot code. */
let bareLot: string;

const lotPath = (lotId: string, gtin = GTIN14) => `/01/${gtin}/10/${gs1BatchOfLot(lotId)}`;
const packetPath = (lotId: string, serial: number | string, gtin = GTIN14) => `${lotPath(lotId, gtin)}/21/${serial}`;

/** A client of this file's address: a phone by default. */
const get = (path: string, accept = 'text/html', ip = clientIp) =>
  request(testApp.app).get(path).set('User-Agent', PHONE_UA).set('Accept', accept).set('X-Forwarded-For', ip);

type Doc = { epcisBody: { eventList: Record<string, unknown>[] } } & Record<string, unknown>;
const jsonOf = (text: string) => JSON.parse(text) as Doc;

beforeAll(async () => {
  testApp = createFullTestApp({ env: { AUTH_SITE_URL: SITE, TRUST_PROXY: '1' } });
  team = await organizationWithManager(testApp, `Resolve-${randomBytes(3).toString('hex')}`);
  await api(testApp, team.admin)
    .put('/api/v1/qr-settings')
    .send({ show_contact_on_verification: false, verification_contact: null, gtin: GTIN })
    .expect(200);
  lot = await insertLot(team.organizationId, { packages: 4 });
  await api(testApp, team.manager).post(`/api/v1/qr-lots/${lot}/packet-codes`).expect(201);
  lotCode = (
    (await api(testApp, team.manager).post(`/api/v1/qr-lots/${lot}/code`).expect(200)).body as { code: string }
  ).code;
  bareLot = await insertLot(team.organizationId, { packages: 2 });
  await api(testApp, team.manager).post(`/api/v1/qr-lots/${bareLot}/packet-codes`).expect(201);
});

afterAll(async () => {
  await testApp.close();
});

describe('the default answer', () => {
  it("when a packet's link is opened, then its verification page, with a Link header to its linkset", async () => {
    const page = await get(packetPath(lot, 2)).expect(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.text).toContain('✓ Genuine seed');
    expect(page.headers.link).toBe(
      `<${SITE}${lotPath(lot)}/21/2?linkType=all>; rel="linkset"; type="application/linkset+json"`,
    );
  });

  it("when a lot's link is opened (no serial), then a 307 to its lot code's page on the configured site, whatever the Host", async () => {
    const answer = await get(lotPath(lot)).set('Host', 'evil.example.com').expect(307);
    expect(answer.headers.location).toBe(`${SITE}/v/${lotCode}`);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers.link).toContain(`<${SITE}${lotPath(lot)}?linkType=all>; rel="linkset"`);
    // with a 13-digit GTIN and the lot id as its batch, the same lot; ?lang= goes along
    const hindi = await get(`/01/${GTIN}/10/${lot}?lang=hi`).expect(307);
    expect(hindi.headers.location).toBe(`${SITE}/v/${lotCode}?lang=hi`);
  });

  it("when a lot without a lot code, or a lot of another GTIN, is opened, then 404 with the page's 'not ours'", async () => {
    for (const path of [lotPath(bareLot), lotPath(lot, '00000096385074')]) {
      const page = await get(path).expect(404);
      expect(page.headers['content-type'], path).toMatch(/^text\/html/);
      expect(page.text, path).toContain('This code is not ours');
    }
  });

  it.each(['gs1:recipeInfo', 'nonsense', 'gs1:pip', 'gs1:verificationService'])(
    'when ?linkType=%s is asked for, then the default answer (the page; the lot’s 307)',
    async (linkType) => {
      const page = await get(`${packetPath(lot, 1)}?linkType=${encodeURIComponent(linkType)}`).expect(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.text).toContain(`<dd>${lot}</dd>`);
      const redirect = await get(`${lotPath(lot)}?linkType=${encodeURIComponent(linkType)}`).expect(307);
      expect(redirect.headers.location).toBe(`${SITE}/v/${lotCode}`);
    },
  );
});

describe('the public EPCIS events', () => {
  it.each([
    ['?linkType=gs1:epcis', '?linkType=gs1:epcis', 'text/html'],
    ['?linkType=https://gs1.org/voc/epcis', `?linkType=${encodeURIComponent('https://gs1.org/voc/epcis')}`, '*/*'],
    ['Accept: application/ld+json', '', 'application/ld+json'],
  ])(
    'when a packet and its lot are asked with %s, then an EPCISDocument that passes GS1’s schema',
    async (_, query, accept) => {
      for (const [path, packet] of [
        [packetPath(lot, 3), true],
        [lotPath(lot), false],
      ] as const) {
        const answer = await get(`${path}${query}`, accept).expect(200);
        expect(answer.headers['content-type'], path).toMatch(/^application\/ld\+json/);
        expect(answer.headers['access-control-allow-origin']).toBe('*');
        const document = jsonOf(answer.text);
        expect(epcisSchemaErrors(document), path).toEqual([]);
        expect(document['@context']).toEqual([
          'https://ref.gs1.org/standards/epcis/epcis-context.jsonld',
          { seed: `${SITE}/epcis/vocabulary#` },
        ]);
        const [packing] = document.epcisBody.eventList;
        expect(packing).toMatchObject({
          type: 'ObjectEvent',
          action: 'ADD',
          bizStep: 'packing',
          eventTime: '2026-03-13T18:30:00.000Z',
          'seed:packagingDate': '2026-03-14',
          quantityList: [{ epcClass: `${SITE}${lotPath(lot)}` }],
          ...(packet ? { epcList: [`${SITE}${packetPath(lot, 3)}`] } : {}),
        });
        expect(answer.text).not.toContain('"quantity"');
        expect(answer.text).not.toContain(team.organizationId);
      }
    },
  );

  it('when a machine reads the events, then the scan is logged without a device (never a customer’s check) and counted as a page view', async () => {
    const ip = `10.241.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const [{ id }] = (await adminQuery<{ id: string }>(
      `select id from public.qr_codes where seed_lot_id = $1 and serial = 4`,
      [lot],
    )) as [{ id: string }];
    await get(`${packetPath(lot, 4)}?linkType=gs1:epcis`, 'application/ld+json', ip).expect(200);
    await get(`${packetPath(lot, 4)}?linkType=all`, 'application/json', ip).expect(200);
    const scans = await adminQuery<{ device_hash: string | null; device_class: string }>(
      `select device_hash, device_class from public.qr_scans where qr_code_id = $1`,
      [id],
    );
    expect(scans).toEqual([
      { device_hash: null, device_class: 'other' },
      { device_hash: null, device_class: 'other' },
    ]);
    // a phone opening the page afterwards is its first customer check: genuine, not "verified before"
    expect((await get(packetPath(lot, 4), 'text/html', ip).expect(200)).text).toContain('✓ Genuine seed');
    const [hits] = await adminQuery<{ hits: number }>(`select hits from auth.rate_limits where bucket = $1`, [
      `verify_page:${clientBucket('ip', ip)}`,
    ]);
    expect(hits?.hits).toBe(3);
  });

  it('when the lot is recalled, then its events hold the recall with the reason; lifted, no longer', async () => {
    const recalled = await insertLot(team.organizationId, { packages: 2 });
    await api(testApp, team.manager).post(`/api/v1/qr-lots/${recalled}/packet-codes`).expect(201);
    await api(testApp, team.manager)
      .post(`/api/v1/qr-lots/${recalled}/recall`)
      .send({ kind: 'recall', reason: 'Germination below the standard' })
      .expect(200);
    const answer = await get(`${packetPath(recalled, 1)}?linkType=gs1:epcis`).expect(200);
    const document = jsonOf(answer.text);
    expect(epcisSchemaErrors(document)).toEqual([]);
    expect(document.epcisBody.eventList.map((e) => e.disposition)).toEqual(['active', 'recalled']);
    expect(document.epcisBody.eventList[1]).toMatchObject({ 'seed:reason': 'Germination below the standard' });
  });

  it('when a well-formed link names nothing of ours, then 404 as a problem', async () => {
    for (const path of [packetPath(lot, 99), lotPath(bareLot), packetPath(lot, 1, '00000096385074')]) {
      const answer = await get(`${path}?linkType=gs1:epcis`).expect(404);
      expect(answer.headers['content-type'], path).toMatch(/^application\/problem\+json/);
      expect(JSON.parse(answer.text)).toMatchObject({ status: 404, title: 'This code is not ours' });
    }
  });
});

describe('the linkset', () => {
  it.each([
    ['?linkType=all', '?linkType=all', 'text/html'],
    ['Accept: application/linkset+json', '', 'application/linkset+json'],
  ])(
    'when a packet and its lot are asked with %s, then the RFC 9264 linkset of the page and the events',
    async (_, query, accept) => {
      const packet = await get(`${packetPath(lot, 2)}${query}`, accept).expect(200);
      expect(packet.headers['content-type']).toMatch(/^application\/linkset\+json/);
      const packetPage = `${SITE}${packetPath(lot, 2)}`;
      expect(JSON.parse(packet.text)).toEqual({
        linkset: [
          {
            anchor: packetPage,
            'https://gs1.org/voc/verificationService': [
              expect.objectContaining({ href: packetPage, type: 'text/html' }),
            ],
            'https://gs1.org/voc/pip': [expect.objectContaining({ href: packetPage })],
            'https://gs1.org/voc/defaultLink': [expect.objectContaining({ href: packetPage })],
            'https://gs1.org/voc/epcis': [
              expect.objectContaining({ href: `${packetPage}?linkType=gs1:epcis`, type: 'application/ld+json' }),
            ],
          },
        ],
      });

      const ofLot = JSON.parse((await get(`${lotPath(lot)}${query}`, accept).expect(200)).text) as {
        linkset: Record<string, Array<{ href: string }>>[];
      };
      expect(ofLot.linkset[0]!.anchor).toBe(`${SITE}${lotPath(lot)}`);
      expect(ofLot.linkset[0]!['https://gs1.org/voc/defaultLink']![0]!.href).toBe(`${SITE}/v/${lotCode}`);
      // every link the linkset names on the portal is a valid GS1 Digital Link
      expect(DigitalLink(ofLot.linkset[0]!.anchor as unknown as string).isValid()).toBe(true);
      expect(DigitalLink(packetPage).isValid()).toBe(true);
    },
  );
});

describe('links that are no GS1 Digital Link', () => {
  it.each([
    [`/01/04006381333932/10/${'2'.repeat(19)}/21/1`, 'This product number is not valid'],
    [`/01/04006381333932/10/${'2'.repeat(19)}`, 'This product number is not valid'],
    ['/01/not-a-gtin/10/x/21/1', 'This address is not a complete code'],
    ['/01/12345/10/x', 'This address is not a complete code'],
    [`/01/${GTIN14}/10/%00/21/1`, 'This address is not a complete code'],
    [`/01/${GTIN14}/10/${'A'.repeat(21)}`, 'This address is not a complete code'],
    [`/01/${GTIN14}/10/2026031412345670001/21/a%20b`, 'This address is not a complete code'],
  ])('when %s is opened, then 400 with a readable page, before the database', async (path, words) => {
    const ip = `10.242.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const page = await get(path, 'text/html', ip).expect(400);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.text).toContain(words);
    const asJson = await get(`${path}?linkType=gs1:epcis`, 'text/html', ip).expect(400);
    expect(asJson.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(JSON.parse(asJson.text)).toMatchObject({ status: 400, title: words });
    const asLinkset = await get(path, 'application/linkset+json', ip).expect(400);
    expect(asLinkset.headers['content-type']).toMatch(/^application\/problem\+json/);
    const [hits] = await adminQuery(`select hits from auth.rate_limits where bucket = $1`, [
      `verify_page:${clientBucket('ip', ip)}`,
    ]);
    expect(hits).toBeUndefined();
  });

  it('when the page is asked in Hindi for a wrong check digit, then the 400 page is in Hindi', async () => {
    const page = await get(`/01/04006381333932/10/${'2'.repeat(19)}/21/1?lang=hi`).expect(400);
    expect(page.text).toContain('यह उत्पाद संख्या सही नहीं है');
  });
});

describe('the rate limit', () => {
  // its limits count in 10-minute windows from the epoch: never cross into the next mid-test
  beforeEach(() => startWithinOneWindow([600], 10));

  it("when one client reads the events over and over, then they count as its page views: 429 past the limit, in JSON for a machine, the page's words for a person", async () => {
    const limited = createTestApp(
      { TRUST_PROXY: '1', AUTH_SITE_URL: SITE },
      {
        components: [
          createQrCodesComponent({
            limits: { page: { perWindow: 2, windowSeconds: 600 }, report: { perWindow: 5, windowSeconds: 600 } },
          }),
        ],
      },
    );
    try {
      const ip = `10.243.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
      const client = (path: string, accept: string) =>
        request(limited.app).get(path).set('Accept', accept).set('X-Forwarded-For', ip);
      await client(`${packetPath(lot, 1)}?linkType=gs1:epcis`, '*/*').expect(200);
      await client(lotPath(lot), 'application/linkset+json').expect(200);
      const refused = await client(`${lotPath(lot)}?linkType=gs1:epcis`, '*/*').expect(429);
      expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      const page = await client(packetPath(lot, 1), 'text/html').expect(429);
      expect(page.text).toContain('Too many checks came from this connection.');
    } finally {
      await limited.close();
    }
  });
});

describe('public.gs1_lot_code', () => {
  it("when its privileges are read, then only the BFF's service role may execute it", async () => {
    const [row] = await adminQuery<Record<string, boolean>>(
      `select has_function_privilege('anon', 'public.gs1_lot_code(text, text)', 'execute') as anon,
              has_function_privilege('authenticated', 'public.gs1_lot_code(text, text)', 'execute') as authenticated,
              has_function_privilege('service_role', 'public.gs1_lot_code(text, text)', 'execute') as service`,
    );
    expect(row).toEqual({ anon: false, authenticated: false, service: true });
  });
});
