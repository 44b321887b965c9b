import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from '@seed/tools/testing/browser';
import { repoRoot } from '@seed/tools/testing/portal-server';
import { overflowingElements, seriousViolations } from './axe-helpers';
import { adminStorageState } from './signed-in';

// Issue 26: every route, signed in as the demo admin (the demo organization has farms, lots,
// transactions and varieties, so detail pages exist), is checked with axe-core at a laptop's
// and a phone's width and fails on any serious or critical violation; at 360 px no route may
// scroll sideways or put an element past the screen's edge outside a scroll container.

const baseUrl = inject('portalUrl');
const DEMO = { email: 'admin@demo.local', password: 'demo1234' };

/** A route to check; `:farm`, `:lot`, `:transaction`, `:application` are filled from the demo data's lists. */
interface Route {
  path: string;
  signedIn: boolean;
}

const ROUTES: Route[] = [
  ...['/', '/terms-of-service', '/privacy-policy', '/login', '/register', '/forgot-password', '/invitation'].map(
    (p) => ({ path: p, signedIn: false }),
  ),
  ...[
    '/dashboard',
    '/testing-requests',
    '/profile',
    '/organization/members',
    '/unauthorized',
    '/no-such-page',
    '/varieties',
    '/varieties?tab=discover',
    '/farms',
    '/farms/new',
    '/farms/:farm',
    '/farms/:farm/edit',
    '/seed-lots',
    '/seed-lots?tab=unregistered',
    '/seed-lots?tab=production',
    '/seed-lots?tab=packaging',
    '/seed-lots/claim',
    '/seed-lots/scans',
    '/seed-lots/production/new',
    '/seed-lots/packaging/new',
    '/seed-lots/:lot',
    '/seed-lots/:lot/harvest',
    '/seed-lots/:lot/package',
    '/seed-lots/:lot/edit',
    '/transactions',
    '/transactions/new',
    '/transactions/claim',
    '/transactions/:transaction',
    '/certification',
    '/certification/:application',
  ].map((p) => ({ path: p, signedIn: true })),
];

/**
 * Known exceptions, only in the two remotes another engineer is fixing now (issue 26): each
 * names the route, the width and the finding it is excused for; everything else still fails.
 * Remove an entry when its screen is fixed.
 */
const KNOWN: { path: string; width: number; finding: string; why: string }[] = [];

const isKnown = (path: string, width: number, finding: string) =>
  KNOWN.some((k) => k.path === path && k.width === width && finding.startsWith(k.finding));

let browser: Browser;
let signedIn: Awaited<ReturnType<typeof adminStorageState>>;
const ids: Record<string, string> = {};

/** The first link of a list page whose href matches, as the id it carries. */
async function firstId(page: Page, url: string, pattern: RegExp): Promise<string> {
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  const hrefs = await page.locator('main a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  const id = hrefs.map((h) => pattern.exec(h ?? '')?.[1]).find(Boolean);
  if (!id) throw new Error(`no link matching ${pattern} on ${url}: ${hrefs.join(', ')}`);
  return id;
}

beforeAll(async () => {
  // The embedded start's demo organization, in the run's database.
  await promisify(execFile)('node', [path.join(repoRoot, 'apps/bff/dist/migrate.js'), '--demo'], {
    env: { ...process.env, DATABASE_ADMIN_URL: inject('databaseAdminUrl') },
  });
  browser = await launchChromium();
  signedIn = await adminStorageState(browser, baseUrl, DEMO);
  const context = await browser.newContext({ baseURL: baseUrl, storageState: signedIn });
  const page = await context.newPage();
  ids.farm = await firstId(page, '/farms', /^\/farms\/([0-9a-f-]{36})$/);
  ids.lot = await firstId(page, '/seed-lots?tab=production', /^\/seed-lots\/(SL-[\w-]+)$/);
  ids.transaction = await firstId(page, '/transactions', /^\/transactions\/([0-9a-f-]{36})$/);
  ids.application = await firstId(page, '/certification?side=sent', /^\/certification\/([0-9a-f-]{36})$/);
  await context.close();
}, 180_000);

afterAll(async () => {
  await browser?.close();
});

const resolve = (route: string) =>
  route.replace(/:(farm|lot|transaction|application)/g, (_, key: string) => ids[key] ?? key);

/** Opens the route at the width, signed in or out, and waits until its screen has settled. */
async function open(route: Route, width: number) {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width, height: width < 500 ? 844 : 900 },
    isMobile: width < 500,
    hasTouch: width < 500,
    // axe is injected as a script tag, which the portal's CSP would rightly refuse.
    bypassCSP: true,
    ...(route.signedIn ? { storageState: signedIn } : {}),
  });
  const page = await context.newPage();
  await page.goto(resolve(route.path));
  await page.waitForLoadState('networkidle');
  await page.locator('h1').first().waitFor({ timeout: 15_000 });
  // A signed-in route checked on the sign-in page would prove nothing.
  if (route.signedIn) expect(new URL(page.url()).pathname).not.toBe('/login');
  // Spinners of lazily loaded parts (a remote, a dialog's form) end before the check.
  await page
    .locator('[role="status"] svg.animate-spin')
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => undefined);
  return { context, page };
}

