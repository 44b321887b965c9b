// The API answers byte-for-byte the same for the same data (issue 25, item 5): a fixed script of
// requests covering every slice and every kind of endpoint runs against the real app on a fresh
// database of its own, and every answer (status, content type, a few meaningful headers, body) is
// compared with the recording in api-recording.snap.json. The recording was taken before the
// refactor of issue 25 (commit 951545a); a refactor that changes no behaviour leaves it equal.
//
// What differs from run to run is normalized by pattern, and only that: ids (UUIDs, lot ids),
// the moments of "now", random codes and tokens. A real difference in an answer still shows.
//
// UPDATE_API_RECORDING=1 (or a missing recording) writes the recording instead of comparing:
// only do that when a behaviour change is intended, and say so in the commit.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { runMigrations } from '../db/migrations';
import { ensureBffLoginRole } from '../db/roles';
import { findRepoRoot } from '../shared/repo-root';
import { createTestSession, type TestSession } from './auth-session';
import { createScratchDatabase, type ScratchDatabase } from './database';
import { createFullTestApp, type FullTestApp } from './full-app';
import { databaseUrl } from './urls';

const RECORDING_FILE = fileURLToPath(new URL('./api-recording.snap.json', import.meta.url));
const SITE = 'https://seeds.example.in';
const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';
const GTIN = '4006381333931';
const GTIN14 = '04006381333931';
const NO_SUCH_UUID = '00000000-0000-4000-8000-000000000000';
const NO_SUCH_LOT = 'SL-20260101-0000000-0000';

