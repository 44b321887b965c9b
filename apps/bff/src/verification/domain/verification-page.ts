// The public verification page (/v/{code}) as one small HTML document: one inline stylesheet and
// one small inline script, each allowed by its hash (the page's own strict CSP), readable and usable
// without JavaScript on a slow phone. The script only adds: the opt-in "share my approximate
// location" button (absent without it) and the report photo's downscaling before it is sent. Only
// what verify_code returned is shown, and it returns only what the privacy policy allows.
import { createHash } from 'node:crypto';
import { VERIFICATION_LIMITS, type VerificationState } from '@seed/domain';
import { formatDate, formatDateTime, PAGE_LANGUAGES, PAGE_TEXT, type PageLanguage } from './page-text';
import { escapeHtml } from '../../shared/escape-html';

/** What verify_code answers (the same shape for every state; null where the state shows nothing). */
export interface Verification {
  state: VerificationState;
  firstVerifiedAt: string | null;
  /** verified_before: customers' checks on other phones before this one (staff checks not counted). */
  checksBefore: number | null;
  /** verified_before: up to 3 areas (0.1 degree) those checks were shared from. */
  places: { lat: number; lon: number }[] | null;
  /** code_withdrawn: who deactivated the code, when and why. */
  codeWithdrawn: { at: string | null; reason: string | null; company: string | null; contact: string | null } | null;
  recall: { kind: 'recall' | 'stop_sale'; reason: string; at: string } | null;
  codeKind: 'lot' | 'packet' | null;
  serial: number | null;
  lotId: string | null;
  crop: string | null;
  variety: string | null;
  notification: {
    number: string | null;
    date: string | null;
    releaseYear: number | null;
    releasingInstitute: string | null;
    zone: string | null;
  } | null;
  generation: string | null;
  harvestDate: string | null;
  packagingDate: string | null;
  packSize: number | null;
  packUnit: string | null;
  certification: string | null;
  company: { name: string; contact: string | null } | null;
}

/** The report form's fields as typed, and what is wrong with them. */
export interface ReportForm {
  values: { shop_name: string; place: string; phone: string };
  errors: string[];
}

const CSS = `*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,"Noto Sans","Noto Sans Devanagari",sans-serif;color:#1f2937;background:#f9fafb}main{max-width:34rem;margin:0 auto;padding:1rem}nav{text-align:right;font-size:.95rem}a{color:#065f46}h1{font-size:1.1rem;margin:.25rem 0 1rem;color:#374151}.s{border-radius:.75rem;padding:1rem;margin-bottom:1rem;border:2px solid}.s h2{margin:0 0 .5rem;font-size:1.35rem;line-height:1.3}.s p{margin:.25rem 0}.ok{background:#ecfdf5;border-color:#059669}.ok h2{color:#065f46}.warn{background:#fffbeb;border-color:#d97706}.warn h2{color:#92400e}.bad{background:#fef2f2;border-color:#dc2626}.bad h2{color:#991b1b}section{background:#fff;border:1px solid #e5e7eb;border-radius:.75rem;padding:1rem;margin-bottom:1rem}section h2{font-size:1.1rem;margin:0 0 .5rem}dl{margin:0;display:grid;grid-template-columns:auto 1fr;gap:.35rem 1rem}dt{color:#4b5563}dd{margin:0;font-weight:600;overflow-wrap:anywhere}label{display:block;margin:.75rem 0 .25rem;font-weight:600}input{width:100%;padding:.6rem;font:inherit;border:1px solid #6b7280;border-radius:.5rem}input[type=file]{padding:.4rem}button{margin-top:1rem;width:100%;padding:.75rem;font:inherit;font-weight:700;color:#fff;background:#065f46;border:0;border-radius:.5rem}.h{font-size:.9rem;color:#4b5563}.e{color:#991b1b}footer{font-size:.85rem;color:#4b5563}`;

/**
 * The page's progressive enhancements, static (its strings come from data- attributes), so the CSP
 * allows it by hash, not by nonce. Location: shown only where the browser can ask for it; asked
 * only when the button is pressed; rounded to 2 decimals here, before it leaves the phone (the
 * server rounds again); sent once with the token of this page's scan. Photo: drawn onto a canvas of
 * at most 1280 px and sent as JPEG at 0.7 in place of the original; on any failure the original is
 * sent and the server says what is wrong with it. Staff check: the page cannot see the portal's session
 * (supabase-js keeps it in this origin's localStorage, not in a cookie), so when this browser holds
 * a live one the script sends this scan's token with it to POST /api/v1/qr-scans/staff; a member of
 * an organization in the lot's chain then sees the note, and the scan is not a customer's.
 */
