// How far a streamed label sheet is: the server writes the PDF page by page (pdfkit writes a page's
// dictionary as the next page starts), so the pages seen so far in the stream, times the labels a
// page holds, are the labels done; X-Label-Count says how many there will be. A Content-Length,
// when the server sends one, is exact and wins.

/** What the dialog shows while a sheet downloads. */
export interface LabelProgress {
  /** X-Label-Count: how many labels the sheet has (null when the server did not say). */
  labels: number | null;
  /** Labels written so far, as far as the pages seen tell (null without X-Label-Count). */
  labelsDone: number | null;
  bytes: number;
  /** Content-Length, when sent. */
  totalBytes: number | null;
  /** 0..1, or null when nothing tells the end (an indeterminate bar). */
  fraction: number | null;
}

// A page object's dictionary; the page tree's is '/Type /Pages'.
const PAGE = '/Type /Page';
// Enough of the previous chunk to find a marker cut in two, with the character after it.
const KEEP = PAGE.length + 4;

/** Counts the page objects in a PDF arriving in chunks (bytes read as Latin-1, one character a byte). */
export function pageCounter() {
  const decoder = new TextDecoder('latin1');
  let tail = '';
  let pages = 0;
  return {
    /** Adds a chunk; answers the pages seen so far. */
    push(chunk: Uint8Array): number {
      const text = tail + decoder.decode(chunk, { stream: true });
      let at = text.indexOf(PAGE);
      while (at !== -1) {
        const end = at + PAGE.length;
        // A marker ending inside the kept tail was counted with the previous chunk; one whose next
        // character has not arrived yet is counted with the next (it could be '/Type /Pages').
        if (end >= tail.length && end < text.length && text[end] !== 's') pages += 1;
        at = text.indexOf(PAGE, at + 1);
      }
      tail = text.slice(-KEEP);
      return pages;
    },
  };
}

/** The progress of a sheet from what was received so far. */
export function labelProgress(input: {
  labels: number | null;
  perPage: number;
  pages: number;
  bytes: number;
  totalBytes: number | null;
}): LabelProgress {
  const { labels, perPage, pages, bytes, totalBytes } = input;
  const labelsDone = labels === null ? null : Math.min(pages * perPage, labels);
  const fraction =
    totalBytes !== null && totalBytes > 0
      ? Math.min(bytes / totalBytes, 1)
      : labels !== null && labels > 0 && labelsDone !== null
        ? labelsDone / labels
        : null;
  return { labels, labelsDone, bytes, totalBytes, fraction };
}

/** A positive integer header, or null. */
export function countHeader(headers: Headers, name: string): number | null {
  const value = Number(headers.get(name) ?? '');
  return Number.isInteger(value) && value > 0 ? value : null;
}

/** The file name of a Content-Disposition: attachment; filename="…", or the fallback. */
export function attachmentName(headers: Headers, fallback: string): string {
  const match = /filename="?([^";]+)"?/i.exec(headers.get('Content-Disposition') ?? '');
  return match?.[1] ?? fallback;
}
