// The EPCIS 2.0 export (issue 31): a lot with a five-step chain across two organizations
// (commissioned, produced on a farm, harvested, packed, sold), tested, certified, recalled and
// lifted, a packet code deactivated and its origin claimed, exports every event in order, each
// valid against GS1's schema, with quantities that balance with what each organization owns; the
// buyer sees only what its lots and manifests show; the events query filters and pages.
import { gs1BatchOfLot, type UnregisteredSourceCreated } from '@seed/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../test/accounts';
import { applyFor, certify, inspect, makeAgency, passTest } from '../../test/certification-kit';
import { adminQuery } from '../../test/database';
import { epcisSchemaErrors } from '../../test/epcis-schema';
import { farmInput, square } from '../../test/farms-kit';
import { createFullTestApp, type FullTestApp } from '../../test/full-app';
import { api } from '../../test/http';

type Member = Awaited<ReturnType<typeof signUp>>;
// the documents are checked against GS1's schema; the tests read their fields loosely
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Event = Record<string, any>;
type Doc = { epcisBody: { eventList: Event[] }; epcisHeader?: unknown; '@context': unknown; type: string };

let testApp: FullTestApp;
let grower: Member;
let buyer: Member;
let agency: Member;
let wheat: { crop_id: string; variety_id: string };
let farmId: string;
const lots = { source: '', production: '', packed: '', received: '' };
const GTIN = '09506000134352';

const as = (member: Member) => api(testApp, member);
const site = () => testApp.config.auth.siteUrl.replace(/\/+$/, '');
const lgtin = (lot: string) => `${site()}/01/${GTIN}/10/${gs1BatchOfLot(lot)}`;
const ownLot = (lot: string) => `${site()}/seed-lots/${lot}`;

async function trace(member: Member, lot: string): Promise<Doc> {
  const response = await as(member).get(`/api/v1/seed-lots/${lot}/epcis`).expect(200);
  expect(response.headers['content-type']).toMatch(/^application\/ld\+json/);
  expect(response.headers['content-disposition']).toContain(`trace-${lot}.jsonld`);
  return JSON.parse(response.text) as Doc;
}

beforeAll(async () => {
  testApp = createFullTestApp();
  grower = await signUp(testApp, { userMetadata: { full_name: 'Trace Admin', organization_name: 'Trace Seeds' } });
  buyer = await signUp(testApp, { userMetadata: { full_name: 'Buyer Admin', organization_name: 'Buyer Agro' } });
  agency = await signUp(testApp, { userMetadata: { full_name: 'Agency Officer', organization_name: 'Trace Agency' } });
  await makeAgency(agency);
  await adminQuery('update public.organizations set gtin = $1 where id = $2', [GTIN, grower.organizationId]);
  [wheat] = (await adminQuery(
    `select v.id as variety_id, v.crop_id from public.varieties v where v.name = 'HI 1544'`,
  )) as [typeof wheat];
  const farm = await as(grower)
    .post('/api/v1/farms')
    .send(farmInput({ name: 'Trace Farm', total_area: 20, boundary: square(75.85, 22.7) }))
    .expect(201);
  farmId = farm.body.farm.id;

  // 1. an unregistered source: 40 bags of 25 Kg; its supplier (the buyer, here) claims its origin
  const created = await as(grower)
    .post('/api/v1/seed-lots/unregistered')
    .send({ crop_id: wheat.crop_id, variety_id: wheat.variety_id, pack_size: 25, pack_unit: 'Kg', quantity: 40 })
    .expect(201);
  const source = created.body as UnregisteredSourceCreated;
  lots.source = source.lot.id;
  await as(buyer).post('/api/v1/seed-lot-claims').send({ code: source.claim_code }).expect(200);
  // 2. production from 10 bags on the farm; 3. harvest of 800 Kg
  const made = await as(grower)
    .post('/api/v1/seed-lots/production')
    .send({
      sources: [{ lot_id: lots.source, quantity: 10, unit: 'packages' }],
      farms: [{ farm_id: farmId, area_used: 5 }],
      generation: 'F2',
      planting_date: '2026-06-20',
      expected_harvest_date: '2026-10-30',
    })
    .expect(201);
  lots.production = made.body.id;
  await as(grower)
    .post(`/api/v1/seed-lots/${lots.production}/harvests`)
    .send({ harvest_date: '2026-10-28', actual_yield: 800, pack_size: 25 })
    .expect(204);
  // tested and certified
  await passTest(testApp, grower, lots.production);
  const application = await applyFor(testApp, grower, agency, lots.production);
  await inspect(testApp, agency, application.id);
  await certify(testApp, agency, application.id, 'MP/TRACE/1', 5);
  // 4. packed: 100 × 5 Kg
  const packed = await as(grower)
    .post('/api/v1/seed-lots/packaging')
    .send({
      parents: [{ lot_id: lots.production }],
      pack_size: 5,
      pack_unit: 'Kg',
      packages_count: 100,
      packaging_date: '2026-11-01',
    })
    .expect(201);
  lots.packed = packed.body.id;
  // 5. 20 packets sold to the buyer (received at once: it accepts transfers automatically)
  const sold = await as(grower)
    .post('/api/v1/transactions')
    .send({
      manifest_type: 'SALE',
      items: [{ lot_id: lots.packed, quantity: 20, unit: 'packages', price_per_unit: 250, currency: 'INR' }],
      recipient_organization_id: buyer.organizationId,
    })
    .expect(201);
  const [delivered] = await adminQuery<{ id: string }>(
    'select delivered_lot_id as id from public.transaction_manifest_items where manifest_id = $1',
    [sold.body.id ?? sold.body.manifest?.id],
  );
  lots.received = delivered!.id;
  // a recall and its lifting; packet 1's code deactivated
  await as(grower)
    .post(`/api/v1/qr-lots/${lots.packed}/recall`)
    .send({ kind: 'recall', reason: 'Mixed lot' })
    .expect(200);
  await as(grower).delete(`/api/v1/qr-lots/${lots.packed}/recall`).expect(200);
  await as(grower).post(`/api/v1/qr-lots/${lots.packed}/packet-codes`).expect(201);
  const [packet] = await adminQuery<{ id: string }>(
    'select id from public.qr_codes where seed_lot_id = $1 and serial = 1',
    [lots.packed],
  );
  await as(grower).post(`/api/v1/qr-codes/${packet!.id}/deactivate`).send({ reason: 'Label misprinted' }).expect(200);
}, 120_000);

