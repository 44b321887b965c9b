// The CPU-heavy half of printing (issue 24): label sheets (pdfkit, fontkit shaping, QR matrices,
// zlib) and PNG QR images run here, in worker threads of label-printer.ts's pools, so the BFF's
// event loop keeps answering while a 20,000-label sheet (~30-40 s of CPU) is made. The database
// stays on the main thread: this side asks it for labels a batch at a time and sends the PDF back
// in chunks over the task's MessagePort, waiting for the main thread's acknowledgements so a slow
// client slows the sheet down instead of filling memory.
//
// Built as its own entry point (apps/bff/build.mjs → dist/label-worker.js); under vitest and tsx
// the pool loads this TypeScript source through tsx.
import { Writable } from 'node:stream';
import type { MessagePort } from 'node:worker_threads';
import type { LabelLayout } from '@seed/domain';
import { type LabelContent, writeLabelSheet } from './label-sheet';
import { qrPng } from './qr-image';

/** Main thread → worker, on a sheet's port. */
export type ToSheetWorker =
  /** The next labels in order; null when there are no more. */
  | { type: 'labels'; labels: LabelContent[] | null }
  /** Bytes of chunks the client has taken. */
  | { type: 'ack'; bytes: number }
  /** The client went away: stop. */
  | { type: 'close' };

/** Worker → main thread, on a sheet's port. */
export type FromSheetWorker =
  | { type: 'more' }
  | { type: 'chunk'; data: Uint8Array }
  /** Every chunk has been sent. */
  | { type: 'end' };

export interface SheetTask {
  port: MessagePort;
  layout: LabelLayout;
  title: string;
}

export interface SheetWritten {
  pages: number;
  labels: number;
  complete: boolean;
}

/**
 * Chunks are gathered to about this size before they cross to the main thread: pdfkit writes many
 * small pieces, and every message is a task on the main thread's loop. A page of an A4 sheet is
 * about 20 kB, so the client's page count (its progress) still moves every few pages.
 */
const CHUNK_BYTES = 64 * 1024;
/** Bytes sent but not yet taken by the client before the sheet waits (as a socket's buffer would). */
const IN_FLIGHT_BYTES = 1024 * 1024;

/** A stream whose bytes go to the main thread in chunks, full while the client lags. */
class PortWritable extends Writable {
  private pending: Buffer[] = [];
  private pendingBytes = 0;
  private unacked = 0;
  private blocked: (() => void) | null = null;

  constructor(private readonly port: MessagePort) {
    super({ highWaterMark: CHUNK_BYTES });
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null) => void): void {
    this.pending.push(chunk);
    this.pendingBytes += chunk.length;
    if (this.pendingBytes >= CHUNK_BYTES) this.flush();
    if (this.unacked >= IN_FLIGHT_BYTES) this.blocked = callback;
    else callback();
  }

  override _final(callback: (error?: Error | null) => void): void {
    this.flush();
    this.port.postMessage({ type: 'end' } satisfies FromSheetWorker);
    callback();
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void): void {
    this.blocked = null;
    callback(error);
  }

  acknowledged(bytes: number): void {
    this.unacked -= bytes;
    if (this.blocked && this.unacked < IN_FLIGHT_BYTES) {
      const resume = this.blocked;
      this.blocked = null;
      resume();
    }
  }

  private flush(): void {
    if (this.pendingBytes === 0) return;
    // a fresh buffer of its own (never a slice of Node's shared pool), so it can be transferred
    const data = new Uint8Array(this.pendingBytes);
    let at = 0;
    for (const piece of this.pending) {
      data.set(piece, at);
      at += piece.length;
    }
    this.unacked += data.length;
    this.pending = [];
    this.pendingBytes = 0;
    this.port.postMessage({ type: 'chunk', data } satisfies FromSheetWorker, [data.buffer]);
  }
}

/**
 * The labels, asked for a batch ahead: while one batch is drawn the main thread reads the next.
 * Ends early when the client goes away.
 */
function labelsFrom(port: MessagePort, out: PortWritable) {
  const batches: (LabelContent[] | null)[] = [];
  let waiting: (() => void) | null = null;
  const wake = () => {
    const resume = waiting;
    waiting = null;
    resume?.();
  };
  // the client went away, or the main thread closed its side after a failure: the sheet stops
  const stop = () => {
    out.destroy();
    batches.push(null);
    wake();
  };
  port.on('message', (message: ToSheetWorker) => {
    if (message.type === 'labels') {
      batches.push(message.labels);
      wake();
    } else if (message.type === 'ack') {
      out.acknowledged(message.bytes);
    } else {
      stop();
    }
  });
  port.once('close', stop);
  port.postMessage({ type: 'more' } satisfies FromSheetWorker);
  return (async function* () {
    for (;;) {
      if (batches.length === 0) await new Promise<void>((resolve) => (waiting = resolve));
      const batch = batches.shift();
      if (!batch) return;
      port.postMessage({ type: 'more' } satisfies FromSheetWorker);
      yield* batch;
    }
  })();
}

/**
 * Writes one label sheet, its labels and bytes crossing `port` (the protocol above). The main
 * thread closes the port once it has the 'end' (or gave up), so nothing posted here is lost.
 */
export async function renderSheet({ port, layout, title }: SheetTask): Promise<SheetWritten> {
  const out = new PortWritable(port);
  const written = await writeLabelSheet(out, layout, labelsFrom(port, out), { title });
  // the document has ended; its last bytes and the 'end' go out when the stream finishes
  if (!out.writableFinished && !out.destroyed) {
    await new Promise<void>((resolve) => out.once('finish', resolve).once('close', resolve));
  }
  return written;
}

/** A code's QR as a PNG (a 2048 px one is ~0.5 s of CPU: pngjs deflates 4 million pixels). */
export async function renderPng({ url, size }: { url: string; size: number }): Promise<Uint8Array> {
  return qrPng(url, size);
}
