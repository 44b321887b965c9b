import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from '@seed/tools/testing/browser';
import { signedInNewAdmin } from './signed-in';
import { cropsOfCards, openFilters, tabCount, varietyCard, waitForTabCount } from './variety-helpers';

// The variety catalogue (spec 2 "Varieties page", "Add/Edit Variety modal") for the admin of a
// new organization, so My Varieties starts empty and Discover shows every master variety.
let browser: Browser;
const baseUrl = inject('portalUrl');

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** The list answer the page gets after `action`, as JSON (to see how values are typed). */
async function listAnswerAfter(page: Page, action: () => Promise<unknown>) {
  const [response] = await Promise.all([
    page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/varieties' && r.request().method() === 'GET'),
    action(),
  ]);
  return (await response.json()) as { my: { display_name: string; characteristics: Record<string, unknown> }[] };
}

describe('varieties', () => {
  it('when masters are filtered by crop and state, imported, edited and removed, then the tabs, cards and counts follow, and numbers stay numbers', async () => {
    const { context, page } = await signedInNewAdmin(browser, baseUrl, {}, 'breeder');
    await page.goto('/varieties');
    await page.getByRole('heading', { name: 'Varieties', level: 1 }).waitFor();
    await waitForTabCount(page, 'My Varieties', 0);
    await page.getByText('No varieties found').waitFor();
    const masters = await tabCount(page, 'Discover Varieties');
    expect(masters).toBe(109);

    // Discover, filtered by crop, then by state too: every card is of the crop.
    await page.getByRole('tab', { name: /^Discover Varieties/ }).click();
    await page
      .getByTestId('variety-sources')
      .getByText(/^Sources: /)
      .waitFor();
    await openFilters(page);
    await page.getByLabel('Crop', { exact: true }).selectOption({ label: 'Soybean' });
    await page.waitForFunction(() => new URL(location.href).searchParams.has('crop'));
    // Wait for the filtered answer: the tab's count moves off the unfiltered one, and the cards
    // shown (at least one, so a list still loading does not pass) are all of the crop.
    await page.waitForFunction(
      (before) => !document.querySelector('[role="tab"][aria-selected="true"]')?.textContent?.includes(`(${before})`),
      masters,
    );
    await page.waitForFunction(() => {
      const crops = Array.from(document.querySelectorAll('[data-testid="master-variety-card"] h2 + p'));
      return crops.length > 0 && crops.every((p) => p.textContent === 'Soybean');
    });
    const soybeans = await tabCount(page, 'Discover Varieties');
    expect(soybeans).toBeGreaterThan(1);
    expect(soybeans).toBeLessThan(masters);
    await page.getByLabel('State', { exact: true }).selectOption('Maharashtra');
    await page.waitForFunction(
      (before) => !document.querySelector('[role="tab"][aria-selected="true"]')?.textContent?.includes(`(${before})`),
      soybeans,
    );
    const inMaharashtra = await tabCount(page, 'Discover Varieties');
    expect(inMaharashtra).toBeGreaterThan(0);
    expect(inMaharashtra).toBeLessThan(soybeans);
    expect(new Set(await cropsOfCards(page, 'master-variety-card'))).toEqual(new Set(['Soybean']));
    // The filters live in the address: a reload shows the same list.
    await page.reload();
    await waitForTabCount(page, 'Discover Varieties', inMaharashtra);
    await page.getByRole('button', { name: 'Clear filters' }).first().click();
    await waitForTabCount(page, 'Discover Varieties', masters);

    // Import from a Discover card: the master leaves Discover and joins My Varieties.
    await page.getByLabel('Search varieties').fill('JS 20-29');
    await varietyCard(page, 'JS 20-29').waitFor();
    await varietyCard(page, 'JS 20-29').getByRole('button', { name: 'Import JS 20-29' }).click();
    await page.getByText('Variety imported successfully').waitFor();
    await waitForTabCount(page, 'My Varieties', 1);
    await waitForTabCount(page, 'Discover Varieties', 0);
    await page.getByRole('button', { name: 'Clear filters' }).first().click();
    await waitForTabCount(page, 'Discover Varieties', masters - 1);

    // Edit its characteristics: a typed number is saved, and read back, as a number.
    await page.getByRole('tab', { name: /^My Varieties/ }).click();
    const card = varietyCard(page, 'JS 20-29');
    await card.getByText('Imported', { exact: true }).waitFor();
    await card.getByRole('button', { name: 'Edit JS 20-29' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Variety' });
    await dialog.waitFor();
    expect(await dialog.getByLabel('Crop', { exact: true }).isDisabled()).toBe(true);
    await dialog.getByLabel('Maturity Days').fill('400');
    await dialog.getByRole('button', { name: 'Update Variety' }).click();
    await dialog.getByText('Maturity days must be between 0 and 365').waitFor();
    await dialog.getByLabel('Maturity Days').fill('95');
    await dialog.getByRole('button', { name: 'Add Field' }).click();
    const rows = dialog.getByTestId('characteristics-rows').getByRole('listitem');
    const last = (await rows.count()) - 1;
    await dialog.getByLabel(`Characteristic ${last + 1} name`).fill('Oil content %');
    await dialog.getByLabel(`Characteristic ${last + 1} value`).fill('19.5');
    await dialog.getByRole('button', { name: 'Update Variety' }).click();
    await page.getByText('Variety updated successfully').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await card.getByText('Maturity: 95 days').waitFor();

    const answer = await listAnswerAfter(page, () => page.reload());
    expect(answer.my[0]!.characteristics['Oil content %']).toBe(19.5);
    await varietyCard(page, 'JS 20-29').getByRole('button', { name: 'Edit JS 20-29' }).click();
    const reopened = page.getByRole('dialog', { name: 'Edit Variety' });
    // The modal loads on first open: wait for its rows before reading them.
    await reopened.getByLabel('Characteristic 1 name').waitFor();
    const names = await reopened
      .getByLabel(/^Characteristic \d+ name$/)
      .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
    const row = names.indexOf('Oil content %') + 1;
    expect(row).toBeGreaterThan(0);
    expect(await reopened.getByLabel(`Characteristic ${row} value`).inputValue()).toBe('19.5');
    await reopened.getByRole('button', { name: 'Cancel' }).last().click();
    await reopened.waitFor({ state: 'detached' });

    // Remove, after the confirmation: the card goes, and the master is back on Discover.
    await varietyCard(page, 'JS 20-29').getByRole('button', { name: 'Remove JS 20-29' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove variety' });
    await confirm.getByText('Are you sure you want to remove this variety?').waitFor();
    await confirm.getByRole('button', { name: 'Remove', exact: true }).click();
    await page.getByText('Variety removed successfully').waitFor();
    await waitForTabCount(page, 'My Varieties', 0);
    await waitForTabCount(page, 'Discover Varieties', masters);
    await page.getByText('No varieties found').waitFor();
    await context.close();
  });

  it('when the Add Variety form is saved, then each spec message shows in order, a chosen master pre-fills the form, and a custom variety is added', async () => {
    const { context, page } = await signedInNewAdmin(browser, baseUrl, {}, 'breeder');
    await page.goto('/varieties');
    await waitForTabCount(page, 'My Varieties', 0);
    await page.getByRole('button', { name: 'Add Variety' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Variety' });
    await dialog.waitFor();
    const save = dialog.getByRole('button', { name: 'Add Variety' });

    await save.click();
    await dialog.getByText('Please select a crop').waitFor();
    await dialog.getByLabel('Crop', { exact: true }).selectOption({ label: 'Wheat' });
    await save.click();
    await dialog.getByText('Please select a master variety or choose to create a custom variety').waitFor();

    // Choosing a master pre-fills the form; choosing another crop clears the master.
    await dialog.getByLabel('Master Variety').selectOption({ label: 'HI 1544' });
    expect(await dialog.getByLabel('Display Name').inputValue()).toBe('HI 1544');
    expect(await dialog.getByRole('checkbox', { name: 'Madhya Pradesh' }).isChecked()).toBe(true);
    await dialog.getByLabel('Crop', { exact: true }).selectOption({ label: 'Chickpea' });
    expect(await dialog.getByLabel('Master Variety').inputValue()).toBe('');

    await dialog.getByLabel('Create Custom Variety').check();
    await dialog.getByLabel('Display Name').fill('   ');
    await save.click();
    await dialog.getByText('Please provide a name for the custom variety').waitFor();
    await dialog.getByLabel('Display Name').fill('Kabuli selection 7');
    await dialog.getByLabel('Maturity Days').fill('366');
    await save.click();
    await dialog.getByText('Maturity days must be between 0 and 365').waitFor();
    await dialog.getByLabel('Maturity Days').fill('110');
    await dialog.getByLabel('Visibility').selectOption('shared');
    await dialog.getByRole('checkbox', { name: 'Rabi' }).check();
    // The states HI 1544 pre-filled stay (only the master is cleared): start from none.
    const statesGroup = dialog.getByRole('group', { name: /^Recommended States/ });
    const checked = statesGroup.getByRole('checkbox', { checked: true });
    while ((await checked.count()) > 0) await checked.first().uncheck();
    await dialog.getByText('Recommended States (0 selected)').waitFor();
    for (const state of ['Maharashtra', 'Madhya Pradesh', 'Karnataka', 'Gujarat', 'Rajasthan'])
      await dialog.getByRole('checkbox', { name: state }).check();
    await dialog.getByText('Recommended States (5 selected)').waitFor();
    // The rows HI 1544 pre-filled can go, but at least one characteristics row always remains.
    const rows = dialog.getByTestId('characteristics-rows').getByRole('listitem');
    while ((await rows.count()) > 1) await dialog.getByRole('button', { name: 'Remove characteristic 1' }).click();
    expect(await dialog.getByRole('button', { name: 'Remove characteristic 1' }).isDisabled()).toBe(true);
    await dialog.getByLabel('Characteristic 1 name').fill('100-seed weight (g)');
    await dialog.getByLabel('Characteristic 1 value').fill('38');
    await save.click();
    await page.getByText('Variety added successfully').waitFor();
    await waitForTabCount(page, 'My Varieties', 1);

    const card = varietyCard(page, 'Kabuli selection 7');
    await card.getByText('Chickpea', { exact: true }).waitFor();
    await card.getByText('Shared', { exact: true }).waitFor();
    await card.getByText('Rabi', { exact: true }).waitFor();
    await card.getByText('+2 more', { exact: true }).waitFor();
    expect(await card.getByText('Imported', { exact: true }).count()).toBe(0);
    // One date style across the portal: 'd MMM yyyy' (26 Nov 2026)
    expect(await card.locator('time').innerText()).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/);
    await context.close();
  });

  it('when the page is opened on a phone, then the cards stack in one column and nothing scrolls sideways', async () => {
    const { context, page } = await signedInNewAdmin(
      browser,
      baseUrl,
      { viewport: { width: 390, height: 844 } },
      'breeder',
    );
    await page.goto('/varieties?tab=discover');
    await page.getByTestId('master-variety-card').nth(2).waitFor();
    const lefts = await page
      .getByTestId('master-variety-card')
      .evaluateAll((cards) => cards.slice(0, 3).map((c) => Math.round(c.getBoundingClientRect().left)));
    expect(new Set(lefts).size).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    await page.getByRole('button', { name: 'Add Variety' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Variety' });
    await dialog.waitFor();
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await context.close();
  });
});
