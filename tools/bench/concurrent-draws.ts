// One phase of concurrent writes that all draw from ONE lot, through the real BFF: the machinery
// of the production bench (issue 12: the wizard's and the packaging's submits) and the transfers
// bench (issue 13). `clients` clients each run `rounds` rounds of GET /healthz then the write, so
// /healthz is measured under the same load; every write must be answered: created, or a 409 with
// the expected refusal once the lot is empty. Latencies are ratios to /healthz in the same phase,
// with throughput, and carry no budget (writers serialized on one row lock on 2 shared cores say
// how the lock behaves, not how fast a write is alone). Each bench arranges its own lot and
// checks it afterwards (no overdraw, its own balances).
import { createOrganizationAdmin } from '../testing/accounts';
import { againstHealthz, round, timed } from './stats';

/** No HTTP answer within this is counted as unanswered. */
export const REQUEST_TIMEOUT_MS = 30_000;

export interface Api {
  call<T>(method: string, path: string, body?: unknown): Promise<T>;
  headers: Record<string, string>;
}

/** JSON calls as the bearer of `token`; any answer but a 2xx throws. */
export function apiFor(baseUrl: string, token: string): Api {
  const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
  return {
    headers,
    async call<T>(method: string, path: string, body?: unknown): Promise<T> {
      const res = await fetch(`${baseUrl}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
      return (res.status === 204 ? undefined : await res.json()) as T;
    },
  };
}

/** A new organization's admin (through the real sign-up), its API and its organization's id. */
export async function newOrganization(baseUrl: string, label: string) {
  const account = {
    email: `bench.${label}.${Date.now().toString(36)}@example.test`,
    password: 'bench-pass-1',
    fullName: `Bench ${label}`,
  };
  const { accessToken } = await createOrganizationAdmin(baseUrl, account);
  const api = apiFor(baseUrl, accessToken);
  const me = await api.call<{ organization: { id: string } | null; profile: { id: string } | null }>(
    'GET',
    '/api/v1/me',
  );
  if (!me.organization || !me.profile) throw new Error(`${account.email} has no organization after onboarding`);
  return { api, organizationId: me.organization.id, profileId: me.profile.id };
}

/** GET `url` timed (ms), with its body; any answer but a 2xx throws with the first of the body. */
export async function timedGet(url: string, init?: RequestInit): Promise<{ ms: number; text: string }> {
  let text = '';
  const ms = await timed(async () => {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    text = await res.text();
    if (!res.ok) throw new Error(`GET ${url} answered ${res.status}: ${text.slice(0, 300)}`);
  });
  return { ms, text };
}

/**
 * What a phase measured. `W` names the write as the report always has: 'submit' gives
 * submitMedianMs, submitP95Ms and submitsPerSecond.
 */
export type DrawPhase<W extends string> = {
  /** 'POST ' and the path written to. */
  endpoint: string;
  clients: number;
  rounds: number;
  /** Writes sent (clients × rounds). */
  requests: number;
  /** Writes that got an HTTP answer. */
  answered: number;
  created: number;
  /** 409 with the expected refusal (the lot has too little left). */
  refused: number;
  /** Any other answer (a 5xx, another 4xx, a 2xx that is not the expected one): each one fails the phase. */
  other: number;
  /** No HTTP answer (connection error or 30 s timeout): each one fails the phase. */
  unanswered: number;
  /** GET /healthz without a 200 during the phase: each one fails the phase. */
  healthzFailed: number;
  /** The first 5 other answers and missing answers. */
  otherSamples: string[];
  healthzMedianMs: number;
  healthzP95Ms: number;
} & Record<`${W}MedianMs` | `${W}P95Ms`, number> & {
    medianRatioToHealthz: number;
    p95RatioToHealthz: number;
  } & /** Answered writes per second of the phase's wall time. */ Record<`${W}sPerSecond`, number>;

/** An answer's body parsed as JSON ({} when it is not JSON). */
export interface AnswerBody {
  status?: string;
  error?: { message?: string };
}

export interface DrawPhaseSpec<W extends string> {
  /** How the report names the write ('submit', 'transfer'). */
  write: W;
  baseUrl: string;
  /** POSTed with `body` (JSON) and `headers`. */
  path: string;
  headers: Record<string, string>;
  body: unknown;
  clients: number;
  rounds: number;
  /** Whether an answer is the write made. */
  isCreated(status: number, body: AnswerBody): boolean;
  /** The start of the 409's message once the lot has too little left. */
  refusal: string;
}

/** Runs the phase's clients to the end and counts and times their answers. */
export async function runDrawPhase<W extends string>(spec: DrawPhaseSpec<W>): Promise<DrawPhase<W>> {
  const healthz: number[] = [];
  const writes: number[] = [];
  const counts = { answered: 0, created: 0, refused: 0, other: 0, unanswered: 0, healthzFailed: 0 };
  const otherSamples: string[] = [];
  const payload = JSON.stringify(spec.body);

  const client = async () => {
    for (let round = 0; round < spec.rounds; round++) {
      try {
        let ok = false;
        const ms = await timed(async () => {
          const health = await fetch(`${spec.baseUrl}/healthz`, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
          await health.arrayBuffer();
          ok = health.ok;
        });
        if (ok) healthz.push(ms);
        else counts.healthzFailed++;
      } catch {
        counts.healthzFailed++;
      }

      let status = 0;
      let text = '';
      try {
        writes.push(
          await timed(async () => {
            const res = await fetch(`${spec.baseUrl}${spec.path}`, {
              method: 'POST',
              headers: spec.headers,
              body: payload,
              signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
            });
            status = res.status;
            text = await res.text();
          }),
        );
      } catch (error) {
        counts.unanswered++;
        if (otherSamples.length < 5) otherSamples.push(`no answer: ${(error as Error).message}`);
        continue;
      }
      counts.answered++;
      let body: AnswerBody = {};
      try {
        const parsed: unknown = JSON.parse(text);
        if (parsed && typeof parsed === 'object') body = parsed as AnswerBody;
      } catch {
        // not JSON: counted below as another answer, unless the write counts it as made
      }
      if (spec.isCreated(status, body)) counts.created++;
      else if (status === 409 && body.error?.message?.startsWith(spec.refusal)) counts.refused++;
      else {
        counts.other++;
        if (otherSamples.length < 5) otherSamples.push(`${status}: ${text.slice(0, 200)}`);
      }
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: spec.clients }, client));
  const seconds = (performance.now() - started) / 1000;

  const timing = againstHealthz(writes, healthz);
  return {
    endpoint: `POST ${spec.path}`,
    clients: spec.clients,
    rounds: spec.rounds,
    requests: spec.clients * spec.rounds,
    ...counts,
    otherSamples,
    healthzMedianMs: timing.healthzMedianMs,
    healthzP95Ms: timing.healthzP95Ms,
    [`${spec.write}MedianMs`]: timing.medianMs,
    [`${spec.write}P95Ms`]: timing.p95Ms,
    medianRatioToHealthz: timing.medianRatio,
    p95RatioToHealthz: timing.p95Ratio,
    [`${spec.write}sPerSecond`]: round(counts.answered / seconds),
  } as DrawPhase<W>;
}

/** The lot drawn from in a phase, as the report states it. */
export interface DrawnLot {
  lot: string;
  unit: string;
  initial: number;
  drawEach: number;
  /** How many draws the lot holds: what must succeed when there are more requests. */
  expectedCreated: number;
  /** initial − created × drawEach. */
  expectedLeft: number;
  /** The lot's owned quantity after the phase, from GET /api/v1/seed-lots/{id}. */
  left: number;
  /** Lots made from it by the phase. */
  children: number;
}

/** What the lot must hold after `created` draws of `drawEach` out of `initial`. */
export function expectedDraws(phase: { requests: number; created: number }, initial: number, drawEach: number) {
  return {
    expectedCreated: Math.min(phase.requests, Math.floor(initial / drawEach + 1e-9)),
    // Quantities are numeric(…, 3) in the database: compare at 3 decimals.
    expectedLeft: round(initial - phase.created * drawEach, 3),
  };
}

/**
 * Every write and /healthz answered, none but the expected ones, and exactly as many made as the
 * lot holds (no refusal while there was enough).
 */
export function answeredAsExpected<W extends string>(phase: DrawPhase<W>, expectedCreated: number): boolean {
  return (
    phase.unanswered === 0 &&
    phase.healthzFailed === 0 &&
    phase.other === 0 &&
    phase.answered === phase.requests &&
    phase.created === expectedCreated
  );
}

/** The table of the phases: /healthz and the write, p50 and p95 as ratios, answers, throughput. */
export function printDrawPhases<W extends string>(what: string, write: W, phases: DrawPhase<W>[]): void {
  const first = phases[0]!;
  console.log(
    `\nConcurrent ${what} from one lot: ${first.clients} clients x ${first.rounds} rounds of GET /healthz then the ${write} (ratio to GET /healthz in the same run, no budget)`,
  );
  console.log(
    ''.padEnd(36),
    'p50'.padStart(7),
    'p50 ms'.padStart(9),
    'p95'.padStart(7),
    'p95 ms'.padStart(9),
    'answered'.padStart(9),
    '201'.padStart(5),
    '409'.padStart(5),
    'other'.padStart(6),
    'none'.padStart(5),
    'per s'.padStart(7),
  );
  for (const phase of phases) {
    const value = (key: `${W}MedianMs` | `${W}P95Ms` | `${W}sPerSecond`) => String(phase[key]);
    console.log(
      '  GET /healthz (same phase)'.padEnd(36),
      '1x'.padStart(7),
      String(phase.healthzMedianMs).padStart(9),
      '1x'.padStart(7),
      String(phase.healthzP95Ms).padStart(9),
    );
    console.log(
      phase.endpoint.padEnd(36),
      `${phase.medianRatioToHealthz}x`.padStart(7),
      value(`${write}MedianMs`).padStart(9),
      `${phase.p95RatioToHealthz}x`.padStart(7),
      value(`${write}P95Ms`).padStart(9),
      `${phase.answered}/${phase.requests}`.padStart(9),
      String(phase.created).padStart(5),
      String(phase.refused).padStart(5),
      String(phase.other).padStart(6),
      String(phase.unanswered).padStart(5),
      value(`${write}sPerSecond`).padStart(7),
    );
  }
}
