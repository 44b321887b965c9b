// What the verification page reads from a request, as the privacy policy allows: the language
// asked for, the kind of device (not which one), and the random per-browser id whose hash tells
// devices apart. The client's address is used for rate limiting only, and hashed there too.
import { createHash, randomBytes } from 'node:crypto';
import { type DeviceClass, isValidGtin, QR_CODE_PATTERN } from '@seed/domain';
import { firstLanguage, requestLanguage } from '../../shared/language';
import type { PageLanguage } from './page-text';

/** The cookie of the per-browser id (only sent to the verification pages). */
export const DEVICE_COOKIE = 'seed_device';
const DEVICE_ID = /^[A-Za-z0-9_-]{22}$/;
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * ?lang= when it names a language of the page (the shell's links send en, hi or mr; a region or
 * upper case is read too: mr-IN, HI), else the first of Accept-Language's we have (mr-IN counts as
 * mr), else English. The server sees no more of the portal's choice (localStorage seed.language).
 */
export function pageLanguageOf(
  langParam: unknown,
  acceptsLanguages: (...languages: string[]) => string | false,
): PageLanguage {
  const asked = typeof langParam === 'string' ? langParam.trim().toLowerCase().split(/[-_]/)[0] : undefined;
  return firstLanguage(asked, requestLanguage({ acceptsLanguages }));
}

/** Link previews, crawlers and command-line clients: their scans are logged without a device. */
const AUTOMATED =
  /bot|crawl|spider|slurp|preview|facebookexternalhit|whatsapp|telegram|curl|wget|python-requests|go-http-client|node-fetch|axios|lighthouse/i;

export function isAutomatedClient(userAgent: string | undefined): boolean {
  return !userAgent || AUTOMATED.test(userAgent);
}

/** Phone, tablet, desktop or other, from the User-Agent alone. */
export function deviceClassOf(userAgent: string | undefined): DeviceClass {
  const ua = userAgent ?? '';
  if (!ua || isAutomatedClient(ua)) return 'other';
  if (/iPad|Tablet|Nexus (7|9|10)|SM-T\d|Kindle|Silk/i.test(ua) || (/Android/i.test(ua) && !/Mobile/i.test(ua))) {
    return 'tablet';
  }
  if (/Mobi|iPhone|iPod|Android|Windows Phone|KaiOS/i.test(ua)) return 'phone';
  if (/Windows NT|Macintosh|X11|Linux|CrOS/i.test(ua)) return 'desktop';
  return 'other';
}

/** The browser's id from its cookie, or a new one (random 16 bytes) to set. */
export function deviceIdOf(cookieHeader: string | undefined): { id: string; isNew: boolean } {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    const value = rest.join('=');
    if (name === DEVICE_COOKIE && DEVICE_ID.test(value)) return { id: value, isNew: false };
  }
  return { id: randomBytes(16).toString('base64url'), isNew: true };
}

/** What the database stores of a device: the sha-256 of its random id, never the id itself. */
export const deviceHashOf = (id: string) => createHash('sha256').update(id, 'utf8').digest('hex');

