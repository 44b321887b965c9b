// Budgets decided over rounds. A round measures the bench's steps interleaved, a few times each,
// and yields one ratio (e.g. the spec's pattern's median time over ours'); a budget is decided on
// the median of ROUNDS rounds' ratios, so one noisy round neither passes nor fails it, and the
// bench prints every round's ratio so a reader sees the spread.
import { startDelayProxy, USER_ROUND_TRIP_MS } from './delay-proxy';
import { median, round, timed } from './stats';

/** Rounds per budget: odd, so their median is one round's ratio. */
export const ROUNDS = 5;

/** Each round's timings (ms) of every step, by step name. */
export type RoundTimings<K extends string> = Record<K, number[]>[];

/**
 * Runs `steps` in turn (in the object's order), `perRound` times a round for `rounds` rounds,
 * after one warm-up pass whose timings are not kept (`warmUp` true: a step checks its answer there).
 */
export async function inRounds<K extends string>(
  rounds: number,
  perRound: number,
  steps: Record<K, (warmUp: boolean) => Promise<unknown>>,
): Promise<RoundTimings<K>> {
  const names = Object.keys(steps) as K[];
  for (const name of names) await steps[name](true);
  const timings: RoundTimings<K> = [];
  for (let r = 0; r < rounds; r++) {
    const times = Object.fromEntries(names.map((name) => [name, [] as number[]])) as Record<K, number[]>;
    for (let i = 0; i < perRound; i++) {
      for (const name of names) times[name].push(await timed(() => steps[name](false)));
    }
    timings.push(times);
  }
  return timings;
}

/** Per round, `stat` of step `over`'s timings over `stat` of step `under`'s (unrounded). */
export const ratiosByRound = <K extends string>(
  timings: RoundTimings<K>,
  over: K,
  under: K,
  stat: (xs: number[]) => number = median,
): number[] => timings.map((times) => stat(times[over]) / stat(times[under]));

/** A step's timings over every round (ms). */
export const allOf = <K extends string>(timings: RoundTimings<K>, step: K): number[] =>
  timings.flatMap((times) => times[step]);

/** A ratio decided over rounds, as reported (1 decimal). */
export interface RoundsRatio {
  /** Each round's, in the order measured. */
  rounds: number[];
  /** Their median: what the budget is decided on. */
  median: number;
}

export const roundsRatio = (ratios: number[]): RoundsRatio => ({
  rounds: ratios.map((r) => round(r)),
  median: round(median(ratios)),
});

/**
 * "<label>: 14.2x (rounds 13.1 14.2 15.0 14.0 14.6; budget ≥12x: ok)", "FAILED: " before a miss;
 * a `budget` of null (a reference figure) prints the rounds alone.
 */
export function roundsLine(label: string, ratio: RoundsRatio, budget: string | null, ok = true): string {
  const rounds = `rounds ${ratio.rounds.join(' ')}`;
  if (budget === null) return `${label}: ${ratio.median}x (${rounds}; no budget)`;
  return `${ok ? '' : 'FAILED: '}${label}: ${ratio.median}x (${rounds}; budget ${budget}${ok ? ': ok' : ''})`;
}

/** The one request against a pattern of many, over rounds: what the farms and lineage benches report. */
export interface SpeedUp {
  rounds: number;
  /** Times each step ran in a round. */
  perRound: number;
  /** Medians over every round (ms, 2 decimals) and their ratios to GET /healthz's (1 decimal). */
  healthzMs: number;
  oneRequestMs: number;
  oneRequestRatioToHealthz: number;
  patternMs: number;
  patternRatioToHealthz: number;
  /** Per round, the pattern's median over the one request's. */
  speedUp: RoundsRatio;
  requiredSpeedUp: number;
  ok: boolean;
}

/** GET /healthz, the one request and the pattern interleaved in rounds, the speed-up decided on their median. */
export async function speedUpInRounds(options: {
  rounds: number;
  perRound: number;
  requiredSpeedUp: number;
  healthz: (warmUp: boolean) => Promise<unknown>;
  oneRequest: (warmUp: boolean) => Promise<unknown>;
  pattern: (warmUp: boolean) => Promise<unknown>;
}): Promise<SpeedUp> {
  const { rounds, perRound, requiredSpeedUp, healthz, oneRequest, pattern } = options;
  const timings = await inRounds(rounds, perRound, { healthz, oneRequest, pattern });
  const ratios = ratiosByRound(timings, 'pattern', 'oneRequest');
  const [healthzMs, oneRequestMs, patternMs] = (['healthz', 'oneRequest', 'pattern'] as const).map((step) =>
    median(allOf(timings, step)),
  ) as [number, number, number];
  return {
    rounds,
    perRound,
    healthzMs: round(healthzMs, 2),
    oneRequestMs: round(oneRequestMs, 2),
    oneRequestRatioToHealthz: round(oneRequestMs / healthzMs),
    patternMs: round(patternMs, 2),
    patternRatioToHealthz: round(patternMs / healthzMs),
    speedUp: roundsRatio(ratios),
    requiredSpeedUp,
    ok: median(ratios) >= requiredSpeedUp,
  };
}

