// Issue 14 "Bench": the public verification page GET /v/{code} under autocannon on loopback, against a
// static file served by the same BFF process (the shell's /index.html, served by express.static), and
// the page's total weight.
//
// A new organization gets one unregistered lot and its lot code (POST /api/v1/qr-lots/{lotId}/code),
// all through the API. Each target is warmed up, then loaded by CONNECTIONS connections for ROUNDS
// alternating rounds (static, page, static, page …) of ROUND_SECONDS each, so a burst of load from
// other work on the machine falls on both. Every request is sent as a phone's browser would send it:
// Accept-Encoding: gzip, Accept-Language: en, a mobile User-Agent, and ONE fixed device cookie, so
// the page's repeated visits are one device (each visit still logs a scan; the cookie is never set
// again). Throughput is 2xx answers per second of load; latencies are every response's own time
// (autocannon's histogram keeps whole milliseconds, too coarse for a static file on loopback).
//
// The page is rate limited per client (DEFAULT_VERIFICATION_LIMITS: 120 views per 10 minutes), and
// that limit has no environment variable (it is an option of createQrCodesComponent only). The
// bench therefore runs the BFF with TRUST_PROXY=loopback and gives each request an X-Forwarded-For
// address, a new one every ADDRESS_REUSE requests (under the limit): the limiter still counts every
// request in the database, as it would for many shoppers behind the load balancer. Any non-2xx
// answer (a 429 included) fails the bench.
//
// Weight: the page as a browser receives it (Accept-Encoding: gzip), in English and in Hindi, body
// and response headers, plus everything it references (src, href of <link>, srcset, poster, data,
// CSS url() and @import: there should be none) and the /favicon.ico a browser asks for by itself when
// a page names no icon. Budget: ≤ 20 kB transferred in total (the heavier language), and the page's
// throughput ≥ 25 % of the static file's. Lighthouse (performance, accessibility) is verification-lighthouse.ts.
import http from 'node:http';
import { createRequire } from 'node:module';
import zlib from 'node:zlib';
import { SEED_LOTS_API } from '@seed/domain';
import { createOrganizationAdmin } from '../testing/accounts';
import { apiFor } from './concurrent-draws';
import { median, percentile, round } from './stats';

/** The part of autocannon's programmatic API used here (the package ships no types). */
interface AutocannonRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
}
interface AutocannonOptions {
  url: string;
  connections: number;
  duration: number;
  headers: Record<string, string>;
  requests: { setupRequest: (request: AutocannonRequest) => AutocannonRequest }[];
}
interface AutocannonResult {
  duration: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  '2xx': number;
  statusCodeStats: Record<string, { count: number }>;
}
type AutocannonInstance = Promise<AutocannonResult> & {
  on(event: 'response', listener: (client: unknown, status: number, bytes: number, ms: number) => void): void;
};
const autocannon = createRequire(import.meta.url)('autocannon') as (options: AutocannonOptions) => AutocannonInstance;

const CONNECTIONS = 10;
const ROUNDS = 2;
const ROUND_SECONDS = 5;
const WARMUP_SECONDS = 2;
/** Requests per X-Forwarded-For address: under the page's 120 views per client and window. */
const ADDRESS_REUSE = 100;
const STATIC_PATH = '/index.html';
const WEIGHT_BUDGET_BYTES = 20 * 1024;
const MIN_THROUGHPUT_PERCENT = 25;

/** One device: a fixed id in the page's device cookie (seed_device, 22 URL-safe characters). */
const DEVICE_COOKIE = `seed_device=${'benchDevice'.padEnd(22, '0')}`;
const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
const BROWSER_HEADERS = {
  'user-agent': PHONE_UA,
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip',
  'accept-language': 'en',
  cookie: DEVICE_COOKIE,
};

/** Client addresses for X-Forwarded-For: 10.x.y.z, a new one every ADDRESS_REUSE requests. */
function clientAddresses() {
  let sent = 0;
  return () => {
    const n = Math.floor(sent++ / ADDRESS_REUSE) + 1;
    return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  };
}

