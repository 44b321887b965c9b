// The label sheet and the QR images as a printer and a phone see them: every layout's pages and
// labels for a lot of 30 packets, each label's texts, and each QR — drawn as squares, or written as
// SVG or PNG — decoded with jsQR to the URL it must hold.
import { PassThrough, Writable } from 'node:stream';
import { LABEL_LAYOUT_IDS, LABEL_LAYOUTS, type LabelLayout } from '@seed/domain';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { decodeQrPixels, rasterizeQrSvg, readLabelPdf } from '@seed/tools/testing/label-pdf-reader';
import { type LabelContent, setLabelTextOn, writeLabelSheet } from './label-sheet';
import { LABEL_WORDS } from './label-words';
import { printedUrl, qrPng, qrSvg } from './qr-image';

const ORIGIN = 'https://seeds.example.in';
const LOT = 'SL-20260314-0001234-5678';

const packets = (count: number): LabelContent[] =>
  Array.from({ length: count }, (_, i) => ({
    url: `${ORIGIN}/v/${String(i + 1).padStart(22, 'A')}`,
    crop: 'Wheat',
    variety: 'HI 1544',
    lotId: LOT,
    number: `Packet ${i + 1} of ${count}`,
    packed: 'Packed 14 Mar 2026',
  }));

/**
 * A packet label with every line a label may have, its words in `language` and long data: the
 * longest label the sheet sets (issue 30).
 */
function fullLabel(language: keyof typeof LABEL_WORDS): LabelContent {
  const w = LABEL_WORDS[language];
  return {
    url: `${ORIGIN}/v/${'A'.repeat(22)}`,
    crop: w.crop('Bottle gourd', { hi: 'लौकी', mr: 'दुधी भोपळा' }),
    variety: 'Pusa Naveen',
    lotId: LOT,
    number: w.packet(12_345, 100_000),
    packed: w.packed('2026-11-14'),
    tag: {
      colour: '#daa520',
      lines: [
        w.seedClass('breeder'),
        w.tagNumber(120_001),
        w.certificate('MSSCA/2026/0418', '2027-03-31', true),
        'Maharashtra State Seed Certification Agency',
      ],
    },
    particulars: [
      w.net(10, 'Kg'),
      w.quality(85, 98.5),
      w.tested('2026-03-01', '2026-08-31'),
      'Sahyadri Seeds Producer Company Ltd, +91 98765 43210',
    ],
  };
}

/** The lines of a label, in the order the sheet draws them. */
const linesOf = (label: LabelContent) => [
  label.crop,
  label.variety,
  label.lotId,
  label.number,
  label.packed,
  ...label.tag!.lines,
  ...label.particulars!,
];

/**
 * Text as a PDF's glyphs read back: a shaped Devanagari word draws its i-matra before its consonant
 * and a reph after the letter it sits on, so the reader, which knows each glyph's characters but
 * not the logical order, reads कि as िक and र्च as चर्. Without those two marks both orders compare.
 */
const glyphsOf = (text: string) => text.replaceAll('ि', '').replaceAll('र्', '');

async function sheet(layout: LabelLayout, labels: Iterable<LabelContent>) {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const result = await writeLabelSheet(out, layout, labels, { title: `Labels of ${LOT}` });
  return { result, pdf: Buffer.concat(chunks) };
}

