// Every event the portal writes, one of each kind and variant, passes GS1's EPCIS 2.0 JSON Schema
// inside a document and a query document, and names lots, packets and quantities as the standard
// asks (the database's side, which rows exist and who sees them, is in epcis-routes.test.ts).
import { gs1BatchOfLot } from '@seed/domain';
import { describe, expect, it } from 'vitest';
import { epcisSchemaErrors } from '../../test/epcis-schema';
import { lotTraceDocument, queryDocumentChunks } from './epcis-document';
import type { EventFacts, EventRow } from './epcis-events';
import { EpcisIdentifiers } from './epcis-identifiers';
import { lotIdOfEpc } from './epc-lots';

const SITE = 'https://seeds.example.in';
const ids = new EpcisIdentifiers(SITE);
const GTIN = '09506000134352';
const lot = { id: 'SL-20261101-0000001-0001', gtin: GTIN };
const other = { id: 'SL-20261101-0000002-0002', gtin: null };
const grower = { id: '11111111-1111-4111-8111-111111111111', name: 'Malwa Seeds' };
const buyer = { id: '22222222-2222-4222-8222-222222222222', name: 'Nimar Agro' };
const farm = { id: '33333333-3333-4333-8333-333333333333', name: 'Dewas plot', lat: 22.96, lon: 76.05 };
const item = (overrides: Record<string, unknown> = {}) => ({
  lot,
  quantity: 10,
  unit: 'Kg',
  drawn: false,
  delivered: null,
  farms: null,
  ...overrides,
});
const manifest = (manifestType: string, kind: 'ship' | 'receive' | 'make', overrides: Record<string, unknown> = {}) =>
  ({
    kind,
    manifest: '44444444-4444-4444-8444-444444444444',
    manifestType,
    from: grower,
    to: grower,
    items: [item()],
    outputs: null,
    farms: null,
    claimed: null,
    ...overrides,
  }) as EventFacts;

const EVENTS: [string, string, EventFacts][] = [
  [
    'an unregistered source',
    'commissioning',
    manifest('unregistered', 'make', { from: null, items: [item({ unit: 'packages', quantity: 40 })] }),
  ],
  ['a harvest on a farm', 'commissioning', manifest('production', 'make', { items: [item({ farms: [farm] })] })],
  ['an opening balance', 'commissioning', manifest('INITIAL', 'make')],
  ['an adjustment up', 'stock_taking', manifest('ADJUSTMENT', 'make')],
  ['an adjustment down', 'stock_taking', manifest('ADJUSTMENT', 'make', { items: [item({ drawn: true })] })],
  [
    'a production',
    'creating_class_instance',
    manifest('production_draw', 'make', { items: [item({ lot: other, drawn: true })], outputs: [lot], farms: [farm] }),
  ],
  [
    'a packing',
    'packing',
    manifest('packaging', 'make', {
      items: [item({ lot: other, drawn: true, quantity: 500 }), item({ unit: 'packages', quantity: 100 })],
    }),
  ],
  ['a shipment', 'shipping', manifest('SALE', 'ship', { to: buyer })],
  ['a counter sale', 'retail_selling', manifest('SALE', 'ship', { to: null })],
  [
    'a receipt of a split',
    'receiving',
    manifest('TRANSFER', 'receive', { to: buyer, items: [item({ delivered: other })] }),
  ],
  ['a claim', 'accepting', manifest('claim', 'make', { from: buyer, items: [], claimed: { lot, source: other } })],
  [
    'a recall',
    'holding',
    { kind: 'recall', lot, recallKind: 'recall', reason: 'Mixed lot', originLot: lot.id, by: grower },
  ],
  [
    'a stop-sale',
    'holding',
    { kind: 'recall', lot, recallKind: 'stop_sale', reason: 'Label', originLot: lot.id, by: grower },
  ],
  [
    'a lifted recall',
    'holding',
    { kind: 'lift', lot, recallKind: 'recall', reason: 'Mixed lot', originLot: lot.id, by: grower },
  ],
  [
    'a withdrawn packet code',
    'decommissioning',
    { kind: 'deactivate', lot, codeKind: 'packet', code: 'AbCdEfGhIjKlMnOpQrStUv', serial: 7, reason: 'Misprint' },
  ],
  [
    'a withdrawn lot code',
    'decommissioning',
    { kind: 'deactivate', lot: other, codeKind: 'lot', code: 'AbCdEfGhIjKlMnOpQrStUw', serial: null, reason: null },
  ],
  ...(['pass', 'fail', 'no_standard'] as const).map((verdict): [string, string, EventFacts] => [
    `a test that is ${verdict}`,
    'inspecting',
    {
      kind: 'test',
      lot,
      report: '55555555-5555-4555-8555-555555555555',
      reportNumber: 'STL/2026/118',
      testedOn: '2026-11-02',
      verdict,
      validUntil: '2027-08-01',
      supersedes: verdict === 'fail' ? '66666666-6666-4666-8666-666666666666' : null,
      results: { purePct: 98.6, germinationPct: 91, seedHealth: 'Free of seed-borne disease' },
      by: buyer,
    },
  ]),
  ...(['certify', 'revoke'] as const).map((kind): [string, string, EventFacts] => [
    `a certificate ${kind === 'certify' ? 'issued' : 'revoked'}`,
    'inspecting',
    {
      kind,
      lot,
      certificate: '77777777-7777-4777-8777-777777777777',
      certificateNumber: 'MP/2026/C-12',
      seedClass: 'certified',
      issuedOn: '2026-11-05',
      validUntil: '2027-05-05',
      reason: kind === 'revoke' ? 'Tags misused' : null,
      by: buyer,
    },
  ]),
];

