import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signInThroughUi } from '@seed/tools/testing/accounts';
import { launchChromium } from '@seed/tools/testing/browser';
import { repoRoot } from '@seed/tools/testing/portal-server';
import { pseudoText } from '../src/i18n/pseudo-locale';
import { overflowingElements } from './axe-helpers';

// Issue 30, "how we know it is complete": every route of the shell and of every remote (public, a
// seed company's, an agency's) and the main dialogs, rendered in the pseudo-locale (every catalogue
// string accented, longer and bracketed ⟦…⟧), show no text that did not come through a catalogue.
// Text outside the brackets must be data the page was sent (names, lot numbers, e-mail addresses),
// never an enum's raw value, and dates as the locale writes them. Routes are walked at phone width,
// where nothing may overflow.
let browser: Browser;
const baseUrl = inject('portalUrl');
const PHONE = { width: 390, height: 844 };
const DEMO = { email: 'admin@demo.local', password: 'demo1234' };
const DEMO_AGENCY = { email: 'agency@demo.local', password: 'demo1234' };

beforeAll(async () => {
  // The embedded start's demo organization (farms, varieties, lots, a certified production lot),
  // so detail routes have something to show.
  execFileSync(process.execPath, [path.join(repoRoot, 'apps/bff/dist/migrate.js'), '--demo'], {
    env: { ...process.env, DATABASE_ADMIN_URL: inject('databaseAdminUrl') },
    stdio: 'ignore',
  });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** Words that the locale itself writes (dates and times), not a catalogue. */
const LOCALE_WORDS = new Set(
  [
    ...Array.from({ length: 12 }, (_, m) => [
      new Date(2026, m, 1).toLocaleString('en-IN', { month: 'short' }),
      new Date(2026, m, 1).toLocaleString('en-IN', { month: 'long' }),
    ]).flat(),
    'am',
    'pm',
  ].map((w) => w.toLowerCase()),
);
/** Third-party credits that stay as their owners write them, and the language picker's names (each in its own script). */
const CREDITS = new Set(['openstreetmap', 'maplibre', 'contributors', 'osm', 'english']);

/** Keeps every string the page was sent by the API: the text a page may show unbracketed. */
function collectData(page: Page, data: Set<string>) {
  const walk = (value: unknown) => {
    if (typeof value === 'string') {
      // An enum's raw value (certified, PENDING, sq_ft) is not data a page may print as it is.
      if (!/^[a-z_]+$/.test(value) && !/^[A-Z_]+$/.test(value)) {
        for (const word of value.toLowerCase().match(/[a-z][a-z'’.-]*/g) ?? []) data.add(word);
      }
    } else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        // A record's characteristics are the user's own names and values (ph: 7.6, texture: vertisol).
        if (key.endsWith('characteristics') && inner && typeof inner === 'object') {
          for (const [name, given] of Object.entries(inner)) {
            for (const word of `${name} ${String(given)}`.toLowerCase().split(/[^a-z]+/)) data.add(word);
          }
        }
        walk(inner);
      }
    }
  };
  page.on('response', async (response) => {
    if (!new URL(response.url()).pathname.startsWith('/api/')) return;
    if (!(response.headers()['content-type'] ?? '').includes('json')) return;
    walk(await response.json().catch(() => null));
  });
}

/** The visible texts (and accessible names) of the page that have an English word outside ⟦…⟧. */
function unbracketed(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const visible = (el: Element | null) => {
      for (let e = el; e; e = e.parentElement) {
        const style = getComputedStyle(e);
        if (style.display === 'none' || style.visibility === 'hidden') return false;
        if (e.hasAttribute('hidden') || e.getAttribute('aria-hidden') === 'true') return false;
      }
      return true;
    };
    const outside = (text: string) =>
      text
        .replace(/⟦[^⟧]*⟧/g, ' ')
        .replace(/^[^⟦]*⟧/, ' ')
        .replace(/⟦[^⟧]*$/, ' ');
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || ['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE'].includes(parent.tagName)) continue;
      const rest = outside(node.textContent ?? '');
      if (/[A-Za-z]{2}/.test(rest) && visible(parent)) found.push(rest.trim());
    }
    for (const el of Array.from(document.querySelectorAll('[aria-label], [title], [placeholder], img[alt]'))) {
      for (const attribute of ['aria-label', 'title', 'placeholder', 'alt']) {
        const rest = outside(el.getAttribute(attribute) ?? '');
        if (/[A-Za-z]{2}/.test(rest) && visible(el)) found.push(`${rest.trim()}`);
      }
    }
    return found;
  });
}

