// The public verification page (/v/{code}) as one small HTML document: one inline stylesheet and
// one small inline script (../page/page.css and script.ts), each allowed by its hash (the page's own
// strict CSP), readable and usable without JavaScript on a slow phone. The script only adds: the
// staff check, the opt-in "share my approximate location" button (absent without it) and the report
// photo's downscaling before it is sent. Only what verify_code returned is shown, and it returns only
// what the privacy policy allows. Every text is escaped by the `markup` template (../page/html.ts).
import { VERIFICATION_LIMITS } from '@seed/domain';
import type { z } from 'zod';
import type { VerificationRow } from '../data-access/qr-codes-repository';
import { type Html, joined, markup, raw } from '../page/html';
import { PAGE_ASSETS } from '../page/page-assets';
import {
  formatDate,
  formatDateTime,
  type GenerationClass,
  PAGE_LANGUAGES,
  PAGE_TEXT,
  type PageLanguage,
} from './page-text';

/** What verify_code answers: the repository's schema of it, so the page cannot read a field the row does not parse. */
export type Verification = z.output<typeof VerificationRow>;

/** The report form's fields as typed, and what is wrong with them (the form sent back). */
export interface FilledReportForm {
  values: { shop_name: string; place: string; phone: string };
  errors: string[];
}