const rows: EventRow[] = EVENTS.map(([, bizStep, facts], i) => ({
  event_key: `key-${i}`,
  event_time: new Date(Date.UTC(2026, 10, 1, 0, i)),
  record_time: new Date(Date.UTC(2026, 10, 1, 0, i, 30)),
  biz_step: bizStep,
  facts,
}));
const NOW = new Date('2026-11-28T10:00:00Z');

describe('the events the portal writes', () => {
  const document = lotTraceDocument(ids, lot.id, rows, NOW) as { epcisBody: { eventList: Record<string, unknown>[] } };
  const events = document.epcisBody.eventList;

  it.each(EVENTS.map(([what], i) => [what, i] as const))(
    "when %s is written, then it passes GS1's EPCIS 2.0 schema",
    (_what, i) => {
      const alone = lotTraceDocument(ids, lot.id, [rows[i]!], NOW);
      expect(epcisSchemaErrors(alone)).toEqual([]);
    },
  );

  it("when every kind is in one document and in one query document, then both pass GS1's schema", () => {
    expect(epcisSchemaErrors(document)).toEqual([]);
    const query = JSON.parse([...queryDocumentChunks(ids, rows, NOW)].join(''));
    expect(epcisSchemaErrors(query)).toEqual([]);
    expect(query.epcisBody.queryResults.resultsBody.eventList).toEqual(events);
    expect(query.epcisBody.queryResults.resultsBody.vocabularyList).toEqual(
      (document as unknown as { epcisHeader: { epcisMasterData: { vocabularyList: unknown } } }).epcisHeader
        .epcisMasterData.vocabularyList,
    );
  });

  it('when lots are named, then with a GTIN as an LGTIN Digital Link, else as the portal’s lot page; a packet as its SGTIN', () => {
    expect(ids.lotClass(lot)).toBe(`${SITE}/01/${GTIN}/10/2026110100000010001`);
    expect(ids.lotClass(other)).toBe(`${SITE}/seed-lots/${other.id}`);
    expect(events[14]).toMatchObject({ epcList: [`${SITE}/01/${GTIN}/10/2026110100000010001/21/7`] });
    expect(events[15]).toMatchObject({ epcList: [`${SITE}/v/AbCdEfGhIjKlMnOpQrStUw`] });
    expect(lotIdOfEpc(ids.lotClass(lot), SITE)).toBe(lot.id);
    expect(lotIdOfEpc(`https://id.gs1.org/01/${GTIN}/10/${gs1BatchOfLot(lot.id)}/21/7`, SITE)).toBe(lot.id);
    expect(lotIdOfEpc(ids.lotClass(other), SITE)).toBe(other.id);
    expect(lotIdOfEpc(`https://elsewhere.example/seed-lots/${other.id}`, SITE)).toBeNull();
  });

  it('when quantities are written, then in UN/CEFACT units, and packets counted without a unit', () => {
    expect(events[0]).toMatchObject({ quantityList: [{ epcClass: ids.lotClass(lot), quantity: 40 }] });
    expect((events[0]!.quantityList as Record<string, unknown>[])[0]).not.toHaveProperty('uom');
    expect(events[1]).toMatchObject({ quantityList: [{ quantity: 10, uom: 'KGM' }] });
    expect(events[4]).toMatchObject({ action: 'DELETE', bizStep: 'stock_taking' });
  });

  it('when a production is written, then its farm is its business location and its coordinates its read point, named in the master data', () => {
    expect(events[5]).toMatchObject({
      type: 'TransformationEvent',
      readPoint: { id: 'geo:22.96,76.05' },
      bizLocation: { id: `${SITE}/epcis/locations/farms/${farm.id}` },
    });
    expect(JSON.stringify(document)).toContain('"Dewas plot"');
  });

  it('when the same rows are written twice, then every event and the document keep their IDs', () => {
    const again = lotTraceDocument(ids, lot.id, rows, NOW) as typeof document;
    expect(again.epcisBody.eventList.map((e) => e.eventID)).toEqual(events.map((e) => e.eventID));
    expect(new Set(events.map((e) => e.eventID)).size).toBe(events.length);
  });
});