/** Opens a route and lets it settle; answers what went wrong when it does not. */
async function settle(page: Page, route: string): Promise<string | null> {
  await page.goto(route);
  await page.waitForLoadState('networkidle');
  // The page is drawn once its heading is and catalogue text is in its main part (a detail page's
  // heading is the record's name).
  const drawn = await page
    .locator('h1')
    .first()
    .waitFor({ timeout: 15_000 })
    .then(
      () => true,
      () => false,
    );
  if (!drawn) return `${route}: no h1 after 15 s`;
  await page.waitForFunction(
    () => (document.querySelector('main') ?? document.body).textContent?.includes('⟦'),
    undefined,
    { timeout: 15_000 },
  );
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, { timeout: 15_000 });
  return null;
}

/** The texts on the page now that no catalogue gave, and what overflows the phone's width. */
async function offendersOn(page: Page, where: string, data: Set<string>): Promise<string[]> {
  const offenders = (await unbracketed(page)).filter((text) =>
    (text.toLowerCase().match(/[a-z][a-z'’.-]*/g) ?? []).some(
      (word) =>
        word.length > 1 &&
        !data.has(word) &&
        !LOCALE_WORDS.has(word) &&
        !CREDITS.has(word) &&
        // a format's mask (XXXX-XXXX), not words
        !/^[x-]+$/.test(word),
    ),
  );
  // Longer words must wrap, not push the page sideways: what overflows is named.
  const overflowing = await overflowingElements(page);
  return [...new Set(offenders), ...overflowing].map((text) => `${where}: ${text}`);
}

/** Opens a route, lets it settle, and answers the texts on it that no catalogue gave. */
async function offendersAt(page: Page, route: string, data: Set<string>): Promise<string[]> {
  const failed = await settle(page, route);
  return failed ? [failed] : offendersOn(page, route, data);
}

/**
 * Opens a dialog from its route by its button's English name (said in the pseudo-locale), submits it
 * empty when it has a submit button so its validation messages show, and answers its offenders.
 */
async function offendersInDialog(
  page: Page,
  dialog: { route: string; open: string; submit?: string },
  data: Set<string>,
): Promise<string[]> {
  const failed = await settle(page, dialog.route);
  if (failed) return [failed];
  await page
    .getByRole('button', { name: pseudoText(dialog.open), exact: true })
    .first()
    .click();
  const shown = page.getByRole('dialog');
  await shown.waitFor();
  if (dialog.submit) {
    await shown.getByRole('button', { name: pseudoText(dialog.submit), exact: true }).click();
    await shown.locator('[aria-invalid="true"], [role="alert"]').first().waitFor();
  }
  const offenders = await offendersOn(page, `${dialog.route} ‘${dialog.open}’`, data);
  await page.keyboard.press('Escape');
  return offenders;
}

/** The first link on `route` whose path matches, for the detail routes. */
async function firstLink(page: Page, route: string, pattern: RegExp): Promise<string | undefined> {
  await page.goto(route);
  await page.waitForLoadState('networkidle');
  const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return hrefs.find((href) => pattern.test(href));
}

async function pseudoContext(): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: PHONE });
  await context.addInitScript(() => localStorage.setItem('seed.pseudoLocale', 'on'));
  return context;
}

