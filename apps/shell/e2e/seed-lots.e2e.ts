import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from '@seed/tools/testing/browser';
import { addUnregisteredSource } from './seed-lot-helpers';
import { signedInNewAdmin } from './signed-in';

// Seed lots (spec 2 seed lots, spec 3 lot detail) for the admins of new organizations: the
// buyer records seed from a supplier who is not on the portal yet; the supplier signs up and
// claims it with the code.
let browser: Browser;
const baseUrl = inject('portalUrl');

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe('seed lots', () => {
  it('when an unregistered source is added, found, opened, deleted and restored, then every list and the detail follow, and the supplier claims it with the code', async () => {
    const { context, page } = await signedInNewAdmin(browser, baseUrl, {}, 'buyer');
    await page.goto('/seed-lots?tab=unregistered');
    await page.getByText('No unregistered seed lots found').waitFor();

    // The dialog's messages, then the live package preview.
    await page.getByRole('button', { name: 'Add Unregistered Source' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Unregistered Source' });
    await dialog.getByRole('button', { name: 'Add Unregistered Source' }).click();
    await dialog.getByText('Please select a crop').waitFor();
    await dialog.getByText('Please enter a valid pack size').waitFor();
    await dialog.getByText('Please enter a valid quantity').waitFor();
    await dialog.getByLabel('Size', { exact: true }).fill('25');
    await dialog.getByLabel('Total Quantity (Number of Packages)').fill('40');
    await dialog.getByTestId('package-format').getByText('40 × 25 Kg bag').waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();

    const { id, code } = await addUnregisteredSource(page, {
      crop: 'Wheat',
      variety: 'HI 1544',
      generation: 'Foundation',
      packSize: '25',
      packages: '40',
      notes: 'Supplier: Malwa Agro\nStored dry',
    });
    expect(code).toMatch(/^[0-9A-F]{4}(-[0-9A-F]{4}){5}$/);

    // Found by search on the Unregistered tab: the short id, 'crop - variety', the package and the notes without the supplier line.
    await page.getByLabel('Search lots').fill('hi 1544');
    const row = page.getByRole('row', { name: new RegExp(id.slice(-6)) });
    await row.waitFor();
    await row.getByText('Wheat - HI 1544').waitFor();
    await row.getByText('25 Kg bag').waitFor();
    await row.getByText('Stored dry').waitFor();
    expect(await row.getByText('Malwa Agro').count()).toBe(0);

    // The detail page.
    await row.getByRole('link', { name: id.slice(-6) }).click();
    await page.waitForURL(new RegExp(`/seed-lots/${id}$`));
    await page
      .getByRole('heading', { name: new RegExp(id) })
      .first()
      .waitFor();

    // Soft delete from the overview, then the trash and restore.
    await page.goto('/seed-lots');
    await page.getByRole('heading', { name: 'All Seed Lots' }).waitFor();
    await page.getByRole('button', { name: `Delete seed lot ${id}` }).click();
    const remove = page.getByRole('dialog', { name: `Delete seed lot ${id}` });
    const confirm = remove.getByRole('button', { name: /Move to trash|Delete permanently/ });
    expect(await confirm.isDisabled()).toBe(true);
    await remove.getByLabel('Confirmation phrase').fill('Delet');
    expect(await confirm.isDisabled()).toBe(true);
    await remove.getByLabel('Confirmation phrase').fill('DELETE');
    await remove.getByRole('button', { name: 'Move to trash' }).click();
    await page.getByText(`Seed lot ${id} has been moved to trash`).waitFor();
    await page.getByText('No seed lots found. Create your first seed lot to get started.').waitFor();
    await page.getByRole('button', { name: 'Show Deleted Lots' }).click();
    await page.getByRole('heading', { name: 'Deleted Seed Lots' }).waitFor();
    await page.getByRole('button', { name: `Restore seed lot ${id}` }).click();
    await page
      .getByRole('dialog', { name: `Restore seed lot ${id}` })
      .getByRole('button', { name: 'Restore' })
      .click();
    await page.getByText(`Seed lot ${id} has been restored`).waitFor();
    await page.getByRole('button', { name: 'Show Active Lots' }).click();
    await page.getByRole('link', { name: id, exact: true }).waitFor();

    // The supplier signs up and claims the lot with the code.
    const supplier = await signedInNewAdmin(browser, baseUrl, {}, 'supplier');
    await supplier.page.goto('/seed-lots/claim');
    await supplier.page.getByLabel('Claim code').fill('0000-0000-0000-0000-0000-0000');
    await supplier.page.getByRole('button', { name: 'Claim lot' }).click();
    await supplier.page
      .getByText('This claim code is not valid. Check it with the buyer, or ask them for a new one.')
      .waitFor();
    await supplier.page.getByLabel('Claim code').fill(code.toLowerCase());
    await supplier.page.getByRole('button', { name: 'Claim lot' }).click();
    await supplier.page.getByText(new RegExp(`recorded origin of seed lot ${id} \\(Wheat - HI 1544\\)`)).waitFor();
    await supplier.context.close();

    // The buyer's lot shows the claim.
    await page.goto(`/seed-lots/${id}`);
    await page
      .getByText(/Claimed by/)
      .first()
      .waitFor();
    await context.close();
  });

  it('when the list is opened on a phone, then the lots show as cards and nothing scrolls sideways', async () => {
    const { context, page } = await signedInNewAdmin(
      browser,
      baseUrl,
      { viewport: { width: 390, height: 844 } },
      'grower',
    );
    await addUnregisteredSource(page, { crop: 'Soybean', variety: 'JS 20-29', packSize: '30', packages: '12' });
    await page.goto('/seed-lots');
    const cards = page.getByTestId('lot-cards').getByRole('listitem');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(1);
    expect(await page.locator('table').first().isVisible()).toBe(false);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await context.close();
  });
});
