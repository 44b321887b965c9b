// Label sheets (issue 14): a PDF of one label per code, each with its QR drawn as vector squares
// (sharp on any printer, a few hundred bytes a label), the crop, variety, lot id, packet number and
// packaging date, the particulars of the Seeds Rules, and the seed's tag: its colour down the edge,
// its class, agency, certificate and tag number. pdfkit writes every page out as soon as the next one starts, so a sheet of
// thousands of labels goes to the client page by page and never sits in memory whole; the writer
// waits whenever the client reads slower than the sheet is made.
//
// Text is set in Noto Sans Devanagari (SIL Open Font License; Latin too), embedded from the
// @expo-google-fonts/noto-sans-devanagari package, so a Hindi crop or variety name prints as
// written: PDF's standard fonts have no Devanagari. pdfkit shapes it with fontkit (conjuncts,
// matras) and embeds one subset of the glyphs used, with a ToUnicode map, when the sheet ends.
import { readFileSync } from 'node:fs';
import { once } from 'node:events';
import { createRequire } from 'node:module';
import type { Writable } from 'node:stream';
import { LABEL_LAYOUTS, type LabelLayout } from '@seed/domain';
import PDFDocument from 'pdfkit';
import { qrMatrix, QUIET_ZONE_MODULES } from './qr-image';

/** One label's content. */
export interface LabelContent {
  url: string;
  crop: string;
  variety: string | null;
  lotId: string;
  /** 'Packet 12 of 300', or what the lot's own code is, in the sheet's language (label-words.ts). */
  number: string;
  /** 'Packed 14 Mar 2026', or null. */
  packed: string | null;
  /**
   * The other particulars the Seeds Rules 1968 require of a label, one short line each (net
   * quantity, germination and purity, date of test and validity, the producer); none when unknown.
   */
  particulars?: string[];
  /**
   * Issue 28: the tag's colour down the label's edge (the class's tag, or opal green for
   * truthfully labelled seed) and what it says: the class, the agency, the certificate and this
   * packet's tag number. None for seed that may not be labelled so (a revoked certificate).
   */
  tag?: { colour: string; lines: string[] };
}

/** The width of the tag's colour band down the label's left edge (mm). */
const TAG_BAND_MM = 3;

const MM = 72 / 25.4;

/** A page and its grid of labels (millimetres), and the text size that fits the label. */
interface Geometry {
  page: [number, number];
  columns: number;
  rows: number;
  label: [number, number];
  /** The first label's top-left corner on the page. */
  origin: [number, number];
  padding: number;
  fontSize: number;
}

/** The common sheets: A4 70 × 37 mm (3 × 8) and 52.5 × 29.7 mm (4 × 10), and a 50 × 25 mm thermal label. */
export const LABEL_GEOMETRY: Record<LabelLayout, Geometry> = {
  'a4-3x8': { page: [210, 297], columns: 3, rows: 8, label: [70, 37], origin: [0, 0.5], padding: 2, fontSize: 8 },
  'a4-4x10': {
    page: [210, 297],
    columns: 4,
    rows: 10,
    label: [52.5, 29.7],
    origin: [0, 0],
    padding: 1.5,
    fontSize: 6.5,
  },
  'thermal-50x25': { page: [50, 25], columns: 1, rows: 1, label: [50, 25], origin: [0, 0], padding: 1, fontSize: 6.5 },
};

/**
 * The label fonts' TrueType files, read once a process. They are resolved from node_modules, where
 * the bundled BFF (apps/bff/dist) finds its other packages too.
 */
const FONT_FILES = {
  regular: '@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf',
} as const;
const FONT = { regular: 'label-regular', bold: 'label-bold' } as const;
let fontData: Record<keyof typeof FONT_FILES, Buffer> | undefined;

function labelFonts(): Record<keyof typeof FONT_FILES, Buffer> {
  if (!fontData) {
    const require = createRequire(import.meta.url);
    fontData = {
      regular: readFileSync(require.resolve(FONT_FILES.regular)),
      bold: readFileSync(require.resolve(FONT_FILES.bold)),
    };
  }
  return fontData;
}