describe('the checks themselves', () => {
  it('when a page has a low-contrast button, a name that hides its label and a box wider than the screen, then each check finds it', async () => {
    const { context, page } = await open({ path: '/dashboard', signedIn: true }, 360);
    try {
      await page.evaluate(() => {
        const main = document.querySelector('main') ?? document.body;
        main.insertAdjacentHTML(
          'afterbegin',
          '<button type="button" style="background:#00a63e;color:#fff">Sign In</button>' +
            '<button type="button" aria-label="User menu">Demo Admin</button>' +
            '<div style="width:500px;height:10px"></div>',
        );
      });
      const violations = await seriousViolations(page);
      expect(violations.some((v) => v.startsWith('color-contrast'))).toBe(true);
      expect(violations.some((v) => v.startsWith('label-content-name-mismatch'))).toBe(true);
      expect((await overflowingElements(page)).length).toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  });
});

/**
 * Lets a resize reflow and repaint before a check reads the page. A map refits its view to the
 * narrower box and moves its markers over a few frames: the check waits until its markers have
 * held still for a moment, or axe would measure touch targets mid-flight (markers overlapping).
 */
const settle = async (page: Page) => {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  if ((await page.locator('.maplibregl-map').count()) === 0) return;
  await page.waitForFunction(
    () =>
      new Promise<boolean>((resolve) => {
        const positions = () =>
          Array.from(document.querySelectorAll('.maplibregl-marker'), (m) => {
            const r = m.getBoundingClientRect();
            return `${Math.round(r.x)},${Math.round(r.y)}`;
          }).join(';');
        // still for 1 s, checked twice: on a busy machine the map's resize can pause longer than a
        // few frames between its moves
        const before = positions();
        setTimeout(() => {
          const middle = positions();
          setTimeout(() => resolve(middle === before && positions() === before), 500);
        }, 500);
      }),
    undefined,
    { timeout: 10_000 },
  );
};

// One load per route (the sweep's page loads run one after another in CI): axe at 1366 px, the
// same page narrowed to 390 px for axe again, then to 360 px for the overflow check. A resize
// reflows the layout as a load at that width would.
describe('every route: axe-core (serious and critical) at 1366 and 390 px, no sideways overflow at 360 px', () => {
  for (const route of ROUTES) {
    it(`when ${route.path} is opened${route.signedIn ? ' as the demo admin' : ''}, then axe finds no serious or critical violation at 1366 or 390 px, and at 360 px nothing overflows the screen outside a scroll container`, async () => {
      const { context, page } = await open(route, 1366);
      try {
        const wide = (await seriousViolations(page)).filter((f) => !isKnown(route.path, 1366, f));
        expect(wide, `${route.path} at 1366 px`).toEqual([]);
        await page.setViewportSize({ width: 390, height: 844 });
        await settle(page);
        const phone = (await seriousViolations(page)).filter((f) => !isKnown(route.path, 390, f));
        expect(phone, `${route.path} at 390 px`).toEqual([]);
        await page.setViewportSize({ width: 360, height: 844 });
        await settle(page);
        const overflowing = (await overflowingElements(page)).filter((f) => !isKnown(route.path, 360, f));
        expect(overflowing, `${route.path} at 360 px`).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});

describe('phone layouts of the account screens', () => {
  it("when the members table is opened at 390 px, then every member's role badge is whole on the screen (D-m15)", async () => {
    const { context, page } = await open({ path: '/organization/members', signedIn: true }, 390);
    try {
      const table = page.getByRole('table', { name: 'Members' });
      await table.waitFor();
      // The audit's invitee had a long address (the demo admin's is short): give every row one.
      await table.locator('tbody tr').evaluateAll((rows) => {
        for (const row of rows) {
          const cells = row.querySelectorAll('td');
          if (cells[0]) cells[0].textContent = 'Meenakshi Audit-Deshpande';
          if (cells[1]) cells[1].textContent = 'meena.audit493613@demo-seeds.in';
        }
      });
      const viewport = await page.evaluate(() => document.documentElement.clientWidth);
      const badges = await table
        .locator('tbody td:last-child span')
        .evaluateAll((spans) => spans.map((s) => ({ text: s.textContent, right: s.getBoundingClientRect().right })));
      expect(badges.length).toBeGreaterThan(0);
      for (const badge of badges) expect(badge.right, badge.text ?? '').toBeLessThanOrEqual(viewport);
      await page.screenshot({ path: path.join(repoRoot, '.data', 'members-390.png') });
    } finally {
      await context.close();
    }
  });
});