export interface LoadResult {
  path: string;
  seconds: number;
  requests: number;
  ok2xx: number;
  /** Non-2xx answers by status, connection errors and timeouts: each one fails the bench. */
  non2xx: number;
  statuses: Record<string, number>;
  errors: number;
  timeouts: number;
  requestsPerSecond: number;
  medianMs: number;
  p99Ms: number;
}

export interface Transfer {
  url: string;
  status: number;
  contentEncoding: string | null;
  headerBytes: number;
  /** Body bytes as transferred (gzip'd when the server compressed it). */
  bodyBytes: number;
  /** Body bytes once decompressed. */
  uncompressedBytes: number;
}

export interface PageWeight {
  language: string;
  page: Transfer;
  /** Everything the page's HTML references (there should be nothing). */
  referenced: string[];
  /** Referenced resources of the same origin, fetched and weighed. */
  sameOrigin: Transfer[];
  /** Referenced resources elsewhere (cannot be weighed here: each one fails the bench). */
  external: string[];
  /** What a browser asks for by itself when a page names no icon. */
  favicon: Transfer | null;
  /** Response headers and bodies as transferred, the page's and everything else fetched. */
  transferredBytes: number;
  /** The same, bodies decompressed. */
  uncompressedBytes: number;
}

export interface VerificationPageBenchResult {
  connections: number;
  rounds: number;
  roundSeconds: number;
  device: string;
  rateLimiting: string;
  staticFile: LoadResult;
  page: LoadResult;
  /** The page's 2xx per second as a percentage of the static file's. */
  throughputPercentOfStatic: number;
  minThroughputPercent: number;
  /** The page's p99 over the static file's. */
  p99Ratio: number;
  medianRatio: number;
  weights: PageWeight[];
  /** The heavier language's total transferred bytes. */
  weightBytes: number;
  weightBudgetBytes: number;
  ok: boolean;
}

/** GET over a plain socket, so the body is read as transferred (fetch would decompress it). */
function get(url: string, headers: Record<string, string>): Promise<{ transfer: Transfer; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        const encoding = res.headers['content-encoding'] ?? null;
        const plain = encoding === 'gzip' ? zlib.gunzipSync(body) : body;
        let headerBytes = Buffer.byteLength(`HTTP/${res.httpVersion} ${res.statusCode} ${res.statusMessage}\r\n\r\n`);
        for (let i = 0; i < res.rawHeaders.length; i += 2) {
          headerBytes += Buffer.byteLength(`${res.rawHeaders[i]}: ${res.rawHeaders[i + 1]}\r\n`);
        }
        resolve({
          transfer: {
            url,
            status: res.statusCode ?? 0,
            contentEncoding: encoding,
            headerBytes,
            bodyBytes: body.length,
            uncompressedBytes: plain.length,
          },
          text: plain.toString('utf8'),
        });
      });
    });
    req.on('error', reject);
  });
}