afterAll(async () => {
  await testApp.close();
});

/** Each epcClass's quantity change across the events (added, made, received: +; drawn, shipped: −). */
function balances(events: Event[]): Map<string, number> {
  const total = new Map<string, number>();
  const add = (list: Event[] | undefined, sign: number) => {
    for (const q of list ?? []) {
      if (q.quantity !== undefined) total.set(q.epcClass, (total.get(q.epcClass) ?? 0) + sign * q.quantity);
    }
  };
  for (const e of events) {
    if (e.type === 'TransformationEvent') {
      add(e.inputQuantityList, -1);
      add(e.outputQuantityList, +1);
    } else if (e.action === 'ADD') add(e.quantityList, +1);
    else if (e.action === 'DELETE') add(e.quantityList, -1);
    else if (e.bizStep === 'shipping' || e.bizStep === 'retail_selling') add(e.quantityList, -1);
    else if (e.bizStep === 'receiving') add(e.quantityList, +1);
  }
  return total;
}

describe('GET /api/v1/seed-lots/{id}/epcis', () => {
  it("when the grower exports the packed lot, then its lineage's events come in order, valid against GS1's schema, with the standard context", async () => {
    const doc = await trace(grower, lots.packed);

    expect(epcisSchemaErrors(doc)).toEqual([]);
    expect(doc.type).toBe('EPCISDocument');
    expect(doc['@context']).toContain('https://ref.gs1.org/standards/epcis/epcis-context.jsonld');
    const events = doc.epcisBody.eventList;
    expect(events.map((e) => [e.type, e.bizStep])).toEqual([
      ['ObjectEvent', 'commissioning'],
      ['ObjectEvent', 'accepting'],
      ['TransformationEvent', 'creating_class_instance'],
      ['ObjectEvent', 'commissioning'],
      ['ObjectEvent', 'inspecting'],
      ['ObjectEvent', 'inspecting'],
      ['TransformationEvent', 'packing'],
      ['ObjectEvent', 'shipping'],
      ['ObjectEvent', 'receiving'],
      ['ObjectEvent', 'holding'],
      ['ObjectEvent', 'holding'],
      ['ObjectEvent', 'decommissioning'],
    ]);
    const times = events.map((e) => e.eventTime as string);
    expect([...times].sort()).toEqual(times);
    for (const e of events) {
      expect(e.eventID).toMatch(/^urn:uuid:[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(e.eventTimeZoneOffset).toBe('+05:30');
      expect(e.recordTime).toEqual(expect.any(String));
    }
    expect(new Set(events.map((e) => e.eventID)).size).toBe(events.length);
    // the same export twice names every event alike
    const again = await trace(grower, lots.packed);
    expect(again.epcisBody.eventList.map((e) => e.eventID)).toEqual(events.map((e) => e.eventID));
  });

  it('when the events are read, then each says what happened to which lot with quantities, places, parties and the manifest', async () => {
    const events = (await trace(grower, lots.packed)).epcisBody.eventList;
    const [commission, claim, production, harvest, test, certificate, packing, ship, receive, recall, lift, code] =
      events as Event[];

    expect(commission).toMatchObject({
      action: 'ADD',
      disposition: 'active',
      quantityList: [{ epcClass: lgtin(lots.source), quantity: 40 }],
    });
    expect(commission!.quantityList[0].uom).toBeUndefined();
    expect(claim).toMatchObject({
      action: 'OBSERVE',
      sourceList: [{ type: 'owning_party', source: `${site()}/epcis/parties/${buyer.organizationId}` }],
      destinationList: [{ type: 'owning_party', destination: `${site()}/epcis/parties/${grower.organizationId}` }],
    });
    expect(production).toMatchObject({
      inputQuantityList: [{ epcClass: lgtin(lots.source), quantity: 10 }],
      outputQuantityList: [{ epcClass: lgtin(lots.production) }],
      bizLocation: { id: `${site()}/epcis/locations/farms/${farmId}` },
      readPoint: { id: expect.stringMatching(/^geo:-?\d+(\.\d+)?,-?\d+(\.\d+)?$/) },
    });
    expect(harvest).toMatchObject({
      action: 'ADD',
      quantityList: [{ epcClass: lgtin(lots.production), quantity: 800, uom: 'KGM' }],
      bizLocation: { id: `${site()}/epcis/locations/farms/${farmId}` },
    });
    expect(test).toMatchObject({
      disposition: 'conformant',
      certificationInfo: expect.stringContaining(`${site()}/epcis/test-reports/`),
      'seed:testReport': { verdict: 'pass', results: { germinationPct: 91, moisturePct: 10.2 } },
    });
    expect(certificate).toMatchObject({
      disposition: 'conformant',
      'seed:certificate': { certificateNumber: 'MP/TRACE/1', seedClass: 'certified' },
    });
    expect(packing).toMatchObject({
      inputQuantityList: [{ epcClass: lgtin(lots.production), quantity: 500, uom: 'KGM' }],
      outputQuantityList: [{ epcClass: lgtin(lots.packed), quantity: 100 }],
    });
    const manifest = { type: 'desadv', bizTransaction: expect.stringMatching(new RegExp(`^${site()}/transactions/`)) };
    expect(ship).toMatchObject({
      disposition: 'in_transit',
      quantityList: [{ epcClass: lgtin(lots.packed), quantity: 20 }],
      bizTransactionList: [manifest],
      sourceList: [{ type: 'owning_party', source: `${site()}/epcis/parties/${grower.organizationId}` }],
      destinationList: [{ type: 'owning_party', destination: `${site()}/epcis/parties/${buyer.organizationId}` }],
    });
    // the buyer's part became its own lot: no GTIN of its own, so the portal's lot URI
    expect(receive).toMatchObject({
      quantityList: [{ epcClass: ownLot(lots.received), quantity: 20 }],
      bizTransactionList: [manifest],
    });
    expect(recall).toMatchObject({ disposition: 'recalled', persistentDisposition: { set: ['recalled'] } });
    expect(lift).toMatchObject({ disposition: 'active', persistentDisposition: { unset: ['recalled'] } });
    expect(code).toMatchObject({
      action: 'DELETE',
      disposition: 'inactive',
      epcList: [`${lgtin(lots.packed)}/21/1`],
      'seed:reason': 'Label misprinted',
    });
  });

  it("when the grower's events are summed per lot, then they balance with what it owns", async () => {
    const totals = balances((await trace(grower, lots.packed)).epcisBody.eventList);
    const owned = await adminQuery<{ id: string; q: string }>(
      'select seed_lot_id as id, quantity_owned as q from public.lot_ownership where owner_organization_id = $1',
      [grower.organizationId],
    );
    const own = new Map(owned.map((o) => [o.id, Number(o.q)]));
    expect(totals.get(lgtin(lots.source))).toBe(own.get(lots.source)); // 40 − 10 bags
    expect(totals.get(lgtin(lots.production))).toBe(own.get(lots.production)); // 800 − 500 Kg
    expect(totals.get(lgtin(lots.packed))).toBe(own.get(lots.packed)); // 100 − 20 packets
    expect(own.get(lots.packed)).toBe(80);
  });

  it("when the buyer exports the lot it received, then it sees the sale, its receipt and the recall that reached it, never the grower's production", async () => {
    const doc = await trace(buyer, lots.received);

    expect(epcisSchemaErrors(doc)).toEqual([]);
    expect(doc.epcisBody.eventList.map((e) => e.bizStep)).toEqual(['shipping', 'receiving', 'holding', 'holding']);
    const text = JSON.stringify(doc);
    for (const hidden of [lots.source, lots.production, farmId, gs1BatchOfLot(lots.source)!]) {
      expect(text).not.toContain(hidden);
    }
  });

  it("when another organization or an unknown lot is asked for, then 404 with the lot's message", async () => {
    const other = await signUp(testApp, { userMetadata: { full_name: 'Other', organization_name: 'Other Seeds' } });
    const refused = await as(other).get(`/api/v1/seed-lots/${lots.packed}/epcis`).expect(404);
    expect(refused.body.error.message).toBe('Seed lot not found');
    await as(grower).get('/api/v1/seed-lots/SL-20990101-0000000-0000/epcis').expect(404);
    await api(testApp, null).get(`/api/v1/seed-lots/${lots.packed}/epcis`).expect(401);
  });
});

describe('GET /api/v1/epcis/events', () => {
  const query = (member: Member, params: Record<string, string | number>) =>
    as(member).get('/api/v1/epcis/events').query(params);

  it("when the organization's events are asked for a page at a time, then every page is valid and the pages hold every event once", async () => {
    const all = await query(grower, { perPage: 1000 }).expect(200);
    const whole = JSON.parse(all.text);
    expect(epcisSchemaErrors(whole)).toEqual([]);
    expect(whole.type).toBe('EPCISQueryDocument');
    const ids = whole.epcisBody.queryResults.resultsBody.eventList.map((e: Event) => e.eventID);
    expect(ids.length).toBeGreaterThanOrEqual(12);

    const paged: string[] = [];
    let next: string | undefined = '/api/v1/epcis/events?perPage=5';
    while (next) {
      const page: { text: string; headers: Record<string, string> } = await as(grower).get(next).expect(200);
      const body = JSON.parse(page.text);
      expect(epcisSchemaErrors(body)).toEqual([]);
      paged.push(...body.epcisBody.queryResults.resultsBody.eventList.map((e: Event) => e.eventID));
      next = /<([^>]+)>; rel="next"/.exec(page.headers.link ?? '')?.[1];
    }
    expect(paged).toEqual(ids);
  });

  it('when filtered by business step, time and lot, then only those events come', async () => {
    const body = (r: { text: string }) => JSON.parse(r.text).epcisBody.queryResults.resultsBody.eventList as Event[];
    const shipping = body(
      await query(grower, { EQ_bizStep: 'shipping|https://ref.gs1.org/cbv/BizStep-packing' }).expect(200),
    );
    expect(shipping.map((e) => e.bizStep).sort()).toEqual(['packing', 'shipping']);

    const future = body(await query(grower, { GE_eventTime: '2099-01-01T00:00:00+05:30' }).expect(200));
    expect(future).toEqual([]);
    const past = body(await query(grower, { LT_eventTime: '2000-01-01T00:00:00Z' }).expect(200));
    expect(past).toEqual([]);

    const ofSource = body(await query(grower, { MATCH_anyEPC: lgtin(lots.source) }).expect(200));
    expect(ofSource.map((e) => e.bizStep)).toEqual(['commissioning', 'accepting', 'creating_class_instance']);
    const unknown = body(
      await query(grower, { MATCH_anyEPC: 'https://example.org/01/09506000134352/10/1234567890123456789' }).expect(200),
    );
    expect(unknown).toEqual([]);
  });

  it('when a parameter is wrong, then 400 with its message', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ GE_eventTime: 'yesterday' }, 'Give the time as a date and time with its offset'],
      [{ EQ_bizStep: 'dancing' }, 'Give a CBV business step'],
      [{ MATCH_anyEPC: 'not a uri' }, 'Give a lot’s or a packet’s identifier'],
      [{ perPage: '0' }, 'Give a page size from 1 to 1000'],
      [{ nextPageToken: 'bm90LWEtdG9rZW4' }, 'This page token is not one the portal gave'],
    ];
    for (const [params, message] of cases) {
      const refused = await query(grower, params).expect(400);
      expect(refused.body.error.message).toContain(message);
    }
  });

  it("when the buyer asks for its events, then none of the grower's own production or lots come", async () => {
    const text = (await query(buyer, { perPage: 1000 }).expect(200)).text;
    expect(text).not.toContain(gs1BatchOfLot(lots.production)!);
    expect(text).not.toContain(farmId);
  });
});
