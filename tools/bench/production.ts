// Issue 12 "Bench": the production wizard's submit and the packaging submit under 20 concurrent
// clients that all draw from ONE lot, through the real BFF.
//
// A new organization gets one large unregistered source (the wizard's draws) and one harvested
// production lot (the packaging's draws), and two farms. Per phase, 20 clients each run rounds of
// GET /healthz then the submit, so /healthz is measured under the same load; each submit draws the
// same amount, and there are more submits than the lot holds. Every request must be answered:
// 201, or 409 with the spec's 'Quantity exceeds available amount' refusal once the lot is empty.
// No overdraw: the lot's owned quantity ends at initial − (201s × the draw), never below 0 (in a
// phase quantities only go down, so a final value at or above 0 means it never went below), the
// lot's lineage has one child per 201, exactly as many succeed as the lot holds (no refusal while
// there was enough), and the mass-balance report finds no unbalanced lot.
//
// Latencies are reported as ratios to /healthz in the same run, with throughput; they carry no
// budget: 20 writers serialized on one row lock on 2 shared cores say how the lock behaves, not
// how fast a wizard submit is alone. `ok` is about correctness only.
import {
  type PackagingLotCreateInput,
  PRODUCTION_MESSAGES,
  type ProductionLotCreateInput,
  PRODUCTION_API,
  SEED_LOTS_API,
} from '@seed/domain';
import { createOrganizationAdmin } from '../testing/accounts';
import {
  answeredAsExpected,
  type Api,
  apiFor,
  type DrawnLot,
  type DrawPhase,
  expectedDraws,
  printDrawPhases,
  runDrawPhase,
} from './concurrent-draws';
import { round } from './stats';

/** A phase's answers and timings, and its lot: `children` are the lot's children in its lineage (one per 201). */
export interface DrawPhaseResult extends DrawPhase<'submit'>, DrawnLot {
  /** GET /api/v1/seed-lots/mass-balance: the organization's unbalanced lots. */
  unbalanced: number;
  noOverdraw: boolean;
  ok: boolean;
}

export interface ProductionBenchResult {
  wizard: DrawPhaseResult;
  packaging: DrawPhaseResult;
  ok: boolean;
}

const CLIENTS = 20;
const ROUNDS = 15;
// Each lot holds 290 of the 300 submits: the last 10 find it empty. (The BFF logs every 409 at
// warn level, so a few refusals prove the point without flooding the bench's output.)
/** The wizard's source: 435 packages of 25 Kg, 1.5 packages a submit. */
const SOURCE_PACKAGES = 435;
const WIZARD_DRAW = 1.5;
/** The packaging parent: a 2,900 Kg harvest, 2 × 5 Kg a submit. */
const HARVEST_KG = 2900;
const PACKAGES_EACH = 2;
const PACK_SIZE = 5;
const today = () => new Date().toISOString().slice(0, 10);
const refusalPrefix = PRODUCTION_MESSAGES.quantityExceedsAvailable(0, '').split('(')[0]!;

const square = (lng: number, lat: number) => ({
  type: 'Polygon' as const,
  coordinates: [
    [
      [lng, lat],
      [lng + 0.01, lat],
      [lng + 0.01, lat + 0.01],
      [lng, lat + 0.01],
      [lng, lat],
    ],
  ],
});

/** The organization's lots to draw from and its farms, made through the API as its admin. */
async function arrange(api: Api) {
  const farms: string[] = [];
  for (const [i, name] of ['Bench North', 'Bench South'].entries()) {
    const created = await api.call<{ farm: { id: string } }>('POST', '/api/v1/farms', {
      name,
      address: 'Indore, Madhya Pradesh',
      total_area: 50,
      area_unit: 'acres',
      ownership_status: 'owned',
      irrigation_method: 'drip',
      location: { latitude: 22.7 + i * 0.05, longitude: 75.8 },
      boundary: square(75.8, 22.7 + i * 0.05),
    });
    farms.push(created.farm.id);
  }
  const crops = await api.call<{ items: { id: string; name: string }[] }>('GET', '/api/v1/crops');
  const wheat = crops.items.find((c) => c.name === 'Wheat')!;
  const choices = await api.call<{ masters: { id: string; name: string }[] }>(
    'GET',
    `/api/v1/variety-choices?crop=${wheat.id}`,
  );
  const variety = choices.masters.find((v) => v.name === 'HI 1544')!;
  const unregistered = (quantity: number) =>
    api.call<{ lot: { id: string } }>('POST', SEED_LOTS_API.createUnregistered.path, {
      crop_id: wheat.id,
      variety_id: variety.id,
      pack_size: 25,
      quantity,
      generation: 'Foundation',
    });
  const source = (await unregistered(SOURCE_PACKAGES)).lot.id;

  // The packaging parent: a production lot from a small source of its own, harvested.
  const seed = (await unregistered(10)).lot.id;
  const grown = await api.call<{ id: string }>('POST', PRODUCTION_API.createProduction.path, {
    sources: [{ lot_id: seed, quantity: 2, unit: 'packages' }],
    farms: farms.map((farm_id) => ({ farm_id, area_used: 5 })),
    generation: 'Certified 1',
  } satisfies ProductionLotCreateInput);
  await api.call('POST', `/api/v1/seed-lots/${grown.id}/harvests`, {
    actual_yield: HARVEST_KG,
    yield_unit: 'Kg',
    pack_size: PACK_SIZE,
    pack_unit: 'Kg',
    harvest_date: today(),
  });
  return { farms, source, harvested: grown.id };
}

