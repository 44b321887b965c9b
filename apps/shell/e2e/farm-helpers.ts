// Shared steps of the farms end-to-end tests: the
// new-farm form filled with typed boundary points (the keyboard path of the editor), the map.
import type { Locator, Page } from 'playwright-core';

export interface TypedFarm {
  name: string;
  /** Typed into 'Farm Identifier'; generated from the name when left out. */
  identifier?: string;
  /** Boundary corners, [latitude, longitude], at least 3. */
  points: readonly (readonly [number, number])[];
  /** 'owned' unless given. */
  ownership?: string;
  /** 'drip' unless given. */
  irrigation?: string;
}

/** Opens /farms/new and fills the form with typed coordinates, up to (not including) 'Create Farm'. */
export async function fillNewFarm(page: Page, farm: TypedFarm) {
  await page.goto('/farms/new');
  await page.getByLabel('Farm Name').fill(farm.name);
  if (farm.identifier) await page.getByLabel('Farm Identifier').fill(farm.identifier);
  await page.getByLabel('Address', { exact: true }).fill('Pune, Maharashtra');
  await page.getByText('Boundary points', { exact: true }).click();
  for (const [lat, lng] of farm.points) {
    await page.getByLabel('Latitude', { exact: true }).fill(String(lat));
    await page.getByLabel('Longitude', { exact: true }).fill(String(lng));
    await page.getByRole('button', { name: 'Add Point' }).click();
  }
  await page.getByTestId('point-count').getByText(`${farm.points.length} points`).waitFor();
  await page.getByLabel('Ownership Status').selectOption(farm.ownership ?? 'owned');
  await page.getByLabel('Irrigation Method').selectOption(farm.irrigation ?? 'drip');
}

/** Creates the farm and waits for the redirect to its detail page; returns its id. */
export async function createFarmByTyping(page: Page, farm: TypedFarm): Promise<string> {
  await fillNewFarm(page, farm);
  await page.getByRole('button', { name: 'Create Farm' }).click();
  await page.waitForURL(/\/farms\/[0-9a-f-]{36}$/, { timeout: 10_000 });
  return new URL(page.url()).pathname.split('/').pop()!;
}

/** The map once its adapter is ready (it loads with the first map shown). */
export async function readyMap(page: Page): Promise<Locator> {
  await page.locator('[data-testid="farm-map"][data-ready="true"]').waitFor({ timeout: 20_000 });
  return page.getByTestId('farm-map');
}

/** Scrolls the map to the middle of the window, clear of the sticky top bar. */
export async function centreMap(page: Page) {
  await page.getByTestId('farm-map').evaluate((el) => el.scrollIntoView({ block: 'center' }));
}