/** A phone signed in as `who` (through the real login page, in English), then in the pseudo-locale. */
async function signedInPseudo(who: { email: string; password: string }) {
  const signIn = await browser.newContext({ baseURL: baseUrl });
  const login = await signIn.newPage();
  await signInThroughUi(login, who.email, who.password);
  const storageState = await signIn.storageState();
  await signIn.close();

  const context = await browser.newContext({ baseURL: baseUrl, viewport: PHONE, storageState });
  await context.addInitScript(() => localStorage.setItem('seed.pseudoLocale', 'on'));
  const page = await context.newPage();
  const data = new Set<string>();
  collectData(page, data);
  return { context, page, data };
}

describe('the pseudo-locale', () => {
  it('when every public route is rendered in the pseudo-locale, then all its text comes from a catalogue', async () => {
    const context = await pseudoContext();
    const page = await context.newPage();
    const data = new Set<string>();
    collectData(page, data);
    const routes = [
      '/',
      '/terms-of-service',
      '/privacy-policy',
      '/login',
      '/register',
      '/forgot-password',
      '/reset-password',
      '/invitation',
      '/unauthorized',
      '/no-such-page',
    ];
    const offenders: string[] = [];
    for (const route of routes) offenders.push(...(await offendersAt(page, route, data)));
    expect(offenders).toEqual([]);
    await context.close();
  });

  it('when every signed-in route of the shell and each remote is rendered in the pseudo-locale, then all its text comes from a catalogue', async () => {
    const { context, page, data } = await signedInPseudo(DEMO);

    const farm = await firstLink(page, '/farms', /^\/farms\/[0-9a-f-]{36}$/);
    const lot = await firstLink(page, '/seed-lots', /^\/seed-lots\/SL-/);
    const manifest = await firstLink(page, '/transactions', /^\/transactions\/[0-9a-f-]{36}$/);
    expect(farm).toBeDefined();
    expect(lot).toBeDefined();
    const routes = [
      '/dashboard',
      '/profile',
      '/organization/members',
      '/varieties',
      '/varieties?tab=discover',
      '/farms',
      '/farms/new',
      `${farm}`,
      `${farm}/edit`,
      '/seed-lots',
      '/seed-lots?tab=unregistered',
      '/seed-lots?tab=trash',
      '/seed-lots/claim',
      '/seed-lots/scans',
      '/seed-lots/production/new',
      '/seed-lots/packaging/new',
      `${lot}`,
      `${lot}/edit`,
      `${lot}/harvest`,
      `${lot}/package`,
      '/transactions',
      '/transactions/new',
      '/transactions/claim',
      ...(manifest ? [manifest] : []),
      '/testing-requests',
      '/testing-requests/new',
      '/certification',
    ];
    const offenders: string[] = [];
    for (const route of routes) offenders.push(...(await offendersAt(page, route, data)));
    expect(offenders).toEqual([]);
    await context.close();
    // 30 routes, each loaded and read: 35 s alone, more beside the other suites in CI
  }, 180_000);

  it('when the main dialogs are opened and submitted empty in the pseudo-locale, then they and their messages come from a catalogue', async () => {
    const { context, page, data } = await signedInPseudo(DEMO);
    const offenders: string[] = [];
    const dialogs = [
      { route: '/seed-lots?tab=unregistered', open: 'Add Unregistered Source', submit: 'Add Unregistered Source' },
      // its submit waits for a lot to be chosen
      { route: '/transactions', open: 'New Transaction' },
      { route: '/organization/members', open: 'Invite Member', submit: 'Send invitation' },
      { route: '/varieties', open: 'Add Variety', submit: 'Add Variety' },
    ];
    for (const dialog of dialogs) offenders.push(...(await offendersInDialog(page, dialog, data)));
    expect(offenders).toEqual([]);
    await context.close();
  });

  it('when the routes of a certification agency are rendered in the pseudo-locale, then all their text comes from a catalogue', async () => {
    const { context, page, data } = await signedInPseudo(DEMO_AGENCY);
    const application = await firstLink(page, '/certification', /^\/certification\/[0-9a-f-]{36}$/);
    expect(application).toBeDefined();
    const offenders: string[] = [];
    for (const route of ['/dashboard', '/certification', `${application}`, '/profile']) {
      offenders.push(...(await offendersAt(page, route, data)));
    }
    expect(offenders).toEqual([]);
    await context.close();
  });
});
