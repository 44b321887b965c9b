// Where label sheets and PNG QR images are made (issue 24): in worker threads (piscina) of lowered
// priority, never on the event loop, which once stalled every user for ~39 s while one 20,000-label
// sheet was drawn (security review 2026-11-26, HIGH-1). The main thread reads the labels from the
// database a batch at a time, hands them to the worker and streams the PDF it gets back to the
// client as it comes, so the download's progress (pages seen) moves as before.
//
// Sheets are limited, so no one can take every core: one at a time per organization (a second asks
// the user to wait for the first, 409) and SHEETS_AT_ONCE for the whole process (429, try again in a
// minute). Each sheet holds one thread from start to end, so the global cap is the pool's size; PNG
// images have a pool of their own so a sheet never makes a QR image wait ~40 s. The limits are per
// BFF process, which is what one process's cores can do.
import { once } from 'node:events';
import { availableParallelism } from 'node:os';
import type { Writable } from 'node:stream';
import { MessageChannel } from 'node:worker_threads';
import { type LabelLayout, VERIFICATION_MESSAGES as M } from '@seed/domain';
import { Piscina } from 'piscina';
import { AppError } from '../../shared/app-error';
import type { LabelContent } from './label-sheet';
import type { FromSheetWorker, SheetWritten, ToSheetWorker } from './label-worker';

export interface LabelPrinterOptions {
  /** Sheets made at once in the process (threads of the sheet pool). */
  sheetsAtOnce?: number;
  /** PNG images being made or waiting at once; beyond, 429. */
  imagesAtOnce?: number;
}

/**
 * Two threads on a 2-core machine: the sheets then use both cores while the event loop, at normal
 * priority, takes what it needs first (the workers are niced). More cores, more sheets, up to 4.
 */
export const SHEETS_AT_ONCE = Math.min(4, Math.max(2, availableParallelism()));
/** About 10 s of 2048 px images queued on the one image thread; a burst beyond it is refused. */
export const IMAGES_AT_ONCE = 16;
/** Labels sent to the worker at a time (as many as the database gives in one read). */
const LABELS_PER_MESSAGE = 1000;
/** The worker threads' nice increment: the event loop's thread always comes first. */
const WORKER_NICENESS = 10;
/** Idle threads are kept this long, so a run of sheets does not load the fonts every time. */
const IDLE_MS = 60_000;
const BUSY_RETRY_SECONDS = 30;
const IMAGES_BUSY_RETRY_SECONDS = 2;

/**
 * The worker's module: the bundle's dist/label-worker.js beside dist/main.js, or the TypeScript
 * source under vitest and tsx, loaded through tsx's hooks in the worker.
 */
function workerModule(): { filename: string; execArgv: string[] } {
  const source = import.meta.url.endsWith('.ts');
  return {
    filename: new URL(source ? './label-worker.ts' : './label-worker.js', import.meta.url).href,
    execArgv: source ? ['--import', 'tsx'] : [],
  };
}

/** A sheet that may start: it holds its organization's turn and one of the process's threads until it ends. */
export interface SheetTurn {
  /** Writes the sheet to `out` (ended when done) and gives the turn back, whatever happens. */
  print(out: Writable, layout: LabelLayout, labels: AsyncIterable<LabelContent>, title: string): Promise<SheetWritten>;
  /** Gives the turn back without printing (idempotent; print does it itself). */
  release(): void;
}

