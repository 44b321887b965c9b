// The resolver's machine answers without the app: the public EPCIS document of every state the page
// shows passes GS1's EPCIS 2.0 JSON Schema and holds only what the page shows; the linkset offers
// what there is; the GS1 Digital Links the portal makes pass GS1's own toolkit (digital-link.js);
// and how a /01 request is read (its link type, its Accept, its syntax).
import { DigitalLink } from 'digital-link.js';
import { describe, expect, it } from 'vitest';
import { EpcisIdentifiers } from '../../epcis/domain/epcis-identifiers';
import { epcisSchemaErrors } from '../../test/epcis-schema';
import { gs1Anchor, gs1Linkset, linksetLinkHeader, publicEpcisDocument, type Gs1Facts } from './public-epcis';
import { printedUrl } from './qr-image';
import { gs1AnswerOf, gs1SyntaxProblem } from './request-facts';
import type { Verification } from './verification-page';

const SITE = 'https://seeds.example.in';
const ids = new EpcisIdentifiers(SITE);
const LOT = 'SL-20260314-0000123-0001';
const BATCH = '2026031400001230001';
const GTIN14 = '04006381333931';
const NOW = new Date('2026-11-28T10:00:00Z');

const genuine: Verification = {
  state: 'genuine',
  firstVerifiedAt: null,
  checksBefore: null,
  places: null,
  codeWithdrawn: null,
  recall: null,
  codeKind: 'lot',
  serial: null,
  lotId: LOT,
  crop: 'Wheat',
  cropNames: { hi: 'गेहूँ', mr: null },
  variety: 'HI 1544',
  notification: null,
  generation: 'Certified',
  harvestDate: '2026-02-20',
  packagingDate: '2026-03-14',
  packSize: 10,
  packUnit: 'Kg',
  certification: {
    status: 'certified',
    seedClass: 'certified',
    agency: 'MSSCA',
    certificateNumber: 'MH/2026/001',
    tagNumber: 17,
    validUntil: '2026-12-31',
    revocationReason: null,
  },
  company: null,
  seedTest: {
    status: 'passed',
    germinationPct: 92,
    purePct: 98.5,
    testedOn: '2026-03-01',
    validUntil: '2026-11-30',
    laboratory: 'STL Pune',
  },
};

const lotFacts = (verification: Partial<Verification> = {}): Gs1Facts => ({
  verification: { ...genuine, ...verification },
  lotGtin: GTIN14,
  lotCode: 'AbCdEfGhIjKlMnOpQrStUv',
});
const lotRequest = { gtin: GTIN14, batch: BATCH };
const packetRequest = { gtin: GTIN14, batch: BATCH, serial: '3' };
const packetFacts = (verification: Partial<Verification> = {}): Gs1Facts => ({
  ...lotFacts({ codeKind: 'packet', serial: 3, ...verification }),
  lotCode: null,
});

const recall = { kind: 'recall' as const, reason: 'Germination below the standard', at: '2026-04-02T06:30:00.000Z' };