/** Every URL an HTML document makes a browser load: src, srcset, poster, data, <link href>, CSS url()/@import. */
export function referencedResources(html: string): string[] {
  const found: string[] = [];
  const attr = (tag: string, name: string) =>
    new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
  for (const [tag, name] of html.matchAll(/<([a-z][a-z0-9-]*)\b[^>]*>/gi)) {
    const element = name!.toLowerCase();
    for (const a of ['src', 'poster', 'data', 'srcset', 'imagesrcset', 'background']) {
      if (a === 'data' && element !== 'object') continue;
      const m = attr(tag, a);
      const value = m && (m[1] ?? m[2] ?? m[3]);
      if (!value) continue;
      if (a.endsWith('srcset'))
        found.push(
          ...value
            .split(',')
            .map((s) => s.trim().split(/\s+/)[0]!)
            .filter(Boolean),
        );
      else found.push(value);
    }
    if (element === 'link') {
      const m = attr(tag, 'href');
      const value = m && (m[1] ?? m[2] ?? m[3]);
      if (value) found.push(value);
    }
  }
  const css = [
    ...[...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((m) => m[1]!),
    ...[...html.matchAll(/\sstyle\s*=\s*(?:"([^"]*)"|'([^']*)')/gi)].map((m) => m[1] ?? m[2]!),
  ];
  for (const sheet of css) {
    for (const m of sheet.matchAll(/url\(\s*(?:"([^"]*)"|'([^']*)'|([^)]*?))\s*\)/gi))
      found.push(m[1] ?? m[2] ?? m[3]!);
    for (const m of sheet.matchAll(/@import\s+(?:"([^"]*)"|'([^']*)')/gi)) found.push(m[1] ?? m[2]!);
  }
  // data: URLs are part of the document's own bytes
  return found.filter((u) => !/^data:/i.test(u));
}

async function weigh(baseUrl: string, path: string, language: string, address: () => string): Promise<PageWeight> {
  // a first visit: no device cookie yet, so the answer carries the Set-Cookie a new shopper gets
  const { cookie: _cookie, ...firstVisit } = BROWSER_HEADERS;
  const { transfer: page, text } = await get(`${baseUrl}${path}?lang=${language}`, {
    ...firstVisit,
    'x-forwarded-for': address(),
  });
  if (page.status !== 200) throw new Error(`GET ${path}?lang=${language} answered ${page.status}`);
  const referenced = referencedResources(text);
  const origin = new URL(baseUrl).origin;
  const sameOrigin: Transfer[] = [];
  const external: string[] = [];
  for (const ref of referenced) {
    const url = new URL(ref, page.url);
    if (url.origin !== origin) external.push(url.href);
    else sameOrigin.push((await get(url.href, { ...BROWSER_HEADERS, accept: '*/*' })).transfer);
  }
  const namesIcon = /<link\b[^>]*\brel\s*=\s*["']?[^"'>]*\bicon\b/i.test(text);
  const favicon = namesIcon
    ? null
    : (
        await get(`${origin}/favicon.ico`, {
          ...BROWSER_HEADERS,
          accept: 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8',
        })
      ).transfer;
  const all = [page, ...sameOrigin, ...(favicon ? [favicon] : [])];
  return {
    language,
    page,
    referenced,
    sameOrigin,
    external,
    favicon,
    transferredBytes: all.reduce((sum, t) => sum + t.headerBytes + t.bodyBytes, 0),
    uncompressedBytes: all.reduce((sum, t) => sum + t.headerBytes + t.uncompressedBytes, 0),
  };
}

interface Series {
  seconds: number;
  ok2xx: number;
  statuses: Record<string, number>;
  errors: number;
  timeouts: number;
  latencies: number[];
}

/** One autocannon run of `seconds` against `path`, each request from the next client address. */
async function load(baseUrl: string, path: string, seconds: number, address: () => string, into?: Series) {
  const latencies: number[] = [];
  const instance = autocannon({
    url: `${baseUrl}${path}`,
    connections: CONNECTIONS,
    duration: seconds,
    headers: BROWSER_HEADERS,
    requests: [
      { setupRequest: (request) => ({ ...request, headers: { ...request.headers, 'x-forwarded-for': address() } }) },
    ],
  });
  instance.on('response', (_client, status, _bytes, ms) => {
    if (status >= 200 && status < 300) latencies.push(ms);
  });
  const result = await instance;
  if (!into) return;
  into.seconds += result.duration;
  into.ok2xx += result['2xx'];
  into.errors += result.errors;
  into.timeouts += result.timeouts;
  for (const [status, { count }] of Object.entries(result.statusCodeStats)) {
    into.statuses[status] = (into.statuses[status] ?? 0) + count;
  }
  into.latencies.push(...latencies);
}

const emptySeries = (): Series => ({ seconds: 0, ok2xx: 0, statuses: {}, errors: 0, timeouts: 0, latencies: [] });

function loadResult(path: string, s: Series): LoadResult {
  const requests = Object.values(s.statuses).reduce((a, b) => a + b, 0);
  return {
    path,
    seconds: round(s.seconds, 2),
    requests,
    ok2xx: s.ok2xx,
    non2xx: requests - s.ok2xx,
    statuses: s.statuses,
    errors: s.errors,
    timeouts: s.timeouts,
    requestsPerSecond: round(s.ok2xx / s.seconds),
    medianMs: round(median(s.latencies), 2),
    p99Ms: round(percentile(s.latencies, 99), 2),
  };
}

/** The lot code of a new organization's unregistered lot, made through the API as its admin. */
export async function arrangeLotCode(baseUrl: string): Promise<string> {
  const { accessToken } = await createOrganizationAdmin(baseUrl, {
    email: `bench.verification.${Date.now()}@example.test`,
    password: 'bench-pass-1',
    fullName: 'Bench Verification',
  });
  const api = apiFor(baseUrl, accessToken);
  const crops = await api.call<{ items: { id: string; name: string }[] }>('GET', '/api/v1/crops');
  const wheat = crops.items.find((c) => c.name === 'Wheat')!;
  const choices = await api.call<{ masters: { id: string; name: string }[] }>(
    'GET',
    `/api/v1/variety-choices?crop=${wheat.id}`,
  );
  const variety = choices.masters.find((v) => v.name === 'HI 1544')!;
  const { lot } = await api.call<{ lot: { id: string } }>('POST', SEED_LOTS_API.createUnregistered.path, {
    crop_id: wheat.id,
    variety_id: variety.id,
    pack_size: 25,
    quantity: 40,
    generation: 'Foundation',
  });
  const qr = await api.call<{ code: string }>('POST', `/api/v1/qr-lots/${lot.id}/code`);
  return qr.code;
}

/** Needs the BFF started with TRUST_PROXY=loopback (see the head of this file). */
export async function measureVerificationPage(baseUrl: string): Promise<VerificationPageBenchResult> {
  const code = await arrangeLotCode(baseUrl);
  const pagePath = `/v/${encodeURIComponent(code)}`;
  const address = clientAddresses();

  const { transfer: staticCheck } = await get(`${baseUrl}${STATIC_PATH}`, BROWSER_HEADERS);
  if (staticCheck.status !== 200)
    throw new Error(`GET ${STATIC_PATH} answered ${staticCheck.status}: is the shell built?`);
  const weights = [await weigh(baseUrl, pagePath, 'en', address), await weigh(baseUrl, pagePath, 'hi', address)];
  const first = await get(`${baseUrl}${pagePath}`, { ...BROWSER_HEADERS, 'x-forwarded-for': address() });
  if (first.transfer.status !== 200 || !first.text.includes('Genuine seed')) {
    throw new Error(`GET ${pagePath} answered ${first.transfer.status} without 'Genuine seed'`);
  }

  await load(baseUrl, STATIC_PATH, WARMUP_SECONDS, address);
  await load(baseUrl, pagePath, WARMUP_SECONDS, address);
  const staticSeries = emptySeries();
  const pageSeries = emptySeries();
  for (let i = 0; i < ROUNDS; i++) {
    await load(baseUrl, STATIC_PATH, ROUND_SECONDS, address, staticSeries);
    await load(baseUrl, pagePath, ROUND_SECONDS, address, pageSeries);
  }
  const staticFile = loadResult(`GET ${STATIC_PATH}`, staticSeries);
  const page = loadResult('GET /v/{code}', pageSeries);

  const throughputPercentOfStatic = round((100 * page.requestsPerSecond) / staticFile.requestsPerSecond);
  const weightBytes = Math.max(...weights.map((w) => w.transferredBytes));
  const clean = (r: LoadResult) => r.non2xx === 0 && r.errors === 0 && r.timeouts === 0;
  return {
    connections: CONNECTIONS,
    rounds: ROUNDS,
    roundSeconds: ROUND_SECONDS,
    device: `one device: every load request sends the same seed_device cookie and a phone User-Agent`,
    rateLimiting: `TRUST_PROXY=loopback, a new X-Forwarded-For address every ${ADDRESS_REUSE} requests`,
    staticFile,
    page,
    throughputPercentOfStatic,
    minThroughputPercent: MIN_THROUGHPUT_PERCENT,
    p99Ratio: round(page.p99Ms / staticFile.p99Ms),
    medianRatio: round(page.medianMs / staticFile.medianMs),
    weights,
    weightBytes,
    weightBudgetBytes: WEIGHT_BUDGET_BYTES,
    ok:
      clean(staticFile) &&
      clean(page) &&
      weights.every((w) => w.external.length === 0) &&
      weightBytes <= WEIGHT_BUDGET_BYTES &&
      throughputPercentOfStatic >= MIN_THROUGHPUT_PERCENT,
  };
}

/** The report lines of the verification page bench. */
export function printVerificationPageBench(r: VerificationPageBenchResult): void {
  console.log(
    `\nVerification page under autocannon, ${r.connections} connections, ${r.rounds} × ${r.roundSeconds} s alternating (${r.device}; ${r.rateLimiting})`,
  );
  console.log(
    ''.padEnd(22),
    'req/s'.padStart(9),
    'median ms'.padStart(10),
    'p99 ms'.padStart(8),
    'non-2xx'.padStart(8),
  );
  for (const l of [r.staticFile, r.page]) {
    console.log(
      l.path.padEnd(22),
      String(l.requestsPerSecond).padStart(9),
      String(l.medianMs).padStart(10),
      String(l.p99Ms).padStart(8),
      String(l.non2xx + l.errors + l.timeouts).padStart(8),
      l.non2xx + l.errors + l.timeouts ? `  ${JSON.stringify(l.statuses)}, ${l.errors} errors` : '',
    );
  }
  console.log(
    `throughput of /v/{code}: ${r.throughputPercentOfStatic} % of the static file's (at least ${r.minThroughputPercent} %); p99 ${r.p99Ratio}x, median ${r.medianRatio}x the static file's`,
  );
  for (const w of r.weights) {
    const extra = [
      ...w.sameOrigin.map((t) => `${t.url} ${t.headerBytes + t.bodyBytes} B`),
      ...w.external.map((u) => `${u} (elsewhere)`),
      ...(w.favicon
        ? [
            `/favicon.ico (asked for by the browser) ${w.favicon.status}, ${w.favicon.headerBytes + w.favicon.bodyBytes} B`,
          ]
        : []),
    ];
    console.log(
      `page weight (${w.language}): HTML ${w.page.bodyBytes} B ${w.page.contentEncoding ?? 'uncompressed'} (${w.page.uncompressedBytes} B uncompressed) + ${w.page.headerBytes} B headers; references ${w.referenced.length} resource(s); ${extra.join('; ') || 'nothing else'}; total ${w.transferredBytes} B transferred, ${w.uncompressedBytes} B uncompressed`,
    );
  }
  const missed = [
    ...(r.weightBytes > r.weightBudgetBytes ? [`weight ${r.weightBytes} B is over ${r.weightBudgetBytes} B`] : []),
    ...(r.throughputPercentOfStatic < r.minThroughputPercent
      ? [`throughput ${r.throughputPercentOfStatic} % is under ${r.minThroughputPercent} % of the static file's`]
      : []),
    ...[r.staticFile, r.page]
      .filter((l) => l.non2xx + l.errors + l.timeouts > 0)
      .map((l) => `${l.path} had ${l.non2xx} non-2xx answers, ${l.errors} errors, ${l.timeouts} timeouts`),
    ...(r.weights.some((w) => w.external.length > 0) ? ['the page references resources elsewhere'] : []),
  ];
  console.log(
    r.ok
      ? `weight ${r.weightBytes} B (at most ${r.weightBudgetBytes} B) and throughput ${r.throughputPercentOfStatic} % of the static file's (at least ${r.minThroughputPercent} %): ok`
      : `FAILED: ${missed.join('; ')}`,
  );
}