const SCRIPT = `(()=>{const d=document,st=d.getElementById('st');if(st&&window.fetch&&window.localStorage){try{const a=JSON.parse(localStorage.getItem('sb-'+location.hostname.split('.')[0]+'-auth-token')||'null');if(a&&a.access_token&&(!a.expires_at||a.expires_at*1000>Date.now()))fetch('/api/v1/qr-scans/staff',{method:'POST',headers:{'Content-Type':'application/json',Authorization:'Bearer '+a.access_token},body:JSON.stringify({token:st.dataset.t})}).then(x=>x.ok?x.json():null).then(x=>{if(x&&x.marked)st.hidden=false}).catch(()=>{})}catch(e){}}const s=d.getElementById('loc'),b=d.getElementById('lb'),m=d.getElementById('lm'),g=navigator.geolocation;if(s&&b&&m&&g&&window.fetch){s.hidden=false;const no=()=>{m.textContent=b.dataset.f;b.disabled=false},r=x=>(Math.round(x*100)/100).toFixed(2);b.addEventListener('click',()=>{b.disabled=true;m.textContent=b.dataset.w;g.getCurrentPosition(p=>fetch(b.dataset.u,{method:'POST',headers:{'Content-Type':'application/x-www-form-urlencoded'},body:'token='+encodeURIComponent(b.dataset.t)+'&lat='+r(p.coords.latitude)+'&lon='+r(p.coords.longitude)}).then(x=>{if(!x.ok)throw x;m.textContent=b.dataset.o;b.hidden=true}).catch(no),no,{timeout:20000,maximumAge:600000})})}const f=d.getElementById('rf'),i=d.getElementById('photo');if(f&&i&&window.createImageBitmap&&window.DataTransfer){f.addEventListener('submit',e=>{const p=i.files&&i.files[0];if(!p||f.dataset.s)return;e.preventDefault();f.dataset.s='1';const go=()=>f.submit();createImageBitmap(p).then(im=>{const k=Math.min(1,1280/Math.max(im.width,im.height)),c=d.createElement('canvas');c.width=Math.round(im.width*k);c.height=Math.round(im.height*k);const x=c.getContext('2d');x.fillStyle='#fff';x.fillRect(0,0,c.width,c.height);x.drawImage(im,0,0,c.width,c.height);c.toBlob(z=>{if(z){const t=new DataTransfer();t.items.add(new File([z],'photo.jpg',{type:'image/jpeg'}));i.files=t.files}go()},'image/jpeg',0.7)}).catch(go)})}})()`;

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64');

/** The page's own Content-Security-Policy: nothing but its inline stylesheet and script, its form and its location call. */
export const PAGE_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${sha256(CSS)}'`,
  `script-src 'sha256-${sha256(SCRIPT)}'`,
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

function languageSwitch(language: PageLanguage, path: string): string {
  const links = PAGE_LANGUAGES.filter((l) => l !== language).map(
    (l) => `<a href="${escapeHtml(`${path}?lang=${l}`)}" hreflang="${l}" lang="${l}">${PAGE_TEXT[l].languageName}</a>`,
  );
  return `<nav>${links.join(' · ')}</nav>`;
}