describe('label sheets', () => {
  it.each([
    ['a4-3x8', 2],
    ['a4-4x10', 1],
    ['thermal-50x25', 30],
  ] as const)(
    'when 30 packets are printed on %s, then %i pages with 30 labels, each QR decoding to its packet’s URL',
    async (layout, pages) => {
      const labels = packets(30);
      const { result, pdf } = await sheet(layout, labels);

      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(result).toEqual({ pages, labels: 30, complete: true });
      const read = readLabelPdf(pdf);
      expect(read.pages).toBe(pages);
      expect(read.qrs.flat()).toEqual(labels.map((l) => l.url));
      expect(read.texts.flat().filter((t) => /^Packet \d+ of 30$/.test(t))).toEqual(labels.map((l) => l.number));
      expect(read.qrs.map((page) => page.length)).toEqual(
        Array.from({ length: pages }, (_, i) =>
          Math.min(LABEL_LAYOUTS[layout].perPage, 30 - i * LABEL_LAYOUTS[layout].perPage),
        ),
      );
      expect(read.texts[0]!.slice(0, 5)).toEqual(['Wheat', 'HI 1544', LOT, 'Packet 1 of 30', 'Packed 14 Mar 2026']);
    },
  );

  it('when a label has no variety and no packaging date, then those lines are left out', async () => {
    const [label] = packets(1);
    const { pdf } = await sheet('thermal-50x25', [{ ...label!, variety: null, packed: null }]);

    expect(readLabelPdf(pdf).texts).toEqual([['Wheat', LOT, 'Packet 1 of 1']]);
  });

  it('when a crop and variety are named in Hindi, then the label prints them in an embedded Devanagari font, as text', async () => {
    const [label] = packets(1);
    const { pdf } = await sheet('a4-3x8', [{ ...label!, crop: 'गेहूं', variety: 'एचडी 2967' }]);

    expect(readLabelPdf(pdf).texts).toEqual([['गेहूं', 'एचडी 2967', LOT, 'Packet 1 of 1', 'Packed 14 Mar 2026']]);
    const raw = pdf.toString('latin1');
    expect(raw).toMatch(/\/FontFile2 \d+ 0 R/);
    // one subset a face, named as PDF subsets are (six letters and a plus)
    expect(raw.match(/\/BaseFont \/[A-Z]{6}\+NotoSansDevanagari-(Regular|Bold)/g)?.length).toBe(4);
  });

  it.each(['hi', 'mr'] as const)(
    'when a label’s words are in %s, then the sheet prints them in Devanagari, every glyph in the embedded font',
    async (language) => {
      const label = fullLabel(language);
      const { result, pdf } = await sheet('thermal-50x25', [label]);

      expect(result).toEqual({ pages: 1, labels: 1, complete: true });
      const [texts] = readLabelPdf(pdf).texts;
      expect(texts!.map(glyphsOf)).toEqual(linesOf(label).map((line) => glyphsOf(line!)));
      expect(texts!.join('')).not.toContain('\uFFFD');
      // every word in Devanagari; the data as typed
      expect(texts!.filter((text) => !/[\u0900-\u097F]/.test(text))).toEqual([
        'Pusa Naveen',
        LOT,
        'Maharashtra State Seed Certification Agency',
        'Sahyadri Seeds Producer Company Ltd, +91 98765 43210',
      ]);
    },
  );

  it.each(LABEL_LAYOUT_IDS)(
    'when the longest label is set on %s in English, Hindi and Marathi, then every line fits the label, the words as large as the English ones within 15%',
    (layout) => {
      const set = Object.fromEntries(
        (['en', 'hi', 'mr'] as const).map((language) => [language, setLabelTextOn(layout, fullLabel(language))]),
      ) as Record<'en' | 'hi' | 'mr', ReturnType<typeof setLabelTextOn>>;

      for (const { box, lines, lineGap } of Object.values(set)) {
        expect(lines.filter((line) => line.width > box.width + 1e-6)).toEqual([]);
        expect(lines.reduce((sum, line) => sum + line.size * lineGap, 0)).toBeLessThanOrEqual(box.height + 1e-6);
      }
      for (const language of ['hi', 'mr'] as const) {
        const smaller = set[language].lines.filter((line, i) => line.size < 0.85 * set.en.lines[i]!.size);
        expect(smaller.map((line) => line.text)).toEqual([]);
      }
    },
  );

  it('when a sheet has many pages, then each font is embedded once, as a subset, and the sheet stays small', async () => {
    const { result, pdf } = await sheet('a4-4x10', packets(600));

    expect(result).toEqual({ pages: 15, labels: 600, complete: true });
    expect(pdf.toString('latin1').match(/\/FontFile2 /g)?.length).toBe(2);
    expect(pdf.length / 600).toBeLessThan(1500);
  });

  it('when the client reads slowly, then the writer waits for it and every label still arrives', async () => {
    let received = 0;
    const slow = new Writable({
      highWaterMark: 16 * 1024,
      write(chunk: Buffer, _encoding, done) {
        received += chunk.length;
        setTimeout(done, 1);
      },
    });
    const result = await writeLabelSheet(slow, 'a4-4x10', packets(400), { title: 'slow' });

    expect(result).toEqual({ pages: 10, labels: 400, complete: true });
    expect(received).toBeGreaterThan(10_000);
  });

  it('when the client goes away, then the writer stops without error', async () => {
    const out = new PassThrough();
    out.resume();
    async function* endless() {
      for (let i = 0; ; i += 1) {
        if (i === 50) out.destroy();
        yield packets(1)[0]!;
        await new Promise((resolve) => setImmediate(resolve));
      }
    }
    const result = await writeLabelSheet(out, 'thermal-50x25', endless(), { title: 'gone' });

    expect(result.complete).toBe(false);
    expect(result.labels).toBeLessThan(60);
  });
});

describe('QR images', () => {
  it('when a code is rendered as SVG, then its QR decodes to the URL', async () => {
    const url = `${ORIGIN}/v/AbCdEfGhIjKlMnOpQrStUv`;
    const svg = await qrSvg(url, 256);

    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="256" height="256"/);
    const { pixels, width, height } = rasterizeQrSvg(svg);
    expect(decodeQrPixels(pixels, width, height)).toBe(url);
  });

  it('when a code is rendered as PNG, then it is a PNG of the size asked whose QR decodes to the URL', async () => {
    const url = `${ORIGIN}/01/04006381333931/10/2026031400012345678/21/12`;
    const png = PNG.sync.read(await qrPng(url, 300));

    expect([png.width, png.height]).toEqual([300, 300]);
    expect(decodeQrPixels(new Uint8ClampedArray(png.data), png.width, png.height)).toBe(url);
  });

  it('when the organization has a GTIN, then packet codes print their GS1 Digital Link; lot codes, and packets without one, /v/{code}', () => {
    const packet = { code: 'AbCdEfGhIjKlMnOpQrStUv', kind: 'packet' as const, serial: 12, lotId: LOT };

    expect(printedUrl(`${ORIGIN}/`, packet, '4006381333931')).toBe(
      `${ORIGIN}/01/04006381333931/10/2026031400012345678/21/12`,
    );
    expect(printedUrl(ORIGIN, packet, null)).toBe(`${ORIGIN}/v/AbCdEfGhIjKlMnOpQrStUv`);
    expect(printedUrl(ORIGIN, { ...packet, kind: 'lot', serial: null }, '4006381333931')).toBe(
      `${ORIGIN}/v/AbCdEfGhIjKlMnOpQrStUv`,
    );
  });
});
