import { describe, expect, it } from 'vitest';
import { attachmentName, countHeader, labelProgress, pageCounter } from './label-progress';

const bytes = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));

/** A PDF's bytes as pdfkit writes them: each page's dictionary, then the page tree's. */
const pdf = (pages: number) =>
  '%PDF-1.3\n' +
  Array.from({ length: pages }, (_, i) => `${i + 5} 0 obj\n<<\n/Type /Page\n/Parent 1 0 R\n>>\nendobj\n\xff\x9c`).join(
    '',
  ) +
  '1 0 obj\n<<\n/Type /Pages\n/Count 3\n>>\nendobj\n%%EOF';

describe('pageCounter', () => {
  it("when the whole PDF comes in one chunk, then its pages are counted and the page tree ('/Type /Pages') is not", () => {
    expect(pageCounter().push(bytes(pdf(3)))).toBe(3);
  });

  it('when the PDF is cut at every byte, then each page is still counted once', () => {
    const text = pdf(3);
    for (const size of [1, 2, 5, 7, 11, 13, 64]) {
      const counter = pageCounter();
      let pages = 0;
      for (let at = 0; at < text.length; at += size) pages = counter.push(bytes(text.slice(at, at + size)));
      expect(pages, `chunks of ${size}`).toBe(3);
    }
  });

  it("when a marker ends a chunk, then it waits for the next character (it may be the page tree's)", () => {
    const counter = pageCounter();
    expect(counter.push(bytes('<<\n/Type /Page'))).toBe(0);
    expect(counter.push(bytes('s\n/Count 1'))).toBe(0);
    expect(counter.push(bytes('<<\n/Type /Page'))).toBe(0);
    expect(counter.push(bytes('\n/Parent 1 0 R'))).toBe(1);
  });
});

describe('labelProgress', () => {
  it('when the server tells the labels, then pages times labels a page are done, at most all of them', () => {
    expect(labelProgress({ labels: 30, perPage: 24, pages: 1, bytes: 5000, totalBytes: null })).toEqual({
      labels: 30,
      labelsDone: 24,
      bytes: 5000,
      totalBytes: null,
      fraction: 0.8,
    });
    expect(labelProgress({ labels: 30, perPage: 24, pages: 2, bytes: 9000, totalBytes: null }).labelsDone).toBe(30);
  });

  it('when a Content-Length is sent, then the bytes tell the fraction; with neither, it is unknown', () => {
    expect(labelProgress({ labels: 30, perPage: 24, pages: 0, bytes: 250, totalBytes: 1000 }).fraction).toBe(0.25);
    expect(labelProgress({ labels: null, perPage: 24, pages: 3, bytes: 250, totalBytes: null })).toMatchObject({
      labelsDone: null,
      fraction: null,
    });
  });
});

describe('headers', () => {
  it('when X-Label-Count and Content-Disposition are sent, then the count and the file name are read; junk is null', () => {
    const headers = new Headers({
      'X-Label-Count': '30',
      'Content-Disposition': 'attachment; filename="labels-SL-20261101-0900000-0001.pdf"',
    });
    expect(countHeader(headers, 'X-Label-Count')).toBe(30);
    expect(countHeader(new Headers({ 'X-Label-Count': 'many' }), 'X-Label-Count')).toBeNull();
    expect(countHeader(headers, 'Content-Length')).toBeNull();
    expect(attachmentName(headers, 'x.pdf')).toBe('labels-SL-20261101-0900000-0001.pdf');
    expect(attachmentName(new Headers(), 'x.pdf')).toBe('x.pdf');
  });
});
