// Issue 14 "Bench": Lighthouse on the public verification page /v/{code}, mobile, simulated slow 4G
// (Lighthouse's default mobile settings: a Moto G Power-sized screen, 150 ms RTT, 1.6 Mbps down,
// 4x CPU slowdown, all simulated from one unthrottled load, so loopback does not flatter the page).
// Budgets: performance ≥ 95, accessibility 100.
//
// Debian's Chromium (CHROMIUM_PATH, /usr/bin/chromium) is started by chrome-launcher, headless, with
// the flags of TOOLCHAIN.md; the host resolver answers nothing but 127.0.0.1, so nothing outside the
// machine is asked for. Scores move by a few points on 2 cores, so the page is measured RUNS times in
// one Chromium, after one unscored warm-up load, and the run Lighthouse itself calls the median (computeMedianRun: nearest to the
// median FCP and TTI) is the result. Each run starts with cleared storage, so each is a new device:
// the first sees the genuine page, the later ones 'verified before' (the copied-label state), which
// is the same page with one more sentence.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { round } from './stats';

const RUNS = 3;
const MIN_PERFORMANCE = 95;
const MIN_ACCESSIBILITY = 100;

/** Headless Debian Chromium as root, offline (TOOLCHAIN.md "Measuring pages and servers"). */
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
];

/** The metrics behind the performance score, in milliseconds (CLS has no unit). */
export interface LighthouseMetrics {
  firstContentfulPaintMs: number;
  largestContentfulPaintMs: number;
  totalBlockingTimeMs: number;
  cumulativeLayoutShift: number;
  speedIndexMs: number;
}

export interface LighthouseRun {
  performance: number;
  accessibility: number;
  metrics: LighthouseMetrics;
}

export interface VerificationLighthouseResult {
  url: string;
  lighthouseVersion: string;
  formFactor: string;
  throttling: string;
  runs: LighthouseRun[];
  /** Scores (0–100) of the median run. */
  performance: number;
  accessibility: number;
  metrics: LighthouseMetrics;
  /** Accessibility audits of the median run that failed (score < 1), with the elements they name. */
  accessibilityFailures: { id: string; title: string; items: string[] }[];
  /** Performance audits of the median run that lost points (score < 0.9, not informative). */
  performanceOpportunities: { id: string; title: string; displayValue: string | null }[];
  warnings: string[];
  minPerformance: number;
  minAccessibility: number;
  ok: boolean;
}

