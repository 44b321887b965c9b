// The benches' small statistics: medians and nearest-rank percentiles of timings in ms, and
// timings as ratios to GET /healthz measured in the same run (ratios, never absolute timings,
// are what compare across runs).

const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
export const median = (xs: number[]) => sorted(xs)[Math.floor(xs.length / 2)] ?? NaN;
/** Nearest-rank percentile. */
export const percentile = (xs: number[], p: number) =>
  sorted(xs)[Math.max(0, Math.ceil((p / 100) * xs.length) - 1)] ?? NaN;
export const round = (x: number, digits = 1) => Math.round(x * 10 ** digits) / 10 ** digits;

/** How long `fn` took, in ms. */
export async function timed(fn: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await fn();
  return performance.now() - start;
}

/** GET /healthz's median and p95 in a run (ms, 2 decimals). */
export function healthzMs(healthz: number[]) {
  return { healthzMedianMs: round(median(healthz), 2), healthzP95Ms: round(percentile(healthz, 95), 2) };
}

/**
 * A series' median and p95 (ms, 2 decimals) against those of GET /healthz in the same run (ratios,
 * 1 decimal; `p95RatioExact` unrounded, for a budget), and /healthz's own (ms, 2 decimals).
 */
export function againstHealthz(xs: number[], healthz: number[]) {
  const xsMedian = median(xs);
  const xsP95 = percentile(xs, 95);
  return {
    ...healthzMs(healthz),
    medianMs: round(xsMedian, 2),
    p95Ms: round(xsP95, 2),
    medianRatio: round(xsMedian / median(healthz)),
    p95Ratio: round(xsP95 / percentile(healthz, 95)),
    p95RatioExact: xsP95 / percentile(healthz, 95),
  };
}
