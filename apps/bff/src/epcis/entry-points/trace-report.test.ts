// The trace report through the API (issue 31): a lot's whole chain, upstream and downstream, as an
// A4 PDF for an inspector or an auditor — for the organization's admins and managers, a 404 for
// another organization and a 401 without a session. What the database answers for it
// (public.seed_lot_trace) is one call; here the HTTP answers and what the PDF prints.
import { type UnregisteredSourceCreated } from '@seed/domain';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readLabelPdf } from '@seed/tools/testing/label-pdf-reader';
import { organizationWithManager, signUp } from '../../test/accounts';
import { adminQuery } from '../../test/database';
import { farmInput, square } from '../../test/farms-kit';
import { createFullTestApp, type FullTestApp } from '../../test/full-app';
import { api } from '../../test/http';
import { traceReport, type TraceLot } from '../domain/trace-report';
import { traceReportPdf } from '../domain/trace-report-pdf';

let testApp: FullTestApp;
let team: Awaited<ReturnType<typeof organizationWithManager>>;
let outsider: Awaited<ReturnType<typeof signUp>>;
let chain: { source: string; production: string; packed: string };

const label = `Trace-${randomBytes(3).toString('hex')}`;

beforeAll(async () => {
  testApp = createFullTestApp();
  team = await organizationWithManager(testApp, label);
  outsider = await signUp(testApp, {
    userMetadata: { full_name: `${label} Other`, organization_name: `${label} Other` },
  });
  const [wheat] = (await adminQuery<{ variety_id: string; crop_id: string }>(
    `select v.id as variety_id, v.crop_id from public.varieties v where v.name = 'HI 1544'`,
  )) as [{ variety_id: string; crop_id: string }];
  const as = () => api(testApp, team.admin);
  const farm = await as()
    .post('/api/v1/farms')
    .send(farmInput({ name: `${label} Farm`, total_area: 12.5, boundary: square(74.2, 19.6) }))
    .expect(201);
  // source → production (grown from it) → packed (packed from the harvest)
  const source = (
    (
      await as()
        .post('/api/v1/seed-lots/unregistered')
        .send({ crop_id: wheat.crop_id, variety_id: wheat.variety_id, pack_size: 25, pack_unit: 'Kg', quantity: 40 })
        .expect(201)
    ).body as UnregisteredSourceCreated
  ).lot.id;
  const production = (
    await as()
      .post('/api/v1/seed-lots/production')
      .send({
        sources: [{ lot_id: source, quantity: 10, unit: 'packages' }],
        farms: [{ farm_id: farm.body.farm.id, area_used: 5 }],
        generation: 'F2',
        planting_date: '2026-06-20',
        expected_harvest_date: '2026-10-30',
      })
      .expect(201)
  ).body.id as string;
  await as()
    .post(`/api/v1/seed-lots/${production}/harvests`)
    .send({ harvest_date: '2026-10-28', actual_yield: 800, pack_size: 25 })
    .expect(204);
  const packed = (
    await as()
      .post('/api/v1/seed-lots/packaging')
      .send({
        parents: [{ lot_id: production }],
        pack_size: 5,
        pack_unit: 'Kg',
        packages_count: 100,
        packaging_date: '2026-11-01',
      })
      .expect(201)
  ).body.id as string;
  chain = { source, production, packed };
});

afterAll(async () => {
  await testApp.close();
});

const reportOf = (lot: string) => `/api/v1/seed-lots/${lot}/trace-report`;