function documentOf(language: PageLanguage, path: string, body: string, script = false): string {
  const t = PAGE_TEXT[language];
  // data:, an empty icon: a phone on a slow line asks for no /favicon.ico (allowed by img-src data:)
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><link rel="icon" href="data:,"><title>${escapeHtml(t.title)}</title><style>${CSS}</style></head><body><main>${languageSwitch(language, path)}<h1>${escapeHtml(t.title)}</h1>${body}</main>${script ? `<script>${SCRIPT}</script>` : ''}</body></html>`;
}

/**
 * The staff check: the page's script sends this scan's token with the portal session this browser
 * keeps (if any); the note shows when the scan was marked as a member's check.
 */
function staffCheck(language: PageLanguage, token: string): string {
  return `<p class="h" id="st" hidden data-t="${escapeHtml(token)}">${escapeHtml(PAGE_TEXT[language].staffCheck)}</p>`;
}

/**
 * The opt-in "share my approximate location": hidden until the script shows it (so absent without
 * JavaScript), with the token of this page's scan and its words in data- attributes.
 */
function locationOptIn(path: string, language: PageLanguage, token: string): string {
  const t = PAGE_TEXT[language].location;
  const attr = (name: string, value: string) => ` data-${name}="${escapeHtml(value)}"`;
  return `<section id="loc" hidden><button type="button" id="lb"${attr('u', `${path}/location?lang=${language}`)}${attr('t', token)}${attr('w', t.wait)}${attr('o', t.thanks)}${attr('f', t.failed)}>${escapeHtml(t.share)}</button><p class="h" id="lm" role="status">${escapeHtml(t.hint)}</p></section>`;
}

/** A coarse area as people read coordinates: 18.5° N, 73.9° E. */
const placeOf = ({ lat, lon }: { lat: number; lon: number }) =>
  `${Math.abs(lat).toFixed(1)}° ${lat < 0 ? 'S' : 'N'}, ${Math.abs(lon).toFixed(1)}° ${lon < 0 ? 'W' : 'E'}`;

function stateBox(v: Verification, language: PageLanguage): string {
  const t = PAGE_TEXT[language];
  const box = (tone: string, heading: string, parts: string[]) =>
    `<div class="s ${tone}" role="status"><h2>${escapeHtml(heading)}</h2>${parts.join('')}</div>`;
  const p = (text: string) => `<p>${escapeHtml(text)}</p>`;
  const labelled = (label: string, text: string) => `<p><strong>${escapeHtml(label)}:</strong> ${escapeHtml(text)}</p>`;
  switch (v.state) {
    case 'genuine':
      return box('ok', `✓ ${t.states.genuine.heading}`, [p(t.states.genuine.body)]);
    case 'verified_before': {
      const places = v.places?.length ? t.near(v.places.map(placeOf).join('; ')) : null;
      return box(
        'warn',
        `⚠ ${t.states.verified_before.heading(formatDate(v.firstVerifiedAt ?? new Date(), language))}`,
        [p(t.states.verified_before.checks(Math.max(1, v.checksBefore ?? 1), places)), p(t.states.verified_before.body)],
      );
    }
    case 'code_withdrawn': {
      const words = t.states.code_withdrawn;
      const w = v.codeWithdrawn;
      return box('bad', `✕ ${words.heading(w?.company ?? t.labels.company, formatDate(w?.at ?? new Date(), language))}`, [
        w?.reason ? labelled(t.reason, w.reason) : '',
        p(words.body),
        labelled(t.whatToDo, w?.contact ? words.contact(w.contact) : words.noContact),
      ]);
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

function details(v: Verification, language: PageLanguage): string {
  if (v.state === 'unknown') return '';
  const t = PAGE_TEXT[language];
  const rows: [string, string | null][] = [
    [t.labels.crop, v.crop],
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
    [t.labels.generation, v.generation],
    [t.labels.harvested, v.harvestDate ? formatDate(v.harvestDate, language) : null],
    [t.labels.packed, v.packagingDate ? formatDate(v.packagingDate, language) : null],
    [t.labels.packSize, v.packSize !== null && v.packUnit ? `${Number(v.packSize)} ${v.packUnit}` : null],
    [t.labels.certification, v.certification],
    [t.labels.lot, v.lotId],
    [t.labels.packet, v.codeKind === 'packet' && v.serial !== null ? String(v.serial) : null],
    [t.labels.company, v.company?.name ?? null],
    [t.labels.contact, v.company?.contact ?? null],
  ];
  const items = rows
    .filter((row): row is [string, string] => row[1] !== null && row[1] !== '')
    .map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`)
    .join('');
  return `<section><h2>${escapeHtml(t.details)}</h2><dl>${items}</dl></section>`;
}

