// The dashboard's certification panels (issue 28) through GET /api/v1/dashboard: a certification
// agency sees the applications waiting for it (per open status, oldest first); a seed company sees
// its applications in progress and its certificates that expire within 30 days; nobody sees
// another organization's.
import { type Dashboard } from '@seed/domain';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../test/accounts';
import { applyFor, certify, inspect, makeAgency, passTest, productionLot } from '../../test/certification-kit';
import { adminQuery } from '../../test/database';
import { createFullTestApp, type FullTestApp } from '../../test/full-app';
import { api } from '../../test/http';

let testApp: FullTestApp;
type Member = Awaited<ReturnType<typeof signUp>>;
let company: Member;
let agency: Member;
let outsider: Member;
const label = `Dash-Cert-${randomBytes(3).toString('hex')}`;

const dashboard = async (member: Member) =>
  ((await api(testApp, member).get('/api/v1/dashboard').expect(200)).body as Dashboard).certification;

beforeAll(async () => {
  testApp = createFullTestApp();
  company = await signUp(testApp, { userMetadata: { full_name: `${label} Admin`, organization_name: `${label} Seeds` } });
  agency = await signUp(testApp, {
    userMetadata: { full_name: `${label} Officer`, organization_name: `${label} Certification Agency` },
  });
  outsider = await signUp(testApp, { userMetadata: { full_name: `${label} Other`, organization_name: `${label} Other` } });
  await makeAgency(agency);
});

afterAll(async () => {
  await testApp.close();
});

describe('the certification panels', () => {
  it('when applications wait, are inspected and certified, then each side sees its panel and no one else does', async () => {
    const empty = await dashboard(company);
    expect(empty).toEqual({
      agency_queue: { counts: { applied: 0, inspecting: 0 }, oldest: [] },
      in_progress: { count: 0, applications: [] },
      expiring: { count: 0, certificates: [] },
    });

    const lots = [
      await productionLot(testApp, company, `${label} plot 1`),
      await productionLot(testApp, company, `${label} plot 2`),
    ];
    const first = await applyFor(testApp, company, agency, lots[0]!);
    const second = await applyFor(testApp, company, agency, lots[1]!);
    await inspect(testApp, agency, second.id);

    const queue = (await dashboard(agency)).agency_queue;
    expect(queue.counts).toEqual({ applied: 1, inspecting: 1 });
    expect(queue.oldest.map((a) => [a.application_number, a.status])).toEqual([
      [first.applicationNumber, 'applied'],
      [second.applicationNumber, 'inspecting'],
    ]);
    expect(queue.oldest[0]).toMatchObject({ lot_id: lots[0], crop: 'Wheat', variety: 'HI 1544', company: `${label} Seeds` });

    const mine = await dashboard(company);
    expect(mine.in_progress.count).toBe(2);
    expect(mine.in_progress.applications.map((a) => a.application_number)).toEqual([
      second.applicationNumber,
      first.applicationNumber,
    ]);
    expect(mine.in_progress.applications[0]).toMatchObject({ agency: `${label} Certification Agency`, status: 'inspecting' });
    expect(mine.agency_queue.counts).toEqual({ applied: 0, inspecting: 0 });

    // certified: out of progress and the queue; it expires within 30 days once its validity is near
    await passTest(testApp, company, lots[1]!);
    await certify(testApp, agency, second.id, `${label}/1`);
    expect((await dashboard(agency)).agency_queue.counts).toEqual({ applied: 1, inspecting: 0 });
    expect((await dashboard(company)).in_progress.count).toBe(1);
    expect((await dashboard(company)).expiring.count).toBe(0);
    await adminQuery(
      `update public.seed_certificates set valid_until = private.today_in_india() + 10
       where certificate_number = $1`,
      [`${label}/1`],
    );
    const expiring = (await dashboard(company)).expiring;
    expect(expiring.count).toBe(1);
    expect(expiring.certificates[0]).toMatchObject({
      application_id: second.id,
      certificate_number: `${label}/1`,
      seed_class: 'certified',
      lot_id: lots[1],
    });

    // nobody else's
    expect(await dashboard(outsider)).toEqual(empty);
  });
});