describe("a lot's trace report", () => {
  it('when an admin or a manager asks for it, then it is a PDF naming every lot of the chain with its mass balance', async () => {
    for (const member of [team.admin, team.manager]) {
      const response = await api(testApp, member).get(reportOf(chain.production)).buffer(true).expect(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="trace-report-${chain.production}.pdf"`,
      );
      const pdf = response.body as Buffer;
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const text = readLabelPdf(pdf).texts.flat().join('\n');
      expect(text).toContain(`Trace report: ${chain.production}`);
      for (const lot of [chain.source, chain.production, chain.packed]) expect(text).toContain(lot);
      expect(text).toContain('Upstream: the lots it came from');
      expect(text).toContain('Downstream: the lots made from it');
      expect(text).toMatch(/Mass balance: produced or received 800 kg/);
      expect(text).not.toContain('DOES NOT BALANCE');
      expect(text).toMatch(/Generated .* through the seed traceability portal, https?:\/\//);
    }
  });

  it('when the chain is read from its end, then the whole upstream is there, by depth', async () => {
    const response = await api(testApp, team.admin).get(reportOf(chain.packed)).buffer(true).expect(200);
    const text = readLabelPdf(response.body as Buffer)
      .texts.flat()
      .join('\n');
    const production = text.indexOf(`Depth 1 · ${chain.production}`);
    const source = text.indexOf(`Depth 2 · ${chain.source}`);
    expect(production).toBeGreaterThan(-1);
    expect(source).toBeGreaterThan(production);
    expect(text).toContain('None: no lot was made from it yet.');
  });

  it('when another organization, an unknown lot or no session asks, then it gets 404, 404 and 401', async () => {
    const refused = await api(testApp, outsider).get(reportOf(chain.production)).expect(404);
    expect(refused.body.error.code).toBe('seed_lot_not_found');
    await api(testApp, team.admin).get(reportOf('SL-20260101-0000000-0000')).expect(404);
    await api(testApp, null).get(reportOf(chain.production)).expect(401);
  });
});

describe('a long chain', () => {
  it('when a lot is 30 links deep, then every lot is printed whole on one page and every page says which report and page it is', async () => {
    const id = (i: number) => `SL-20261127-2308265-${1000 + i}`;
    const lot = (i: number, direction: TraceLot['direction'], depth: number): TraceLot => ({
      id: id(i),
      direction,
      depth,
      link:
        direction === 'self'
          ? null
          : { via: id(direction === 'ancestor' ? i - 1 : 0), relation: 'source', purpose: null },
      lotType: 'raw_production',
      crop: 'Wheat',
      variety: 'HI 1544',
      generation: `G${i}`,
      visible: i !== 7,
      status: 'active',
      createdAt: '2026-11-01T10:00:00.000Z',
      quantity: 40,
      quantityUnit: 'packages',
      packSize: 25,
      packUnit: 'Kg',
      balance:
        i === 7
          ? null
          : {
              producedOrReceivedKg: 1000,
              ownedKg: 600,
              drawnByChildrenKg: 400,
              transferredAwayKg: 0,
              adjustedKg: 0,
              balanced: i !== 5,
            },
    });
    const rows = [
      ...Array.from({ length: 30 }, (_, i) => lot(i + 1, 'ancestor', i + 1)),
      lot(0, 'self', 0),
      lot(31, 'descendant', 1),
    ];
    const pdf = await traceReportPdf(traceReport(id(0), rows, [], new Date(), 'https://seed.example.org'));
    const { pages, texts } = readLabelPdf(pdf);
    expect(pages).toBeGreaterThan(2);
    texts.forEach((page, i) => {
      expect(page).toContain(`Trace report ${id(0)} · page ${i + 1} of ${pages}`);
      expect(page.some((t) => t.startsWith('Generated ') && t.endsWith('https://seed.example.org'))).toBe(true);
    });
    for (let i = 1; i <= 30; i += 1) {
      const page = texts.find((p) => p.some((t) => t.startsWith(`Depth ${i} · ${id(i)} ·`)));
      expect(page, id(i)).toBeDefined();
      // the lot's last line is on the same page as its first
      expect(page!.some((t) => t.includes(i === 7 ? 'only its identity is shown' : 'transferred away'))).toBe(true);
    }
    const all = texts.flat().join('\n');
    expect(all).toContain(`Depth 5 · ${id(5)} · Production lot · DOES NOT BALANCE`);
    expect(all).toContain('32 lots: 30 upstream, 1 downstream. 1 lot does not balance.');
  });
});
