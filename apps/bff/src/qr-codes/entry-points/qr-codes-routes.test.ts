// The QR code endpoints through the real app and database: the lot detail's summary, the lot code
// and packet codes, deactivation, recall and lift down the lineage, the Scans view's counterfeit
// signals, and the organization's setting — each refusal in its words.
import { PACKET_CODE_MESSAGES, VERIFICATION_MESSAGES as M, type LotQrSummary, type ScanReport } from '@seed/domain';
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizationWithManager, signUp } from '../../test/accounts';
import { adminQuery } from '../../test/database';
import { createFullTestApp, type FullTestApp } from '../../test/full-app';
import { api } from '../../test/http';
import { insertLot, packetCode } from '../../test/qr-codes-kit';

let testApp: FullTestApp;
let team: Awaited<ReturnType<typeof organizationWithManager>>;

const scan = (code: string) =>
  request(testApp.app)
    .get(`/v/${code}`)
    .set('User-Agent', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Mobile')
    .expect(200);

beforeAll(async () => {
  testApp = createFullTestApp({ env: { AUTH_SITE_URL: 'https://seeds.example.in' } });
  team = await organizationWithManager(testApp, `Qr-${randomBytes(3).toString('hex')}`);
});

afterAll(async () => {
  await testApp.close();
});

describe('codes', () => {
  it('when a lot has no code yet, then its summary has none; asking for it makes one printed as {public origin}/v/{code}', async () => {
    const lot = await insertLot(team.organizationId);
    const before = (await api(testApp, team.manager).get(`/api/v1/qr-lots/${lot}`).expect(200)).body as LotQrSummary;
    expect(before).toMatchObject({
      lotId: lot,
      isGrower: true,
      lotCode: null,
      packetCodes: { total: 0 },
      recall: null,
    });

    const code = (await api(testApp, team.manager).post(`/api/v1/qr-lots/${lot}/code`).expect(200)).body;
    expect(code).toMatchObject({ kind: 'lot', status: 'active', provider: 'portal', serial: null });
    expect(code.url).toBe(`https://seeds.example.in/v/${code.code}`);
    const after = (await api(testApp, team.manager).get(`/api/v1/qr-lots/${lot}`).expect(200)).body as LotQrSummary;
    expect(after.lotCode).toEqual(code);
  });

  it('when packet codes are made for a packaged lot, then 1..n once; for a lot that is not packaged, then 409 with the words', async () => {
    const lot = await insertLot(team.organizationId, { packages: 25 });
    const made = await api(testApp, team.manager).post(`/api/v1/qr-lots/${lot}/packet-codes`).expect(201);
    expect(made.body).toEqual({ created: 25, total: 25 });
    const again = await api(testApp, team.manager).post(`/api/v1/qr-lots/${lot}/packet-codes`).expect(201);
    expect(again.body).toEqual({ created: 0, total: 25 });

    const raw = await insertLot(team.organizationId);
    const refused = await api(testApp, team.manager).post(`/api/v1/qr-lots/${raw}/packet-codes`).expect(409);
    expect(refused.body.error).toEqual({
      code: 'packet_codes_need_packaged_lot',
      message: M.packetCodesNeedPackagedLot,
    });
  });

  it('when a code is deactivated without a reason, then 400; with one, then deactivated, and again 409', async () => {
    const lot = await insertLot(team.organizationId);
    const { id } = (await api(testApp, team.admin).post(`/api/v1/qr-lots/${lot}/code`).expect(200)).body;
    const missing = await api(testApp, team.admin)
      .post(`/api/v1/qr-codes/${id}/deactivate`)
      .send({ reason: '  ' })
      .expect(400);
    expect(missing.body.error.message).toBe(M.deactivationReasonRequired);
    const done = await api(testApp, team.admin)
      .post(`/api/v1/qr-codes/${id}/deactivate`)
      .send({ reason: 'Misuse' })
      .expect(200);
    expect(done.body).toMatchObject({ id, status: 'deactivated', deactivatedReason: 'Misuse' });
    const twice = await api(testApp, team.admin)
      .post(`/api/v1/qr-codes/${id}/deactivate`)
      .send({ reason: 'Misuse' })
      .expect(409);
    expect(twice.body.error.message).toBe(M.alreadyDeactivated);

    // the summary names the deactivated code and why until a new one is made
    const summary = (await api(testApp, team.admin).get(`/api/v1/qr-lots/${lot}`).expect(200)).body as LotQrSummary;
    expect(summary.lotCode).toBeNull();
    expect(summary.lastDeactivatedLotCode).toMatchObject({ id, status: 'deactivated', deactivatedReason: 'Misuse' });
    const fresh = (await api(testApp, team.admin).post(`/api/v1/qr-lots/${lot}/code`).expect(200)).body;
    expect(fresh.id).not.toBe(id);
    const renewed = (await api(testApp, team.admin).get(`/api/v1/qr-lots/${lot}`).expect(200)).body as LotQrSummary;
    expect([renewed.lotCode?.id, renewed.lastDeactivatedLotCode]).toEqual([fresh.id, null]);
  });
});

describe('packet codes by number', () => {
  it('when a manager looks up packet 7 of a packaged lot, then its code; deactivated with a reason, then the lookup says so and the label sheet leaves it out', async () => {
    const lot = await insertLot(team.organizationId, { packages: 12 });
    await api(testApp, team.manager).post(`/api/v1/qr-lots/${lot}/packet-codes`).expect(201);

    const found = await api(testApp, team.manager).get(`/api/v1/qr-lots/${lot}/packet-codes/7`).expect(200);
    expect(found.body).toMatchObject({ kind: 'packet', serial: 7, status: 'active', deactivatedReason: null });
    expect(found.body.code).toBe(await packetCode(lot, 7));
    expect(found.body.url).toBe(`https://seeds.example.in/v/${found.body.code}`);

    await api(testApp, team.manager)
      .post(`/api/v1/qr-codes/${found.body.id}/deactivate`)
      .send({ reason: 'Label copied (Terms of Service)' })
      .expect(200);
    const after = await api(testApp, team.manager).get(`/api/v1/qr-lots/${lot}/packet-codes/7`).expect(200);
    expect(after.body).toMatchObject({
      id: found.body.id,
      status: 'deactivated',
      deactivatedReason: 'Label copied (Terms of Service)',
    });
    const sheet = await api(testApp, team.manager).get(`/api/v1/qr-lots/${lot}/labels.pdf`).expect(200);
    expect(sheet.headers['x-label-count']).toBe('11');
  });

  it('when the packet number is not a whole number from 1, then 400 with the words; past the codes made, then 404', async () => {
    const lot = await insertLot(team.organizationId, { packages: 3 });
    await api(testApp, team.manager).post(`/api/v1/qr-lots/${lot}/packet-codes`).expect(201);

    for (const bad of ['0', '-1', '2.5', 'seven']) {
      const refused = await api(testApp, team.manager).get(`/api/v1/qr-lots/${lot}/packet-codes/${bad}`).expect(400);
      expect(refused.body.error.message).toBe(PACKET_CODE_MESSAGES.serialInvalid);
    }
    const none = await api(testApp, team.manager).get(`/api/v1/qr-lots/${lot}/packet-codes/4`).expect(404);
    expect(none.body.error).toEqual({ code: 'packet_code_not_found', message: PACKET_CODE_MESSAGES.notFound });
    const unknownLot = await api(testApp, team.manager).get(`/api/v1/qr-lots/SL-NOPE/packet-codes/1`).expect(404);
    expect(unknownLot.body.error.message).toBe(M.lotNotFound);
  });
});

describe('recalls', () => {
  it('when a lot with a packed child is recalled, then both are reached and the child shows the recall; lifting frees both; lifting again is 404', async () => {
    const parent = await insertLot(team.organizationId);
    const child = await insertLot(team.organizationId, { packages: 2, parentLotId: parent });
    const recalled = await api(testApp, team.admin)
      .post(`/api/v1/qr-lots/${parent}/recall`)
      .send({ kind: 'recall', reason: 'Seed-borne disease found' })
      .expect(200);
    expect(recalled.body).toMatchObject({
      lotId: parent,
      lotsReached: 2,
      recall: { kind: 'recall', originLotId: parent },
    });
    const childSummary = (await api(testApp, team.manager).get(`/api/v1/qr-lots/${child}`).expect(200)).body;
    expect(childSummary.recall).toMatchObject({
      kind: 'recall',
      reason: 'Seed-borne disease found',
      originLotId: parent,
    });

    const lifted = await api(testApp, team.admin).delete(`/api/v1/qr-lots/${parent}/recall`).expect(200);
    expect(lifted.body).toEqual({ lotId: parent, lotsReached: 2, recall: null });
    const again = await api(testApp, team.admin).delete(`/api/v1/qr-lots/${parent}/recall`).expect(404);
    expect(again.body.error.message).toBe(M.recallNotFound);
  });

  it('when the kind or the reason is missing, then 400 with the words', async () => {
    const lot = await insertLot(team.organizationId);
    const kind = await api(testApp, team.admin)
      .post(`/api/v1/qr-lots/${lot}/recall`)
      .send({ kind: 'ban', reason: 'x' })
      .expect(400);
    expect(kind.body.error.message).toBe(M.recallKindInvalid);
    const reason = await api(testApp, team.admin)
      .post(`/api/v1/qr-lots/${lot}/recall`)
      .send({ kind: 'recall', reason: '' })
      .expect(400);
    expect(reason.body.error.message).toBe(M.recallReasonRequired);
  });

  it('when an organization that owns part of a lot but does not grow it recalls it, then 403', async () => {
    const buyer = await signUp(testApp, {
      userMetadata: { full_name: 'Buyer Admin', organization_name: 'Buyer Seeds' },
    });
    const lot = await insertLot(team.organizationId);
    await adminQuery(
      `insert into public.lot_ownership (seed_lot_id, owner_organization_id, quantity_owned, unit_of_measure) values ($1, $2, 5, 'Kg')`,
      [lot, buyer.organizationId],
    );
    const refused = await api(testApp, buyer)
      .post(`/api/v1/qr-lots/${lot}/recall`)
      .send({ kind: 'recall', reason: 'x' })
      .expect(403);
    expect(refused.body.error.code).toBe('not_seed_lot_grower');
    // an owner may still print the lot's code
    await api(testApp, buyer).post(`/api/v1/qr-lots/${lot}/code`).expect(200);
  });
});

describe('the Scans view', () => {
  it('when a packet code is scanned from three phones and a lot code after a stop-sale, then both signals are counted', async () => {
    const lot = await insertLot(team.organizationId, { packages: 2 });
    await api(testApp, team.manager).post(`/api/v1/qr-lots/${lot}/packet-codes`).expect(201);
    const copied = await packetCode(lot, 1);
    for (let phone = 0; phone < 3; phone++) await scan(copied);
    await api(testApp, team.admin)
      .post(`/api/v1/qr-lots/${lot}/recall`)
      .send({ kind: 'stop_sale', reason: 'Checking' })
      .expect(200);
    await scan(await packetCode(lot, 2));

    const report = (await api(testApp, team.manager).get('/api/v1/qr-scans').expect(200)).body as ScanReport;
    const row = report.lots.find((l) => l.lotId === lot);
    expect(report.manyDevices).toBe(3);
    expect(row).toMatchObject({
      scans: 4,
      devices: 4,
      packetCodesManyDevices: 1,
      scansAfterRecall: 1,
      recallKind: 'stop_sale',
      crop: 'Wheat',
      variety: 'HI 1544',
    });
    const summary = (await api(testApp, team.manager).get(`/api/v1/qr-lots/${lot}`).expect(200)).body as LotQrSummary;
    expect(summary.scans).toMatchObject({ total: 4, devices: 4, afterRecall: 1 });
  });
});

describe('the Scans view and staff', () => {
  it('when a packet code is checked from three phones but two were the company’s or its dealers’ staff, then it is not counted as scanned from many devices', async () => {
    const lot = await insertLot(team.organizationId, { packages: 1 });
    await api(testApp, team.manager).post(`/api/v1/qr-lots/${lot}/packet-codes`).expect(201);
    const code = await packetCode(lot, 1);
    for (let phone = 0; phone < 3; phone++) await scan(code);
    await adminQuery(
      `update public.qr_scans set staff_organization_id = $2
        where id in (select s.id from public.qr_scans s join public.qr_codes q on q.id = s.qr_code_id
                      where q.code = $1 order by s.scanned_at limit 2)`,
      [code, team.organizationId],
    );

    const report = (await api(testApp, team.manager).get('/api/v1/qr-scans').expect(200)).body as ScanReport;
    expect(report.lots.find((l) => l.lotId === lot)).toMatchObject({ scans: 3, packetCodesManyDevices: 0 });
  });
});

describe('the setting', () => {
  it('when an admin shows the contact without one, then 400; with one, then saved; a manager may read it but not change it', async () => {
    const missing = await api(testApp, team.admin)
      .put('/api/v1/qr-settings')
      .send({ show_contact_on_verification: true, verification_contact: ' ' })
      .expect(400);
    expect(missing.body.error.message).toBe(M.contactRequired);
    await api(testApp, team.admin)
      .put('/api/v1/qr-settings')
      .send({ show_contact_on_verification: true, verification_contact: 'care@example.in' })
      .expect(200);
    const read = await api(testApp, team.manager).get('/api/v1/qr-settings').expect(200);
    expect(read.body).toEqual({
      show_contact_on_verification: true,
      verification_contact: 'care@example.in',
      gtin: null,
    });
    const refused = await api(testApp, team.manager)
      .put('/api/v1/qr-settings')
      .send({ show_contact_on_verification: false, verification_contact: null })
      .expect(403);
    expect(refused.body.error.message).toBe(M.settingsAdminOnly);
  });
});