/** A speed-up's steps against a portal and the server of the spec's pattern, at the given origins. */
export type SpeedUpSteps = (
  portalUrl: string,
  patternUrl: string,
) => {
  healthz: (warmUp: boolean) => Promise<unknown>;
  oneRequest: (warmUp: boolean) => Promise<unknown>;
  pattern: (warmUp: boolean) => Promise<unknown>;
};

type Budget = { perRound: number; requiredSpeedUp: number };

/**
 * The one request against the pattern twice, each over ROUNDS rounds: on loopback, and through a
 * delaying proxy in front of each server, so every request pays a user's round trip
 * (USER_ROUND_TRIP_MS). The proxies live for this measurement only.
 */
export async function speedUpsOnLoopbackAndRoundTrip(options: {
  portalUrl: string;
  patternUrl: string;
  steps: SpeedUpSteps;
  loopback: Budget;
  roundTrip: Budget;
}): Promise<{ loopback: SpeedUp; roundTrip: SpeedUp & { roundTripMs: number }; ok: boolean }> {
  const { portalUrl, patternUrl, steps } = options;
  const proxies = await Promise.all([
    startDelayProxy(portalUrl, USER_ROUND_TRIP_MS),
    startDelayProxy(patternUrl, USER_ROUND_TRIP_MS),
  ]);
  try {
    const loopback = await speedUpInRounds({ rounds: ROUNDS, ...options.loopback, ...steps(portalUrl, patternUrl) });
    const roundTrip = await speedUpInRounds({
      rounds: ROUNDS,
      ...options.roundTrip,
      ...steps(proxies[0].url, proxies[1].url),
    });
    if (roundTrip.healthzMs < USER_ROUND_TRIP_MS) {
      throw new Error('GET /healthz through the delaying proxy took less than its round trip');
    }
    return {
      loopback,
      roundTrip: { roundTripMs: USER_ROUND_TRIP_MS, ...roundTrip },
      ok: loopback.ok && roundTrip.ok,
    };
  } finally {
    await Promise.all(proxies.map((proxy) => proxy.stop()));
  }
}

/** The table and budget lines of a one-request-against-a-pattern bench, on loopback and with a round trip. */
export function printSpeedUps(r: {
  title: string;
  /** Row labels of the one request and of the pattern. */
  oneRequest: string;
  pattern: string;
  /** What the budget lines name. */
  subject: string;
  loopback: SpeedUp;
  roundTrip: SpeedUp & { roundTripMs: number };
}): void {
  const { loopback, roundTrip } = r;
  console.log(
    `\n${r.title} (${loopback.rounds} rounds of ${loopback.perRound} on loopback, ${roundTrip.rounds} of ${roundTrip.perRound} with a ${roundTrip.roundTripMs} ms round trip; medians, ratios to GET /healthz)`,
  );
  const cell = (ms: number, ratio: number) => `${ms} ms`.padStart(12) + `${ratio}x`.padStart(9);
  console.log(''.padEnd(52), 'loopback'.padStart(21), `+${roundTrip.roundTripMs} ms round trip`.padStart(24));
  const rows: [string, (s: SpeedUp) => string][] = [
    ['GET /healthz', (s) => cell(s.healthzMs, 1)],
    [r.oneRequest, (s) => cell(s.oneRequestMs, s.oneRequestRatioToHealthz)],
    [r.pattern, (s) => cell(s.patternMs, s.patternRatioToHealthz)],
  ];
  for (const [label, of] of rows) console.log(label.padEnd(52), of(loopback), of(roundTrip).padStart(24));
  console.log("The one request's speed-up, per round the pattern's median over its median:");
  console.log(roundsLine(`${r.subject}, loopback`, loopback.speedUp, `≥${loopback.requiredSpeedUp}x`, loopback.ok));
  console.log(
    roundsLine(
      `${r.subject}, with a ${roundTrip.roundTripMs} ms round trip`,
      roundTrip.speedUp,
      `≥${roundTrip.requiredSpeedUp}x`,
      roundTrip.ok,
    ),
  );
}
