import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from '@seed/tools/testing/browser';
import { accessTokenOf, addUnregisteredSource, createFarmThroughApi } from './seed-lot-helpers';
import { signedInNewAdmin } from './signed-in';

// The production wizard (spec 2 §2 "Production wizard", §4, §5, §8): a new organization's admin
// grows a production lot from an unregistered wheat source on two farms, reloads halfway (the
// entries and the step survive), and lands on the new lot; the source's quantity went down.
let browser: Browser;
const baseUrl = inject('portalUrl');

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

const alert = (page: Page) => page.getByRole('alert');
const currentStep = (page: Page) =>
  page.getByRole('navigation', { name: 'Production wizard steps' }).locator('[aria-current="step"]');

describe('production wizard', () => {
  it('when a lot is grown from an unregistered source on two farms with a reload halfway, then it has the source’s crop and variety, the next generation, and the source went down', async () => {
    const { context, page } = await signedInNewAdmin(browser, baseUrl, {}, 'producer');

    // Without any source lot: the text and the link to add one; Next refuses with the first message.
    await page.goto('/seed-lots/production/new');
    await page.getByText(/No source lots available/).waitFor();
    expect(await page.getByRole('link', { name: 'Add Unregistered Source' }).getAttribute('href')).toBe(
      '/seed-lots/source/new',
    );
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await alert(page).getByText('At least one source lot is required').waitFor();
    expect(page.url()).not.toContain('step=');

    const token = await accessTokenOf(page);
    await createFarmThroughApi(baseUrl, token, { name: 'North Block', totalArea: 8, at: 0 });
    await createFarmThroughApi(baseUrl, token, { name: 'River Block', totalArea: 30, at: 1 });
    const { id: sourceId } = await addUnregisteredSource(page, {
      crop: 'Wheat',
      variety: 'HI 1544',
      generation: 'F2',
      packSize: '25',
      packages: '40',
    });

    // Step 1: the source lot, its default quantity (half of 40), then 10 packages.
    await page.goto('/seed-lots/production/new');
    await currentStep(page).getByText('Source Lots').waitFor();
    await page.getByRole('button', { name: 'Add Source Lot' }).click();
    await page.getByRole('combobox', { name: 'Source lot 1' }).selectOption(sourceId);
    const quantity = page.getByRole('spinbutton', { name: 'Quantity 1' });
    expect(await quantity.inputValue()).toBe('20');
    await page.getByTestId('source-unit').getByText('packages').waitFor();
    await quantity.fill('41');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await alert(page).getByText('Quantity exceeds available amount (40 packages)').waitFor();
    await quantity.fill('10');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.waitForURL(/\/seed-lots\/production\/new\?step=2$/);

    // Step 2: both farms, their default areas (half of 8; 10 of 30) and the shares from the areas.
    await page.getByRole('button', { name: 'Add Farm' }).click();
    await page.getByRole('button', { name: 'Add Farm' }).click();
    const area1 = page.getByRole('spinbutton', { name: 'Area used (acres) 1' });
    expect(await area1.inputValue()).toBe('4');
    expect(await page.getByRole('spinbutton', { name: 'Area used (acres) 2' }).inputValue()).toBe('10');
    await page.getByRole('button', { name: 'Add Farm' }).click();
    await alert(page).getByText('All farms have been added already').waitFor();
    await area1.fill('12');
    await area1.blur();
    expect(await area1.inputValue()).toBe('8');
    await area1.fill('6');
    await area1.blur();
    expect(await page.getByRole('textbox', { name: 'Contribution 1' }).inputValue()).toBe('37.5%');
    expect(await page.getByRole('textbox', { name: 'Contribution 2' }).inputValue()).toBe('62.5%');
    await page.getByTestId('contribution-sum').getByText('Total contribution: 100%').waitFor();

    // A reload keeps the step and everything entered.
    await page.reload();
    await currentStep(page).getByText('Farm Selection').waitFor();
    await page.getByRole('textbox', { name: 'Contribution 1' }).waitFor();
    expect(await page.getByRole('spinbutton', { name: 'Area used (acres) 1' }).inputValue()).toBe('6');
    expect(await page.getByRole('textbox', { name: 'Contribution 2' }).inputValue()).toBe('62.5%');
    await page.getByRole('button', { name: /Source Lots/ }).click();
    expect(await page.getByRole('spinbutton', { name: 'Quantity 1' }).inputValue()).toBe('10');
    await page.getByRole('button', { name: /Farm Selection/ }).click();
    await page.getByRole('button', { name: 'Next', exact: true }).click();

    // Step 3: crop and variety from the source, F2 suggests F3.
    await page.waitForURL(/step=3$/);
    expect(await page.getByRole('textbox', { name: 'Crop' }).inputValue()).toBe('Wheat');
    expect(await page.getByRole('textbox', { name: 'Variety' }).inputValue()).toBe('HI 1544');
    expect(await page.getByRole('textbox', { name: 'Generation' }).inputValue()).toBe('F3');
    await page.getByLabel('Planting Date').fill('2026-06-15');
    await page.getByLabel('Notes').fill('Kharif sowing');
    await page.getByRole('button', { name: 'Next', exact: true }).click();

    // Review, then the one submit.
    await page.waitForURL(/step=4$/);
    await page.getByTestId('review-farms').getByText('North Block').waitFor();
    await page.getByTestId('review-details').getByText('F3').waitFor();
    await page.getByRole('button', { name: 'Create Production Lot' }).click();
    await page.getByText('Production lot created successfully!').waitFor();
    await page.waitForURL(/\/seed-lots\/SL-\d{8}-\d{7}-\d{4}$/);
    const lotId = new URL(page.url()).pathname.split('/').pop()!;
    expect(lotId).not.toBe(sourceId);
    expect(await page.evaluate(() => sessionStorage.getItem('seed-lots:production-wizard'))).toBeNull();

    // The new lot: crop, variety and generation.
    await page
      .getByRole('heading', { name: new RegExp(lotId) })
      .first()
      .waitFor();
    await page.getByText('Wheat - HI 1544').first().waitFor();
    const generation = page.locator('dt', { hasText: /^Generation$/ }).locator('xpath=following-sibling::dd[1]');
    expect((await generation.first().innerText()).trim()).toBe('F3');

    // The source went from 40 to 30 packages.
    await page.goto('/seed-lots?tab=unregistered');
    const row = page.getByRole('row', { name: new RegExp(sourceId.slice(-6)) });
    await row.getByText('30 packages').waitFor();

    // On a phone the wizard's rows stack: nothing scrolls sideways.
    const phone = await browser.newContext({
      viewport: { width: 390, height: 844 },
      baseURL: baseUrl,
      storageState: await context.storageState(),
    });
    const small = await phone.newPage();
    await small.goto('/seed-lots/production/new');
    await small.getByRole('button', { name: 'Add Source Lot' }).click();
    await small.getByRole('combobox', { name: 'Source lot 1' }).selectOption(sourceId);
    expect(await small.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await phone.close();
    await context.close();
  });
});
