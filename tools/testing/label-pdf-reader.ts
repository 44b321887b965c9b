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
  /** Per page: each fill colour set, as #rrggbb, in order (black included). */
  fills: string[][];
}

const PIXELS_PER_MODULE = 4;
const QUIET_ZONE = 4;

interface PdfObject {
  dict: string;
  /** The stream's bytes, inflated when FlateDecode'd; null when the object has no stream. */
  stream: Buffer | null;
}

/** Every `N 0 obj` of a pdfkit PDF (pdfkit writes no object streams), by number. */
function objectsOf(pdf: Buffer): Map<number, PdfObject> {
  const raw = pdf.toString('latin1');
  const objects = new Map<number, PdfObject>();
  const objectPattern = /(?:^|\n)(\d+) 0 obj\n(<<[\s\S]*?>>)\n(stream\n|endobj)/g;
  for (let match = objectPattern.exec(raw); match; match = objectPattern.exec(raw)) {
    const dict = match[2]!;
    let stream: Buffer | null = null;
    if (match[3] === 'stream\n') {
      const start = match.index + match[0].length;
      const bytes = pdf.subarray(start, start + Number(/\/Length (\d+)/.exec(dict)![1]));
      stream = dict.includes('/FlateDecode') ? inflateSync(bytes) : bytes;
      objectPattern.lastIndex = start + bytes.length;
    }
    objects.set(Number(match[1]), { dict, stream });
  }
  return objects;
}

/** A ToUnicode CMap (bfrange and bfchar, as pdfkit and others write them): code → text. */
function parseToUnicode(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  const text = (hex: string) =>
    String.fromCharCode(...(hex.replace(/\s+/g, '').match(/.{4}/g) ?? []).map((h) => parseInt(h, 16)));
  for (const [, body] of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, from, to, array, single] of body!.matchAll(
      /<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(?:\[([^\]]*)\]|<([0-9a-fA-F\s]+)>)/g,
    )) {
      const first = parseInt(from!, 16);
      const last = parseInt(to!, 16);
      if (array !== undefined) {
        [...array.matchAll(/<([0-9a-fA-F\s]*)>/g)].forEach(([, hex], i) => map.set(first + i, text(hex!)));
      } else {
        const base = text(single!);
        for (let code = first; code <= last; code += 1) {
          map.set(code, base.slice(0, -1) + String.fromCharCode(base.charCodeAt(base.length - 1) + code - first));
        }
      }
    }
  }
  for (const [, body] of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code, hex] of body!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F\s]+)>/g)) {
      map.set(parseInt(code!, 16), text(hex!));
    }
  }
  return map;
}

/**
 * The page's content streams (in the order of the page tree) and, for each font resource name
 * (pdfkit's are unique in a document), its ToUnicode map: embedded fonts draw glyph ids, two
 * bytes each, which only that map turns back into text. Standard fonts have none: their bytes
 * are WinAnsi, read as latin1.
 */
export function readLabelPdf(pdf: Buffer): LabelPdfReading {
  const objects = objectsOf(pdf);
  const ref = (dict: string, key: string) => {
    const m = new RegExp(`/${key} (\\d+) 0 R`).exec(dict);
    return m ? objects.get(Number(m[1])) : undefined;
  };
  const fonts = new Map<string, Map<number, string> | null>();
  for (const { dict } of objects.values()) {
    for (const [, entries] of dict.matchAll(/\/Font <<([^>]*)>>/g)) {
      for (const [, name, id] of entries!.matchAll(/\/(\S+) (\d+) 0 R/g)) {
        const toUnicode = ref(objects.get(Number(id))?.dict ?? '', 'ToUnicode')?.stream;
        fonts.set(name!, toUnicode ? parseToUnicode(toUnicode.toString('latin1')) : null);
      }
    }
  }
  const root = [...objects.values()].find((o) => /\/Type \/Pages\b/.test(o.dict) && !/\/Parent /.test(o.dict));
  const pageObjects = [...(/\/Kids \[([^\]]*)\]/.exec(root?.dict ?? '')?.[1] ?? '').matchAll(/(\d+) 0 R/g)].map(
    ([, id]) => objects.get(Number(id))!,
  );
  const texts: string[][] = [];
  const qrs: string[][] = [];
  const fills: string[][] = [];
  for (const page of pageObjects) {
    const content = ref(page.dict, 'Contents')?.stream?.toString('latin1') ?? '';
    texts.push(textsOf(content, fonts));
    qrs.push(qrsOf(content));
    fills.push(fillsOf(content));
  }
  return { pages: pageObjects.length, texts, qrs, fills };
}

/** Each fill colour set, `r g b scn` (pdfkit's, after `/DeviceRGB cs`) or `r g b rg` (components 0–1), as #rrggbb. */
function fillsOf(content: string): string[] {
  const hex = (component: string) =>
    Math.round(Number(component) * 255)
      .toString(16)
      .padStart(2, '0');
  return [...content.matchAll(/(?:^|\s)([\d.]+) ([\d.]+) ([\d.]+) (?:scn|rg)\b/g)].map(
    ([, r, g, b]) => `#${hex(r!)}${hex(g!)}${hex(b!)}`,
  );
}

/** Each BT … ET block's text, its TJ strings decoded through the font set last by Tf. */
function textsOf(content: string, fonts: Map<string, Map<number, string> | null>): string[] {
  const found: string[] = [];
  let font: Map<number, string> | null = null;
  let block = '';
  for (const [token, fontName, array] of content.matchAll(/\/(\S+) [-\d.]+ Tf|\[([^\]]*)\] TJ|\bET\b/g)) {
    if (fontName !== undefined) font = fonts.get(fontName) ?? null;
    else if (array !== undefined) {
      const hex = [...array.matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1]).join('');
      block += font
        ? (hex.match(/.{4}/g) ?? []).map((code) => font!.get(parseInt(code, 16)) ?? '\uFFFD').join('')
        : Buffer.from(hex, 'hex').toString('latin1');
    } else if (token === 'ET') {
      if (block) found.push(block);
      block = '';
    }
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