export function createLabelPrinter(options: LabelPrinterOptions = {}) {
  const sheetsAtOnce = options.sheetsAtOnce ?? SHEETS_AT_ONCE;
  const imagesAtOnce = options.imagesAtOnce ?? IMAGES_AT_ONCE;
  const { filename, execArgv } = workerModule();
  // the pools start their threads on first use
  let sheetPool: Piscina | undefined;
  let imagePool: Piscina | undefined;
  const pool = (threads: number, name: string) =>
    new Piscina({
      filename,
      name,
      execArgv,
      minThreads: 0,
      maxThreads: threads,
      idleTimeout: IDLE_MS,
      niceIncrement: WORKER_NICENESS,
      // a sheet's task waits on its port between batches: the worker's event loop must run then
      atomics: 'disabled',
    });

  const printing = new Set<string>();
  let images = 0;

  const print = async (
    out: Writable,
    layout: LabelLayout,
    labels: AsyncIterable<LabelContent>,
    title: string,
  ): Promise<SheetWritten> => {
    sheetPool ??= pool(sheetsAtOnce, 'renderSheet');
    const { port1: port, port2 } = new MessageChannel();
    const source = labels[Symbol.asyncIterator]();
    let sourceDone = false;
    let clientGone = false;
    let failed: unknown = null;
    /** Bytes written to `out` while it was full: acknowledged at its next 'drain'. */
    let owed = 0;
    const post = (message: ToSheetWorker) => port.postMessage(message);

    const nextBatch = async (): Promise<LabelContent[] | null> => {
      if (sourceDone || clientGone) return null;
      const batch: LabelContent[] = [];
      while (batch.length < LABELS_PER_MESSAGE) {
        const next = await source.next();
        if (next.done) {
          sourceDone = true;
          break;
        }
        batch.push(next.value);
      }
      return batch.length > 0 ? batch : null;
    };

    const ended = new Promise<void>((resolve) => {
      port.on('message', (message: FromSheetWorker) => {
        if (message.type === 'more') {
          nextBatch().then(
            (batch) => post({ type: 'labels', labels: batch }),
            (error: unknown) => {
              // the database failed mid-sheet: the worker stops, the request is cut (route.ts)
              failed ??= error;
              post({ type: 'close' });
            },
          );
        } else if (message.type === 'chunk') {
          // acknowledged when the client has taken it (at once, or at the response's next drain)
          const bytes = message.data.byteLength;
          const taken = out.write(Buffer.from(message.data.buffer, message.data.byteOffset, bytes));
          if (taken && owed === 0) {
            post({ type: 'ack', bytes });
            return;
          }
          owed += bytes;
          if (owed === bytes) {
            out.once('drain', () => {
              post({ type: 'ack', bytes: owed });
              owed = 0;
            });
          }
        } else {
          resolve();
        }
      });
    });
    const onClose = () => {
      clientGone = true;
      post({ type: 'close' });
    };
    out.once('close', onClose);

    try {
      const task = sheetPool.run({ port: port2, layout, title }, { transferList: [port2] }) as Promise<SheetWritten>;
      const written = await task;
      if (failed) throw failed;
      if (written.complete && !clientGone) {
        await Promise.race([ended, once(out, 'close')]);
        out.end();
        if (!out.writableFinished && !clientGone) await Promise.race([once(out, 'finish'), once(out, 'close')]);
      }
      return { ...written, complete: written.complete && !clientGone };
    } finally {
      out.off('close', onClose);
      port.close();
      if (!sourceDone) await source.return?.();
    }
  };

  return {
    /**
     * The organization's turn to print a sheet: 409 while one of its sheets is being made, 429 while
     * the process makes as many as it can. Call after the sheet's own checks, so a refused sheet
     * takes no turn.
     */
    reserveSheet(organizationId: string): SheetTurn {
      if (printing.has(organizationId)) throw AppError.conflict(M.labelSheetInProgress, 'label_sheet_in_progress');
      if (printing.size >= sheetsAtOnce) {
        throw new AppError(429, 'label_sheets_busy', M.labelSheetsBusy, {
          headers: { 'Retry-After': String(BUSY_RETRY_SECONDS) },
        });
      }
      printing.add(organizationId);
      let held = true;
      const release = () => {
        if (held) printing.delete(organizationId);
        held = false;
      };
      return {
        release,
        print: async (out, layout, labels, title) => {
          try {
            return await print(out, layout, labels, title);
          } finally {
            release();
          }
        },
      };
    },

    /** A QR PNG made on the image thread; 429 while IMAGES_AT_ONCE are being made or wait. */
    async png(url: string, size: number): Promise<Buffer> {
      if (images >= imagesAtOnce) {
        throw new AppError(429, 'qr_images_busy', M.qrImagesBusy, {
          headers: { 'Retry-After': String(IMAGES_BUSY_RETRY_SECONDS) },
        });
      }
      images += 1;
      try {
        imagePool ??= pool(1, 'renderPng');
        const png = (await imagePool.run({ url, size })) as Uint8Array;
        return Buffer.from(png.buffer, png.byteOffset, png.byteLength);
      } finally {
        images -= 1;
      }
    },

    /** Stops the threads (tests, shutdown); a pool is started again on next use. */
    async close(): Promise<void> {
      const pools = [sheetPool, imagePool];
      sheetPool = undefined;
      imagePool = undefined;
      await Promise.all(pools.map((p) => p?.destroy()));
    },
  };
}

export type LabelPrinter = ReturnType<typeof createLabelPrinter>;