/** Labels whose page is written before the writer looks at the client again. */
const PAGES_BETWEEN_WAITS = 1;

/**
 * Writes the PDF of `labels` on `layout` to `out` (ended when done), page by page, waiting while
 * `out` is full. Stops early, without error, when `out` is closed (the client went away). Answers
 * how many pages and labels were written.
 */
export async function writeLabelSheet(
  out: Writable,
  layout: LabelLayout,
  labels: AsyncIterable<LabelContent> | Iterable<LabelContent>,
  meta: { title: string },
): Promise<{ pages: number; labels: number; complete: boolean }> {
  const g = LABEL_GEOMETRY[layout];
  const perPage = LABEL_LAYOUTS[layout].perPage;
  const doc = new PDFDocument({
    size: [g.page[0] * MM, g.page[1] * MM],
    margin: 0,
    autoFirstPage: false,
    compress: true,
    info: { Title: meta.title, Producer: 'Seed traceability portal', Creator: 'Seed traceability portal' },
  });
  const fonts = labelFonts();
  doc.registerFont(FONT.regular, fonts.regular);
  doc.registerFont(FONT.bold, fonts.bold);
  const closed = once(out, 'close').then(() => 'closed' as const);
  let gone = false;
  void closed.then(() => {
    gone = true;
  });
  doc.pipe(out);
  const ended = once(doc, 'end');

  let written = 0;
  let pages = 0;
  for await (const label of labels) {
    if (gone) break;
    const slot = written % perPage;
    if (slot === 0) {
      if (pages > 0 && pages % PAGES_BETWEEN_WAITS === 0 && out.writableNeedDrain) {
        await Promise.race([once(out, 'drain'), closed]);
        if (gone) break;
      }
      doc.addPage();
      pages += 1;
    }
    const column = slot % g.columns;
    const row = Math.floor(slot / g.columns);
    drawLabel(doc, g, (g.origin[0] + column * g.label[0]) * MM, (g.origin[1] + row * g.label[1]) * MM, label);
    written += 1;
  }
  doc.end();
  if (!gone) await Promise.race([ended, closed]);
  return { pages, labels: written, complete: !gone };
}

/** One line of a label's text as set: its face, its size (pt) and its width at that size (pt). */
export interface SetLine {
  text: string;
  bold: boolean;
  size: number;
  width: number;
}

/** A label's text as set beside its QR: the box it has (pt, from the label's top-left corner) and its lines. */
export interface SetText {
  box: { x: number; y: number; width: number; height: number };
  lines: SetLine[];
  /** The line spacing, as a multiple of a line's size. */
  lineGap: number;
}

/**
 * How `label`'s text is set on `layout` — the sizes drawLabel draws it at — for a test to see that
 * every line fits its label whatever the language.
 */
export function setLabelTextOn(layout: LabelLayout, label: LabelContent): SetText {
  const doc = new PDFDocument({ autoFirstPage: false });
  const fonts = labelFonts();
  doc.registerFont(FONT.regular, fonts.regular);
  doc.registerFont(FONT.bold, fonts.bold);
  return setLabelText(doc, LABEL_GEOMETRY[layout], label);
}