/** The page's own Content-Security-Policy: nothing but its inline stylesheet and script, its form and its location call. */
export const PAGE_CSP = [
  "default-src 'none'",
  `style-src '${PAGE_ASSETS.cssHash}'`,
  `script-src '${PAGE_ASSETS.scriptHash}'`,
  "connect-src 'self'",
  "img-src 'self' data:",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** The page of a printed code: /v/{code}. */
export const codePagePath = (code: string) => `/v/${encodeURIComponent(code)}`;

/** The page of a GS1 Digital Link: /01/{gtin}/10/{batch}/21/{serial}, as it was reached. */
export const gs1PagePath = (link: { gtin: string; batch: string; serial: string }) =>
  `/01/${encodeURIComponent(link.gtin)}/10/${encodeURIComponent(link.batch)}/21/${encodeURIComponent(link.serial)}`;

/** A link to a page in the language it is read in. */
const inLanguage = (path: string, language: PageLanguage) => `${path}?lang=${language}`;

function languageSwitch(language: PageLanguage, path: string): Html {
  const links = PAGE_LANGUAGES.filter((l) => l !== language).map(
    (l) => markup`<a href="${inLanguage(path, l)}" hreflang="${l}" lang="${l}">${PAGE_TEXT[l].languageName}</a>`,
  );
  return markup`<nav>${joined(links, ' · ')}</nav>`;
}

function documentOf(language: PageLanguage, path: string, body: Html, script = false): string {
  const t = PAGE_TEXT[language];
  // data:, an empty icon: a phone on a slow line asks for no /favicon.ico (allowed by img-src data:)
  return markup`<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><link rel="icon" href="data:,"><title>${t.title}</title><style>${raw(PAGE_ASSETS.css)}</style></head><body><main>${languageSwitch(language, path)}<h1>${t.title}</h1>${body}</main>${script && markup`<script>${raw(PAGE_ASSETS.script)}</script>`}</body></html>`
    .text;
}

/**
 * The staff check: the page's script sends this scan's token with the portal session this browser
 * keeps (if any); the note shows when the scan was marked as a member's check.
 */
function staffCheck(language: PageLanguage, token: string): Html {
  return markup`<p class="h" id="st" hidden data-t="${token}">${PAGE_TEXT[language].staffCheck}</p>`;
}

/**
 * The opt-in "share my approximate location": hidden until the script shows it (so absent without
 * JavaScript), with the token of this page's scan and its words in data- attributes.
 */
function locationOptIn(path: string, language: PageLanguage, token: string): Html {
  const t = PAGE_TEXT[language].location;
  return markup`<section id="loc" hidden><button type="button" id="lb" data-u="${inLanguage(`${path}/location`, language)}" data-t="${token}" data-w="${t.wait}" data-o="${t.thanks}" data-f="${t.failed}">${t.share}</button><p class="h" id="lm" role="status">${t.hint}</p></section>`;
}

/** A coarse area as people read coordinates: 18.5° N, 73.9° E. */
const placeOf = ({ lat, lon }: { lat: number; lon: number }) =>
  `${Math.abs(lat).toFixed(1)}° ${lat < 0 ? 'S' : 'N'}, ${Math.abs(lon).toFixed(1)}° ${lon < 0 ? 'W' : 'E'}`;

function stateBox(v: Verification, language: PageLanguage): Html {
  const t = PAGE_TEXT[language];
  const box = (tone: 'ok' | 'warn' | 'bad', heading: string, parts: Html[]) =>
    markup`<div class="s ${tone}" role="status"><h2>${heading}</h2>${parts}</div>`;
  const p = (text: string) => markup`<p>${text}</p>`;
  const labelled = (label: string, text: string) => markup`<p><strong>${label}:</strong> ${text}</p>`;
  switch (v.state) {
    case 'genuine':
      return box('ok', `✓ ${t.states.genuine.heading}`, [p(t.states.genuine.body)]);
    case 'verified_before': {
      const places = v.places?.length ? t.near(v.places.map(placeOf).join('; ')) : null;
      return box(
        'warn',
        `⚠ ${t.states.verified_before.heading(formatDate(v.firstVerifiedAt ?? new Date(), language))}`,
        [
          p(t.states.verified_before.checks(Math.max(1, v.checksBefore ?? 1), places)),
          p(t.states.verified_before.body),
        ],
      );
    }
    case 'code_withdrawn': {
      const words = t.states.code_withdrawn;
      const w = v.codeWithdrawn;
      return box(
        'bad',
        `✕ ${words.heading(w?.company ?? t.labels.company, formatDate(w?.at ?? new Date(), language))}`,
        [
          w?.reason ? labelled(t.reason, w.reason) : markup``,
          p(words.body),
          labelled(t.whatToDo, w?.contact ? words.contact(w.contact) : words.noContact),
        ],
      );
    }
    case 'withdrawn':
      return box('bad', `✕ ${t.states.withdrawn.heading}`, [p(t.states.withdrawn.body)]);
    case 'recalled':
    case 'stop_sale': {
      const words = t.states[v.state];
      return box('bad', `✕ ${words.heading}`, [
        labelled(t.reason, v.recall?.reason ?? ''),
        labelled(t.whatToDo, words.body),
      ]);
    }
    default:
      return box('bad', `✕ ${t.states.unknown.heading}`, [p(t.states.unknown.body)]);
  }
}

/**
 * A seed test that forbids the sale, said before anything else about the seed: "Do not buy: the
 * test of this seed lot expired on …" or failed. Only for a packet the page otherwise shows.
 */
function seedTestWarning(v: Verification, language: PageLanguage): Html {
  const test = v.seedTest;
  if (!test || v.state === 'unknown' || v.state === 'withdrawn' || v.state === 'code_withdrawn') return markup``;
  const t = PAGE_TEXT[language].seedTest;
  if (test.status === 'failed') return markup`<div class="s bad" role="alert"><h2>✕ ${t.failed}</h2></div>`;
  if (test.status === 'expired' && test.validUntil)
    return markup`<div class="s bad" role="alert"><h2>✕ ${t.expired(formatDate(test.validUntil, language))}</h2></div>`;
  return markup``;
}

/** A revoked certification warns first, as a failed test does (issue 28). */
function certificationWarning(v: Verification, language: PageLanguage): Html {
  if (v.certification?.status !== 'revoked') return markup``;
  const t = PAGE_TEXT[language].certification;
  const reason = v.certification.revocationReason;
  return markup`<div class="s bad" role="alert"><h2>✕ ${t.revoked}</h2>${reason && markup`<p>${reason}</p>`}</div>`;
}

/** A valid (or expired) certificate: the class in its tag's colour, the agency, number and this packet's tag. */
function certificate(v: Verification, language: PageLanguage): Html {
  const c = v.certification;
  if (!c || c.status === 'revoked') return markup``;
  const t = PAGE_TEXT[language].certification;
  const date = formatDate(c.validUntil, language);
  return markup`<section class="c c-${c.seedClass}"><h2>${t.certified(t.classes[c.seedClass])}</h2><p>${t.details(c.agency, c.certificateNumber, date)}</p>${c.tagNumber !== null && markup`<p><strong>${t.tag(c.tagNumber)}</strong></p>`}${c.status === 'expired' && markup`<p>${t.expired(date)}</p>`}</section>`;
}

/** The crop as the page's readers call it: its Hindi or Marathi name, else (none recorded) its English one. */
const cropIn = (v: Verification, language: PageLanguage): string | null =>
  (language === 'en' ? null : v.cropNames?.[language]) || v.crop;

/**
 * A generation that names a seed class, read as companies type it: 'Certified', 'foundation seed',
 * 'Certified seed stage II', 'Breeder-1', 'Truthfully labelled', 'TL'.
 */
const SEED_CLASS_GENERATION =
  /^(nucleus|breeder|foundation|certified|truthful(?:ly)?[\s_-]*label+ed|tl)(?:[\s_-]+seeds?)?(?:[\s,-]*(?:stage)?[\s-]*(\d{1,2}|i{1,3}|iv))?$/i;
const ROMAN_STAGES: Record<string, number> = { i: 1, ii: 2, iii: 3, iv: 4 };

/**
 * The lot's generation in the page's words when it names a seed class (Certified → प्रमाणित बियाणे,
 * with its stage); a generation code (F1, R2, C1) or a company's own text is shown as it is.
 */
function generationIn(generation: string | null, language: PageLanguage): string | null {
  const match = generation ? SEED_CLASS_GENERATION.exec(generation.trim()) : null;
  if (!match) return generation;
  const name = match[1]!.toLowerCase();
  const seedClass: GenerationClass =
    name.startsWith('truthful') || name === 'tl' ? 'truthfully_labelled' : (name as GenerationClass);
  const words = PAGE_TEXT[language].generation;
  const stage = match[2] ? (ROMAN_STAGES[match[2].toLowerCase()] ?? Number(match[2])) : null;
  return stage ? words.stage(words.classes[seedClass], stage) : words.classes[seedClass];
}

function details(v: Verification, language: PageLanguage): Html {
  if (v.state === 'unknown') return markup``;
  const t = PAGE_TEXT[language];
  const rows: [string, string | null][] = [
    [t.labels.crop, cropIn(v, language)],
    [t.labels.variety, v.variety],
    [
      t.labels.notification,
      v.notification && (v.notification.number || v.notification.date)
        ? t.notificationText(
            v.notification.number,
            v.notification.date ? formatDate(v.notification.date, language) : null,
          )
        : null,
    ],
    [t.labels.released, v.notification?.releaseYear ? String(v.notification.releaseYear) : null],
    [t.labels.generation, generationIn(v.generation, language)],
    [t.labels.harvested, v.harvestDate ? formatDate(v.harvestDate, language) : null],
    [t.labels.packed, v.packagingDate ? formatDate(v.packagingDate, language) : null],
    [t.labels.packSize, v.packSize !== null && v.packUnit ? `${Number(v.packSize)} ${v.packUnit}` : null],
    [t.labels.germination, v.seedTest ? t.seedTest.minimum(v.seedTest.germinationPct) : null],
    [t.labels.purity, v.seedTest ? t.seedTest.minimum(v.seedTest.purePct) : null],
    [t.labels.testedOn, v.seedTest ? formatDate(v.seedTest.testedOn, language) : null],
    [t.labels.validUntil, v.seedTest?.validUntil ? formatDate(v.seedTest.validUntil, language) : null],
    [t.labels.laboratory, v.seedTest?.laboratory ?? null],
    [t.labels.lot, v.lotId],
    [t.labels.packet, v.codeKind === 'packet' && v.serial !== null ? String(v.serial) : null],
    [t.labels.company, v.company?.name ?? null],
    [t.labels.contact, v.company?.contact ?? null],
  ];
  const items = rows
    .filter((row): row is [string, string] => row[1] !== null && row[1] !== '')
    .map(([label, value]) => markup`<dt>${label}</dt><dd>${value}</dd>`);
  return markup`<section><h2>${t.details}</h2><dl>${items}</dl></section>`;
}

function reportForm(path: string, language: PageLanguage, form: FilledReportForm | null, open: boolean): Html {
  const t = PAGE_TEXT[language].report;
  const value = (name: keyof FilledReportForm['values']) => form?.values[name] ?? '';
  const errors = form?.errors.length
    ? markup`<div class="e" role="alert"><p>${t.fixErrors}</p><ul>${form.errors.map((e) => markup`<li>${e}</li>`)}</ul></div>`
    : markup``;
  const limits = VERIFICATION_LIMITS;
  return markup`<section id="report"><details${open && raw(' open')}><summary><strong>${t.heading}</strong></summary><p class="h">${t.intro}</p>${errors}<form id="rf" method="post" enctype="multipart/form-data" action="${inLanguage(`${path}/report`, language)}"><label for="shop">${t.shopName}</label><input id="shop" name="shop_name" required maxlength="${limits.shopNameMaxLength}" value="${value('shop_name')}"><label for="place">${t.place}</label><input id="place" name="place" required maxlength="${limits.placeMaxLength}" value="${value('place')}"><label for="phone">${t.phone}</label><input id="phone" name="phone" type="tel" inputmode="tel" autocomplete="tel" maxlength="20" aria-describedby="phone-hint" value="${value('phone')}"><p class="h" id="phone-hint">${t.phoneHint}</p><label for="photo">${t.photo}</label><input id="photo" name="photo" type="file" accept="image/*" capture="environment" aria-describedby="photo-hint"><p class="h" id="photo-hint">${t.photoHint}</p><button type="submit">${t.submit}</button></form></details></section>`;
}

/** The link back to the page, in its language. */
const backTo = (path: string, language: PageLanguage) =>
  markup`<p><a href="${inLanguage(path, language)}">${PAGE_TEXT[language].report.back}</a></p>`;

/** The page a scan shows, in the language asked for; with the report form's input and errors when it was refused. */
export function renderVerificationPage(input: {
  /** The page's own path (codePagePath or gs1PagePath): its language switch and report form use it. */
  path: string;
  verification: Verification;
  language: PageLanguage;
  now: Date;
  report?: FilledReportForm | null;
  /** The token of this page's scan for the opt-in location (none: no button). */
  locationToken?: string | null;
}): string {
  const { path, verification: v, language, now } = input;
  const t = PAGE_TEXT[language];
  // the report form is open where a farmer most needs it
  const open = Boolean(input.report) || v.state === 'unknown' || v.state === 'verified_before';
  const token = input.locationToken;
  const body = markup`${certificationWarning(v, language)}${seedTestWarning(v, language)}${stateBox(v, language)}${certificate(v, language)}${token && staffCheck(language, token)}${token && locationOptIn(path, language, token)}${details(v, language)}${reportForm(path, language, input.report ?? null, open)}<footer><p>${t.checkedAt(formatDateTime(now, language))}</p><p>${t.privacy}</p></footer>`;
  return documentOf(language, path, body, true);
}

/** After a report was stored. */
export function renderReportThanks(path: string, language: PageLanguage): string {
  const t = PAGE_TEXT[language].report;
  return documentOf(
    language,
    `${path}/report`,
    markup`<div class="s ok" role="status"><h2>${t.thanksHeading}</h2><p>${t.thanksBody}</p></div>${backTo(path, language)}`,
  );
}

/** A page with one message (too many checks, not found, a failure, a refused report body). */
export function renderMessagePage(
  language: PageLanguage,
  path: string,
  message: { heading: string; body: string },
  back?: string,
): string {
  return documentOf(
    language,
    path,
    markup`<div class="s warn" role="alert"><h2>${message.heading}</h2><p>${message.body}</p></div>${back && backTo(back, language)}`,
  );
}

/** The report form alone: opened from the page's language switch, or sent back with its problems. */
export function renderReportPage(path: string, language: PageLanguage, form: FilledReportForm | null): string {
  return documentOf(
    language,
    `${path}/report`,
    markup`${reportForm(path, language, form, true)}${backTo(path, language)}`,
    true,
  );
}