/** The cookie of the per-browser id, sent back only to the pages under `path` (/v, or /01 for GS1 Digital Links). */
export function deviceCookie(id: string, secure: boolean, path: '/v' | '/01' = '/v'): string {
  return [
    `${DEVICE_COOKIE}=${id}`,
    `Max-Age=${DEVICE_COOKIE_MAX_AGE_SECONDS}`,
    `Path=${path}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/** The rate-limit bucket of a client: its address hashed (kept for the window, then swept). */
export const clientBucket = (prefix: string, address: string | undefined) =>
  `${prefix}:${createHash('sha256')
    .update(address ?? 'unknown', 'utf8')
    .digest('hex')
    .slice(0, 32)}`;

/** Coarse location (2 decimals) from ?lat=&lon=, only when both are sensible numbers. */
export function coarseLocationOf(lat: unknown, lon: unknown): { lat: number; lon: number } | null {
  const parse = (v: unknown) => (typeof v === 'string' && /^-?\d{1,3}(\.\d+)?$/.test(v) ? Number(v) : NaN);
  const a = parse(lat);
  const b = parse(lon);
  if (!Number.isFinite(a) || !Number.isFinite(b) || Math.abs(a) > 90 || Math.abs(b) > 180) return null;
  return { lat: Math.round(a * 100) / 100, lon: Math.round(b * 100) / 100 };
}

const LOCATION_TOKEN = /^[A-Za-z0-9_-]{22}$/;

/**
 * A new token for the page of one scan (16 random bytes): the page carries the token, the scan row
 * only its sha-256, so what the database holds cannot be replayed.
 */
export function newLocationToken(): { token: string; hash: string } {
  const token = randomBytes(16).toString('base64url');
  return { token, hash: locationTokenHashOf(token)! };
}

/** The sha-256 (hex) a scan row keeps of a page's token; null for anything that is not one. */
export function locationTokenHashOf(token: unknown): string | null {
  return typeof token === 'string' && LOCATION_TOKEN.test(token)
    ? createHash('sha256').update(token, 'utf8').digest('hex')
    : null;
}

/**
 * Whether a /v/{code} path names something that can be one of our codes (the database's format:
 * 22 base64url characters). Anything else — a NUL, a 5,000-character path, a typo — is refused
 * before the database: no connection, no scan row.
 */
export const isCodeShaped = (code: unknown): code is string => typeof code === 'string' && QR_CODE_PATTERN.test(code);

/** A GS1 batch (AI 10) as our labels print it: the lot id's 19 digits (or, typed by hand, the lot id). */
const GS1_BATCH = /^(\d{19}|SL-\d{8}-\d{7}-\d{4})$/;
/** A packet number as labels print it (AI 21): 1 to 999,999,999, no leading zero. */
const GS1_SERIAL = /^[1-9]\d{0,8}$/;

/**
 * The GS1 Digital Link /01/{gtin}/10/{batch}/21/{serial} when each element can name one of our
 * packets (a GTIN with its check digit, our batch and serial formats; what private.gs1_packet_code
 * matches), else null: refused before the database like a malformed code.
 */
export function gs1LinkOf(params: Record<string, unknown>): { gtin: string; batch: string; serial: string } | null {
  const { gtin, batch, serial } = params;
  if (typeof gtin !== 'string' || typeof batch !== 'string' || typeof serial !== 'string') return null;
  if (!isValidGtin(gtin) || !GS1_BATCH.test(batch) || !GS1_SERIAL.test(serial)) return null;
  return { gtin, batch, serial };
}

/** A GS1 Digital Link /01/{gtin}/10/{batch} of one of our lots (no serial: the lot level), else null. */
export function gs1LotLinkOf(params: Record<string, unknown>): { gtin: string; batch: string } | null {
  const { gtin, batch } = params;
  if (typeof gtin !== 'string' || typeof batch !== 'string') return null;
  if (!isValidGtin(gtin) || !GS1_BATCH.test(batch)) return null;
  return { gtin, batch };
}

/** GS1's character set 82 (GS1 General Specifications §7.11), in which AI 10 and AI 21 are written. */
const GS1_CSET82 = /^[!"%&'()*+,\-./0-9:;<=>?A-Z_a-z]{1,20}$/;
const GS1_GTIN_DIGITS = /^(\d{8}|\d{12,14})$/;

/**
 * Why a /01 path is no GS1 Digital Link at all — a GTIN that is not 8, 12, 13 or 14 digits, a
 * GTIN whose check digit is wrong, a batch or serial outside GS1's character set 82 or longer than
 * its 20 characters — or null when it is a well-formed one (which may still name nothing of ours:
 * that is a 404, this a 400).
 */
export function gs1SyntaxProblem(params: Record<string, unknown>): 'malformed' | 'check_digit' | null {
  const { gtin, batch, serial } = params;
  if (typeof gtin !== 'string' || !GS1_GTIN_DIGITS.test(gtin)) return 'malformed';
  // the lot id typed by hand (SL-…, 24 characters) is read as its batch, as it always was
  if (typeof batch !== 'string' || !(GS1_CSET82.test(batch) || GS1_BATCH.test(batch))) return 'malformed';
  if (serial !== undefined && (typeof serial !== 'string' || !GS1_CSET82.test(serial))) return 'malformed';
  return isValidGtin(gtin) ? null : 'check_digit';
}

/** What a /01 request asks the resolver for (GS1-Conformant Resolver Standard: linkType, then Accept). */
export type Gs1Answer = 'page' | 'epcis' | 'linkset';

/** GS1 Web vocabulary link types, as a request may write them (gs1:epcis or its full URI). */
const GS1_VOC = /^(?:gs1:|https?:\/\/(?:ref\.)?gs1\.org\/voc\/)([A-Za-z]+)$/;

/**
 * The answer a /01 request asks for: ?linkType= first (gs1:epcis → the EPCIS events; all → the
 * linkset; gs1:pip, gs1:verificationService, gs1:defaultLink, gs1:certificationInfo → the page,
 * which is where each of them leads), else the Accept header (application/ld+json → EPCIS,
 * application/linkset+json → the linkset, anything else → the page).
 *
 * A linkType we do not offer (an unknown one, or one of GS1's we have no link of, e.g. gs1:recipeInfo)
 * answers the default link — our reading of the GS1-Conformant Resolver Standard, which has a
 * resolver without a link of the requested type fall back to its default link: a person scanning
 * with an app that asks for something else still reaches the verification page, and the page's
 * Link header points at the linkset of what there is. We never answer 300 (that is for several
 * links of the asked type to choose between; we have one of each) nor 404 for a link type (we
 * always have the page; 404 is kept for identifiers that are not ours).
 */
export function gs1AnswerOf(linkTypeParam: unknown, accepts: (...types: string[]) => string | false): Gs1Answer {
  const asked = Array.isArray(linkTypeParam) ? linkTypeParam[0] : linkTypeParam;
  if (typeof asked === 'string' && asked !== '') {
    const linkType = asked.trim();
    if (linkType === 'all' || linkType === 'linkset') return 'linkset';
    // gs1:pip, gs1:verificationService, gs1:defaultLink, gs1:certificationInfo lead to the page, and
    // so does every link type we have no link of
    return GS1_VOC.exec(linkType)?.[1] === 'epcis' ? 'epcis' : 'page';
  }
  const best = accepts('text/html', 'application/linkset+json', 'application/ld+json');
  return best === 'application/ld+json' ? 'epcis' : best === 'application/linkset+json' ? 'linkset' : 'page';
}
