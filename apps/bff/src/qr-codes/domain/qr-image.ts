// The QR a code prints (issue 14): which URL it holds, and that URL as an SVG or PNG image or as the
// module matrix the label sheet draws as vector squares. Error correction M (15 %) survives a
// scuffed packet; the quiet zone is the standard 4 modules.
import { gs1DigitalLinkUrl, verificationUrl } from '@seed/domain';
import QRCode from 'qrcode';

const ERROR_CORRECTION = 'M';
/** Light modules around the symbol that scanners need to find it. */
export const QUIET_ZONE_MODULES = 4;

/** What decides a code's printed URL. */
export interface PrintedCode {
  code: string;
  kind: 'lot' | 'packet';
  serial: number | null;
  lotId: string;
}

/**
 * The URL a code's QR holds: a packet code of an organization with a GTIN as its GS1 Digital Link
 * ({origin}/01/{gtin}/10/{batch}/21/{serial}), every other code as {origin}/v/{code}. `origin` is the
 * configured public site, never a request's Host.
 */
export function printedUrl(origin: string, code: PrintedCode, gtin: string | null): string {
  if (gtin && code.kind === 'packet' && code.serial !== null) {
    const link = gs1DigitalLinkUrl(origin, gtin, code.lotId, code.serial);
    if (link) return link;
  }
  return verificationUrl(origin, code.code);
}

/** The QR of `url` as an SVG document `size` pixels square (quiet zone included). */
export function qrSvg(url: string, size: number): Promise<string> {
  return QRCode.toString(url, {
    type: 'svg',
    errorCorrectionLevel: ERROR_CORRECTION,
    margin: QUIET_ZONE_MODULES,
    width: size,
  });
}

/** The QR of `url` as a PNG `size` pixels square (quiet zone included). */
export function qrPng(url: string, size: number): Promise<Buffer> {
  return QRCode.toBuffer(url, {
    type: 'png',
    errorCorrectionLevel: ERROR_CORRECTION,
    margin: QUIET_ZONE_MODULES,
    width: size,
  });
}

/** The symbol's modules without the quiet zone: `size` × `size`, dark where `dark(row, column)`. */
export interface QrMatrix {
  size: number;
  dark(row: number, column: number): boolean;
}

export function qrMatrix(url: string): QrMatrix {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: ERROR_CORRECTION });
  return { size: modules.size, dark: (row, column) => modules.get(row, column) === 1 };
}
