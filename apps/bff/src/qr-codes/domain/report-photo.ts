// A report photo's checks before it is stored (issue 24; security review LOW-4: a 50,000 × 50,000 px
// PNG of a few kB was stored and served to the organization, whose browsers would have to decode
// 10 GB of pixels). Its size in pixels is read from its header (PNG IHDR, JPEG SOF) and refused
// beyond VERIFICATION_LIMITS.photoMaxMegapixels / photoMaxEdge before anything is decoded; what passes
// is decoded and re-encoded as a JPEG in a worker thread (photo-worker.ts), never on the event loop.
import { availableParallelism } from 'node:os';
import { VERIFICATION_LIMITS as LIMITS } from '@seed/domain';
import { Piscina } from 'piscina';
import { AppError } from '../../shared/app-error';
import type { PhotoResult, PhotoTask } from './photo-worker';

/** A photo type the page takes: JPEG and PNG, which it can decode and re-encode (WebP it cannot). */
export type AcceptedPhotoType = PhotoTask['type'];

/** Width and height a JPEG (its first SOF segment) or PNG (IHDR) declares; null when the header has none. */
export function photoDimensionsOf(
  bytes: Uint8Array,
  type: AcceptedPhotoType,
): { width: number; height: number } | null {
  const u16 = (at: number) => (bytes[at]! << 8) | bytes[at + 1]!;
  if (type === 'image/png') {
    // signature (8), then the IHDR chunk: length (4), "IHDR" (4), width (4), height (4)
    if (bytes.length < 24 || String.fromCharCode(...bytes.subarray(12, 16)) !== 'IHDR') return null;
    const u32 = (at: number) => u16(at) * 65536 + u16(at + 2);
    return { width: u32(16), height: u32(20) };
  }
  let i = 2;
  while (i + 4 <= bytes.length) {
    if (bytes[i] !== 0xff) return null;
    const marker = bytes[i + 1]!;
    if (marker === 0xff) {
      i += 1; // fill byte
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2;
      continue;
    }
    // the image data starts (or ends) before any frame header: no size to read
    if (marker === 0xda || marker === 0xd9) return null;
    // SOF0-SOF15, except DHT (C4), JPG (C8) and DAC (CC)
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      if (i + 9 > bytes.length) return null;
      return { height: u16(i + 5), width: u16(i + 7) };
    }
    i += 2 + u16(i + 2);
  }
  return null;
}

/** What is wrong with a photo's declared size, if anything: null when it may be decoded. */
export function photoSizeProblem(bytes: Uint8Array, type: AcceptedPhotoType): 'unreadable' | 'tooManyPixels' | null {
  const size = photoDimensionsOf(bytes, type);
  if (!size || size.width === 0 || size.height === 0) return 'unreadable';
  if (
    size.width > LIMITS.photoMaxEdge ||
    size.height > LIMITS.photoMaxEdge ||
    size.width * size.height > LIMITS.photoMaxMegapixels * 1_000_000
  ) {
    return 'tooManyPixels';
  }
  return null;
}

/**
 * The worker's module: the bundle's dist/photo-worker.js beside dist/main.js, or the TypeScript
 * source under vitest and tsx, loaded through tsx's hooks in the worker.
 */
function workerModule(): { filename: string; execArgv: string[] } {
  const source = import.meta.url.endsWith('.ts');
  return {
    filename: new URL(source ? './photo-worker.ts' : './photo-worker.js', import.meta.url).href,
    execArgv: source ? ['--import', 'tsx'] : [],
  };
}

/** Photos waiting beyond the ones being re-encoded: a burst past this is asked to come back (429). */
const PHOTOS_QUEUED = 8;
const BUSY_RETRY_SECONDS = 60;

export interface PhotoReencoder {
  /** The photo as it is stored (a JPEG), or null for one that cannot be decoded; 429 when too many wait. */
  reencode(bytes: Buffer, type: AcceptedPhotoType): Promise<Buffer | null>;
  close(): Promise<void>;
}

/** One niced thread (two on bigger machines): reports are few (5 an hour per address), sheets and the event loop come first. */
export function createPhotoReencoder(): PhotoReencoder {
  const { filename, execArgv } = workerModule();
  let pool: Piscina | undefined;
  return {
    async reencode(bytes, type) {
      pool ??= new Piscina({
        filename,
        execArgv,
        minThreads: 0,
        maxThreads: availableParallelism() > 2 ? 2 : 1,
        maxQueue: PHOTOS_QUEUED,
        idleTimeout: 10_000,
        niceIncrement: 10,
        // decoded pixels live in buffers outside the heap; this bounds the rest
        resourceLimits: { maxOldGenerationSizeMb: 256 },
      });
      let result: PhotoResult;
      try {
        result = (await pool.run({ bytes, type } satisfies PhotoTask)) as PhotoResult;
      } catch (error) {
        if (pool.queueSize >= PHOTOS_QUEUED) {
          throw new AppError(429, 'photos_busy', 'Too many photos are being sent right now', {
            headers: { 'Retry-After': String(BUSY_RETRY_SECONDS) },
            cause: error,
          });
        }
        throw error;
      }
      return result.ok ? Buffer.from(result.jpeg.buffer, result.jpeg.byteOffset, result.jpeg.byteLength) : null;
    },
    async close() {
      await pool?.destroy();
    },
  };
}
