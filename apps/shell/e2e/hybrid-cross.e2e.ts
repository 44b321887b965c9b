import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from '@seed/tools/testing/browser';
import {
  accessTokenOf,
  addUnregisteredSource,
  callApi,
  createFarmThroughApi,
  definitionText,
  detailCard,
} from './seed-lot-helpers';
import { signedInNewAdmin } from './signed-in';

// Issue 12's whole chain with a hybrid (spec 2 §4, §5 "Production wizard", spec 3 harvest and lot
// detail): two unregistered maize sources become the male and female parents of a production lot
// on two farms; it is F1, of the female parent's crop, with no variety, and each parent went down
// by exactly what was drawn. The lot is harvested and packed, and the pages show the chain with
// quantities that add up: the yield is what was packed plus what is left.
let browser: Browser;
const baseUrl = inject('portalUrl');

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

interface LotDetail {
  owners: { quantity_owned: number; unit: string }[];
}

/** The first number in a text as the lot pages print it ('1,240.5 Kg' → 1240.5). */
const numberIn = (text: string) => Number(/[\d,]+(?:\.\d+)?/.exec(text)![0].replace(/,/g, ''));

/** The lot's page on a tab ('details', 'relationships'), once its heading is shown. */
async function openLot(page: Page, id: string, tab: 'details' | 'relationships' = 'details') {
  await page.goto(`/seed-lots/${id}`);
  await page.getByRole('heading', { name: `Seed Lot ${id}` }).waitFor();
  if (tab === 'relationships') await page.getByRole('tab', { name: 'Relationships' }).click();
}

/** The link to a lot inside a card of the Relationships tab. */
const lotLink = (page: Page, card: string, id: string) =>
  detailCard(page, card).getByRole('link', { name: `Open seed lot ${id}` });

const alert = (page: Page) => page.getByRole('alert');

