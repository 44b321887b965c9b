import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from '@seed/tools/testing/browser';
import { adminStorageState } from './signed-in';

let browser: Browser;
let signedIn: Awaited<ReturnType<typeof adminStorageState>>;
const baseUrl = inject('portalUrl');

async function openPage(
  viewport: { width: number; height: number },
  { asAdmin = false } = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({
    viewport,
    baseURL: baseUrl,
    ...(asAdmin ? { storageState: signedIn } : {}),
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { context, page, errors };
}

beforeAll(async () => {
  browser = await launchChromium();
  signedIn = await adminStorageState(browser, baseUrl, inject('admin'));
});
afterAll(async () => {
  await browser?.close();
});

describe('landing and public pages', () => {
  it('when a visitor opens /, then the promise, three steps, two testimonials, contact and the calls to action show', async () => {
    const { context, page, errors } = await openPage({ width: 1280, height: 900 });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toContain('Trace every seed');
    expect(await page.getByRole('heading', { name: 'Unlimited QR codes' }).isVisible()).toBe(true);
    expect(await page.locator('#steps-title + ol > li').count()).toBe(3);
    expect(await page.locator('figure blockquote').count()).toBe(2);
    for (const name of ['Login', 'Register', 'Get Started Free', 'Register Now']) {
      expect(await page.getByRole('link', { name, exact: true }).count(), name).toBeGreaterThan(0);
    }
    expect(await page.locator('a[href^="tel:"]').count()).toBe(1);
    expect(await page.locator('a[href^="mailto:"]').count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('when a visitor opens the terms, then the spec content, the date and Back to Home show', async () => {
    const { context, page } = await openPage({ width: 390, height: 844 });
    await page.goto('/terms-of-service');
    await page.getByRole('heading', { name: 'Terms of Service' }).waitFor();
    const text = await page.locator('main').innerText();
    expect(text).toContain('Last updated: 19 Jul 2025');
    expect(text).toContain('Delhi');
    expect(text).toContain('deactivated');
    await page.getByRole('link', { name: /Back to Home/ }).click();
    await page.waitForURL(`${baseUrl}/`);
    await context.close();
  });

  it('when a visitor opens the privacy policy, then it says what a scan shares and the minimum age', async () => {
    const { context, page } = await openPage({ width: 390, height: 844 });
    await page.goto('/privacy-policy');
    const text = await page.locator('main').innerText();
    expect(text).toContain('crop type, variety, certification status and production details');
    expect(text).toContain('under 18');
    expect(text).toContain('Last updated: 19 Jul 2025');
    await context.close();
  });

  it('when a path matches nothing, then the not-found page shows', async () => {
    const { context, page } = await openPage({ width: 1280, height: 900 });
    const res = await page.goto('/no-such-page');
    expect(res?.status()).toBe(200);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await context.close();
  });

  it('when a role is refused, then /unauthorized says so and links to the dashboard', async () => {
    const { context, page } = await openPage({ width: 1280, height: 900 });
    await page.goto('/unauthorized');
    await page.getByText("You don't have permission to access this page.").waitFor();
    expect(await page.getByRole('link', { name: 'Return to Dashboard' }).getAttribute('href')).toBe('/dashboard');
    await context.close();
  });
});

describe('app shell loading', () => {
  const SEEDLOTS_MANIFEST = '/remotes/mfe-seedlots/mf-manifest.json';
  it("when a signed-in page is opened, then its remote is asked for while the session is still being checked, and no slice's contract is fetched twice", async () => {
    const { context, page } = await openPage({ width: 1024, height: 800 }, { asAdmin: true });
    const order: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname === '/api/v1/me' || pathname === SEEDLOTS_MANIFEST) order.push(`request ${pathname}`);
    });
    page.on('requestfinished', (request) => {
      if (new URL(request.url()).pathname === '/api/v1/me') order.push('answered /api/v1/me');
    });
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(new URL(response.url()).pathname);
    });
    // The session's check takes a second (a slow network): the remote must not wait for it.
    await page.route('**/api/v1/me', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await page.goto('/seed-lots');
    await page.getByRole('heading', { name: 'Seed Lots', level: 1 }).waitFor();
    const manifest = order.indexOf(`request ${SEEDLOTS_MANIFEST}`);
    expect(manifest, order.join('\n')).toBeGreaterThanOrEqual(0);
    expect(manifest, order.join('\n')).toBeLessThan(order.indexOf('answered /api/v1/me'));
    expect(new Set(scripts).size).toBe(scripts.length);
    await context.close();
  });
});

describe('app shell layouts', () => {
  it('when the window is 1024px or wider, then the sidebar shows and the drawer and bottom tabs do not, and the profile was asked for once', async () => {
    const { context, page } = await openPage({ width: 1024, height: 800 }, { asAdmin: true });
    const meRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/v1/me') meRequests.push(request.url());
    });
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    // issue 29: the recovered session's SIGNED_IN does not load the profile a second time
    expect(meRequests).toHaveLength(1);
    expect(await page.getByTestId('sidebar').isVisible()).toBe(true);
    expect(await page.getByRole('navigation', { name: 'Quick navigation' }).isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Open menu' }).isVisible()).toBe(false);
    const sidebar = page.getByTestId('sidebar');
    for (const name of [
      'Dashboard',
      'Varieties',
      'Farms',
      'Seed Lots',
      'Testing Requests',
      'Transactions',
      'Profile',
    ]) {
      expect(await sidebar.getByRole('link', { name, exact: true }).isVisible(), name).toBe(true);
    }
    expect(await sidebar.getByRole('button', { name: 'Sign Out' }).isVisible()).toBe(true);
    await context.close();
  });

  it('when the window is narrower than 1024px, then bottom tabs show and the menu opens as a w-64 drawer over an overlay', async () => {
    const { context, page } = await openPage({ width: 1023, height: 800 }, { asAdmin: true });
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    expect(await page.getByTestId('sidebar').isVisible()).toBe(false);
    const tabs = page.getByRole('navigation', { name: 'Quick navigation' });
    expect(await tabs.getByRole('link').allInnerTexts()).toEqual([
      'Dashboard',
      'Farms',
      'Seed Lots',
      'Testing',
      'Transactions',
    ]);

    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Main menu' });
    await drawer.waitFor({ state: 'visible' });
    await page.waitForFunction(() => document.getElementById('mobile-drawer')?.getBoundingClientRect().left === 0);
    expect((await drawer.boundingBox())?.width).toBe(256);
    expect(await page.getByTestId('drawer-overlay').isVisible()).toBe(true);

    await drawer.getByRole('link', { name: 'Farms' }).click();
    await page.waitForURL(`${baseUrl}/farms`);
    await page.waitForFunction(
      () => (document.getElementById('mobile-drawer')?.getBoundingClientRect().right ?? 1) <= 0,
    );
    await context.close();
  });

  it('when an admin opens the user menu, then it shows their name, Your Profile, Organization Members and Sign out', async () => {
    const { context, page } = await openPage({ width: 1280, height: 900 }, { asAdmin: true });
    await page.goto('/dashboard');
    expect(await page.getByTestId('org-summary').innerText()).toContain("Asha Patil's Organization");
    await page.getByRole('button', { name: 'User menu' }).click();
    expect(await page.getByRole('link', { name: 'Your Profile' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Organization Members' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Sign out', exact: true }).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    expect(await page.getByRole('link', { name: 'Your Profile' }).count()).toBe(0);
    await context.close();
  });

  it('when nobody is signed in and a signed-in route is opened, then the login page shows', async () => {
    const { context, page } = await openPage({ width: 1280, height: 900 });
    await page.goto('/farms');
    await page.waitForURL(/\/login\?redirect=%2Ffarms$/);
    await page.getByRole('heading', { name: 'Sign in to your account' }).waitFor();
    await context.close();
  });
});