// ---------------------------------------------------------------------------------------------
// Normalization
// ---------------------------------------------------------------------------------------------

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
const LOT_ID = /SL-\d{8}-\d{7}-\d{4}/g;
const JWT = /eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+/g;
const ISO_TIMESTAMP = /\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}(?::?\d{2})?)?/g;
/** A QR code (22 characters of base64url) where the API prints one: in a /v/ path, a token attribute, a cookie. */
const CODE_IN_CONTEXT = /(\/v\/|data-t="|seed_device=)([A-Za-z0-9_-]{22})(?![A-Za-z0-9_-])/g;
/** URL parameters holding a random secret or an opaque cursor, and the expiry moment of a session. */
const SECRET_PARAM = /([?&#](?:token|refresh_token|before)=)[^&#\s"]+/g;
const EPOCH_PARAM = /([?&#]expires_at=)\d+/g;
/** The random part of an avatar's file name (after the clock's milliseconds). */
const AVATAR_FILE = /(user-avatars\/[^/"\s]+\/\d+-)[A-Za-z0-9_-]{8}(?=\.)/g;
/** The time of day of "now" as the verification page prints it (India time, 12-hour clock). */
const TIME_OF_DAY = /\b\d{1,2}:\d{2} ?[ap]m\b/gi;
/** A whole string value of 22 base64url characters mixing cases: a code (error codes are lower case). */
const CODE_VALUE = /^(?=.*[a-z])(?=.*[A-Z])[A-Za-z0-9_-]{22}$/;
/** A claim code: six groups of four hexadecimal digits. */
const CLAIM_CODE = /\b[0-9A-F]{4}(?:-[0-9A-F]{4}){5}\b/g;
/** JSON fields holding a random secret or a moment of "now" as a number. */
const SECRET_FIELDS = new Set(['refresh_token', 'token', 'nextCursor', 'next_cursor']);
const EPOCH_FIELDS = new Set(['expires_at', 'iat', 'exp']);
/** JSON fields made of a readable part and a random one: the random part's pattern and its placeholder. */
const RANDOM_PARTS: Record<string, [RegExp, string]> = {
  // an organization's slug: its name and 8 hexadecimal digits of a hash with the owner's id
  slug: [/-[0-9a-f]{8}$/, '-<hex>'],
  // a farm's generated identifier: three letters of its name and 4 random digits
  identifier: [/^([A-Z]{3})\d{4}$/, '$1<nnnn>'],
};

/**
 * Replaces what differs between two runs of the same script with placeholders numbered in order of
 * first appearance (`<uuid-3>` is the same id wherever it appears), so references still line up.
 */
class Normalizer {
  private readonly names = new Map<string, string>();
  private readonly counters = new Map<string, number>();
  /** Literal values learned from the answers (codes, tokens, dates of today), longest first. */
  private literals: [string, string][] = [];

  constructor(private readonly today: Date) {
    for (const [value, name] of todayForms(today)) this.learn(value, name);
  }

  private nameOf(kind: string, value: string): string {
    let name = this.names.get(value);
    if (!name) {
      const n = (this.counters.get(kind) ?? 0) + 1;
      this.counters.set(kind, n);
      name = `<${kind}-${n}>`;
      this.names.set(value, name);
    }
    return name;
  }

  /** A literal to replace wherever it appears from now on. */
  learn(value: string, name: string): void {
    if (!value || this.literals.some(([known]) => known === value)) return;
    this.literals.push([value, name]);
    this.literals.sort((a, b) => b[0].length - a[0].length);
  }

  code(value: string): string {
    const name = this.nameOf('code', value);
    this.learn(value, name);
    return name;
  }

  text(input: string): string {
    // moments first (a timestamp holds today's date), then what was learned, then the ids and codes
    let text = input
      .replace(JWT, '<jwt>')
      .replace(ISO_TIMESTAMP, '<timestamp>')
      .replace(SECRET_PARAM, '$1<secret>')
      .replace(EPOCH_PARAM, '$1<epoch>')
      .replace(TIME_OF_DAY, '<time>')
      .replace(AVATAR_FILE, '$1<random>');
    text = this.replaceLearned(text)
      .replace(LOT_ID, (lot) => {
        const name = this.nameOf('lot', lot);
        // the lot's GS1 batch (its digits) names it as well
        this.learn(lot.slice(3).replaceAll('-', ''), name.replace('>', ':batch>'));
        return name;
      })
      .replace(UUID, (uuid) => this.nameOf('uuid', uuid.toLowerCase()))
      .replace(CLAIM_CODE, (code) => this.code(code))
      .replace(CODE_IN_CONTEXT, (_, before: string, code: string) => `${before}${this.code(code)}`);
    // a batch learned just now may sit earlier in the same text
    return this.replaceLearned(text);
  }

  private replaceLearned(text: string): string {
    let result = text;
    for (const [value, name] of this.literals) result = result.split(value).join(name);
    return result;
  }

  json(value: unknown, key = ''): unknown {
    if (typeof value === 'string') {
      if (SECRET_FIELDS.has(key) && value) return '<secret>';
      const rule = RANDOM_PARTS[key];
      if (rule && rule[0].test(value)) {
        // a generated value with a random part: named as its pattern, and wherever else it appears
        const name = value.replace(rule[0], rule[1]);
        this.learn(value, name);
        return name;
      }
      if (CODE_VALUE.test(value)) return this.code(value);
      return this.text(value);
    }
    if (typeof value === 'number' && EPOCH_FIELDS.has(key)) return '<epoch>';
    if (Array.isArray(value)) return value.map((item) => this.json(item));
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, this.json(v, k)]));
    }
    return value;
  }
}

/**
 * Today as the API may print it: 2026-11-27, 27 November 2026, 27 Nov 2026, in Hindi too — in UTC
 * and in India's time (the verification page's), which is a day ahead from 18:30 UTC.
 */
function todayForms(today: Date): [string, string][] {
  const forms: [string, string][] = [];
  for (const timeZone of ['UTC', 'Asia/Kolkata']) {
    forms.push([new Intl.DateTimeFormat('en-CA', { timeZone }).format(today), '<today>']);
    for (const locale of ['en-IN', 'en-GB', 'hi-IN']) {
      for (const month of ['long', 'short'] as const) {
        const printed = new Intl.DateTimeFormat(locale, { day: 'numeric', month, year: 'numeric', timeZone })
          .format(today)
          .replace(',', '');
        forms.push([printed, '<today>']);
      }
    }
  }
  return forms;
}

// ---------------------------------------------------------------------------------------------
// Recording
// ---------------------------------------------------------------------------------------------

interface Entry {
  step: string;
  method: string;
  path: string;
  status: number;
  type: string | null;
  headers?: Record<string, string>;
  body: unknown;
}

/** Headers whose value is behaviour too (recorded when present, normalized like bodies). */
const RECORDED_HEADERS = [
  'location',
  'cache-control',
  'content-disposition',
  'content-security-policy',
  'set-cookie',
  'vary',
  'x-label-count',
];

type BodyKind = 'auto' | 'length' | 'sha256' | 'svg-head' | 'pdf-head';

interface Call {
  session?: { accessToken: string } | null;
  body?: unknown;
  form?: Record<string, string>;
  headers?: Record<string, string>;
  binary?: BodyKind;
  /** Reshapes a JSON body before it is normalized (for the few answers that describe the server, not the data). */
  reshape?: (body: unknown) => unknown;
}

/**
 * Requests that may make lots. A lot id holds the tenth of a second it was made in, then a
 * scrambled sequence number, and lists of lots are sorted by id: lots made in different tenths
 * of a second sort in the order they were made, lots of the same tenth by the scrambled number.
 * The script waits for the next tenth after each, so the order is the same in every run.
 */
const LOT_MAKING = /^\/api\/v1\/(?:seed-lots|seed-lot-claims|transactions|transfer-claims)/;
const nextTenthOfSecond = () => new Promise((resolve) => setTimeout(resolve, 110));

let testApp: FullTestApp;
let scratch: ScratchDatabase;
let normalizer: Normalizer;
const recording: Entry[] = [];

/** Sends one request of the script, records its normalized answer, and returns the raw answer. */
async function call(
  step: string,
  method: 'get' | 'post' | 'put' | 'patch' | 'delete',
  url: string,
  options: Call = {},
) {
  let test = request(testApp.app)[method](url).set('X-Forwarded-For', '198.51.100.7');
  if (options.session) test = test.set('Authorization', `Bearer ${options.session.accessToken}`);
  for (const [name, value] of Object.entries(options.headers ?? {})) test = test.set(name, value);
  if (options.binary && options.binary !== 'auto') {
    test = test.buffer(true).parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
  }
  if (options.form) test = test.type('form').send(options.form);
  else if (options.body !== undefined) test = test.send(options.body as object);
  const response = await test;
  if (method !== 'get' && LOT_MAKING.test(url)) await nextTenthOfSecond();

  const type = (response.headers['content-type'] as string | undefined) ?? null;
  const headers: Record<string, string> = {};
  for (const name of RECORDED_HEADERS) {
    const value = response.headers[name] as string | string[] | undefined;
    if (value !== undefined) headers[name] = normalizer.text(Array.isArray(value) ? value.join('\n') : value);
  }
  let body: unknown;
  if (options.binary && options.binary !== 'auto') {
    const bytes = response.body as Buffer;
    body =
      options.binary === 'sha256'
        ? { bytes: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') }
        : options.binary === 'svg-head'
          ? { svg: normalizer.text(bytes.toString('utf8').slice(0, bytes.indexOf('>') + 1)) }
          : options.binary === 'pdf-head'
            ? { pdf: bytes.subarray(0, bytes.indexOf(0x0a)).toString('latin1') }
            : { bytes: bytes.length };
  } else if (type?.includes('json') && response.text) {
    const parsed: unknown = JSON.parse(response.text);
    body = normalizer.json(options.reshape ? options.reshape(parsed) : parsed);
  } else {
    body = response.text === undefined ? null : normalizer.text(response.text);
  }
  recording.push({
    step,
    method: method.toUpperCase(),
    path: normalizer.text(url),
    status: response.status,
    type,
    ...(Object.keys(headers).length ? { headers } : {}),
    body,
  });
  return response;
}

/** What makes an entry different from the recorded one, as lines `where: recorded → now`. */
function differences(expected: unknown, actual: unknown, where = '', out: string[] = []): string[] {
  if (out.length >= 12) return out;
  if (typeof expected === 'string' && typeof actual === 'string' && expected !== actual) {
    // the first character that differs, with some text around it (a page is one long line)
    let at = 0;
    while (at < expected.length && expected[at] === actual[at]) at++;
    const around = (text: string) => JSON.stringify(text.slice(Math.max(0, at - 80), at + 120));
    const line = expected.slice(0, at).split('\n').length;
    out.push(
      `${where || '(value)'}, line ${line}, character ${at + 1}:\n      recorded: ${around(expected)}\n      now:      ${around(actual)}`,
    );
    return out;
  }
  if (expected && actual && typeof expected === 'object' && typeof actual === 'object') {
    const keysA = Array.isArray(expected) ? expected.map((_, i) => String(i)) : Object.keys(expected);
    const keysB = Array.isArray(actual) ? actual.map((_, i) => String(i)) : Object.keys(actual);
    for (const key of new Set([...keysA, ...keysB])) {
      const a = (expected as Record<string, unknown>)[key];
      const b = (actual as Record<string, unknown>)[key];
      if (JSON.stringify(a) !== JSON.stringify(b))
        differences(a, b, `${where}${Array.isArray(expected) ? `[${key}]` : `.${key}`}`, out);
    }
    if (!out.length && keysA.join() !== keysB.join()) {
      out.push(`${where || '(object)'}: key order ${JSON.stringify(keysA)} → ${JSON.stringify(keysB)}`);
    }
    return out;
  }
  if (JSON.stringify(expected) !== JSON.stringify(actual)) {
    out.push(
      `${where || '(value)'}: ${JSON.stringify(expected)?.slice(0, 300)} → ${JSON.stringify(actual)?.slice(0, 300)}`,
    );
  }
  return out;
}

/** A readable report of the first entries that differ. */
function report(recorded: Entry[], now: Entry[]): string {
  const lines: string[] = [];
  const shown = 8;
  let count = 0;
  for (let i = 0; i < Math.max(recorded.length, now.length); i++) {
    const a = recorded[i];
    const b = now[i];
    if (JSON.stringify(a) === JSON.stringify(b)) continue;
    count++;
    if (count > shown) continue;
    const name = `#${i + 1} ${(b ?? a)!.step}: ${(b ?? a)!.method} ${(b ?? a)!.path}`;
    if (!a || !b) {
      lines.push(`${name}\n    ${a ? 'missing now' : 'not recorded'}`);
      continue;
    }
    lines.push(`${name}\n    ${differences(a, b).join('\n    ')}`);
  }
  return `${count} of ${Math.max(recorded.length, now.length)} answers differ from api-recording.snap.json${count > shown ? ` (the first ${shown} shown)` : ''}:\n\n${lines.join('\n\n')}`;
}

// ---------------------------------------------------------------------------------------------
// The script
// ---------------------------------------------------------------------------------------------

beforeAll(async () => {
  // A database of its own, migrated as the run's is: nothing another test file writes reaches the answers.
  scratch = await createScratchDatabase('api_recording');
  await runMigrations({
    databaseUrl: scratch.url,
    migrationsDir: path.join(findRepoRoot(), 'supabase', 'migrations'),
  });
  await ensureBffLoginRole({ adminUrl: scratch.url, role: inject('bffRole') });
  testApp = createFullTestApp({
    env: {
      DATABASE_URL: databaseUrl(inject('databaseUrl'), { database: scratch.name }),
      AUTH_SITE_URL: SITE,
      TRUST_PROXY: '1',
    },
    // the avatar file names' clock (their random part is normalized)
    now: () => Date.UTC(2026, 0, 15, 9, 30),
  });
  normalizer = new Normalizer(new Date());
}, 120_000);

afterAll(async () => {
  await testApp?.close();
  await scratch?.drop();
});

/** The newest message of a kind to an address, read through the development inbox (not recorded). */
async function inboxMessage(to: string, kind: string): Promise<string> {
  const inbox = await request(testApp.app)
    .get(`/dev/inbox.json?to=${encodeURIComponent(to)}`)
    .expect(200);
  const message = (inbox.body as { kind: string; body: string }[]).find((m) => m.kind === kind);
  if (!message) throw new Error(`no ${kind} message to ${to}`);
  return message.body;
}

/** A signed-in user created directly (its sign-in is not part of the recording). */
function user(email: string, fullName: string, organizationName?: string): Promise<TestSession> {
  return createTestSession(testApp, {
    email,
    password: 'recording-pass-1',
    userMetadata: { full_name: fullName, ...(organizationName ? { organization_name: organizationName } : {}) },
  });
}

const square = (lng: number, lat: number, side = 0.01) => ({
  type: 'Polygon',
  coordinates: [
    [
      [lng, lat],
      [Math.round((lng + side) * 1e9) / 1e9, lat],
      [Math.round((lng + side) * 1e9) / 1e9, Math.round((lat + side) * 1e9) / 1e9],
      [lng, Math.round((lat + side) * 1e9) / 1e9],
      [lng, lat],
    ],
  ],
});

const farmBody = (name: string, lng: number, overrides: Record<string, unknown> = {}) => ({
  name,
  address: 'Nashik, Maharashtra',
  total_area: 12.5,
  area_unit: 'acres',
  ownership_status: 'owned',
  irrigation_method: 'drip',
  location: { latitude: 20.005, longitude: lng + 0.005 },
  boundary: square(lng, 20.0),
  ...overrides,
});

async function script(): Promise<void> {
  const phone = { 'User-Agent': PHONE_UA, Accept: 'text/html', 'Accept-Language': 'en-IN,en;q=0.9' };
  const hindiPhone = { ...phone, 'Accept-Language': 'hi-IN,hi;q=0.9,en;q=0.8' };

  // --- platform ------------------------------------------------------------------------------
  await call('platform: health', 'get', '/healthz');
  await call('platform: readiness', 'get', '/readyz', { reshape: readinessShape });
  await call('platform: browser configuration', 'get', '/config.json');

  // --- auth (GoTrue routes) -------------------------------------------------------------------
  const ashaEmail = 'asha.rao@recording.example.test';
  await call('auth: settings', 'get', '/auth/v1/settings');
  await call('auth: sign-up', 'post', '/auth/v1/signup', {
    body: {
      email: ashaEmail,
      password: 'asha-pass-123',
      data: { full_name: 'Asha Rao', organization_name: 'Recording Seeds' },
    },
  });
  await call('auth: sign-up with a weak password (422)', 'post', '/auth/v1/signup', {
    body: { email: 'weak@recording.example.test', password: '12345' },
  });
  await call('auth: sign-in before confirming (400)', 'post', '/auth/v1/token?grant_type=password', {
    body: { email: ashaEmail, password: 'asha-pass-123' },
  });
  const verifyLink = /https?:\/\/\S+\/auth\/v1\/verify\?\S+/.exec(await inboxMessage(ashaEmail, 'signup'))![0];
  const verifyUrl = new URL(verifyLink);
  await call('auth: confirmation link', 'get', `${verifyUrl.pathname}${verifyUrl.search}`);
  await call('auth: sign-in with a wrong password (400)', 'post', '/auth/v1/token?grant_type=password', {
    body: { email: ashaEmail, password: 'wrong-password' },
  });
  const signedIn = await call('auth: sign-in', 'post', '/auth/v1/token?grant_type=password', {
    body: { email: ashaEmail, password: 'asha-pass-123' },
  });
  const asha = { accessToken: signedIn.body.access_token as string };
  await call('auth: the user', 'get', '/auth/v1/user', { session: asha });
  await call('auth: the user without a session (401)', 'get', '/auth/v1/user');
  const refreshed = await call('auth: refresh', 'post', '/auth/v1/token?grant_type=refresh_token', {
    body: { refresh_token: signedIn.body.refresh_token },
  });
  asha.accessToken = refreshed.body.access_token as string;
  await call('auth: refresh with an unknown token (400)', 'post', '/auth/v1/token?grant_type=refresh_token', {
    body: { refresh_token: 'not-a-refresh-token' },
  });
  await call('auth: unknown grant type (400)', 'post', '/auth/v1/token?grant_type=magic', { body: {} });
  await call('auth: sign-in without a password (400)', 'post', '/auth/v1/token?grant_type=password', {
    body: { email: ashaEmail },
  });
  await call('auth: update the user', 'put', '/auth/v1/user', {
    session: asha,
    body: { data: { full_name: 'Asha Rao', organization_name: 'Recording Seeds', locale: 'en-IN' } },
  });
  await call('auth: password recovery', 'post', '/auth/v1/recover', { body: { email: ashaEmail } });
  await call('auth: recovery without an address (400)', 'post', '/auth/v1/recover', { body: {} });
  await call('auth: magic link', 'post', '/auth/v1/otp', { body: { email: 'magic@recording.example.test' } });
  await call('auth: one-time code by SMS on sign-up', 'post', '/auth/v1/signup', {
    body: { phone: '98765 11111', password: 'phone-pass-123' },
  });
  await call(
    'auth: confirmation link with a bad token',
    'get',
    '/auth/v1/verify?token=not-a-token&type=signup&redirect_to=https%3A%2F%2Fseeds.example.in',
  );
  await call('auth: sign-out with an unknown scope (400)', 'post', '/auth/v1/logout?scope=everyone', { session: asha });

  // --- accounts: onboarding, organization, members --------------------------------------------
  await call('accounts: me before onboarding', 'get', '/api/v1/me', { session: asha });
  await call('accounts: onboarding', 'post', '/api/v1/onboarding', { session: asha });
  await call('accounts: me', 'get', '/api/v1/me', { session: asha });
  await call('accounts: profile update', 'patch', '/api/v1/profile', {
    session: asha,
    body: { full_name: 'Asha Rao', phone: '98765 43210', address: 'Nashik' },
  });
  await call('accounts: language chosen', 'put', '/api/v1/profile/language', {
    session: asha,
    body: { language: 'hi' },
  });
  await call('accounts: language not offered (400)', 'put', '/api/v1/profile/language', {
    session: asha,
    body: { language: 'fr' },
  });
  const avatar = await call('accounts: avatar upload', 'put', '/api/v1/profile/avatar', {
    session: asha,
    headers: { 'Content-Type': 'image/png' },
    body: PNG_BYTES,
  });
  await call('accounts: the avatar', 'get', avatar.body.avatar_url as string, { binary: 'sha256' });
  await call('accounts: avatar of an unknown type (400 or 415)', 'put', '/api/v1/profile/avatar', {
    session: asha,
    headers: { 'Content-Type': 'image/png' },
    body: Buffer.from('not an image'),
  });
  await call('accounts: profile without a name (400)', 'patch', '/api/v1/profile', {
    session: asha,
    body: { full_name: ' ', phone: null, address: null },
  });
  await call('accounts: organization update', 'patch', '/api/v1/organization', {
    session: asha,
    body: { name: 'Recording Seeds', type: 'seed_grower', status: 'active' },
  });
  const raviEmail = 'ravi.kumar@recording.example.test';
  await call('accounts: invite a manager', 'post', '/api/v1/organization/invitations', {
    session: asha,
    body: { email: raviEmail, role: 'manager' },
  });
  await call('accounts: invite a bad address (400)', 'post', '/api/v1/organization/invitations', {
    session: asha,
    body: { email: 'nobody' },
  });
  const invitationLink = /https?:\/\/\S+\/invitation\?token=\S+/.exec(await inboxMessage(raviEmail, 'invite'))![0];
  const invitationToken = new URL(invitationLink).searchParams.get('token')!;
  normalizer.learn(invitationToken, '<invitation-token>');
  normalizer.learn(encodeURIComponent(invitationToken), '<invitation-token>');
  const ravi = await user(raviEmail, 'Ravi Kumar');
  await call('accounts: invitation', 'get', `/api/v1/invitations/${encodeURIComponent(invitationToken)}`, {
    session: ravi,
  });
  await call(
    'accounts: accept the invitation',
    'post',
    `/api/v1/invitations/${encodeURIComponent(invitationToken)}/accept`,
    {
      session: ravi,
    },
  );
  const second = await call('accounts: invite another', 'post', '/api/v1/organization/invitations', {
    session: asha,
    body: { email: 'later@recording.example.test' },
  });
  await call('accounts: invite as a manager (403)', 'post', '/api/v1/organization/invitations', {
    session: ravi,
    body: { email: 'someone@recording.example.test' },
  });
  await call(
    'accounts: withdraw the invitation',
    'delete',
    `/api/v1/organization/invitations/${second.body.id ?? second.body.invitation?.id}`,
    {
      session: asha,
    },
  );
  await call('accounts: malformed invitation id', 'delete', '/api/v1/organization/invitations/not-a-uuid', {
    session: asha,
  });
  await call('accounts: unknown invitation (404)', 'delete', `/api/v1/organization/invitations/${NO_SUCH_UUID}`, {
    session: asha,
  });
  const declinerEmail = 'dev.joshi@recording.example.test';
  await call('accounts: invite a third', 'post', '/api/v1/organization/invitations', {
    session: asha,
    body: { email: declinerEmail },
  });
  const declineToken = new URL(
    /https?:\/\/\S+\/invitation\?token=\S+/.exec(await inboxMessage(declinerEmail, 'invite'))![0],
  ).searchParams.get('token')!;
  normalizer.learn(declineToken, '<invitation-token-2>');
  normalizer.learn(encodeURIComponent(declineToken), '<invitation-token-2>');
  const dev = await user(declinerEmail, 'Dev Joshi');
  await call(
    'accounts: decline the invitation',
    'post',
    `/api/v1/invitations/${encodeURIComponent(declineToken)}/decline`,
    {
      session: dev,
    },
  );
  await call(
    'accounts: accept a declined invitation (404 or 409)',
    'post',
    `/api/v1/invitations/${encodeURIComponent(declineToken)}/accept`,
    {
      session: dev,
    },
  );
  await call('accounts: members', 'get', '/api/v1/organization/members', { session: asha });

  const meera = await user('meera.shah@buyer.example.test', 'Meera Shah', 'Buyer Seeds');
  await call('accounts: onboarding of a second organization', 'post', '/api/v1/onboarding', { session: meera });

  // --- farms ------------------------------------------------------------------------------------
  const north = await call('farms: create with boundary', 'post', '/api/v1/farms', {
    session: asha,
    body: farmBody('North Field', 73.78),
  });
  const south = await call('farms: create a second', 'post', '/api/v1/farms', {
    session: asha,
    body: farmBody('South Field', 73.8, {
      total_area: 30,
      ownership_status: 'leased',
      irrigation_method: 'flood',
      identifier: 'SOUTH-1',
    }),
  });
  const northId = north.body.farm.id as string;
  const southId = south.body.farm.id as string;
  await call('farms: self-intersecting boundary (400)', 'post', '/api/v1/farms', {
    session: asha,
    body: farmBody('Bow Tie', 73.9, {
      boundary: {
        type: 'Polygon',
        coordinates: [
          [
            [73, 20],
            [73.01, 20.01],
            [73.01, 20],
            [73, 20.01],
            [73, 20],
          ],
        ],
      },
    }),
  });
  await call('farms: missing name (400)', 'post', '/api/v1/farms', { session: asha, body: farmBody('', 73.95) });
  await call('farms: overlaps', 'post', '/api/v1/farms/overlaps', {
    session: asha,
    body: { boundary: square(73.785, 20.0) },
  });
  await call('farms: list', 'get', '/api/v1/farms', { session: asha });
  await call('farms: get', 'get', `/api/v1/farms/${northId}`, { session: asha });
  await call('farms: update', 'patch', `/api/v1/farms/${northId}`, {
    session: asha,
    body: {
      name: 'North Field East',
      address: 'Nashik, Maharashtra',
      total_area: 13,
      ownership_status: 'owned',
      location: { latitude: 20.005, longitude: 73.785 },
      area_unit: 'acres',
      irrigation_method: 'sprinkler',
    },
  });
  await call('farms: export', 'get', '/api/v1/farms/export', { session: asha });
  await call('farms: malformed id', 'get', '/api/v1/farms/not-a-uuid', { session: asha });
  await call('farms: unknown id (404)', 'get', `/api/v1/farms/${NO_SUCH_UUID}`, { session: asha });
  await call("farms: another organization's farm (404)", 'get', `/api/v1/farms/${northId}`, { session: meera });
  await call('farms: list without a session (401)', 'get', '/api/v1/farms');
  await call('farms: update a malformed id', 'patch', '/api/v1/farms/not-a-uuid', {
    session: asha,
    body: {
      name: 'Nowhere',
      address: 'Nashik, Maharashtra',
      total_area: 1,
      ownership_status: 'owned',
      location: { latitude: 20.005, longitude: 73.785 },
      area_unit: 'acres',
      irrigation_method: 'drip',
    },
  });

  // --- varieties --------------------------------------------------------------------------------
  const crops = await call('varieties: crops', 'get', '/api/v1/crops', { session: asha });
  const wheatCrop = (crops.body.items as { id: string; name: string }[]).find((c) => c.name === 'Wheat')!.id;
  const discover = await call(
    'varieties: discover by search',
    'get',
    '/api/v1/varieties?tab=discover&search=hi%201544',
    {
      session: asha,
    },
  );
  const hi1544 = (discover.body.discover as { id: string; name: string }[]).find((v) => v.name === 'HI 1544')!;
  const secondPage = await call(
    'varieties: discover by crop, second page',
    'get',
    `/api/v1/varieties?tab=discover&crop=${wheatCrop}&limit=5&page=2`,
    {
      session: asha,
    },
  );
  await call('varieties: import from Discover', 'post', '/api/v1/varieties/import', {
    session: ravi,
    body: { master_variety_id: (secondPage.body.discover as { id: string }[])[0]!.id },
  });
  await call('varieties: import without a master (400)', 'post', '/api/v1/varieties/import', {
    session: ravi,
    body: {},
  });
  await call('varieties: import a master', 'post', '/api/v1/varieties', {
    session: ravi,
    body: { source: 'master', crop_id: wheatCrop, master_variety_id: hi1544.id },
  });
  await call('varieties: import it again (409)', 'post', '/api/v1/varieties', {
    session: ravi,
    body: { source: 'master', crop_id: wheatCrop, master_variety_id: hi1544.id },
  });
  const custom = await call('varieties: create a custom variety', 'post', '/api/v1/varieties', {
    session: ravi,
    body: {
      source: 'custom',
      crop_id: wheatCrop,
      display_name: 'Sharbati Selection',
      maturity_days: 120,
      seasons: ['rabi'],
      recommended_states: ['Madhya Pradesh', 'Rajasthan'],
      characteristics: { 'Grain colour': 'amber', 'Yield (q/ha)': 52 },
    },
  });
  await call('varieties: custom without a name (400)', 'post', '/api/v1/varieties', {
    session: ravi,
    body: { source: 'custom', crop_id: wheatCrop, display_name: '' },
  });
  await call('varieties: get', 'get', `/api/v1/varieties/${custom.body.id}`, { session: asha });
  await call('varieties: update', 'patch', `/api/v1/varieties/${custom.body.id}`, {
    session: ravi,
    body: {
      display_name: 'Sharbati Selection 2',
      maturity_days: 125,
      seasons: ['rabi'],
      recommended_states: ['Madhya Pradesh'],
      characteristics: { 'Grain colour': 'golden' },
    },
  });
  await call('varieties: my varieties', 'get', '/api/v1/varieties?tab=my', { session: asha });
  await call('varieties: delete', 'delete', `/api/v1/varieties/${custom.body.id}`, { session: ravi });
  await call('varieties: unknown id (404)', 'get', `/api/v1/varieties/${NO_SUCH_UUID}`, { session: asha });
  await call('varieties: malformed id', 'get', '/api/v1/varieties/not-a-uuid', { session: asha });

  // --- seed lots ------------------------------------------------------------------------------
  await call('seed lots: variety choices', 'get', `/api/v1/variety-choices?crop=${wheatCrop}`, { session: asha });
  const source = await call('seed lots: unregistered source', 'post', '/api/v1/seed-lots/unregistered', {
    session: ravi,
    body: { crop_id: wheatCrop, variety_id: hi1544.id, pack_size: 25, pack_unit: 'Kg', quantity: 40 },
  });
  const sourceLot = source.body.lot.id as string;
  const spare = await call('seed lots: a second source', 'post', '/api/v1/seed-lots/unregistered', {
    session: ravi,
    body: { crop_id: wheatCrop, variety_id: hi1544.id, pack_size: 10, pack_unit: 'Kg', quantity: 12 },
  });
  const spareLot = spare.body.lot.id as string;
  await call('seed lots: source without a quantity (400)', 'post', '/api/v1/seed-lots/unregistered', {
    session: ravi,
    body: { crop_id: wheatCrop, variety_id: hi1544.id, pack_size: 25, pack_unit: 'Kg', quantity: 0 },
  });
  await call('seed lots: source options', 'get', '/api/v1/seed-lots/source-options', { session: asha });
  const production = await call('seed lots: production lot', 'post', '/api/v1/seed-lots/production', {
    session: ravi,
    body: {
      sources: [{ lot_id: sourceLot, quantity: 10, unit: 'packages' }],
      farms: [
        { farm_id: northId, area_used: 5 },
        { farm_id: southId, area_used: 10 },
      ],
      generation: 'F2',
      planting_date: '2026-06-20',
      expected_harvest_date: '2026-10-30',
    },
  });
  const productionLot = production.body.id as string;
  await call('seed lots: production drawing too much (409)', 'post', '/api/v1/seed-lots/production', {
    session: ravi,
    body: {
      sources: [{ lot_id: sourceLot, quantity: 31, unit: 'packages' }],
      farms: [{ farm_id: northId, area_used: 5 }],
      generation: 'F2',
    },
  });
  await call('seed lots: harvest', 'post', `/api/v1/seed-lots/${productionLot}/harvests`, {
    session: ravi,
    body: { harvest_date: '2026-10-28', actual_yield: 800, pack_size: 25 },
  });
  await call('seed lots: a second harvest in tons', 'post', `/api/v1/seed-lots/${productionLot}/harvests`, {
    session: ravi,
    body: { harvest_date: '2026-10-30', actual_yield: 0.5, yield_unit: 'Tons', pack_size: 25 },
  });
  const packaged = await call('seed lots: packaging', 'post', '/api/v1/seed-lots/packaging', {
    session: ravi,
    body: {
      parents: [{ lot_id: productionLot }],
      pack_size: 5,
      pack_unit: 'Kg',
      packages_count: 100,
      packaging_date: '2026-11-01',
    },
  });
  const packedLot = packaged.body.id as string;
  await call('seed lots: packaging more than there is (409)', 'post', '/api/v1/seed-lots/packaging', {
    session: ravi,
    body: {
      parents: [{ lot_id: productionLot, quantity: 5, unit: 'Tons' }],
      pack_size: 5,
      pack_unit: 'Kg',
      packages_count: 1000,
      packaging_date: '2026-11-02',
    },
  });
  await call('seed lots: update', 'patch', `/api/v1/seed-lots/${productionLot}`, {
    session: ravi,
    body: { generation: 'F3', notes: 'Rogued twice', planting_date: '2026-06-20', expected_harvest_date: '2026-10-30' },
  });
  await call('seed lots: update with a blank generation (400)', 'patch', `/api/v1/seed-lots/${productionLot}`, {
    session: ravi,
    body: { generation: ' ' },
  });
  await call('seed lots: list', 'get', '/api/v1/seed-lots', { session: asha });
  await call('seed lots: list of packaged lots', 'get', '/api/v1/seed-lots?type=packaged_unit', { session: asha });
  await call('seed lots: list by search, paged', 'get', '/api/v1/seed-lots?search=HI&limit=2&page=2', {
    session: asha,
  });
  await call('seed lots: production tab by status', 'get', '/api/v1/seed-lots?tab=production&status=active', {
    session: asha,
  });
  await call('seed lots: unregistered tab by crop', 'get', `/api/v1/seed-lots?tab=unregistered&crop=${wheatCrop}`, {
    session: asha,
  });
  await call('seed lots: bad page (400)', 'get', '/api/v1/seed-lots?page=0', { session: asha });
  await call('seed lots: detail of the packaged lot (lineage)', 'get', `/api/v1/seed-lots/${packedLot}`, {
    session: asha,
  });
  await call('seed lots: detail of the production lot', 'get', `/api/v1/seed-lots/${productionLot}`, { session: asha });
  await call('seed lots: detail of the source', 'get', `/api/v1/seed-lots/${sourceLot}`, { session: asha });
  await call('seed lots: mass balance', 'get', '/api/v1/seed-lots/mass-balance', { session: asha });
  await call('seed lots: unknown lot (404)', 'get', `/api/v1/seed-lots/${NO_SUCH_LOT}`, { session: asha });
  await call("seed lots: another organization's lot (404)", 'get', `/api/v1/seed-lots/${sourceLot}`, {
    session: meera,
  });
  await call('seed lots: new claim code', 'post', `/api/v1/seed-lots/${spareLot}/claim-code`, { session: ravi });
  await call('seed lots: claim with an unknown code (404)', 'post', '/api/v1/seed-lot-claims', {
    session: meera,
    body: { code: '0000-0000-0000-0000-0000-0000' },
  });
  await call('seed lots: withdraw the claim code', 'delete', `/api/v1/seed-lots/${spareLot}/claim-code`, {
    session: ravi,
  });
  await call('seed lots: to the trash', 'delete', `/api/v1/seed-lots/${spareLot}`, { session: ravi });
  await call('seed lots: the trash', 'get', '/api/v1/seed-lots?deleted=true', { session: asha });
  await call('seed lots: restore', 'post', `/api/v1/seed-lots/${spareLot}/restore`, { session: ravi });

  // --- transactions -----------------------------------------------------------------------------
  await call('transactions: lots to choose', 'get', '/api/v1/transaction-lots', { session: ravi });
  await call('transactions: recipients', 'get', '/api/v1/transaction-recipients?q=buyer', { session: ravi });
  await call('transactions: settings', 'get', '/api/v1/transaction-settings', { session: meera });
  await call('transactions: manual acceptance on', 'put', '/api/v1/transaction-settings', {
    session: meera,
    body: { accept_transfers_manually: true },
  });
  await call('transactions: settings as a manager (403)', 'put', '/api/v1/transaction-settings', {
    session: ravi,
    body: { accept_transfers_manually: true },
  });
  const sale = await call('transactions: create a sale', 'post', '/api/v1/transactions', {
    session: ravi,
    body: {
      manifest_type: 'SALE',
      items: [{ lot_id: packedLot, quantity: 10, unit: 'packages', price_per_unit: 450, currency: 'INR' }],
      recipient_organization_id: await organizationOf(meera),
      overall_notes: 'First sale',
      untested_acknowledged: true,
    },
  });
  await call('transactions: the sale as the buyer', 'get', `/api/v1/transactions/${sale.body.id}`, { session: meera });
  await call(
    'transactions: accept for the buyer as the seller (404)',
    'post',
    `/api/v1/transactions/${sale.body.id}/accept`,
    {
      session: ravi,
    },
  );
  await call('transactions: accept', 'post', `/api/v1/transactions/${sale.body.id}/accept`, { session: meera });
  await call('transactions: manual acceptance off', 'put', '/api/v1/transaction-settings', {
    session: meera,
    body: { accept_transfers_manually: false },
  });
  await call('transactions: create a transfer', 'post', '/api/v1/transactions', {
    session: ravi,
    body: {
      manifest_type: 'TRANSFER',
      items: [{ lot_id: packedLot, quantity: 5, unit: 'packages' }],
      recipient_organization_id: await organizationOf(meera),
    },
  });
  const claimantEmail = 'kiran.patil@claimant.example.test';
  const byEmail = await call('transactions: transfer to an e-mail', 'post', '/api/v1/transactions', {
    session: ravi,
    body: {
      manifest_type: 'TRANSFER',
      items: [{ lot_id: sourceLot, quantity: 5, unit: 'packages' }],
      recipient_email: claimantEmail,
    },
  });
  const cancelled = await call('transactions: another transfer to an e-mail', 'post', '/api/v1/transactions', {
    session: ravi,
    body: {
      manifest_type: 'TRANSFER',
      items: [{ lot_id: sourceLot, quantity: 2, unit: 'packages' }],
      recipient_email: 'nobody-yet@claimant.example.test',
    },
  });
  await call('transactions: cancel it', 'post', `/api/v1/transactions/${cancelled.body.id}/cancel`, { session: ravi });
  await call('transactions: cancel it again (409)', 'post', `/api/v1/transactions/${cancelled.body.id}/cancel`, {
    session: ravi,
  });
  await call('transactions: an adjustment', 'post', '/api/v1/transactions', {
    session: asha,
    body: {
      manifest_type: 'ADJUSTMENT',
      items: [{ lot_id: packedLot, quantity: 83, unit: 'packages' }],
      overall_notes: 'Two bags torn',
    },
  });
  await call('transactions: no lot (400)', 'post', '/api/v1/transactions', {
    session: ravi,
    body: { manifest_type: 'SALE', items: [] },
  });
  await call('transactions: more than owned (409)', 'post', '/api/v1/transactions', {
    session: ravi,
    body: {
      manifest_type: 'TRANSFER',
      items: [{ lot_id: spareLot, quantity: 500, unit: 'packages' }],
      recipient_organization_id: await organizationOf(meera),
    },
  });
  const claimToken = new URL(
    /https?:\/\/\S+\/transactions\/claim\?token=\S+/.exec(await inboxMessage(claimantEmail, 'transfer_claim'))![0],
  ).searchParams.get('token')!;
  normalizer.learn(claimToken, '<claim-token>');
  const kiran = await user(claimantEmail, 'Kiran Patil', 'Claimant Farm');
  await call('transactions: claim preview', 'post', '/api/v1/transfer-claims/preview', {
    session: kiran,
    body: { token: claimToken },
  });
  await call('accounts: onboarding of the claimant', 'post', '/api/v1/onboarding', { session: kiran });
  const claimed = await call('transactions: claim', 'post', '/api/v1/transfer-claims', {
    session: kiran,
    body: { token: claimToken },
  });
  await call('transactions: claim again (409)', 'post', '/api/v1/transfer-claims', {
    session: kiran,
    body: { token: claimToken },
  });
  await call(
    'transactions: the claimed transfer',
    'get',
    `/api/v1/transactions/${claimed.body.id ?? byEmail.body.id}`,
    {
      session: kiran,
    },
  );
  const page1 = await call('transactions: list, first page', 'get', '/api/v1/transactions?limit=2', { session: asha });
  if (page1.body.nextCursor) {
    await call(
      'transactions: list, next page',
      'get',
      `/api/v1/transactions?limit=2&before=${encodeURIComponent(page1.body.nextCursor)}`,
      {
        session: asha,
      },
    );
  }
  await call('transactions: list of sales', 'get', `/api/v1/transactions?type=SALE&lot=${packedLot}`, {
    session: asha,
  });
  await call('transactions: list as the buyer', 'get', '/api/v1/transactions', { session: meera });
  await call('transactions: bad cursor (400)', 'get', '/api/v1/transactions?before=nonsense', { session: asha });
  await call('transactions: get', 'get', `/api/v1/transactions/${sale.body.id}`, { session: asha });
  await call('transactions: unknown id (404)', 'get', `/api/v1/transactions/${NO_SUCH_UUID}`, { session: asha });
  await call('transactions: malformed id', 'get', '/api/v1/transactions/not-a-uuid', { session: asha });
  await call('transactions: accept a malformed id', 'post', '/api/v1/transactions/not-a-uuid/accept', {
    session: asha,
  });
  await call('transactions: export', 'get', '/api/v1/transactions/export', { session: asha });
  await call('transactions: ledger', 'get', '/api/v1/transactions/ledger', { session: asha });
  await call('transactions: ledger as a manager (403)', 'get', '/api/v1/transactions/ledger', { session: ravi });
  await call('seed lots: mass balance after the transactions', 'get', '/api/v1/seed-lots/mass-balance?all=true', {
    session: asha,
  });
  await call('seed lots: detail after the transactions', 'get', `/api/v1/seed-lots/${packedLot}`, { session: asha });

  // --- QR codes and the verification page -------------------------------------------------------
  await call('qr: settings', 'get', '/api/v1/qr-settings', { session: asha });
  await call('qr: settings with a bad GTIN (400)', 'put', '/api/v1/qr-settings', {
    session: asha,
    body: { show_contact_on_verification: false, verification_contact: null, gtin: '4006381333932' },
  });
  await call('qr: lot summary before codes', 'get', `/api/v1/qr-lots/${packedLot}`, { session: ravi });
  const lotCode = await call('qr: activate the lot code', 'post', `/api/v1/qr-lots/${packedLot}/code`, {
    session: ravi,
  });
  await call('qr: packet codes', 'post', `/api/v1/qr-lots/${packedLot}/packet-codes`, { session: ravi });
  await call('qr: packet codes again', 'post', `/api/v1/qr-lots/${packedLot}/packet-codes`, { session: ravi });
  await call('qr: packet codes of a lot not packaged (409)', 'post', `/api/v1/qr-lots/${productionLot}/packet-codes`, {
    session: ravi,
  });
  const packet3 = await call('qr: packet 3', 'get', `/api/v1/qr-lots/${packedLot}/packet-codes/3`, { session: ravi });
  const packet9 = await call('qr: packet 9', 'get', `/api/v1/qr-lots/${packedLot}/packet-codes/9`, { session: ravi });
  await call('qr: packet 0 (400)', 'get', `/api/v1/qr-lots/${packedLot}/packet-codes/0`, { session: ravi });
  await call('qr: packet past the codes (404)', 'get', `/api/v1/qr-lots/${packedLot}/packet-codes/101`, {
    session: ravi,
  });
  await call('qr: deactivate without a reason (400)', 'post', `/api/v1/qr-codes/${packet9.body.id}/deactivate`, {
    session: ravi,
    body: { reason: '  ' },
  });
  await call('qr: deactivate packet 9', 'post', `/api/v1/qr-codes/${packet9.body.id}/deactivate`, {
    session: ravi,
    body: { reason: 'Label torn' },
  });
  await call('qr: deactivate it again (409)', 'post', `/api/v1/qr-codes/${packet9.body.id}/deactivate`, {
    session: ravi,
    body: { reason: 'Label torn' },
  });
  await call('qr: lot summary', 'get', `/api/v1/qr-lots/${packedLot}`, { session: ravi });
  await call('qr: label sheet', 'get', `/api/v1/qr-lots/${packedLot}/labels.pdf?from=1&to=12`, {
    session: ravi,
    // its QR codes are random: the PDF's version and the label count (a header) are what is stable
    binary: 'pdf-head',
  });
  await call('qr: image of the lot code', 'get', `/api/v1/qr-codes/${lotCode.body.id}/image?format=svg&size=256`, {
    session: ravi,
    binary: 'svg-head',
  });
  await call('qr: image in a bad format (400)', 'get', `/api/v1/qr-codes/${lotCode.body.id}/image?format=gif`, {
    session: ravi,
  });
  await call("qr: another organization's code image (404)", 'get', `/api/v1/qr-codes/${lotCode.body.id}/image`, {
    session: meera,
  });
  await call('qr: unknown lot (404)', 'get', `/api/v1/qr-lots/${NO_SUCH_LOT}`, { session: ravi });
  await call('qr: malformed lot id', 'get', `/api/v1/qr-lots/${'x'.repeat(80)}`, { session: ravi });
  await call('qr: malformed code id', 'post', '/api/v1/qr-codes/not-a-uuid/deactivate', {
    session: ravi,
    body: { reason: 'Label torn' },
  });
  await call('qr: image of a malformed code id', 'get', '/api/v1/qr-codes/not-a-uuid/image', { session: ravi });
  await call('seed lots: malformed lot id', 'get', `/api/v1/seed-lots/${'x'.repeat(80)}`, { session: ravi });

  const code3 = packet3.body.code as string;
  await call('verification: lot code page', 'get', `/v/${lotCode.body.code}`, { headers: phone });
  const firstScan = await call('verification: packet page', 'get', `/v/${code3}`, { headers: phone });
  await call('verification: packet page on another phone, in Hindi', 'get', `/v/${code3}`, { headers: hindiPhone });
  await call('verification: packet page with ?lang=hi', 'get', `/v/${code3}?lang=hi`, { headers: phone });
  await call('verification: deactivated packet page', 'get', `/v/${packet9.body.code}`, { headers: phone });
  await call('verification: unknown code', 'get', '/v/AAAAAAAAAAAAAAAAAAAAAA', { headers: phone });
  await call('verification: malformed code', 'get', '/v/not-a-code', { headers: phone });
  await call('verification: report form', 'get', `/v/${code3}/report`, { headers: phone });
  await call('verification: report without a place (400)', 'post', `/v/${code3}/report?lang=en`, {
    headers: { 'User-Agent': PHONE_UA },
    form: { shop_name: 'Shop', place: '' },
  });
  await call('verification: report', 'post', `/v/${code3}/report?lang=en`, {
    headers: { 'User-Agent': PHONE_UA },
    form: { shop_name: 'Krishi Kendra', place: 'Nashik', phone: '98765 43210' },
  });
  const staffToken = /id="st" hidden data-t="([A-Za-z0-9_-]{22})"/.exec(firstScan.text)?.[1];
  if (staffToken) {
    await call('verification: staff check', 'post', '/api/v1/qr-scans/staff', {
      session: ravi,
      body: { token: staffToken },
    });
  }
  await call('verification: staff check without a session (401)', 'post', '/api/v1/qr-scans/staff', {
    body: { token: staffToken ?? 'x' },
  });
  await call('qr: GTIN', 'put', '/api/v1/qr-settings', {
    session: asha,
    body: { show_contact_on_verification: true, verification_contact: '+91 98765 43210', gtin: GTIN },
  });
  await call('qr: packet 3 with a GTIN', 'get', `/api/v1/qr-lots/${packedLot}/packet-codes/3`, { session: ravi });
  const batch = packedLot.slice(3).replaceAll('-', '');
  await call('verification: GS1 Digital Link page', 'get', `/01/${GTIN14}/10/${batch}/21/3?lang=en`, {
    headers: phone,
  });
  await call('verification: GS1 link past the packets', 'get', `/01/${GTIN14}/10/${batch}/21/500`, {
    headers: phone,
  });
  await call('verification: scans', 'get', '/api/v1/qr-scans', { session: asha });
  await call('verification: reports', 'get', '/api/v1/qr-reports', { session: asha });
  await call('qr: recall the production lot', 'post', `/api/v1/qr-lots/${productionLot}/recall`, {
    session: asha,
    body: { kind: 'recall', reason: 'Seed-borne disease found' },
  });
  await call('verification: packet page under recall', 'get', `/v/${code3}`, { headers: phone });
  await call('qr: lift the recall', 'delete', `/api/v1/qr-lots/${productionLot}/recall`, { session: asha });
  await call('qr: lift it again (404)', 'delete', `/api/v1/qr-lots/${productionLot}/recall`, { session: asha });

  // --- dashboard and notifications --------------------------------------------------------------
  await call('dashboard: grower', 'get', '/api/v1/dashboard', { session: asha });
  await call('dashboard: buyer', 'get', '/api/v1/dashboard', { session: meera });
  await call('notifications: grower', 'get', '/api/v1/notifications', { session: asha });
  await call('notifications: buyer', 'get', '/api/v1/notifications', { session: meera });
  await call('notifications: without a session (401)', 'get', '/api/v1/notifications');

  // --- signing out ----------------------------------------------------------------------------
  await call('auth: sign out', 'post', '/auth/v1/logout', { session: asha });
  await call('auth: the user after signing out', 'get', '/auth/v1/user', { session: asha });

  // --- answers added after the recording was first made (issue 27) ------------------------------
  await call(
    'transactions: sale of an untested lot without the acknowledgement (409)',
    'post',
    '/api/v1/transactions',
    {
      session: ravi,
      body: {
        manifest_type: 'SALE',
        items: [{ lot_id: packedLot, quantity: 1, unit: 'packages', price_per_unit: 450, currency: 'INR' }],
      },
    },
  );
}

interface Readiness {
  migrations?: { applied: number; expected: number };
  pools?: Record<string, { total?: number; idle?: number } | boolean>;
}

/**
 * /readyz without what describes the server rather than the data: the number of migration files
 * (another migration is no change of behaviour; applied = expected is) and the connections the
 * pools happen to hold open at that moment.
 */
function readinessShape(body: unknown): unknown {
  const readiness = body as Readiness;
  const { migrations, pools } = readiness;
  return {
    ...readiness,
    ...(migrations
      ? {
          migrations: migrations.applied === migrations.expected ? { applied: '<all>', expected: '<all>' } : migrations,
        }
      : {}),
    ...(pools
      ? {
          pools: Object.fromEntries(
            Object.entries(pools).map(([name, pool]) => [
              name,
              typeof pool === 'object' ? { ...pool, total: '<n>', idle: '<n>' } : pool,
            ]),
          ),
        }
      : {}),
  };
}

/** A 1×1 PNG. */
const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const organizations = new Map<string, string>();
/** The organization of a signed-in member (from GET /api/v1/me, not recorded). */
async function organizationOf(session: TestSession): Promise<string> {
  let id = organizations.get(session.userId);
  if (!id) {
    const me = await request(testApp.app).get('/api/v1/me').set('Authorization', `Bearer ${session.accessToken}`);
    id = me.body.organization?.id as string;
    organizations.set(session.userId, id);
  }
  return id;
}

describe('the API recording', () => {
  it('when the script of requests runs on a fresh database, then every answer is the recorded one', async () => {
    try {
      await script();
    } catch (error) {
      // the script depends on earlier answers: show the last ones when it cannot go on
      throw new Error(
        `the script stopped after ${recording.length} answers: ${String(error)}\n${JSON.stringify(recording.slice(-3), null, 2)}`,
        { cause: error },
      );
    }
    const now = JSON.parse(JSON.stringify(recording)) as Entry[];
    if (process.env.UPDATE_API_RECORDING === '1' || !existsSync(RECORDING_FILE)) {
      writeFileSync(RECORDING_FILE, `${JSON.stringify(now, null, 2)}\n`);
      return;
    }
    const recorded = JSON.parse(readFileSync(RECORDING_FILE, 'utf8')) as Entry[];
    const same = JSON.stringify(recorded) === JSON.stringify(now);
    if (!same) {
      // the whole new recording, to compare with a diff tool (a file per run: checkouts share /tmp)
      const newFile = path.join(tmpdir(), `api-recording.${process.pid}.new.json`);
      writeFileSync(newFile, `${JSON.stringify(now, null, 2)}\n`);
      expect.fail(`${report(recorded, now)}\n\nThe new recording: ${newFile}`);
    }
  }, 90_000);
});
