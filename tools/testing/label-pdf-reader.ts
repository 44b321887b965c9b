// For tests, the BFF's and the e2e specs alike: reads a label sheet back as a printer would see it
// — its pages, the text lines drawn on each, and every QR drawn as squares, rasterized and decoded
// with jsQR (a maintained decoder, not our own encoder run backwards).
import { inflateSync } from 'node:zlib';
import jsQR from 'jsqr';

export interface LabelPdfReading {
  pages: number;
  /** Per page: each text drawn, in order. */
  texts: string[][];
  /** Per page: what each QR drawn decodes to, in order. */
  qrs: string[][];
}

const PIXELS_PER_MODULE = 4;
const QUIET_ZONE = 4;

/** The decoded content streams (pdfkit writes one per page, in page order) and the page count. */
export function readLabelPdf(pdf: Buffer): LabelPdfReading {
  const raw = pdf.toString('latin1');
  const pages = (raw.match(/\/Type \/Page\b(?!s)/g) ?? []).length;
  const texts: string[][] = [];
  const qrs: string[][] = [];
  const streamPattern = /\/Length (\d+)[^>]*>>\nstream\n/g;
  for (let match = streamPattern.exec(raw); match; match = streamPattern.exec(raw)) {
    const start = match.index + match[0].length;
    const bytes = pdf.subarray(start, start + Number(match[1]));
    const content = (match[0].includes('/FlateDecode') ? inflateSync(bytes) : bytes).toString('latin1');
    if (!/\bBT\b|\bre\b/.test(content)) continue;
    texts.push(textsOf(content));
    qrs.push(qrsOf(content));
  }
  return { pages, texts, qrs };
}

function textsOf(content: string): string[] {
  const found: string[] = [];
  for (const [, array] of content.matchAll(/\[([^\]]*)\] TJ/g)) {
    const hex = [...array!.matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1]).join('');
    found.push(Buffer.from(hex, 'hex').toString('latin1'));
  }
  return found;
}

/** Each q … Q group of rectangles on a module grid, rasterized with a quiet zone and decoded. */
function qrsOf(content: string): string[] {
  const decoded: string[] = [];
  for (const [, group] of content.matchAll(/\nq\n([\s\S]*?)\nQ(?=\n|$)/g)) {
    const rects = [...group!.matchAll(/^(\d+) (\d+) (\d+) (\d+) re$/gm)].map((m) => m.slice(1, 5).map(Number));
    if (rects.length < 20) continue;
    const modules = Math.max(...rects.map(([x, y, w, h]) => Math.max(x! + w!, y! + h!)));
    const side = (modules + 2 * QUIET_ZONE) * PIXELS_PER_MODULE;
    const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
    for (const [x, y, w, h] of rects) {
      for (let row = y!; row < y! + h!; row += 1) {
        for (let column = x!; column < x! + w!; column += 1) {
          for (let dy = 0; dy < PIXELS_PER_MODULE; dy += 1) {
            for (let dx = 0; dx < PIXELS_PER_MODULE; dx += 1) {
              const px = (column + QUIET_ZONE) * PIXELS_PER_MODULE + dx;
              const py = (row + QUIET_ZONE) * PIXELS_PER_MODULE + dy;
              const at = (py * side + px) * 4;
              pixels[at] = pixels[at + 1] = pixels[at + 2] = 0;
            }
          }
        }
      }
    }
    decoded.push(jsQR(pixels, side, side)?.data ?? '(undecodable)');
  }
  return decoded;
}

/** RGBA pixels of an image decoded elsewhere (PNG, rasterized SVG) → what its QR holds. */
export function decodeQrPixels(pixels: Uint8ClampedArray, width: number, height: number): string | null {
  return jsQR(pixels, width, height)?.data ?? null;
}

/**
 * The SVG that the qrcode package writes (one path of horizontal strokes, "M{x} {y+.5}h{n}m…") as
 * RGBA pixels, so jsQR reads it as it would read a screen.
 */
export function rasterizeQrSvg(svg: string): { pixels: Uint8ClampedArray; width: number; height: number } {
  const viewBox = /viewBox="0 0 (\d+) (\d+)"/.exec(svg);
  const path = /<path[^>]*stroke="#000000"[^>]*d="([^"]+)"/.exec(svg);
  if (!viewBox || !path) throw new Error('not a QR SVG of the qrcode package');
  const modules = Number(viewBox[1]);
  const side = modules * PIXELS_PER_MODULE;
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  let x = 0;
  let y = 0;
  for (const [, op, a, b] of path[1]!.matchAll(/([MmHhVv])(-?[\d.]+)(?: (-?[\d.]+))?/g)) {
    const first = Number(a);
    if (op === 'M') [x, y] = [first, Number(b)];
    else if (op === 'm') [x, y] = [x + first, y + Number(b)];
    else if (op === 'h' || op === 'H') {
      const to = op === 'h' ? x + first : first;
      const row = Math.floor(y);
      for (let column = Math.round(x); column < Math.round(to); column += 1) {
        for (let dy = 0; dy < PIXELS_PER_MODULE; dy += 1) {
          for (let dx = 0; dx < PIXELS_PER_MODULE; dx += 1) {
            const at = ((row * PIXELS_PER_MODULE + dy) * side + column * PIXELS_PER_MODULE + dx) * 4;
            pixels[at] = pixels[at + 1] = pixels[at + 2] = 0;
          }
        }
      }
      x = to;
    } else throw new Error(`unexpected path command ${op}`);
  }
  return { pixels, width: side, height: side };
}