describe('hybrid cross', () => {
  it('when an F1 is crossed from two unregistered maize sources on two farms, harvested and packed, then the pages show both parents and every quantity adds up', async () => {
    const { context, page } = await signedInNewAdmin(browser, baseUrl, {}, 'breeder');
    const token = await accessTokenOf(page);
    await createFarmThroughApi(baseUrl, token, { name: 'East Plot', totalArea: 8, at: 0 });
    await createFarmThroughApi(baseUrl, token, { name: 'Canal Plot', totalArea: 12, at: 1 });
    // Maize is hybrid-capable and has no master varieties: the parents are the organization's
    // own inbred lines (a variety is required for an unregistered source).
    const crops = await callApi<{ items: { id: string; name: string; is_hybrid_capable: boolean }[] }>(
      baseUrl,
      token,
      'GET',
      '/api/v1/crops',
    );
    const maize = crops.items.find((c) => c.name === 'Maize')!;
    expect(maize.is_hybrid_capable).toBe(true);
    for (const display_name of ['CML 451', 'CML 161']) {
      await callApi(baseUrl, token, 'POST', '/api/v1/varieties', {
        source: 'custom',
        crop_id: maize.id,
        display_name,
      });
    }
    const { id: maleId } = await addUnregisteredSource(page, {
      crop: 'Maize',
      variety: 'CML 451 (Organization)',
      generation: 'Inbred',
      packSize: '2',
      packages: '30',
    });
    const { id: femaleId } = await addUnregisteredSource(page, {
      crop: 'Maize',
      variety: 'CML 161 (Organization)',
      generation: 'Inbred',
      packSize: '5',
      packages: '20',
    });

    // Step 1: the cross's two pickers instead of the source rows; defaults are half of each lot.
    await page.goto('/seed-lots/production/new');
    await page.getByRole('checkbox', { name: 'Hybrid cross' }).check();
    expect(await page.getByRole('button', { name: 'Add Source Lot' }).count()).toBe(0);
    await page.getByRole('combobox', { name: 'Male parent lot', exact: true }).selectOption(maleId);
    await page.getByRole('combobox', { name: 'Female parent lot', exact: true }).selectOption(femaleId);
    const male = page.getByRole('spinbutton', { name: 'Male parent quantity', exact: true });
    const female = page.getByRole('spinbutton', { name: 'Female parent quantity', exact: true });
    expect(await male.inputValue()).toBe('15');
    expect(await female.inputValue()).toBe('10');
    await female.fill('21');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await alert(page).getByText('Quantity exceeds available amount (20 packages)').waitFor();
    await male.fill('4');
    await female.fill('6');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.waitForURL(/\/seed-lots\/production\/new\?step=2$/);

    // Step 2: both farms at their default areas (half of 8 and of 12 acres): 40% and 60%.
    await page.getByRole('button', { name: 'Add Farm' }).click();
    await page.getByRole('button', { name: 'Add Farm' }).click();
    await page.getByTestId('contribution-sum').getByText('Total contribution: 100%').waitFor();
    await page.getByRole('button', { name: 'Next', exact: true }).click();

    // Step 3: the female parent's crop, no variety, F1 and not editable.
    await page.waitForURL(/step=3$/);
    expect(await page.getByRole('textbox', { name: 'Crop' }).inputValue()).toBe('Maize');
    expect(await page.getByRole('textbox', { name: 'Variety' }).inputValue()).toBe('None (hybrid)');
    const generation = page.getByRole('textbox', { name: 'Generation' });
    expect(await generation.inputValue()).toBe('F1');
    expect(await generation.isEditable()).toBe(false);
    await page.getByLabel('Planting Date').fill('2026-06-20');
    await page.getByRole('button', { name: 'Next', exact: true }).click();

    // Review: the two parents with what is drawn from each, the farms' shares, then the one submit.
    await page.waitForURL(/step=4$/);
    await page.getByRole('heading', { name: 'Hybrid cross parents' }).waitFor();
    const reviewSources = page.getByTestId('review-sources');
    await reviewSources
      .getByRole('listitem')
      .filter({ hasText: `Male parent: ${maleId}` })
      .getByText('4 packages')
      .waitFor();
    await reviewSources
      .getByRole('listitem')
      .filter({ hasText: `Female parent: ${femaleId}` })
      .getByText('6 packages')
      .waitFor();
    const reviewFarms = page.getByTestId('review-farms');
    await reviewFarms.getByRole('listitem').filter({ hasText: 'East Plot' }).getByText('4 acres · 40%').waitFor();
    await reviewFarms.getByRole('listitem').filter({ hasText: 'Canal Plot' }).getByText('6 acres · 60%').waitFor();
    await page.getByRole('button', { name: 'Create Production Lot' }).click();
    await page.getByText('Production lot created successfully!').waitFor();
    await page.waitForURL(/\/seed-lots\/SL-\d{8}-\d{7}-\d{4}$/);
    const hybridId = new URL(page.url()).pathname.split('/').pop()!;

    // The new lot: maize, F1, planted on both farms with their shares.
    await page.getByRole('heading', { name: `Seed Lot ${hybridId}` }).waitFor();
    await page
      .getByText(/^Maize - /)
      .first()
      .waitFor();
    expect(await definitionText(detailCard(page, 'Planting and harvest'), 'Generation')).toBe('F1');
    const farms = detailCard(page, 'Farms');
    expect(await definitionText(farms.getByRole('listitem').filter({ hasText: 'East Plot' }), 'Share')).toBe('40%');
    expect(await definitionText(farms.getByRole('listitem').filter({ hasText: 'Canal Plot' }), 'Share')).toBe('60%');

    // Both parents are its source lots, each marked with its part in the cross.
    await page.getByRole('tab', { name: 'Relationships' }).click();
    const sources = detailCard(page, 'Source lots');
    for (const [id, part] of [
      [maleId, 'Male parent'],
      [femaleId, 'Female parent'],
    ] as const) {
      const item = sources
        .getByRole('listitem')
        .filter({ has: page.getByRole('link', { name: `Open seed lot ${id}` }) });
      await item.getByText(part, { exact: true }).waitFor();
    }
    expect(await sources.getByRole('listitem').count()).toBe(2);

    // The parents went down by exactly what was drawn: 30 − 4 and 20 − 6 packages.
    await page.goto('/seed-lots?tab=unregistered');
    await page
      .getByRole('row', { name: new RegExp(maleId.slice(-6)) })
      .getByText('26 packages')
      .waitFor();
    await page
      .getByRole('row', { name: new RegExp(femaleId.slice(-6)) })
      .getByText('14 packages')
      .waitFor();
    for (const [id, left] of [
      [maleId, 26],
      [femaleId, 14],
    ] as const) {
      const parent = await callApi<LotDetail>(baseUrl, token, 'GET', `/api/v1/seed-lots/${id}`);
      expect(parent.owners).toEqual([expect.objectContaining({ quantity_owned: left, unit: 'packages' })]);
    }
    await openLot(page, femaleId, 'relationships');
    await lotLink(page, 'Produced lots', hybridId).waitFor();

    // Harvest 240 Kg.
    await openLot(page, hybridId);
    await page.getByRole('link', { name: 'Record Harvest' }).click();
    await page.getByRole('heading', { name: 'Record Harvest', level: 1 }).waitFor();
    await page.getByLabel('Total Yield').fill('240');
    await page.getByLabel('Pack Size').fill('10');
    await page.getByRole('button', { name: 'Mark as Harvested' }).click();
    await page.getByText('Seed lot marked as harvested successfully').waitFor();
    await page.waitForURL(new RegExp(`/seed-lots/${hybridId}$`));
    await detailCard(page, 'Ownership').getByText('240 Kg').first().waitFor();

    // Pack 20 × 10 Kg of it.
    await page.getByRole('link', { name: 'Package Lot' }).click();
    await page.getByRole('heading', { name: 'Create Packaging Lot', level: 1 }).waitFor();
    await page.getByLabel('Pack Size').fill('10');
    await page.getByLabel('Number of Packages').fill('20');
    await page.getByText('To pack: 20 × 10 Kg').waitFor();
    await page.getByRole('button', { name: 'Create Packaging Lot' }).click();
    await page.getByText('Packaging lot created successfully').waitFor();
    await page.waitForURL(/\/seed-lots\?tab=packaging/);
    await page.getByRole('row').filter({ hasText: '20 × 10 Kg' }).getByRole('link', { name: 'View' }).click();
    await page.waitForURL(/\/seed-lots\/SL-/);
    const packedId = new URL(page.url()).pathname.split('/').pop()!;

    // The packaged lot: F1 maize in 20 packages of 10 Kg, packed from the hybrid, whose parents
    // are its ancestors on the source–produced chain.
    await page.getByRole('heading', { name: `Seed Lot ${packedId}` }).waitFor();
    const packaging = detailCard(page, 'Quantity and packaging');
    expect(await definitionText(packaging, 'Quantity')).toBe('20 packages');
    const packSize = numberIn(await definitionText(packaging, 'Pack size'));
    const packages = numberIn(await definitionText(packaging, 'Number of packages'));
    expect([packSize, packages]).toEqual([10, 20]);
    expect(await definitionText(detailCard(page, 'Planting and harvest'), 'Generation')).toBe('F1');
    await page.getByRole('tab', { name: 'Relationships' }).click();
    await lotLink(page, 'Parent lot', hybridId).waitFor();
    const chain = page.getByRole('list', { name: 'Source–produced chain, oldest first' });
    for (const id of [maleId, femaleId, hybridId]) {
      await chain.getByRole('link', { name: `Open seed lot ${id}` }).waitFor();
    }

    // The hybrid: 240 Kg harvested = 200 Kg packed + 40 Kg left, and the packed lot is its child.
    await openLot(page, hybridId);
    const harvested = numberIn(await definitionText(detailCard(page, 'Planting and harvest'), 'Total actual yield'));
    const left = numberIn(await definitionText(detailCard(page, 'Ownership'), 'Current owners'));
    expect([harvested, left]).toEqual([240, 40]);
    expect(harvested).toBe(packages * packSize + left);
    await page.getByRole('tab', { name: 'Relationships' }).click();
    await lotLink(page, 'Child lots', packedId).waitFor();

    // Every lot of the organization balances (in = owned + drawn by children), the parents included.
    const balance = await callApi<{ items: { seed_lot_id: string; balanced: boolean }[]; unbalanced: number }>(
      baseUrl,
      token,
      'GET',
      '/api/v1/seed-lots/mass-balance?all=true',
    );
    expect(balance.unbalanced).toBe(0);
    expect(balance.items.map((b) => b.seed_lot_id).sort()).toEqual([maleId, femaleId, hybridId, packedId].sort());
    await context.close();
  }, 120_000);
});
