// The report photo's decode and re-encode (issue 24), in a worker thread of report-photo.ts's pool so
// the event loop never spends the ~0.5-2 s of pure-JS pixel work a phone photo takes. What is stored
// is always a fresh JPEG of at most VERIFICATION_LIMITS.photoStoredMaxEdge px drawn from the decoded
// pixels: no byte of the upload survives (no polyglot, no EXIF location), and no member's browser
// ever decodes more than that. The header was checked before (≤ 40 MP); the decoders are held to the
// same limits in case a header lies.
//
// Built as its own entry point (apps/bff/build.mjs → dist/photo-worker.js); under vitest and tsx the
// pool loads this TypeScript source through tsx.
import { VERIFICATION_LIMITS as LIMITS } from '@seed/domain';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';

export interface PhotoTask {
  bytes: Uint8Array;
  type: 'image/jpeg' | 'image/png';
}

export type PhotoResult = { ok: true; jpeg: Uint8Array; width: number; height: number } | { ok: false };

interface Rgba {
  width: number;
  height: number;
  data: Uint8Array;
}

/** EXIF orientation (1-8) of a JPEG's APP1 segment; 1 when it has none. */
export function exifOrientation(bytes: Uint8Array): number {
  let i = 2;
  while (i + 4 <= bytes.length && bytes[i] === 0xff) {
    const marker = bytes[i + 1]!;
    const length = (bytes[i + 2]! << 8) | bytes[i + 3]!;
    if (marker === 0xda || marker === 0xd9) return 1;
    // APP1 "Exif\0\0", then a TIFF header
    if (marker === 0xe1 && length >= 16 && String.fromCharCode(...bytes.subarray(i + 4, i + 8)) === 'Exif') {
      const tiff = i + 10;
      const little = bytes[tiff] === 0x49;
      const u16 = (at: number) => (little ? bytes[at]! | (bytes[at + 1]! << 8) : (bytes[at]! << 8) | bytes[at + 1]!);
      const u32 = (at: number) => (little ? u16(at) + u16(at + 2) * 65536 : u16(at) * 65536 + u16(at + 2));
      const ifd = tiff + u32(tiff + 4);
      const entries = ifd + 2 <= bytes.length ? u16(ifd) : 0;
      for (let e = 0; e < entries; e += 1) {
        const entry = ifd + 2 + e * 12;
        if (entry + 12 > bytes.length) break;
        if (u16(entry) === 0x0112) {
          const value = u16(entry + 8);
          return value >= 1 && value <= 8 ? value : 1;
        }
      }
      return 1;
    }
    i += 2 + length;
  }
  return 1;
}

/**
 * The image scaled down (box average) so its longest side is at most `maxEdge`, turned upright by its
 * EXIF orientation, and laid on white (no alpha in a JPEG).
 */
export function uprightThumbnail(image: Rgba, maxEdge: number, orientation: number): Rgba {
  const { width: W, height: H, data } = image;
  const scale = Math.min(1, maxEdge / Math.max(W, H));
  const w = Math.max(1, Math.round(W * scale));
  const h = Math.max(1, Math.round(H * scale));
  const small = new Uint8Array(w * h * 4);
  for (let y = 0; y < h; y += 1) {
    const y0 = Math.floor((y * H) / h);
    const y1 = Math.max(y0 + 1, Math.floor(((y + 1) * H) / h));
    for (let x = 0; x < w; x += 1) {
      const x0 = Math.floor((x * W) / w);
      const x1 = Math.max(x0 + 1, Math.floor(((x + 1) * W) / w));
      let r = 0;
      let g = 0;
      let b = 0;
      let n = 0;
      for (let sy = y0; sy < y1; sy += 1) {
        let at = (sy * W + x0) * 4;
        for (let sx = x0; sx < x1; sx += 1, at += 4) {
          const alpha = data[at + 3]! / 255;
          r += data[at]! * alpha + 255 * (1 - alpha);
          g += data[at + 1]! * alpha + 255 * (1 - alpha);
          b += data[at + 2]! * alpha + 255 * (1 - alpha);
          n += 1;
        }
      }
      const out = (y * w + x) * 4;
      small[out] = r / n;
      small[out + 1] = g / n;
      small[out + 2] = b / n;
      small[out + 3] = 255;
    }
  }
  if (orientation <= 1) return { width: w, height: h, data: small };
  // orientations 5-8 swap the sides; each maps an upright pixel to where it was taken
  const swap = orientation >= 5;
  const ow = swap ? h : w;
  const oh = swap ? w : h;
  const upright = new Uint8Array(ow * oh * 4);
  for (let y = 0; y < oh; y += 1) {
    for (let x = 0; x < ow; x += 1) {
      let sx: number;
      let sy: number;
      switch (orientation) {
        case 2:
          [sx, sy] = [w - 1 - x, y];
          break;
        case 3:
          [sx, sy] = [w - 1 - x, h - 1 - y];
          break;
        case 4:
          [sx, sy] = [x, h - 1 - y];
          break;
        case 5:
          [sx, sy] = [y, x];
          break;
        case 6:
          [sx, sy] = [y, h - 1 - x];
          break;
        case 7:
          [sx, sy] = [w - 1 - y, h - 1 - x];
          break;
        default:
          [sx, sy] = [w - 1 - y, x];
          break; // 8
      }
      const from = (sy * w + sx) * 4;
      const to = (y * ow + x) * 4;
      upright[to] = small[from]!;
      upright[to + 1] = small[from + 1]!;
      upright[to + 2] = small[from + 2]!;
      upright[to + 3] = 255;
    }
  }
  return { width: ow, height: oh, data: upright };
}

function decode({ bytes, type }: PhotoTask): Rgba {
  if (type === 'image/png') {
    const png = PNG.sync.read(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    return { width: png.width, height: png.height, data: png.data };
  }
  return jpeg.decode(bytes, {
    useTArray: true,
    formatAsRGBA: true,
    maxResolutionInMP: LIMITS.photoMaxMegapixels,
    maxMemoryUsageInMB: 4 * LIMITS.photoMaxMegapixels + 256,
  });
}

/** Decodes the photo and encodes it again as a JPEG under the size limit; { ok: false } for one that cannot be read. */
export default function reencodePhoto(task: PhotoTask): PhotoResult {
  let image: Rgba;
  try {
    image = decode(task);
  } catch {
    return { ok: false };
  }
  if (image.width * image.height > LIMITS.photoMaxMegapixels * 1_000_000) return { ok: false };
  const orientation = task.type === 'image/jpeg' ? exifOrientation(task.bytes) : 1;
  const upright = uprightThumbnail(image, LIMITS.photoStoredMaxEdge, orientation);
  for (const quality of [80, 60, 40]) {
    const encoded = jpeg.encode(upright, quality).data;
    if (encoded.length <= LIMITS.photoMaxBytes || quality === 40) {
      return { ok: true, jpeg: new Uint8Array(encoded), width: upright.width, height: upright.height };
    }
  }
  return { ok: false };
}
