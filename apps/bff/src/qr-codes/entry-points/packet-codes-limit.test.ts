// Packet codes at the documented maximum (issue 24; security review 2026-11-26 MEDIUM-4): a lot of
// VERIFICATION_LIMITS.maxPacketCodes packets gets every code in one request, one more packet is
// refused in words before anything is made, and a statement that outlasts the statement timeout is
// a 503 the client may retry, never a 500.
import { randomBytes } from 'node:crypto';
import { VERIFICATION_LIMITS, VERIFICATION_MESSAGES as M } from '@seed/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusalOf } from '../../db/db-refusals';
import { organizationWithManager } from '../../test/accounts';
import { adminQuery } from '../../test/database';
import { createFullTestApp, type FullTestApp } from '../../test/full-app';
import { api } from '../../test/http';
import { insertLot } from '../../test/qr-codes-kit';

const MAX = VERIFICATION_LIMITS.maxPacketCodes;

let testApp: FullTestApp;
let team: Awaited<ReturnType<typeof organizationWithManager>>;

const codesOf = async (lotId: string) =>
  Number(
    (
      await adminQuery<{ count: string }>(
        `select count(*) from public.qr_codes where seed_lot_id = $1 and kind = 'packet'`,
        [lotId],
      )
    )[0]!.count,
  );

beforeAll(async () => {
  testApp = createFullTestApp();
  team = await organizationWithManager(testApp, `Codes-${randomBytes(3).toString('hex')}`);
});

afterAll(async () => {
  await testApp.close();
});

describe('packet codes at the limit', () => {
  it(`when a lot has ${MAX} packets (the most codes are made for), then 201 with every code made`, async () => {
    const lot = await insertLot(team.organizationId, { packages: MAX });

    const made = await api(testApp, team.manager).post(`/api/v1/qr-lots/${lot}/packet-codes`).expect(201);

    expect(made.body).toEqual({ created: MAX, total: MAX });
    expect(await codesOf(lot)).toBe(MAX);
  }, 120_000);

  it(`when a lot has ${MAX + 1} packets, then 400 with the words and no code is made`, async () => {
    const lot = await insertLot(team.organizationId, { packages: MAX + 1 });

    const refused = await api(testApp, team.manager).post(`/api/v1/qr-lots/${lot}/packet-codes`).expect(400);

    expect(refused.body.error).toMatchObject({
      code: 'too_many_packet_codes',
      message: M.tooManyPacketCodes(MAX + 1),
    });
    expect(await codesOf(lot)).toBe(0);
  });

  it('when a lot coded before the cap was lowered has a code past it, then that code is still found by its number', async () => {
    const lot = await insertLot(team.organizationId, { packages: 150_000 });
    await adminQuery(
      `insert into public.qr_codes (seed_lot_id, code, kind, serial) values ($1, $2, 'packet', 150000)`,
      [lot, randomBytes(16).toString('base64url')],
    );

    const found = await api(testApp, team.manager).get(`/api/v1/qr-lots/${lot}/packet-codes/150000`).expect(200);

    expect(found.body).toMatchObject({ kind: 'packet', serial: 150_000, status: 'active' });
  });
});

describe('a statement that outlasts the statement timeout', () => {
  it('when PostgreSQL cancels it (57014), then 503 with Retry-After, never a 500', async () => {
    const cancelled = await adminQuery(`set statement_timeout = 50; select pg_sleep(2)`).catch(
      (error: unknown) => error,
    );
    expect(cancelled).toMatchObject({ code: '57014' });

    const refusal = refusalOf(cancelled);

    expect(refusal).toMatchObject({ status: 503, code: 'database_timeout' });
    expect(refusal?.headers['Retry-After']).toMatch(/^\d+$/);
  });
});
