import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signInThroughUi } from '@seed/tools/testing/accounts';
import { launchChromium } from '@seed/tools/testing/browser';
import { signedInNewAdmin } from './signed-in';

// Issue 30: the page's one language, chosen in the user menu, applies at once to the shell and to
// every remote, follows the user across reloads, and a public page follows ?lang= or the browser.
let browser: Browser;
const baseUrl = inject('portalUrl');
const PHONE = { width: 390, height: 844 };

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

const heading = (page: Page) => page.getByRole('heading', { level: 1 }).first().textContent();
const overflowsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/** Picks a language in the user menu of a signed-in page; answers once the profile has kept it. */
async function chooseLanguage(page: Page, name: string) {
  await page.getByRole('button', { name: /user menu|उपयोगकर्ता मेनू|वापरकर्ता मेनू/ }).click();
  const kept = page.waitForResponse((r) => r.url().endsWith('/api/v1/profile/language') && r.status() === 200);
  await page.getByRole('button', { name, exact: true }).click();
  await kept;
  await page.keyboard.press('Escape');
}

describe('languages', () => {
  it('when a phone user picks हिन्दी then मराठी, then the shell and each remote speak it at once, after a reload and on their other device', async () => {
    const { context, page, email, password } = await signedInNewAdmin(browser, baseUrl, { viewport: PHONE });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    // The Devanagari font loads with a Devanagari language, never for English.
    const fontFiles: string[] = [];
    page.on('request', (r) => {
      if (/noto-sans-devanagari.*\.woff2$/.test(r.url())) fontFiles.push(r.url());
    });
    await page.goto('/seed-lots');
    expect(await heading(page)).toBe('Seed Lots');
    expect(fontFiles).toEqual([]);

    await chooseLanguage(page, 'हिन्दी');
    await expect.poll(() => heading(page)).toBe('बीज लॉट');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi');
    await expect.poll(() => fontFiles.length).toBeGreaterThan(0);
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^"?Noto Sans Devanagari/);
    expect(await overflowsSideways(page)).toBe(false);

    await page.reload();
    await expect.poll(() => heading(page)).toBe('बीज लॉट');
    await page.goto('/farms');
    await expect.poll(() => heading(page)).toBe('खेत');

    await chooseLanguage(page, 'मराठी');
    await expect.poll(() => heading(page)).toBe('शेते');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('mr');
    expect(await overflowsSideways(page)).toBe(false);
    expect(errors).toEqual([]);
    await context.close();

    // the laptop at the office: a browser that never chose, whose profile did
    const laptop = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 900 } });
    const office = await laptop.newPage();
    await signInThroughUi(office, email, password);
    await office.goto('/farms');
    await expect.poll(() => heading(office)).toBe('शेते');
    await laptop.close();
  });

  it('when a public page is linked with ?lang=mr, a visitor picks हिन्दी, or the browser prefers Hindi, then it is in that language', async () => {
    const linked = await browser.newContext({ baseURL: baseUrl, viewport: PHONE });
    const page = await linked.newPage();
    await page.goto('/?lang=mr');
    expect(await heading(page)).toBe('शेतापासून पाकिटापर्यंत प्रत्येक बियाण्याचा मागोवा घ्या');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('mr');
    await linked.close();

    const visitor = await browser.newContext({ baseURL: baseUrl, viewport: PHONE });
    const landing = await visitor.newPage();
    await landing.goto('/');
    await landing.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'हिन्दी' }).click();
    await expect.poll(() => heading(landing)).toBe('खेत से पैकेट तक, हर बीज का पता रखें');
    await visitor.close();

    const hindiPhone = await browser.newContext({ baseURL: baseUrl, viewport: PHONE, locale: 'hi-IN' });
    const first = await hindiPhone.newPage();
    await first.goto('/login');
    await expect
      .poll(() => first.getByRole('heading', { level: 1 }).first().textContent())
      .toBe('अपने खाते में साइन इन करें');
    expect(await overflowsSideways(first)).toBe(false);
    await hindiPhone.close();
  });

  it('when a phone user adds an unregistered source in Hindi and Marathi, then the dialog and its messages speak it and nothing overflows', async () => {
    const { context, page } = await signedInNewAdmin(browser, baseUrl, { viewport: PHONE }, 'dealer');
    await page.goto('/seed-lots?tab=unregistered');
    await chooseLanguage(page, 'हिन्दी');

    const cases = [
      { pick: null, add: 'अपंजीकृत स्रोत जोड़ें', messages: ['कृपया फ़सल चुनें', 'कृपया मान्य मात्रा दर्ज करें'] },
      { pick: 'मराठी', add: 'नोंदणी नसलेला स्रोत जोडा', messages: ['कृपया पीक निवडा', 'कृपया वैध प्रमाण प्रविष्ट करा'] },
    ];
    for (const { pick, add, messages } of cases) {
      if (pick) await chooseLanguage(page, pick);
      await page.getByRole('button', { name: add }).click();
      const dialog = page.getByRole('dialog', { name: add });
      await dialog.getByRole('button', { name: add }).click();
      for (const message of messages) await dialog.getByText(message).waitFor();
      expect(await overflowsSideways(page)).toBe(false);
      await page.keyboard.press('Escape');
    }
    await context.close();
  });
});