function setLabelText(doc: PDFKit.PDFDocument, g: Geometry, label: LabelContent): SetText {
  const padding = g.padding * MM;
  const height = g.label[1] * MM;
  const band = label.tag ? TAG_BAND_MM * MM : 0;
  const qrSide = height - 2 * padding;
  const textX = band + padding + qrSide + padding;
  const textWidth = g.label[0] * MM - textX - padding;
  const lines: { text: string; bold?: boolean; scale?: number }[] = [
    { text: label.crop, bold: true, scale: 1.15 },
    ...(label.variety ? [{ text: label.variety }] : []),
    { text: label.lotId, scale: 0.9 },
    { text: label.number, bold: true },
    ...(label.packed ? [{ text: label.packed, scale: 0.9 }] : []),
    ...(label.tag?.lines ?? []).map((text, i) => ({ text, bold: i === 0, scale: 0.8 })),
    ...(label.particulars ?? []).map((text) => ({ text, scale: 0.8 })),
  ];
  const lineGap = 1.25;
  const widthFitted = lines.map((line) => ({
    text: line.text,
    bold: line.bold ?? false,
    ...fittedSize(doc, line.text, line.bold, g.fontSize * (line.scale ?? 1), textWidth),
  }));
  // every line smaller alike when together they are taller than the label
  const room = height - 2 * padding;
  const natural = widthFitted.reduce((sum, line) => sum + line.size * lineGap, 0);
  const scale = natural > room ? room / natural : 1;
  return {
    box: { x: textX, y: padding, width: textWidth, height: room },
    lineGap,
    lines: widthFitted.map((line) => ({ ...line, size: line.size * scale, width: line.width * scale })),
  };
}

function drawLabel(doc: PDFKit.PDFDocument, g: Geometry, x: number, y: number, label: LabelContent): void {
  const padding = g.padding * MM;
  const height = g.label[1] * MM;
  const band = label.tag ? TAG_BAND_MM * MM : 0;
  if (label.tag) drawTagBand(doc, x, y + padding, band, height - 2 * padding, label.tag.colour);
  const qrSide = height - 2 * padding;
  drawQr(doc, label.url, x + band + padding, y + padding, qrSide);

  const { box, lines, lineGap } = setLabelText(doc, g, label);
  const total = lines.reduce((sum, line) => sum + line.size * lineGap, 0);
  let cursor = y + Math.max(padding, (height - total) / 2);
  for (const line of lines) {
    doc
      .font(line.bold ? FONT.bold : FONT.regular)
      .fontSize(line.size)
      .fillColor('black')
      .text(line.text, x + box.x, cursor, { lineBreak: false, width: box.width, height: line.size * lineGap });
    cursor += line.size * lineGap;
  }
}

/** The tag's colour as a band, outlined so that a white (foundation) tag still shows on white paper. */
function drawTagBand(doc: PDFKit.PDFDocument, x: number, y: number, width: number, height: number, colour: string) {
  doc.save();
  doc.rect(x + 0.5, y, width - 1, height).fillAndStroke(colour, '#666666');
  doc.restore();
}

/**
 * The text's size at most `size`, smaller when it would not fit `width` on one line, and its width
 * at that size (a width grows with the size: shaping, Devanagari's too, is the same at any size).
 * No floor: a line wider than its label would print over the next label, or off a thermal one.
 */
function fittedSize(
  doc: PDFKit.PDFDocument,
  text: string,
  bold: boolean | undefined,
  size: number,
  width: number,
): { size: number; width: number } {
  doc.font(bold ? FONT.bold : FONT.regular).fontSize(size);
  const measured = doc.widthOfString(text);
  if (measured <= width) return { size, width: measured };
  return { size: (size * width) / measured, width };
}

/**
 * The QR as filled squares in a group scaled to one unit a module (the quiet zone left light), one
 * rectangle per run of dark modules in a row.
 */
function drawQr(doc: PDFKit.PDFDocument, url: string, x: number, y: number, side: number): void {
  const matrix = qrMatrix(url);
  const modules = matrix.size + 2 * QUIET_ZONE_MODULES;
  const unit = side / modules;
  doc.save();
  doc.translate(x + QUIET_ZONE_MODULES * unit, y + QUIET_ZONE_MODULES * unit).scale(unit);
  for (let row = 0; row < matrix.size; row += 1) {
    let column = 0;
    while (column < matrix.size) {
      if (!matrix.dark(row, column)) {
        column += 1;
        continue;
      }
      const start = column;
      while (column < matrix.size && matrix.dark(row, column)) column += 1;
      doc.rect(start, row, column - start, 1);
    }
  }
  doc.fill('black');
  doc.restore();
}
