// The EPCIS trace of a lot with a 30-deep lineage (issue 31): one request answers the EPCISDocument
// of the lot and every ancestor, each lot with its commissioning and a test report; its p95 is
// compared with GET /healthz's in the same round, over ROUNDS rounds.
import { accessToken, insertChain, LINEAGE_DEPTH, memberOf, ok, withAdmin } from './seed-lots';
import { allOf, inRounds, ratiosByRound, ROUNDS, roundsLine, roundsRatio, type RoundsRatio } from './rounds';
import { median, percentile, round } from './stats';

const PER_ROUND = 40;
const MAX_RATIO = 5;

export interface EpcisTraceBenchResult {
  ok: boolean;
  depth: number;
  events: number;
  bytes: number;
  perRound: number;
  healthzP95Ms: number;
  traceP95Ms: number;
  traceMedianMs: number;
  /** The same lot's detail (GET /api/v1/seed-lots/{id}, with its lineage), for scale: no budget. */
  detailP95Ms: number;
  detailMedianMs: number;
  p95RatioToHealthzP95: RoundsRatio;
  maxRatio: number;
}

export async function measureEpcisTrace(
  baseUrl: string,
  account: { email: string; password: string },
  adminUrl: string,
): Promise<EpcisTraceBenchResult> {
  const token = await accessToken(baseUrl, account);
  const headers = { Authorization: `Bearer ${token}` };
  const chain = await withAdmin(adminUrl, async (admin) => {
    const member = await memberOf(admin, account.email);
    const ids = await insertChain(admin, member, LINEAGE_DEPTH);
    // each lot commissioned by its harvest: a production manifest with its item and ledger entry
    await admin.query(
      `with made as (
         insert into public.transaction_manifests (manifest_type, status, from_org_id, to_org_id, transaction_date, created_at)
         select 'production', 'COMPLETED', $2, $2, l.created_at, l.created_at
         from unnest($1::text[]) with ordinality as x(id, n) join public.seed_lots l on l.id = x.id
         returning id, transaction_date
       )
       insert into public.transaction_manifest_items (manifest_id, seed_lot_id, quantity_transferred, quantity_unit)
       select m.id, l.id, 100, 'Kg' from made m join public.seed_lots l on l.created_at = m.transaction_date
         and l.id = any($1::text[])`,
      [ids, member.organizationId],
    );
    await admin.query('analyze public.transaction_manifests, public.transaction_manifest_items');
    return ids;
  });
  const lot = chain[LINEAGE_DEPTH]!;
  const url = `${baseUrl}/api/v1/seed-lots/${encodeURIComponent(lot)}/epcis`;

  let events = 0;
  let bytes = 0;
  const timings = await inRounds(ROUNDS, PER_ROUND, {
    healthz: async () => (await ok(await fetch(`${baseUrl}/healthz`), 'healthz')).arrayBuffer(),
    detail: async () =>
      (
        await ok(await fetch(`${baseUrl}/api/v1/seed-lots/${encodeURIComponent(lot)}`, { headers }), 'detail')
      ).arrayBuffer(),
    trace: async (warmUp: boolean) => {
      const res = await ok(await fetch(url, { headers }), 'GET /api/v1/seed-lots/{id}/epcis');
      const body = await res.arrayBuffer();
      if (!warmUp) return;
      const doc = JSON.parse(Buffer.from(body).toString('utf8')) as { epcisBody: { eventList: unknown[] } };
      events = doc.epcisBody.eventList.length;
      bytes = body.byteLength;
      if (events < LINEAGE_DEPTH + 1) {
        throw new Error(`the trace has ${events} events, not one per lot of the ${LINEAGE_DEPTH + 1}-lot chain`);
      }
    },
  });
  const p95 = (xs: number[]) => percentile(xs, 95);
  const ratio = roundsRatio(ratiosByRound(timings, 'trace', 'healthz', p95));
  return {
    ok: ratio.median <= MAX_RATIO,
    depth: LINEAGE_DEPTH,
    events,
    bytes,
    perRound: PER_ROUND,
    healthzP95Ms: round(p95(allOf(timings, 'healthz')), 2),
    traceP95Ms: round(p95(allOf(timings, 'trace')), 2),
    traceMedianMs: round(median(allOf(timings, 'trace')), 2),
    detailP95Ms: round(p95(allOf(timings, 'detail')), 2),
    detailMedianMs: round(median(allOf(timings, 'detail')), 2),
    p95RatioToHealthzP95: ratio,
    maxRatio: MAX_RATIO,
  };
}

export function printEpcisTraceBench(r: EpcisTraceBenchResult): void {
  console.log(
    `\nEPCIS trace of a lot with a ${r.depth}-deep lineage: ${r.events} events, ${r.bytes} bytes (${ROUNDS} rounds of ${r.perRound} requests of each kind, interleaved)`,
  );
  console.log(''.padEnd(40), 'p95 ms'.padStart(10), 'median ms'.padStart(11));
  console.log('GET /healthz'.padEnd(40), String(r.healthzP95Ms).padStart(10));
  console.log(
    'GET /api/v1/seed-lots/{id} (for scale)'.padEnd(40),
    String(r.detailP95Ms).padStart(10),
    String(r.detailMedianMs).padStart(11),
  );
  console.log(
    'GET /api/v1/seed-lots/{id}/epcis'.padEnd(40),
    String(r.traceP95Ms).padStart(10),
    String(r.traceMedianMs).padStart(11),
  );
  console.log(`A round's ratio: its p95 over the p95 of GET /healthz in the same round.`);
  console.log(roundsLine('EPCIS trace p95', r.p95RatioToHealthzP95, `≤${r.maxRatio}x`, r.ok));
}