describe('the public EPCIS document', () => {
  it.each([
    ['a genuine lot', lotRequest, lotFacts()],
    ['a genuine packet', packetRequest, packetFacts()],
    ['a packet verified before', packetRequest, packetFacts({ state: 'verified_before' })],
    ['a recalled lot', lotRequest, lotFacts({ state: 'recalled', recall })],
    ['a lot under stop-sale', lotRequest, lotFacts({ state: 'stop_sale', recall: { ...recall, kind: 'stop_sale' } })],
    [
      'a withdrawn packet code',
      packetRequest,
      packetFacts({
        state: 'code_withdrawn',
        codeWithdrawn: { at: '2026-05-01T10:00:00Z', reason: 'Torn', company: 'X', contact: null },
      }),
    ],
    ['a lot its company withdrew', lotRequest, lotFacts({ state: 'withdrawn', crop: null, variety: null })],
    [
      'a lot without dates, test or certificate',
      lotRequest,
      lotFacts({ packagingDate: null, harvestDate: null, certification: null, seedTest: null }),
    ],
  ])('when the document of %s is made, then it passes the EPCIS 2.0 JSON Schema', (_, request, facts) => {
    const document = publicEpcisDocument(ids, request, facts, NOW);
    expect(epcisSchemaErrors(document)).toEqual([]);
    expect(document).toMatchObject({ type: 'EPCISDocument', schemaVersion: '2.0', creationDate: NOW.toISOString() });
  });

  it("when a genuine lot's document is made, then it holds its packing with its date, the certificate and the test the page states — no quantity, party or place", () => {
    const document = publicEpcisDocument(ids, lotRequest, lotFacts(), NOW);
    const events = (document.epcisBody as { eventList: Record<string, unknown>[] }).eventList;
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      type: 'ObjectEvent',
      action: 'ADD',
      bizStep: 'packing',
      eventTime: '2026-03-13T18:30:00.000Z',
      eventTimeZoneOffset: '+05:30',
      quantityList: [{ epcClass: `${SITE}/01/${GTIN14}/10/${BATCH}` }],
      'seed:packagingDate': '2026-03-14',
      'seed:harvestDate': '2026-02-20',
      'seed:certificate': { certificateNumber: 'MH/2026/001', validUntil: '2026-12-31', status: 'certified' },
      'seed:seedTest': { germinationPct: 92, validUntil: '2026-11-30' },
    });
    // the lot's class identifier is the signed-in export's (EpcisIdentifiers.lotClass)
    expect(events[0]!.quantityList).toEqual([{ epcClass: ids.lotClass({ id: LOT, gtin: GTIN14 }) }]);
    const text = JSON.stringify(document);
    for (const hidden of [
      '"quantity"',
      '"uom"',
      'sourceList',
      'destinationList',
      'readPoint',
      'bizLocation',
      'parties',
    ]) {
      expect(text).not.toContain(hidden);
    }
    // the same facts are the same document
    expect(publicEpcisDocument(ids, lotRequest, lotFacts(), NOW).id).toBe(document.id);
  });

  it("when a packet's document is made, then the packet is its SGTIN with its tag number", () => {
    const document = publicEpcisDocument(ids, packetRequest, packetFacts(), NOW);
    const [event] = (document.epcisBody as { eventList: Record<string, unknown>[] }).eventList;
    expect(event).toMatchObject({
      epcList: [`${SITE}/01/${GTIN14}/10/${BATCH}/21/3`],
      'seed:certificate': { tagNumber: 17 },
    });
  });

  it('when the lot is recalled, then its recall is an event with the disposition recalled and the reason; a stop-sale, non_sellable_other', () => {
    const recalled = publicEpcisDocument(ids, lotRequest, lotFacts({ state: 'recalled', recall }), NOW);
    const events = (recalled.epcisBody as { eventList: Record<string, unknown>[] }).eventList;
    expect(events.map((e) => e.bizStep)).toEqual(['packing', 'holding']);
    expect(events[1]).toMatchObject({
      action: 'OBSERVE',
      disposition: 'recalled',
      persistentDisposition: { set: ['recalled'] },
      'seed:reason': recall.reason,
      eventTime: recall.at,
    });
    const stopped = publicEpcisDocument(
      ids,
      lotRequest,
      lotFacts({ state: 'stop_sale', recall: { ...recall, kind: 'stop_sale' } }),
      NOW,
    );
    expect((stopped.epcisBody as { eventList: Record<string, unknown>[] }).eventList[1]).toMatchObject({
      disposition: 'non_sellable_other',
    });
  });

  it("when the page shows none of the lot's facts (a lot its company withdrew), then the document has no events", () => {
    const document = publicEpcisDocument(ids, lotRequest, lotFacts({ state: 'withdrawn' }), NOW);
    expect(document.epcisBody).toEqual({ eventList: [] });
  });
});

describe('the linkset', () => {
  it('when a lot has a certificate the page shows, then the linkset offers the page (verification, pip, default), the EPCIS events and the certificate', () => {
    const linkset = gs1Linkset(ids, lotRequest, lotFacts());
    const [entry] = linkset.linkset as Record<string, unknown>[];
    const page = `${SITE}/v/AbCdEfGhIjKlMnOpQrStUv`;
    expect(entry).toEqual({
      anchor: `${SITE}/01/${GTIN14}/10/${BATCH}`,
      'https://gs1.org/voc/verificationService': [expect.objectContaining({ href: page, type: 'text/html' })],
      'https://gs1.org/voc/pip': [expect.objectContaining({ href: page })],
      'https://gs1.org/voc/defaultLink': [expect.objectContaining({ href: page })],
      'https://gs1.org/voc/epcis': [
        expect.objectContaining({
          href: `${SITE}/01/${GTIN14}/10/${BATCH}?linkType=gs1:epcis`,
          type: 'application/ld+json',
        }),
      ],
      'https://gs1.org/voc/certificationInfo': [expect.objectContaining({ href: page })],
    });
  });

  it('when there is no certificate, or the page shows no facts, then no certificationInfo; a packet’s page is its own link', () => {
    const [entry] = gs1Linkset(ids, packetRequest, packetFacts({ certification: null })).linkset as Record<
      string,
      unknown
    >[];
    expect(entry).not.toHaveProperty(['https://gs1.org/voc/certificationInfo']);
    expect(entry!['https://gs1.org/voc/defaultLink']).toEqual([
      expect.objectContaining({ href: `${SITE}/01/${GTIN14}/10/${BATCH}/21/3` }),
    ]);
    const [withdrawn] = gs1Linkset(ids, lotRequest, lotFacts({ state: 'withdrawn' })).linkset as Record<
      string,
      unknown
    >[];
    expect(withdrawn).not.toHaveProperty(['https://gs1.org/voc/certificationInfo']);
  });

  it('when the Link header is made, then it points at the linkset', () => {
    expect(linksetLinkHeader(ids, { gtin: '4006381333931', batch: BATCH })).toBe(
      `<${SITE}/01/${GTIN14}/10/${BATCH}?linkType=all>; rel="linkset"; type="application/linkset+json"`,
    );
  });
});