interface Phase {
  path: string;
  body: unknown;
  lot: string;
  unit: string;
  initial: number;
  drawEach: number;
}

/** CLIENTS clients, ROUNDS rounds each of GET /healthz then the submit; then the lot's checks. */
async function runPhase(baseUrl: string, api: Api, phase: Phase): Promise<DrawPhaseResult> {
  const submits = await runDrawPhase({
    write: 'submit',
    baseUrl,
    path: phase.path,
    headers: api.headers,
    body: phase.body,
    clients: CLIENTS,
    rounds: ROUNDS,
    isCreated: (status) => status === 201,
    refusal: refusalPrefix,
  });

  const detail = await api.call<{
    owners: { quantity_owned: number; unit: string }[];
    lineage: { id: string; direction: string; depth: number }[];
  }>('GET', `/api/v1/seed-lots/${phase.lot}`);
  const left = detail.owners[0]?.quantity_owned ?? NaN;
  const children = new Set(detail.lineage.filter((l) => l.direction === 'descendant' && l.depth === 1).map((l) => l.id))
    .size;
  const balance = await api.call<{ unbalanced: number }>('GET', PRODUCTION_API.massBalance.path);

  const { expectedCreated, expectedLeft } = expectedDraws(submits, phase.initial, phase.drawEach);
  const noOverdraw =
    left >= 0 && round(left, 3) === expectedLeft && children === submits.created && submits.created <= expectedCreated;
  return {
    ...submits,
    lot: phase.lot,
    unit: phase.unit,
    initial: phase.initial,
    drawEach: phase.drawEach,
    expectedCreated,
    expectedLeft,
    left,
    children,
    unbalanced: balance.unbalanced,
    noOverdraw,
    ok: noOverdraw && answeredAsExpected(submits, expectedCreated) && balance.unbalanced === 0,
  };
}

/** Both phases for a new organization (its admin is made here, through the real sign-up). */
export async function measureProductionDraws(baseUrl: string): Promise<ProductionBenchResult> {
  const account = {
    email: `bench.producer.${Date.now().toString(36)}@example.test`,
    password: 'bench-pass-1',
    fullName: 'Bench Producer',
  };
  const { accessToken } = await createOrganizationAdmin(baseUrl, account);
  const api = apiFor(baseUrl, accessToken);
  const { farms, source, harvested } = await arrange(api);

  const wizard = await runPhase(baseUrl, api, {
    path: PRODUCTION_API.createProduction.path,
    body: {
      sources: [{ lot_id: source, quantity: WIZARD_DRAW, unit: 'packages', purpose: 'source' }],
      farms: farms.map((farm_id, i) => ({ farm_id, area_used: 2 + i })),
      generation: 'Certified 1',
      planting_date: today(),
    } satisfies ProductionLotCreateInput,
    lot: source,
    unit: 'packages',
    initial: SOURCE_PACKAGES,
    drawEach: WIZARD_DRAW,
  });
  const packaging = await runPhase(baseUrl, api, {
    path: PRODUCTION_API.createPackaging.path,
    body: {
      parents: [{ lot_id: harvested, quantity: PACKAGES_EACH * PACK_SIZE, unit: 'Kg' }],
      pack_size: PACK_SIZE,
      pack_unit: 'Kg',
      packages_count: PACKAGES_EACH,
      packaging_date: today(),
    } satisfies PackagingLotCreateInput,
    lot: harvested,
    unit: 'Kg',
    initial: HARVEST_KG,
    drawEach: PACKAGES_EACH * PACK_SIZE,
  });
  return { wizard, packaging, ok: wizard.ok && packaging.ok };
}

/** The report lines of the concurrent-draws bench. */
export function printProductionBench(r: ProductionBenchResult): void {
  printDrawPhases('draws', 'submit', [r.wizard, r.packaging]);
  for (const phase of [r.wizard, r.packaging]) {
    const what = phase === r.wizard ? 'wizard' : 'packaging';
    console.log(
      `${what}: ${phase.initial} ${phase.unit} - ${phase.created} x ${phase.drawEach} = ${phase.expectedLeft} expected, ` +
        `${phase.left} left; ${phase.children} lots drawn from it; ${phase.expectedCreated} could succeed; ` +
        `mass balance: ${phase.unbalanced} unbalanced ` +
        (phase.ok ? '(ok)' : `FAILED${phase.noOverdraw ? '' : ': overdraw or lost draw'}`),
    );
    for (const sample of phase.otherSamples) console.log(`  unexpected answer: ${sample}`);
  }
}
