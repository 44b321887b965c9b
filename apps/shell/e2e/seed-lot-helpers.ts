// Shared steps of the seed-lot end-to-end tests: the Add Unregistered Source dialog and the lists.
import type { Page } from 'playwright-core';

export interface TypedSource {
  crop: string;
  variety: string;
  generation?: string;
  packSize: string;
  packages: string;
  notes?: string;
}

/** Opens the Unregistered tab, adds a source through the dialog and returns its id and claim code. */
export async function addUnregisteredSource(page: Page, source: TypedSource): Promise<{ id: string; code: string }> {
  await page.goto('/seed-lots?tab=unregistered');
  await page.getByRole('button', { name: 'Add Unregistered Source' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Unregistered Source' });
  await dialog.getByLabel('Crop', { exact: true }).selectOption({ label: source.crop });
  const variety = dialog.getByLabel('Variety', { exact: true });
  await variety.locator('option', { hasText: source.variety }).first().waitFor({ state: 'attached' });
  await variety.selectOption({ label: source.variety });
  if (source.generation) await dialog.getByLabel('Generation').fill(source.generation);
  await dialog.getByLabel('Size', { exact: true }).fill(source.packSize);
  await dialog.getByLabel('Total Quantity (Number of Packages)').fill(source.packages);
  if (source.notes) await dialog.getByLabel('Notes').fill(source.notes);
  await dialog.getByRole('button', { name: 'Add Unregistered Source' }).click();
  await page.getByText('Unregistered source added successfully!').waitFor();
  const code = (await dialog.getByTestId('claim-code').innerText()).trim();
  const intro = await dialog.getByTestId('claim-code-panel').innerText();
  const id = /SL-\d{8}-\d{7}-\d{4}/.exec(intro)![0];
  await dialog.getByRole('button', { name: 'Done' }).click();
  await dialog.waitFor({ state: 'detached' });
  return { id, code };
}