describe("the portal's GS1 Digital Links and GS1's toolkit (digital-link.js)", () => {
  it.each([
    ['a lot (LGTIN)', ids.lotClass({ id: LOT, gtin: GTIN14 })],
    ['a packet (SGTIN)', ids.code({ id: LOT, gtin: GTIN14 }, { code: 'x', serial: 3 })],
    ['a lot link as resolved', gs1Anchor(ids, { gtin: '4006381333931', batch: LOT }, LOT)],
    ['a packet link as resolved', gs1Anchor(ids, packetRequest, LOT)],
    [
      'a printed packet label',
      printedUrl(
        SITE,
        { code: 'AbCdEfGhIjKlMnOpQrStUv', kind: 'packet', serial: 999999999, lotId: LOT },
        '4006381333931',
      ),
    ],
  ])('when %s is checked, then it is a valid GS1 Digital Link', (_, url) => {
    expect(url).toMatch(/\/01\/\d{14}\/10\/\d{19}/);
    expect(DigitalLink(url).isValid()).toBe(true);
  });

  it('when a link has a wrong check digit, then the toolkit refuses it too (the resolver answers 400)', () => {
    const bad = `${SITE}/01/04006381333932/10/${BATCH}/21/3`;
    expect(DigitalLink(bad).isValid()).toBe(false);
    expect(gs1SyntaxProblem({ gtin: '04006381333932', batch: BATCH, serial: '3' })).toBe('check_digit');
  });
});

describe('how a /01 request is read', () => {
  const accepting =
    (...offered: string[]) =>
    (...types: string[]) =>
      types.find((t) => offered.includes(t)) ?? (offered.includes('*/*') ? types[0]! : false);

  it.each([
    ['gs1:epcis', 'epcis'],
    ['https://gs1.org/voc/epcis', 'epcis'],
    ['https://ref.gs1.org/voc/epcis', 'epcis'],
    ['all', 'linkset'],
    ['gs1:pip', 'page'],
    ['gs1:verificationService', 'page'],
    ['gs1:certificationInfo', 'page'],
    ['gs1:recipeInfo', 'page'],
    ['nonsense', 'page'],
    [['gs1:epcis', 'all'], 'epcis'],
  ])('when ?linkType=%j, then the answer is %s (whatever Accept says)', (linkType, answer) => {
    expect(gs1AnswerOf(linkType, accepting('text/html'))).toBe(answer);
  });

  it.each([
    ['text/html', 'page'],
    ['*/*', 'page'],
    ['application/ld+json', 'epcis'],
    ['application/linkset+json', 'linkset'],
  ])('when Accept is %s without a linkType, then the answer is %s', (accept, answer) => {
    expect(gs1AnswerOf(undefined, accepting(accept))).toBe(answer);
  });

  it.each([
    [{ gtin: '04006381333931', batch: BATCH, serial: '3' }, null],
    [{ gtin: '4006381333931', batch: 'ABC', serial: '01' }, null],
    [{ gtin: '4006381333931', batch: BATCH }, null],
    [{ gtin: '04006381333932', batch: BATCH }, 'check_digit'],
    [{ gtin: '12345', batch: BATCH }, 'malformed'],
    [{ gtin: 'not-a-gtin', batch: BATCH }, 'malformed'],
    [{ gtin: '4006381333931', batch: '\u0000' }, 'malformed'],
    [{ gtin: '4006381333931', batch: 'A'.repeat(21) }, 'malformed'],
    [{ gtin: '4006381333931', batch: BATCH, serial: 'a b' }, 'malformed'],
    [{ gtin: '4006381333931', batch: BATCH, serial: '' }, 'malformed'],
  ])('when the path is %j, then its GS1 syntax problem is %s', (params, problem) => {
    expect(gs1SyntaxProblem(params)).toBe(problem);
  });
});