function reportForm(path: string, language: PageLanguage, form: ReportForm | null, open: boolean): string {
  const t = PAGE_TEXT[language].report;
  const value = (name: keyof ReportForm['values']) => escapeHtml(form?.values[name] ?? '');
  const errors = form?.errors.length
    ? `<div class="e" role="alert"><p>${escapeHtml(t.fixErrors)}</p><ul>${form.errors
        .map((e) => `<li>${escapeHtml(e)}</li>`)
        .join('')}</ul></div>`
    : '';
  const limits = VERIFICATION_LIMITS;
  return `<section id="report"><details${open ? ' open' : ''}><summary><strong>${escapeHtml(t.heading)}</strong></summary><p class="h">${escapeHtml(t.intro)}</p>${errors}<form id="rf" method="post" enctype="multipart/form-data" action="${escapeHtml(`${path}/report?lang=${language}`)}"><label for="shop">${escapeHtml(t.shopName)}</label><input id="shop" name="shop_name" required maxlength="${limits.shopNameMaxLength}" value="${value('shop_name')}"><label for="place">${escapeHtml(t.place)}</label><input id="place" name="place" required maxlength="${limits.placeMaxLength}" value="${value('place')}"><label for="phone">${escapeHtml(t.phone)}</label><input id="phone" name="phone" type="tel" inputmode="tel" autocomplete="tel" maxlength="20" aria-describedby="phone-hint" value="${value('phone')}"><p class="h" id="phone-hint">${escapeHtml(t.phoneHint)}</p><label for="photo">${escapeHtml(t.photo)}</label><input id="photo" name="photo" type="file" accept="image/*" capture="environment" aria-describedby="photo-hint"><p class="h" id="photo-hint">${escapeHtml(t.photoHint)}</p><button type="submit">${escapeHtml(t.submit)}</button></form></details></section>`;
}

/** The page a scan shows, in the language asked for; with the report form's input and errors when it was refused. */
export function renderVerificationPage(input: {
  /** The page's own path (codePagePath or gs1PagePath): its language switch and report form use it. */
  path: string;
  verification: Verification;
  language: PageLanguage;
  now: Date;
  report?: ReportForm | null;
  /** The token of this page's scan for the opt-in location (none: no button). */
  locationToken?: string | null;
}): string {
  const { path, verification: v, language, now } = input;
  const t = PAGE_TEXT[language];
  // the report form is open where a farmer most needs it
  const open = Boolean(input.report) || v.state === 'unknown' || v.state === 'verified_before';
  const body = [
    stateBox(v, language),
    input.locationToken ? staffCheck(language, input.locationToken) : '',
    input.locationToken ? locationOptIn(path, language, input.locationToken) : '',
    details(v, language),
    reportForm(path, language, input.report ?? null, open),
    `<footer><p>${escapeHtml(t.checkedAt(formatDateTime(now, language)))}</p><p>${escapeHtml(t.privacy)}</p></footer>`,
  ].join('');
  return documentOf(language, path, body, true);
}

/** After a report was stored. */
export function renderReportThanks(path: string, language: PageLanguage): string {
  const t = PAGE_TEXT[language].report;
  return documentOf(
    language,
    `${path}/report`,
    `<div class="s ok" role="status"><h2>${escapeHtml(t.thanksHeading)}</h2><p>${escapeHtml(t.thanksBody)}</p></div><p><a href="${escapeHtml(`${path}?lang=${language}`)}">${escapeHtml(t.back)}</a></p>`,
  );
}

/** A page with one message (too many checks, not found, a failure, a refused report body). */
export function renderMessagePage(
  language: PageLanguage,
  path: string,
  message: { heading: string; body: string },
  back?: string,
): string {
  const link = back
    ? `<p><a href="${escapeHtml(`${back}?lang=${language}`)}">${escapeHtml(PAGE_TEXT[language].report.back)}</a></p>`
    : '';
  return documentOf(
    language,
    path,
    `<div class="s warn" role="alert"><h2>${escapeHtml(message.heading)}</h2><p>${escapeHtml(message.body)}</p></div>${link}`,
  );
}

/** The report form alone: opened from the page's language switch, or sent back with its problems. */
export function renderReportPage(path: string, language: PageLanguage, form: ReportForm | null): string {
  const back = `<p><a href="${escapeHtml(`${path}?lang=${language}`)}">${escapeHtml(PAGE_TEXT[language].report.back)}</a></p>`;
  return documentOf(language, `${path}/report`, reportForm(path, language, form, true) + back, true);
}