const score = (lhr: Result, category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
const numeric = (lhr: Result, audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;

function metricsOf(lhr: Result): LighthouseMetrics {
  return {
    firstContentfulPaintMs: round(numeric(lhr, 'first-contentful-paint')),
    largestContentfulPaintMs: round(numeric(lhr, 'largest-contentful-paint')),
    totalBlockingTimeMs: round(numeric(lhr, 'total-blocking-time')),
    cumulativeLayoutShift: round(numeric(lhr, 'cumulative-layout-shift'), 3),
    speedIndexMs: round(numeric(lhr, 'speed-index')),
  };
}

/**
 * The audits of a category that did not pass and count: weighed in the score, or (performance
 * insights) estimated to save time on a metric.
 */
function failedAudits(lhr: Result, category: string, below: number) {
  return (lhr.categories[category]?.auditRefs ?? [])
    .map((ref) => ({ ref, audit: lhr.audits[ref.id]! }))
    .filter(
      ({ ref, audit }) =>
        audit.score !== null &&
        audit.score < below &&
        (ref.weight > 0 || Object.values(audit.metricSavings ?? {}).some((ms) => (ms ?? 0) > 0)),
    )
    .map(({ audit }) => audit);
}

/** The elements a failed audit names (its details table's node snippets), for the report. */
function itemsOf(audit: Result['audits'][string]): string[] {
  const details = audit.details as { items?: { node?: { snippet?: string; selector?: string } }[] } | undefined;
  return (details?.items ?? []).map((i) => i.node?.snippet ?? i.node?.selector ?? JSON.stringify(i)).slice(0, 5);
}

/**
 * Lighthouse (mobile, simulated slow 4G) on `pageUrl`, a verification page served by the portal at
 * `baseUrl`: the median of RUNS runs, with the failed accessibility audits and lost performance points.
 */
export async function measureVerificationLighthouse(
  baseUrl: string,
  pageUrl: string,
): Promise<VerificationLighthouseResult> {
  if (new URL(pageUrl).origin !== new URL(baseUrl).origin) throw new Error(`${pageUrl} is not on ${baseUrl}`);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  const results: Result[] = [];
  try {
    const flags: Flags = {
      port: chrome.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance', 'accessibility'],
    };
    // A first load in a new Chromium pays for warming its renderer up (hundreds of ms of blocking
    // time at 4x CPU on a page without script): one unscored load first, so the runs compare.
    await lighthouse(pageUrl, { ...flags, onlyAudits: ['first-contentful-paint'] });
    for (let i = 0; i < RUNS; i++) {
      const result = await lighthouse(pageUrl, flags);
      if (!result) throw new Error(`Lighthouse returned nothing for ${pageUrl}`);
      const { lhr } = result;
      if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
      results.push(lhr);
    }
  } finally {
    chrome.kill();
  }
  const median = computeMedianRun(results);
  const performance = score(median, 'performance');
  const accessibility = score(median, 'accessibility');
  const { throttling } = median.configSettings;
  return {
    url: pageUrl,
    lighthouseVersion: median.lighthouseVersion,
    formFactor: median.configSettings.formFactor,
    throttling: `${median.configSettings.throttlingMethod}: ${throttling.rttMs} ms RTT, ${throttling.throughputKbps} kbps, CPU ×${throttling.cpuSlowdownMultiplier}`,
    runs: results.map((lhr) => ({
      performance: score(lhr, 'performance'),
      accessibility: score(lhr, 'accessibility'),
      metrics: metricsOf(lhr),
    })),
    performance,
    accessibility,
    metrics: metricsOf(median),
    accessibilityFailures: failedAudits(median, 'accessibility', 1).map((a) => ({
      id: a.id,
      title: a.title,
      items: itemsOf(a),
    })),
    performanceOpportunities: failedAudits(median, 'performance', 0.9).map((a) => ({
      id: a.id,
      title: a.title,
      displayValue: a.displayValue ?? null,
    })),
    warnings: [...new Set(results.flatMap((lhr) => lhr.runWarnings))],
    minPerformance: MIN_PERFORMANCE,
    minAccessibility: MIN_ACCESSIBILITY,
    ok: performance >= MIN_PERFORMANCE && accessibility >= MIN_ACCESSIBILITY,
  };
}

/** The report lines of the Lighthouse bench. */
export function printVerificationLighthouse(r: VerificationLighthouseResult): void {
  console.log(
    `\nLighthouse ${r.lighthouseVersion} on /v/{code}, ${r.formFactor}, ${r.throttling}; median of ${r.runs.length} runs`,
  );
  console.log(
    ''.padEnd(8),
    'perf'.padStart(5),
    'a11y'.padStart(5),
    'FCP ms'.padStart(8),
    'LCP ms'.padStart(8),
    'TBT ms'.padStart(7),
    'CLS'.padStart(6),
    'SI ms'.padStart(7),
  );
  const line = (name: string, run: LighthouseRun) =>
    console.log(
      name.padEnd(8),
      String(run.performance).padStart(5),
      String(run.accessibility).padStart(5),
      String(run.metrics.firstContentfulPaintMs).padStart(8),
      String(run.metrics.largestContentfulPaintMs).padStart(8),
      String(run.metrics.totalBlockingTimeMs).padStart(7),
      String(run.metrics.cumulativeLayoutShift).padStart(6),
      String(run.metrics.speedIndexMs).padStart(7),
    );
  r.runs.forEach((run, i) => line(`run ${i + 1}`, run));
  line('median', r);
  for (const f of r.accessibilityFailures) console.log(`accessibility: ${f.id} (${f.title}): ${f.items.join(' | ')}`);
  for (const o of r.performanceOpportunities)
    console.log(`performance: ${o.id} (${o.title})${o.displayValue ? `: ${o.displayValue}` : ''}`);
  for (const w of r.warnings) console.log(`warning: ${w}`);
  const missed = [
    ...(r.performance < r.minPerformance ? [`performance ${r.performance} is under ${r.minPerformance}`] : []),
    ...(r.accessibility < r.minAccessibility
      ? [`accessibility ${r.accessibility} is under ${r.minAccessibility}`]
      : []),
  ];
  console.log(
    r.ok
      ? `performance ${r.performance} (at least ${r.minPerformance}), accessibility ${r.accessibility} (at least ${r.minAccessibility}): ok`
      : `FAILED: ${missed.join('; ')}`,
  );
}
